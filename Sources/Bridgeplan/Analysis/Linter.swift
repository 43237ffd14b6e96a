/// Runs the lint rules (`RuleRegistry.lintRules`) over an analysis in one pass: each edge,
/// screen, unit and coordinator is visited once, and handed to the rules that declared the
/// hook. The rules themselves, with what they say and cite, are one file each under Rules/.
/// It runs after `Analysis`, as its own step: its findings join the inventory's diagnostics,
/// where the plan reads them, and live nowhere else.
public struct Linter {
    private var context: LintContext

    public init(analysis: Analysis) {
        context = LintContext(analysis: analysis)
    }

    private static func rules(_ hook: LintHooks) -> [any LintRule.Type] {
        RuleRegistry.lintRules.filter { $0.hooks.contains(hook) }
    }

    // Computed once per process: the per-hook lists never change. `nonisolated(unsafe)`: the
    // lists are immutable lets of rule types (stateless enums); Swift 6.2 would call their
    // metatypes SendableMetatype, which toolchains before 6.2 do not know.
    nonisolated(unsafe) private static let embedRules = rules(.embed)
    nonisolated(unsafe) private static let navigationRules = rules(.navigationEdge)
    nonisolated(unsafe) private static let screenRules = rules(.screen)
    nonisolated(unsafe) private static let unitRules = rules(.unit)
    nonisolated(unsafe) private static let coordinatorRules = rules(.coordinator)
    nonisolated(unsafe) private static let appRules = rules(.app)

    public mutating func run() -> [Diagnostic] {
        let graph = context.graph
        for edge in graph.edges {
            if let embed = graph.embed(edge) {
                for rule in Self.embedRules { rule.check(edge, embed: embed, in: &context) }
            }
            if edge.kind == .push || edge.kind == .root {
                for rule in Self.navigationRules { rule.check(navigation: edge, in: &context) }
            }
        }
        for s in context.inventory.screens.indices {
            for rule in Self.screenRules { rule.check(screen: s, in: &context) }
        }
        // By index: most units are scheduled, and a copy of one retains its arrays.
        for u in context.analysis.units.indices {
            for rule in Self.unitRules { rule.check(unit: u, in: &context) }
        }
        for coordinator in context.inventory.coordinators {
            for rule in Self.coordinatorRules { rule.check(coordinator: coordinator, in: &context) }
        }
        for rule in Self.appRules { rule.checkApp(in: &context) }
        return context.findings
    }
}
