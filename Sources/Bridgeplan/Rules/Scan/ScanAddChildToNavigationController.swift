/// Found by `bridgeplan scan` in Swift sources; the examples are Swift files.
enum ScanAddChildToNavigationController: DescribedRule {
    static let description = RuleDescription(
        .scanAddChildToNavigationController, .warning, .scan,
        summary: "Swift code adds a child view controller to a UINavigationController.",
        rationale: "A navigation controller's children are its stack; a child added with addChild confuses pushes, pops and the navigation bar.",
        sources: [
            RuleSource("UINavigationController (Apple)", "https://developer.apple.com/documentation/uikit/uinavigationcontroller"),
        ],
        fix: "Push it, or embed it in a screen on the stack.",
        triggering: [
            RuleExample.homeViewController(members: #"""
                func showOverlay() {
                    let overlay = PanelViewController()
                    ↓navigationController?.addChild(overlay)
                    overlay.didMove(toParent: navigationController)
                }
            """#),
        ],
        nonTriggering: [
            RuleExample.homeViewController(members: #"""
                func showOverlay() {
                    navigationController?.pushViewController(PanelViewController(), animated: true)
                }
            """#),
        ]
    )
}
