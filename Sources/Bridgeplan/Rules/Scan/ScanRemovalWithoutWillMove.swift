/// Found by `bridgeplan scan` in Swift sources; the examples are Swift files.
enum ScanRemovalWithoutWillMove: DescribedRule {
    static let description = RuleDescription(
        .scanRemovalWithoutWillMove, .warning, .scan,
        summary: "Swift code removes a child without willMove(toParent: nil) first.",
        rationale: "removeFromParent sends didMove(toParent: nil) itself, but willMove(toParent: nil) must come first, from the parent.",
        sources: [
            RuleSource("willMove(toParent:) (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)"),
            RuleSource("removeFromParent() (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()"),
        ],
        fix: "child.willMove(toParent: nil), child.view.removeFromSuperview(), child.removeFromParent().",
        triggering: [
            RuleExample.homeViewController(members: #"""
                func hide(_ child: UIViewController) {
                    child.view.removeFromSuperview()
                    ↓child.removeFromParent()
                }
            """#),
        ],
        nonTriggering: [
            RuleExample.homeViewController(members: #"""
                func hide(_ child: UIViewController) {
                    child.willMove(toParent: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParent()
                }
            """#),
        ]
    )
}
