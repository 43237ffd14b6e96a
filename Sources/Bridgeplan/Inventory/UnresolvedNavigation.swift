extension Pipeline {
    /// A scanned draft's `unresolved:` items are navigation the plan does not know of: one info
    /// at the first, with how many there are, so `validate` and `plan` say so.
    static func unresolvedNavigation(_ inventory: Inventory) -> Diagnostic? {
        guard let first = inventory.unresolved.first else { return nil }
        let count = inventory.unresolved.count
        return Diagnostic(
            rule: .unresolvedNavigation,
            message: "\(count == 1 ? "1 navigation call" : "\(count) navigation calls") the scan could not resolve \(count == 1 ? "is" : "are") listed under 'unresolved:', the first here: the graph may be incomplete; add the edge each makes by hand, then delete its item",
            location: inventory.location(first.node))
    }
}
