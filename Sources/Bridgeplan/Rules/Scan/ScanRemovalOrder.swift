/// Found by `bridgeplan scan` in Swift sources; the examples are Swift files.
enum ScanRemovalOrder: DescribedRule {
    static let description = RuleDescription(
        .scanRemovalOrder, .warning, .scan,
        summary: "Swift code calls willMove(toParent: nil) after removeFromParent.",
        rationale: "After removeFromParent the child has already been told it left; willMove then announces a departure that is over.",
        sources: [
            RuleSource("willMove(toParent:) (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)"),
            RuleSource("removeFromParent() (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()"),
        ],
        fix: "Call willMove(toParent: nil) first.",
        triggering: [
            RuleExample.homeViewController(members: #"""
                func hide(_ child: UIViewController) {
                    child.removeFromParent()
                    ↓child.willMove(toParent: nil)
                    child.view.removeFromSuperview()
                }
            """#),
        ],
        nonTriggering: [
            RuleExample.homeViewController(members: #"""
                func hide(_ child: UIViewController) {
                    child.willMove(toParent: nil)
                    child.removeFromParent()
                    child.view.removeFromSuperview()
                }
            """#),
        ]
    )
}
