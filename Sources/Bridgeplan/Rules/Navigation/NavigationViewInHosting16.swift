enum NavigationViewInHosting16: LintRule {
    static let description = RuleDescription(
        .navigationViewInHosting16, .warning, .navigation,
        summary: "NavigationView in a hosting controller in an app that runs on iOS 16.",
        rationale: "On iOS 16.0 to 16.2, NavigationView inside a UIHostingController has crashed in UIHostingController.didMove(toParent:) as the host left a navigation controller; whether 16.3 and later fixed it is unconfirmed. Any app whose target is below 17 runs on iOS 16, a 15.0 app included. NavigationStack does not crash there.",
        sources: [
            RuleSource("Fixing iOS 16 crashes by switching to NavigationStack (ACINQ/phoenix PR #333)", "https://github.com/ACINQ/phoenix/pull/333"),
            RuleSource("Apple Developer Forums thread 716310", "https://developer.apple.com/forums/thread/716310"),
        ],
        fix: "Use NavigationStack from iOS 16, through the NavigationStackOrView helper below it.",
        triggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, present: [Help] }
              - { id: Help, framework: swiftui, needs: [↓navigation-view] }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(target: "17.0", screens: #"""
              - { id: Home, present: [Help] }
              - { id: Help, framework: swiftui, needs: [navigation-view] }
            """#),
        ]
    )
    static let hooks: LintHooks = .screen

    static func check(screen s: Int, in context: inout LintContext) {
        let screens = context.inventory.screens, target = context.analysis.deploymentTarget
        // Runs on iOS 16 whenever the target is below 17: a 15.0 app runs on 16.x devices too.
        guard target < OSVersion(17), context.becomesSwiftUI(context.graph.containerCount + s),
              let need = screens[s].needs.first(where: { $0.gate == "navigation-view" }) else { return }
        report("SwiftUI '\(screens[s].id)' uses NavigationView inside a hosting controller, and an app with a \(target) target runs on iOS 16, where this has crashed in UIHostingController.didMove(toParent:) (reported for 16.0–16.2; whether 16.3 fixed it is unconfirmed); use NavigationStack from iOS 16, through the NavigationStackOrView helper below it",
               at: need.node, element: context.graph.containerCount + s, in: &context)
    }
}
