/// What a boundary becomes (DESIGN.md, "Strategies").
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

    public var isBlocked: Bool { !blockedBy.isEmpty }
    /// Units that are planned into a stage.
    public var isScheduled: Bool { strategy != .done && strategy != .keep && !isBlocked }
}

/// The gates a strategy brings by itself, whatever its screens use.
enum StrategyGates {
    static func gates(for unit: MigrationUnit, in graph: AppGraph, isAppRoot: Bool, embedsInCell: Bool) -> [String] {
        let anchor = unit.members[0]
        switch unit.strategy {
        case .modal:
            return ["ui-hosting-controller", "environment-dismiss"]
        case .perNavigation:
            return graph.container(anchor)?.kind == .navigation
                ? ["ui-hosting-controller", "navigation-stack"] : ["ui-hosting-controller"]
        case .embedded:
            return embedsInCell ? ["ui-hosting-controller", "ui-hosting-configuration"] : ["ui-hosting-controller"]
        case .fullRewrite:
            var gates = isAppRoot ? ["app-protocol", "window-group"] : []
            switch graph.container(anchor)?.kind {
            case .tabBar?, .pager?: gates.append("tab-view")
            case .navigation?: gates.append("navigation-stack")
            case .split?: gates.append("navigation-split-view")
            case nil: break
            }
            return gates
        case .keep:
            return ["ui-view-controller-representable"]
        case .done:
            return []
        }
    }
}
