/// A three-way merge of inventories, for `scan --update`: the team's reviewed inventory
/// (`ours`), a new scan of the code (`theirs`), and the scan the inventory was drafted from
/// (`base`). What the team changed since that scan is kept; what the code changed since it
/// comes in.
///
/// - Elements (containers, screens, coordinators) are matched by id; edges, tabs, needs,
///   ignores and entries by their target, gate, rule or version; unresolved calls by the
///   call and its file.
/// - A value the team left as scanned takes the new scan's; a value the team changed is
///   kept, also when the code changed it too (counted as a conflict).
/// - An item the team deleted stays deleted; one the team added stays.
/// - An item the new scan no longer finds is dropped if the team never touched it, and kept
///   with its `scanned:` marked "gone" if they did, so no edit is lost silently.
/// - `scanned:` (where the scan found something) always follows the new scan.
///
/// Without a base (an inventory from before `scan` kept one, or written by hand), every
/// value the team has is kept, an element or edge with `scanned:` counts as scanned, and
/// an edge the team deleted comes back as new.
public enum InventoryMerge {
    public struct Summary: Sendable, Equatable {
        /// New in the code, per kind ("screen", "edge", …).
        public var added: [String: Int] = [:]
        /// Gone from the code and dropped, per kind.
        public var gone: [String: Int] = [:]
        /// Gone from the code but kept, marked, because the team had edited them.
        public var goneKept: [String: Int] = [:]
        /// Values the new scan changed that the team had left as scanned (an effort, a style).
        public var updated = 0
        /// The team's edits kept: changed values, deleted items, added items.
        public var editsKept = 0
        /// Values both the team and the code changed, where the team's was kept.
        public var conflicts = 0

        /// Whether the code moved on since the base: anything added, gone or updated,
        /// `scanned:` places aside.
        public var codeChanged: Bool { !added.isEmpty || !gone.isEmpty || !goneKept.isEmpty || updated > 0 }

        /// "2 screens added, 1 edge gone, 3 values updated; your 12 edits kept".
        public var line: String {
            var parts: [String] = []
            for (counts, what) in [(added, "added"), (gone, "gone"), (goneKept, "gone from the code but kept (you had edited them; marked in scanned:)")] {
                for kind in Self.kindOrder where counts[kind, default: 0] > 0 {
                    parts.append("\(Plural.count(counts[kind]!, kind)) \(what)")
                }
            }
            if updated > 0 { parts.append("\(Plural.count(updated, "value")) updated from the code") }
            if parts.isEmpty { parts.append("nothing changed in the code") }
            var line = parts.joined(separator: ", ")
            if editsKept > 0 || conflicts > 0 {
                line += "; \(editsKept == 1 ? "your 1 edit" : "your \(editsKept) edits") kept"
                if conflicts > 0 { line += " (\(conflicts) where the code changed too)" }
            }
            return line
        }

        static let kindOrder = ["screen", "container", "coordinator", "edge", "entry", "need", "ignore", "unresolved call", "roadmap step", "item"]
    }

    /// The merged inventory and what the merge did. `base` is nil when there is none.
    public static func merge(base: YAMLTree?, ours: YAMLTree, theirs: YAMLTree) -> (YAMLTree, Summary) {
        var merger = Merger(hasBase: base != nil)
        let merged = merger.value(base: base, ours: ours, theirs: theirs, path: []) ?? ours
        return (merged, merger.summary)
    }

    /// How a merged inventory is written: as a draft, its elements as blocks.
    public static let style = YAMLTree.Style.draft(blockItems: ["containers", "screens", "coordinators"])

    /// The key that matches an item of the list at `path` across the three, or nil for a list
    /// merged as one value.
    static func identity(of item: YAMLTree, inList path: [String]) -> String? {
        guard let list = path.last else { return nil }
        switch list {
        case "containers", "screens", "coordinators":
            return path.count == 1 ? item["id"]?.string : nil
        case "push", "present", "embed", "tabs", "columns", "pages", "entries":
            return item.string ?? item["target"]?.string
        case "needs": return item.string ?? item["gate"]?.string
        case "ignore": return item.string ?? item["rule"]?.string
        case "target_roadmap": return item.string ?? item["version"]?.string
        case "unresolved":
            // The line moves with every edit above it; the call and its file do not.
            guard let call = item["call"]?.string else { return nil }
            let file = item["at"]?.string.map { $0.split(separator: ":").first.map(String.init) ?? $0 } ?? ""
            return call + "\u{0}" + file
        default: return nil
        }
    }

    /// The key a bare item stands for in a mapping item: `- X` is `- { target: X }`.
    static func identityKey(ofList list: String) -> String? {
        switch list {
        case "push", "present", "embed", "tabs", "columns", "pages", "entries": "target"
        case "needs": "gate"
        case "ignore": "rule"
        case "target_roadmap": "version"
        default: nil
        }
    }

    static func kind(ofList list: String) -> String {
        switch list {
        case "containers": "container"
        case "screens": "screen"
        case "coordinators": "coordinator"
        case "push", "present", "embed", "tabs", "columns", "pages": "edge"
        case "entries": "entry"
        case "needs": "need"
        case "ignore": "ignore"
        case "unresolved": "unresolved call"
        case "target_roadmap": "roadmap step"
        default: "item"
        }
    }

    /// The key whose value is the scan's own: where it found the element.
    static let provenance = "scanned"

    private struct Merger {
        let hasBase: Bool
        var summary = Summary()

        /// The merged value at `path`; nil means absent.
        mutating func value(base: YAMLTree?, ours: YAMLTree?, theirs: YAMLTree?, path: [String]) -> YAMLTree? {
            if path.last == InventoryMerge.provenance || (path.dropLast().last == "unresolved" && path.last != "note") {
                // Where the scan found something, and what it could not resolve there, follow
                // the scan.
                return theirs ?? ours
            }
            if Self.isKeyedList(ours, path) || Self.isKeyedList(theirs, path) {
                // An absent or empty list is an empty one, so new items count one by one.
                let merged = list(base: hasBase ? Self.items(base) ?? [] : nil, ours: Self.items(ours) ?? [], theirs: Self.items(theirs) ?? [], path: path)
                return merged.isEmpty && (ours == nil || ours == .null) ? ours : .list(merged)
            }
            if case .map(let o)? = ours, case .map(let t)? = theirs {
                return .map(pairs(base: base.flatMap(Self.pairs), ours: o, theirs: t, path: path))
            }
            return scalar(base: base, ours: ours, theirs: theirs)
        }

        private static func isKeyedList(_ tree: YAMLTree?, _ path: [String]) -> Bool {
            guard case .list(let items)? = tree, let first = items.first else { return false }
            return InventoryMerge.identity(of: first, inList: path) != nil
        }

        private static func items(_ tree: YAMLTree?) -> [YAMLTree]? {
            switch tree {
            case .list(let items)?: items
            case .null?: []
            default: nil
            }
        }

        /// One value, three ways: the team's if they changed it, else the code's.
        private mutating func scalar(base: YAMLTree?, ours: YAMLTree?, theirs: YAMLTree?) -> YAMLTree? {
            // Without a base, what the team has stands, and the scan only fills gaps.
            guard hasBase else { return ours ?? theirs }
            if ours == base {
                if theirs != base { summary.updated += 1 }
                return theirs
            }
            if theirs != base, theirs != ours { summary.conflicts += 1 }
            summary.editsKept += 1
            return ours
        }

        private mutating func pairs(base: [YAMLTree.Pair]?, ours: [YAMLTree.Pair], theirs: [YAMLTree.Pair], path: [String]) -> [YAMLTree.Pair] {
            // The team's order; a key new in the scan goes before the first key that follows
            // it in the scan, so a new `present:` lands where a draft has it.
            var keys = ours.map(\.key)
            for (i, pair) in theirs.enumerated() where !keys.contains(pair.key) {
                let next = theirs[(i + 1)...].lazy.compactMap { later in keys.firstIndex(of: later.key) }.first
                keys.insert(pair.key, at: next ?? keys.endIndex)
            }
            var out: [YAMLTree.Pair] = []
            for key in keys {
                let b = base?.first { $0.key == key }?.value
                let o = ours.first { $0.key == key }?.value
                let t = theirs.first { $0.key == key }?.value
                if let merged = value(base: b, ours: o, theirs: t, path: path + [key]) { out.append(.init(key, merged)) }
            }
            return out
        }

        private mutating func list(base: [YAMLTree]?, ours: [YAMLTree], theirs: [YAMLTree], path: [String]) -> [YAMLTree] {
            let kind = InventoryMerge.kind(ofList: path.last ?? "")
            let bareKey = InventoryMerge.identityKey(ofList: path.last ?? "")
            // A key met again in one list (the same call twice in a file) is told apart by its
            // turn: the second in ours matches the second in the scan.
            func keyed(_ items: [YAMLTree]) -> [(String?, YAMLTree)] {
                var seen: [String: Int] = [:]
                return items.map { item in
                    guard let key = InventoryMerge.identity(of: item, inList: path) else { return (nil, item) }
                    let turn = seen[key, default: 0]
                    seen[key] = turn + 1
                    return (turn == 0 ? key : key + "\u{0}#\(turn)", item)
                }
            }
            let b = base.map(keyed) ?? [], o = keyed(ours), t = keyed(theirs)
            // By key, the first item of each: a screen list of thousands is matched in one pass,
            // not each item against every other.
            func index(_ items: [(String?, YAMLTree)]) -> [String: YAMLTree] {
                var byKey: [String: YAMLTree] = [:]
                for case (let key?, let item) in items where byKey[key] == nil { byKey[key] = item }
                return byKey
            }
            let inBase = index(b), inOurs = index(o), inTheirs = index(t)
            func find(_ key: String?, in items: [String: YAMLTree]) -> YAMLTree? { key.flatMap { items[$0] } }
            var out: [YAMLTree] = []
            for (key, mine) in o {
                let scanned = find(key, in: inTheirs)
                // Without a base, what carries the scan's provenance counts as scanned.
                let original = hasBase ? find(key, in: inBase) : (mine[InventoryMerge.provenance] != nil ? mine : nil)
                if let scanned {
                    let merged = value(base: original.map { Self.expanded($0, bareKey) }, ours: Self.expanded(mine, bareKey), theirs: Self.expanded(scanned, bareKey), path: path)
                    out.append(Self.collapsed(merged ?? mine, bareKey))
                } else if let original, key != nil {
                    if Self.stripped(mine) == Self.stripped(original) {
                        summary.gone[kind, default: 0] += 1
                    } else {
                        summary.goneKept[kind, default: 0] += 1
                        out.append(Self.markedGone(mine))
                    }
                } else {
                    if hasBase { summary.editsKept += 1 }
                    out.append(mine)
                }
            }
            for (key, scanned) in t where find(key, in: inOurs) == nil {
                if hasBase, find(key, in: inBase) != nil {
                    summary.editsKept += 1  // the team deleted it
                } else {
                    summary.added[kind, default: 0] += 1
                    out.append(scanned)
                }
            }
            return out
        }

        private static func pairs(_ tree: YAMLTree) -> [YAMLTree.Pair]? {
            if case .map(let p) = tree { return p }
            return nil
        }

        /// A bare id in a list of references is the mapping `{ target: id }`, so the two
        /// forms merge; `collapsed` turns it back.
        private static func expanded(_ item: YAMLTree, _ key: String?) -> YAMLTree {
            guard let key, case .string = item else { return item }
            return .map([.init(key, item)])
        }

        private static func collapsed(_ item: YAMLTree, _ key: String?) -> YAMLTree {
            if let key, case .map(let pairs) = item, pairs.count == 1, pairs[0].key == key { return pairs[0].value }
            return item
        }

        /// The item with its provenance left out: what the team could have edited.
        private static func stripped(_ item: YAMLTree) -> YAMLTree {
            switch item {
            case .map(let pairs): .map(pairs.filter { $0.key != InventoryMerge.provenance }.map { .init($0.key, stripped($0.value)) })
            case .list(let items): .list(items.map(stripped))
            default: item
            }
        }

        private static func markedGone(_ item: YAMLTree) -> YAMLTree {
            guard case .map(var pairs) = item else { return item }
            let was = item[InventoryMerge.provenance]?.string.map { "; it was at \($0)" } ?? ""
            let mark = YAMLTree.string("gone: the last scan did not find it, and you had edited it\(was)")
            if let i = pairs.firstIndex(where: { $0.key == InventoryMerge.provenance }) { pairs[i].value = mark } else { pairs.append(.init(InventoryMerge.provenance, mark)) }
            return .map(pairs)
        }

    }
}

extension InventoryMerge {
    /// Where the scan an inventory was drafted from is kept, beside it:
    /// `ui-inventory.yaml` → `ui-inventory.scanned.yaml`. Commit both: its diff is what
    /// changed in the code, and `scan --update` merges against it.
    public static func basePath(for inventory: String) -> String {
        for ext in [".yaml", ".yml"] where inventory.hasSuffix(ext) {
            return String(inventory.dropLast(ext.count)) + ".scanned" + ext
        }
        return inventory + ".scanned.yaml"
    }

    /// The comment lines a scan writes above and below the data, split from a draft.
    public static func comments(ofDraft draft: String) -> (header: String, footer: String) {
        let lines = draft.split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.prefix { $0.hasPrefix("#") }
        var footer: [Substring] = []
        for line in lines.reversed() {
            if line.isEmpty && footer.isEmpty { continue }
            guard line.hasPrefix("#") else { break }
            footer.insert(line, at: 0)
        }
        func text(_ lines: some Collection<Substring>) -> String { lines.map { $0 + "\n" }.joined() }
        return (text(header), text(footer))
    }
}
