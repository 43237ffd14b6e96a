import Bridgeplan
import BridgeplanScan
import Foundation
import Testing

/// The package root, found from this file so tests do not depend on the working directory.
let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The fixture apps: folders of Swift sources (data, not code: excluded from the target),
/// each with `expected-findings.txt` (hand-written) and `expected.yaml` (the golden draft).
let fixturesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// A finding as the expectation files write it: rule and path:line:column, the path relative
/// to the fixture folder.
struct Expected: Hashable, CustomStringConvertible, Comparable {
    var rule: String
    var at: String
    var description: String { "\(rule) \(at)" }
    static func < (a: Expected, b: Expected) -> Bool { (a.at, a.rule) < (b.at, b.rule) }
}

enum Fixture {
    /// Apps whose findings must match their expectations exactly.
    static let exact = ["Containment", "TabsApp", "CoordinatorApp", "StoryboardApp", "Precision", "RouterApp"]
    /// Ground truth the scan is measured against, not held to.
    static let measured = ["Tricky"]
    static var all: [String] { exact + measured }

    static func options(_ app: String) -> SourceScanner.Options {
        var options = SourceScanner.Options()
        if app == "TabsApp" { options.excludes = ["Generated"] }
        return options
    }

    static func path(_ app: String) -> String { fixturesRoot.appendingPathComponent(app).path }

    static func scan(_ app: String) throws -> SourceScanner.Result {
        try SourceScanner.scan([path(app)], options: options(app))
    }

    static func expected(_ app: String) throws -> [Expected] {
        let text = try String(contentsOfFile: path(app) + "/expected-findings.txt", encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 2, !line.hasPrefix("#") else { return nil }
            return Expected(rule: String(fields[0]), at: String(fields[1]))
        }.sorted()
    }

    static func reported(_ app: String, _ result: SourceScanner.Result) -> [Expected] {
        let prefix = path(app) + "/"
        return result.findings.map { d in
            let file = d.location.file.hasPrefix(prefix) ? String(d.location.file.dropFirst(prefix.count)) : d.location.file
            return Expected(rule: d.rule.rawValue, at: "\(file):\(d.location.line):\(d.location.column)")
        }.sorted()
    }
}

/// Compares text with a golden file. `BRIDGEPLAN_RECORD=1` rewrites the golden instead and
/// says so on standard output; without it a missing or different golden fails.
func expectGolden(_ actual: String, _ url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    if ProcessInfo.processInfo.environment["BRIDGEPLAN_RECORD"] == "1" {
        let old = try? String(contentsOf: url, encoding: .utf8)
        if old != actual {
            try actual.write(to: url, atomically: false, encoding: .utf8)
            print("recorded \(url.path) (BRIDGEPLAN_RECORD=1)")
        }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden \(url.path); run with BRIDGEPLAN_RECORD=1 to create it", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
        let expectedLine = line < e.count ? String(e[line]) : "<end>"
        let actualLine = line < a.count ? String(a[line]) : "<end>"
        Issue.record("\(url.lastPathComponent) differs at line \(line + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)\n(re-record with BRIDGEPLAN_RECORD=1 if the change is intended)", sourceLocation: sourceLocation)
    }
}

/// A throwaway folder of Swift files for one test, removed afterwards.
func withApp<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-scan-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }
    return try body(root.path)
}

/// The draft checked as `bridgeplan validate` checks it: the diagnostics that are not lint
/// findings, nor the info that counts its `unresolved:` items.
func schemaProblems(_ draft: String) -> [Diagnostic] {
    Pipeline.check(SourceFile(path: "draft.yaml", text: draft)).diagnostics.filter { RuleID(rawValue: $0.rule.rawValue)?.isLint != true && $0.rule != .unresolvedNavigation }
}

/// A container's children (tabs, root, columns or pages) in the draft, as Bridgeplan reads them.
func childList(_ draft: String, of container: String) -> [String]? {
    let checked = Pipeline.check(SourceFile(path: "draft.yaml", text: draft))
    return checked.analysis?.inventory.containers.first { $0.id == container }?.children.map(\.id)
}
