enum RemovalOrder: LintRule {
    static let description = RuleDescription(
        .removalOrder, .warning, .containment,
        summary: "A child removed without willMove(toParent: nil) first.",
        rationale: "removeFromParent() sends didMove(toParent: nil) itself, but willMove(toParent: nil) is the parent's to send before the child leaves; without it, or after removeFromParent, the child sees the end of a transition that never started.",
        sources: [
            RuleSource("Creating a custom container view controller (Apple)", "https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller"),
            RuleSource("willMove(toParent:) (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)"),
            RuleSource("removeFromParent() (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()"),
        ],
        fix: "Call child.willMove(toParent: nil), then child.view.removeFromSuperview(), then child.removeFromParent().",
        triggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, embed: [{ target: Panel, removal: ↓missing-will-move }, { target: News, removal: ↓wrong-order }] }
              - { id: Panel }
              - { id: News }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, embed: [{ target: Panel, removal: full }] }
              - { id: Panel }
            """#),
        ]
    )
    static let hooks: LintHooks = .embed

    static func check(_ edge: Edge, embed: Embed, in context: inout LintContext) {
        let parent = context.graph.ids[edge.from], child = context.graph.ids[edge.to]
        switch embed.removal {
        case .missingWillMove:
            report("'\(child)' is removed from '\(parent)' without willMove(toParent: nil); call it first, then removeFromSuperview and removeFromParent (which sends didMove(toParent: nil) itself)",
                   at: embed.removalNode ?? embed.node, element: edge.to, in: &context)
        case .wrongOrder:
            report("'\(child)' gets willMove(toParent: nil) after removeFromParent; call willMove(toParent: nil) first, then removeFromSuperview and removeFromParent",
                   at: embed.removalNode ?? embed.node, element: edge.to, in: &context)
        default:
            break
        }
    }
}
