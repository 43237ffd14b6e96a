import YAMLFront

public enum EdgeKind: String, Sendable, CaseIterable {
    case tab, root, column, page, push, present, embed

    /// A parent that contains its child (a container's child, an embedded child), as
    /// opposed to one that pushes or presents it.
    var contains: Bool { self != .push && self != .present }
}

/// A set of edge kinds as bits: asked once per screen, so no `Set` is allocated.
struct EdgeKinds {
    private var bits: UInt8 = 0

    private static func bit(_ kind: EdgeKind) -> UInt8 {
        switch kind {
        case .tab: 1
        case .root: 2
        case .column: 4
        case .page: 8
        case .push: 16
        case .present: 32
        case .embed: 64
        }
    }

    mutating func insert(_ kind: EdgeKind) { bits |= Self.bit(kind) }
    func contains(_ kind: EdgeKind) -> Bool { bits & Self.bit(kind) != 0 }
    func hasOtherThan(_ kind: EdgeKind) -> Bool { bits & ~Self.bit(kind) != 0 }
    /// A container owning the element (tab bar, split, pager): not a navigation push.
    var hasContainerChild: Bool { contains(.tab) || contains(.column) || contains(.page) }
}

/// One edge of the UI: who shows whom, and how. `node` is the YAML reference it came from.
/// 32 bytes (ends as 32-bit indices): an app of 100k screens has a quarter of a million.
public struct Edge: Sendable {
    private var fromIndex: Int32
    private var toIndex: Int32
    public var node: Span
    /// Index of the embed item in `AppGraph.embeds`, for `.embed` edges; -1 otherwise.
    var embedIndex: Int32
    public var kind: EdgeKind

    public var from: Int { Int(fromIndex) }
    public var to: Int { Int(toIndex) }

    init(from: Int, to: Int, node: Span, embedIndex: Int32, kind: EdgeKind) {
        fromIndex = Int32(from)
        toIndex = Int32(to)
        self.node = node
        self.embedIndex = embedIndex
        self.kind = kind
    }
}

/// Edge indices per element, all in one array (compressed rows): one allocation for the
/// whole graph instead of an array per element, and 32-bit entries. Element and edge
/// indices always fit: each element and each edge is at least one YAML node, and the tree
/// numbers its nodes in 32 bits.
public struct EdgeLists: Sendable {
    /// Element i's edges are `entries[starts[i]..<starts[i + 1]]`, in edge order.
    private let starts: [Int32]
    private let entries: [Int32]

    init(count: Int, edges: [Edge], end: (Edge) -> Int) {
        var starts = [Int32](repeating: 0, count: count + 1)
        for edge in edges { starts[end(edge) + 1] += 1 }
        for i in 0..<count { starts[i + 1] += starts[i] }
        var next = starts
        var entries = [Int32](repeating: 0, count: edges.count)
        for (e, edge) in edges.enumerated() {
            entries[Int(next[end(edge)])] = Int32(e)
            next[end(edge)] += 1
        }
        self.starts = starts
        self.entries = entries
    }

    public subscript(element: Int) -> EdgeIndices {
        EdgeIndices(entries: entries[Int(starts[element])..<Int(starts[element + 1])])
    }
}

/// One element's edge indices, read as `Int`.
public struct EdgeIndices: RandomAccessCollection, Sendable {
    let entries: ArraySlice<Int32>

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Int { Int(entries[position]) }
}

/// An `[Int?]` of element or unit indices kept in 32 bits, `Int32.min` for nil: 4 bytes an
/// element instead of 16.
public struct OptionalIndices: RandomAccessCollection, MutableCollection, Sendable {
    private var storage: [Int32]
    private static let none = Int32.min

    init(nilCount count: Int) { storage = [Int32](repeating: Self.none, count: count) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    public subscript(i: Int) -> Int? {
        get { storage[i] == Self.none ? nil : Int(storage[i]) }
        set { storage[i] = newValue.map { Int32($0) } ?? Self.none }
    }
}

/// Containers and screens as one indexed graph: element `i < containerCount` is
/// `containers[i]`, the rest are screens. Built once; every analysis works on indices.
public struct AppGraph: Sendable {
    public let inventory: Inventory
    public let containerCount: Int
    public let ids: [String]
    /// Element index by id: the first element when an id is used twice.
    public let index: [String: Int]
    /// Elements whose id an earlier element already has, with that element.
    let duplicates: [(element: Int, first: Int)]
    public let edges: [Edge]
    /// The embed items behind `.embed` edges (`embed(_:)`).
    let embeds: [Embed]
    /// Edge indices by element.
    public let outgoing: EdgeLists
    public let incoming: EdgeLists
    /// The element the app's root names, if it exists.
    public let root: Int?
    /// The entry points' elements (`app.entries`), reachable like the root.
    public let entries: [Int]
    /// For each element, the navigation container whose stack it is in, or nil (see
    /// `computeNavigationStacks`).
    public private(set) var navigationStack = OptionalIndices(nilCount: 0)

    public var count: Int { ids.count }

    public init(_ inventory: Inventory) {
        self.inventory = inventory
        containerCount = inventory.containers.count
        var ids: [String] = []
        ids.reserveCapacity(inventory.containers.count + inventory.screens.count)
        var index: [String: Int] = [:]
        index.reserveCapacity(ids.capacity)
        var duplicates: [(element: Int, first: Int)] = []
        func number(_ id: String) {
            // One hash per id: insert, and on the rare repeat put the first one back.
            if let first = index.updateValue(ids.count, forKey: id) {
                index[id] = first
                duplicates.append((ids.count, first))  // the validator reports them
            }
            ids.append(id)
        }
        for c in inventory.containers.indices { number(inventory.containers[c].id) }
        for s in inventory.screens.indices { number(inventory.screens[s].id) }
        // The halves' lookups are independent: resolve them on two cores, then join.
        let half = inventory.screens.count / 2, lookup = index, base = containerCount
        let (first, second) = Parallel.both(
            { Self.edges(inventory, lookup, base, containers: true, screens: 0..<half) },
            { Self.edges(inventory, lookup, base, containers: false, screens: half..<inventory.screens.count) }
        )
        var edges = first.edges
        edges.append(contentsOf: second.edges)
        let embedShift = Int32(first.embeds.count)
        edges.withUnsafeMutableBufferPointer { all in
            for e in first.edges.count..<all.count where all[e].embedIndex >= 0 { all[e].embedIndex += embedShift }
        }
        let embeds = first.embeds + second.embeds
        self.ids = ids
        self.index = index
        self.duplicates = duplicates
        self.edges = edges
        self.embeds = embeds
        outgoing = EdgeLists(count: ids.count, edges: edges, end: \.from)
        incoming = EdgeLists(count: ids.count, edges: edges, end: \.to)
        self.root = index[inventory.app.root.id]
        entries = inventory.app.entries.compactMap { index[$0.target.id] }
        // Validation and unit assignment both ask; walk the stacks once.
        navigationStack = computeNavigationStacks()
    }

    /// The edges of some screens (and of the containers, if asked), in declaration order;
    /// references to undefined ids make none (the validator reports them).
    private static func edges(
        _ inventory: Inventory, _ index: [String: Int], _ containerCount: Int, containers: Bool, screens: Range<Int>
    ) -> (edges: [Edge], embeds: [Embed]) {
        var edges: [Edge] = []
        var embeds: [Embed] = []
        func add(_ from: Int, _ ref: Ref, _ kind: EdgeKind, _ embed: Embed? = nil) {
            guard let to = index[ref.id] else { return }
            var embedIndex: Int32 = -1
            if let embed {
                embedIndex = Int32(embeds.count)
                embeds.append(embed)
            }
            edges.append(Edge(from: from, to: to, node: ref.node, embedIndex: embedIndex, kind: kind))
        }
        if containers {
            for c in inventory.containers.indices {
                for child in inventory.containers[c].children { add(c, child, inventory.containers[c].kind.edge) }
                for embed in inventory.containers[c].embeds { add(c, embed.target, .embed, embed) }
            }
        }
        for s in screens {
            let i = containerCount + s
            for target in inventory.screens[s].push { add(i, target, .push) }
            for presentation in inventory.screens[s].present { add(i, presentation.target, .present) }
            for embed in inventory.screens[s].embeds { add(i, embed.target, .embed, embed) }
        }
        return (edges, embeds)
    }

    public func isContainer(_ i: Int) -> Bool { i < containerCount }

    /// The embed item of an `.embed` edge; nil for other kinds.
    public func embed(_ edge: Edge) -> Embed? { edge.embedIndex >= 0 ? embeds[Int(edge.embedIndex)] : nil }

    /// Whether an edge embeds its target in a cell or header (not a plain view).
    public func embedsInCellOrHeader(_ e: Int) -> Bool { embed(edges[e]).map { $0.place != .view } ?? false }
    /// A table or collection view cell, which UIHostingConfiguration can fill (headers and footers cannot).
    public func embedsInCell(_ e: Int) -> Bool { embed(edges[e]).map { $0.place == .cell } ?? false }
    public func container(_ i: Int) -> Container? { i < containerCount ? inventory.containers[i] : nil }
    /// A container's kind without copying the container (and retaining its strings).
    public func containerKind(_ i: Int) -> ContainerKind? { i < containerCount ? inventory.containers[i].kind : nil }
    public func screen(_ i: Int) -> Screen? { i >= containerCount ? inventory.screens[i - containerCount] : nil }

    public func framework(_ i: Int) -> Framework {
        i < containerCount ? inventory.containers[i].framework : inventory.screens[i - containerCount].framework
    }

    public func effort(_ i: Int) -> Int {
        i < containerCount ? inventory.containers[i].effort : inventory.screens[i - containerCount].effort
    }

    public func node(_ i: Int) -> Span {
        i < containerCount ? inventory.containers[i].node : inventory.screens[i - containerCount].node
    }

    /// Where the element's id is written.
    public func idNode(_ i: Int) -> Span {
        i < containerCount ? inventory.containers[i].idNode : inventory.screens[i - containerCount].idNode
    }

    /// Elements reachable from the root along every edge kind.
    public func reachable() -> [Bool] {
        var seen = [Bool](repeating: false, count: count)
        guard let root else { return seen }
        var stack = [root]
        seen[root] = true
        for entry in entries where !seen[entry] {
            seen[entry] = true
            stack.append(entry)
        }
        while let i = stack.popLast() {
            for e in outgoing[i] where !seen[edges[e].to] {
                seen[edges[e].to] = true
                stack.append(edges[e].to)
            }
        }
        return seen
    }

    /// For each element, the navigation container whose stack it is in (the first one found,
    /// navigation containers in declaration order), or nil. A screen is in the stack of the
    /// container whose root it is, of a screen that pushes it, of a screen that embeds it, or of
    /// a screen that embeds the pager it is a page of.
    private func computeNavigationStacks() -> OptionalIndices {
        var stack = OptionalIndices(nilCount: count)
        for (c, container) in inventory.containers.enumerated() where container.kind == .navigation {
            var work: [Int] = []
            // A child added to the navigation controller itself also has it as navigationController.
            for e in outgoing[c] where edges[e].kind == .root || edges[e].kind == .embed {
                let to = edges[e].to
                if !isContainer(to), stack[to] == nil {
                    stack[to] = c
                    work.append(to)
                }
            }
            while let i = work.popLast() {
                for e in outgoing[i] where edges[e].kind == .push || edges[e].kind == .embed {
                    let to = edges[e].to
                    if !isContainer(to), stack[to] == nil {
                        stack[to] = c
                        work.append(to)
                    } else if edges[e].kind == .embed, containerKind(to) == .pager {
                        // A page view controller a screen embeds: its pages' nearest navigation
                        // controller is the screen's (UIViewController.navigationController).
                        for p in outgoing[to] where edges[p].kind == .page && !isContainer(edges[p].to) && stack[edges[p].to] == nil {
                            stack[edges[p].to] = c
                            work.append(edges[p].to)
                        }
                    }
                }
            }
        }
        return stack
    }
}
