/// Found by `bridgeplan scan` in Swift sources; the examples are Swift files.
enum ScanDidMoveTwice: DescribedRule {
    static let description = RuleDescription(
        .scanDidMoveTwice, .warning, .scan,
        summary: "Swift code calls didMove(toParent:) twice for one child.",
        rationale: "The child runs its arrival code twice; a hosting controller resolves its bridges twice.",
        sources: [
            RuleSource("didMove(toParent:) (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)"),
        ],
        fix: "Call it once, after the view is added.",
        triggering: [
            RuleExample.homeViewController(members: #"""
                func show() {
                    let panel = PanelViewController()
                    addChild(panel)
                    view.addSubview(panel.view)
                    panel.didMove(toParent: self)
                    ↓panel.didMove(toParent: self)
                }
            """#),
        ],
        nonTriggering: [
            RuleExample.homeViewController(members: #"""
                func show(_ animated: Bool) {
                    let panel = PanelViewController()
                    addChild(panel)
                    view.addSubview(panel.view)
                    if animated {
                        panel.didMove(toParent: self)
                    } else {
                        panel.didMove(toParent: self)
                    }
                }
            """#),
        ]
    )
}
