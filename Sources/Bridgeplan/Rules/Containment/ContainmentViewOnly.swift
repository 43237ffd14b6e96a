enum ContainmentViewOnly: LintRule {
    static let description = RuleDescription(
        .containmentViewOnly, .error, .containment,
        summary: "A child's view is added without addChild: no appearance or trait forwarding, and a detached presenter.",
        rationale: "A view controller whose view is added with addSubview alone is not in the parent's children: UIKit never forwards appearance callbacks (viewWillAppear, viewDidDisappear) or trait changes to it, and presenting from it logs \"Presenting view controllers on detached view controllers is discouraged\" (public reports fix that with addChild). Whether a hosted view's navigation title and toolbar reach an enclosing navigation bar from there is not documented; Apple documents a hosting controller as presented or embedded as a child. Hit-testing is unaffected: touches still reach the view.",
        sources: [
            RuleSource("Creating a custom container view controller (Apple)", "https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller"),
            RuleSource("addChild(_:) (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)"),
            RuleSource("UIHostingController (Apple)", "https://developer.apple.com/documentation/swiftui/uihostingcontroller"),
            RuleSource("\"Presenting view controllers on detached view controllers is discouraged\", fixed with addChild (google/blockly-ios#311)", "https://github.com/google/blockly-ios/issues/311"),
        ],
        fix: "Call addChild(child), add child.view to the hierarchy, then child.didMove(toParent: self) (the containment-helper shim does all three).",
        triggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, embed: [{ target: Panel, containment: ↓view-only }] }
              - { id: Panel }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, embed: [{ target: Panel, containment: full }] }
              - { id: Panel }
            """#),
        ]
    )
    static let hooks: LintHooks = .embed

    static func check(_ edge: Edge, embed: Embed, in context: inout LintContext) {
        guard embed.containment == .viewOnly else { return }
        let parent = context.graph.ids[edge.from], child = context.graph.ids[edge.to]
        report("'\(parent)' adds '\(child)'s view without addChild: the child gets no appearance or trait-change callbacks (viewWillAppear and the rest), and presenting from it logs \"Presenting view controllers on detached view controllers is discouraged\"; call addChild, then add the view, then didMove(toParent:)",
               at: embed.containmentNode ?? embed.node, element: edge.to, in: &context)
    }
}
