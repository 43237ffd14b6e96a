import YAMLFront

/// The containment, navigation, coordinator and gate rules.
/// Each finding points at the YAML node it comes from and says what to do.
struct Linter {
    let analysis: Analysis
    private var findings: [Diagnostic] = []
    // Stored, not computed from `analysis`: a computed one copied (retained) the whole
    // graph or inventory on every use.
    private let graph: AppGraph
    private let inventory: Inventory

    init(analysis: Analysis) {
        self.analysis = analysis
        graph = analysis.graph
        inventory = analysis.inventory
    }

    mutating func run() -> [Diagnostic] {
        for edge in graph.edges {
            if let embed = graph.embed(edge) { lintEmbed(edge, embed) }
            if edge.kind == .push || edge.kind == .root { lintNavigationEdge(edge) }
        }
        for s in inventory.screens.indices { lintScreen(s) }
        lintStacks()
        lintCoordinators()
        lintReachability()
        lintGates()
        return findings
    }

    private mutating func add(_ rule: RuleID, _ message: String, at node: Span, subject: String, notes: [String] = []) {
        findings.append(Diagnostic(rule: rule, message: message, location: inventory.location(node), subject: subject, notes: notes))
    }

    /// The target the element's unit ships on, else the deployment target. Found by index,
    /// not by `Analysis.unit(containing:)`, which hashes the id and copies the unit.
    private func shipTarget(of i: Int) -> OSVersion {
        analysis.unitOf[i].flatMap { analysis.units[$0].shipTarget } ?? analysis.deploymentTarget
    }

    /// Whether the plan hosts the element in a hosting controller of its own: a modal or an
    /// embedded unit's screen. A screen moved in a per-navigation unit becomes a view in its
    /// stack's NavigationStack, and a full rewrite leaves no storyboard to create it.
    private func becomesHostingController(_ i: Int) -> Bool {
        guard let u = analysis.unitOf[i] else { return graph.framework(i) == .swiftui }
        switch analysis.units[u].strategy {
        case .modal, .embedded: return true
        // A container's child with no stack of its own is a per-navigation unit of one screen.
        case .perNavigation: return analysis.units[u].members == [i]
        case .done: return graph.framework(i) == .swiftui
        case .fullRewrite, .keep: return false
        }
    }

    /// Whether an element is SwiftUI now or will become SwiftUI in the plan.
    private func becomesSwiftUI(_ i: Int) -> Bool {
        if graph.framework(i) == .swiftui { return true }
        guard let u = analysis.unitOf[i] else { return false }
        return analysis.units[u].strategy != .keep
    }

    private mutating func lintEmbed(_ edge: Edge, _ embed: Embed) {
        let parent = graph.ids[edge.from], child = graph.ids[edge.to]
        switch embed.containment {
        case .viewOnly:
            add(.containmentViewOnly,
                "'\(parent)' adds '\(child)'s view without addChild: the child gets no appearance or trait-change callbacks (onAppear/onDisappear in a hosted view), a hosted view's navigation title and toolbar are never bridged, and presenting from it finds no parent; call addChild, then add the view, then didMove(toParent:)",
                at: embed.containmentNode ?? embed.node, subject: child)
        case .missingDidMove:
            add(.containmentMissingDidMove,
                "'\(parent)' calls addChild for '\(child)' but never didMove(toParent:); call it after adding the view so the child knows the transition finished",
                at: embed.containmentNode ?? embed.node, subject: child)
        case .full:
            break
        }
        switch embed.removal {
        case .missingWillMove:
            add(.removalOrder,
                "'\(child)' is removed from '\(parent)' without willMove(toParent: nil); call it first, then removeFromSuperview and removeFromParent (which sends didMove(toParent: nil) itself)",
                at: embed.removalNode ?? embed.node, subject: child)
        case .wrongOrder:
            add(.removalOrder,
                "'\(child)' gets willMove(toParent: nil) after removeFromParent; call willMove(toParent: nil) first, then removeFromSuperview and removeFromParent",
                at: embed.removalNode ?? embed.node, subject: child)
        case .viewOnly:
            add(.removalViewOnly,
                "only '\(child)'s view is removed: the controller stays in '\(parent)'.children and keeps receiving events; call willMove(toParent: nil), removeFromSuperview, removeFromParent",
                at: embed.removalNode ?? embed.node, subject: child)
        case .full, .none:
            break
        }
        if graph.containerKind(edge.from) == .navigation {
            add(.navigationControllerChild,
                "'\(child)' is added as a child of navigation controller '\(parent)'; a UINavigationController manages its own children: push '\(child)' or embed it in a screen instead",
                at: embed.node, subject: child)
        }
        if embed.place != .view, !graph.isContainer(edge.to), becomesSwiftUI(edge.to) {
            let target = shipTarget(of: edge.to)
            // UIHostingConfiguration is a cell content configuration: headers and footers
            // (UITableViewHeaderFooterView, supplementary views) keep a hosting controller.
            let advice = embed.place == .cell && target >= OSVersion(16)
                ? "use UIHostingConfiguration (iOS 16+) as the cell's contentConfiguration instead of a hosting controller per cell"
                : "give each reused \(embed.place.rawValue) one hosting controller with full containment, updated with a new rootView and removed on reuse (the hosting-cell shim)\(embed.place == .cell ? "; move to UIHostingConfiguration once the target reaches 16.0" : "; UIHostingConfiguration is for cells only, not headers or footers")"
            add(.hostingControllerInCell,
                "'\(child)' is a SwiftUI view hosted in a \(embed.place.rawValue) of '\(parent)': \(advice)",
                at: embed.placeNode ?? embed.node, subject: child)
        }
    }

    private mutating func lintNavigationEdge(_ edge: Edge) {
        guard !graph.isContainer(edge.to) else { return }
        let from = graph.framework(edge.from), to = graph.framework(edge.to)
        let pushed = graph.ids[edge.to], pusher = graph.ids[edge.from]
        if edge.kind == .push, from != to {
            // Supported (a host's navigationTitle and toolbar are bridged to its navigationItem);
            // the cost is that a SwiftUI screen's onward navigation must go through UIKit.
            let swiftUIScreen = to == .swiftui ? edge.to : edge.from
            let pushesOnward = from == .swiftui || graph.outgoing[swiftUIScreen].contains { graph.edges[$0].kind == .push }
            let what = to == .swiftui
                ? "a hosting controller for SwiftUI '\(pushed)' is pushed onto UIKit '\(pusher)'s stack"
                : "SwiftUI '\(pusher)' pushes UIKit '\(pushed)' through the navigation controller"
            let cost = pushesOnward
                ? "its onward pushes must reach the UINavigationController through closures or a coordinator, since NavigationLink does nothing in a hosting controller"
                : "this works (the host's navigationTitle and toolbar are bridged to its navigationItem), but anything it pushes later must go through UIKit"
            findings.append(Diagnostic(
                rule: .mixedNavigationStack, severity: pushesOnward ? .warning : .info,
                message: "\(what): \(cost); migrating the whole stack as one per-navigation unit removes the seam",
                location: inventory.location(edge.node), subject: pushed))
        }
        if from == .uikit, to == .swiftui,
           let need = inventory.screens[edge.to - graph.containerCount].needs.first(where: { $0.gate == "navigation-stack" || $0.gate == "navigation-view" }) {
            add(.nestedNavigationBar,
                "SwiftUI '\(pushed)' uses \(need.gate == "navigation-stack" ? "NavigationStack" : "NavigationView") inside a hosting controller on UIKit '\(pusher)'s stack: two navigation bars; drop the inner navigation container or migrate the stack as one unit",
                at: edge.node, subject: pushed)
        }
    }

    private mutating func lintScreen(_ s: Int) {
        // Fields are read in place: a copy of the screen would retain every one of them.
        let screens = inventory.screens, element = graph.containerCount + s
        if screens[s].reachesIntoUIKit {
            let message = screens[s].framework == .swiftui
                ? "SwiftUI '\(screens[s].id)' drives its presenter or a UINavigationController; pass closures or dismiss through @Environment(\\.dismiss) instead, or migrate the navigation it drives with it"
                : "'\(screens[s].id)' is marked as reaching into UIKit: its SwiftUI version must not call its presenter or a UINavigationController; give it closures or migrate its navigation with it"
            add(.swiftUIReachesIntoUIKit, message, at: screens[s].reachesNode ?? screens[s].node, subject: screens[s].id)
        }
        if screens[s].source == .storyboard, becomesHostingController(element) {
            add(.storyboardHostingInit,
                "'\(screens[s].id)' is created from a storyboard and becomes a hosting controller: its UIHostingController subclass needs `required init?(coder:)` calling `super.init(coder: coder, rootView: …)`",
                at: screens[s].sourceNode ?? screens[s].node, subject: screens[s].id)
        }
        // Runs on iOS 16 whenever the target is below 17: a 15.0 app runs on 16.x devices too.
        if analysis.deploymentTarget < OSVersion(17), becomesSwiftUI(element),
           let need = screens[s].needs.first(where: { $0.gate == "navigation-view" }) {
            add(.navigationViewInHosting16,
                "SwiftUI '\(screens[s].id)' uses NavigationView inside a hosting controller, and an app with a \(analysis.deploymentTarget) target runs on iOS 16, where this has crashed in UIHostingController.didMove(toParent:) (reported for 16.0–16.2; whether 16.3 fixed it is unconfirmed); use NavigationStack from iOS 16, through the NavigationStackOrView helper below it",
                at: need.node, subject: screens[s].id)
        }
        if let need = screens[s].needs.first(where: { $0.gate == "refreshable-scroll-view" }) {
            let target = shipTarget(of: element)
            if target < OSVersion(16) {
                add(.refreshableScrollViewBelow16,
                    "'\(screens[s].id)' uses .refreshable on a ScrollView, whose action iOS 15 never runs (it ships on \(target)); put the content in a List, which refreshes from iOS 15, or keep the screen's UIKit scroll view and its UIRefreshControl until the target reaches 16.0 (a SwiftUI ScrollView has no UIScrollView to attach one to)",
                    at: need.node, subject: screens[s].id)
            }
        }
    }

    /// Stacks migrated below iOS 16 run on NavigationView through NavigationStackOrView.
    private mutating func lintStacks() {
        // By index: most units are scheduled, and a copy of one retains its seven arrays.
        for u in analysis.units.indices where analysis.units[u].isScheduled {
            guard graph.containerKind(analysis.units[u].members[0]) == .navigation,
                  analysis.units[u].gates.contains(where: { $0.gate == "navigation-stack" && $0.status == .fallback }),
                  let container = graph.container(analysis.units[u].members[0]) else { continue }
            add(.navigationViewBelow16,
                "stack '\(container.id)' ships on iOS \(analysis.units[u].shipTarget ?? analysis.deploymentTarget), below NavigationStack (16.0): it runs on NavigationView through the NavigationStackOrView helper, whose double-tap and back-navigation bugs need testing; drop the helper at the 16.0 raise",
                at: container.node, subject: container.id)
        }
    }

    private mutating func lintCoordinators() {
        for coordinator in inventory.coordinators {
            if coordinator.viewControllerReference == .strong {
                add(.coordinatorStrongReference,
                    "view controllers hold coordinator '\(coordinator.id)' strongly: a retain cycle whenever the coordinator also holds them (in a property or through its navigation controller), so neither is ever freed; declare the view controller's coordinator property `weak var`",
                    at: coordinator.referenceNode ?? coordinator.node, subject: coordinator.id)
            }
            if !coordinator.removedOnFinish, coordinator.parent != nil {
                add(.coordinatorNotRemoved,
                    "coordinator '\(coordinator.id)' is never removed from its parent's childCoordinators when it finishes, so it and its screens stay alive; have didFinish() call the parent to remove it",
                    at: coordinator.removedNode ?? coordinator.node, subject: coordinator.id)
            }
        }
    }

    private mutating func lintReachability() {
        // A plan must never read as "delete most of the app": when many screens are
        // unreachable, the likelier story is navigation the inventory does not record.
        let screens = inventory.screens.count, unreachable = analysis.unreachableScreens.count
        if screens >= 6, unreachable * 3 > screens {
            add(.navigationIncomplete,
                "\(unreachable) of \(screens) screens are not reached from the root '\(inventory.app.root.id)'\(inventory.app.entries.isEmpty ? "" : " or an entry"): the inventory's navigation looks incomplete, so do not delete them on this plan's word; add the edges made in storyboards (segues, instantiation), by coordinators or routers, and the entry points (app.entries: deep links, notifications, quick actions)",
                at: inventory.app.root.node, subject: inventory.app.root.id)
        }
        for (i, id) in graph.ids.enumerated() where !analysis.reachable[i] {
            let noun = graph.isContainer(i) ? "container" : "screen"
            add(.unreachableScreen,
                "\(noun) '\(id)' is not reached from the root '\(inventory.app.root.id)'\(inventory.app.entries.isEmpty ? "" : " or an entry") by any tab, root, push, present or embed: delete it, or add the edge that shows it",
                at: graph.node(i), subject: id)
        }
    }

    private mutating func lintGates() {
        for u in analysis.units.indices where analysis.units[u].isBlocked {
            let unit = analysis.units[u]
            for gate in unit.gates where gate.status == .unmet {
                let g = analysis.catalog[gate.gate]!
                let fallback = g.fallback.map { " (its fallback needs iOS \($0.minimum))" } ?? " and has no fallback"
                let raise = analysis.targets.count > 1 ? "no planned raise reaches it" : "no target_roadmap raise is planned"
                let message = "'\(gate.neededBy)' needs \(g.api) (\(g.id)), introduced in iOS \(g.introduced)\(fallback); the target is \(analysis.deploymentTarget) and \(raise): add a roadmap raise to \(g.metFrom) or drop the need"
                let node = needNode(gate: gate.gate, screen: gate.neededBy) ?? graph.node(unit.members[0])
                add(.gateUnmet, message, at: node, subject: graph.index[gate.neededBy] != nil ? gate.neededBy : unit.id)
            }
        }
    }

    private func needNode(gate: String, screen: String) -> Span? {
        guard let i = graph.index[screen], let s = graph.screen(i) else { return nil }
        return s.needs.first { $0.gate == gate }?.node
    }
}
