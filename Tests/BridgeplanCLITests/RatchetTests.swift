@testable import BridgeplanCLI
import Bridgeplan
import Foundation
import Testing

private let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Config/examples/shop.yaml")

/// An inventory directory with the shop example as `app.yaml`, edited by `edit`.
private func withInventory<T>(_ body: (_ dir: URL, _ write: (String) throws -> Void) throws -> T) throws -> T {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-ratchet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let app = dir.appendingPathComponent("app.yaml")
    try FileManager.default.copyItem(at: shop, to: app)
    return try body(dir) { text in try text.write(to: app, atomically: false, encoding: .utf8) }
}

/// The shop with Privacy already SwiftUI, which is the state the baseline records.
private func shopText(privacy: String = "swiftui", extraScreen: String? = nil, extraLinesAtTop: Int = 0) throws -> String {
    var text = try String(contentsOf: shop, encoding: .utf8)
    let i = text.range(of: "  - id: Privacy\n")!
    let j = text.range(of: "framework: uikit", range: i.upperBound..<text.endIndex)!
    text.replaceSubrange(j, with: "framework: \(privacy)")
    if let extra = extraScreen {
        text = text.replacingOccurrences(of: "coordinators:", with: "  - id: \(extra)\n    present: [Privacy]\ncoordinators:")
        text = text.replacingOccurrences(of: "  - id: Reviews\n", with: "  - id: Reviews\n    push: [\(extra)]\n")
    }
    return String(repeating: "# padding\n", count: extraLinesAtTop) + text
}

@Suite struct RatchetTests {
    /// Paths are absolute: the baseline is keyed by the path as given, and tests run in
    /// parallel, so none may change the working directory.
    private func validate(_ dir: URL, baseline: String? = nil, write: String? = nil, strict: Bool = false) -> CommandOutput {
        var request = Runner.ValidateRequest(paths: [dir.appendingPathComponent("app.yaml").path])
        request.baseline = baseline.map { dir.appendingPathComponent($0).path }
        request.writeBaseline = write.map { dir.appendingPathComponent($0).path }
        request.strict = strict
        return Runner.validate(request)
    }

    @Test func baselineLetsRecordedDebtPassAndNewDebtFail() throws {
        try withInventory { dir, write in
            try write(try shopText())
            #expect(validate(dir, write: "baseline.json").exitCode == 0)
            // Unchanged: passes, even though the shop has info findings.
            #expect(validate(dir, baseline: "baseline.json").exitCode == 0)
            // Lines moved: findings match by rule and subject, so still nothing new.
            try write(try shopText(extraLinesAtTop: 7))
            let moved = validate(dir, baseline: "baseline.json")
            #expect(moved.exitCode == 0, "\(moved.stdout)")
            // A new UIKit screen fails.
            try write(try shopText(extraScreen: "Brand"))
            let added = validate(dir, baseline: "baseline.json")
            #expect(added.exitCode == 1)
            #expect(added.stdout.contains("'Brand' is a new UIKit screen"))
            #expect(added.stdout.contains("[new-uikit-screen]"))
            // A SwiftUI screen back to UIKit fails, and so does the share drop.
            try write(try shopText(privacy: "uikit"))
            let regressed = validate(dir, baseline: "baseline.json")
            #expect(regressed.exitCode == 1)
            #expect(regressed.stdout.contains("[swiftui-regression]"))
            #expect(regressed.stdout.contains("[swiftui-share-drop]"))
        }
    }

    @Test func newFindingsFail() throws {
        try withInventory { dir, write in
            let clean = try shopText()
            try write(clean)
            _ = validate(dir, write: "baseline.json")
            // A view-only embed is a new error finding.
            try write(clean.replacingOccurrences(of: "containment: full", with: "containment: view-only"))
            let worse = validate(dir, baseline: "baseline.json")
            #expect(worse.exitCode == 1)
            #expect(worse.stdout.contains("[containment-view-only]"))
            #expect(!worse.stdout.contains("[navigation-view-below-16]"), "recorded findings are not repeated")
        }
    }

    @Test func fixedFindingsFailOnlyWithStrict() throws {
        try withInventory { dir, write in
            let withDebt = try shopText().replacingOccurrences(of: "containment: full", with: "containment: missing-did-move")
            try write(withDebt)
            _ = validate(dir, write: "baseline.json")
            try write(try shopText())
            let relaxed = validate(dir, baseline: "baseline.json")
            #expect(relaxed.exitCode == 0)
            #expect(relaxed.stdout.contains("fixed since the baseline: containment-missing-did-move"))
            #expect(validate(dir, baseline: "baseline.json", strict: true).exitCode == 1)
            // It points at the subject, PromoBanner's id, not at 1:1.
            let text = try shopText()
            let line = text.prefix(upTo: text.range(of: "  - id: PromoBanner")!.lowerBound).split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(relaxed.stdout.contains("app.yaml:\(line):9: info: fixed since the baseline"), "\(relaxed.stdout.prefix(600))")
        }
    }

    /// Keys are the inventory's path from the baseline's folder: another spelling of the same
    /// file finds its entry, and a baseline keyed the old way (as typed) still reads.
    @Test func everySpellingOfTheInventoryFindsItsEntry() throws {
        try withInventory { dir, write in
            try write(try shopText())
            _ = validate(dir, write: "baseline.json")
            let written = try String(contentsOf: dir.appendingPathComponent("baseline.json"), encoding: .utf8)
            #expect(written.contains("\"app.yaml\""), "\(written.prefix(200))")
            for spelling in [dir.path + "/./app.yaml", dir.path + "/../" + dir.lastPathComponent + "/app.yaml", dir.path + "//app.yaml"] {
                var request = Runner.ValidateRequest(paths: [spelling])
                request.baseline = dir.appendingPathComponent("baseline.json").path
                let output = Runner.validate(request)
                #expect(output.exitCode == 0 && !output.stdout.contains("baseline-missing"), "\(spelling): \(output.stdout.prefix(300))")
            }
            // A baseline from before: keyed by the absolute path as it was typed.
            let old = written.replacingOccurrences(of: "\"app.yaml\"", with: "\"\(dir.path)/app.yaml\"")
            try old.write(to: dir.appendingPathComponent("old.json"), atomically: false, encoding: .utf8)
            #expect(validate(dir, baseline: "old.json").exitCode == 0)
        }
        #expect(BaselinePath.key("/a/b/app.yaml", from: "/a/c") == "../b/app.yaml")
        #expect(BaselinePath.key("/a/b/./x/../app.yaml", from: "/a/b") == "app.yaml")
        #expect(BaselinePath.folder(of: "app.yaml") == "." && BaselinePath.folder(of: "/app.yaml") == "/")
    }

    @Test func inventoriesMissingFromTheBaselineFail() throws {
        try withInventory { dir, write in
            try "{\"schema\": \"bridgeplan.baseline/1\", \"inventories\": {}}".write(to: dir.appendingPathComponent("empty.json"), atomically: false, encoding: .utf8)
            let output = validate(dir, baseline: "empty.json")
            #expect(output.exitCode == 1)
            #expect(output.stdout.contains("[baseline-missing]"))
            try "not json".write(to: dir.appendingPathComponent("bad.json"), atomically: false, encoding: .utf8)
            #expect(validate(dir, baseline: "bad.json").exitCode == 2)
            #expect(validate(dir, baseline: "absent.json").exitCode == 2)
        }
    }

    @Test func diffSummarisesAPullRequest() throws {
        try withInventory { dir, write in
            let old = dir.appendingPathComponent("old.yaml")
            try FileManager.default.copyItem(at: shop, to: old)
            try write(try shopText(extraScreen: "Brand"))
            let new = dir.appendingPathComponent("app.yaml").path
            let markdown = Runner.diff(old: old.path, new: new)
            #expect(markdown.exitCode == 0)
            #expect(markdown.stdout.contains("- **Migrated to SwiftUI:** `Privacy`"))
            #expect(markdown.stdout.contains("- **New UIKit screens:** `Brand`"))
            #expect(markdown.stdout.contains("| SwiftUI share of screens | 0% | 8.3% |"))
            #expect(markdown.stdout.contains("| `Privacy` | modal, stage 1 | done, no stage |"))
            let json = Runner.diff(old: old.path, new: new, format: .json)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(object["migrated"] as? [String] == ["Privacy"])
            #expect(Runner.diff(old: old.path, new: dir.appendingPathComponent("missing.yaml").path).exitCode == 2)
        }
    }
}
