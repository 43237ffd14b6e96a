import Bridgeplan

/// The value-flow phases' results as draft edges: each sink a screen reaches becomes a push or
/// a presentation from that screen, with its chain (the call in the screen, the sink) as the
/// note; every other navigation site becomes an unresolved line that says why. After the
/// draft is made valid, `accountForSites` counts the sites that ended as edges (the coverage
/// line) and gives each of the rest its reason.
extension Resolver {
    /// A navigation call site and what became of it.
    struct NavigationSite {
        var place: Place
        var text: String
        /// Why it is no edge, when the value flow could not make one.
        var reason: String?
    }

    mutating func adoptFlow() {
        let started = FlowTrace.enabled ? FlowTrace.now() : 0
        let flow = FlowAnalysis(index: index, files: index.files.map(\.flow), deploymentTarget: deploymentTarget.flatMap { OSVersion($0) })
        adoptedFlow = flow
        flow.selectorNames = index.files.reduce(into: Set<String>()) { $0.formUnion($1.flow.selectors) }
            .union(documents.lazy.flatMap(\.actions))
        if FlowTrace.enabled { FlowTrace.write("flow: compiled in \(FlowTrace.now() - started) s") }
        flow.solve()
        if FlowTrace.enabled { FlowTrace.write("flow: solved in \(FlowTrace.now() - started) s") }
        if flow.exhausted {
            remarks.append("the value flow stopped after \(flow.runs) function runs, its budget, before reaching a fixpoint: edges may be missing")
        }
        registerForeignScreens(flow)
        let sinkValues = FlowAttribution.sinkValues(flow)
        registerPushedPagers(flow, shown: sinkValues)
        registerSwiftUIScreens(flow, shown: sinkValues)
        forwardingStacks = FlowAttribution.forwardingSites(flow, shown: sinkValues)
        windowGroupRoot(flow)
        if FlowTrace.enabled { FlowTrace.write("flow: SwiftUI screens in \(FlowTrace.now() - started) s") }
        let screenIDs = Set(screens.keys)
        // Sites the readers before it already drew (a storyboard, a coordinator's stack, an enum
        // router read arm by arm) keep their edges: the flow adds only where none stands, or
        // where it is sure a reader's edge is wrong (below).
        let drawn = citedPlaces()
        let readerDrawn = readerEdgesByPlace()
        // The screen the @main App's window shows first (its stack's root when it is one).
        var app: (type: String, screen: String)?
        if let root = appRoot?.id, let type = index.mainApp {
            let screen = containers[root].map { $0.kind == .navigation ? $0.children[0] : root } ?? root
            if screens[screen] != nil { app = (type, screen) }
        }
        let sites = FlowAttribution.sites(flow, shown: sinkValues, app: app, isScreen: { screenIDs.contains($0) })
        if FlowTrace.enabled { FlowTrace.write("flow: attributed in \(FlowTrace.now() - started) s") }
        defer { if FlowTrace.enabled { FlowTrace.write("flow: adopted in \(FlowTrace.now() - started) s") } }
        let rootPushSites = rootPushes(sites, flow)
        // Many triggers of one helper pass the same controllers: their targets are worked out once.
        var cache: [Set<FlowAnalysis.Value>: [FlowTarget]] = [:]
        for site in sites {
            let place = Place(file: site.file, position: site.use.position)
            // An `#available` fallback the deployment target never runs, or a branch on a flag the
            // app declares constant the other way, is no navigation: an edge a reader drew from it
            // is taken back.
            if let why = flow.whyNeverRuns(site.use.runsOnlyIf) {
                dropEdges(citing: place, because: why)
                continue
            }
            var (targets, isNavigation) = flowTargets(site.values, flow, at: place, depth: 0)
            if site.use.sink == .windowRoot { targets += containerClasses(site.values) }
            if FlowTrace.enabled {
                FlowTrace.write("\(at(place)) \(site.use.sink) values=\(site.values.map { "\($0)" }.sorted()) triggers=\(site.triggers.map { "\($0.screen)\($0.certain ? "" : "?")" }) targets=\(targets.map(\.id)) reason=\(site.unreached ?? "-") levels=\(site.levels.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })")
            }
            guard isNavigation || site.values.isEmpty else { continue }  // an alert, or not a view controller at all
            var record = NavigationSite(place: place, text: site.use.text)
            defer { navigationSites.append(record) }
            if site.routed {
                // A destination closure that switches on its route: its views are drawn from the
                // screens that write each case (the sites below), each citing this line.
                drawnElsewhere.insert(at(place))
                continue
            }
            // What a stack-setting call is made on (`self` when written without a receiver), read
            // once for the containers below.
            let setOn = site.use.sink == .setStack ? flow.valuesOf(site.use.receiver ?? .selfRef, in: site.function) : []
            // The kinds of container it may be set on, by its values and by its declared type.
            let setOnKinds = site.use.sink == .setStack ? Set(setOn.compactMap { value -> TypeIndex.ControllerKind? in
                if case .object(let t) = value { flow.kind(of: t) } else { nil }
            } + [site.use.receiver.flatMap { flow.declaredTypeName($0, in: site.function) }.flatMap(flow.kind(of:))].compactMap { $0 }) : []
            let namesReceiver = site.use.receiver != nil
            if site.use.sink == .showDetail, flow.valuesOf(site.use.receiver ?? .selfRef, in: site.function).contains(where: {
                if case .object(let t) = $0 { flow.kind(of: t) == .split } else { false }
            }) {
                // A split view controller's `showDetailViewController` puts the controller in its
                // detail column (its columns are drawn from the split), not over the screen.
                record.reason = "it replaces a split view's detail column, not a presentation"
                continue
            }
            // A tab bar controller of the app's setting its own tabs (`setViewControllers(tabs,
            // animated: false)` in its `viewDidLoad`) names no receiver: it is `self`.
            if namesReceiver || setOnKinds == [.tabBar], let tabs = tabBar(setOn, flow, place) {
                for target in targets {
                    addContainerChild(target.stack ?? target.id, to: tabs, note: "\(at(place)) viewControllers" + (target.via.map { " (\($0))" } ?? ""))
                }
                if case .array(let items) = site.use.value {
                    // The tabs in the order the list is written (`[home, search, settings]`), which
                    // a set of values, and a reader that drew some of them first, do not keep.
                    putFirst(items.flatMap { flowTargets(flow.valuesOf($0, in: site.function), flow, at: place, depth: 0).0.map { $0.stack ?? $0.id } }, in: tabs)
                }
                continue
            }
            if namesReceiver, let split = uikitSplit(setOn, flow, place) {
                setColumns(of: split, site, flow, place)
                continue
            }
            if let pager = setOn.sorted(by: FlowAnalysis.precedes).compactMap({ [index] value -> String? in
                   if case .object(let type) = value, index.controllerKind(type) == .pager, index[type]?.kind == .class { type } else { nil }
               }).first {
                // A page controller of the app's own class setting its pages (`setViewControllers`
                // on `self` in its init): its pages, not a push by the screen that makes it. A
                // pushed one is a screen (see `registerPushedPagers`) and embeds them.
                if screens[pager] != nil {
                    for target in targets { embedPage(target.stack ?? target.id, in: pager, at: place) }
                    continue
                }
                if let pages = containerID(.instance(pager), at: place) {
                    for target in targets { addContainerChild(target.stack ?? target.id, to: pages, note: "\(at(place)) setViewControllers") }
                    continue
                }
            }
            if namesReceiver, let s = setOn.lazy.compactMap({ value -> Int? in
                   if case .stack(let s) = value, flow.kind(of: flow.stacks[s].type) == .pager { s } else { nil }
               }).first {
                // `pages.setViewControllers([page], direction: …)`: the pager's pages, cited here.
                if let pages = pager(s, flow, depth: 0) {
                    for target in targets {
                        let child = target.stack ?? target.id, note = "\(at(place)) setViewControllers"
                        addContainerChild(child, to: pages, note: note)
                        // A page read from the pager's contents cites where the pager is made; this
                        // call is where it is set.
                        if containers[pages]?.children.contains(child) == true { edgeNotes[EdgeKey(from: pages, kind: .child, to: child)] = note }
                    }
                }
                continue
            }
            if site.use.sink == .setStack, !setOn.isEmpty, setOn.allSatisfy({ ownsViewControllers($0, flow) }) {
                // `self.viewControllers = pages` in a screen that declares that property itself (a
                // segmented container of the app's): its own list, not a stack replaced.
                record.reason = "it sets a viewControllers property the screen declares itself, not a container's children"
                continue
            }
            // Code nothing runs (an action connected nowhere, a private method nothing calls) is no
            // navigation: an edge a reader drew from it is taken back.
            if flow.isDeadEntry(site.function) {
                dropEdges(citing: place, because: Self.nothingCalls)
                record.reason = Self.nothingCalls
                continue
            }
            // The app's own window's root, set by the delegates or by code they run at launch.
            let setsAppWindow = site.use.sink == .windowRoot && (site.use.receiver.map({ isMainWindow($0, in: site.function, flow) }) ?? false)
                && (index.isAppDelegate(flow.functions[site.function].owner) || site.lifecycle != nil)
            // Every root the delegates give the app's window, drawn by a reader or not: the
            // ones the draft does not start on become entries. One target per assignment only:
            // a root chosen from data (a restored screen of ten) is no single place the app starts.
            if setsAppWindow { appWindowRootPlaces.insert(place) }
            if setsAppWindow, targets.count == 1 {
                mainWindowRoots.append((targets[0].stack ?? targets[0].id, place))
            } else if setsAppWindow, let chosen = rootsChosenByBranch(site, flow, at: place) {
                // `let root: UIViewController; if activated { root = Tabs() } else { root =
                // Onboarding() }`: each root the delegate writes in a branch is a place the app starts.
                mainWindowRoots += chosen.map { ($0, place) }
            }
            if drawn.contains(at(place)) {
                // A reader may read a shared helper's call for a screen it guessed. Where a screen the
                // flow reads surely (one screen shown, through the arm its caller's case takes) got
                // another from the reader, the reader's reading of the call is wrong: the flow's
                // edges replace it. Where they agree, the reader's choice of screens stands (it
                // knows which screens' data reach a `switch` in a protocol default).
                guard let readers = readerDrawn[at(place)] else { continue }
                let triggering = Set(site.triggers.map(\.screen))
                if flow.observerReach.contains(site.function), !triggering.isEmpty, readers.contains(where: { !triggering.contains($0.from) }) {
                    // Code a screen runs as an observer of another screen's model (`list.$selected.sink
                    // { … push … }`): a reader gave the edge to the screen whose code it is; the
                    // screens whose actions set what it observes replace it.
                    dropEdges(citing: place, because: nil, from: Set(readers.map(\.from)).subtracting(triggering))
                } else {
                    let sure = sureTargets(site, targets, flow, at: place, cache: &cache)
                    if readers.contains(where: { edge in sure[edge.from].map { !Self.sameScreen($0, edge.to) } ?? false }) {
                        dropEdges(citing: place, because: nil, from: Set(sure.keys))
                    } else if Set(readers.map(\.from)) != triggering || targets.contains(where: { $0.roots > 1 })
                                || targets.allSatisfy({ target in readers.contains { Self.sameScreen(target.stack ?? target.id, $0.to) } }) {
                        continue
                    }
                    // Otherwise the reader followed one of the screens a router may return
                    // (`generateRandomScreen()` with a `return` per case), from the screens the flow
                    // reads too: the flow draws the others beside it. (Not a stack whose root is
                    // in doubt: its other possible roots are the flow's guess, not a router's.)
                }
            }
            if site.use.sink == .setStack, namesReceiver, !setOn.contains(where: { if case .stack = $0 { true } else { false } }) {
                replacedRoot(site, setOnKinds, flow, at: place)
            }
            switch site.use.sink {
            case .push, .show, .setStack, .present, .showDetail, .link, .sheet, .cover, .popover:
                // `nav.viewControllers = [root]` on a stack the code made (and then presents, or
                // a coordinator fills in `start()`): the root of that stack, drawn with its
                // container where the stack is shown, not a push by the screen that led here.
                if namesReceiver, setOn.contains(where: { if case .stack(let s) = $0 { flow.kind(of: flow.stacks[s].type) == .navigation } else { false } }) {
                    drawnElsewhere.insert(at(place))
                    continue
                }
                if site.use.sink == .setStack, namesReceiver, !setOnKinds.isEmpty, !setOnKinds.contains(.navigation) {
                    // `tabs.viewControllers = [feed]` on a tab bar the code does not show being made: its
                    // tabs, not a push, and no container the scan can name.
                    record.reason = "it sets the controllers of a tab bar, split or page controller the scan cannot name"
                    continue
                }
                guard !site.triggers.isEmpty else {
                    guard !targets.isEmpty else {
                        record.reason = site.values.isEmpty ? "what it shows is not known" : "what it shows is no screen of the draft"
                        continue
                    }
                    if let handler = site.lifecycle, site.use.sink == .present || site.use.sink == .showDetail {
                        // Shown over the app from a delegate handler (a notification, a link): an entry.
                        for t in targets { entries.append((id: t.stack ?? t.id, via: handler, place: place)) }
                    } else if rootPushSites.contains(at(place)) {
                        drawnElsewhere.insert(at(place))  // the root of the stack it pushes onto
                    } else if site.lifecycle != nil {
                        record.reason = "it runs from the app's launch (\(site.lifecycle!)), not from a screen: the stack it fills is drawn from its container"
                    } else if targets.count == 1, let presenter = Self.heldPresenter(site, flow, screens: screenIDs) {
                        // Run by the system (a notification's tap, a timer), no screen's code: it
                        // presents on the one screen its receiver holds (a router keeps the root).
                        // One target only: a router's generic `present(_ module:)` shows what every
                        // caller hands it (element-ios: 18 screens on one presenter, all false).
                        for target in targets {
                            let note = "\(at(place)) \(Self.sinkName(site.use.sink)) on the \(presenter) it holds; no screen's code calls it"
                            addPresent(presenter, target.stack ?? target.id, .sheet, note: note)
                            flowEdges.append((EdgeKey(from: presenter, kind: .present, to: target.stack ?? target.id), place))
                        }
                    } else {
                        record.reason = site.unreached
                    }
                    continue
                }
                var drawn = false
                // A screen reached only through a guess (a call resolved by its name alone, one of several
                // holders or adopters) is named, not drawn: on apps read by hand such edges were mostly wrong.
                var named: Set<String> = []
                let guessed = site.triggers.filter { !$0.certain && named.insert($0.screen).inserted }.map(\.screen)
                var tooWide: [FlowTarget] = []
                var manyRoots = 0
                defer {
                    if !drawn {
                        if manyRoots > 0 {
                            record.reason = Self.dependsOnData + ": a navigation stack that may start at any of \(manyRoots) screens"
                        } else if !tooWide.isEmpty {
                            let names = Set(tooWide.map { $0.stack ?? $0.id }).sorted()
                            record.reason = Self.dependsOnData + ": one of \(names.count) screens (" + names.prefix(4).joined(separator: ", ") + (names.count > 4 ? " or \(names.count - 4) more" : "") + ")"
                        } else if !guessed.isEmpty {
                            record.reason = "the screen it comes from is not certain; it may be " + guessed.prefix(4).joined(separator: ", ") + (guessed.count > 4 ? " or \(guessed.count - 4) more" : "")
                        } else {
                            record.reason = site.values.isEmpty ? "what it shows is not known" : "what it shows is no screen of the draft"
                        }
                    }
                }
                for trigger in site.triggers where trigger.certain {
                    // What this screen's call shows (a helper shows what each caller hands it).
                    let own = shownTargets(site.shown[trigger] ?? site.values, site, targets, flow, at: place, cache: &cache)
                    let possible = own.count > 1
                    // One call that may show any of several screens: drawn as possible edges when
                    // the choice is the screen's own (a branch in its code, up to three), else named
                    // in an unresolved line. A shared helper's values are every caller's, and read
                    // by hand such edges were mostly false (corona-warn-app 0 of 8, ProtonVPN 6 of 27).
                    let most = !site.ownValues.contains(trigger.screen) ? 1
                        : own.count > Self.mostPossible && Self.showsFactoryChoice(site, flow) ? Self.mostFactoryCases : Self.mostPossible
                    if own.count > most {
                        tooWide += own
                        continue
                    }
                    // A stack a shared helper makes around what every caller hands it (Stepik's
                    // `present(module:)`: a dozen roots) says nothing of which one this call shows.
                    for target in own where target.roots > Self.mostPossible { manyRoots = max(manyRoots, target.roots) }
                    for target in own where (target.id != trigger.screen || site.use.sink == .push) && target.roots <= Self.mostPossible {
                        drawn = true
                        var chain = trigger.position.map { "\(relative(trigger.file)):\($0.line) → " } ?? ""
                        if let route = site.routeOf {
                            chain += "\(at(place)) \(site.use.text) → \(at(Place(file: route.file, position: route.position))) \(Self.sinkName(site.use.sink))"
                        } else {
                            chain += "\(at(place)) \(Self.sinkName(site.use.sink))"
                        }
                        if let via = target.via { chain += " (\(via))" }
                        if possible { chain = "possible: " + chain }
                        let key: EdgeKey
                        switch site.use.sink {
                        case .push, .show, .setStack, .link:
                            key = EdgeKey(from: trigger.screen, kind: .push, to: target.id)
                            addPush(trigger.screen, target.id, note: chain)
                        default:
                            key = EdgeKey(from: trigger.screen, kind: .present, to: target.stack ?? target.id)
                            let style: PresentationStyle = site.use.sink == .cover ? .fullScreen : site.use.sink == .popover ? .popover : .sheet
                            addPresent(trigger.screen, target.stack ?? target.id, style, note: chain)
                        }
                        // An edge a reader drew from another line (a factory's) is this site's too.
                        flowEdges.append((key, place))
                    }
                }
            case .windowRoot where setsAppWindow:
                // The app's own window (not an overlay's or a privacy cover's): its root, or for a
                // plain controller that embeds the real root, what it embeds (a tab bar first).
                // Set by the delegates, or by code they run at launch (a coordinator's `start()`).
                // Of roots chosen by data (by device, by sign-in), a tab bar first, then a
                // navigation stack: the iPhone layout, not the iPad's split view.
                func rank(_ target: FlowTarget) -> Int {
                    switch containers[target.stack ?? target.id]?.kind {
                    case .tabBar?: 0
                    case .navigation?: 1
                    default: 2
                    }
                }
                let roots = targets.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
                if let first = roots.first {
                    if index.isAppDelegate(flow.functions[site.function].owner) {
                        if mainWindowRoot == nil { mainWindowRoot = (first.stack ?? first.id, place, first.via) }
                    } else if launchWindowRoot == nil {
                        // Code the delegates run (a coordinator's `start()`): the root when nothing
                        // closer to launch names one.
                        launchWindowRoot = (first.stack ?? first.id, place, first.via)
                    }
                }
            case .addChild where !site.triggers.isEmpty && site.triggers.allSatisfy({ $0.certain && (flow.subclasses[$0.screen] ?? []).isEmpty })
                && !targets.isEmpty && targets.count <= Self.mostPossible && Self.addsToScreen(site.use, flow.functions[site.function]):
                // A child the containment reader could not name (held in a property typed
                // `UIViewController?`, set from elsewhere, or a controller adding itself to a
                // parent it is handed): the flow knows what it holds and whose code adds it. Its
                // containment calls are the reader's to judge. (A base class's helper adds to
                // whichever subclass calls it: left to the reader.)
                let key = Self.childKey(site.use.value)
                var added = false
                for trigger in site.triggers {
                    // A child made as the root of a navigation controller is that stack: embedding
                    // the stack keeps its pushes in it.
                    for target in targets where target.id != trigger.screen {
                        let child = target.stack ?? target.id
                        guard isDrafted(child),
                              !(embedsDraft[trigger.screen] ?? []).contains(where: { $0.embed.target == child }) else { continue }
                        addEmbed(trigger.screen, EmbedDraft(target: child, containment: .full, removal: .none, place: .view, at: place), key: key)
                        edgeNotes[EdgeKey(from: trigger.screen, kind: .embed, to: child)] = "\(at(place)) addChild"
                        added = true
                    }
                }
                if !added { record.reason = "no container or embed of the draft comes from it" }
            case .addChild, .windowRoot, .stackRoot, .segue:
                // Containment, roots, stacks and segues are drawn by the readers that know their
                // rules (containment, window roots, storyboards); the site counts when they cite it.
                if site.values.isEmpty {
                    record.reason = site.use.sink == .segue ? "no storyboard segue of that identifier was read" : "what it \(site.use.sink == .addChild ? "adds" : "shows") is not known"
                } else {
                    record.reason = site.triggers.isEmpty ? site.unreached : "\(targets.isEmpty ? "what it holds is no screen of the draft" : "no container or embed of the draft comes from it")"
                }
            }
        }
    }

    /// A tab bar or split controller class of the app's set as a window's root: its container,
    /// when the draft has one for the class (its tabs or columns known; elsewhere only a stack
    /// made in code may start at one, see `flowTargets`).
    private func containerClasses(_ values: Set<FlowAnalysis.Value>) -> [FlowTarget] {
        values.sorted(by: FlowAnalysis.precedes).compactMap { value in
            guard case .object(let type) = value, let kind = containers[type]?.kind, kind == .tabBar || kind == .split,
                  containers[type]?.children.isEmpty == false else { return nil }
            return FlowTarget(id: type)
        }
    }

    /// The roots a delegate assigns to a local, one per statement (each branch names one screen
    /// or stack), before it sets the window's root to that local; nil when any assignment may
    /// be several (a root restored from data).
    private mutating func rootsChosenByBranch(_ site: FlowAttribution.Site, _ flow: FlowAnalysis, at place: Place) -> [String]? {
        let function = flow.functions[site.function]
        guard case .name(let local) = site.use.value, function.locals.contains(local), !function.parameters.contains(local) else { return nil }
        let assigned = function.assignments(to: local)
        guard assigned.count > 1 else { return nil }
        var roots: [String] = []
        for value in assigned {
            let values = flow.valuesOf(value, in: site.function)
            let targets = flowTargets(values, flow, at: place, depth: 0).0 + containerClasses(values)
            guard targets.count == 1 else { return nil }
            let root = targets[0].stack ?? targets[0].id
            if !roots.contains(root) { roots.append(root) }
        }
        return roots
    }

    /// Whether an `addChild` adds to the screen whose code runs it: `addChild(x)` on `self`, or
    /// on a parent the function is handed (`parent.addChild(self)`), not on a navigation
    /// controller or another container it holds.
    static func addsToScreen(_ use: FlowSinkUse, _ function: FlowFunction) -> Bool {
        switch use.receiver {
        case nil, .selfRef?: true
        case .name(let n)?: function.parameters.contains(n)
        default: false
        }
    }

    /// The name a child is held by (`scopeViewController`, `self.child`), which the
    /// containment reader keys its removals by.
    static func childKey(_ e: FlowExpr) -> String {
        switch e {
        case .name(let n): n
        case .member(.selfRef, let n): n
        default: "#flow"
        }
    }

    /// The screens a sink's values name: screens of the draft, system controllers (kept in
    /// UIKit), hosted SwiftUI views, and the root of a navigation stack made in code. The flag
    /// says whether any value is a view controller at all (false for an alert or a plain object).
    mutating func flowTargets(_ values: Set<FlowAnalysis.Value>, _ flow: FlowAnalysis, at place: Place, depth: Int) -> ([FlowTarget], Bool) {
        var out: [FlowTarget] = []
        var isNavigation = false
        // A wrapper screen made at a known site shows what it was made around, not itself.
        var wrappers: Set<String> = []
        for case .stack(let s) in values where !forwardingStacks.contains(s) {
            let type = flow.stacks[s].type
            // A library's sheet around an app's controller (see `FlowAnalysis.construct`) too.
            if flow.kind(of: type) == .screen || (flow.kind(of: type) == nil && index[type] == nil) { wrappers.insert(type) }
        }
        // Only controllers, hosted views and stacks can be shown: the rest (models, closures,
        // types) are left before sorting, which a helper's parameter of thousands made slow.
        let shown = values.filter { value in
            switch value {
            case .object(let type):
                return index.controllerKind(type) != nil || (index[type] == nil && type.hasSuffix("Controller")) || index.isView(type) || index.isRepresentable(type)
            case .hosted, .stack, .scene: return true
            case .meta, .closure, .storyboard: return false
            }
        }
        for value in shown.sorted(by: FlowAnalysis.precedes) {
            switch value {
            case .object(let type) where index.isRepresentable(type):
                // A UIKit controller a SwiftUI view wraps: the controller is what is shown.
                guard depth < 2 else { continue }
                let (inner, wraps) = flowTargets(flow.representedControllers(type), flow, at: place, depth: depth + 1)
                isNavigation = isNavigation || wraps
                out += inner.map { FlowTarget(id: $0.id, via: "wrapped by \(type)", stack: $0.stack) }
            case .object(let type) where index.isView(type):
                // A SwiftUI screen (see `registerSwiftUIScreens`), with the stack its body wraps it in.
                isNavigation = true
                if screens[type] != nil { out.append(FlowTarget(id: type, stack: viewStacks[type])) }
            case .object(let type):
                if index[type] == nil, index.controllerKind(type) == nil, type.hasSuffix("Controller"), !type.hasSuffix("NavigationController"), depth <= 1,
                   !wrappers.contains(type) {
                    // Made and shown by the app, declared outside its Swift sources: a screen all the
                    // same, shown itself or as the root of a stack the code makes around it.
                    isNavigation = true
                    if screens[type] == nil {
                        var draft = ScreenDraft(id: type, place: place,
                                                description: "\(type): a view controller the Swift sources make and show but do not declare (Objective-C, a library or a system framework)")
                        draft.keepUIKit = Self.systemPrefixes.contains { type.hasPrefix($0) }
                        screens[type] = draft
                    }
                    out.append(FlowTarget(id: type))
                    continue
                }
                guard let kind = index.controllerKind(type), !wrappers.contains(type) else { continue }
                if case .system(let system) = kind {
                    guard !isAlertLike(type) && !isAlertLike(system) else { continue }
                    isNavigation = true
                    if let id = systemScreen(type, Place(file: index[type]?.file ?? 0, position: index[type]?.position ?? Position(line: 1, column: 1))) {
                        out.append(FlowTarget(id: id))
                    }
                    continue
                }
                isNavigation = true
                if screens[type] == nil, kind == .screen, flow.constructed.contains(type) {
                    // A base class of other screens is a screen when the app makes and shows
                    // one itself (a generic table controller filled with sections).
                    registerScreenClass(type)
                }
                if screens[type] != nil {
                    out.append(FlowTarget(id: type))
                } else if kind == .hosting, let view = index[type]?.generic, screens[view] != nil {
                    out.append(FlowTarget(id: view))
                } else if depth > 0, kind == .pager || kind == .tabBar || kind == .split, let container = containerID(.instance(type), at: place) {
                    // A container class of the app's (an image pager) a stack made in code starts at.
                    out.append(FlowTarget(id: container))
                }
            case .scene(let board, let identifier):
                // A storyboard's scene the code loads: its screen, or the container the scene is
                // (a navigation controller's scene shows its root, in that stack).
                isNavigation = true
                guard let id = loadedScene(storyboard: board, identifier: identifier) else { continue }
                if let container = containers[id] {
                    if container.kind == .navigation, let root = container.children.first {
                        out.append(FlowTarget(id: root, stack: id))
                    } else {
                        out.append(FlowTarget(id: id))
                    }
                } else if screens[id] != nil {
                    out.append(FlowTarget(id: id))
                }
            case .storyboard:
                continue
            case .hosted(let view):
                isNavigation = true
                if screens[view] == nil, index.isView(view) { registerView(view) }
                if screens[view] != nil { out.append(FlowTarget(id: view, via: "hosted", stack: viewStacks[view])) }
            case .stack(let s):
                isNavigation = true
                guard depth < 2, !forwardingStacks.contains(s) else { continue }
                let site = flow.stacks[s]
                let made = flow.functions[site.function].position(ofCall: site.call)
                let place = Place(file: flow.fileOf[site.function], position: made)
                if flow.kind(of: site.type) == .tabBar {
                    if let tabs = tabBar([value], flow, place) {
                        if flow.isSwiftUI(s) {
                            containers[tabs]?.framework = .swiftui
                            containers[tabs]?.description = "\(site.type) made in \(flow.functions[site.function].owner)"
                            let tabTargets = flowTargets(flow.peek(.contents(s)), flow, at: place, depth: depth + 1).0
                            for tab in tabTargets {
                                addContainerChild(tab.stack ?? tab.id, to: tabs, note: "\(at(place)) tab")
                            }
                            // The tabs in the order the content is written, which the set of values does not keep.
                            putFirst(builtInOrder(s, flow).compactMap { view in tabTargets.first { $0.id == view }.map { $0.stack ?? $0.id } }, in: tabs)
                        }
                        out.append(FlowTarget(id: tabs))
                    }
                    continue
                }
                if flow.kind(of: site.type) == .split {
                    if flow.isSwiftUI(s) {
                        if let split = swiftUISplit(s, flow, depth: depth) { out.append(FlowTarget(id: split)) }
                    } else if let split = uikitSplit([value], flow, place) {
                        out.append(FlowTarget(id: split))
                    }
                    continue
                }
                if flow.kind(of: site.type) == .pager {
                    // A page controller a screen holds: a container whose pages are what
                    // `setViewControllers` hands it; embedded where it is added.
                    if let pages = pager(s, flow, depth: depth) { out.append(FlowTarget(id: pages)) }
                    continue
                }
                let via = "in a \(site.type) made at \(relative(flow.fileOf[site.function])):\(made.line)"
                let inner: [FlowTarget]
                if let known = stackTargets[s] { inner = known } else {
                    inner = flowTargets(flow.peek(.contents(s)).union(emptyStackRoots[s] ?? []), flow, at: place, depth: depth + 1).0
                    stackTargets[s] = inner
                }
                // A navigation stack made around one screen is a container of the draft: presenting
                // it puts that screen in a stack, so what it pushes is kept.
                // A stack whose root depends on state (an info screen shown once, then the overview)
                // is drawn with the first; the note names the others.
                // Of several possible roots, one no screen pushes first: a screen pushed onto the
                // stack (a payment confirmation a send screen pushes) is not where it starts.
                var candidates = inner
                if flow.isSwiftUI(s), inner.isEmpty {
                    // `NavigationStack { List { … } }` in a view's body: that view is the root.
                    let owner = flow.functions[flow.enclosingMethod(site.function)].owner
                    if screens[owner]?.framework == .swiftui { candidates = [FlowTarget(id: owner)] }
                }
                if inner.count > 1 {
                    let pushed = Set(screens.values.flatMap { $0.push })
                    candidates = inner.filter { !pushed.contains($0.id) } + inner.filter { pushed.contains($0.id) }
                    // A root the stack's maker sets itself (a coordinator's `start()` filling the
                    // stack its initialiser made) before one another type's code may set.
                    let own = Set(flow.peek(.contents(s)).compactMap { v -> String? in
                        if case .object(let t) = v, flow.makerSet(v, in: s) { t } else { nil }
                    })
                    candidates = candidates.filter { own.contains($0.id) } + candidates.filter { !own.contains($0.id) }
                    // A SwiftUI stack starts with the first view its content builds (a second is
                    // the detail column a `NavigationView` shows on iPad).
                    if flow.isSwiftUI(s), let first = firstBuilt(s, flow), let i = candidates.firstIndex(where: { $0.id == first }) {
                        candidates.insert(candidates.remove(at: i), at: 0)
                    }
                }
                if flow.kind(of: site.type) == .navigation, let root = candidates.first, screens[root.id] != nil {
                    let stack = containerID(.navigation(root: root.id, type: site.type), at: place)
                    var note = root.via.map { via + ", " + $0 } ?? via
                    if candidates.count > 1 { note += "; its root may also be " + candidates.dropFirst().map(\.id).joined(separator: ", ") }
                    out.append(FlowTarget(id: root.id, via: note, stack: stack, roots: flow.isSwiftUI(s) ? 1 : candidates.count))
                    continue
                }
                // A library's controller around a stack (a drawer's center) shows the stack.
                out += inner.map { FlowTarget(id: $0.id, via: $0.via.map { via + ", " + $0 } ?? via, stack: $0.stack, roots: $0.roots) }
            case .meta, .closure:
                continue
            }
        }
        var seen: Set<String> = []
        return (out.filter { seen.insert($0.id).inserted }, isNavigation)
    }

    /// Pushes no screen's code makes onto a navigation stack that holds nothing: a
    /// coordinator's `start()`, run at launch, pushing the home screen onto the window's empty
    /// `UINavigationController()`, or run by a router from a notification's tap onto a stack it
    /// made to present. What they push is that stack's root, since there is no top for it to
    /// be pushed from. Only code that something calls counts: a method nothing calls (a
    /// coordinator's `showHelp()` no screen wires) pushes nothing. Recorded in
    /// `emptyStackRoots`; returns the sites, which the stack's container cites.
    private mutating func rootPushes(_ sites: [FlowAttribution.Site], _ flow: FlowAnalysis) -> Set<String> {
        var cited: Set<String> = []
        for site in sites where site.use.sink == .push && site.triggers.isEmpty && !site.values.isEmpty
            && (site.lifecycle != nil || flow.callers[flow.enclosingMethod(site.function)]?.isEmpty == false) {
            let receiver = site.use.receiver ?? .member(.selfRef, "navigationController")
            for case .stack(let s) in flow.valuesOf(receiver, in: site.function)
            where flow.kind(of: flow.stacks[s].type) == .navigation && flow.peek(.contents(s)).isEmpty {
                emptyStackRoots[s, default: []].formUnion(site.values)
                cited.insert(at(Place(file: site.file, position: site.use.position)))
            }
        }
        return cited
    }

    /// A screen (no container) whose class, or a superclass in the sources, declares a
    /// `viewControllers` property of its own.
    private func ownsViewControllers(_ value: FlowAnalysis.Value, _ flow: FlowAnalysis) -> Bool {
        guard case .object(let type) = value, flow.kind(of: type) == .screen else { return false }
        return index.superclassChain(type).contains { index[$0]?.properties["viewControllers"] != nil }
    }

    /// The page container a page controller made in code is, with the screens it pages through;
    /// nil when none of them is a screen of the draft.
    private mutating func pager(_ s: Int, _ flow: FlowAnalysis, depth: Int) -> String? {
        let site = flow.stacks[s]
        let owner = flow.functions[site.function].owner
        let made = Place(file: flow.fileOf[site.function], position: flow.functions[site.function].position(ofCall: site.call))
        let pages: [FlowTarget]
        if let known = stackTargets[s] { pages = known } else {
            pages = flowTargets(flow.peek(.contents(s)), flow, at: made, depth: depth + 1).0
            stackTargets[s] = pages
        }
        guard !pages.isEmpty, let id = containerID(.plainContainer(kind: .pager, id: (owner.isEmpty ? "App" : owner) + "Pages"), at: made) else { return nil }
        for page in pages { addContainerChild(page.stack ?? page.id, to: id, note: "\(at(made)) pages") }
        return id
    }

    /// The split container a `NavigationSplitView` is, with a child per column in order; nil
    /// when no column is a screen of the draft. A sidebar that is a plain view is the root of a
    /// stack of its own: on iPhone the split view collapses into a navigation stack that starts
    /// there, and a sidebar row's link pushes the next column onto it.
    private mutating func swiftUISplit(_ s: Int, _ flow: FlowAnalysis, depth: Int) -> String? {
        let site = flow.stacks[s]
        let owner = flow.functions[site.function].owner
        let made = Place(file: flow.fileOf[site.function], position: flow.functions[site.function].position(ofCall: site.call))
        var children: [String] = []
        for (i, column) in flow.splitColumns(s).enumerated() {
            guard let target = flowTargets(column, flow, at: made, depth: depth + 1).0.first else { continue }
            var child = target.stack ?? target.id
            if i == 0, target.stack == nil, screens[target.id]?.framework == .swiftui, index[target.id] != nil,
               let stack = containerID(.navigation(root: target.id, type: site.type), at: made) {
                containers[stack]!.description = "the sidebar of a NavigationSplitView: on iPhone, a navigation stack that starts at \(target.id)"
                child = stack
            }
            children.append(child)
        }
        guard !children.isEmpty, let id = containerID(.plainContainer(kind: .split, id: (owner.isEmpty ? "App" : owner) + "Split"), at: made) else { return nil }
        containers[id]!.framework = .swiftui
        containers[id]!.description = "NavigationSplitView made in \(owner.isEmpty ? "the App" : owner)"
        for child in children { addContainerChild(child, to: id, note: "\(at(made)) column") }
        return id
    }

    /// Adds a child to a container of the draft with the note that cites where; false when the
    /// container is gone or already holds it.
    @discardableResult
    private mutating func addContainerChild(_ child: String, to container: String, note: String) -> Bool {
        guard containers[container] != nil, !containers[container]!.children.contains(child) else { return false }
        containers[container]!.children.append(child)
        edgeNotes[EdgeKey(from: container, kind: .child, to: child)] = note
        return true
    }

    /// `split.viewControllers = [primary, secondary]`: the columns in the order written, each
    /// read by the value flow (a stack filled by its own `viewControllers =`, a factory's
    /// `-> Self`). Where the flow names nothing for a column, the child a reader drew there
    /// (a storyboard scene) keeps its place.
    private mutating func setColumns(of split: String, _ site: FlowAttribution.Site, _ flow: FlowAnalysis, _ place: Place) {
        let items: [FlowExpr]
        if case .array(let written) = site.use.value { items = written } else { items = [site.use.value] }
        var drawnBefore = containers[split]!.children
        var columns: [String] = []
        for item in items {
            if let target = flowTargets(flow.valuesOf(item, in: site.function), flow, at: place, depth: 0).0.first {
                let child = target.stack ?? target.id
                drawnBefore.removeAll { $0 == child }
                if !columns.contains(child) { columns.append(child) }
            } else if !drawnBefore.isEmpty {
                columns.append(drawnBefore.removeFirst())
            }
        }
        let added = columns.filter { !containers[split]!.children.contains($0) }
        containers[split]!.children = columns + drawnBefore.filter { !columns.contains($0) }
        for child in added { edgeNotes[EdgeKey(from: split, kind: .child, to: child)] = "\(at(place)) viewControllers" }
        if !added.isEmpty { drawnElsewhere.insert(at(place)) }
    }

    /// The tab bar container a receiver is, registered on first sight: a subclass by its name,
    /// a `UITabBarController()` by the type that makes it.
    private mutating func tabBar(_ values: Set<FlowAnalysis.Value>, _ flow: FlowAnalysis, _ place: Place) -> String? {
        plainContainer(.tabBar, values, flow, place)
    }

    /// The UIKit split container a receiver is, registered on first sight (a SwiftUI
    /// `NavigationSplitView` is read by its columns, `swiftUISplit`).
    private mutating func uikitSplit(_ values: Set<FlowAnalysis.Value>, _ flow: FlowAnalysis, _ place: Place) -> String? {
        plainContainer(.split, values, flow, place)
    }

    private mutating func plainContainer(_ kind: ContainerKind, _ values: Set<FlowAnalysis.Value>, _ flow: FlowAnalysis, _ place: Place) -> String? {
        let (controllerKind, uikit, suffix): (TypeIndex.ControllerKind, String, String) =
            kind == .tabBar ? (.tabBar, "UITabBarController", "Tabs") : (.split, "UISplitViewController", "Split")
        for value in values.sorted(by: FlowAnalysis.precedes) {
            switch value {
            case .stack(let s) where flow.kind(of: flow.stacks[s].type) == controllerKind && (kind == .tabBar || !flow.isSwiftUI(s)):
                let site = flow.stacks[s]
                let owner = flow.functions[site.function].owner
                let made = Place(file: flow.fileOf[site.function], position: flow.functions[site.function].position(ofCall: site.call))
                return containerID(.plainContainer(kind: kind, id: (owner.isEmpty ? "App" : owner) + suffix), at: made)
            case .object(let type) where index.controllerKind(type) == controllerKind && type != uikit:
                return containerID(.instance(type), at: place)
            default: continue
            }
        }
        return nil
    }

    /// A container's children in the order the code writes them (`written`, repeats and
    /// strangers ignored), then the rest as they were.
    private mutating func putFirst(_ written: [String], in container: String) {
        guard let children = containers[container]?.children else { return }
        let first = written.filter(children.contains).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        containers[container]!.children = first + children.filter { !first.contains($0) }
    }

    /// `navigationController.setViewControllers([home], animated: true)` on a navigation
    /// controller the code does not show being made (a dependency container's, a property
    /// typed `UINavigationController`): the first controller is the root of that stack from
    /// then on, whatever else the call is drawn as. Drawn as a stack of its own, marked possible.
    private mutating func replacedRoot(_ site: FlowAttribution.Site, _ kinds: Set<TypeIndex.ControllerKind>, _ flow: FlowAnalysis, at place: Place) {
        guard case .array(let items) = site.use.value, let first = items.first, let receiver = site.use.receiver else { return }
        // A stack's own code setting its list (`self.viewControllers = […]` in a subclass), or a
        // screen replacing the stack it is in (`navigationController?.setViewControllers`): the
        // draft shows those stacks already.
        switch receiver {
        case .selfRef: return
        case .member(.selfRef, let n) where n == "navigationController":
            if flow.kind(of: flow.functions[site.function].owner) != nil { return }
        case .name(let n) where n == "navigationController" && !flow.functions[site.function].locals.contains(n):
            // UIKit's property, not a local of that name (`let navigationController = Nav()`).
            if flow.kind(of: flow.functions[site.function].owner) != nil { return }
        default: break
        }
        // Only a navigation controller's list: a tab bar's or a pager's is another container's.
        guard kinds.isEmpty ? Self.namesNavigationController(receiver) : kinds == [.navigation] else { return }
        let (roots, _) = flowTargets(flow.valuesOf(first, in: site.function), flow, at: place, depth: 0)
        guard roots.count == 1, roots[0].stack == nil, screens[roots[0].id] != nil else { return }
        let root = roots[0].id
        if containers.values.contains(where: { $0.kind == .navigation && $0.children.first == root }) { return }
        let id = freshStackID(around: root)
        containers[id] = ContainerDraft(
            id: id, kind: .navigation, children: [root], place: place,
            description: "possible: \(site.use.text) makes \(root) the root of a navigation stack the code does not show being made"
        )
    }

    /// `navigationController`, `self.navigation`, `router.nav`: a receiver named as a navigation controller.
    static func namesNavigationController(_ e: FlowExpr) -> Bool {
        let name: String
        switch e {
        case .name(let n), .member(_, let n): name = n.lowercased()
        default: return false
        }
        return name.hasSuffix("navigationcontroller") || name.hasSuffix("navigation") || name == "nav"
    }

    struct FlowTarget {
        var id: String
        var via: String?
        /// The navigation container the target is the root of, when it was made in code with it.
        var stack: String?
        /// How many controllers a UIKit stack made in code may hold first (its root is the first
        /// of them); 1 for a stack with one root, or a SwiftUI stack (its first view).
        var roots = 1
    }

    /// The screens whose call of a UIKit push or presentation the flow reads surely, each with
    /// the one screen (or stack) it shows there: reached through calls certain to run it.
    private mutating func sureTargets(_ site: FlowAttribution.Site, _ targets: [FlowTarget], _ flow: FlowAnalysis, at place: Place,
                                      cache: inout [Set<FlowAnalysis.Value>: [FlowTarget]]) -> [String: String] {
        guard site.use.sink.isTransition else { return [:] }
        var sure: [String: String] = [:]
        for trigger in site.triggers where trigger.certain {
            guard let values = site.shown[trigger] else { continue }
            let own = shownTargets(values, site, targets, flow, at: place, cache: &cache)
            if own.count == 1, own[0].roots == 1 { sure[trigger.screen] = own[0].stack ?? own[0].id }
        }
        return sure
    }

    /// What one screen's call of a sink shows: the site's own targets when it shows the site's
    /// values, else worked out once per set of values (many triggers of one helper pass the same).
    private mutating func shownTargets(_ values: Set<FlowAnalysis.Value>, _ site: FlowAttribution.Site, _ targets: [FlowTarget], _ flow: FlowAnalysis,
                                       at place: Place, cache: inout [Set<FlowAnalysis.Value>: [FlowTarget]]) -> [FlowTarget] {
        if values == site.values { return targets }
        if let known = cache[values] { return known }
        let own = flowTargets(values, flow, at: place, depth: 0).0
        cache[values] = own
        return own
    }

    /// A screen and the navigation stack made around it name the same screen shown.
    static func sameScreen(_ a: String, _ b: String) -> Bool { a == b || a == b + "Nav" || b == a + "Nav" }

    /// The pushes and presentations the readers drew, by the place their note cites first
    /// (`file:line`), read once before the flow adds its own.
    private func readerEdgesByPlace() -> [String: [(from: String, to: String)]] {
        var out: [String: [(from: String, to: String)]] = [:]
        func add(_ from: String, _ kind: EdgeKey.Kind, _ to: String) {
            guard let note = edgeNotes[EdgeKey(from: from, kind: kind, to: to)], let place = Self.citedPlace(note) else { return }
            out[place, default: []].append((from, to))
        }
        for (id, screen) in screens {
            for to in screen.push { add(id, .push, to) }
            for p in screen.present { add(id, .present, p.target) }
        }
        return out
    }

    /// The `file:line` a note starts with (`App.swift:12 present …` → `App.swift:12`).
    static func citedPlace(_ note: String) -> String? {
        let bytes = note.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        var end = bytes.index(after: colon)
        while end < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end = bytes.index(after: end) }
        guard end > bytes.index(after: colon) else { return nil }
        return String(note[..<end])
    }

    /// Whether an edge's note cites `here` (`file:12`) first: not `file:123`.
    static func cites(_ note: String?, _ here: String) -> Bool {
        note.flatMap(citedPlace) == here
    }

    /// Removes the pushes and presentations whose note is this place's (a reader drew them
    /// there), from every screen or from `only`; with a reason, each becomes an unresolved
    /// line that says why.
    private mutating func dropEdges(citing place: Place, because why: String?, from only: Set<String>? = nil) {
        let here = at(place)
        let notes = edgeNotes
        for id in screens.keys.sorted() where only?.contains(id) ?? true {
            func cited(_ kind: EdgeKey.Kind, _ to: String) -> Bool { Self.cites(notes[EdgeKey(from: id, kind: kind, to: to)], here) }
            // The note goes with the edge: a note left behind would count the site as drawn.
            for to in screens[id]!.push where cited(.push, to) {
                screens[id]!.push.removeAll { $0 == to }
                edgeNotes[EdgeKey(from: id, kind: .push, to: to)] = nil
                if let why { addUnresolved(place, "push \(id) → \(to): left out, \(why)") }
            }
            for p in screens[id]!.present where cited(.present, p.target) {
                screens[id]!.present.removeAll { $0.target == p.target }
                edgeNotes[EdgeKey(from: id, kind: .present, to: p.target)] = nil
                if let why { addUnresolved(place, "present \(id) → \(p.target): left out, \(why)") }
            }
        }
    }

    /// Whether a sink in a screen's own code shows what one factory call returns, every return
    /// a controller the factory makes itself (`guard let next = item.library?.viewController()
    /// … push(next)`, with `switch self { case .genres: return GenresVC() … }`). The choice is
    /// made from data, but among screens the code names: each can be shown. A helper handed its
    /// controller returns whatever every caller hands it, and is no factory.
    static func showsFactoryChoice(_ site: FlowAttribution.Site, _ flow: FlowAnalysis) -> Bool {
        let function = flow.functions[site.function]
        func made(_ e: FlowExpr, in fn: FlowFunction, depth: Int) -> Bool {
            switch e {
            case .construct: return true
            case .cast(let inner, _): return made(inner, in: fn, depth: depth)
            case .choice(let items): return !items.isEmpty && items.allSatisfy { made($0, in: fn, depth: depth) }
            case .name(let n) where depth < 3 && fn.locals.contains(n) && !fn.parameters.contains(n):
                let assigned = fn.assignments(to: n)
                return !assigned.isEmpty && assigned.allSatisfy { made($0, in: fn, depth: depth + 1) }
            default: return false
            }
        }
        var value = site.use.value
        if case .cast(let inner, _) = value { value = inner }
        if case .name(let n) = value, function.locals.contains(n), !function.parameters.contains(n) {
            let assigned = function.assignments(to: n)
            guard assigned.count == 1 else { return false }
            value = assigned[0]
            if case .cast(let inner, _) = value { value = inner }
        }
        guard case .call(_, _, _, let call) = value else { return false }
        let callees = flow.callers.compactMap { callee, edges in edges.contains { $0.caller == site.function && $0.call == call } ? callee : nil }
        return !callees.isEmpty && callees.allSatisfy { g in
            let fn = flow.functions[g]
            var returns: [FlowExpr] = []
            for case .ret(let e) in fn.statements where !FlowAnalysis.isInert(e) { returns.append(e) }
            return !returns.isEmpty && returns.allSatisfy { made($0, in: fn, depth: 0) }
        }
    }

    /// Whether the draft still has an edge (validity checks drop some after adoption).
    func hasEdge(_ key: EdgeKey) -> Bool {
        guard let screen = screens[key.from] else { return false }
        switch key.kind {
        case .push: return screen.push.contains(key.to)
        case .present:
            // A presented stack that pushes nothing is drawn as its root (`FooNav` → `Foo`).
            return screen.present.contains { $0.target == key.to || (key.to.hasSuffix("Nav") && $0.target + "Nav" == key.to) }
        case .embed: return screen.embeds.contains { $0.target == key.to }
        case .child: return false
        }
    }

    /// Frameworks' class prefixes: a controller of theirs the app shows stays UIKit.
    static let systemPrefixes = ["UI", "SF", "PK", "MF", "AV", "CN", "EK", "QL", "SK", "GK", "PH", "MK", "WK", "AS", "VN", "QL"]

    /// A page controller of the app's own class that a stack pushes is a screen: it has its own
    /// bar and buttons, and the pages it sets are its children ("the view controllers that are
    /// children of the page view controller", Apple's View Controller Catalog for iOS, "Page View
    /// Controllers"), so they are embeds. As a container it could not be pushed, and what its own
    /// code shows would be credited to its pushers.
    private mutating func registerPushedPagers(_ flow: FlowAnalysis, shown: [[Set<FlowAnalysis.Value>]]) {
        for f in flow.functions.indices where !flow.functions[f].sinks.isEmpty {
            for (k, use) in flow.functions[f].sinks.enumerated() where use.sink == .push || use.sink == .show {
                for case .object(let type) in shown[f][k] where screens[type] == nil && index.controllerKind(type) == .pager && index[type]?.kind == .class {
                    registerScreenClass(type)
                    // Pages the readers before the flow gave it as a container become its embeds.
                    guard let pages = containers.removeValue(forKey: type) else { continue }
                    for page in pages.children { embedPage(page, in: type, at: pages.place) }
                }
            }
        }
    }

    /// A page a page controller the draft has as a screen sets: a child UIKit adds and removes.
    private mutating func embedPage(_ page: String, in pager: String, at place: Place) {
        addEmbed(pager, EmbedDraft(target: page, containment: .full, removal: .none, place: .view, at: place), key: page)
    }

    /// Types the Swift sources only extend (declared in Objective-C) whose code presents or
    /// pushes on itself: view controllers, so screens of the draft.
    private mutating func registerForeignScreens(_ flow: FlowAnalysis) {
        for function in flow.functions where !function.sinks.isEmpty && screens[function.owner] == nil {
            let owner = function.owner
            guard let info = index[owner], info.kind == .extension, TypeIndex.uikitControllers[owner] == nil,
                  !TypeIndex.systemControllers.contains(owner), owner.hasSuffix("Controller") else { continue }
            let onSelf = function.sinks.contains { use in
                guard use.sink == .present || use.sink == .push || use.sink == .show else { return false }
                switch use.receiver {
                case nil, .selfRef?, .member(.selfRef, "navigationController")?, .name("navigationController")?: return true
                default: return false
                }
            }
            guard onSelf else { continue }
            screens[owner] = ScreenDraft(id: owner, place: Place(file: info.file, position: info.position),
                                         description: "extension \(owner): a view controller declared outside the Swift sources (Objective-C); its Swift code presents or pushes")
        }
    }

    /// The most screens one call of one screen is drawn to, each marked `possible:`, when the
    /// choice is made in the screen's own code.
    static let mostPossible = 3
    /// The most screens one call is drawn to when a factory the screen calls chooses among
    /// controllers it makes itself (see `showsFactoryChoice`).
    static let mostFactoryCases = 12
    static let dependsOnData = "what it shows depends on data the scan cannot follow"
    static let nothingCalls = "it is in code nothing runs (a private method or an @IBAction with no caller, #selector or Interface Builder action, or a view's private part its body never reads, or reads only under a flag the app declares constant the other way)"

    /// `window`, `self.window`: the delegate's window property, the app's main window.
    /// The screen a present or detail show that no screen's code reaches is made on, when its
    /// receiver can hold one screen only (`router.rootViewController.present(…)`); nil otherwise.
    static func heldPresenter(_ site: FlowAttribution.Site, _ flow: FlowAnalysis, screens: Set<String>) -> String? {
        guard site.use.sink == .present || site.use.sink == .showDetail, let receiver = site.use.receiver else { return nil }
        var held: Set<String> = []
        for case .object(let type) in flow.valuesOf(receiver, in: site.function) where screens.contains(type) { held.insert(type) }
        return held.count == 1 ? held.first : nil
    }

    /// Whether a receiver is the app's own window: a delegate's `window`, or the `window` of
    /// an app or scene delegate held elsewhere (`sceneDelegate.window?.rootViewController = …`
    /// in a scene coordinator).
    func isMainWindow(_ e: FlowExpr, in f: Int, _ flow: FlowAnalysis) -> Bool {
        switch e {
        case .name("window"), .member(.selfRef, "window"): true
        case .member(let base, "window"):
            flow.valuesOf(base, in: f).contains { if case .object(let type) = $0 { index.isAppDelegate(type) } else { false } }
        default: false
        }
    }

    static func sinkName(_ kind: FlowSinks.Kind) -> String {
        switch kind {
        case .push: "pushViewController"
        case .present: "present"
        case .show: "show"
        case .showDetail: "showDetailViewController"
        case .addChild: "addChild"
        case .setStack: "setViewControllers"
        case .windowRoot: "rootViewController ="
        case .stackRoot: "UINavigationController(rootViewController:)"
        case .segue: "performSegue"
        case .link: "SwiftUI link"
        case .sheet: ".sheet"
        case .cover: ".fullScreenCover"
        case .popover: ".popover"
        }
    }

    /// After `makeValid`: a site is resolved when an edge, a container's child, a root or an
    /// entry of the draft cites its line; any other gets an unresolved line with its reason,
    /// unless one already stands at its place.
    mutating func accountForSites() {
        let cited = citedPlaces().union(drawnElsewhere)
        let resolvedLines = Set(navigationSites.filter { cited.contains(at($0.place)) }.map { "\($0.place.file):\($0.place.position.line)" })
        // A site drawn as an edge is no longer unresolved, whatever a reader said of it first; nor
        // is a reader's guess kept where the value flow found the call shows one of many screens.
        let wide = Set(navigationSites.filter { $0.reason?.hasPrefix(Self.dependsOnData) == true }.map { "\($0.place.file):\($0.place.position.line)" })
        unresolved.removeAll { resolvedLines.contains("\($0.place.file):\($0.place.position.line)") || wide.contains("\($0.place.file):\($0.place.position.line)") }
        let unresolvedLines = Set(unresolved.map { "\($0.place.file):\($0.place.position.line)" })
        var resolved = 0
        for site in navigationSites {
            if resolvedLines.contains("\(site.place.file):\(site.place.position.line)") {
                resolved += 1
            } else if !unresolvedLines.contains("\(site.place.file):\(site.place.position.line)") {
                addUnresolved(site.place, "\(site.text): \(site.reason ?? "no edge was drawn from it")")
            }
        }
        navigationCoverage = (resolved, navigationSites.count)
    }

    /// The `file:line` places the draft's edges, containers, embeds, roots and entries cite.
    func citedPlaces() -> Set<String> {
        var cited: Set<String> = []
        func cite(_ text: String) {
            // "path/File.swift:12" tokens, wherever they stand in a note. A folder's name may hold
            // spaces ("Connection List/…"), so each run of words ending in a place is cited from
            // every word it may start at (eight at most): the one that is the file's path is among them.
            func isPlace(_ word: Substring) -> Bool { word.contains(".swift:") || word.contains(".storyboard:") || word.contains(".xib:") }
            for part in text.split(whereSeparator: { $0 == ";" || $0 == "(" || $0 == ")" || $0 == "," }) {
                let words = part.split(separator: " ")
                for (end, word) in words.enumerated() where isPlace(word) {
                    cited.insert(String(word))
                    var path = String(word)
                    for start in stride(from: end - 1, through: max(0, end - 8), by: -1) {
                        if isPlace(words[start]) { break }
                        path = words[start] + " " + path
                        cited.insert(path)
                    }
                }
            }
        }
        for note in edgeNotes.values { cite(note) }
        for screen in screens.values { for e in screen.embeds { cite(at(e.at)) } }
        // The containment reader's embeds, not yet moved onto their screens.
        for list in embedsDraft.values { for entry in list { cite(at(entry.embed.at)) } }
        for container in containers.values { cite(at(container.place)); for e in container.embeds { cite(at(e.at)) } }
        for root in windowRoots { cite(at(root.place)) }
        // The roots the value flow read for the app's window (see `root()`).
        if let main = mainWindowRoot, isDrafted(main.id) {
            cite(at(main.place))
        } else if let launch = launchWindowRoot, isDrafted(launch.id) {
            cite(at(launch.place))
        }
        for entry in entries { cite(at(entry.place)) }
        for (key, place) in flowEdges where hasEdge(key) { cited.insert(at(place)) }
        return cited
    }
}
