/// Found by `bridgeplan scan` in Swift sources; the examples are Swift files.
enum ScanAddChildWithoutDidMove: DescribedRule {
    static let description = RuleDescription(
        .scanAddChildWithoutDidMove, .warning, .scan,
        summary: "Swift code calls addChild without didMove(toParent:) on the child.",
        rationale: "addChild sends willMove(toParent:) for you; didMove(toParent:) is the parent's to send once the view is in place.",
        sources: [
            RuleSource("Creating a custom container view controller (Apple)", "https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller"),
            RuleSource("didMove(toParent:) (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)"),
        ],
        fix: "Call child.didMove(toParent: self) after adding the child's view.",
        triggering: [
            RuleExample.homeViewController(members: #"""
                let panel = PanelViewController()

                func show() {
                    ↓addChild(panel)
                    view.addSubview(panel.view)
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
            """#),
        ]
    )
}
