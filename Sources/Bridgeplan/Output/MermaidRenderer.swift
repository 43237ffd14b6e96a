/// Mermaid `graph` diagrams of the app at one point of the plan. Node ids are generated
/// (`n12`), never user ids, and labels are quoted and escaped, so any id renders on GitHub.
enum MermaidRenderer {
    /// Above this many elements the graph shows units instead of screens.
    static let detailedLimit = 40
    /// Above this many units no diagram is drawn (GitHub refuses very large ones).
    static let collapsedLimit = 150

    /// `framework[i]` is element i's framework at that point; `highlight` are the units that
    /// just moved. Returns nil when the app is too large to draw.
    static func diagram(_ plan: Plan, framework: [Framework], highlight: Set<Int>) -> String? {
        let analysis = plan.analysis
        let graph = analysis.graph
        // Stop at the first element over the limit: a plan draws one diagram per stage,
        // and filtering all of a 100k-screen graph for each was most of its Markdown's time.
        var visible: [Int] = []
        for i in 0..<graph.count where analysis.reachable[i] {
            visible.append(i)
            if visible.count > detailedLimit { break }
        }
        if visible.count <= detailedLimit {
            return detailed(plan, visible: visible, framework: framework, highlight: highlight)
        }
        guard plan.units.count <= collapsedLimit else { return nil }
        return collapsed(plan, framework: framework, highlight: highlight)
    }

    /// What a stage changes: the units that moved and what they touch (one edge away), drawn
    /// screen by screen when that is small, unit by unit otherwise. nil when nothing moved.
    static func stageDiagram(_ plan: Plan, framework: [Framework], highlight: Set<Int>) -> String? {
        let analysis = plan.analysis, graph = analysis.graph
        guard !highlight.isEmpty else { return nil }
        var elements = Set<Int>()
        for u in highlight {
            for m in plan.units[u].members {
                elements.insert(m)
                for e in graph.outgoing[m] where analysis.reachable[graph.edges[e].to] { elements.insert(graph.edges[e].to) }
                for e in graph.incoming[m] where analysis.reachable[graph.edges[e].from] { elements.insert(graph.edges[e].from) }
            }
        }
        // Screen by screen only when the overview is too: a reader who saw units above reads
        // the stages in units.
        if elements.count <= detailedLimit, !analysis.reachable.lazy.filter({ $0 }).dropFirst(detailedLimit).contains(true) {
            return detailed(plan, visible: elements.sorted(), framework: framework, highlight: highlight)
        }
        let units = Set(elements.compactMap { analysis.unitOf[$0] })
        guard units.count <= collapsedLimit else { return nil }
        return collapsed(plan, framework: framework, highlight: highlight, only: units)
    }

    private static func detailed(_ plan: Plan, visible: [Int], framework: [Framework], highlight: Set<Int>) -> String {
        let analysis = plan.analysis
        let graph = analysis.graph
        var lines = ["graph TD"]
        for i in visible {
            let kind = graph.container(i).map { "\($0.kind.rawValue)" } ?? "screen"
            let label = "\(escape(graph.ids[i]))<br/><small>\(kind) · \(framework[i].rawValue)</small>"
            let shape = graph.isContainer(i) ? ("[[\"", "\"]]") : ("[\"", "\"]")
            lines.append("  n\(i)\(shape.0)\(label)\(shape.1)")
        }
        // A stage's part of the app: only its elements' edges, never a walk over all of them.
        let shown = Set(visible)
        var edges: [Int] = []
        for i in visible { edges += graph.outgoing[i] }
        for e in edges.sorted() {
            let edge = graph.edges[e]
            guard analysis.reachable[edge.from], analysis.reachable[edge.to], shown.contains(edge.to) else { continue }
            lines.append("  n\(edge.from) \(arrow(edge.kind)) n\(edge.to)")
        }
        var classes: [(String, [Int])] = []
        for fw in Framework.allCases { classes.append((fw.rawValue, visible.filter { framework[$0] == fw && !isKept(analysis, $0) })) }
        classes.append(("keep", visible.filter { isKept(analysis, $0) }))
        classes.append(("moved", visible.filter { analysis.unitOf[$0].map(highlight.contains) ?? false }))
        classes.removeAll { $0.1.isEmpty }
        lines += classDefinitions(Set(classes.map(\.0)))
        for (name, members) in classes { lines.append("  class \(members.map { "n\($0)" }.joined(separator: ",")) \(name)") }
        return lines.joined(separator: "\n")
    }

    /// One node per unit (`only`: just these units).
    private static func collapsed(_ plan: Plan, framework: [Framework], highlight: Set<Int>, only: Set<Int>? = nil) -> String {
        let analysis = plan.analysis
        let graph = analysis.graph
        var lines = ["graph TD"]
        var classes: [String: [String]] = [:]
        // With `only`, just those units and their members' edges: a stage's diagram must not
        // walk the whole app (a 100k-screen plan has hundreds of stages).
        let drawn = only.map { $0.sorted() } ?? Array(plan.units.indices)
        for u in drawn {
            let unit = plan.units[u]
            let moved = unit.members.filter { framework[$0] == .swiftui }.count
            let state: String
            if unit.strategy == .keep { state = "keep" } else if moved == unit.members.count { state = "swiftui" } else if moved == 0 { state = "uikit" } else { state = "mixed" }
            // A unit of containers only (a tab bar, a pager) says what it is, not "0 screens".
            let size = unit.screens.isEmpty
                ? (graph.container(unit.members[0])?.kind.rawValue ?? "container")
                : "\(unit.screens.count) screen\(unit.screens.count == 1 ? "" : "s")"
            let label = "\(escape(unit.id))<br/><small>\(unit.strategy.rawValue) · \(size)</small>"
            lines.append("  u\(u)[\"\(label)\"]")
            classes[state, default: []].append("u\(u)")
            if highlight.contains(u) { classes["moved", default: []].append("u\(u)") }
        }
        var seen = Set<[Int]>()
        func draw(_ edge: Edge) {
            guard let a = analysis.unitOf[edge.from], let b = analysis.unitOf[edge.to], a != b,
                  only.map({ $0.contains(a) && $0.contains(b) }) ?? true, seen.insert([a, b]).inserted else { return }
            lines.append("  u\(a) \(arrow(edge.kind)) u\(b)")
        }
        if only == nil {
            for edge in graph.edges { draw(edge) }
        } else {
            // In edge order, as the whole-app diagram draws them.
            var edges: [Int] = []
            for u in drawn { for m in plan.units[u].members { edges += graph.outgoing[m] } }
            for e in edges.sorted() { draw(graph.edges[e]) }
        }
        lines += classDefinitions(Set(classes.keys))
        for state in classes.keys.sorted() where state != "moved" {
            lines.append("  class \(classes[state]!.joined(separator: ",")) \(state)")
        }
        if let moved = classes["moved"] { lines.append("  class \(moved.joined(separator: ",")) moved") }
        return lines.joined(separator: "\n")
    }

    private static func isKept(_ analysis: Analysis, _ i: Int) -> Bool {
        analysis.unitOf[i].map { analysis.units[$0].strategy == .keep } ?? false
    }

    /// The styles a diagram uses, in a fixed order.
    private static func classDefinitions(_ used: Set<String>) -> [String] {
        classStyles.filter { used.contains($0.name) }.map { "  classDef \($0.name) \($0.style)" }
    }

    private static let classStyles = [
        (name: "uikit", style: "fill:#fdecea,stroke:#c0392b,color:#000"),
        (name: "swiftui", style: "fill:#e8f6ee,stroke:#1e8449,color:#000"),
        (name: "mixed", style: "fill:#fef5e7,stroke:#b9770e,color:#000"),
        (name: "keep", style: "fill:#eeeeee,stroke:#555555,stroke-dasharray:4 3,color:#000"),
        (name: "moved", style: "stroke-width:4px"),
    ]

    private static func arrow(_ kind: EdgeKind) -> String {
        switch kind {
        case .present: "-. present .->"
        case .embed: "== embed ==>"
        default: "-- \(kind.rawValue) -->"
        }
    }

    /// Mermaid labels in double quotes: quotes and markup characters become entities.
    static func escape(_ text: String) -> String {
        // Most ids need nothing: checked by bytes, not walked by Character (grapheme breaking
        // made this most of a large plan's diagram time).
        guard text.utf8.contains(where: { $0 == 0x22 || $0 == 0x23 || $0 == 0x3C || $0 == 0x3E || $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            // Line breaks and other control characters (ESC would reach a terminal showing
            // the Markdown) become spaces.
            case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value): out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
