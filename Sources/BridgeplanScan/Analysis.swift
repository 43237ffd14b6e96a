import Bridgeplan

extension Resolver {
    /// Data-source callbacks that run once per cell or header.
    static let cellFunctions: Set<String> = [
        "tableView(_:cellForRowAt:)", "collectionView(_:cellForItemAt:)",
        "tableView(_:willDisplay:forRowAt:)", "collectionView(_:willDisplay:forItemAt:)",
    ]
    static let headerFunctions: Set<String> = [
        "tableView(_:viewForHeaderInSection:)", "tableView(_:viewForFooterInSection:)",
        "collectionView(_:viewForSupplementaryElementOfKind:at:)",
    ]
    /// Callbacks that run again and again: a child added there without removal piles up.
    static let repeatedFunctions: Set<String> = cellFunctions.union(headerFunctions).union([
        "viewDidLayoutSubviews()", "viewWillLayoutSubviews()", "layoutSubviews()", "viewWillAppear(_:)", "viewDidAppear(_:)",
        "traitCollectionDidChange(_:)", "updateViewConstraints()", "updateConstraints()", "scrollViewDidScroll(_:)",
    ])

    struct ChildState {
        var added: Place?
        var didMove = false
        var suppressed = false
        var viewOnly = false
        var target: String?
        /// The didMove call already seen, to tell a second one from one in another branch.
        var didMoveEvent: Event?
    }

    struct RemovalState {
        var willMove: Place?
        var removed: Place?
        var missingWillMove: Place?
        var viewRemoved = false
        var wrongOrder = false
    }

    // MARK: - Driver

    mutating func run() {
        // A base class other screens inherit from is a screen only when something shows it.
        var bases: Set<String> = []
        for name in index.order where index.controllerKind(name) != nil {
            if let base = index[name]?.inherits.first, index[base]?.kind == .class { bases.insert(base) }
        }
        for name in index.order where !name.isEmpty {
            guard let info = index[name], info.kind == .class else { continue }
            if !bases.contains(name), !index.isGenericHost(name), let kind = index.controllerKind(name), kind == .screen || kind == .hosting {
                registerScreenClass(name)
            }
            if index.isCoordinator(name) {
                coordinators[name] = CoordinatorDraft(id: name, place: Place(file: info.file, position: info.position))
            }
        }
        // Routers and scene coordinators: types that are no view controller and no coordinator
        // (childCoordinators and start()) but push or present on a screen's behalf.
        for name in index.order where !name.isEmpty && !index.isCoordinator(name) && !index.isAppDelegate(name) {
            // An app's extension of a UIKit controller class navigates for the screen that calls it.
            let uikitExtension = TypeIndex.uikitControllers[name] != nil && index[name]?.kind == .extension
            guard index.controllerKind(name) == nil || uikitExtension else { continue }
            guard let info = index[name], info.kind == .class || info.kind == .struct || info.kind == .actor || uikitExtension else { continue }
            let navigates = info.functions.contains { function in
                function.facts.events.contains {
                    switch $0.kind {
                    case .push, .present, .show: return true
                    default: return false
                    }
                }
            }
            if navigates { navigators.insert(name) }
        }
        readInterfaceBuilder()
        for name in index.order {
            for function in index[name]!.functions { analyse(function, in: name) }
        }
        analyseProtocolDefaults()
        resolveCoordinators()
        // Navigation outside any screen, unless a screen was found to run it.
        for (place, text) in orphans where !attributedPlaces.contains(place) { addUnresolved(place, text) }
        // A census (history) counts screens and findings: the value-flow analysis and the
        // draft's finishing are most of the time and add only screens reached by navigation.
        if census {
            findAppRoot()
            return
        }
        // The @main App's first view is a screen before the flow's attribution: its body's links are its own.
        findAppRoot()
        adoptFlow()
        if let root = appRoot, let stack = viewStacks[root.id] { appRoot!.id = stack }
        leaveOutUnmadeScreens()
        estimateEffort()
        computeNeeds()
        finishEmbeds()
        makeValid()
        addOtherWindowRoots()
        accountForSites()
    }

    /// Each screen's effort from the size of its code: its class and extensions, and for a
    /// hosting subclass the view it shows. Screens known only from a storyboard keep 1.
    mutating func estimateEffort() {
        for id in screens.keys {
            var lines = index[id]?.kind == .extension ? 0 : index[id]?.lines ?? 0
            if index.controllerKind(id) == .hosting, let view = index[id]?.generic, let info = index[view] { lines += info.lines }
            screens[id]!.lines = lines
            screens[id]!.effort = Self.effort(lines: lines)
        }
    }

    /// A SwiftUI `@main App`: its `WindowGroup`'s first view is a SwiftUI screen, and the
    /// root when neither the delegates nor a storyboard set one.
    mutating func findAppRoot() {
        // The @main Apps, else the App a @main launcher chooses (see `TypeIndex.mainApp`).
        let apps = index.mainApps
        for name in apps.isEmpty ? (index.mainApp.map { [$0] } ?? []) : apps {
            // The outermost view the app declares: a library's wrapper around it is no screen.
            guard let root = index[name]?.windowGroupRoot, let view = root.views.first(where: { index[$0].map { $0.kind != .extension } == true }) else { continue }
            registerView(view, shownBy: "the @main App's WindowGroup")
            appRoot = (view, "the first view of the @main App's WindowGroup at \(at(Place(file: root.file, position: root.position)))")
            return
        }
    }

    // MARK: - One function

    /// What one function's analysis keeps while it reads the events: the locals it has
    /// bound, the children it added and removed, and presentation styles set so far.
    struct FunctionScan {
        let type: String
        let facts: FunctionFacts
        let isCoordinator: Bool
        var ctx: Context
        var styles: [String: String] = [:]
        var children: [String: ChildState] = [:]
        var childOrder: [String] = []
        var removals: [String: RemovalState] = [:]
        var removalOrder: [String] = []
        var deferredRoots: [(String, Place)] = []
        /// A pager's page source: XLPagerTabStrip's `viewControllers(for:)`, Pageboy's
        /// `viewController(for:at:)`.
        var returnsPages = false
        /// `if let vc = child`: names bound to a child already added, read as that child.
        var aliases: [String: String] = [:]
        /// Locals declared without a value (`let target: UIViewController`), and the statement
        /// that last gave each a value.
        var declaredOnly: Set<String> = []
        var lastBind: [String: Event] = [:]

        func canonical(_ key: String) -> String { aliases[key] ?? key }
    }

    /// Reads a function's events in source order and hands each to its detector: containment
    /// (ScanContainment.swift) or navigation (ScanNavigation.swift).
    mutating func analyse(_ function: TypeIndex.Function, in type: String) {
        var scan = FunctionScan(
            type: type, facts: function.facts, isCoordinator: index.isCoordinator(type) || navigators.contains(type),
            ctx: Context(type: type, file: function.file, function: function.facts))
        scan.returnsPages = Self.pageSources.contains(function.facts.signature) && index.isLibraryPager(type)
        for event in function.facts.events {
            let place = Place(file: function.file, position: event.position)
            switch event.kind {
            case .bind(let name, let e): bound(name, to: e, event, &scan, place)
            case .bindType(let name, let declared):
                scan.ctx.locals[name] = eval(.cast(declared), scan.ctx)
                scan.declaredOnly.insert(name)
            case .construct(let t, _): constructed(t, event, &scan, place)
            case .call(let receiver, "append", let argument?, _, _) where scan.ctx.locals[receiver] != nil:
                // A local list built item by item (`var pages = [UIViewController](); pages.append(…)`).
                var items: [Value] = []
                if case .list(let list)? = scan.ctx.locals[receiver] { items = list }
                scan.ctx.locals[receiver] = .list(items + [eval(argument, scan.ctx)])
            case .call(let receiver, let method, let argument, let cases, let labels):
                if let argument { handOver(argument, &scan.ctx) }
                called(receiver, method, labels: labels, cases: cases, &scan, place)
                if receiver == "self" { calledHelper(method, with: argument, &scan, place) }
            case .helperCall(let helper, let method, let labels, let arguments, let cases):
                helperCalled(helper, method, labels: labels, arguments: arguments, cases: cases, scan.ctx)
            case .addChild(let receiver, let child): addedChild(child, to: receiver, event, &scan, place)
            case .addSubview(let receiver, let viewOf): addedSubview(viewOf, to: receiver, event, &scan, place)
            case .didMove(let receiver, let parent): movedToParent(receiver, parent, event, &scan, place)
            case .willMove(let receiver, let parent): willMoveFromParent(receiver, parent, &scan, place)
            case .removeFromParent(let receiver): removedFromParent(receiver, &scan, place)
            case .removeViewFromSuperview(let of): removedView(of, &scan, place)
            case .push(let receiver, let target), .show(let receiver, let target): pushed(target, by: receiver, &scan, place)
            case .present(let receiver, let target):
                // `presenter.present(self, …)`: the screen presents itself on another controller,
                // whose code runs it; the value flow finds that screen by its callers.
                if target.text == "self", let receiver, receiver != "self" { break }
                presented(target, &scan, place)
            case .setWindowRoot(let e, let window):
                if let window, index[type]?.overlayWindows.contains(window) == true {
                    addUnresolved(place, "\(window).rootViewController = \(e.text): the root of an overlay window (its windowLevel is raised), not the app's")
                } else {
                    setWindowRoot(e, &scan, place)
                }
            case .setViewControllers(let receiver, let items, let paged): setViewControllers(items, of: receiver, paged: paged, &scan, place)
            case .setColumn(let receiver, let target): setColumn(target, of: receiver, &scan, place)
            case .presentationStyle(let receiver, let style): scan.styles[receiver] = style
            case .assignCoordinator(let receiver): assignedCoordinator(to: receiver, &scan)
            case .appendChildCoordinator(let e): appendedChildCoordinator(e, &scan)
            case .performSegue(let identifier): performedSegues.append((type, identifier, place))
            case .segueDestination(let destination): preparedDestinations[type, default: []].insert(destination)
            case .returnValue(let e) where scan.returnsPages:
                // A paging library's data source: what it returns are the pages it embeds.
                embedPages(e, in: type, scan.ctx, place)
            case .removeChildCoordinator, .returnValue, .superInit: break
            }
        }
        for (name, place) in scan.deferredRoots { windowRoot(scan.ctx.locals[name] ?? .unknown(name), text: name, place, in: type) }
        finishContainment(&scan)
    }

    static let pageSources: Set<String> = ["viewControllers(for:)", "viewController(for:at:)"]

    /// Lists within lists (`pages ?? []`, a list of lists) as one list.
    static func flattened(_ value: Value) -> [Value] {
        guard case .list(let list) = value else { return [value] }
        return list.flatMap(flattened)
    }

    /// A paging library adds, shows and removes its pages itself, with full containment.
    mutating func embedPages(_ e: Expr, in type: String, _ ctx: Context, _ place: Place) {
        for value in Self.flattened(eval(e, ctx)) {
            guard let page = targetID(value, at: place) else {
                if case .unknown(let text) = value { addUnresolved(place, "page \(text) of '\(type)': not a view controller the scan can name") }
                continue
            }
            addEmbed(type, EmbedDraft(target: page, containment: .full, removal: .full, place: .view, at: place), key: page)
        }
    }

    /// `dataSource = viewModel` in a library pager: the data source's page function returns its pages.
    mutating func pagesFromDataSource(_ source: String, into pager: String) {
        for function in index[source]?.functions ?? [] where Self.pageSources.contains(function.facts.signature) {
            var ctx = Context(type: source, file: function.file, function: function.facts)
            for event in function.facts.events {
                switch event.kind {
                case .bind(let name, let e): ctx.locals[name] = eval(e, ctx)
                case .returnValue(let e): embedPages(e, in: pager, ctx, Place(file: function.file, position: event.position))
                default: break
                }
            }
        }
    }

    /// `AppCoordinator(navigationController: nav)`: the bare navigation controller `nav` is the coordinator's stack.
    func handOver(_ e: Expr, _ ctx: inout Context) {
        guard case .construct(let t, _, _, let argument?) = e, index.isCoordinator(t), case .name(let n) = argument,
              let local = ctx.locals[n], case .navigation(nil, _) = local else { return }
        ctx.locals[n] = .coordinatorNavigation(t)
    }

    static func key(_ e: Expr) -> String {
        if case .name(let n) = e { return n }
        return e.text
    }

    /// "in tableView(_:cellForRowAt:)", "in cell class X", or nil outside cells.
    func cellPlace(_ facts: FunctionFacts, _ type: String, _ event: Event) -> String? {
        // `cell.onTap = { present(Host()) }`: made on a tap, not once per cell.
        if Self.cellFunctions.contains(facts.signature) || Self.headerFunctions.contains(facts.signature) {
            return event.inHandlerClosure && !event.inCellClosure ? nil : "in \(facts.signature)"
        }
        if event.inCellClosure { return "in a cell registration closure" }
        if index.isCell(type) { return "in the cell class \(type)" }
        return nil
    }

    func embedPlace(_ facts: FunctionFacts, _ type: String, _ event: Event, receiver: String?) -> EmbedPlace {
        if Self.headerFunctions.contains(facts.signature) { return .header }
        if Self.cellFunctions.contains(facts.signature) || event.inCellClosure || index.isCell(type) { return .cell }
        if let receiver, receiver.contains("contentView") || receiver.lowercased().hasPrefix("cell") { return .cell }
        return .view
    }

    func typeHasEvent(_ type: String, otherThan excluded: FunctionFacts? = nil, _ predicate: (Event.Kind) -> Bool) -> Bool {
        for function in index[type]?.functions ?? [] {
            if let excluded, function.facts.signature == excluded.signature, function.facts.position == excluded.position { continue }
            if function.facts.events.contains(where: { predicate($0.kind) }) { return true }
        }
        return false
    }

    mutating func finding(_ rule: RuleID, _ message: String, _ place: Place, subject: String, notes: [String] = []) {
        findings.append(Diagnostic(
            rule: rule, message: message,
            location: SourceLocation(file: display(place.file), line: place.position.line, column: place.position.column),
            subject: subject.isEmpty ? nil : subject, notes: notes
        ))
    }

    // MARK: - Edges

    /// The values a pushed or presented expression may have: each branch of an `if` or
    /// `switch` that chose it (branches that name nothing left out), or the one value.
    func alternatives(_ target: Expr, _ ctx: Context) -> [Value] {
        let value = eval(target, ctx)
        guard case .list(let values) = value else { return [value] }
        let named = values.filter { if case .unknown = $0 { return false }; return true }
        return named.isEmpty ? [.unknown(target.text)] : named
    }

    mutating func push(from type: String, _ target: Expr, _ ctx: Context, _ place: Place, call: String) {
        for value in alternatives(target, ctx) { push(from: type, value, target, ctx, place, call: call) }
    }

    mutating func push(from type: String, _ value: Value, _ target: Expr, _ ctx: Context, _ place: Place, call: String) {
        if screens[type] == nil, index.isAppDelegate(type), addEntry(value, ctx, place) { return }
        guard screens[type] != nil else {
            orphans.append((place, "\(call)(\(target.text)) in \(type.isEmpty ? "top-level code" : type), which is not a view controller the draft lists: the pushing screen is unknown"))
            return
        }
        if case .instance(let t) = value, case .system = index.controllerKind(t) {
            if let id = systemScreen(t, place) { addPush(type, id, note: at(place)) }
            return
        }
        if let id = screenID(value) {
            addPush(type, id, note: at(place))
        } else if let id = containerID(value, at: place) {
            addUnresolved(place, "\(call)(\(target.text)) pushes the container '\(id)': a navigation stack pushes screens only")
        } else {
            addUnresolved(place, "\(call)(\(target.text)): the pushed view controller is not a class the scan can name")
        }
    }

    mutating func present(from type: String, _ target: Expr, _ ctx: Context, _ place: Place, styles: [String: String]) {
        for value in alternatives(target, ctx) { present(from: type, value, target, ctx, place, styles: styles) }
    }

    mutating func present(from type: String, _ value: Value, _ target: Expr, _ ctx: Context, _ place: Place, styles: [String: String]) {
        if case .instance(let t) = value, isAlertLike(t) {
            systemPresented[t, default: 0] += 1
            return
        }
        if screens[type] == nil, index.isAppDelegate(type), addEntry(value, ctx, place) { return }
        guard screens[type] != nil else {
            orphans.append((place, "present(\(target.text)) in \(type.isEmpty ? "top-level code" : type), which is not a screen the draft lists: the presenting screen is unknown"))
            return
        }
        if case .instance(let t) = value, case .system = index.controllerKind(t) {
            if let id = systemScreen(t, place) { addPresent(type, id, .sheet, note: at(place)) }
            return
        }
        guard let id = targetID(value, at: place) else {
            addUnresolved(place, "present(\(target.text)): the presented view controller is not a class the scan can name")
            return
        }
        var style = PresentationStyle.sheet
        if case .name(let n) = target, let written = styles[n] {
            switch written {
            case "fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom": style = .fullScreen
            case "popover": style = .popover
            default: style = .sheet
            }
        }
        addPresent(type, id, style, note: at(place))
    }

    /// A screen an app or scene delegate shows outside the root's navigation (a URL, a
    /// notification, a quick action): an entry point, named by the handler it is shown from.
    mutating func addEntry(_ value: Value, _ ctx: Context, _ place: Place) -> Bool {
        var target = value
        if case .instance(let t) = value, case .system = index.controllerKind(t) {
            guard let id = systemScreen(t, place) else { return true }
            target = .known(id)
        }
        guard let id = targetID(target, at: place) else { return false }
        let handler = (entryHandler ?? ctx.function.name + ctx.function.signature).lowercased()
        let via: String
        if handler.contains("notification") || handler.contains("didreceive") { via = "notification" }
        else if handler.contains("performactionfor") || handler.contains("shortcut") { via = "quick-action" }
        else if handler.contains("open") || handler.contains("url") || handler.contains("link") || handler.contains("continue") || handler.contains("route") { via = "deep-link" }
        else { via = "app-delegate" }
        if !entries.contains(where: { $0.id == id }) { entries.append((id, via, place)) }
        return true
    }

    /// The methods a type runs for `method`, or a default of a protocol it adopts.
    private func containmentHelpers(_ type: String, named method: String) -> [TypeIndex.Function] {
        index.inheritedFunctions(type, named: method)?.functions ?? index.protocolDefaults(type, named: method)
    }

    /// A method of the type that adds its first parameter as a child (`install(_ child:)`):
    /// the parameter's name, and whether it also calls didMove on it.
    func childAddingHelper(_ type: String, _ method: String) -> (parameter: String, didMove: Bool)? {
        for function in containmentHelpers(type, named: method) {
            let events = function.facts.events
            guard let parameter = Self.firstParameter(events), events.contains(where: { if case .addChild(nil, .name(parameter)) = $0.kind { return true }; return false }) else { continue }
            return (parameter, events.contains { if case .didMove(parameter?, _) = $0.kind { return true }; return false })
        }
        return nil
    }

    /// A method of the type that removes its first parameter from its parent: how it does.
    func childRemovingHelper(_ type: String, _ method: String) -> Removal? {
        for function in containmentHelpers(type, named: method) {
            let events = function.facts.events
            guard let parameter = Self.firstParameter(events), let removed = events.firstIndex(where: { if case .removeFromParent(parameter?) = $0.kind { return true }; return false }) else { continue }
            guard let willMove = events.firstIndex(where: { if case .willMove(parameter?, "nil") = $0.kind { return true }; return false }) else { return .missingWillMove }
            return willMove < removed ? .full : .wrongOrder
        }
        return nil
    }

    /// Whether the type adds `key` as a child anywhere (directly, or through a helper that adds its parameter).
    func addsChild(_ type: String, _ key: String) -> Bool {
        typeHasEvent(type) { kind in
            switch kind {
            case .addChild(_, let child): return Self.key(child) == key
            case .call("self", let method, .name(key)?, _, _): return childAddingHelper(type, method) != nil
            default: return false
            }
        }
    }

    /// Whether the type removes `key` (or the value it holds: `$0` in a loop) from its parent anywhere.
    func removesFromParent(_ type: String, _ key: String) -> Bool {
        typeHasEvent(type) { kind in
            switch kind {
            case .removeFromParent(let r): return r == key || r == "$0"
            case .call("self", let method, .name(key)?, _, _): return childRemovingHelper(type, method) != nil
            default: return false
            }
        }
    }

    /// A function's first parameter: parameters are its first `bindType` events.
    static func firstParameter(_ events: [Event]) -> String? {
        for event in events { if case .bindType(let name, _) = event.kind { return name } }
        return nil
    }

    /// Names assigned to `name` anywhere in the type (`currentView = targetView` → targetView).
    func assignments(to name: String, in type: String) -> [String] {
        var out: [String] = []
        for function in index[type]?.functions ?? [] {
            for event in function.facts.events { if case .bind(name, .name(let source)) = event.kind, !out.contains(source) { out.append(source) } }
        }
        return out
    }

    /// Whether another method of the type calls `method` on self.
    func typeCalls(_ type: String, _ method: String) -> Bool {
        typeHasEvent(type) { kind in
            if case .call("self", method, _, _, _) = kind { return true }
            return false
        }
    }

    /// `addView(viewController: sitemap)` where the type's `addView` adds its first parameter
    /// as a child: the caller's value is embedded (each branch of an `if` that chose it).
    mutating func embedThroughHelper(_ type: String, key: String, value: Value, _ place: Place, in caller: FunctionFacts) {
        let values: [Value]
        if case .list(let list) = value { values = list } else { values = [value] }
        // Full here; the caller's own check marks it missing-did-move when nobody calls didMove.
        for v in values {
            guard let target = targetID(v, at: place) else { continue }
            addEmbed(type, EmbedDraft(target: target, containment: .full, removal: .none, place: .view, at: place), key: key)
        }
    }

    /// Whether `addChild` is sent to a UIKit view controller: the receiver's value, or the
    /// enclosing type for `self`. Unknown superclasses count when their names say controller.
    func mayBeViewController(_ receiver: Value?, enclosing type: String) -> Bool {
        if let receiver {
            return !isKnownNonController(receiver)
        }
        var current = type
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if index.controllerKind(current) != nil { return true }
            guard let info = index[current] else {
                return !current.hasPrefix("NS") && (current.hasSuffix("Controller") || current.hasSuffix("VC"))
            }
            guard info.kind == .class, let superclass = info.inherits.first else { return false }
            current = superclass
        }
        return false
    }

    /// A value of a type the sources declare that is no view controller (a model, a view, an AppKit controller).
    func isKnownNonController(_ value: Value) -> Bool {
        guard case .instance(let t) = value, let info = index[t] else { return false }
        if index.controllerKind(t) != nil || info.kind == .protocol { return false }
        return !mayBeViewController(nil, enclosing: t)
    }

    /// System controllers that are no screen: alerts and action sheets, and the search UI.
    static let notScreens: Set<String> = TypeIndex.alertLike

    /// An alert, action sheet or search controller, or an app subclass of one.
    func isAlertLike(_ type: String) -> Bool {
        if Self.notScreens.contains(type) { return true }
        if case .system(let base) = index.controllerKind(type) { return Self.notScreens.contains(base) }
        return false
    }

    /// A system controller the app shows (Safari, share sheet, pickers, mail): a screen of its
    /// own that stays UIKit, one per class; nil (counted in a comment) for alerts.
    mutating func systemScreen(_ type: String, _ place: Place) -> String? {
        if isAlertLike(type) {
            systemPresented[type, default: 0] += 1
            return nil
        }
        if screens[type] == nil {
            var draft = ScreenDraft(id: type, place: place, description: "\(type): a system view controller the app shows, kept in UIKit")
            draft.keepUIKit = true
            screens[type] = draft
        }
        return type
    }

    /// `note`: where the edge is made (`file:line`, and what makes it), written beside it in the draft.
    mutating func addPush(_ from: String, _ to: String, note: String) {
        guard screens[from] != nil, !screens[from]!.push.contains(to) else { return }
        screens[from]!.push.append(to)
        edgeNotes[EdgeKey(from: from, kind: .push, to: to)] = note
    }

    mutating func addPresent(_ from: String, _ to: String, _ style: PresentationStyle, note: String) {
        // A screen presenting its own type is a helper of the type read for the type itself (a
        // picker's static `display(in: parent)` presents the picker on the parent, not on itself).
        guard from != to, screens[from] != nil, !screens[from]!.present.contains(where: { $0.target == to }) else { return }
        screens[from]!.present.append((to, style))
        edgeNotes[EdgeKey(from: from, kind: .present, to: to)] = note
    }

    mutating func windowRoot(_ value: Value, text: String, _ place: Place, in type: String) {
        if let id = targetID(value, at: place) {
            windowRoots.append((place, id))
            if index.isAppDelegate(type) { delegateRoots.insert(id) }
        } else {
            addUnresolved(place, "rootViewController = \(text): the window's root is not a view controller the scan can name")
        }
    }

    mutating func setChildren(of owner: Value, _ items: [Expr], _ ctx: Context, _ place: Place, paged: Bool) {
        guard let id = containerID(owner, at: place), let kind = containers[id]?.kind, kind != .navigation else {
            if case .unknown(let text) = owner {
                addUnresolved(place, "viewControllers of \(text): not a tab bar, split or page controller the scan can name")
            }
            return
        }
        var values: [(Expr, Value)] = []
        for item in items { values += Self.flattened(eval(item, ctx)).map { (item, $0) } }
        for (item, value) in values {
            if let child = targetID(value, at: place) {
                if !containers[id]!.children.contains(child) {
                    containers[id]!.children.append(child)
                    edgeNotes[EdgeKey(from: id, kind: .child, to: child)] = at(place)
                }
            } else {
                addUnresolved(place, "\(kind == .tabBar ? "tab" : kind == .split ? "column" : "page") \(item.text) of '\(id)': not a view controller the scan can name")
            }
        }
    }

    // MARK: - Embeds

    mutating func addEmbed(_ type: String, _ embed: EmbedDraft, key: String) {
        guard embed.target != type else {
            addUnresolved(embed.at, "addChild(\(key)) in \(type) embeds an instance of its own class: left out, an embed cycle is invalid")
            return
        }
        if embedsDraft[type] == nil { embedsDraft[type] = [] }
        if let i = embedsDraft[type]!.firstIndex(where: { $0.embed.target == embed.target }) {
            // A view-only add and a full one of the same child: keep the worse.
            if embed.containment == .viewOnly { embedsDraft[type]![i].embed.containment = .viewOnly }
            return
        }
        embedsDraft[type]!.append((key, embed))
    }

    mutating func markContainment(_ type: String, key: String, _ containment: Containment) {
        guard let list = embedsDraft[type] else { return }
        for (i, entry) in list.enumerated() where entry.key == key && entry.embed.containment == .full {
            embedsDraft[type]![i].embed.containment = containment
        }
    }

    mutating func recordRemoval(_ type: String, key: String, _ removal: Removal, value: Value?) {
        var target: String?
        if let value { target = targetID(value) }
        let name = target ?? "#" + key
        if removalsDraft[type] == nil { removalsDraft[type] = [:] }
        if removalsDraft[type]![name] == nil { removalsDraft[type]![name] = removal }
        if removalsDraft[type]!["#" + key] == nil { removalsDraft[type]!["#" + key] = removal }
    }

    /// Each embed gets the removal its parent's code does to the same child (by target, or by variable name).
    mutating func finishEmbeds() {
        for (type, list) in embedsDraft.sorted(by: { $0.key < $1.key }) {
            for (key, embed) in list {
                var e = embed
                // The parent removing the child, or the child removing itself.
                e.removal = removalsDraft[type]?[embed.target] ?? removalsDraft[type]?["#" + key] ?? removalsDraft[embed.target]?["#self"] ?? .none
                if type.hasPrefix("@"), containers[String(type.dropFirst())] != nil {
                    containers[String(type.dropFirst())]!.embeds.append(e)
                } else if screens[type] != nil {
                    // A storyboard's embed segue and the code's addChild of the same child: the code tells more.
                    screens[type]!.embeds.removeAll { $0.target == e.target }
                    screens[type]!.embeds.append(e)
                } else if let id = containerID(.instance(type)), containers[id] != nil {
                    containers[id]!.embeds.append(e)
                } else {
                    addUnresolved(e.at, "addChild in \(type.isEmpty ? "top-level code" : type), which is not a screen or container the draft lists: the embed of '\(e.target)' is left out")
                }
            }
        }
    }
}
