enum CoordinatorNotRemoved: LintRule {
    static let description = RuleDescription(
        .coordinatorNotRemoved, .warning, .coordinators,
        summary: "A finished coordinator is never removed from its parent.",
        rationale: "A parent keeps its child coordinators in an array so they stay alive while their flow runs; a child that is never removed when it finishes keeps itself and everything it holds alive, one more for every time the flow runs.",
        sources: [
            RuleSource("Coordinators Redux (Soroush Khanlou)", "https://khanlou.com/2015/10/coordinators-redux/"),
        ],
        fix: "Have the child tell its parent when it finishes, and the parent remove it from childCoordinators.",
        triggering: [
            RuleExample.coordinators(#"""
              - { id: AppCoordinator }
              - { id: FeedCoordinator, parent: AppCoordinator, removed_on_finish: ↓false }
            """#),
        ],
        nonTriggering: [
            RuleExample.coordinators(#"""
              - { id: AppCoordinator, removed_on_finish: false }
              - { id: FeedCoordinator, parent: AppCoordinator }
            """#),
        ]
    )
    static let hooks: LintHooks = .coordinator

    static func check(coordinator: Coordinator, in context: inout LintContext) {
        guard !coordinator.removedOnFinish, coordinator.parent != nil else { return }
        report("coordinator '\(coordinator.id)' is never removed from its parent's childCoordinators when it finishes, so it and its screens stay alive; have didFinish() call the parent to remove it",
               at: coordinator.removedNode ?? coordinator.node, subject: coordinator.id, in: &context)
    }
}
