/// What a stage's checklist says for each unit: the strategy's steps, then what the lint
/// rules found about the unit's screens.
enum Checklist {
    static func items(for unit: MigrationUnit, analysis: Analysis, findings: [String: [Int]], owners: [Int: [Int]]) -> [ChecklistItem] {
        let graph = analysis.graph
        let anchor = unit.members[0]
        var items: [ChecklistItem] = []
        func add(_ action: ChecklistItem.Action, rule: RuleID? = nil, _ text: String) {
            items.append(ChecklistItem(action, unit: unit.id, rule: rule, text))
        }
        let inSwiftUIOnly = analysis.replacesRepresentablesOnly(unit)
        if !unit.parentsInSwiftUI.isEmpty {
            let replacement = unit.strategy == .perNavigation && graph.isContainer(anchor)
                ? "\(stackAPI(unit)) of its \(Plural.count(unit.screens.count, "screen")) (\(unit.screens.joined(separator: ", ")))" : "its SwiftUI view"
            add(.replaceRepresentable, "\(unit.id): in \(unit.parentsInSwiftUI.joined(separator: ", ")), already SwiftUI, replace the UIViewControllerRepresentable that keeps it with \(replacement) (no hosting controller, no addChild)")
        }
        switch unit.strategy {
        case _ where inSwiftUIOnly:
            break
        case .modal:
            add(.migrate, "\(unit.id): rewrite as a SwiftUI view; present it with `present(UIHostingController(rootView: …), animated: true)`; close it with \(dismissAPI(unit, analysis)); keep it from calling its presenter or a navigation controller")
        case .perNavigation:
            if graph.isContainer(anchor) {
                add(.migrate, "\(unit.id): replace the UINavigationController and its \(Plural.count(unit.screens.count, "screen")) (\(unit.screens.joined(separator: ", "))) with one UIHostingController holding \(stackAPI(unit))")
            } else {
                add(.migrate, "\(unit.id): replace the view controller with a UIHostingController of its SwiftUI view")
            }
        case .embedded:
            // UIHostingConfiguration is a cell's content configuration: headers and footers keep a host.
            let inCell = graph.incoming[anchor].contains { graph.embedsInCell($0) }
            add(.migrate, inCell && (unit.shipTarget ?? analysis.deploymentTarget) >= OSVersion(16)
                ? "\(unit.id): show it with UIHostingConfiguration in the cell's contentConfiguration"
                : "\(unit.id): embed the hosting controller with embedSwiftUI (addChild → addSubview → didMove(toParent:)) and remove it with removeEmbedded")
        case .fullRewrite:
            if anchor == graph.root || analysis.isWholeAppRewrite {
                add(.migrate, "\(unit.id): move the window's root to an `@main App` with a `WindowGroup`\(graph.container(anchor)?.kind == .tabBar ? " holding a TabView" : ""); keep UIKit screens that stay behind UIViewControllerRepresentable")
                let switched = unit.members.dropFirst().filter { graph.containerKind($0) == .tabBar || graph.containerKind($0) == .split }
                if !switched.isEmpty {
                    let shown = graph.outgoing[anchor].filter { graph.edges[$0].kind == .embed }.map { graph.ids[graph.edges[$0].to] }
                    let views = switched.map { "'\(graph.ids[$0])' as a \(graph.containerKind($0) == .tabBar ? "TabView" : "NavigationSplitView")" }
                    add(.migrate, "\(unit.id): becomes the App's root view, switching between \(shown.map { "'\($0)'" }.joined(separator: ", ")) with state instead of swapping child view controllers; rewrite \(views.joined(separator: " and ")) in the same step")
                }
                add(.hazard, "\(unit.id): keep the app delegate with `@UIApplicationDelegateAdaptor(AppDelegate.self)` (push registration, URL and quick-action handlers, SDK setup); code that reaches it through `UIApplication.shared.delegate as? AppDelegate` must use the adaptor's instance instead, since the application's delegate is then SwiftUI's own object (https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor)")
            } else {
                add(.migrate, "\(unit.id): rewrite the \(graph.container(anchor)?.kind.rawValue ?? "container") in SwiftUI now that its children are SwiftUI or bridged")
            }
        case .keep, .done:
            break
        }
        items += Hazards.items(for: unit, makesHost: !inSwiftUIOnly, analysis: analysis, owners: owners)
        for m in unit.members {
            for i in findings[graph.ids[m]] ?? [] where analysis.findings[i].rule != .unreachableScreen && !fixedFirst(analysis.findings[i].rule)
                && !aboutTheInventory(analysis.findings[i].rule) {
                add(.finding, rule: analysis.findings[i].rule, "\(graph.ids[m]): \(analysis.findings[i].message) [\(analysis.findings[i].rule)]")
            }
        }
        for gate in unit.gates where gate.status == .fallback {
            // A named shim has its own checklist line and snippet.
            guard let g = analysis.catalog[gate.gate], let fallback = g.fallback, fallback.shim == nil else { continue }
            // Fallback texts name a replacement ("ObservableObject + @Published") or an action ("use a List").
            let text = fallback.text.hasPrefix("use ") ? String(fallback.text.dropFirst(4)) : fallback.text
            add(.useFallback, "\(unit.id): \(g.api) is iOS \(g.introduced)+; until then use \(text)")
        }
        return items
    }

    /// Containment mistakes are bugs in today's UIKit code: stage 0 fixes them, before any
    /// unit rewrites the code they are in.
    static func fixedFirst(_ rule: RuleID) -> Bool {
        switch rule {
        case .containmentViewOnly, .containmentMissingDidMove, .removalOrder, .removalViewOnly, .navigationControllerChild: true
        default: false
        }
    }

    /// Findings about the inventory itself, not about a unit: stage 0 deals with them before
    /// anything moves (an incomplete inventory makes every later stage doubtful).
    static func aboutTheInventory(_ rule: RuleID) -> Bool { rule == .navigationIncomplete }

    private static func dismissAPI(_ unit: MigrationUnit, _ analysis: Analysis) -> String {
        unit.gates.contains { $0.gate == "environment-dismiss" && $0.status == .native }
            ? "`@Environment(\\.dismiss)`" : "the dismiss wrapper (presentationMode below iOS 15)"
    }

    private static func stackAPI(_ unit: MigrationUnit) -> String {
        unit.gates.contains { $0.gate == "navigation-stack" && $0.status == .native }
            ? "a NavigationStack" : "NavigationStackOrView (NavigationView below iOS 16)"
    }
}
