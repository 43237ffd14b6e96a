enum RefreshableScrollViewBelow16: LintRule {
    static let description = RuleDescription(
        .refreshableScrollViewBelow16, .warning, .navigation,
        summary: "`.refreshable` on a ScrollView, which iOS 15 ignores.",
        rationale: ".refreshable(action:) is available from iOS 15, but on iOS 15 only a List runs the action; pull to refresh on a ScrollView arrived in iOS 16. A SwiftUI ScrollView exposes no UIScrollView, so a UIRefreshControl cannot be attached to it either.",
        sources: [
            RuleSource("refreshable(action:) (Apple)", "https://developer.apple.com/documentation/swiftui/view/refreshable(action:)"),
            RuleSource("A ScrollView's refreshable action not run on iOS 15.5 (techblog.recochoku.jp)", "https://techblog.recochoku.jp/10454"),
        ],
        fix: "Put the content in a List, which refreshes from iOS 15, or keep the screen's UIKit scroll view and its UIRefreshControl until the target reaches 16.",
        triggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, needs: [↓refreshable-scroll-view] }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(target: "16.0", screens: #"""
              - { id: Home, needs: [refreshable-scroll-view] }
            """#),
        ]
    )
    static let hooks: LintHooks = .screen

    static func check(screen s: Int, in context: inout LintContext) {
        let screens = context.inventory.screens
        guard let need = screens[s].needs.first(where: { $0.gate == "refreshable-scroll-view" }) else { return }
        let target = context.shipTarget(of: context.graph.containerCount + s)
        guard target < OSVersion(16) else { return }
        report("'\(screens[s].id)' uses .refreshable on a ScrollView, whose action iOS 15 never runs (it ships on \(target)); put the content in a List, which refreshes from iOS 15, or keep the screen's UIKit scroll view and its UIRefreshControl until the target reaches 16.0 (a SwiftUI ScrollView has no UIScrollView to attach one to)",
               at: need.node, element: context.graph.containerCount + s, in: &context)
    }
}
