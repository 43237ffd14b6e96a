enum StoryboardHostingInit: LintRule {
    static let description = RuleDescription(
        .storyboardHostingInit, .info, .navigation,
        summary: "A screen created from a storyboard that becomes a hosting controller needs init?(coder:).",
        rationale: "A storyboard creates its view controllers with init?(coder:); a UIHostingController subclass made there must implement it and call super.init(coder:rootView:). Screens that move inside a navigation stack or a full rewrite become SwiftUI views, not hosting controllers, and need nothing.",
        sources: [
            RuleSource("UIHostingController init(coder:rootView:) (Apple)", "https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)"),
        ],
        fix: "Give the UIHostingController subclass `required init?(coder: NSCoder) { super.init(coder: coder, rootView: …) }`.",
        triggering: [
            #"""
            version: 1
            app: { name: A, deployment_target: "15.0", root: Nav }
            policy: { full_rewrite_max_screens: 0 }
            containers:
              - { id: Nav, kind: navigation, root: Home }
            screens:
              - { id: Home, present: [Terms] }
              - { id: Terms, source: ↓storyboard }
            """#,
        ],
        nonTriggering: [
            #"""
            version: 1
            app: { name: A, deployment_target: "15.0", root: Nav }
            policy: { full_rewrite_max_screens: 0 }
            containers:
              - { id: Nav, kind: navigation, root: Home }
            screens:
              - { id: Home, push: [Detail] }
              - { id: Detail, source: storyboard }
            """#,
        ]
    )
    static let hooks: LintHooks = .screen

    static func check(screen s: Int, in context: inout LintContext) {
        let screens = context.inventory.screens
        guard screens[s].source == .storyboard, context.becomesHostingController(context.graph.containerCount + s) else { return }
        report("'\(screens[s].id)' is created from a storyboard and becomes a hosting controller: its UIHostingController subclass needs `required init?(coder:)` calling `super.init(coder: coder, rootView: …)`",
               at: screens[s].sourceNode ?? screens[s].node, element: context.graph.containerCount + s, in: &context)
    }
}
