/// What changed between two revisions of an inventory, for a pull-request comment.
public struct PlanDiff: Sendable {
    public struct UnitChange: Sendable {
        public var id: String
        public var old: (strategy: Strategy, stage: Int?)?
        public var new: (strategy: Strategy, stage: Int?)?
    }

    /// nil when there was no inventory before (a base branch without it): everything is new.
    public var oldPath: String?
    public var newPath: String
    /// UIKit before, SwiftUI now.
    public var migrated: [String] = []
    /// SwiftUI before, UIKit now.
    public var regressed: [String] = []
    public var added: [(id: String, framework: Framework)] = []
    public var removed: [String] = []
    public var bridges: (old: Int, new: Int)
    public var share: (old: Double, new: Double)
    /// The plans' total effort points: the work left before and after.
    public var remainingEffort: (old: Int, new: Int)
    public var fixedFindings: [Diagnostic] = []
    public var newFindings: [Diagnostic] = []
    /// Units whose strategy or stage moved, or that appeared or went away.
    public var units: [UnitChange] = []

    /// `old` nil: there was no inventory before, so every screen, finding and unit is new.
    public init(old: Plan?, new: Plan) {
        oldPath = old?.inventory.path
        newPath = new.inventory.path
        bridges = (old?.bridgesNow ?? 0, new.bridgesNow)
        share = (old?.swiftUIShareNow ?? 0, new.swiftUIShareNow)
        remainingEffort = (old?.totalEffort ?? 0, new.totalEffort)
        let before: (list: [(id: String, framework: Framework)], map: [String: Framework]) = old.map(Self.screens) ?? ([], [:])
        let after = Self.screens(new)
        for (id, framework) in after.list {
            switch (before.map[id], framework) {
            case (nil, _): added.append((id, framework))
            case (.uikit?, .swiftui): migrated.append(id)
            case (.swiftui?, .uikit): regressed.append(id)
            default: break
            }
        }
        removed = before.list.map(\.id).filter { after.map[$0] == nil }
        (fixedFindings, newFindings) = Self.findings(old?.diagnostics ?? [], new.diagnostics)
        let oldUnits: (list: [(String, (strategy: Strategy, stage: Int?))], map: [String: (strategy: Strategy, stage: Int?)]) = old.map(Self.units) ?? ([], [:])
        let newUnits = Self.units(new)
        for (id, now) in newUnits.list {
            let then = oldUnits.map[id]
            if then == nil || then!.strategy != now.strategy || then!.stage != now.stage {
                units.append(UnitChange(id: id, old: then, new: now))
            }
        }
        for (id, then) in oldUnits.list where newUnits.map[id] == nil {
            units.append(UnitChange(id: id, old: then, new: nil))
        }
    }

    private static func screens(_ plan: Plan) -> (list: [(id: String, framework: Framework)], map: [String: Framework]) {
        let analysis = plan.analysis
        let list = analysis.inventory.screens.enumerated()
            .filter { analysis.reachable[analysis.graph.containerCount + $0.offset] }
            .map { (id: $0.element.id, framework: $0.element.framework) }
        return (list, Dictionary(list.map { ($0.id, $0.framework) }, uniquingKeysWith: { a, _ in a }))
    }

    private static func units(_ plan: Plan) -> (list: [(String, (strategy: Strategy, stage: Int?))], map: [String: (strategy: Strategy, stage: Int?)]) {
        let list = plan.units.enumerated().map { ($1.id, (strategy: $1.strategy, stage: plan.unitStage[$0])) }
        return (list, Dictionary(list, uniquingKeysWith: { a, _ in a }))
    }

    /// Matched by rule and subject (message when there is none), as the baseline does.
    private static func findings(_ old: [Diagnostic], _ new: [Diagnostic]) -> (fixed: [Diagnostic], added: [Diagnostic]) {
        func key(_ d: Diagnostic) -> String { "\(d.rule)\u{1F}\(d.subject ?? "message:" + d.message)" }
        var counts: [String: Int] = [:]
        for d in old { counts[key(d), default: 0] += 1 }
        var added: [Diagnostic] = []
        for d in new {
            if let n = counts[key(d)], n > 0 { counts[key(d)] = n - 1 } else { added.append(d) }
        }
        var fixed: [Diagnostic] = []
        for d in old where (counts[key(d)] ?? 0) > 0 {
            counts[key(d)]! -= 1
            fixed.append(d)
        }
        return (fixed, added)
    }

    // MARK: - Reports

    /// Nothing moved: no screen, finding or unit changed.
    public var isEmpty: Bool {
        oldPath != nil && migrated.isEmpty && regressed.isEmpty && added.isEmpty && removed.isEmpty
            && fixedFindings.isEmpty && newFindings.isEmpty && units.isEmpty && bridges.old == bridges.new
            && remainingEffort.old == remainingEffort.new
    }

    /// For a pull-request comment: one line when nothing changed, and only the sections that
    /// have something in them otherwise.
    public func markdown() -> String {
        let cell = PlanMarkdownReporter.cell, percent = PlanMarkdownReporter.percent
        func code(_ s: String) -> String { PlanMarkdownReporter.code(s) }
        let before = oldPath.map(cell) ?? "no inventory before"
        if isEmpty {
            return "**Bridgeplan** (\(before) → \(cell(newPath))): no change to screens, findings or the plan; SwiftUI share \(percent(share.new)), \(bridges.new) live bridge\(bridges.new == 1 ? "" : "s"), \(Plural.count(remainingEffort.new, "effort point")) left.\n"
        }
        func ids(_ list: [String]) -> String { list.map { code($0) }.joined(separator: ", ") }
        var out = "## Bridgeplan: \(before) → \(cell(newPath))\n\n| | before | after |\n|---|---|---|\n"
        out += "| SwiftUI share of screens | \(oldPath == nil ? "—" : percent(share.old)) | \(percent(share.new)) |\n"
        out += "| Live bridges | \(oldPath == nil ? "—" : String(bridges.old)) | \(bridges.new) |\n"
        out += "| Effort left (points) | \(oldPath == nil ? "—" : String(remainingEffort.old)) | \(remainingEffort.new) |\n\n"
        let screenLines = [
            ("Migrated to SwiftUI", migrated), ("Back to UIKit", regressed),
            ("New SwiftUI screens", added.filter { $0.framework == .swiftui }.map(\.id)),
            ("New UIKit screens", added.filter { $0.framework == .uikit }.map(\.id)), ("Removed screens", removed),
        ].filter { !$0.1.isEmpty }
        for (title, list) in screenLines { out += "- **\(title):** \(ids(list))\n" }
        if !screenLines.isEmpty { out += "\n" }
        for (title, list) in [("New findings", newFindings), ("Fixed findings", fixedFindings)] where !list.isEmpty {
            out += "### \(title) (\(list.count))\n\n"
            out += "| Severity | Rule | Subject | Message |\n|---|---|---|---|\n"
            for d in list {
                out += "| \(d.severity.rawValue) | `\(d.rule)` | \(d.subject.map { code($0) } ?? "") | \(PlanMarkdownReporter.plain(d.message)) |\n"
            }
            out += "\n"
        }
        if units.isEmpty { return out }
        out += "### Units that moved (\(units.count))\n\n"
        out += "| Unit | Before | After |\n|---|---|---|\n"
        func describe(_ u: (strategy: Strategy, stage: Int?)?) -> String {
            guard let u else { return "—" }
            return "\(u.strategy.rawValue), \(u.stage.map { "stage \($0)" } ?? "no stage")"
        }
        for change in units { out += "| \(code(change.id)) | \(describe(change.old)) | \(describe(change.new)) |\n" }
        return out
    }

    public func json() -> String {
        func unit(_ key: StaticString, _ u: (strategy: Strategy, stage: Int?)?, to w: inout JSONWriter) {
            guard let u else { return w.field(key, JSON.null) }
            w.object(key) { w in
                w.field("stage", u.stage)
                w.field("strategy", u.strategy.rawValue)
            }
        }
        var w = JSONWriter()
        w.object { w in
            w.array("added") { w in
                for screen in added {
                    w.object { w in
                        w.field("framework", screen.framework.rawValue)
                        w.field("id", screen.id)
                    }
                }
            }
            w.object("bridges") { w in
                w.field("new", bridges.new)
                w.field("old", bridges.old)
            }
            w.array("fixedFindings") { w in
                for d in fixedFindings { DiagnosticReporter.write(d, to: &w) }
            }
            w.field("migrated", migrated)
            w.field("new", newPath)
            w.array("newFindings") { w in
                for d in newFindings { DiagnosticReporter.write(d, to: &w) }
            }
            w.field("old", oldPath)  // null: no inventory before
            w.field("regressed", regressed)
            w.object("remainingEffort") { w in
                w.field("new", remainingEffort.new)
                w.field("old", remainingEffort.old)
            }
            w.field("removed", removed)
            w.field("schema", "bridgeplan.diff/1")
            w.object("swiftuiShare") { w in
                w.field("new", share.new)
                w.field("old", share.old)
            }
            w.array("units") { w in
                for change in units {
                    w.object { w in
                        w.field("id", change.id)
                        unit("new", change.new, to: &w)
                        unit("old", change.old, to: &w)
                    }
                }
            }
        }
        return w.finish()
    }
}
