enum UnreachableScreen: LintRule {
    static let description = RuleDescription(
        .unreachableScreen, .warning, .reachability,
        summary: "A screen nothing reaches from the root.",
        rationale: "A screen no tab, root, push, present or embed reaches from the app's root or an entry is either dead code or shown by navigation the inventory does not record. Migrating it would be wasted work in the first case and a wrong plan in the second.",
        sources: [
            RuleSource("Using segues (Apple)", "https://developer.apple.com/documentation/uikit/using-segues"),
        ],
        fix: "Delete the screen, or add the edge or the app.entries item that shows it.",
        triggering: [
            RuleExample.stack(screens: #"""
              - { id: Home }
              - ↓{ id: Orphan }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, present: [Sheet] }
              - { id: Sheet }
            """#),
        ]
    )
    static let hooks: LintHooks = .app

    static func checkApp(in context: inout LintContext) {
        let graph = context.graph, inventory = context.inventory
        for (i, id) in graph.ids.enumerated() where !context.analysis.reachable[i] {
            let noun = graph.isContainer(i) ? "container" : "screen"
            report("\(noun) '\(id)' is not reached from the root '\(inventory.app.root.id)'\(inventory.app.entries.isEmpty ? "" : " or an entry") by any tab, root, push, present or embed: delete it, or add the edge that shows it",
                   at: graph.node(i), element: i, in: &context)
        }
    }
}
