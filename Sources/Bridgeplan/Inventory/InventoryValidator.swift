import YAMLFront

/// Cross-references and structure: what a decoded inventory must satisfy before it can be
/// planned. Every problem is reported; nothing stops at the first.
struct InventoryValidator {
    let inventory: Inventory
    let graph: AppGraph
    let catalog: GateCatalog
    private(set) var diagnostics: [Diagnostic] = []
    /// "Did you mean" searches scan every id; past this many, a hostile file gets none.
    private var suggestionBudget = 200

    init(inventory: Inventory, graph: AppGraph, catalog: GateCatalog) {
        self.inventory = inventory
        self.graph = graph
        self.catalog = catalog
    }

    consuming func run() -> [Diagnostic] {
        checkIDs()
        checkReferences()
        checkGates()
        checkRoadmap()
        checkPushesHaveAStack()
        checkEmbedCycles()
        checkTabBarPlacement()
        checkCoordinatorCycles()
        return diagnostics
    }

    private mutating func report(_ rule: RuleID, _ message: String, at node: Span, subject: String? = nil, notes: [String] = []) {
        diagnostics.append(Diagnostic(rule: rule, message: message, location: inventory.location(node), subject: subject, notes: notes))
    }

    private mutating func checkIDs() {
        for (i, first) in graph.duplicates {
            let line = graph.node(first).startLine
            report(.duplicateID, "id '\(graph.ids[i])' is already used at line \(line); container and screen ids must be unique", at: graph.idNode(i), subject: graph.ids[i])
        }
        var coordinators: [String: Span] = [:]
        for coordinator in inventory.coordinators {
            if let original = coordinators[coordinator.id] {
                report(.duplicateID, "coordinator '\(coordinator.id)' is already defined at line \(original.startLine)", at: coordinator.idNode, subject: coordinator.id)
            } else {
                coordinators[coordinator.id] = coordinator.node
            }
        }
    }

    private enum Expect {
        case any, screen, coordinator
        var noun: String {
            switch self {
            case .any: "container or screen"
            case .screen: "screen"
            case .coordinator: "coordinator"
            }
        }
    }

    private mutating func checkReferences() {
        let coordinatorIDs = Set(inventory.coordinators.map(\.id))
        check(inventory.app.root, .any, "app root", coordinators: coordinatorIDs)
        for entry in inventory.app.entries { check(entry.target, .any, "app entry", coordinators: coordinatorIDs) }
        for container in inventory.containers {
            let expect: Expect = container.kind == .navigation ? .screen : .any
            for child in container.children {
                check(child, expect, "\(container.kind.childrenKey) of '\(container.id)'", coordinators: coordinatorIDs)
            }
            for embed in container.embeds { check(embed.target, .any, "embedded in '\(container.id)'", coordinators: coordinatorIDs) }
            if let c = container.coordinator { check(c, .coordinator, "coordinator of '\(container.id)'", coordinators: coordinatorIDs) }
        }
        for screen in inventory.screens {
            for target in screen.push { check(target, .screen, "pushed by '\(screen.id)'", coordinators: coordinatorIDs) }
            for p in screen.present { check(p.target, .any, "presented by '\(screen.id)'", coordinators: coordinatorIDs) }
            for embed in screen.embeds { check(embed.target, .any, "embedded in '\(screen.id)'", coordinators: coordinatorIDs) }
            if let c = screen.coordinator { check(c, .coordinator, "coordinator of '\(screen.id)'", coordinators: coordinatorIDs) }
        }
        for coordinator in inventory.coordinators {
            if let parent = coordinator.parent { check(parent, .coordinator, "parent of coordinator '\(coordinator.id)'", coordinators: coordinatorIDs) }
            if let owns = coordinator.owns { check(owns, .any, "owned by coordinator '\(coordinator.id)'", coordinators: coordinatorIDs) }
        }
    }

    // `role` is only built for a reference that is wrong: it is asked for every reference.
    private mutating func check(_ ref: Ref, _ expect: Expect, _ role: @autoclosure () -> String, coordinators: Set<String>) {
        switch expect {
        case .coordinator:
            guard !coordinators.contains(ref.id) else { return }
            report(.undefinedReference, "'\(ref.id)' (\(role())) is not a defined coordinator\(hint(ref.id, coordinators.sorted()))", at: ref.node, subject: ref.id)
        case .any, .screen:
            guard let i = graph.index[ref.id] else {
                // Already reported where it is defined: one mistake, one diagnostic.
                if inventory.droppedIDs.contains(ref.id) { return }
                let kindNote = coordinators.contains(ref.id) ? " (it is a coordinator)" : ""
                // The list of every id is built only while suggestions last: built for each of
                // 50,000 undefined references, it was quadratic (11 s).
                let hint = suggestionBudget > 0 ? hint(ref.id, expect == .screen ? inventory.screens.map(\.id) : graph.ids) : ""
                report(.undefinedReference, "'\(ref.id)' (\(role())) is not a defined \(expect.noun)\(kindNote)\(hint)", at: ref.node, subject: ref.id)
                return
            }
            if expect == .screen, let container = graph.container(i) {
                let role = role()
                let fix = role.hasPrefix("pushed") ? "present it, or push its root screen" : "name a screen"
                report(.wrongReferenceKind, "'\(ref.id)' (\(role)) is a \(container.kind.rawValue) container, not a screen; \(fix)", at: ref.node, subject: ref.id)
            }
        }
    }

    private mutating func hint(_ word: String, _ candidates: [String]) -> String {
        guard suggestionBudget > 0 else { return "" }
        suggestionBudget -= 1
        return Suggest.hint(for: word, in: candidates)
    }

    /// Names people reach for that are not ids nor a typo away from one.
    static let gateAliases: [String: String] = [
        "charts": "swift-charts", "observable": "observable-macro", "observation": "observable-macro",
        "storekit": "storekit-views",
    ]

    private mutating func checkGates() {
        var noted = false
        for screen in inventory.screens {
            for need in screen.needs where !catalog.contains(need.gate) && !catalog.unusable.contains(need.gate) {
                let alias = Self.gateAliases[need.gate.lowercased()].flatMap { catalog.contains($0) ? "; did you mean '\($0)'?" : nil }
                report(
                    .unknownGate,
                    "'\(need.gate)' is not a gate in the feature-gate catalog\(alias ?? hint(need.gate, catalog.order))",
                    at: need.node, subject: screen.id,
                    // Once per run: the same advice under every unknown gate was noise.
                    notes: noted ? [] : ["`bridgeplan gates` lists the catalog; add your own with --gates FILE"]
                )
                noted = true
            }
        }
    }

    private mutating func checkRoadmap() {
        var previous: OSVersion?
        for step in inventory.app.roadmap {
            if step.version <= inventory.app.deploymentTarget {
                report(.invalidVersion, "roadmap raise to \(step.version) is not above the deployment target \(inventory.app.deploymentTarget)", at: step.node)
            } else if let previous, step.version <= previous {
                report(.invalidVersion, "roadmap raises must go up: \(step.version) follows \(previous)", at: step.node)
            }
            previous = max(previous ?? step.version, step.version)
        }
    }

    private mutating func checkPushesHaveAStack() {
        let stacks = graph.navigationStack
        for (s, screen) in inventory.screens.enumerated() where !screen.push.isEmpty {
            let i = graph.containerCount + s
            guard stacks[i] == nil, graph.index[screen.id] == i else { continue }
            report(
                .pushOutsideNavigation,
                "'\(screen.id)' pushes '\(screen.push[0].id)' but is in no navigation stack: no navigation container has it as root, no screen in a stack pushes or embeds it",
                at: screen.push[0].node, subject: screen.id,
                notes: ["make it the root of a navigation container (and present that), or present '\(screen.push[0].id)' instead"]
            )
        }
    }

    /// Iterative DFS over embed edges; each cycle is reported once, at the edge closing it.
    private mutating func checkEmbedCycles() {
        enum Color { case white, grey, black }
        var color = [Color](repeating: .white, count: graph.count)
        for start in 0..<graph.count where color[start] == .white {
            var path: [(node: Int, next: Int)] = [(start, 0)]
            color[start] = .grey
            while let top = path.last {
                let embeds = graph.outgoing[top.node]
                if top.next < embeds.count {
                    path[path.count - 1].next += 1
                    let edge = graph.edges[embeds[embeds.startIndex + top.next]]
                    guard edge.kind == .embed else { continue }
                    switch color[edge.to] {
                    case .white:
                        color[edge.to] = .grey
                        path.append((edge.to, 0))
                    case .grey:
                        let cycleStart = path.firstIndex { $0.node == edge.to } ?? 0
                        let names = path[cycleStart...].map { graph.ids[$0.node] } + [graph.ids[edge.to]]
                        report(.embedCycle, "embed cycle: \(names.joined(separator: " → ")); a view controller cannot contain its own ancestor", at: edge.node, subject: graph.ids[edge.to])
                    case .black:
                        break
                    }
                } else {
                    color[top.node] = .black
                    path.removeLast()
                }
            }
        }
    }

    private mutating func checkTabBarPlacement() {
        for edge in graph.edges where edge.kind != .present {
            guard graph.containerKind(edge.to) == .tabBar, let container = graph.container(edge.to) else { continue }
            // A real app's root often swaps onboarding and the main tab bar (a root screen
            // embedding it), or shows it as a column of the root split on iPad: both valid.
            if edge.from == graph.root, edge.kind == .embed || (edge.kind == .column && graph.containerKind(edge.from) == .split) { continue }
            report(
                .nestedTabBar,
                "tab bar '\(container.id)' is \(edge.kind == .embed ? "embedded" : "placed as a \(edge.kind.rawValue)") in '\(graph.ids[edge.from])'; a tab bar must be the app root, be presented, be embedded by the root screen or be a column of the root split",
                at: edge.node, subject: container.id
            )
        }
    }

    /// Parent links form a functional graph: walk each chain once, colouring as we go.
    private mutating func checkCoordinatorCycles() {
        let index = Dictionary(inventory.coordinators.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var state = [UInt8](repeating: 0, count: inventory.coordinators.count)  // 0 new, 1 on this walk, 2 done
        for start in inventory.coordinators.indices where state[start] == 0 {
            var walk: [Int] = []
            var current: Int? = start
            while let c = current, state[c] == 0 {
                state[c] = 1
                walk.append(c)
                current = inventory.coordinators[c].parent.flatMap { index[$0.id] }
            }
            if let c = current, state[c] == 1, let at = walk.firstIndex(of: c) {
                let cycle = walk[at...].map { inventory.coordinators[$0].id }
                let closing = inventory.coordinators[walk.last!]
                report(.coordinatorCycle, "coordinator parents form a cycle: \((cycle + [cycle[0]]).joined(separator: " → "))", at: closing.parent!.node, subject: closing.id)
            }
            for c in walk { state[c] = 2 }
        }
    }
}
