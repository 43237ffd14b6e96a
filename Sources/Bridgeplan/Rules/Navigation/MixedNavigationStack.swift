enum MixedNavigationStack: LintRule {
    static let description = RuleDescription(
        .mixedNavigationStack, .info, .navigation,
        summary: "UIKit and SwiftUI screens on one navigation stack (a warning when a SwiftUI screen pushes onward).",
        rationale: "Pushing a UIHostingController onto a UINavigationController works: the hosted view's navigationTitle and toolbar items show in the UIKit bar. Apple does not document that bridging, and public reports since iOS 13 show the title arriving only after the push animation, so set the host's title before pushing. The cost is onward navigation: a NavigationLink presents its destination inside a NavigationStack or NavigationSplitView, which a host on a UIKit stack does not have, so a SwiftUI screen that pushes must reach the navigation controller through closures or a coordinator. That is a warning; a host that pushes nothing is information.",
        sources: [
            RuleSource("NavigationLink (Apple)", "https://developer.apple.com/documentation/swiftui/navigationlink"),
            RuleSource("Use SwiftUI with UIKit (WWDC22 session 10072)", "https://developer.apple.com/videos/play/wwdc2022/10072/"),
            RuleSource("A pushed host's SwiftUI title appears late (woocommerce-ios#4336)", "https://github.com/woocommerce/woocommerce-ios/issues/4336"),
        ],
        fix: "Migrate the whole stack as one per-navigation unit; until then, give the SwiftUI screen closures that push through UIKit.",
        triggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, push: [↓Detail] }
              - { id: Detail, framework: swiftui, push: [↓Comments] }
              - { id: Comments }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, push: [Detail] }
              - { id: Detail }
            """#),
        ]
    )
    static let hooks: LintHooks = .navigationEdge

    static func check(navigation edge: Edge, in context: inout LintContext) {
        let graph = context.graph
        guard edge.kind == .push, !graph.isContainer(edge.to) else { return }
        let from = graph.framework(edge.from), to = graph.framework(edge.to)
        guard from != to else { return }
        let pushed = graph.ids[edge.to], pusher = graph.ids[edge.from]
        // Supported (a host's navigationTitle and toolbar are bridged to its navigationItem);
        // the cost is that a SwiftUI screen's onward navigation must go through UIKit.
        let swiftUIScreen = to == .swiftui ? edge.to : edge.from
        let pushesOnward = from == .swiftui || graph.outgoing[swiftUIScreen].contains { graph.edges[$0].kind == .push }
        let what = to == .swiftui
            ? "a hosting controller for SwiftUI '\(pushed)' is pushed onto UIKit '\(pusher)'s stack"
            : "SwiftUI '\(pusher)' pushes UIKit '\(pushed)' through the navigation controller"
        let cost = pushesOnward
            ? "its onward pushes must reach the UINavigationController through closures or a coordinator, since a NavigationLink presents inside a NavigationStack or NavigationSplitView, which a host on a UIKit stack does not have"
            : "this works (the hosted view's navigationTitle and toolbar show in the UIKit bar; set the host's title before the push), but anything it pushes later must go through UIKit"
        report("\(what): \(cost); migrating the whole stack as one per-navigation unit removes the seam",
               at: edge.node, element: edge.to, severity: pushesOnward ? .warning : .info, in: &context)
    }
}
