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
        guard let plan = plan(try check(example)) else { return }
        try expectGolden(PlanFormat.markdown.render(plan), Self.reportPath(example, "md"))
    }

    @Test(arguments: examples)
    func jsonMatchesReport(_ example: String) throws {
        guard let plan = plan(try check(example)) else { return }
        let json = PlanFormat.json.render(plan)
        try expectGolden(json, Self.reportPath(example, "json"))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["schema"] as? String == "bridgeplan.plan/1")
    }
}
