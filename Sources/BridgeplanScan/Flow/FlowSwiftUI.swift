/// SwiftUI's side of the value flow, before attribution: which views are screens, and which
/// containers their bodies are made of.
///
/// A view is a screen when something shows it as a whole: a link's destination, a sheet's,
/// cover's or popover's content, a hosting controller's root, a tab, or a navigation stack's
/// root. Other views (rows, cards, toolbars) are parts of the screens whose bodies make them,
/// and their links are those screens' (`FlowAnalysis` runs a part's `body` from its maker's).
extension Resolver {
    /// Registers the views the sinks and SwiftUI containers show, then reads each SwiftUI
    /// screen's body: a `NavigationStack` around its own content makes the screen the root of
    /// a stack (`viewStacks`), a `TabView` or a stack around another screen is a container
    /// the screen embeds.
    mutating func registerSwiftUIScreens(_ flow: FlowAnalysis) {
        var shown: Set<String> = []
        func collect(_ values: Set<FlowAnalysis.Value>, depth: Int) {
            for value in values {
                switch value {
                case .object(let type) where index.isView(type): shown.insert(type)
                case .hosted(let type) where index.isView(type): shown.insert(type)
                case .stack(let s) where depth < 2 && flow.isSwiftUI(s): collect(flow.peek(.contents(s)), depth: depth + 1)
                default: continue
                }
            }
        }
        for f in flow.functions.indices {
            for use in flow.functions[f].sinks { collect(flow.valuesOf(use.value, in: f), depth: 0) }
        }
        // Tabs and stack roots, wherever a container is made (a root view's `TabView`).
        for s in flow.stacks.indices where flow.isSwiftUI(s) { collect(flow.peek(.contents(s)), depth: 1) }
        let windowGroups = windowGroupContents(flow)
        for (values, _) in windowGroups { collect(values, depth: 0) }
        for view in shown.sorted() { registerView(view, shownBy: "SwiftUI") }

        // Two passes: a tab's own stack (`ProfileTab`'s `NavigationStack { … }`) is known before
        // the tab bar names it.
        let views = screens.keys.sorted().filter { screens[$0]!.framework == .swiftui && index.isView($0) }
        var made: [(view: String, stack: Int, place: Place, roots: [String])] = []
        for view in views {
            for case .stack(let s) in flow.bodyValues(view).sorted(by: FlowAnalysis.precedes) where flow.isSwiftUI(s) {
                let site = flow.stacks[s]
                let place = Place(file: flow.fileOf[site.function], position: flow.functions[site.function].calls[site.call])
                let roots = flow.peek(.contents(s)).compactMap { value -> String? in
                    if case .object(let type) = value, type != view, screens[type] != nil, index.isView(type) { type } else { nil }
                }.sorted()
                if flow.kind(of: site.type) == .navigation, roots.isEmpty {
                    // `NavigationStack { List { … } }`: the screen's own content is the stack's root.
                    if viewStacks[view] == nil { viewStacks[view] = containerID(.navigation(root: view, type: site.type), at: place) }
                } else {
                    made.append((view, s, place, roots))
                }
            }
        }
        for (view, s, place, roots) in made {
            let site = flow.stacks[s]
            if flow.kind(of: site.type) == .tabBar {
                guard let tabs = containerID(.plainContainer(kind: .tabBar, id: view + "Tabs"), at: place) else { continue }
                containers[tabs]!.framework = .swiftui
                containers[tabs]!.description = "\(site.type) in \(view).body"
                for tab in roots { addSwiftUIChild(viewStacks[tab] ?? tab, to: tabs, at: place) }
                embedSwiftUI(tabs, in: view, at: place)
            } else if let root = roots.first, let stack = containerID(.navigation(root: root, type: site.type), at: place) {
                embedSwiftUI(stack, in: view, at: place)
            }
        }
    }

    /// What the @main App's `WindowGroup { … }` builds, with where: a view, or a stack or tab
    /// view around the first screen (`NavigationStack(path:) { Timeline() }`).
    private func windowGroupContents(_ flow: FlowAnalysis) -> [(Set<FlowAnalysis.Value>, Place)] {
        guard let app = index.order.first(where: { index[$0]?.isMain == true && index[$0]?.inherits.contains("App") == true }) else { return [] }
        var out: [(Set<FlowAnalysis.Value>, Place)] = []
        for (g, function) in flow.functions.enumerated() where function.owner == app && function.kind == .getter && function.name == "body" {
            function.forEachExpression { e in
                guard case .construct(let type, _, let args, let call) = e, type == "WindowGroup" || type == "DocumentGroup" else { return }
                for case .closure(let local) in args.map(\.value) {
                    out.append((flow.returns(of: flow.function(local, writtenIn: g)), Place(file: flow.fileOf[g], position: function.calls[call])))
                }
            }
        }
        return out
    }

    /// The app's root under a SwiftUI `@main App`, from what its `WindowGroup` builds: a
    /// navigation stack or tab view made there is the root container.
    mutating func windowGroupRoot(_ flow: FlowAnalysis) {
        for (values, place) in windowGroupContents(flow) {
            guard let first = flowTargets(values, flow, at: place, depth: 0).0.first else { continue }
            appRoot = (first.stack ?? first.id, "the first view of the @main App's WindowGroup at \(at(place))" + (first.via.map { " (\($0))" } ?? ""))
            return
        }
    }

    private mutating func addSwiftUIChild(_ child: String, to container: String, at place: Place) {
        guard !containers[container]!.children.contains(child) else { return }
        containers[container]!.children.append(child)
        edgeNotes[EdgeKey(from: container, kind: .child, to: child)] = "\(at(place)) tab"
    }

    /// A container a SwiftUI screen's body is made of, embedded in it (the screen stays where
    /// it is shown; what it presents stays its own).
    private mutating func embedSwiftUI(_ container: String, in view: String, at place: Place) {
        guard !(embedsDraft[view] ?? []).contains(where: { $0.embed.target == container }) else { return }
        addEmbed(view, EmbedDraft(target: container, containment: .full, removal: .none, place: .view, at: place), key: "#swiftui")
        edgeNotes[EdgeKey(from: view, kind: .embed, to: container)] = "\(at(place)) body"
    }
}
