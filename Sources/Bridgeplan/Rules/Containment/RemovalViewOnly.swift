enum RemovalViewOnly: LintRule {
    static let description = RuleDescription(
        .removalViewOnly, .warning, .containment,
        summary: "A child's view is removed but the controller stays in children.",
        rationale: "Only removeFromParent() ends the parent–child link: removing only the view leaves the controller in the parent's children, where it keeps receiving appearance and trait callbacks and stays in memory as long as the parent. A parent that makes a new child each time collects one more per add; adding the same instance again does not grow the list, since addChild first removes a child from the container it is in.",
        sources: [
            RuleSource("Creating a custom container view controller (Apple)", "https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller"),
            RuleSource("removeFromParent() (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()"),
        ],
        fix: "Call willMove(toParent: nil), removeFromSuperview() and removeFromParent().",
        triggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, embed: [{ target: Panel, removal: ↓view-only }] }
              - { id: Panel }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, embed: [{ target: Panel, removal: none }] }
              - { id: Panel }
            """#),
        ]
    )
    static let hooks: LintHooks = .embed

    static func check(_ edge: Edge, embed: Embed, in context: inout LintContext) {
        guard embed.removal == .viewOnly else { return }
        let parent = context.graph.ids[edge.from], child = context.graph.ids[edge.to]
        report("only '\(child)'s view is removed: the controller stays in '\(parent)'.children and keeps receiving events; call willMove(toParent: nil), removeFromSuperview, removeFromParent",
               at: embed.removalNode ?? embed.node, element: edge.to, in: &context)
    }
}
