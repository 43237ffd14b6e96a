enum NavigationControllerChild: LintRule {
    static let description = RuleDescription(
        .navigationControllerChild, .warning, .containment,
        summary: "A child view controller added to a UINavigationController.",
        rationale: "A navigation controller manages its own children, the view controllers on its stack; a child added with addChild becomes part of that stack's bookkeeping and confuses pushes, pops and the navigation bar.",
        sources: [
            RuleSource("UINavigationController (Apple)", "https://developer.apple.com/documentation/uikit/uinavigationcontroller"),
        ],
        fix: "Push the view controller, or embed it in a screen on the stack instead.",
        triggering: [
            #"""
            version: 1
            app: { name: A, deployment_target: "15.0", root: Nav }
            containers:
              - { id: Nav, kind: navigation, root: Home, embed: [↓MiniPlayer] }
            screens:
              - { id: Home }
              - { id: MiniPlayer }
            """#,
        ],
        nonTriggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, embed: [MiniPlayer] }
              - { id: MiniPlayer }
            """#),
        ]
    )
    static let hooks: LintHooks = .embed

    static func check(_ edge: Edge, embed: Embed, in context: inout LintContext) {
        guard context.graph.containerKind(edge.from) == .navigation else { return }
        let parent = context.graph.ids[edge.from], child = context.graph.ids[edge.to]
        report("'\(child)' is added as a child of navigation controller '\(parent)'; a UINavigationController manages its own children: push '\(child)' or embed it in a screen instead",
               at: embed.node, element: edge.to, in: &context)
    }
}
