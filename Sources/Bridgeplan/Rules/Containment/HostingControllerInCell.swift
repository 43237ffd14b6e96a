enum HostingControllerInCell: LintRule {
    static let description = RuleDescription(
        .hostingControllerInCell, .warning, .containment,
        summary: "A hosting controller per table or collection cell, header or footer.",
        rationale: "A hosting controller made for every cell configuration, and never removed, piles up child view controllers as cells are reused. From iOS 16, UIHostingConfiguration shows SwiftUI in a table or collection view cell without a view controller; it is a cell content configuration, so headers and footers keep a hosting controller.",
        sources: [
            RuleSource("UIHostingConfiguration (Apple)", "https://developer.apple.com/documentation/swiftui/uihostingconfiguration"),
            RuleSource("Use SwiftUI with UIKit (WWDC22 session 10072)", "https://developer.apple.com/videos/play/wwdc2022/10072/"),
        ],
        fix: "From iOS 16 use UIHostingConfiguration as the cell's contentConfiguration; below it, and for headers and footers, give each reused view one hosting controller with full containment, removed on reuse (the hosting-cell shim).",
        triggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, embed: [{ target: Row, in: ↓cell }] }
              - { id: Row, framework: swiftui }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, embed: [{ target: Row, in: view }] }
              - { id: Row, framework: swiftui }
            """#),
        ]
    )
    static let hooks: LintHooks = .embed

    static func check(_ edge: Edge, embed: Embed, in context: inout LintContext) {
        guard embed.place != .view, !context.graph.isContainer(edge.to), context.becomesSwiftUI(edge.to) else { return }
        let parent = context.graph.ids[edge.from], child = context.graph.ids[edge.to]
        let target = context.shipTarget(of: edge.to)
        // UIHostingConfiguration is a cell content configuration: headers and footers
        // (UITableViewHeaderFooterView, supplementary views) keep a hosting controller.
        let advice = embed.place == .cell && target >= OSVersion(16)
            ? "use UIHostingConfiguration (iOS 16+) as the cell's contentConfiguration instead of a hosting controller per cell"
            : "give each reused \(embed.place.rawValue) one hosting controller with full containment, updated with a new rootView and removed on reuse (the hosting-cell shim)\(embed.place == .cell ? "; move to UIHostingConfiguration once the target reaches 16.0" : "; UIHostingConfiguration is for cells only, not headers or footers")"
        report("'\(child)' is a SwiftUI view hosted in a \(embed.place.rawValue) of '\(parent)': \(advice)",
               at: embed.placeNode ?? embed.node, element: edge.to, in: &context)
    }
}
