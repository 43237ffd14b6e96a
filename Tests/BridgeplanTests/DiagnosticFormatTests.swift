@testable import Bridgeplan
import Foundation
import Testing

/// Golden output of every `validate` format, and the SARIF checked against its schema.
@Suite struct DiagnosticFormatTests {
    static let cases = ["Config/examples/marketplace.yaml", "Tests/BridgeplanTests/Fixtures/invalid/types.yaml"]

    static func render(_ path: String, _ format: DiagnosticFormat) throws -> String {
        let checked = try check(path)
        var options = DiagnosticReporter.Options()
        options.baseDirectory = "/nonexistent"
        return DiagnosticReporter.render(checked.diagnostics, format: format, files: [path: try source(path)], options: options)
    }

    static func goldenName(_ path: String) -> String {
        String(path.split(separator: "/").last!.dropLast(".yaml".count))
    }

    @Test(arguments: cases, DiagnosticFormat.allCases)
    func matchesGolden(_ path: String, _ format: DiagnosticFormat) throws {
        let ext = format.fileExtension
        try expectGolden(try Self.render(path, format), "Tests/BridgeplanTests/Golden/validate/\(Self.goldenName(path)).\(ext)")
    }

    @Test func textShowsTheLineAndACaret() throws {
        let text = try Self.render("Tests/BridgeplanTests/Fixtures/invalid/types.yaml", .text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let i = try #require(lines.firstIndex { $0.contains("'effort' must be a whole number") })
        #expect(lines[i].hasPrefix("Tests/BridgeplanTests/Fixtures/invalid/types.yaml:10:13: error: "))
        #expect(lines[i + 1] == "      effort: lots")
        #expect(lines[i + 2] == "              ^~~~")
    }

    /// With colour on, the position is bold, the severity in its colour and the caret green;
    /// without the escapes it is the plain text.
    @Test func colourPaintsPositionSeverityAndCaret() throws {
        let path = "Tests/BridgeplanTests/Fixtures/invalid/types.yaml"
        let diagnostics = try check(path).diagnostics.sortedByLocation()
        let files = [path: try source(path)]
        let plain = DiagnosticReporter.text(diagnostics, files: files, color: false)
        let painted = DiagnosticReporter.text(diagnostics, files: files, color: true)
        let lines = painted.split(separator: "\n").map(String.init)
        let i = try #require(lines.firstIndex { $0.contains("'effort' must be a whole number") })
        #expect(lines[i].hasPrefix("\u{1B}[1m\(path):10:13\u{1B}[0m: \u{1B}[1;31merror\u{1B}[0m: "))
        #expect(lines[i + 2] == "              \u{1B}[1;32m^~~~\u{1B}[0m")
        #expect(painted.replacing(/\x1B\[[0-9;]*m/, with: "") == plain)
        #expect(painted != plain)
    }

    /// The caret and underline stay within the excerpt, counted in characters: one per byte
    /// in ASCII, one per grapheme otherwise (an accent written as two code points is one).
    @Test func excerptUnderlineStaysWithinTheLine() {
        var ascii = SourceFile.LineLocator(SourceFile(path: "a.yaml", text: "ab: cd\n"))
        let plain = SourceFile(path: "a.yaml", text: "ab: cd\n").excerpt(line: 1, column: 5, length: 10, locator: &ascii)
        #expect(plain?.text == "ab: cd" && plain?.caret == 5 && plain?.underline == 3)
        let accented = SourceFile(path: "b.yaml", text: "e\u{301}: xy\n")
        var locator = SourceFile.LineLocator(accented)
        let excerpt = accented.excerpt(line: 1, column: 5, length: 10, locator: &locator)
        #expect(excerpt?.text == "e\u{301}: xy" && excerpt?.caret == 5 && excerpt?.underline == 2)
    }

    /// The text report is rendered a pair of pieces at a time on two cores, each piece
    /// walking to its lines from where the pair began: whatever the piece size, the text is
    /// the one-piece text, with findings of two files interleaved.
    @Test func textInPiecesIsTheOnePieceText() throws {
        let paths = ["Tests/BridgeplanTests/Fixtures/invalid/types.yaml", "Config/examples/marketplace.yaml"]
        var diagnostics: [Diagnostic] = []
        var files: [String: SourceFile] = [:]
        for path in paths {
            diagnostics += try check(path).diagnostics
            files[path] = try source(path)
        }
        let sorted = diagnostics.sortedByLocation()
        #expect(sorted.count > 8)
        func render(piece: Int) -> String {
            var out = ChunkedText()
            DiagnosticReporter.text(sorted, files: files, color: false, piece: piece, to: &out)
            return out.text
        }
        let whole = render(piece: sorted.count)
        #expect(whole.contains("      effort: lots\n"))
        for piece in [1, 2, 3, 5] { #expect(render(piece: piece) == whole, "piece \(piece)") }
    }

    /// Excerpts find their line by walking forward; asked out of order they fall back to a
    /// table and still find the same lines, and lines past the end have no excerpt.
    @Test func lineLocatorAnswersInAnyOrder() {
        let file = SourceFile(path: "f.yaml", text: "zero\none\n\nthree\r\nfour")
        let expected = [1: 0, 2: 5, 3: 9, 4: 10, 5: 17]
        var locator = SourceFile.LineLocator(file)
        for line in [1, 2, 4, 4, 5, 3, 1, 5, 2] {
            #expect(locator.start(ofLine: line) == expected[line], "line \(line)")
        }
        var forward = SourceFile.LineLocator(file)
        #expect(forward.start(ofLine: 6) == nil)
        #expect(forward.start(ofLine: 0) == nil)
        #expect(forward.start(ofLine: 3) == 9)
        var fresh = SourceFile.LineLocator(file)
        #expect(file.excerpt(line: 4, column: 2, length: 2, locator: &fresh)?.text == "three")
        #expect(file.excerpt(line: 2, column: 1, length: 1, locator: &fresh)?.text == "one")
    }

    /// Excerpts along one long line resume where the last window began: the same windows as
    /// from a fresh locator, in any order of columns, through multibyte characters and tabs.
    @Test func excerptsAlongOneLineResumeFromTheLastWindow() {
        let line = (0..<400).map { $0 % 7 == 0 ? "é\t\($0)" : "M\($0)" }.joined(separator: ", ")
        let file = SourceFile(path: "f.yaml", text: "push: [\(line)]\nnext: [a, b]\n")
        let columns = [1, 3, 70, 61, 61, 300, 1_500, 900, 2_400, 2_401, 5_000]
        var shared = SourceFile.LineLocator(file)
        for column in columns {
            var fresh = SourceFile.LineLocator(file)
            let expected = file.excerpt(line: 1, column: column, length: 3, locator: &fresh)
            let resumed = file.excerpt(line: 1, column: column, length: 3, locator: &shared)
            #expect(resumed?.text == expected?.text && resumed?.caret == expected?.caret && resumed?.underline == expected?.underline, "column \(column)")
        }
        #expect(file.excerpt(line: 2, column: 8, length: 1, locator: &shared)?.text == "next: [a, b]")
        #expect(file.excerpt(line: 1, column: 2, length: 1, locator: &shared)?.text.hasPrefix("push: [") == true)
    }

    /// The key sort gives exactly the stable `sorted(by: Diagnostic.ordered)`: ties on
    /// position fall back to severity, rule, message and end, and diagnostics equal in all
    /// of those (they differ only in notes) keep their input order.
    @Test(arguments: 0..<20)
    func sortingByLocationIsTheStableOrder(_ seed: UInt64) {
        var random = PropertyTests.Random(state: seed)
        let rules: [RuleID] = [.unknownKey, .duplicateID, .unreachableScreen]
        let diagnostics = (0..<300).map { n in
            Diagnostic(
                rule: random.pick(rules), message: "m\(random.int(0..<2))",
                location: Bridgeplan.SourceLocation(file: "f.yaml", line: random.int(1..<7), column: random.int(1..<4), endColumn: random.int(4..<6)),
                notes: [String(n)]
            )
        }
        let expected = diagnostics.sorted(by: Diagnostic.ordered)
        #expect(diagnostics.sortedByLocation() == expected)
        // Two files, or a line past 32 bits: the plain sort, same contract.
        let mixed = diagnostics + [Diagnostic(rule: .ioError, message: "x", location: .wholeFile("a.yaml"))]
        #expect(mixed.sortedByLocation() == mixed.sorted(by: Diagnostic.ordered))
        #expect(mixed.sortedByLocation().first?.location.file == "a.yaml")
    }

    /// Findings that start at one place sort by severity and rule even when they end at
    /// different places (a key and the mapping it starts): `a: 1` alone gives two
    /// missing-key errors for the mapping and an unknown-key error for `a`, all at 1:1.
    @Test func findingsStartingTogetherSortByRuleWhateverTheirEnd() {
        let checked = Pipeline.check(SourceFile(path: "a.yaml", text: "a: 1"))
        #expect(checked.diagnostics.map(\.rule.rawValue) == ["missing-key", "missing-key", "unknown-key"])
        #expect(Set(checked.diagnostics.map { "\($0.location.endLine):\($0.location.endColumn)" }).count == 2)
    }

    @Test func githubEscapesItsSeparators() throws {
        let d = Diagnostic(rule: .unknownKey, message: "50% of a, b\nnext", location: Bridgeplan.SourceLocation(file: "a,b:c.yaml", line: 2, column: 3))
        let out = DiagnosticReporter.render([d], format: .github)
        #expect(out == "::error file=a%2Cb%3Ac.yaml,line=2,col=3,endLine=2,endColumn=3,title=bridgeplan unknown-key::50%25 of a, b%0Anext\n")
    }

    @Test(arguments: cases)
    func sarifIsValidAgainstTheSchema(_ path: String) throws {
        let sarif = try Self.render(path, .sarif)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("out.sarif")
        try sarif.write(to: document, atomically: false, encoding: .utf8)
        // The same findings as `scan` reports them: with its navigation coverage in the run's properties.
        let checked = try check(path)
        var options = DiagnosticReporter.Options()
        options.navigationSites = (resolved: 3, total: 5)
        let scanDocument = directory.appendingPathComponent("scan.sarif")
        try DiagnosticReporter.render(checked.diagnostics, format: .sarif, options: options).write(to: scanDocument, atomically: false, encoding: .utf8)
        let schema = repoRoot.appendingPathComponent("Tests/BridgeplanTests/Fixtures/sarif-schema-2.1.0.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        for path in sys.argv[2:]:
            doc = json.load(open(path))
            jsonschema.validators.validator_for(schema)(schema).validate(doc)
            assert doc["runs"][0]["results"], "no results"
        coverage = json.load(open(sys.argv[3]))["runs"][0]["properties"]["navigationSites"]
        assert coverage == {"resolved": 3, "total": 5}, coverage
        print("ok")
        """, schema.path, document.path, scanDocument.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: a full pipe would otherwise block python and this test.
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "SARIF does not validate (python3 with jsonschema is needed; .ci/run installs it): \(output)")
    }
}
