/// Found by `bridgeplan scan` in Swift sources; the examples are Swift files.
enum ScanChildViewRemovedOnly: DescribedRule {
    static let description = RuleDescription(
        .scanChildViewRemovedOnly, .warning, .scan,
        summary: "Swift code removes a child's view but never removes the child from its parent.",
        rationale: "The controller stays in children, receiving callbacks and holding memory, after its view is gone.",
        sources: [
            RuleSource("removeFromParent() (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()"),
        ],
        fix: "willMove(toParent: nil), removeFromSuperview(), removeFromParent().",
        triggering: [
            RuleExample.homeViewController(members: #"""
                let panel = PanelViewController()

                func show() {
                    addChild(panel)
                    view.addSubview(panel.view)
                    panel.didMove(toParent: self)
                }

                func hide() {
                    ↓panel.view.removeFromSuperview()
                }
            """#),
        ],
        nonTriggering: [
            RuleExample.homeViewController(members: #"""
                let panel = PanelViewController()

                func show() {
                    addChild(panel)
                    view.addSubview(panel.view)
                    panel.didMove(toParent: self)
                }

                func hide() {
                    panel.willMove(toParent: nil)
                    panel.view.removeFromSuperview()
                    panel.removeFromParent()
                }
            """#),
        ]
    )
}
