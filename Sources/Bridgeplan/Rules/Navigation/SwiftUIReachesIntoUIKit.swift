enum SwiftUIReachesIntoUIKit: LintRule {
    static let description = RuleDescription(
        .swiftUIReachesIntoUIKit, .warning, .navigation,
        summary: "A SwiftUI view that drives its presenter or a UINavigationController.",
        rationale: "A SwiftUI view that holds its presenting view controller or a navigation controller to dismiss or push ties itself to UIKit: it breaks when its presenter changes, and again when the stack moves to SwiftUI.",
        sources: [
            RuleSource("DismissAction (Apple)", "https://developer.apple.com/documentation/swiftui/dismissaction"),
        ],
        fix: "Close with @Environment(\\.dismiss) and pass closures for anything else, or migrate the navigation it drives with it.",
        triggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, present: [Compose] }
              - { id: Compose, framework: swiftui, reaches_into_uikit: ↓true }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, present: [Compose] }
              - { id: Compose, framework: swiftui }
            """#),
        ]
    )
    static let hooks: LintHooks = .screen

    static func check(screen s: Int, in context: inout LintContext) {
        let screens = context.inventory.screens
        guard screens[s].reachesIntoUIKit else { return }
        let message = screens[s].framework == .swiftui
            ? "SwiftUI '\(screens[s].id)' drives its presenter or a UINavigationController; pass closures or dismiss through @Environment(\\.dismiss) instead, or migrate the navigation it drives with it"
            : "'\(screens[s].id)' is marked as reaching into UIKit: its SwiftUI version must not call its presenter or a UINavigationController; give it closures or migrate its navigation with it"
        report(message, at: screens[s].reachesNode ?? screens[s].node, element: context.graph.containerCount + s, in: &context)
    }
}
