enum CoordinatorStrongReference: LintRule {
    static let description = RuleDescription(
        .coordinatorStrongReference, .warning, .coordinators,
        summary: "A view controller holds its coordinator strongly (a cycle when the coordinator holds it too).",
        rationale: "A coordinator usually keeps its view controllers, directly or through its navigation controller. A view controller that keeps its coordinator in a strong property closes the cycle, and neither is freed when the flow ends. Without the coordinator holding the view controller there is no cycle, which is why this is a warning.",
        sources: [
            RuleSource("Automatic Reference Counting: strong reference cycles (The Swift Programming Language)", "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/automaticreferencecounting/"),
            RuleSource("Coordinators Redux (Soroush Khanlou)", "https://khanlou.com/2015/10/coordinators-redux/"),
        ],
        fix: "Declare the view controller's coordinator property `weak var`.",
        triggering: [
            RuleExample.coordinators(#"""
              - { id: AppCoordinator }
              - { id: FeedCoordinator, parent: AppCoordinator, view_controller_reference: ↓strong }
            """#),
        ],
        nonTriggering: [
            RuleExample.coordinators(#"""
              - { id: AppCoordinator }
              - { id: FeedCoordinator, parent: AppCoordinator, view_controller_reference: weak }
            """#),
        ]
    )
    static let hooks: LintHooks = .coordinator

    static func check(coordinator: Coordinator, in context: inout LintContext) {
        guard coordinator.viewControllerReference == .strong else { return }
        report("view controllers hold coordinator '\(coordinator.id)' strongly: a retain cycle whenever the coordinator also holds them (in a property or through its navigation controller), so neither is ever freed; declare the view controller's coordinator property `weak var`",
               at: coordinator.referenceNode ?? coordinator.node, subject: coordinator.id, in: &context)
    }
}
