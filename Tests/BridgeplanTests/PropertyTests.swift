@testable import Bridgeplan
import Foundation
import Testing

/// Random but valid inventories (seeded, so failures reproduce) through the whole pipeline,
/// checking the planner's invariants.
@Suite struct PropertyTests {
    /// SplitMix64: small, seedable, the same on every platform.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }
    }

    static let gateIDs = ["refreshable", "searchable", "task", "navigation-stack", "presentation-detents", "observable-macro",
                          "environment-dismiss", "swift-charts", "table", "matched-transition-source", "scroll-target-layout", "inspector"]

    /// A tab bar of navigation stacks; screens push within their stack, present other stacks
    /// or modal screens, embed children; some are SwiftUI, kept, or need gates.
    static func inventory(seed: UInt64, target forced: String? = nil, stacksBelow16: String? = nil) -> String {
        var r = Random(state: seed)
        let stacks = r.int(1..<6)
        let picked = r.pick(["14.0", "15.0", "16.0"])
        let target = forced ?? picked
        var lines = ["version: 1", "app:", "  name: Random\(seed)", "  deployment_target: \"\(target)\""]
        let raises = r.pick([[], ["16.0"], ["16.0", "17.0"], ["17.0"]]).filter { OSVersion($0)! > OSVersion(target)! }
        if !raises.isEmpty {
            lines.append("  target_roadmap:")
            for raise in raises { lines.append("    - version: \"\(raise)\"") }
        }
        lines += ["  root: Tabs", "policy:", "  full_rewrite_max_screens: \(r.pick([0, 3, 8]))", "  max_effort_per_stage: \(r.int(1..<30))"]
        if let stacksBelow16 { lines.append("  stacks_below_16: \(stacksBelow16)") }
        lines.append("containers:")
        lines.append("  - { id: Tabs, kind: tab-bar, framework: \(r.chance(20) ? "swiftui" : "uikit"), tabs: [\((0..<stacks).map { "Nav\($0)" }.joined(separator: ", "))] }")
        var screens: [(id: String, stack: Int)] = []
        var extraStacks = 0
        var modalScreens: [String] = []
        for s in 0..<stacks {
            for k in 0..<r.int(1..<6) { screens.append(("S\(s)_\(k)", s)) }
        }
        var screenLines: [String] = []
        for (n, screen) in screens.enumerated() {
            var fields = ["id: \(screen.id)", "framework: \(r.chance(25) ? "swiftui" : "uikit")", "effort: \(r.int(0..<9))"]
            // Each screen pushes the next of its stack, so every one is in it; some push two.
            let later = screens[(n + 1)...].prefix { $0.stack == screen.stack }.map(\.id)
            if !later.isEmpty { fields.append("push: [\(later.prefix(r.chance(30) ? 2 : 1).joined(separator: ", "))]") }
            if r.chance(30) {
                let modal = "M\(n)"
                modalScreens.append(modal)
                fields.append("present: [{ target: \(modal), style: \(r.pick(["sheet", "full-screen", "popover"])) }]")
            } else if r.chance(15) {
                extraStacks += 1
                fields.append("present: [Extra\(extraStacks)]")
            }
            if r.chance(20) {
                fields.append("embed: [{ target: E\(n), containment: \(r.pick(["full", "view-only", "missing-did-move"])), removal: \(r.pick(["full", "none", "wrong-order"])), in: \(r.pick(["view", "cell"])) }]")
                screenLines.append("  - { id: E\(n), framework: \(r.chance(50) ? "swiftui" : "uikit") }")
            }
            if r.chance(50) { fields.append("needs: [\((0..<r.int(1..<3)).map { _ in r.pick(gateIDs) }.joined(separator: ", "))]") }
            if r.chance(10) { fields.append("keep_uikit: true") }
            if r.chance(10) { fields.append("source: storyboard") }
            screenLines.append("  - { \(fields.joined(separator: ", ")) }")
        }
        for s in 0..<stacks {
            let root = screens.first { $0.stack == s }!.id
            lines.append("  - { id: Nav\(s), kind: navigation, framework: uikit, root: \(root) }")
        }
        for e in stride(from: 1, through: extraStacks, by: 1) {
            lines.append("  - { id: Extra\(e), kind: navigation, root: X\(e) }")
            screenLines.append("  - { id: X\(e), framework: \(r.chance(50) ? "swiftui" : "uikit"), needs: [\(r.pick(gateIDs))] }")
        }
        for modal in modalScreens { screenLines.append("  - { id: \(modal), framework: \(r.chance(30) ? "swiftui" : "uikit") }") }
        if r.chance(30) { screenLines.append("  - { id: Orphan, framework: uikit }") }
        return (lines + ["screens:"] + screenLines).joined(separator: "\n") + "\n"
    }

    /// Every plan passes its verifier: thousands of random inventories under each policy for
    /// stacks below 16 and each target. A failing seed goes into `verifierRegressions`.
    @Test(arguments: StacksBelow16.allCases.map(\.rawValue), ["13.0", "14.0", "15.0", "16.0", "17.0"])
    func everyPlanPassesItsVerifier(_ policy: String, _ target: String) throws {
        var failed: [String] = []
        for seed in 0..<UInt64(300) {
            let checked = check(yaml: Self.inventory(seed: seed, target: target, stacksBelow16: policy), path: "random-\(seed).yaml")
            guard let analysis = checked.analysis else { continue }
            let plan = Planner.plan(analysis, diagnostics: checked.diagnostics)
            let failures = PlanVerifier.verify(plan)
            if let first = failures.first { failed.append("seed \(seed): \(first)") }
            // The verifier checks the steps the lines ask for, computed without their text.
            for stage in plan.stages {
                let written = plan.checklistItems(stage).filter { $0.unit.map { id in stage.units.contains { plan.units[$0].id == id } } ?? false }
                for u in stage.units {
                    let lines = written.filter { $0.unit == plan.units[u].id }.flatMap(\.steps).filter { if case .unwindStack = $0 { false } else { true } }
                    let checked = Checklist.steps(for: plan.units[u], stage: stage.index, model: plan.model, analysis: analysis, owners: plan.coordinatorsByOwned)
                    if lines != checked { failed.append("seed \(seed): \(plan.units[u].id): lines ask for \(lines), the verifier checks \(checked)") }
                }
            }
        }
        #expect(failed.isEmpty, "\(failed.count) plans failed, e.g. \(failed.prefix(3).joined(separator: "\n"))")
    }

    @Test(arguments: 0..<150)
    func plannerInvariantsHold(_ seed: Int) throws {
        let yaml = Self.inventory(seed: UInt64(seed))
        let checked = check(yaml: yaml, path: "random-\(seed).yaml")
        let schemaErrors = checked.diagnostics.filter { !(RuleID(rawValue: $0.rule.rawValue)?.isLint ?? false) }
        #expect(schemaErrors.isEmpty, "seed \(seed): \(schemaErrors.map(\.message))\n\(yaml)")
        guard let analysis = checked.analysis else { return }
        let plan = Planner.plan(analysis, diagnostics: checked.diagnostics)
        let graph = analysis.graph

        // Every reachable screen in exactly one unit; unreachable ones are deletion candidates.
        var seen: [String: Int] = [:]
        for unit in plan.units { for id in unit.screens { seen[id, default: 0] += 1 } }
        for (s, screen) in analysis.inventory.screens.enumerated() {
            if analysis.reachable[graph.containerCount + s] {
                #expect(seen[screen.id] == 1, "seed \(seed): \(screen.id) is in \(seen[screen.id] ?? 0) units")
            } else {
                #expect(seen[screen.id] == nil && analysis.unreachableScreens.contains(screen.id))
            }
        }
        // Every reachable UIKit screen's effort is counted once, in its unit's effort: a
        // screen that pushes itself once counted nothing.
        let screenEffort = Dictionary(analysis.inventory.screens.map { ($0.id, $0.framework == .uikit ? $0.effort : 0) }, uniquingKeysWith: { a, _ in a })
        for unit in plan.units {
            let containerEffort = unit.members.filter { graph.isContainer($0) && graph.framework($0) == .uikit }.map { graph.effort($0) }.reduce(0, +)
            #expect(unit.effort == unit.screens.map { screenEffort[$0] ?? 0 }.reduce(0, +) + containerEffort, "seed \(seed): \(unit.id)")
        }
        // No unit before the target it needs; each ships on its stage's target.
        for (u, unit) in plan.units.enumerated() {
            guard let stage = plan.unitStage[u] else {
                #expect(!unit.isScheduled, "seed \(seed): \(unit.id) has no stage")
                continue
            }
            #expect(plan.stages[stage].target >= unit.requiredTarget, "seed \(seed): \(unit.id)")
            #expect(plan.stages[stage].target == unit.shipTarget, "seed \(seed): \(unit.id)")
            #expect(unit.gates.allSatisfy { $0.status != .unmet })
        }
        // Targets never go down; stage 0 is foundations; the root rewrite is the last stage
        // of the target it ships on (it waits for its own gates, not for every raise).
        #expect(plan.stages.first?.kind == .foundations)
        #expect(zip(plan.stages, plan.stages.dropFirst()).allSatisfy { $0.target <= $1.target })
        if let root = plan.units.firstIndex(where: { $0.members[0] == graph.root }), let stage = plan.unitStage[root] {
            #expect(plan.stages[(stage + 1)...].allSatisfy { $0.target > plan.stages[stage].target }, "seed \(seed): root rewrite in stage \(stage)")
            #expect(plan.stages[stage].target == plan.units[root].shipTarget)
        }
        // A child a parent contains (embedded, a tab, a column, a page) moves no later than the
        // stage that makes its parent SwiftUI; if it cannot, that stage keeps it in a representable,
        // and its own stage makes no hosting controller when every parent is SwiftUI by then.
        for edge in graph.edges where edge.kind != .push && edge.kind != .present {
            guard let pu = analysis.unitOf[edge.from], let cu = analysis.unitOf[edge.to], pu != cu,
                  let parentStage = plan.unitStage[pu], let childStage = plan.unitStage[cu], childStage > parentStage else { continue }
            let kept = plan.checklist(plan.stages[parentStage]).contains { $0.contains("keep UIKit '\(graph.ids[edge.to])'") }
            #expect(kept, "seed \(seed): \(graph.ids[edge.to]) moves in stage \(childStage), after its parent \(graph.ids[edge.from]) in \(parentStage)")
            #expect(plan.units[cu].parentsInSwiftUI.contains(graph.ids[edge.from]))
            if analysis.replacesRepresentablesOnly(plan.units[cu]) {
                let lines = plan.checklist(plan.stages[childStage]).filter { $0.hasPrefix(plan.units[cu].id + ":") }
                #expect(!lines.contains { $0.contains("UIHostingController") || $0.contains("addChild →") || $0.contains("tabBarItem") || $0.contains("size itself") },
                        "seed \(seed): \(plan.units[cu].id) still makes a host: \(lines)")
                #expect(!plan.units[cu].shims.contains("containment-helper"))
            }
        }
        // Stages respect the effort cap unless one unit, with the children it brings, is bigger.
        for stage in plan.stages where stage.units.count > 1 && stage.effort > analysis.inventory.policy.maxEffortPerStage {
            let members = Set(stage.units.flatMap { plan.units[$0].members })
            let children = stage.units.dropLast().allSatisfy { u in
                graph.incoming[plan.units[u].members[0]].contains { graph.edges[$0].kind == .embed && members.contains(graph.edges[$0].from) }
            }
            #expect(children, "seed \(seed): stage \(stage.index) is over the cap")
        }
        // Shares only grow, and end at 100% unless something is kept or blocked.
        #expect(zip(plan.stages, plan.stages.dropFirst()).allSatisfy { $0.swiftUIScreens <= $1.swiftUIScreens })
        if plan.units.allSatisfy({ $0.strategy != .keep && !$0.isBlocked }) {
            #expect(plan.swiftUIShareAtEnd == 1, "seed \(seed)")
            #expect(plan.stages.last?.bridges == 0, "seed \(seed)")
        }

        // Deterministic bytes, JSON that parses, Mermaid blocks that are well-formed.
        let markdown = PlanFormat.markdown.render(plan)
        let json = PlanFormat.json.render(plan)
        let again = Planner.plan(Pipeline.check(SourceFile(path: "random-\(seed).yaml", text: yaml)).analysis!, diagnostics: checked.diagnostics)
        #expect(PlanFormat.markdown.render(again) == markdown)
        #expect(PlanFormat.json.render(again) == json)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
        try Self.expectWellFormedMermaid(markdown)
    }

    static func expectWellFormedMermaid(_ markdown: String) throws {
        let node = try Regex(#"^  [nu]\d+(\[\[|\[)"[^"]*"(\]\]|\])$"#)
        let edge = try Regex(#"^  [nu]\d+ (-- [a-z]+ -->|-\. present \.->|== embed ==>) [nu]\d+$"#)
        let style = try Regex(#"^  (classDef [a-z]+ [a-z-]+:[^ ,]+( [^ ,]+)?(,[a-z-]+:[^ ,]+( [^ ,]+)?)*|class [nu]\d+(,[nu]\d+)* [a-z]+)$"#)
        var inBlock = false
        var blocks = 0
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "```mermaid" {
                inBlock = true
                blocks += 1
                continue
            }
            guard inBlock else { continue }
            if line == "```" {
                inBlock = false
                continue
            }
            let ok = line == "graph TD" || line.wholeMatch(of: node) != nil || line.wholeMatch(of: edge) != nil || line.wholeMatch(of: style) != nil
            #expect(ok, "not a Mermaid line: \(line)")
        }
        #expect(!inBlock)
        #expect(blocks >= 1)
    }
}
