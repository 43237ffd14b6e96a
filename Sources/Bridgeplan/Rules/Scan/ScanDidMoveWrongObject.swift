/// Found by `bridgeplan scan` in Swift sources; the examples are Swift files.
enum ScanDidMoveWrongObject: DescribedRule {
    static let description = RuleDescription(
        .scanDidMoveWrongObject, .warning, .scan,
        summary: "Swift code calls didMove(toParent:) on the parent or on a controller it did not add.",
        rationale: "didMove(toParent:) tells the child it arrived; sent to the parent itself, or to another controller, the child still never hears it.",
        sources: [
            RuleSource("didMove(toParent:) (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)"),
        ],
        fix: "Call didMove(toParent: self) on the child you added.",
        triggering: [
            RuleExample.homeViewController(members: #"""
                func show() {
                    let panel = PanelViewController()
                    addChild(panel)
                    view.addSubview(panel.view)
                    ↓self.didMove(toParent: self)
                }
            """#),
        ],
        nonTriggering: [
            RuleExample.homeViewController(members: #"""
                func show() {
                    let panel = PanelViewController()
                    addChild(panel)
                    view.addSubview(panel.view)
                    panel.didMove(toParent: self)
                }
            """#),
        ]
    )
}
