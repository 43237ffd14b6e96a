import Bridgeplan
import Foundation
import Testing

/// The examples are the product's specification by example: each rule file triggers its
/// rule, each strategy file shows its strategy, each gate file its gate situation.
@Suite struct ExamplesTests {
    static let ruleExamples = files(under: "Config/examples/rules", ext: "yaml")
    static let strategyExamples = files(under: "Config/examples/strategies", ext: "yaml")

    /// Rules that a rule's example cannot avoid raising as well.
    static let unavoidable: [String: Set<String>] = [
        "nested-navigation-bar": ["mixed-navigation-stack"],
        "navigation-incomplete": ["unreachable-screen"],
    ]

    static func name(_ path: String) -> String {
        String(path.split(separator: "/").last!.dropLast(".yaml".count))
    }

    /// The folder-driven lists below are arguments: empty, their tests would not run at all.
    @Test func everyStrategyHasAnExample() {
        #expect(Set(Self.strategyExamples.map(Self.name)) == Set(Strategy.allCases.map(\.rawValue)))
    }

    @Test func everyLintRuleHasAnExample() {
        let lintRules = RuleID.allCases.filter(\.isLint).map(\.rawValue)
        #expect(Set(Self.ruleExamples.map(Self.name)) == Set(lintRules))
    }

    @Test(arguments: ruleExamples)
    func ruleExampleRaisesItsRule(_ example: String) throws {
        let rule = Self.name(example)
        let checked = try check(example)
        let raised = checked.diagnostics.map(\.rule.rawValue)
        #expect(raised.contains(rule), "\(example) should raise \(rule); raised \(raised)")
        let loud = Set(checked.diagnostics.filter { $0.severity != .info }.map(\.rule.rawValue))
        let allowed = Set([rule]).union(Self.unavoidable[rule] ?? [])
        #expect(loud.isSubset(of: allowed), "\(example) raises more than \(rule): \(loud)")
        let finding = try #require(checked.diagnostics.first { $0.rule.rawValue == rule })
        #expect(finding.subject != nil)
        #expect(finding.location.line > 0 && finding.location.column > 0)
        #expect(finding.severity == RuleID(rawValue: rule)!.severity)
    }

    @Test(arguments: strategyExamples)
    func strategyExampleShowsItsStrategy(_ example: String) throws {
        let strategy = Strategy(rawValue: Self.name(example))!
        guard let plan = plan(try check(example)) else { return }
        #expect(plan.units.contains { $0.strategy == strategy }, "\(example): \(plan.units.map { "\($0.id)=\($0.strategy.rawValue)" })")
    }

    @Test func wholeAppRewriteIsOneUnit() throws {
        guard let plan = plan(try check("Config/examples/strategies/full-rewrite.yaml")) else { return }
        #expect(plan.analysis.isWholeAppRewrite)
        let rewrites = plan.units.filter { $0.strategy == .fullRewrite }
        #expect(rewrites.count == 1)
        #expect(rewrites.first?.screens.count == plan.reachableScreens - plan.units.filter { $0.strategy == .keep }.count)
    }

    @Test func shopMovesEachBoundaryByItsStrategy() throws {
        let checked = try check("Config/examples/shop.yaml")
        #expect(!checked.diagnostics.contains { $0.severity != .info })
        guard let plan = plan(checked) else { return }
        let strategies = Dictionary(uniqueKeysWithValues: plan.units.map { ($0.id, $0.strategy) })
        #expect(strategies["Privacy"] == .modal)
        #expect(strategies["PromoBanner"] == .embedded)
        #expect(strategies["HomeNav"] == .perNavigation)
        #expect(strategies["SearchNav"] == .perNavigation)
        #expect(strategies["ProfileNav"] == .perNavigation)
        #expect(strategies["MainTabs"] == .fullRewrite)
        // Modals and embedded views first, stacks next, the root last; only the 16 raise after it.
        let stageOf = Dictionary(uniqueKeysWithValues: plan.units.enumerated().map { ($1.id, plan.unitStage[$0]) })
        #expect(stageOf["Privacy"]!! < stageOf["HomeNav"]!!)
        #expect(plan.stages[(stageOf["MainTabs"]!! + 1)...].map(\.kind) == [.raiseTarget])
        #expect(plan.stages.first?.kind == .foundations)
        #expect(plan.swiftUIShareAtEnd == 1)
        #expect(plan.stages.last?.bridges == 0)
    }

    @Test func marketplaceHasWarningsButNoErrors() throws {
        let checked = try check("Config/examples/marketplace.yaml")
        #expect(!checked.diagnostics.hasErrors)
        #expect(checked.diagnostics.count(.warning) >= 5)
        guard let plan = plan(checked) else { return }
        #expect(plan.reachableScreens >= 55)
        #expect(plan.analysis.unreachableScreens == ["LegacyWishlist"])
        #expect(Set(plan.units.map(\.strategy)) == Set(Strategy.allCases))
    }

    // MARK: gate situations

    @Test func gatesMetNatively() throws {
        guard let plan = plan(try check("Config/examples/gates/met.yaml")) else { return }
        let gates = plan.units.flatMap(\.gates)
        #expect(!gates.isEmpty)
        #expect(gates.allSatisfy { $0.status == .native })
        #expect(plan.units.allSatisfy { $0.shims.allSatisfy { $0 == "containment-helper" } })
    }

    @Test func gateMetThroughFallbackAddsItsShim() throws {
        guard let plan = plan(try check("Config/examples/gates/fallback.yaml")) else { return }
        let unit = try #require(plan.units.first { $0.gates.contains { $0.gate == "presentation-detents" } })
        #expect(unit.gates.first { $0.gate == "presentation-detents" }?.status == .fallback)
        #expect(unit.shims.contains("sheet-detents"))
        #expect(unit.shipTarget == OSVersion(15))
        #expect(plan.stages[0].shims.contains("sheet-detents"))
    }

    @Test func gateMetAfterARaise() throws {
        guard let plan = plan(try check("Config/examples/gates/after-raise.yaml")) else { return }
        let u = try #require(plan.units.firstIndex { $0.gates.contains { $0.gate == "table" } })
        #expect(plan.units[u].shipTarget == OSVersion(16))
        let stage = try #require(plan.unitStage[u])
        let raise = try #require(plan.stages.firstIndex { $0.kind == .raiseTarget && $0.target == OSVersion(16) })
        #expect(raise < stage)
        #expect(plan.stages[stage].target == OSVersion(16))
    }

    @Test func gateUnmetBlocksTheUnit() throws {
        let checked = try check("Config/examples/gates/blocked.yaml")
        #expect(checked.diagnostics.contains { $0.rule.rawValue == "gate-unmet" && $0.severity == .error })
        guard let plan = plan(checked) else { return }
        let blocked = try #require(plan.units.first { $0.isBlocked })
        #expect(blocked.blockedBy.first?.contains("table") == true)
        #expect(plan.unitStage[plan.units.firstIndex { $0.id == blocked.id }!] == nil)
        #expect(plan.checklist(plan.stages[0]).contains { $0.contains("gate-unmet") })
    }
}
