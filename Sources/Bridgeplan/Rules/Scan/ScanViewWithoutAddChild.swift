/// Found by `bridgeplan scan` in Swift sources; the examples are Swift files.
enum ScanViewWithoutAddChild: DescribedRule {
    static let description = RuleDescription(
        .scanViewWithoutAddChild, .error, .scan,
        summary: "Swift code adds a view controller's view without addChild.",
        rationale: "The same mistake as containment-view-only, found in the source: the child is never in children, so it gets no appearance or trait callbacks and a hosted view's navigation bridges are never set up.",
        sources: [
            RuleSource("Creating a custom container view controller (Apple)", "https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller"),
            RuleSource("addChild(_:) (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)"),
        ],
        fix: "addChild(child), add the view, then child.didMove(toParent: self).",
        triggering: [
            RuleExample.homeViewController(members: #"""
                let panel = PanelViewController()

                func show() {
                    ↓view.addSubview(panel.view)
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
