enum ContainmentMissingDidMove: LintRule {
    static let description = RuleDescription(
        .containmentMissingDidMove, .warning, .containment,
        summary: "addChild without didMove(toParent:).",
        rationale: "addChild calls willMove(toParent:) on the child for you, but didMove(toParent:) must be called by the parent once the child's view is in place; without it the child never learns the transition finished, and code it runs there (a hosting controller resolves its navigation bridges in didMove) never runs.",
        sources: [
            RuleSource("Creating a custom container view controller (Apple)", "https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller"),
            RuleSource("didMove(toParent:) (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)"),
            RuleSource("A crash inside UIHostingController.didMove(toParent:) on iOS 16.0-16.2 (ACINQ/phoenix PR #333)", "https://github.com/ACINQ/phoenix/pull/333"),
        ],
        fix: "Call child.didMove(toParent: self) right after adding the child's view.",
        triggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, embed: [{ target: Panel, containment: ↓missing-did-move }] }
              - { id: Panel }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, embed: [Panel] }
              - { id: Panel }
            """#),
        ]
    )
    static let hooks: LintHooks = .embed

    static func check(_ edge: Edge, embed: Embed, in context: inout LintContext) {
        guard embed.containment == .missingDidMove else { return }
        let parent = context.graph.ids[edge.from], child = context.graph.ids[edge.to]
        report("'\(parent)' calls addChild for '\(child)' but never didMove(toParent:); call it after adding the view so the child knows the transition finished",
               at: embed.containmentNode ?? embed.node, element: edge.to, in: &context)
    }
}
