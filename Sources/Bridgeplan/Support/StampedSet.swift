/// A set of indices below a fixed bound that empties in constant time: each slot holds the
/// generation it was inserted in. For walks repeated thousands of times over one graph
/// (a stack per navigation container, the edges of each migrated unit), where a `Set` per
/// walk would allocate and hash.
struct StampedSet {
    private var stamps: [UInt32]
    private var generation: UInt32 = 1

    init(count: Int) { stamps = [UInt32](repeating: 0, count: count) }

    mutating func removeAll() { generation += 1 }

    /// True when `i` was not in the set.
    @discardableResult
    mutating func insert(_ i: Int) -> Bool {
        guard stamps[i] != generation else { return false }
        stamps[i] = generation
        return true
    }

    func contains(_ i: Int) -> Bool { stamps[i] == generation }
}
