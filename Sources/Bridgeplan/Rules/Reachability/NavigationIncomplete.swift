enum NavigationIncomplete: LintRule {
    static let description = RuleDescription(
        .navigationIncomplete, .warning, .reachability,
        summary: "More than a third of the screens are unreachable: the inventory's navigation looks incomplete.",
        rationale: "When many screens are unreachable, the likelier story is navigation the inventory does not record (storyboard segues and instantiation, routers, coordinators, deep links, notifications) rather than a third of the app to delete. A plan built on it would call the app's main screens deletion candidates.",
        sources: [
            RuleSource("Using segues (Apple)", "https://developer.apple.com/documentation/uikit/using-segues"),
        ],
        fix: "Add the missing edges and the app.entries items before acting on the plan.",
        triggering: [
            #"""
            version: 1
            app: { name: A, deployment_target: "15.0", root: ↓Nav }
            containers:
              - { id: Nav, kind: navigation, root: Home }
            screens:
              - { id: Home, push: [B] }
              - { id: B }
              - { id: C }
              - { id: D }
              - { id: E }
              - { id: F }
            """#,
        ],
        nonTriggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, push: [B, C, D] }
              - { id: B }
              - { id: C }
              - { id: D }
              - { id: E }
              - { id: F }
            """#),
        ]
    )
    static let hooks: LintHooks = .app

    static func checkApp(in context: inout LintContext) {
        let inventory = context.inventory
        let screens = inventory.screens.count, unreachable = context.analysis.unreachableScreens.count
        guard screens >= 6, unreachable * 3 > screens else { return }
        let message = "\(unreachable) of \(screens) screens are not reached from the root '\(inventory.app.root.id)'\(inventory.app.entries.isEmpty ? "" : " or an entry"): the inventory's navigation looks incomplete, so do not delete them on this plan's word; add the edges made in storyboards (segues, instantiation), by coordinators or routers, and the entry points (app.entries: deep links, notifications, quick actions)"
        if let root = context.graph.root {
            report(message, at: inventory.app.root.node, element: root, in: &context)
        } else {
            report(message, at: inventory.app.root.node, subject: inventory.app.root.id, in: &context)
        }
    }
}
