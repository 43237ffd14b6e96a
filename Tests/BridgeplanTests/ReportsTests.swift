import Bridgeplan
import Foundation
import Testing

/// Every example in Config/examples has its plan committed in Reports/ (Markdown and JSON);
/// these are the golden files. `scripts/generate-reports` writes the same bytes.
@Suite struct ReportsTests {
    static let examples = files(under: "Config/examples", ext: "yaml")

    static func reportPath(_ example: String, _ ext: String) -> String {
        let name = example.dropFirst("Config/examples/".count).dropLast(".yaml".count)
        return "Reports/\(name).\(ext)"
    }

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 20)
        #expect(Self.examples.contains("Config/examples/shop.yaml"))
    }

    @Test(arguments: examples)
    func markdownMatchesReport(_ example: String) throws {
        guard var plan = plan(try check(example)) else { return }
        // As `plan -o Reports/…` writes it: findings link to the example from Reports/.
        let report = Self.reportPath(example, PlanFormat.markdown.fileExtension)
        plan.inventoryLink = RelativePath.link(from: report, to: example, cwd: "/repo")
        try expectGolden(PlanFormat.markdown.render(plan), report)
    }

    @Test(arguments: examples)
    func jsonMatchesReport(_ example: String) throws {
        guard let plan = plan(try check(example)) else { return }
        let json = PlanFormat.json.render(plan)
        try expectGolden(json, Self.reportPath(example, PlanFormat.json.fileExtension))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["schema"] as? String == "bridgeplan.plan/1")
    }
}

/// The Markdown plan reads in a few minutes: distinct stage titles, findings worst first,
/// each shim's code in the stage that adds it, and per stage only what it changes.
@Suite struct MarkdownReadabilityTests {
    @Test func theMarketplacePlanReads() throws {
        let plan = try #require(plan(try check("Config/examples/marketplace.yaml")))
        let markdown = PlanFormat.markdown.render(plan)
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let titles = lines.filter { $0.hasPrefix("### Stage ") }.map { $0.drop { $0 != ":" } }
        #expect(Set(titles).count == titles.count, "stage titles repeat: \(titles)")
        // The findings table: severities never get milder then worse again.
        let rows = lines.drop { $0 != "## Findings" }.prefix { $0 != "## The app today" }.filter { $0.hasPrefix("| error") || $0.hasPrefix("| warning") || $0.hasPrefix("| info") }
        let ranks = rows.map { $0.hasPrefix("| error") ? 0 : $0.hasPrefix("| warning") ? 1 : 2 }
        #expect(!rows.isEmpty && ranks == ranks.sorted())
        // Shim code sits in stage 0, before stage 1.
        let stage1 = try #require(markdown.range(of: "### Stage 1:"))
        #expect(markdown.range(of: "```swift")?.lowerBound ?? markdown.endIndex < stage1.lowerBound)
        #expect(!markdown.contains("· 0 screens"))
        // Each stage draws what it changes, not the whole app again: every stage diagram is
        // smaller than the overview.
        let blocks = markdown.components(separatedBy: "```mermaid\n").dropFirst().map { $0.prefix { $0 != "`" }.split(separator: "\n").count }
        let overview = try #require(blocks.first)
        #expect(blocks.dropFirst().allSatisfy { $0 < overview }, "\(blocks)")
        // One task per screen of a stack or a rewrite (61 screens) is the work itself.
        #expect(lines.count < 950, "the 60-screen plan is \(lines.count) lines")
        // What a reader scrolls through on GitHub: collapsed blocks and diagram sources (drawn
        // as pictures) left out.
        var read = 0, folded = false, diagram = false
        for line in lines {
            if line.hasPrefix("<details") { folded = true }
            if line == "```mermaid" { diagram = true }
            if !folded && !diagram { read += 1 }
            if line == "```" { diagram = false }
            if line.hasPrefix("</details>") { folded = false }
        }
        #expect(read < 490, "the 60-screen plan reads \(read) lines")
    }

    /// A 300-screen app's plan stays within what GitHub's Mermaid draws: every diagram under
    /// its default maxTextSize (50,000 characters) and maxEdges (500).
    @Test func aLargePlansDiagramsStayWithinMermaidsLimits() throws {
        var yaml = "version: 1\napp: { name: Big, deployment_target: \"15.0\", root: Tabs }\ncontainers:\n  - { id: Tabs, kind: tab-bar, tabs: [\((0..<10).map { "Nav\($0)" }.joined(separator: ", "))] }\n"
        for n in 0..<10 { yaml += "  - { id: Nav\(n), kind: navigation, root: S\(n)_0 }\n" }
        yaml += "screens:\n"
        for n in 0..<10 {
            for i in 0..<30 {
                let next = i < 29 ? ", push: [S\(n)_\(i + 1)]" : ""
                let modal = i % 7 == 3 ? ", present: [M\(n)_\(i)]" : ""
                yaml += "  - { id: S\(n)_\(i)\(next)\(modal), effort: \(1 + i % 5) }\n"
                if i % 7 == 3 { yaml += "  - { id: M\(n)_\(i) }\n" }
            }
        }
        let checked = Pipeline.check(SourceFile(path: "big.yaml", text: yaml))
        guard let analysis = checked.analysis else {
            Issue.record("no analysis: \(checked.diagnostics.prefix(3).map(\.message))")
            return
        }
        #expect(analysis.inventory.screens.count >= 300)
        let markdown = PlanFormat.markdown.render(Planner.plan(analysis, diagnostics: checked.diagnostics))
        let blocks = markdown.components(separatedBy: "```mermaid\n").dropFirst().map { String($0.prefix { $0 != "`" }) }
        #expect(!blocks.isEmpty)
        for block in blocks {
            #expect(block.count < 50_000)
            #expect(block.split(separator: "\n").filter { $0.contains("-->") || $0.contains(".->") || $0.contains("==>") }.count < 500)
        }
        try PropertyTests.expectWellFormedMermaid(markdown)
    }
}

/// Stages as work items: one issue file per stage, and CSV a tracker can import.
@Suite struct StageExportTests {
    @Test func oneIssuePerStageTitledOnItsFirstLine() throws {
        let plan = try #require(plan(try check("Config/examples/marketplace.yaml")))
        let issues = StageExport.issues(plan)
        #expect(issues.count == plan.stages.count)
        #expect(issues.map(\.name) == issues.map(\.name).sorted())
        #expect(Set(issues.map(\.name)).count == issues.count)
        for (issue, stage) in zip(issues, plan.stages) {
            #expect(issue.text.hasPrefix("# Stage \(stage.index): "))
            #expect(issue.text.contains("effort \(stage.effort)"))
            #expect(issue.text.components(separatedBy: "\n- [ ] ").count - 1 == plan.readableChecklist(stage).filter { !$0.isNote }.count)
            // A checklist that says a shim's code is below has it below.
            for shim in stage.shims where stage.kind == .foundations {
                #expect(issue.text.contains("<summary>The \(shim) shim"), "\(issue.name) lacks the \(shim) code")
            }
        }
        #expect(plan.stages[0].shims.count >= 2)
        #expect(!StageExport.csv(plan).contains("(its code is below)"), "a CSV cell has no code below it")
    }

    /// RFC 4180: quoted fields keep commas, quotes and line breaks; a row per stage; a field
    /// a spreadsheet would run as a formula is defused.
    @Test func csvHasOneRecordPerStage() throws {
        let plan = try #require(plan(try check("Config/examples/marketplace.yaml")))
        let csv = StageExport.csv(plan)
        var records = 0, quoted = false
        for character in csv.unicodeScalars {
            if character == "\"" { quoted.toggle() }
            if character == "\n", !quoted { records += 1 }
        }
        #expect(records == plan.stages.count + 1)
        #expect(csv.hasPrefix("stage,title,kind,target,effort,weeks,depends_on,units,checklist\r\n"))
        #expect(StageExport.field("a,b") == "\"a,b\"")
        #expect(StageExport.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(StageExport.field("=HYPERLINK(1)") == "'=HYPERLINK(1)")
    }

    /// With the team's pace, effort is also in weeks; issue files carry labels and the stages
    /// they depend on, and the CSV both.
    @Test func weeksLabelsAndDependencies() throws {
        let shop = try String(contentsOfFile: "Config/examples/shop.yaml", encoding: .utf8)
        let paced = shop.replacingOccurrences(of: "policy: { full_rewrite_max_screens: 4 }", with: "policy: { full_rewrite_max_screens: 4, points_per_week: 8 }")
        #expect(paced != shop)
        let planned = try #require(plan(check(yaml: paced)))
        #expect(planned.weeks(34) == 4.3 && planned.inWeeks(8) == "about 1 week at 8 points a week")
        #expect(PlanFormat.summary.render(planned).contains("34 effort points in all (about 4.3 weeks at 8 points a week)"))
        #expect(PlanFormat.markdown.render(planned).contains("| Stages | 5, 34 effort points, about 4.3 weeks at 8 points a week |"))
        let rewrite = try #require(planned.stages.first { $0.kind == .rewrite })
        let dependencies = StageExport.dependencies(planned, rewrite)
        #expect(dependencies.first == 0 && dependencies.allSatisfy { $0 < rewrite.index } && dependencies.count >= 2, "\(dependencies)")
        let issue = try #require(StageExport.issues(planned).first { $0.text.hasPrefix("# Stage \(rewrite.index):") })
        #expect(issue.text.contains("Labels: `bridgeplan`, `stage-\(rewrite.index)`, `rewrite`, `full-rewrite`\n"), "\(issue.text)")
        #expect(issue.text.contains("Depends on: stage 0 (stage-00-foundations.md), "))
        #expect(StageExport.csv(planned).contains(",\(rewrite.effort),\(planned.weeks(rewrite.effort)!),\(dependencies.map(String.init).joined(separator: " ")),"))
        let unpaced = try #require(plan(check(yaml: shop)))
        #expect(unpaced.weeks(34) == nil && !PlanFormat.summary.render(unpaced).contains("week"))
        #expect(StageExport.dependencies(planned, planned.stages[0]).isEmpty)
    }
}
