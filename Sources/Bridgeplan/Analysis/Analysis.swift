import YAMLFront

/// A valid inventory, understood: units with strategies and targets. The lint rules run on it
/// afterwards, as their own step (`Linter`).
public struct Analysis: Sendable {
    public let graph: AppGraph
    public let catalog: GateCatalog
    public private(set) var units: [MigrationUnit] = []
    /// Unit index by element index; nil for unreachable elements.
    public private(set) var unitOf: OptionalIndices
    public let reachable: [Bool]
    /// Screens nothing reaches from the root: candidates for deletion, not migration.
    public private(set) var unreachableScreens: [String] = []

    /// Unreachable screens the team has not accepted as reached some other way: an
    /// `unreachable-screen` finding ignored with its reason (a deep link the inventory does
    /// not model) takes its screen off the list.
    public var deletionCandidates: [String] {
        let accepted = Set(inventory.ignores.filter { $0.rule == .unreachableScreen }.map(\.subject))
        return accepted.isEmpty ? unreachableScreens : unreachableScreens.filter { !accepted.contains($0) }
    }
    /// The deployment target followed by the roadmap's raises.
    public let targets: [OSVersion]
    /// True when the whole app is small enough to be rewritten in one go.
    public private(set) var isWholeAppRewrite = false

    public var inventory: Inventory { graph.inventory }
    public var deploymentTarget: OSVersion { inventory.app.deploymentTarget }

    public init(graph: AppGraph, catalog: GateCatalog) {
        self.graph = graph
        self.catalog = catalog
        reachable = graph.reachable()
        unitOf = OptionalIndices(nilCount: graph.count)
        targets = [graph.inventory.app.deploymentTarget] + graph.inventory.app.roadmap.map(\.version)
            .filter { $0 > graph.inventory.app.deploymentTarget }
        assignUnits()
        // Taken out and put back so each unit is updated in place, not copied and stored.
        var gated = units
        units = []
        var work = GateWork(catalog: catalog)
        for u in gated.indices { resolveGates(&gated[u], &work) }
        units = gated
    }

    /// Whether every element that shows the unit's anchor is SwiftUI by the time the unit
    /// moves: it then replaces the representables that kept it, and makes no hosting controller.
    public func replacesRepresentablesOnly(_ unit: MigrationUnit) -> Bool {
        !unit.parentsInSwiftUI.isEmpty && graph.incoming[unit.members[0]].allSatisfy { e in
            !reachable[graph.edges[e].from] || unit.parentsInSwiftUI.contains(graph.ids[graph.edges[e].from])
        }
    }

    public func unit(containing id: String) -> MigrationUnit? {
        graph.index[id].flatMap { unitOf[$0] }.map { units[$0] }
    }

    // MARK: - Units

    private mutating func assignUnits() {
        let inventory = graph.inventory
        let base = graph.containerCount
        let reachableScreens = inventory.screens.indices.filter { reachable[base + $0] }
        unreachableScreens = inventory.screens.indices.filter { !reachable[base + $0] }.map { inventory.screens[$0].id }

        // Screens that must stay UIKit are their own units, whatever shows them.
        for s in reachableScreens where inventory.screens[s].keepUIKit {
            makeUnit(.keep, [base + s])
        }
        guard let root = graph.root else { return }

        // Every screen counts, reached or not: an inventory whose navigation is incomplete
        // reaches a few screens of a large app, which is not a small app.
        if inventory.screens.count <= inventory.policy.fullRewriteMaxScreens {
            isWholeAppRewrite = true
            let members = [root] + (0..<graph.count).filter { $0 != root && reachable[$0] && unitOf[$0] == nil }
            let count = inventory.screens.count
            makeUnit(.fullRewrite, members, note: "\(count) screen\(count == 1 ? "" : "s"), at or below full_rewrite_max_screens (\(inventory.policy.fullRewriteMaxScreens)): rewrite the whole app in one step")
            return
        }

        // The root: the app's own container (or screen), with its stack when it is one; with
        // `per-screen` below iOS 16, a root stack's screens are hosted one by one like any other's.
        var visited = StampedSet(count: graph.count), addable = StampedSet(count: graph.count)
        let perScreen = inventory.policy.stacksBelow16 == .perScreen && inventory.app.deploymentTarget < OSVersion(16)
        let rootStack = stackMembers(of: root, &visited, &addable)
        if perScreen, graph.containerKind(root) == .navigation {
            makeUnit(.fullRewrite, [root])
            for m in rootStack {
                makeUnit(.perNavigation, [m], note: "hosted on '\(graph.ids[root])', a UIKit navigation controller, until that becomes a NavigationStack")
            }
        } else {
            // A root screen that swaps its children (onboarding, the main tab bar) becomes the
            // `App`'s root view choosing between them: the tab bars and splits it embeds are
            // rewritten with it, not as containers of their own.
            let switched = graph.isContainer(root) ? [] : graph.outgoing[root].compactMap { e -> Int? in
                let child = graph.edges[e].to
                guard graph.edges[e].kind == .embed, graph.containerKind(child) == .tabBar || graph.containerKind(child) == .split,
                      unitOf[child] == nil else { return nil }
                return child
            }
            makeUnit(.fullRewrite, [root] + rootStack + switched)
        }

        // Every other navigation container: its stack; with `per-screen` below iOS 16, each of
        // its screens is hosted on the UIKit stack and the container is replaced at 16.
        for (c, container) in inventory.containers.enumerated() where reachable[c] && unitOf[c] == nil {
            if container.kind == .navigation {
                let members = stackMembers(of: c, &visited, &addable)
                if perScreen {
                    makeUnit(.fullRewrite, [c], note: "policy stacks_below_16 is per-screen: its screens are hosted one by one on the UIKit stack, and the navigation controller becomes a NavigationStack at iOS 16")
                    for m in members {
                        makeUnit(.perNavigation, [m], note: "hosted on '\(container.id)', a UIKit navigation controller, until that becomes a NavigationStack")
                    }
                } else {
                    makeUnit(.perNavigation, [c] + members)
                }
            }
        }
        // Tab bars, splits and pagers below the root are rewritten like small roots.
        for (c, container) in inventory.containers.enumerated() where reachable[c] && unitOf[c] == nil {
            makeUnit(.fullRewrite, [c], note: "a \(container.kind.rawValue) below the root: rewritten once its children are SwiftUI or bridged")
        }
        let stacks = graph.navigationStack
        for s in reachableScreens where unitOf[base + s] == nil {
            let i = base + s
            let kinds = reachableIncomingKinds(i)
            if kinds.contains(.push), let stack = stacks[i], let u = unitOf[stack] {
                // Pushed from a screen that is in the stack only through an embedded child (or
                // by itself: a thread that opens a thread). Its work joins the stack's unit.
                units[u].members.append(i)
                units[u].screens.append(graph.ids[i])
                unitOf[i] = u
                if graph.framework(i) == .uikit { units[u].effort += graph.effort(i) }
            } else if kinds.hasContainerChild {
                makeUnit(.perNavigation, [i], note: "a container's direct child with no navigation stack: its view controller becomes a hosting controller")
            } else if kinds.contains(.present) {
                makeUnit(.modal, [i])
            } else {
                makeUnit(.embedded, [i])
            }
        }
        noteMixedEntries()
    }

    /// Screens a navigation container's stack can push (its root and the push closure),
    /// not yet in a unit. Pushes from embedded children count, since they push onto the
    /// same stack; the embedded children themselves stay separate units.
    /// `visited` and `addable` are scratch sets shared by every walk, emptied here.
    private mutating func stackMembers(of container: Int, _ visited: inout StampedSet, _ addable: inout StampedSet) -> [Int] {
        guard graph.containerKind(container) == .navigation else { return [] }
        var members: [Int] = []
        visited.removeAll()
        addable.removeAll()
        var work: [Int] = []
        for e in graph.outgoing[container] where graph.edges[e].kind == .root {
            work.append(graph.edges[e].to)
            addable.insert(graph.edges[e].to)
        }
        // Breadth first, so members read in the order a user walks the stack.
        var head = 0
        while head < work.count {
            let i = work[head]
            head += 1
            guard visited.insert(i), !graph.isContainer(i) else { continue }
            if addable.contains(i) {
                if unitOf[i] == nil {
                    members.append(i)
                    unitOf[i] = -1  // claimed; set properly by makeUnit
                } else if let u = unitOf[i], u >= 0, units[u].strategy != .keep {
                    sharedScreens.append((graph.ids[i], graph.ids[container]))
                }
            }
            for e in graph.outgoing[i] {
                let edge = graph.edges[e]
                if edge.kind == .push {
                    addable.insert(edge.to)
                    work.append(edge.to)
                } else if edge.kind == .embed {
                    work.append(edge.to)
                }
            }
        }
        return members
    }

    private var sharedScreens: [(screen: String, alsoIn: String)] = []

    /// The kinds of the edges that reach `i` from reachable elements.
    private func reachableIncomingKinds(_ i: Int) -> EdgeKinds {
        var kinds = EdgeKinds()
        for e in graph.incoming[i] where reachable[graph.edges[e].from] { kinds.insert(graph.edges[e].kind) }
        return kinds
    }

    private mutating func makeUnit(_ strategy: Strategy, _ members: [Int], note: String? = nil) {
        let u = units.count
        var screens: [String] = []
        screens.reserveCapacity(members.count)
        var allSwiftUI = true, effort = 0
        for m in members {
            unitOf[m] = u
            if !graph.isContainer(m) { screens.append(graph.ids[m]) }
            // Already-SwiftUI screens cost nothing more; the unit moves the rest.
            if graph.framework(m) == .uikit { effort += graph.effort(m) }
            if graph.framework(m) != .swiftui { allSwiftUI = false }
        }
        units.append(MigrationUnit(
            id: graph.ids[members[0]], strategy: strategy != .keep && allSwiftUI ? .done : strategy,
            members: members, screens: screens, effort: effort, requiredTarget: OSVersion.swiftUIFloor,
            shipTarget: nil, gates: [], shims: [], blockedBy: [], notes: note.map { [$0] } ?? [], depth: 0
        ))
    }

    private mutating func noteMixedEntries() {
        for (screen, other) in sharedScreens {
            guard let u = graph.index[screen].flatMap({ unitOf[$0] }) else { continue }
            if let o = graph.index[other].flatMap({ unitOf[$0] }) {
                units[o].notes.append("'\(screen)' is also pushed here; it moves with unit '\(units[u].id)' and is bridged until both are SwiftUI")
            }
            units[u].notes.append("'\(screen)' is also pushed from '\(other)'s stack")
        }
        for (i, unitIndex) in unitOf.enumerated() {
            guard let u = unitIndex, !graph.isContainer(i), reachable[i] else { continue }
            let kinds = reachableIncomingKinds(i)
            if kinds.contains(.present), kinds.hasOtherThan(.present), units[u].strategy != .modal {
                units[u].notes.append("'\(graph.ids[i])' is also presented modally; once SwiftUI it is presented through a hosting controller")
            }
        }
        // Depth below the root, for ordering rewrites deepest first.
        var depth = [Int](repeating: .max, count: graph.count)
        if let root = graph.root {
            depth[root] = 0
            var queue = [root], head = 0
            while head < queue.count {
                let i = queue[head]
                head += 1
                for e in graph.outgoing[i] where depth[graph.edges[e].to] == .max {
                    depth[graph.edges[e].to] = depth[i] + 1
                    queue.append(graph.edges[e].to)
                }
            }
        }
        for u in units.indices { units[u].depth = depth[units[u].members[0]] }
    }

    // MARK: - Gates

    /// What `resolveGates` keeps from one unit to the next: the lists it fills for each
    /// (emptied, not reallocated; in three arrays, as a search through tuples copies each
    /// one) and the catalog's entries for the strategy gates, which nearly every unit needs.
    private struct GateWork {
        var gates: [String] = [], neededBy: [String] = [], requirements: [GateCatalog.Requirement] = []
        let strategyRequirements: [GateCatalog.Requirement?]

        init(catalog: GateCatalog) {
            strategyRequirements = StrategyGate.allCases.map { catalog.requirement($0.id) }
        }

        mutating func need(_ gate: String, by: String, _ requirement: GateCatalog.Requirement) {
            gates.append(gate)
            neededBy.append(by)
            requirements.append(requirement)
        }
    }

    private func resolveGates(_ unit: inout MigrationUnit, _ work: inout GateWork) {
        guard unit.strategy != .done else { return }
        // Each gate with its catalog entry, looked up once: one per gate the catalog knows
        // (unknown ones are the validator's to report), the first reason kept. Units need a
        // handful of gates, so a linear search beats a Set.
        work.gates.removeAll(keepingCapacity: true)
        work.neededBy.removeAll(keepingCapacity: true)
        work.requirements.removeAll(keepingCapacity: true)
        // Cells may move to UIHostingConfiguration; a reused header or footer keeps one host each.
        let embedsInCell = graph.incoming[unit.members[0]].contains { graph.embedsInCell($0) }
        unit.hostedInHeader = graph.incoming[unit.members[0]].contains { graph.embedsInCellOrHeader($0) && !graph.embedsInCell($0) }
        let isAppRoot = unit.members[0] == graph.root || isWholeAppRewrite
        for gate in StrategyGate.gates(for: unit, in: graph, isAppRoot: isAppRoot, embedsInCell: embedsInCell) {
            guard var requirement = work.strategyRequirements[gate.rawValue] else { continue }
            // `wait` and `per-screen` move a stack on NavigationStack natively or not at all
            // (a screen's own `needs` keep the catalog's fallback).
            if gate == .navigationStack, graph.inventory.policy.stacksBelow16 != .helper {
                requirement.fallbackMinimum = nil
                requirement.shim = nil
            }
            work.need(gate.id, by: unit.strategy.rawValue, requirement)
        }
        // A kept screen stays UIKit: what its SwiftUI version would need does not apply.
        if unit.strategy != .keep {
            for m in unit.members where !graph.isContainer(m) {
                for screenNeed in graph.inventory.screens[m - graph.containerCount].needs where !work.gates.contains(screenNeed.gate) {
                    if let requirement = catalog.requirement(screenNeed.gate) { work.need(screenNeed.gate, by: graph.ids[m], requirement) }
                }
            }
        }
        var required = OSVersion.swiftUIFloor
        for requirement in work.requirements { required = max(required, requirement.metFrom) }
        unit.requiredTarget = required
        // The gate that holds a unit past the deployment target, named in the plan.
        if required > deploymentTarget, let g = work.requirements.firstIndex(where: { $0.metFrom == required }) {
            unit.heldBy = UnitGate(gate: work.gates[g], neededBy: work.neededBy[g], status: .unmet)
        }

        if let target = targets.first(where: { $0 >= unit.requiredTarget }) {
            unit.shipTarget = target
        } else {
            for g in work.gates.indices where work.requirements[g].metFrom > targets.last! {
                let gate = catalog[work.gates[g]]!
                let how = work.requirements[g].fallbackMinimum.map { "its fallback needs \($0)" }
                    ?? (gate.fallback != nil ? "no fallback under policy stacks_below_16 (\(graph.inventory.policy.stacksBelow16.rawValue))" : "no fallback")
                unit.blockedBy.append("\(gate.id) (\(gate.api)) needs iOS \(gate.introduced), \(how); needed by \(work.neededBy[g]); no planned raise reaches it")
            }
        }
        unit.gates = work.gates.indices.map { UnitGate(gate: work.gates[$0], neededBy: work.neededBy[$0], status: .unmet) }
        let requirements = work.requirements
        unit.reresolve(at: unit.shipTarget ?? targets.last!) { requirements[$0] }
    }
}

extension MigrationUnit {
    /// Judges the unit's gates at the target it ships on and picks the shims that follow.
    mutating func reresolve(at target: OSVersion, catalog: GateCatalog) {
        let gates = self.gates
        reresolve(at: target) { catalog.requirement(gates[$0].gate) }
    }

    /// `requirement(g)` is the catalog's entry for `gates[g]`.
    fileprivate mutating func reresolve(at target: OSVersion, requirement: (Int) -> GateCatalog.Requirement?) {
        if !isBlocked, strategy != .keep { shipTarget = target }
        var shims: [String] = []
        if strategy == .embedded { shims.append(Shim.containmentHelper.rawValue) }
        if strategy == .embedded, hostedInHeader { shims.append(Shim.hostingCell.rawValue) }
        for g in gates.indices {
            let entry = requirement(g)
            gates[g].status = entry?.status(at: target) ?? .unmet
            if gates[g].status == .fallback, let shim = entry?.shim, !shims.contains(shim) { shims.append(shim) }
        }
        self.shims = shims.count > 1 ? shims.sorted() : shims
    }
}
