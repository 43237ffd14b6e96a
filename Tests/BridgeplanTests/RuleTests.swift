@testable import Bridgeplan
import Foundation
import Testing

/// An example with its `↓` markers removed, and where they were (1-based line and column).
struct MarkedExample: Sendable, CustomTestStringConvertible {
    var rule: RuleID
    var text: String
    var markers: Set<String>
    var triggers: Bool
    var testDescription: String { "\(rule) \(triggers ? "triggering" : "non-triggering")" }

    init(rule: RuleID, marked: String, triggers: Bool) {
        self.rule = rule
        self.triggers = triggers
        var lines: [String] = []
        var markers = Set<String>()
        for (n, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var clean = ""
            for character in line {
                if character == "↓" { markers.insert("\(n + 1):\(clean.count + 1)") } else { clean.append(character) }
            }
            lines.append(clean)
        }
        text = lines.joined(separator: "\n") + "\n"
        self.markers = markers
    }

    static func all(_ rules: [RuleDescription]) -> [MarkedExample] {
        rules.flatMap { d in
            d.triggering.map { MarkedExample(rule: d.id, marked: $0, triggers: true) }
                + d.nonTriggering.map { MarkedExample(rule: d.id, marked: $0, triggers: false) }
        }
    }
}

/// Every rule is a unit with its description, sources and examples; every lint example
/// triggers exactly where its markers say, and no non-triggering one does.
@Suite struct RuleTests {
    static let lintExamples = MarkedExample.all(RuleRegistry.lintRules.map { $0.description })

    @Test(arguments: lintExamples)
    func lintExample(_ example: MarkedExample) {
        let checked = Pipeline.check(SourceFile(path: "example.yaml", text: example.text))
        let schemaErrors = checked.diagnostics.filter { !$0.rule.isLint }
        #expect(schemaErrors.isEmpty, "\(schemaErrors.map(\.message))")
        let found = Set(checked.diagnostics.filter { $0.rule == example.rule }.map { "\($0.location.line):\($0.location.column)" })
        #expect(found == (example.triggers ? example.markers : []), "\(example.rule): found at \(found.sorted()), marked \(example.markers.sorted())")
        if example.triggers { #expect(!example.markers.isEmpty, "a triggering example marks where it triggers") }
    }

    @Test func everyRuleIsDescribedOnceInOrder() {
        #expect(RuleRegistry.all.map(\.id) == RuleID.allCases)
        let units = RuleRegistry.lintRules.map { $0.description } + RuleRegistry.scanRules.map { $0.description }
        #expect(Set(units.map(\.id)) == Set(RuleID.allCases.filter { $0.isLint || $0.category == .scan }))
        #expect(units.count == Set(units.map(\.id)).count)
    }

    /// A lint or scan rule says why, what to do, cites a page a user can open, and shows
    /// an example that triggers and one that does not.
    @Test func everyRuleUnitIsComplete() {
        let units = RuleRegistry.lintRules.map { $0.description } + RuleRegistry.scanRules.map { $0.description }
        for d in units {
            #expect(!d.rationale.isEmpty && !d.fix.isEmpty, "\(d.id)")
            #expect(!d.sources.isEmpty && d.sources.allSatisfy { $0.url.hasPrefix("https://") }, "\(d.id)")
            #expect(!d.triggering.isEmpty && !d.nonTriggering.isEmpty, "\(d.id)")
            for text in [d.summary, d.rationale, d.fix] + d.sources.map(\.title) {
                #expect(!text.lowercased().contains("article") && !text.contains("DESIGN"), "\(d.id): \(text)")
            }
        }
    }
}

/// The rule tables in docs/commands.md and docs/rules.md are what the registry generates.
@Suite struct RuleDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var recording: Bool { ProcessInfo.processInfo.environment["BRIDGEPLAN_RECORD"] == "1" }

    @Test func docsRulesIsGenerated() throws {
        let url = Self.root.appendingPathComponent("docs/rules.md")
        let generated = RuleDocumentation.document()
        if Self.recording {
            try generated.write(to: url, atomically: false, encoding: .utf8)
            print("recorded docs/rules.md")
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == generated, "docs/rules.md is stale: BRIDGEPLAN_RECORD=1 swift test --filter RuleDocumentationTests")
    }

    /// Each `<!-- rules: CATEGORY... -->` … `<!-- /rules -->` block holds the generated table.
    @Test func commandTablesAreGenerated() throws {
        let url = Self.root.appendingPathComponent("docs/commands.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        var out = "", rest = Substring(readme), blocks = 0
        while let open = rest.range(of: "<!-- rules: ") {
            let header = try #require(rest[open.lowerBound...].range(of: "-->"))
            let close = try #require(rest[header.upperBound...].range(of: "<!-- /rules -->"))
            let words = rest[open.upperBound..<header.lowerBound].split(separator: " ")
            let categories = words.compactMap { RuleCategory(rawValue: String($0)) }
            #expect(!categories.isEmpty)
            out += rest[..<header.upperBound] + "\n" + RuleDocumentation.table(categories)
            rest = rest[close.lowerBound...]
            blocks += 1
            out += rest[..<close.upperBound]  // the closing marker
            rest = rest[close.upperBound...]
        }
        out += rest
        #expect(blocks == 2)
        if Self.recording, out != readme {
            try out.write(to: url, atomically: false, encoding: .utf8)
            print("recorded the rule tables of docs/commands.md")
        }
        #expect(out == readme, "the rule tables of docs/commands.md are stale: BRIDGEPLAN_RECORD=1 swift test --filter RuleDocumentationTests")
    }
}

/// Gate facts the plan depends on, checked where the strategy brings them.
@Suite struct StrategyGateTests {
    /// A pager becomes a TabView with the page style: iOS 14, not TabView's 13; below 14 it
    /// ships on the fallback (a UIPageViewController behind a representable).
    @Test func aPagerRewriteNeedsThePagingTabView() throws {
        let yaml = """
        version: 1
        app: { name: A, deployment_target: "13.0", target_roadmap: ["14.0"], root: Nav }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Nav, kind: navigation, root: Home }
          - { id: Onboarding, kind: pager, pages: [PageA, PageB] }
        screens:
          - { id: Home, present: [Onboarding] }
          - { id: PageA }
          - { id: PageB }
        """
        let analysis = try #require(Pipeline.check(SourceFile(path: "pager.yaml", text: yaml)).analysis)
        let pager = try #require(analysis.units.first { $0.id == "Onboarding" })
        #expect(pager.gates.first { $0.gate == "tab-view-style-page" }?.status == .fallback)
        var raised = pager
        raised.reresolve(at: OSVersion(14), catalog: analysis.catalog)
        #expect(raised.gates.first { $0.gate == "tab-view-style-page" }?.status == .native)
    }
}

/// Hazards the inventory shows become checklist lines of the unit that creates them.
@Suite struct HazardTests {
    @Test func boundariesBringTheirHazards() throws {
        let yaml = """
        version: 1
        app: { name: A, deployment_target: "16.0", root: Tabs }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Tabs, kind: tab-bar, tabs: [FeedNav] }
          - { id: FeedNav, kind: navigation, root: Feed }
        screens:
          - { id: Feed, push: [Camera], present: [{ target: Filters, style: popover }, { target: Player, style: full-screen }], embed: [Banner] }
          - { id: Camera, keep_uikit: true }
          - { id: Filters }
          - { id: Player }
          - { id: Banner }
        coordinators:
          - { id: FeedCoordinator, owns: FeedNav }
        """
        let checked = Pipeline.check(SourceFile(path: "hazards.yaml", text: yaml))
        let analysis = try #require(checked.analysis, "\(checked.diagnostics.map(\.message))")
        let plan = Planner.plan(analysis, diagnostics: checked.diagnostics)
        let lines = plan.stages.flatMap { plan.checklist($0) }
        // A hazard units of one stage share is one line naming them all: "Filters, Banner: …".
        func has(_ fragment: String, _ unit: String) -> Bool {
            lines.contains { line in line.contains(fragment) && line.prefix { $0 != ":" }.split(separator: ", ").contains { $0 == unit } }
        }
        #expect(has("popoverPresentationController", "Filters"))
        #expect(has("sizingOptions", "Filters"))
        #expect(has("sizingOptions", "Banner"))
        #expect(lines.filter { $0.contains("sizingOptions") }.count < 2 || Set(plan.stages.map { plan.checklist($0).filter { $0.contains("sizingOptions") }.count }).max() == 1, "stated once per stage")
        #expect(has("modalPresentationStyle = .fullScreen", "Player"))
        #expect(has("tabBarItem", "FeedNav"))
        #expect(lines.contains { $0.hasPrefix("FeedNav, owned by coordinator 'FeedCoordinator': ") })
        #expect(has("keeping 'Camera' UIKit", "FeedNav"))
        #expect(!has("modalPresentationStyle", "Filters"))
        #expect(lines.filter { $0.contains("starts from the default environment") }.count == 1)
        #expect(lines.contains { $0.contains("@UIApplicationDelegateAdaptor") })
    }
}

/// policy.stacks_below_16: how a navigation stack moves while the target is below 16.
@Suite struct StacksBelow16Tests {
    static func shop(_ policy: String) throws -> Plan {
        var text = String(decoding: try source("Config/examples/shop.yaml").bytes, as: UTF8.self)
        text = text.replacingOccurrences(of: "policy: { full_rewrite_max_screens: 4 }", with: "policy: { full_rewrite_max_screens: 4, stacks_below_16: \(policy) }")
        #expect(text.contains("stacks_below_16: \(policy)"))
        let checked = Pipeline.check(SourceFile(path: "shop.yaml", text: text))
        let messages = checked.diagnostics.map(\.message)
        guard let analysis = checked.analysis else {
            Issue.record("no analysis: \(messages)")
            throw CancellationError()
        }
        return Planner.plan(analysis, diagnostics: checked.diagnostics)
    }

    @Test func helperMigratesNowAndRewritesTheLinksAtTheRaise() throws {
        let plan = try Self.shop("helper")
        let home = try #require(plan.units.first { $0.id == "HomeNav" })
        #expect(home.strategy == .perNavigation && home.shipTarget == OSVersion(15))
        let raise = try #require(plan.stages.first { $0.kind == .raiseTarget && $0.target == OSVersion(16) })
        #expect(plan.checklist(raise).contains { $0.contains("NavigationLink(value:)") })
        #expect(raise.effort == 9, "one point per screen of the three stacks")
    }

    @Test func waitKeepsStacksUIKitUntil16() throws {
        let plan = try Self.shop("wait")
        let home = try #require(plan.units.first { $0.id == "HomeNav" })
        #expect(home.shipTarget == OSVersion(16))
        #expect(home.heldBy?.gate == "navigation-stack")
        #expect(!plan.diagnostics.contains { $0.rule == .navigationViewBelow16 })
    }

    @Test func perScreenHostsScreensNowAndReplacesTheControllerAt16() throws {
        let plan = try Self.shop("per-screen")
        let nav = try #require(plan.units.first { $0.id == "HomeNav" })
        #expect(nav.strategy == .fullRewrite && nav.shipTarget == OSVersion(16))
        let home = try #require(plan.units.first { $0.id == "Home" })
        #expect(home.strategy == .perNavigation && home.members.count == 1 && home.shipTarget == OSVersion(15))
    }
}
