import YAMLFront

enum GateUnmet: LintRule {
    static let description = RuleDescription(
        .gateUnmet, .error, .gates,
        summary: "An API needed above the target, with no fallback and no planned raise.",
        rationale: "A screen that needs an API introduced after every target the roadmap plans, with no fallback that works earlier, cannot ship: the code would not compile against the deployment target without an availability check that leaves the feature out.",
        sources: [
            RuleSource("Checking API availability (The Swift Programming Language)", "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/statements/#Checking-API-Availability"),
        ],
        fix: "Add a target_roadmap raise to the version the gate needs, or drop the need.",
        triggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, needs: [↓scroll-target-layout] }
            """#),
        ],
        nonTriggering: [
            RuleExample.stack(screens: #"""
              - { id: Home, needs: [navigation-stack] }
            """#),
        ]
    )
    static let hooks: LintHooks = [.unit, .app]

    /// SwiftUI itself is iOS 13: below it, with no raise to 13 planned, every unit is blocked
    /// for the same reason, and one finding says so instead of one per gate per unit.
    static func belowSwiftUI(_ analysis: Analysis) -> Bool {
        (analysis.targets.last ?? analysis.deploymentTarget) < OSVersion(13)
    }

    static func checkApp(in context: inout LintContext) {
        let analysis = context.analysis
        guard belowSwiftUI(analysis), analysis.units.contains(where: \.isBlocked) else { return }
        let blocked = analysis.units.filter(\.isBlocked).count
        context.findings.append(Diagnostic(
            rule: description.id, severity: description.severity,
            message: "the deployment target is \(analysis.deploymentTarget) and SwiftUI needs iOS 13.0: raise the target, or add a target_roadmap raise to 13.0 or later, before anything can move (\(blocked) unit\(blocked == 1 ? "" : "s") wait on it)",
            location: context.inventory.location(analysis.inventory.app.deploymentTargetNode)))
    }

    static func check(unit u: Int, in context: inout LintContext) {
        let analysis = context.analysis
        guard analysis.units[u].isBlocked, !belowSwiftUI(analysis) else { return }
        let unit = analysis.units[u]
        for gate in unit.gates where gate.status == .unmet {
            let g = analysis.catalog[gate.gate]!
            // A stack moved under `stacks_below_16: wait` or `per-screen` takes NavigationStack
            // without its NavigationView fallback: it is met from 16.0 only.
            let policy = analysis.inventory.policy.stacksBelow16
            let declined = g.id == "navigation-stack" && policy != .helper && Strategy(rawValue: gate.neededBy) != nil
            let fallback = declined ? ", and policy stacks_below_16 (\(policy.rawValue)) takes it without the NavigationView fallback"
                : g.fallback.map { " (its fallback needs iOS \($0.minimum))" } ?? " and has no fallback"
            let raise = analysis.targets.count > 1 ? "no planned raise reaches it" : "no target_roadmap raise is planned"
            let message = "'\(gate.neededBy)' needs \(g.api) (\(g.id)), introduced in iOS \(g.introduced)\(fallback); the target is \(analysis.deploymentTarget) and \(raise): add a roadmap raise to \(declined ? g.introduced : g.metFrom) or drop the need"
            let node = needNode(gate: gate.gate, screen: gate.neededBy, context.graph) ?? context.graph.node(unit.members[0])
            report(message, at: node, element: context.graph.index[gate.neededBy] ?? unit.members[0], in: &context)
        }
    }

    private static func needNode(gate: String, screen: String, _ graph: AppGraph) -> Span? {
        guard let i = graph.index[screen], let s = graph.screen(i) else { return nil }
        return s.needs.first { $0.gate == gate }?.node
    }
}
