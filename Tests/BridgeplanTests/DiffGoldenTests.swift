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
