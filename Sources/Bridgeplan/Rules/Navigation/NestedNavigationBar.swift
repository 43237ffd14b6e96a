enum NestedNavigationBar: LintRule {
    static let description = RuleDescription(
        .nestedNavigationBar, .warning, .navigation,
        summary: "A NavigationStack in a hosting controller pushed onto a UIKit stack.",
        rationale: "A hosted view that wraps itself in NavigationStack or NavigationView on a UIKit navigation stack nests a second navigation container in the first: expect a second navigation bar under the UIKit one (Apple documents neither as a child of the other; check it on a device), and the hosted view's own pushes stay inside the inner container.",
        sources: [
            RuleSource("NavigationStack (Apple)", "https://developer.apple.com/documentation/swiftui/navigationstack"),
            RuleSource("Use SwiftUI with UIKit (WWDC22 session 10072)", "https://developer.apple.com/videos/play/wwdc2022/10072/"),
        ],
        fix: "Drop the inner navigation container, or migrate the stack as one unit.",
        triggering: [
            RuleExample.stack(target: "16.0", screens: #"""
              - { id: Home, push: [↓Detail] }
              - { id: Detail, framework: swiftui, needs: [navigation-stack] }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(target: "16.0", screens: #"""
              - { id: Home, push: [Detail] }
              - { id: Detail, framework: swiftui }
            """#),
        ]
    )
    static let hooks: LintHooks = .navigationEdge

    static func check(navigation edge: Edge, in context: inout LintContext) {
        let graph = context.graph
        guard !graph.isContainer(edge.to), graph.framework(edge.from) == .uikit, graph.framework(edge.to) == .swiftui,
              let need = context.inventory.screens[edge.to - graph.containerCount].needs.first(where: { $0.gate == "navigation-stack" || $0.gate == "navigation-view" })
        else { return }
        let pushed = graph.ids[edge.to], pusher = graph.ids[edge.from]
        report("SwiftUI '\(pushed)' uses \(need.gate == "navigation-stack" ? "NavigationStack" : "NavigationView") inside a hosting controller on UIKit '\(pusher)'s stack: a navigation container inside another, which shows a second bar; drop the inner navigation container or migrate the stack as one unit",
               at: edge.node, element: edge.to, in: &context)
    }
}
