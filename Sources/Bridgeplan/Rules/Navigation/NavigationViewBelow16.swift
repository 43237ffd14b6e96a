enum NavigationViewBelow16: LintRule {
    static let description = RuleDescription(
        .navigationViewBelow16, .info, .navigation,
        summary: "A stack that falls back to NavigationView below iOS 16.",
        rationale: "A stack migrated while the target is below 16 runs on NavigationView through the NavigationStackOrView helper. NavigationView is deprecated, links into it are destination-based, and its stack style behaves differently from NavigationStack, so the helper's stacks need testing on both systems and a rewrite to value-based links at the 16 raise.",
        sources: [
            RuleSource("NavigationView (Apple)", "https://developer.apple.com/documentation/swiftui/navigationview"),
            RuleSource("Migrating to new navigation types (Apple)", "https://developer.apple.com/documentation/swiftui/migrating-to-new-navigation-types"),
        ],
        fix: "Test the stack on the lowest iOS it ships on and on 16; at the 16 raise drop the helper and move its links to NavigationLink(value:) with navigationDestination(for:). Or set policy.stacks_below_16 to wait or per-screen.",
        triggering: [
            #"""
            version: 1
            app: { name: A, deployment_target: "15.0", root: Tabs }
            policy: { full_rewrite_max_screens: 0 }
            containers:
              - { id: Tabs, kind: tab-bar, tabs: [Nav] }
              - ↓{ id: Nav, kind: navigation, root: Home }
            screens:
              - { id: Home }
            """#,
        ],
        nonTriggering: [
            #"""
            version: 1
            app: { name: A, deployment_target: "16.0", root: Tabs }
            policy: { full_rewrite_max_screens: 0 }
            containers:
              - { id: Tabs, kind: tab-bar, tabs: [Nav] }
              - { id: Nav, kind: navigation, root: Home }
            screens:
              - { id: Home }
            """#,
        ]
    )
    static let hooks: LintHooks = .unit

    static func check(unit u: Int, in context: inout LintContext) {
        let units = context.analysis.units
        guard units[u].isScheduled, context.graph.containerKind(units[u].members[0]) == .navigation,
              units[u].gates.contains(where: { $0.gate == "navigation-stack" && $0.status == .fallback }),
              let container = context.graph.container(units[u].members[0]) else { return }
        let ships = units[u].shipTarget ?? context.analysis.deploymentTarget
        // Both sides of the helper: the lowest version it ships on (NavigationView) and 16 (NavigationStack).
        report("stack '\(container.id)' ships on iOS \(ships), below NavigationStack (16.0): it runs on NavigationView (deprecated from iOS 16, destination-based links) through the NavigationStackOrView helper, so test it on iOS \(ships.major) and 16; drop the helper at the 16.0 raise",
               at: container.node, element: units[u].members[0], in: &context)
    }
}
