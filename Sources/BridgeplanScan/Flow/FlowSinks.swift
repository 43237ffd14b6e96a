/// The one table of UIKit APIs that show or contain a view controller: for each, which
/// argument carries the controller and what edge it makes. A call matches a row by its name
/// and the labels UIKit requires (`present(_:animated:)` needs `animated:`), so the app's own
/// `present(notice)` or `show(message:)` is not taken for navigation.
enum FlowSinks {
    enum Kind: String, Sendable, Hashable {
        /// `pushViewController(_:animated:)`.
        case push
        /// `present(_:animated:completion:)`.
        case present
        /// `show(_:sender:)`: a push inside a navigation stack, else a presentation.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetail
        /// `addChild(_:)`, and `addChildViewController(_:)` as Swift before 4.2 spelled it.
        case addChild
        /// `setViewControllers(_:animated:)` and `viewControllers =` on a navigation stack:
        /// the stack replaced, its new top shown.
        case setStack
        /// `window.rootViewController =`.
        case windowRoot
        /// `UINavigationController(rootViewController:)`: a stack made with its root.
        case stackRoot
        /// `performSegue(withIdentifier:sender:)` (storyboards resolve it).
        case segue
        /// SwiftUI's `NavigationLink(destination:)` and `.navigationDestination(…)`: a push onto
        /// the navigation stack the view is in.
        case link
        /// SwiftUI's `.sheet(…)`, `.fullScreenCover(…)` and `.popover(…)`: a presentation.
        case sheet, cover, popover

        /// A SwiftUI link or presentation, whose view a content closure builds.
        var isSwiftUI: Bool { self == .link || self == .sheet || self == .cover || self == .popover }

        /// A UIKit push or presentation: a move from the screen on screen to another.
        var isTransition: Bool { self == .push || self == .show || self == .present || self == .showDetail }
    }

    struct Row: Sendable {
        var name: String
        /// Labels the call must carry besides the controller's (`animated`, `sender`).
        var required: [String]
        var kind: Kind
    }

    static let calls: [Row] = [
        Row(name: "pushViewController", required: ["animated"], kind: .push),
        Row(name: "present", required: ["animated"], kind: .present),
        Row(name: "show", required: ["sender"], kind: .show),
        Row(name: "showDetailViewController", required: ["sender"], kind: .showDetail),
        Row(name: "addChild", required: [], kind: .addChild),
        Row(name: "addChildViewController", required: [], kind: .addChild),
        Row(name: "setViewControllers", required: ["animated"], kind: .setStack),
        Row(name: "setTabs", required: ["animated"], kind: .setStack),
        Row(name: "performSegue", required: ["sender"], kind: .segue),
    ]

    /// The row a call `name(args…)` matches, and the argument that carries the controller.
    static func match(name: String, arguments: [FlowArgument]) -> (Kind, FlowExpr)? {
        guard let row = calls.first(where: { $0.name == name }), let first = arguments.first else { return nil }
        let labels = Set(arguments.dropFirst().compactMap(\.label))
        guard row.required.allSatisfy(labels.contains) else { return nil }
        switch row.kind {
        case .segue: return first.label == "withIdentifier" ? (row.kind, first.value) : nil
        case .addChild: return arguments.count == 1 && first.label == nil ? (row.kind, first.value) : nil
        default: return first.label == nil ? (row.kind, first.value) : nil
        }
    }

    /// Library adapter, FloatingPanel (github.com/scenee/FloatingPanel): `fpc.set(contentViewController:
    /// vc)` gives a panel its content, and `fpc.addPanel(toParent: parent)` adds the panel, with
    /// that content, as the parent's child (the library does the containment calls). The content
    /// is kept as the panel's property of this name, which `fpc.contentViewController = vc` sets too.
    static let panelContent = "contentViewController"
    /// The storyboard name a scene value gets when an R.swift accessor loads it
    /// (`R.storyboard.member.personDetailViewController()`), followed by R.swift's name for
    /// the storyboard: the draft matches it as R.swift spells it (`Resolver.loadedScene`).
    static let rswiftStoryboard = "R.swift:"
    static let floatingPanel = "FloatingPanelController"

    /// `fpc.addPanel(toParent: parent, …)`: the parent.
    static func panelParent(name: String, arguments: [FlowArgument]) -> FlowExpr? {
        guard name == "addPanel", let first = arguments.first, first.label == "toParent" else { return nil }
        return first.value
    }

    /// `fpc.set(contentViewController: vc)`: the content.
    static func panelContentSet(name: String, arguments: [FlowArgument]) -> FlowExpr? {
        guard name == "set", arguments.count == 1, arguments[0].label == panelContent else { return nil }
        return arguments[0].value
    }

    /// Library adapter, Eureka (github.com/xmartlabs/Eureka, `PresentationMode` in
    /// Source/Core/PresenterRowType.swift): a form row's `presentationMode = .show(controllerProvider:
    /// .callback { X() }, onDismiss: …)` makes X when the row is tapped and shows it from the form's
    /// controller with `show(_:sender:)`; `.presentModally(…)` and `.popover(…)` present it.
    /// The edge and the closure that makes the controller; nil for other calls, and for the
    /// storyboard and nib providers, whose controller no Swift code names.
    static func formRowPresentation(name: String, arguments: [FlowArgument]) -> (Kind, FlowExpr)? {
        guard let provider = arguments.first, provider.label == "controllerProvider" else { return nil }
        let kind: Kind
        switch name {
        case "show": kind = .show
        case "presentModally", "popover": kind = .present
        default: return nil
        }
        // `.callback { … }`, `.callback(builder: { … })`, `ControllerProvider<T>.callback { … }`.
        guard case .call(_, let callback, let args, _) = provider.value, callback == "callback" || callback == ".callback",
              let builder = args.first(where: \.isClosure)?.value else { return nil }
        return (kind, builder)
    }

    /// Library adapter, Tempura (github.com/BendingSpoons/tempura-swift): a screen's
    /// `navigationConfiguration` maps each route it can show to an instruction, `.push { context
    /// in X() }` or `.presentModally { context in X() }`, which the library runs on that screen
    /// when the route is shown from it: the screen pushes or presents what the closure returns.
    static let routeConfiguration = "navigationConfiguration"

    /// `.push { … }` or `.presentModally { … }` in a `navigationConfiguration`: its edge, and
    /// the closure that makes the controller.
    static func routeInstruction(name: String, arguments: [FlowArgument]) -> (Kind, FlowExpr)? {
        let kind: Kind
        switch name {
        case "push": kind = .push
        case "presentModally": kind = .present
        default: return nil
        }
        guard arguments.count == 1, arguments[0].label == nil, arguments[0].isClosure else { return nil }
        return (kind, arguments[0].value)
    }

    /// SwiftUI's modifiers that show a view, by name: the labels one of which the call must
    /// carry first (`.sheet(isPresented:)`, `.sheet(item:)`; an app's own `.sheet(style:)` is
    /// no presentation) and the edge they make. The view is the `content:` or `destination:`
    /// closure, written as a trailing closure or not.
    static let modifiers: [String: (first: Set<String>, kind: Kind)] = [
        "sheet": (["isPresented", "item", "unwrapping"], .sheet),
        "fullScreenCover": (["isPresented", "item", "unwrapping"], .cover),
        "popover": (["isPresented", "item", "unwrapping"], .popover),
        "navigationDestination": (["for", "isPresented", "item", "unwrapping"], .link),
    ]

    /// The row a SwiftUI modifier call matches, and the argument that carries the view.
    static func matchModifier(name: String, arguments: [FlowArgument]) -> (Kind, FlowExpr)? {
        guard let row = modifiers[name], let first = arguments.first?.label, row.first.contains(first) else { return nil }
        let content = arguments.first { $0.label == "content" || $0.label == "destination" }
            ?? arguments.last { $0.label == nil }
        return content.map { (row.kind, $0.value) }
    }

    /// `NavigationLink(destination: X())`, `NavigationLink("Title", destination: X())`,
    /// `NavigationLink { X() } label: { … }`: the destination; nil for a value-based link
    /// (`NavigationLink(value:)`), whose view a `.navigationDestination(for:)` makes.
    static func linkDestination(_ arguments: [FlowArgument]) -> FlowExpr? {
        if let destination = arguments.first(where: { $0.label == "destination" }) { return destination.value }
        // A label SwiftUI's initialisers do not have (`NavigationLink(unwrapping: $route, case:
        // \.account) { _ in Account() }`, a library's or the app's own): its closure is the view.
        // `NavigationLink(.post(post)) { … }`: the app's own initialiser taking a route value
        // (no title SwiftUI takes unlabelled is a case); the route says which view.
        if let first = arguments.first, first.label == nil, first.value.isCase { return first.value }
        // `NavigationLink("Transfers") { TransfersView() }`: a title, then the destination as a
        // trailing closure (SwiftUI's `init(_:destination:)` with a view builder, iOS 16).
        if arguments.count == 2, arguments[0].label == nil, arguments[1].label == nil, case .closure = arguments[1].value {
            if case .closure = arguments[0].value {} else { return arguments[1].value }
        }
        let own = arguments.contains { $0.label.map { !swiftUILinkLabels.contains($0) } ?? false }
        guard own || arguments.contains(where: { $0.label == "label" }) else { return nil }
        return arguments.first { argument in
            if argument.label == nil, case .closure = argument.value { true } else { false }
        }?.value
    }

    /// The argument labels of SwiftUI's own `NavigationLink` initialisers.
    static let swiftUILinkLabels: Set<String> = ["destination", "value", "isActive", "tag", "selection", "label"]

    /// SwiftUI's containers, made around the views their content closure builds:
    /// `NavigationStack { Home() }` is a navigation stack with its root, `TabView { A(); B() }`
    /// a tab bar with its tabs.
    static let swiftUIContainers: [String: TypeIndex.ControllerKind] = [
        "NavigationStack": .navigation, "NavigationView": .navigation, "TabView": .tabBar,
        // Its columns (sidebar, content, detail) in the order its closures are written.
        "NavigationSplitView": .split,
        // A `TabView` given `.tabViewStyle(.page)`: pages swiped through, not tabs.
        pagedTabView: .pager,
    ]

    /// A backport library's names for SwiftUI's navigation, read as SwiftUI's own: the
    /// NavigationBackport package (github.com/johnpatrickmorgan/NavigationBackport) prefixes
    /// each with `NB`/`nb` so apps can use them below iOS 16.
    static let backportSpellings: [String: String] = [
        "NBNavigationStack": "NavigationStack", "NBNavigationLink": "NavigationLink",
        "nbNavigationDestination": "navigationDestination", "NBNavigationSplitView": "NavigationSplitView",
    ]

    /// The name a paged `TabView`'s site takes once `.tabViewStyle(.page)` is seen on it.
    static let pagedTabView = "TabView(.page)"

    /// SwiftUI's views that stand for what their content closure builds (`ForEach(tabs) { Tab
    /// { … } }` in a `TabView` is its tabs; `Tab("Home") { Home() }` is `Home`; a sheet's
    /// `GeometryReader { _ in Detail() }` is `Detail`).
    static let swiftUIBuilders: Set<String> = ["Tab", "TabSection", "ForEach", "Group", "GeometryReader"]

    /// Types whose initialiser makes a navigation stack around its `rootViewController:`.
    static func isStackRoot(_ arguments: [FlowArgument]) -> FlowExpr? {
        arguments.first { $0.label == "rootViewController" }?.value
    }
}
