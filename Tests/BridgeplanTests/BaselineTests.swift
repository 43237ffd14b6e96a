import Bridgeplan
import Foundation
import Testing

/// The ratchet's baseline as a value: findings are matched as multisets, and a file that is
/// not a baseline of this schema is refused with a message that says which.
@Suite struct BaselineTests {
    /// The shop's baseline JSON with its findings replaced by `findings` (rule, subject).
    static func shopBaseline(findings: [(String, String)]) throws -> Baseline {
        let checked = try check("Config/examples/shop.yaml")
        let written = Baseline([checked]).rendered()
        var object = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        var inventories = try #require(object["inventories"] as? [String: [String: Any]])
        let key = try #require(inventories.keys.first)
        inventories[key]?["findings"] = findings.map { ["rule": $0.0, "subject": $0.1, "message": "recorded"] }
        object["inventories"] = inventories
        return try Baseline(json: try JSONSerialization.data(withJSONObject: object))
    }

    /// The shop has one `navigation-view-below-16` finding on each of HomeNav, SearchNav and
    /// ProfileNav. A baseline holding HomeNav's twice and SearchNav's once: HomeNav's second
    /// copy is fixed, and ProfileNav's is new. Counted as sets, HomeNav would match once and
    /// nothing would be fixed.
    @Test func findingsAreMatchedAsMultisets() throws {
        let rule = "navigation-view-below-16"
        let checked = try check("Config/examples/shop.yaml")
        #expect(checked.diagnostics.filter { $0.rule.rawValue == rule }.compactMap(\.subject).sorted() == ["HomeNav", "ProfileNav", "SearchNav"])
        let baseline = try Self.shopBaseline(findings: [(rule, "HomeNav"), (rule, "HomeNav"), (rule, "SearchNav")])
        let result = baseline.compare(checked, strict: false)
        #expect(result.map { "\($0.rule.rawValue) \($0.subject ?? "-")" } == ["\(rule) ProfileNav", "baseline-fixed HomeNav"])
        #expect(result.last?.severity == .info)
        #expect(baseline.compare(checked, strict: true).last?.severity == .error)

        // The same three findings in the baseline: nothing new, nothing fixed.
        let exact = try Self.shopBaseline(findings: [(rule, "HomeNav"), (rule, "ProfileNav"), (rule, "SearchNav")])
        #expect(exact.compare(checked, strict: true).isEmpty)
    }

    /// Only what really went is "fixed since the baseline": a finding ignored since is
    /// accepted, and an inventory with a schema error (no analysis) has nothing to compare.
    @Test func ignoredFindingsAndBrokenInventoriesAreNotFixed() throws {
        let rule = "navigation-view-below-16"
        let baseline = try Self.shopBaseline(findings: [(rule, "HomeNav"), (rule, "ProfileNav"), (rule, "SearchNav")])
        let text = String(decoding: try source("Config/examples/shop.yaml").bytes, as: UTF8.self)
        let ignoring = text.replacingOccurrences(of: "  - id: HomeNav\n    kind: navigation\n", with: "  - id: HomeNav\n    kind: navigation\n    ignore: [\(rule)]\n    note: \"accepted until the 16.0 raise\"\n")
        #expect(ignoring != text)
        let checked = Pipeline.check(SourceFile(path: "Config/examples/shop.yaml", text: ignoring))
        #expect(checked.ignored.map(\.subject) == ["HomeNav"])
        #expect(baseline.compare(checked, strict: true).isEmpty, "\(baseline.compare(checked, strict: true).map(\.message))")

        let broken = Pipeline.check(SourceFile(path: "Config/examples/shop.yaml", text: text.replacingOccurrences(of: "version: 1", with: "version: 1\nbogus: 1")))
        #expect(broken.analysis == nil || broken.diagnostics.contains { $0.rule.rawValue == "unknown-key" })
        #expect(!baseline.compare(broken, strict: false).contains { $0.rule.rawValue == "baseline-fixed" })
    }

    /// A key twice in one object is refused where the second one is: a decoder keeps one and
    /// drops the other's findings without a word. Keys in different objects, and strings that
    /// only look like keys, are fine.
    @Test func aKeyTwiceInOneObjectIsRefusedWithItsPlace() throws {
        let twice = """
        {"schema": "bridgeplan.baseline/1", "inventories": {
          "app.yaml": {"findings": [], "screens": {"A": "uikit"}},
          "other.yaml": {"findings": [{"rule": "r", "subject": "app.yaml", "message": "a \\"quoted\\" app.yaml"}], "screens": {"A": "uikit"}},
          "app.yaml": {"findings": []}
        }}
        """
        do {
            _ = try Baseline(json: Data(twice.utf8))
            Issue.record("read with a key twice")
        } catch {
            #expect(error.message.hasPrefix("line 4, column 3: the key \"app.yaml\" appears twice in one object"), "\(error.message)")
        }
        let fine = #"{"schema": "bridgeplan.baseline/1", "inventories": {"a.yaml": {"screens": {"A": "uikit"}}, "b.yaml": {"screens": {"A": "uikit"}}}, "x": ["a.yaml", "a.yaml"]}"#
        #expect(try Baseline(json: Data(fine.utf8)).inventories.count == 2)
    }

    /// An inventory is found by its path from the baseline's folder, or by a key written as an
    /// absolute path or from the working directory, through one index built once.
    @Test func inventoriesAreFoundByEverySpellingOfTheirPath() throws {
        // Absolute, so the test does not depend on the working directory.
        let absolute = repoRoot.appendingPathComponent("Config/examples/shop.yaml").path
        let checked = Pipeline.check(SourceFile(path: absolute, bytes: try source("Config/examples/shop.yaml").bytes))
        let entry = try #require(Baseline([checked]).inventories.values.first)
        let folder = repoRoot.appendingPathComponent("Config").path
        for key in ["examples/shop.yaml", absolute, "../Config/./examples/shop.yaml"] {
            let baseline = Baseline(inventories: ["zzz/other.yaml": entry, key: entry])
            let located = baseline.located(in: folder)
            #expect(located.compare(checked, strict: true).isEmpty, "key \(key)")
        }
        let missing = Baseline(inventories: ["examples/elsewhere.yaml": entry]).located(in: folder)
        #expect(missing.compare(checked, strict: false).map(\.rule.rawValue) == ["baseline-missing"])
    }

    @Test(arguments: [
        (#"{"schema": "bridgeplan.baseline/2", "inventories": {}}"#, "not a bridgeplan.baseline/1 file (write one with validate --write-baseline)"),
        (#"{"inventories": {}}"#, "not a bridgeplan.baseline/1 file (write one with validate --write-baseline)"),
        (#"{"schema": "bridgeplan.plan/1", "stages": []}"#, "not a bridgeplan.baseline/1 file (write one with validate --write-baseline)"),
        (#"{"schema": "bridgeplan.baseline/1"}"#, "no 'inventories' object"),
        (#"{"schema": "bridgeplan.baseline/1", "inventories": []}"#, "not a bridgeplan.baseline/1 JSON object"),
        (#"[1, 2]"#, "not a bridgeplan.baseline/1 JSON object"),
        ("version: 1\n", "not a bridgeplan.baseline/1 JSON object"),
    ])
    func aFileOfAnotherSchemaIsRefused(_ text: String, _ message: String) {
        do {
            _ = try Baseline(json: Data(text.utf8))
            Issue.record("read as a baseline")
        } catch {
            #expect(error.message == message)
        }
    }
}
