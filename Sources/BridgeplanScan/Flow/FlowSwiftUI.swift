/// SwiftUI's side of the value flow, before attribution: which views are screens, and which
/// containers their bodies are made of.
///
/// A view is a screen when something shows it as a whole: a link's destination, a sheet's,
/// cover's or popover's content, a hosting controller's root, a tab, or a navigation stack's
/// root. Other views (rows, cards, toolbars) are parts of the screens whose bodies make them,
/// and their links are those screens' (`FlowAnalysis` runs a part's `body` from its maker's).
extension Resolver {
    /// A view this long is built like a screen. On the apps read by hand, views shown under
    /// a condition that were parts (empty states, buttons, a post's media) had at most 270
    /// lines; overlays that were screens without a stack of their own (a call screen, a
    /// waiting room) had 548 and more.
    static let screenLines = 500

    /// UIKit views whose hosted SwiftUI content (`UIHostingConfiguration { Row() }`) is part of
    /// the screen that shows them.
    static let plainViewClasses = TypeIndex.cellClasses.union(["UIView", "UIControl", "UIStackView", "UIScrollView"])

    /// Registers the views the sinks and SwiftUI containers show, then reads each SwiftUI
    /// screen's body: a `NavigationStack` around its own content makes the screen the root of
    /// a stack (`viewStacks`), a `TabView` or a stack around another screen is a container
    /// the screen embeds.
    mutating func registerSwiftUIScreens(_ flow: FlowAnalysis, shown sinkValues: [[Set<FlowAnalysis.Value>]]) {
        var shown: Set<String> = []
        // Stacks shown by something (a sheet, a tab, a window): not a container a body is made of.
        var shownStacks: Set<Int> = []
        func collect(_ values: Set<FlowAnalysis.Value>, depth: Int, marks: Bool = true) {
            for value in values {
                switch value {
                case .object(let type) where index.isView(type):
                    shown.insert(type)
                    // A view that shows one of several views by a case it is made with
                    // (`Sheet(sheetType:)`'s `switch sheetType`): those views are shown too.
                    // (`NavigationSplitView { … } detail: { NavigationStack { Detail(selection:) } }`
                    // is two levels down.)
                    if depth < 3, let body = flow.bodyGetter(of: type) {
                        for arm in flow.functions[body].caseReturns where arm.parameter.hasPrefix(".") { collect(flow.valuesOf(arm.value, in: body), depth: depth + 1) }
                    }
                case .hosted(let type) where index.isView(type): shown.insert(type)
                case .stack(let s) where depth < 2 && flow.isSwiftUI(s):
                    if marks { shownStacks.insert(s) }
                    collect(flow.peek(.contents(s)), depth: depth + 1)
                default: continue
                }
            }
        }
        for values in sinkValues.joined() { collect(values, depth: 0) }
        let windowGroups = windowGroupContents(flow)
        for (values, _) in windowGroups { collect(values, depth: 0) }
        // Tabs and stack roots, wherever a container is made (a root view's `TabView`).
        let swiftUIStacks = flow.stacks.indices.filter { flow.isSwiftUI($0) }
        for s in swiftUIStacks {
            // A tab view's stacks are its tabs, a split view's its columns; a stack inside a navigation stack's content (a
            // paged `TabView` in a screen's list) is part of the screen the stack starts with.
            let kind = flow.kind(of: flow.stacks[s].type)
            let holdsScreens = kind == .tabBar || kind == .split
            if holdsScreens { for case .stack(let inner) in flow.peek(.contents(s)) { shownStacks.insert(inner) } }
            // A layout a stack starts with (`Shelf { … }`) holds the content of the code that makes
            // the stack: that code's view is the stack's root, not the layout.
            let layouts = kind == .navigation ? flow.layoutsStarting(s) : []
            let maker = flow.functions[flow.stacks[s].function].owner
            let contents = flow.peek(.contents(s)).filter { value in
                if case .object(let type) = value { return !layouts.contains(type) && !(kind == .navigation && isOwnContent(type, of: maker)) }
                return true
            }
            collect(contents, depth: 1, marks: holdsScreens)
        }
        for view in shown.sorted() { registerView(view, shownBy: "SwiftUI") }
        // A view a coordinator or view model makes: a screen, shown by code the scan may not follow.
        // (A cell's or other UIKit view's hosted content is part of the screen that lists it.)
        for (view, maker) in flow.viewsMadeByClasses() where index.isView(view) && !index.descends(maker, fromAnyOf: Self.plainViewClasses) {
            registerView(view, shownBy: "\(maker)'s code")
        }
        let shownByState = conditionalScreens(flow, shownStacks: shownStacks)

        // The containers each SwiftUI screen's own code makes and shows in place (its body, a
        // computed part of it). Two passes: a tab's own stack (`ProfileTab`'s `NavigationStack
        // { … }`) is known before the tab bar names it.
        var madeBy: [String: [Int]] = [:]
        for s in swiftUIStacks where !shownStacks.contains(s) {
            let owner = flow.functions[flow.stacks[s].function].owner
            // The stack in a stack view's body is made again, around what each maker hands it,
            // where the maker makes the view.
            if flow.isStackWrapper(owner) { continue }
            for screen in hostScreens(of: owner, flow) { madeBy[screen, default: []].append(s) }
        }
        var made: [(view: String, stack: Int, place: Place, root: String?)] = []
        var shownAtRoot: [(view: String, in: String, place: Place)] = []
        for view in madeBy.keys.sorted() {
            for s in madeBy[view]! {
                let site = flow.stacks[s]
                let place = Place(file: flow.fileOf[site.function], position: flow.functions[site.function].position(ofCall: site.call))
                guard flow.kind(of: site.type) == .navigation else {
                    made.append((view, s, place, nil))
                    continue
                }
                // A stack's root is the first view its content builds; a second one is the
                // detail column a `NavigationView` shows on iPad, not where the stack starts.
                if let root = firstBuilt(s, flow), root != view, screens[root] != nil, index.isView(root), !flow.layoutsStarting(s).contains(root) {
                    made.append((view, s, place, root))
                } else if viewStacks[view] == nil {
                    // `NavigationStack { List { … } }`: the screen's own content is the stack's root.
                    viewStacks[view] = containerID(.navigation(root: view, type: site.type), at: place)
                    // `NavigationView { viewModel.currentView }`: the screens another object's
                    // property may hold (a model's current screen, swapped at sign-in) are shown in
                    // the maker, at the stack's root. (Not what a call returns: a router handed
                    // the first route returns every route's view.)
                    for c in contentClosures(s, flow) where readsAnotherObject(c, flow) {
                        let views = flow.returns(of: c).compactMap { if case .object(let t) = $0, t != view, screens[t]?.framework == .swiftui { t } else { nil } }
                        for shown in views.sorted() { shownAtRoot.append((shown, view, place)) }
                    }
                }
            }
        }
        for (view, s, place, root) in made {
            let site = flow.stacks[s]
            if let root {
                if let stack = containerID(.navigation(root: root, type: site.type), at: place) { embedSwiftUI(stack, in: view, at: place) }
            } else if let tabs = flowTargets([.stack(s)], flow, at: place, depth: 0).0.first?.id, let kind = containers[tabs]?.kind, kind == .tabBar || kind == .pager || kind == .split {
                containers[tabs]!.description = "\(site.type) in \(view)"
                containers[tabs]!.framework = .swiftui
                embedSwiftUI(tabs, in: view, at: place)
            }
        }
        for (shown, view, place) in shownAtRoot { embedSwiftUI(viewStacks[shown] ?? shown, in: view, at: place) }
        for (view, maker, place) in shownByState {
            // With a stack of its own, the stack is what is embedded (`SettingsNav`, rooted at it).
            for host in hostScreens(of: maker, flow) where host != view { embedSwiftUI(viewStacks[view] ?? view, in: host, at: place) }
        }
    }

    /// A view another view's body shows only while its state says so (`if isShowSettings {
    /// SettingsFragment() }` over the main content, a `switch` between the login and the home
    /// screen) is a screen of its own when it is built like one: it makes its own navigation
    /// stack, or it is as long as a screen (`screenLines`) and shows others. Its sheets, links
    /// and stacks are then its own, not those of the screen whose body holds it, which embeds
    /// it. Other views made that way (an empty state, a button shown for some items, a post's
    /// media) stay parts.
    ///
    /// Returns each such view with the view whose body makes it and where, for the embeds
    /// (made once the screens' own stacks are known).
    private mutating func conditionalScreens(_ flow: FlowAnalysis, shownStacks: Set<Int>) -> [(view: String, maker: String, place: Place)] {
        var stacked: Set<String> = [], showing: Set<String> = []
        // Its own stack, around its content: not one in what its sheets show (`shownStacks`).
        for (s, stack) in flow.stacks.enumerated() where flow.isSwiftUI(s) && flow.kind(of: stack.type) == .navigation && !shownStacks.contains(s) {
            stacked.insert(flow.functions[stack.function].owner)
        }
        for g in flow.functions.indices where !flow.functions[g].sinks.isEmpty { showing.insert(flow.functions[g].owner) }
        let screenLike = stacked.union(showing.filter { (index[$0]?.lines ?? 0) >= Self.screenLines })
        var found: [(view: String, maker: String, place: Place)] = []
        for g in flow.functions.indices where !flow.functions[g].conditionalViews.isEmpty {
            let maker = flow.functions[g].owner
            guard index.isView(maker) else { continue }
            for made in flow.functions[g].conditionalViews
            where made.type != maker && screens[made.type] == nil && screenLike.contains(made.type) && index.isView(made.type) {
                found.append((made.type, maker, Place(file: flow.fileOf[g], position: made.position)))
            }
        }
        for (view, maker, _) in found { registerView(view, shownBy: "\(maker)'s body while its state says so") }
        return found
    }

    /// A view only its own file can make, made by a view of that file (`private struct
    /// SettingsContent` in `SettingsView`'s `NavigationStack { SettingsContent() }`): the
    /// screen's body split in two, not a screen of its own.
    func isOwnContent(_ view: String, of maker: String) -> Bool {
        guard let content = index[view], content.isFilePrivate, index.isView(maker), let host = index[maker] else { return false }
        return content.file == host.file
    }

    /// The type of the first view a SwiftUI container's content closure builds (`NavigationView
    /// { List { … }; Placeholder() }`: `List`), behind its modifiers; nil when it is no type.
    func firstBuilt(_ s: Int, _ flow: FlowAnalysis) -> String? {
        let closures = contentClosures(s, flow)
        if closures.isEmpty {
            // A stack a call makes around the view it is called on (`Home().navigationStackEmbeded()`).
            let views = flow.peek(.contents(s)).compactMap { if case .object(let t) = $0, index.isView(t) { t } else { nil } }
            return views.count == 1 ? views[0] : nil
        }
        return closures.lazy.compactMap { self.firstBuilt(in: $0, flow, depth: 0) }.first
    }

    /// Whether closure `c` builds only what another object's property holds (`viewModel
    /// .currentView`, behind modifiers).
    private func readsAnotherObject(_ c: Int, _ flow: FlowAnalysis) -> Bool {
        var returns = 0
        for case .ret(let value) in flow.functions[c].statements {
            guard case .member(let base, _) = value.underModifiers, base != .selfRef else { return false }
            returns += 1
        }
        return returns > 0
    }

    /// The closures handed to the construction at SwiftUI container site `s` (its content).
    private func contentClosures(_ s: Int, _ flow: FlowAnalysis) -> [Int] {
        let site = flow.stacks[s]
        var closures: [Int]?
        flow.functions[site.function].forEachExpression { e in
            guard closures == nil, case .construct(_, _, let args, let call) = e, call == site.call else { return }
            closures = args.compactMap { if case .closure(let local) = $0.value { flow.function(local, writtenIn: site.function) } else { nil } }
        }
        return closures ?? []
    }

    /// Every view the content of SwiftUI container site `s` builds, in the order it is written
    /// (`TabView { Home().tabItem {…}; Settings().tabItem {…} }`): the order of its tabs.
    func builtInOrder(_ s: Int, _ flow: FlowAnalysis) -> [String] {
        contentClosures(s, flow).flatMap { built(in: $0, flow, depth: 0) }
    }

    private func built(in g: Int, _ flow: FlowAnalysis, depth: Int) -> [String] {
        guard depth < 3 else { return [] }
        var out: [String] = []
        for case .ret(let value) in flow.functions[g].statements {
            switch value.underModifiers {
            case .construct(let type, _, let args, _) where FlowSinks.swiftUIBuilders.contains(type) && !index.hidesSwiftUI(type):
                for case .closure(let local) in args.map(\.value) { out += built(in: flow.function(local, writtenIn: g), flow, depth: depth + 1) }
            case .construct(let type, _, _, _):
                out.append(type)
            case .name(let name), .member(.selfRef, let name):
                if let part = flow.getterFunction(owner: flow.functions[g].owner, name: name) { out += built(in: part, flow, depth: depth + 1) }
            default:
                break
            }
        }
        return out
    }

    /// The first view function `g` builds: through `Group { … }` and `ForEach`, and a computed
    /// part it reads (`NavigationStack { content }`).
    private func firstBuilt(in g: Int, _ flow: FlowAnalysis, depth: Int) -> String? {
        guard depth < 3 else { return nil }
        for case .ret(let value) in flow.functions[g].statements {
            switch value.underModifiers {
            case .construct(let type, _, let args, _) where FlowSinks.swiftUIBuilders.contains(type) && !index.hidesSwiftUI(type):
                for case .closure(let local) in args.map(\.value) {
                    if let inner = firstBuilt(in: flow.function(local, writtenIn: g), flow, depth: depth + 1) { return inner }
                }
                return nil
            case .construct(let type, _, _, _):
                return type
            case .name(let name), .member(.selfRef, let name):
                guard let part = flow.getterFunction(owner: flow.functions[g].owner, name: name) else { return nil }
                return firstBuilt(in: part, flow, depth: depth + 1)
            default:
                return nil
            }
        }
        return nil
    }

    /// The SwiftUI screens a view is part of: itself when it is one, else the screens whose
    /// code makes it (`ContentView` making `ViewForIOS`, whose body is the app's `TabView`),
    /// looked up through the views made in between.
    private func hostScreens(of view: String, _ flow: FlowAnalysis, depth: Int = 0) -> [String] {
        if screens[view]?.framework == .swiftui, index.isView(view) { return [view] }
        guard depth < 3, index.isView(view) else { return [] }
        var out: Set<String> = []
        for maker in flow.makers(of: view) { out.formUnion(hostScreens(of: maker, flow, depth: depth + 1)) }
        return out.sorted()
    }

    /// What the @main App's `WindowGroup { … }` builds, with where: a view, or a stack or tab
    /// view around the first screen (`NavigationStack(path:) { Timeline() }`). The scene may be
    /// in any computed property of the App (`var body: some Scene { appScene }`).
    private func windowGroupContents(_ flow: FlowAnalysis) -> [(Set<FlowAnalysis.Value>, Place)] {
        guard let app = index.mainApp else { return [] }
        var out: [(Set<FlowAnalysis.Value>, Place)] = []
        for (g, function) in flow.functions.enumerated() where function.owner == app && function.kind == .getter {
            function.forEachExpression { e in
                guard case .construct(let type, _, let args, let call) = e, type == "WindowGroup" || type == "DocumentGroup" else { return }
                for case .closure(let local) in args.map(\.value) {
                    let place = Place(file: flow.fileOf[g], position: function.position(ofCall: call))
                    out.append((shownContent(flow.function(local, writtenIn: g), flow, depth: 0), place))
                }
            }
        }
        return out
    }

    /// What a content closure builds: its views and stacks, or when it builds none, what the
    /// content closures of the wrappers it makes build (`StoreProvider(store:) { TabbarView() }`,
    /// a library's environment provider; the app's own layouts around what they are handed,
    /// `OverlayToastView { WithUserAuthentication { RootView() } }`).
    private func shownContent(_ c: Int, _ flow: FlowAnalysis, depth: Int) -> Set<FlowAnalysis.Value> {
        let values = flow.returns(of: c)
        var inner: Set<FlowAnalysis.Value> = [], layouts: Set<FlowAnalysis.Value> = []
        if depth < 4 {
            for case .ret(let value) in flow.functions[c].statements {
                // `ZStack { … }.onOpenURL { … }`: the view the modifiers are on.
                guard case .construct(let type, _, let args, _) = value.underModifiers, index[type] == nil || flow.isLayout(type) else { continue }
                if index[type] != nil { layouts.insert(.object(type)) }
                for case .closure(let local) in args.map(\.value) { inner.formUnion(shownContent(flow.function(local, writtenIn: c), flow, depth: depth + 1)) }
            }
        }
        let shows = values.subtracting(layouts).contains { value in
            switch value {
            case .object(let type): index.isView(type)
            case .stack, .hosted: true
            default: false
            }
        }
        return shows || inner.isEmpty ? values : inner
    }

    /// The app's root under a SwiftUI `@main App`, from what its `WindowGroup` builds: a
    /// navigation stack or tab view made there is the root container.
    mutating func windowGroupRoot(_ flow: FlowAnalysis) {
        for (values, place) in windowGroupContents(flow) {
            // Of several views (a migration screen over the app's tab bar), one that is or holds a
            // tab bar first, then one in or holding a stack: the app's navigation starts there.
            let targets = flowTargets(values, flow, at: place, depth: 0).0
            func rank(_ t: FlowTarget) -> Int {
                let held = [t.id] + (embedsDraft[t.id] ?? []).map(\.embed.target)
                if held.contains(where: { containers[$0]?.kind == .tabBar }) { return 0 }
                return t.stack != nil || held.contains(where: { containers[$0] != nil }) ? 1 : 2
            }
            // Among equals, the view the window group's chain starts with (`findAppRoot`), not a
            // debug overlay beside it in a `ZStack`.
            let chained = appRoot?.id
            guard let first = targets.min(by: { (rank($0), $0.id == chained ? 0 : 1) < (rank($1), $1.id == chained ? 0 : 1) }) else { continue }
            appRoot = (first.stack ?? first.id, "the first view of the @main App's WindowGroup at \(at(place))" + (first.via.map { " (\($0))" } ?? ""))
            return
        }
    }

    /// A container a SwiftUI screen's body is made of, embedded in it (the screen stays where
    /// it is shown; what it presents stays its own).
    private mutating func embedSwiftUI(_ container: String, in view: String, at place: Place) {
        guard !(embedsDraft[view] ?? []).contains(where: { $0.embed.target == container }) else { return }
        addEmbed(view, EmbedDraft(target: container, containment: .full, removal: .none, place: .view, at: place), key: "#swiftui")
        edgeNotes[EdgeKey(from: view, kind: .embed, to: container)] = "\(at(place)) body"
    }
}
