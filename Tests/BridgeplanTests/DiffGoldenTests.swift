import Bridgeplan
import Foundation
import Testing

/// Golden output of `diff` in both formats, for a revision of the shop that migrates the
/// Privacy modal, adds a UIKit screen and introduces a containment bug.
@Suite struct DiffGoldenTests {
    static func revised() throws -> SourceFile {
        var text = String(decoding: try source("Config/examples/shop.yaml").bytes, as: UTF8.self)
        let privacy = try #require(text.range(of: "  - id: Privacy\n"))
        let framework = try #require(text.range(of: "framework: uikit", range: privacy.upperBound..<text.endIndex))
        text.replaceSubrange(framework, with: "framework: swiftui")
        text = text.replacingOccurrences(of: "coordinators:", with: "  - id: Brand\n    present: [Privacy]\ncoordinators:")
        text = text.replacingOccurrences(of: "  - id: Reviews\n", with: "  - id: Reviews\n    push: [Brand]\n")
        text = text.replacingOccurrences(of: "containment: full", with: "containment: missing-did-move")
        return SourceFile(path: "Config/examples/shop-next.yaml", text: text)
    }

    @Test func diffMatchesGolden() throws {
        guard let old = plan(try check("Config/examples/shop.yaml")), let new = plan(Pipeline.check(try Self.revised())) else { return }
        let diff = PlanDiff(old: old, new: new)
        #expect(diff.migrated == ["Privacy"])
        #expect(diff.added.map(\.id) == ["Brand"])
        #expect(diff.newFindings.map(\.rule.rawValue) == ["containment-missing-did-move"])
        try expectGolden(diff.markdown(), "Tests/BridgeplanTests/Golden/diff/shop.md")
        try expectGolden(diff.json(), "Tests/BridgeplanTests/Golden/diff/shop.json")
    }

    /// The same revision read backwards: a screen back to UIKit, one removed, a finding fixed.
    @Test func revertedDiffMatchesGolden() throws {
        let old = try #require(plan(Pipeline.check(try Self.revised())))
        let new = try #require(plan(try check("Config/examples/shop.yaml")))
        let diff = PlanDiff(old: old, new: new)
        #expect(diff.regressed == ["Privacy"])
        #expect(diff.removed == ["Brand"])
        #expect(diff.migrated.isEmpty && diff.added.isEmpty)
        #expect(diff.fixedFindings.map(\.rule.rawValue) == ["containment-missing-did-move"])
        #expect(diff.newFindings.isEmpty)
        try expectGolden(diff.markdown(), "Tests/BridgeplanTests/Golden/diff/shop-reverted.md")
        try expectGolden(diff.json(), "Tests/BridgeplanTests/Golden/diff/shop-reverted.json")
    }
}

/// Golden output of the stage exports: one issue file per stage, and the CSV of stages.
@Suite struct StageExportGoldenTests {
    @Test(arguments: ["shop", "marketplace"])
    func exportsMatchTheirGoldens(_ example: String) throws {
        let plan = try #require(plan(try check("Config/examples/\(example).yaml")))
        // Markdown and JSON are checked against Reports/ (ReportsTests); every other format here.
        for format in PlanFormat.allCases where format != .markdown && format != .json {
            try expectGolden(format.render(plan), "Tests/BridgeplanTests/Golden/plan/\(example).\(format.fileExtension)")
        }
        // The summary lists every stage after the foundations, one line each.
        #expect(PlanFormat.summary.render(plan).split(separator: "\n").filter { $0.hasPrefix("- Stage ") }.count == plan.stages.count - 1)
        // One issue file per stage, and one CSV row per stage under the header.
        let files = StageExport.issues(plan)
        #expect(files.count == plan.stages.count)
        // Rows end in CRLF; a checklist cell holds bare LFs.
        #expect(PlanFormat.csv.render(plan).components(separatedBy: "\r\n").count == plan.stages.count + 2)
    }
}

/// `diff` in a pull request: one line when nothing changed, and a base branch without the
/// inventory yet (everything is new).
@Suite struct DiffEdgeTests {
    @Test func identicalRevisionsGiveOneLine() throws {
        guard let old = plan(try check("Config/examples/shop.yaml")), let new = plan(try check("Config/examples/shop.yaml")) else { return }
        let markdown = PlanDiff(old: old, new: new).markdown()
        #expect(markdown.split(separator: "\n").count == 1, "\(markdown)")
        #expect(markdown.contains("no change"))
        #expect(!markdown.contains("None"))
    }

    @Test func aMissingBaseMakesEverythingNew() throws {
        guard let new = plan(try check("Config/examples/shop.yaml")) else { return }
        let diff = PlanDiff(old: nil, new: new)
        #expect(diff.added.count == new.reachableScreens)
        #expect(diff.newFindings.count == new.diagnostics.count)
        #expect(diff.markdown().contains("no inventory before"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(diff.json().utf8)) as? [String: Any])
        #expect(json["old"] is NSNull)
    }
}
