/// What a boundary becomes: the strategy of each UIKit/SwiftUI boundary.
public enum Strategy: String, Sendable, CaseIterable {
    case modal
    case perNavigation = "per-navigation"
    case fullRewrite = "full-rewrite"
    case embedded
    case keep
    case done
}

/// One gate a unit depends on, and how it is met at the target the unit ships on.
public struct UnitGate: Sendable, Hashable {
    public var gate: String
    /// Why the unit needs it: a screen's `needs` (the screen id) or the strategy itself.
    public var neededBy: String
    public var status: GateStatus
}

/// What moves to SwiftUI in one step.
public struct MigrationUnit: Sendable {
    /// The id of the element the unit is named after (a container or screen id).
    public var id: String
    public var strategy: Strategy
    /// Element indices in the graph; the anchor first.
    public var members: [Int]
    public var screens: [String]
    public var effort: Int
    /// The lowest version at which every gate is met natively or through its fallback.
    public var requiredTarget: OSVersion
    /// The deployment target the unit ships on; nil when blocked or not migrated.
    public var shipTarget: OSVersion?
    public var gates: [UnitGate]
    /// Named shims (see `Shim`) the unit uses at its ship target.
    public var shims: [String]
    /// Why it cannot be scheduled; empty when it can.
    public var blockedBy: [String]
    public var notes: [String]
    /// Nesting depth of the anchor below the root (rewrites run deepest first).
    public var depth: Int
    /// The gate that keeps the unit from shipping on the deployment target, and who needs it.
    public var heldBy: UnitGate?
    /// Parents the child is embedded in that are SwiftUI by the time the unit ships: there it
    /// replaces a representable rather than being added with addChild.
    public var parentsInSwiftUI: [String] = []
    /// Embedded in a reused header or footer view: one hosting controller per view, for good.
    public var hostedInHeader = false

    public var isBlocked: Bool { !blockedBy.isEmpty }

    /// Units that are planned into a stage.
    public var isScheduled: Bool { strategy != .done && strategy != .keep && !isBlocked }
}

/// A gate a strategy brings by itself, whatever its screens use.
enum StrategyGate: Int, CaseIterable {
    case hostingController, environmentDismiss, navigationStack, hostingConfiguration, representable
    case appProtocol, windowGroup, tabView, navigationSplitView, pagingTabView

    /// The catalog id.
    var id: String {
        switch self {
        case .hostingController: "ui-hosting-controller"
        case .environmentDismiss: "environment-dismiss"
        case .navigationStack: "navigation-stack"
        case .hostingConfiguration: "ui-hosting-configuration"
        case .representable: "ui-view-controller-representable"
        case .appProtocol: "app-protocol"
        case .windowGroup: "window-group"
        case .tabView: "tab-view"
        case .navigationSplitView: "navigation-split-view"
        // A pager becomes a TabView with the page style, which is iOS 14 (TabView is 13).
        case .pagingTabView: "tab-view-style-page"
        }
    }

    // Shared lists, not a new array per unit: nearly every unit asks for one of these.
    private static let hosting: [Self] = [.hostingController]
    private static let modal: [Self] = [.hostingController, .environmentDismiss]
    private static let stack: [Self] = [.hostingController, .navigationStack]
    private static let cell: [Self] = [.hostingController, .hostingConfiguration]
    private static let kept: [Self] = [.representable]

    /// The gates `unit`'s strategy brings, each once.
    static func gates(for unit: MigrationUnit, in graph: AppGraph, isAppRoot: Bool, embedsInCell: Bool) -> [Self] {
        let anchor = unit.members[0]
        switch unit.strategy {
        case .modal:
            return modal
        case .perNavigation:
            return graph.containerKind(anchor) == .navigation ? stack : hosting
        case .embedded:
            return embedsInCell ? cell : hosting
        case .fullRewrite:
            var gates: [Self] = isAppRoot ? [.appProtocol, .windowGroup] : []
            switch graph.containerKind(anchor) {
            case .tabBar?: gates.append(.tabView)
            case .pager?: gates.append(contentsOf: [.tabView, .pagingTabView])
            case .navigation?: gates.append(.navigationStack)
            case .split?: gates.append(.navigationSplitView)
            case nil: break
            }
            return gates
        case .keep:
            return kept
        case .done:
            return []
        }
    }
}
