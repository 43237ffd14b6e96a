import Bridgeplan
import Foundation
import Testing

/// The package root, found from this file so tests do not depend on the working directory.
let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Reads a repository file under the relative path diagnostics and plans print for it.
func source(_ relativePath: String) throws -> SourceFile {
    let data = try Data(contentsOf: repoRoot.appendingPathComponent(relativePath))
    return SourceFile(path: relativePath, bytes: [UInt8](data))
}

func check(_ relativePath: String) throws -> Pipeline.Checked {
    Pipeline.check(try source(relativePath))
}

func check(yaml: String, path: String = "inline.yaml") -> Pipeline.Checked {
    Pipeline.check(SourceFile(path: path, text: yaml))
}

/// The plan of a valid inventory; records an issue and returns nil otherwise.
func plan(_ checked: Pipeline.Checked, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Plan? {
    guard let analysis = checked.analysis else {
        Issue.record("no analysis: \(checked.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule) \($0.message)" })", sourceLocation: sourceLocation)
        return nil
    }
    return Planner.plan(analysis, diagnostics: checked.diagnostics)
}

/// Files under a repository folder with an extension, sorted, as repository-relative paths.
func files(under folder: String, ext: String) -> [String] {
    let base = repoRoot.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix("." + ext) }.sorted().map { "\(folder)/\($0)" }
}

/// Compares text with a golden file; `BRIDGEPLAN_RECORD=1` rewrites the golden instead.
func expectGolden(_ actual: String, _ relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = repoRoot.appendingPathComponent(relativePath)
    if ProcessInfo.processInfo.environment["BRIDGEPLAN_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: false, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden \(relativePath); run with BRIDGEPLAN_RECORD=1 to create it", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
        let expectedLine = line < e.count ? String(e[line]) : "<end>"
        let actualLine = line < a.count ? String(a[line]) : "<end>"
        Issue.record("\(relativePath) differs at line \(line + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)\n(re-record with BRIDGEPLAN_RECORD=1 if the change is intended)", sourceLocation: sourceLocation)
    }
}
