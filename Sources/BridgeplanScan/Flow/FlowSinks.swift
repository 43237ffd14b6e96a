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

    /// Types whose initialiser makes a navigation stack around its `rootViewController:`.
    static func isStackRoot(_ arguments: [FlowArgument]) -> FlowExpr? {
        arguments.first { $0.label == "rootViewController" }?.value
    }
}
