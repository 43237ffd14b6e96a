@testable import BridgeplanCLI
import Bridgeplan
import Foundation
import Testing

// Hostile input for `bridgeplan validate` (README, "Exit codes"): bad input never
// crashes, never hangs, never reads more than it must, and always gets a located
// diagnostic. Every expectation below (exit code, rule, line, column) was worked out by
// hand from the fixture, not copied from the tool's output.
//
// Small fixtures live in Hostile/ next to this file. Big or binary ones are generated into
// a temporary directory when the case runs, so nothing large or binary is committed.

/// The directory of small fixture files, found from this source file (not a Bundle).
private let hostileDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Hostile")

/// How big a report may get, whatever the input: a diagnostic quotes, it does not echo.
private let maxReportBytes = 64 << 10

// MARK: - Cases

struct HostileCase: Sendable, CustomTestStringConvertible {
    enum Input: Sendable {
        /// A file in Hostile/.
        case fixture(String)
        /// Bytes written to a file with this name in a temporary directory.
        case generated(String, @Sendable () -> [UInt8])
        /// A sparse file of this many zero bytes (cheap to make, however big).
        case sparse(String, bytes: Int)
        /// A temporary directory passed where a file is expected.
        case directory
        /// A path in a temporary directory that does not exist.
        case missing
    }

    var name: String
    var input: Input
    var exitCode: Int32
    var rule: String
    /// nil: a whole-file diagnostic (`path: error: …`, no line or column).
    var line: Int?
    var column: Int?
    /// A fragment the message must contain.
    var message: String?
    /// How many error diagnostics the run reports in all.
    var errors = 1
    var maxFileBytes: Int?
    var maxExpandedBytes: Int?

    var testDescription: String { name }
}

extension HostileCase {
    static let all: [HostileCase] = [
        // a: 11 nodes, b: 111, … each level ×10. Cumulative count before g's aliases is
        // 1,234,577; each `*f` adds 1,111,111, so the 8th alias on line 8 passes 10,000,000.
        // "g: &g [" is 7 characters, aliases are 4 apart: 8 + 7 × 4 = column 36.
        HostileCase(
            name: "alias bomb (10 levels × 10 aliases), node cap", input: .fixture("alias-bomb.yaml"),
            exitCode: 2, rule: "yaml-limit", line: 8, column: 36, message: "more than 10000000 nodes",
            maxExpandedBytes: .max
        ),
        // The same bomb in bytes: `a` is 30 bytes of scalars, so b's aliases repeat 300, c's
        // 3,000, … f's 3,000,000: 3,333,300 before line 8, where each `*f` repeats 3,000,000.
        // The 5th passes 16,777,216: column 8 + 4 × 4 = 24.
        HostileCase(
            name: "alias bomb (10 levels × 10 aliases), byte cap", input: .fixture("alias-bomb.yaml"),
            exitCode: 2, rule: "yaml-limit", line: 8, column: 24, message: "more than 16777216 bytes of text"
        ),
        // A 1,000,000-byte note anchored on line 8, aliased on every second line from 10: the
        // 17th alias (line 10 + 2 × 16 = 42, `*` in column 11) passes the 16 MiB cap
        // (17,000,000 > 16,777,216). Before the cap: 974 MB and 4.3 s, the JSON plan > 30 s.
        HostileCase(
            name: "a 1 MB note aliased 1,000 times",
            input: .generated("aliased-note.yaml") {
                var text = "version: 1\napp:\n  name: Shop\n  deployment_target: \"15.0\"\n  root: Home\nscreens:\n  - id: Home\n    note: &big "
                text += String(repeating: "x", count: 1_000_000) + "\n"
                for k in 1...1_000 { text += "  - id: S\(k)\n    note: *big\n" }
                return Array(text.utf8)
            },
            exitCode: 2, rule: "yaml-limit", line: 42, column: 11, message: "more than 16777216 bytes of text"
        ),
        // 256 open collections are allowed; the 257th `[` (column 257) is refused.
        HostileCase(
            name: "deep flow nesting ([ × 100000)",
            input: .generated("deep-flow.yaml") { Array(repeating: UInt8(ascii: "["), count: 100_000) },
            exitCode: 2, rule: "yaml-limit", line: 1, column: 257, message: "nesting deeper than 256"
        ),
        // `- ` × 300 on one line: the 257th sequence starts at column 2 × 256 + 1 = 513.
        HostileCase(
            name: "deep block nesting (300 levels of '- ')", input: .fixture("deep-block-nesting.yaml"),
            exitCode: 2, rule: "yaml-limit", line: 1, column: 513, message: "nesting deeper than 256"
        ),
        // Under the 64 MiB default cap, so it is read and parsed: `app` must be a mapping.
        HostileCase(
            name: "40 MB scalar (under the cap: a schema error)",
            input: .generated("big-scalar.yaml") {
                Array("version: 1\napp: ".utf8) + Array(repeating: UInt8(ascii: "x"), count: 40_000_000) + [0x0A]
            },
            exitCode: 1, rule: "type-mismatch", line: 2, column: 6, message: "'app' must be a mapping"
        ),
        // 70,000,000 > 64 MiB (67,108,864).
        HostileCase(
            name: "70 MB file (over the default cap)", input: .sparse("huge.yaml", bytes: 70_000_000),
            exitCode: 2, rule: "file-too-large", line: nil, message: "67108864 bytes"
        ),
        HostileCase(
            name: "file over --max-file-size 100", input: .fixture("valid.yaml"),
            exitCode: 2, rule: "file-too-large", line: nil, message: "--max-file-size", maxFileBytes: 100
        ),
        // SplitMix64(42) starts 95 6e eb 2f…: 0x95 is a continuation byte, so the very first
        // byte cannot start a character.
        HostileCase(
            name: "random bytes (seed 42)", input: .generated("random.bin") { randomBytes(count: 4096, seed: 42) },
            exitCode: 2, rule: "yaml-syntax", line: 1, column: 1, message: "UTF-8"
        ),
        // 0x89 'P' 'N' 'G': 0x89 is a continuation byte.
        HostileCase(
            name: "PNG header", input: .generated("image.png") { pngHeader },
            exitCode: 2, rule: "yaml-syntax", line: 1, column: 1, message: "UTF-8"
        ),
        // "  name: Sh" is 10 characters; the broken sequence 0xC3 0x28 starts at column 11.
        HostileCase(
            name: "invalid UTF-8 (0xC3 0x28 on line 3)",
            input: .generated("latin.yaml") { Array("version: 1\napp:\n  name: Sh".utf8) + [0xC3, 0x28] + Array("op\n".utf8) },
            exitCode: 2, rule: "yaml-syntax", line: 3, column: 11, message: "UTF-8"
        ),
        HostileCase(
            name: "NUL byte (line 3)",
            input: .generated("nul.yaml") { Array("version: 1\napp:\n  name: Sh".utf8) + [0x00] + Array("op\n".utf8) },
            exitCode: 2, rule: "yaml-syntax", line: 3, column: 11, message: "control characters"
        ),
        HostileCase(
            name: "empty file", input: .fixture("empty.yaml"),
            exitCode: 1, rule: "empty-document", line: 1, column: 1, message: "no YAML document"
        ),
        HostileCase(
            name: "comments only", input: .fixture("comment-only.yaml"),
            exitCode: 1, rule: "empty-document", line: 1, column: 1, message: "no YAML document"
        ),
        HostileCase(
            name: "scalar root", input: .fixture("scalar-root.yaml"),
            exitCode: 1, rule: "root-type", line: 1, column: 1, message: "'just a string'"
        ),
        HostileCase(
            name: "sequence root", input: .fixture("sequence-root.yaml"),
            exitCode: 1, rule: "root-type", line: 1, column: 1, message: "a list"
        ),
        // `---` on lines 1 and 3: the second document starts on line 3.
        HostileCase(
            name: "two documents", input: .fixture("multiple-documents.yaml"),
            exitCode: 2, rule: "multiple-documents", line: 3, column: 1, message: "second YAML document"
        ),
        // The string opens at line 3, column 9 and never closes. libyaml notices at the end
        // of the file (line 4), but the place to show is where the string starts.
        HostileCase(
            name: "unterminated quoted string", input: .fixture("unterminated-string.yaml"),
            exitCode: 2, rule: "yaml-syntax", line: 3, column: 9, message: "quoted scalar"
        ),
        HostileCase(
            name: "tab indentation", input: .fixture("tab-indentation.yaml"),
            exitCode: 2, rule: "yaml-syntax", line: 3, column: 1
        ),
        // The second `name:` (line 5) is the one reported.
        HostileCase(
            name: "duplicate key", input: .fixture("duplicate-key.yaml"),
            exitCode: 1, rule: "duplicate-key", line: 5, column: 3, message: "duplicate key 'name'; the first is at line 3"
        ),
        // "    effort: " is 12 characters.
        HostileCase(
            name: "wrong type: effort: lots", input: .fixture("wrong-type-effort.yaml"),
            exitCode: 1, rule: "type-mismatch", line: 8, column: 13, message: "'effort' must be a whole number"
        ),
        // "    push: " is 10 characters; a scalar where a list belongs.
        HostileCase(
            name: "wrong type: push: Detail (scalar, not a list)", input: .fixture("wrong-type-push.yaml"),
            exitCode: 1, rule: "type-mismatch", line: 12, column: 11, message: "'push' must be a list"
        ),
        HostileCase(
            name: "typo in a key: framwork", input: .fixture("typo-key.yaml"),
            exitCode: 1, rule: "unknown-key", line: 8, column: 5, message: "did you mean 'framework'"
        ),
        // "        containment: " is 21 characters.
        HostileCase(
            name: "typo in an enum value: veiw-only", input: .fixture("typo-enum-value.yaml"),
            exitCode: 1, rule: "invalid-value", line: 10, column: 22, message: "did you mean 'view-only'"
        ),
        // "    push: [" is 11 characters.
        HostileCase(
            name: "dangling reference", input: .fixture("dangling-reference.yaml"),
            exitCode: 1, rule: "undefined-reference", line: 12, column: 12, message: "did you mean 'Detail'"
        ),
        // A embeds B embeds A: reported once, at the edge that closes the cycle (B's `A`).
        HostileCase(
            name: "embed cycle", input: .fixture("embed-cycle.yaml"),
            exitCode: 1, rule: "embed-cycle", line: 10, column: 13, message: "A → B → A"
        ),
        HostileCase(
            name: "a directory as input", input: .directory,
            exitCode: 2, rule: "io-error", line: nil, message: "is a directory"
        ),
        HostileCase(
            name: "a missing file", input: .missing,
            exitCode: 2, rule: "io-error", line: nil, message: "no such file"
        ),
        HostileCase(
            name: "alias to an undefined anchor", input: .fixture("undefined-alias.yaml"),
            exitCode: 2, rule: "yaml-syntax", line: 2, column: 6, message: "'*nowhere'"
        ),
        // `push: [Detail, Other` with no `]`: libyaml notices at the next item (8:7); the
        // mistake is the `[` on line 7, column 11, and that is where it is reported.
        HostileCase(
            name: "a flow sequence never closed", input: .fixture("unclosed-flow.yaml"),
            exitCode: 2, rule: "yaml-syntax", line: 7, column: 11, message: "'[' is never closed with ']'"
        ),
        // `&a [*a]`: the anchor is not defined until its collection ends, so `*a` (column 10)
        // names nothing. The tree can never be cyclic.
        HostileCase(
            name: "recursive alias &a [*a]", input: .fixture("recursive-alias.yaml"),
            exitCode: 2, rule: "yaml-syntax", line: 2, column: 10, message: "'*a'"
        ),
    ]

    /// The first eight bytes of every PNG, then an IHDR chunk for a 1×1 image.
    static let pngHeader: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
        0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00,
        0x1F, 0x15, 0xC4, 0x89,
    ]

    /// SplitMix64: the same bytes on every platform and every run.
    static func randomBytes(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 8)
        while bytes.count < count {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: z >> UInt64(shift))) }
        }
        return Array(bytes.prefix(count))
    }
}

// MARK: - Reading the text report

/// One `path:line:col: severity: message [rule]` header of the text format.
struct ReportedDiagnostic: Equatable {
    var line: Int?
    var column: Int?
    var severity: String
    var message: String
    var rule: String

    /// The headers for `path` in a text report (excerpt, caret and note lines are skipped).
    static func parse(_ report: String, path: String) -> [ReportedDiagnostic] {
        var result: [ReportedDiagnostic] = []
        for raw in report.split(separator: "\n") where raw.hasPrefix(path) {
            var rest = raw.dropFirst(path.count)
            var line: Int?, column: Int?
            if rest.hasPrefix(":") {
                let fields = rest.dropFirst().split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
                if fields.count == 3, let l = Int(fields[0]), let c = Int(fields[1]) {
                    line = l
                    column = c
                    rest = fields[2]
                } else {
                    rest = rest.dropFirst()
                }
            }
            guard rest.hasPrefix(" "), let colon = rest.firstIndex(of: ":"),
                  rest.hasSuffix("]"), let open = rest.lastIndex(of: "[") else { continue }
            let severity = rest[rest.index(after: rest.startIndex)..<colon]
            let messageStart = rest.index(colon, offsetBy: 2, limitedBy: open) ?? open
            let messageEnd = rest.index(open, offsetBy: -1, limitedBy: messageStart) ?? messageStart
            result.append(ReportedDiagnostic(
                line: line, column: column, severity: String(severity),
                message: String(rest[messageStart..<messageEnd]),
                rule: String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
            ))
        }
        return result
    }
}

// MARK: - Scratch files

/// A temporary directory, removed by `remove()`.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// The path to hand to `validate` for `input`, writing the file first if it is generated.
    func path(for input: HostileCase.Input) throws -> String {
        switch input {
        case .fixture(let name):
            let path = hostileDirectory.appendingPathComponent(name).path
            #expect(FileManager.default.fileExists(atPath: path), "fixture \(name) is missing")
            return path
        case .generated(let name, let bytes):
            let file = url.appendingPathComponent(name)
            try Data(bytes()).write(to: file)
            return file.path
        case .sparse(let name, let bytes):
            let path = url.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try #require(FileHandle(forWritingAtPath: path))
            defer { try? handle.close() }
            try handle.truncate(atOffset: UInt64(bytes))
            return path
        case .directory:
            return url.path
        case .missing:
            return url.appendingPathComponent("no-such-inventory.yaml").path
        }
    }
}

// MARK: - Tests

@Suite(.serialized, .timeLimit(.minutes(1)))
struct HostileInputTests {
    @Test(arguments: HostileCase.all)
    func hostileInput(_ hostile: HostileCase) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.path(for: hostile.input)
        var request = Runner.ValidateRequest(paths: [path])
        if let max = hostile.maxFileBytes { request.input.limits.maxFileBytes = max }
        if let max = hostile.maxExpandedBytes { request.input.limits.yaml.maxExpandedBytes = max }

        // The work is bounded by where each cap cuts in (line and column below), not by the
        // clock: time and memory are measured by scripts/hostile-bounds.
        let output = Runner.validate(request)

        let excerpt = String(output.stdout.prefix(1_500))
        #expect(output.exitCode == hostile.exitCode, "stdout: \(excerpt)")
        #expect(output.stdout.utf8.count <= maxReportBytes, "the report is \(output.stdout.utf8.count) bytes")

        let reported = ReportedDiagnostic.parse(output.stdout, path: path)
        let found = try #require(reported.first { $0.rule == hostile.rule }, "no [\(hostile.rule)] diagnostic in: \(excerpt)")
        #expect(found.severity == "error")
        #expect(found.line == hostile.line, "\(found)")
        if let column = hostile.column { #expect(found.column == column, "\(found)") }
        if hostile.line == nil {
            // A whole-file diagnostic: `path: error: …` with no position at all.
            #expect(output.stdout.hasPrefix("\(path): error: "))
        } else {
            #expect(output.stdout.contains("\(path):\(hostile.line!):\(found.column ?? 0): error: "))
        }
        if let fragment = hostile.message {
            #expect(found.message.contains(fragment), "message: \(found.message.prefix(300))")
        }
        #expect(reported.filter { $0.severity == "error" }.count == hostile.errors, "stdout: \(excerpt)")
    }

    @Test func validBaselineIsClean() throws {
        let path = hostileDirectory.appendingPathComponent("valid.yaml").path
        let output = Runner.validate(Runner.ValidateRequest(paths: [path]))
        #expect(output.exitCode == 0, "\(output.stdout)")
        #expect(ReportedDiagnostic.parse(output.stdout, path: path).filter { $0.severity == "error" }.isEmpty)
    }

    /// Every schema error of a file comes out of one run, each at its own place.
    @Test func allSchemaErrorsInOneRun() throws {
        let path = hostileDirectory.appendingPathComponent("three-errors.yaml").path
        let output = Runner.validate(Runner.ValidateRequest(paths: [path]))
        #expect(output.exitCode == 1)
        let reported = ReportedDiagnostic.parse(output.stdout, path: path)
        let positions = reported.map { "\($0.rule)@\($0.line ?? 0):\($0.column ?? 0)" }
        // "    efort: 3" → 8:5; "    present: [Setings]" → 9:15; "    keep_uikit: maybe" → 11:17.
        #expect(positions == ["unknown-key@8:5", "undefined-reference@9:15", "type-mismatch@11:17"], "\(output.stdout)")
        #expect(reported.allSatisfy { $0.severity == "error" })
        #expect(reported.first?.message.contains("did you mean 'effort'") == true)
        #expect(reported.dropFirst().first?.message.contains("did you mean 'Settings'") == true)
        #expect(output.stderr.contains("3 errors"))
    }

    /// The text format quotes the offending line and underlines the node.
    @Test func excerptAndCaret() throws {
        let path = hostileDirectory.appendingPathComponent("duplicate-key.yaml").path
        let output = Runner.validate(Runner.ValidateRequest(paths: [path]))
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("\(path):5:3: error: ") && $0.hasSuffix("[duplicate-key]") })
        try #require(lines.count > header + 2)
        #expect(lines[header + 1] == "    name: Store")
        // Two spaces of indent, two columns before the key, then `name` underlined.
        #expect(lines[header + 2] == "    ^~~~")
    }

    /// The other formats agree on the rule and the position of a fatal parse error.
    /// A 1 MB id is clipped in every format: JSON and SARIF once held it whole (SARIF twice).
    @Test(arguments: DiagnosticFormat.allCases)
    func aHugeIdIsClippedInEveryFormat(_ format: DiagnosticFormat) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let id = String(repeating: "é", count: 500_000)
        let text = "version: 1\napp:\n  name: Shop\n  deployment_target: \"15.0\"\n  root: Home\nscreens:\n  - id: Home\n  - id: \(id)\n"
        let path = try scratch.path(for: .generated("huge-id.yaml") { Array(text.utf8) })
        var request = Runner.ValidateRequest(paths: [path])
        request.format = format
        let output = Runner.validate(request)
        #expect(output.stdout.contains("unreachable-screen"), "\(output.stdout.prefix(500))")
        #expect(output.stdout.utf8.count < maxReportBytes, "the report is \(output.stdout.utf8.count) bytes")
    }

    /// The note says where libyaml gave up, and a tab before the column keeps the caret under
    /// the `[` (the excerpt shows a tab as one space, as libyaml counts it as one column).
    @Test func anUnclosedFlowNotesWhereParsingGaveUpAndCaretsCountTabs() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let text = "version: 1\napp: { name: A,\tdeployment_target: \"15.0\", root: [X }\n"
        let path = try scratch.path(for: .generated("tab.yaml") { Array(text.utf8) })
        let output = Runner.validate(.init(paths: [path]))
        #expect(output.exitCode == 2)
        #expect(output.stdout.contains("\(path):2:50: error: this '[' is never closed"), "\(output.stdout)")
        #expect(output.stdout.contains("note: parsing gave up at line 2, column 53"))
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let excerpt = try #require(lines.first { $0.contains("root: [X") })
        let caret = try #require(lines.first { $0.trimmingCharacters(in: .whitespaces) == "^" })
        #expect(caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) }
            == excerpt.firstIndex(of: "[").map { excerpt.distance(from: excerpt.startIndex, to: $0) })
    }

    @Test(arguments: [DiagnosticFormat.json, .github, .sarif])
    func fatalErrorInOtherFormats(_ format: DiagnosticFormat) throws {
        let path = hostileDirectory.appendingPathComponent("multiple-documents.yaml").path
        var request = Runner.ValidateRequest(paths: [path])
        request.format = format
        let output = Runner.validate(request)
        #expect(output.exitCode == 2)
        #expect(output.stdout.contains("multiple-documents"))
        switch format {
        case .json:
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
            #expect(first["rule"] as? String == "multiple-documents")
            #expect(first["line"] as? Int == 3)
            #expect(first["column"] as? Int == 1)
        case .github:
            #expect(output.stdout.hasPrefix("::error "))
            #expect(output.stdout.contains(",line=3,col=1,"))
        case .sarif:
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            let run = try #require((object["runs"] as? [[String: Any]])?.first)
            let result = try #require((run["results"] as? [[String: Any]])?.first)
            #expect(result["ruleId"] as? String == "multiple-documents")
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            let region = (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
            #expect(region?["startLine"] as? Int == 3)
            #expect(region?["startColumn"] as? Int == 1)
        case .text: break
        }
    }
}
