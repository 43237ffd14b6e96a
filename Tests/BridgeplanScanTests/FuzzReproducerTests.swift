import Bridgeplan
import BridgeplanCLI
@testable import BridgeplanScan
import Foundation
import Testing
import YAMLFront

/// Every input the fuzzers and the hostile-input probe kept in `Fuzz/findings/` is replayed
/// here with the outcome its fix promised. A reproducer added to the folder without an entry
/// in this table fails `everyReproducerHasAnOutcome`.
@Suite(.timeLimit(.minutes(1)))
struct FuzzReproducerTests {
    enum Outcome: Sendable {
        /// `validate` in the text format ends with this exit code and this many diagnostics of the rule.
        case validates(exitCode: Int32, rule: String, count: Int)
        /// The split reading of this YAML text builds the tree one reading builds.
        case splitReadsLikeWhole
        /// One reading rejects the text, and the split reading does not accept it either.
        case neitherReadingAccepts
        /// A storyboard the reader refuses, with the reason it gives.
        case storyboardSkipped(reason: String)
        /// A Swift file `scan` skips with a located `scan-file-skipped` finding, reading the others.
        case swiftSkipped(reason: String)
        /// Replayed by a test in the named file, which reads the reproducer by its name.
        case replayedIn(String)
    }

    struct Reproducer: Sendable, CustomTestStringConvertible {
        var file: String
        var outcome: Outcome
        var testDescription: String { file }
    }

    static let folder = repoRoot.appendingPathComponent("Fuzz/findings")

    static let reproducers: [Reproducer] = [
        Reproducer(file: "quadratic-text-excerpts-10000-unknown-keys.yaml", outcome: .validates(exitCode: 1, rule: "unknown-key", count: 10_000)),
        Reproducer(file: "split-reading-explicit-key-at-the-cut.yaml", outcome: .splitReadsLikeWhole),
        Reproducer(file: "split-reading-indented-root.yaml", outcome: .neitherReadingAccepts),
        Reproducer(file: "foundationxml-error-leak.storyboard", outcome: .storyboardSkipped(reason: "not well-formed")),
        Reproducer(file: "foundationxml-invalid-utf8-trap.storyboard", outcome: .replayedIn("InterfaceBuilderTests.swift")),
        Reproducer(file: "foundationxml-processing-instruction-segv.storyboard", outcome: .replayedIn("InterfaceBuilderTests.swift")),
        Reproducer(file: "draft-control-character-in-segue-kind.storyboard", outcome: .replayedIn("InterfaceBuilderTests.swift")),
        Reproducer(file: "swift-nested-brackets-slow.swift", outcome: .swiftSkipped(reason: "'[' nested more than 10 deep")),
        Reproducer(file: "swift-cr-ends-line-comment-slow.swift", outcome: .swiftSkipped(reason: "'[' nested more than 10 deep")),
    ]

    @Test func everyReproducerHasAnOutcome() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0 != "README.md" }
        #expect(files.sorted() == Self.reproducers.map(\.file).sorted())
        // The folder's README documents each reproducer.
        let readme = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        for file in files { #expect(readme.contains("## \(file)"), "Fuzz/findings/README.md has no section for \(file)") }
    }

    @Test(arguments: reproducers)
    func replaysWithItsOutcome(_ reproducer: Reproducer) throws {
        let url = Self.folder.appendingPathComponent(reproducer.file)
        let bytes = try [UInt8](Data(contentsOf: url))
        switch reproducer.outcome {
        case let .validates(exitCode, rule, count):
            let output = Runner.validate(Runner.ValidateRequest(paths: [url.path]))
            #expect(output.exitCode == exitCode)
            #expect(output.stdout.components(separatedBy: "[\(rule)]").count - 1 == count)
        case .splitReadsLikeWhole:
            let cut = try #require(YAMLParser.splitOffset(in: bytes), "the reproducer no longer has a cut")
            let split = try #require(YAMLParser.parse(bytes, splittingAt: cut))
            let whole = try YAMLParser.parse(bytes, splitAbove: .max)
            #expect(split.readsLike(whole))
        case .neitherReadingAccepts:
            #expect(throws: (any Error).self) { try YAMLParser.parse(bytes, splitAbove: .max) }
            let cut = try #require(YAMLParser.splitOffset(in: bytes), "the reproducer no longer has a cut")
            #expect(YAMLParser.parse(bytes, splittingAt: cut) == nil)
        case let .storyboardSkipped(reason):
            let document = IBReader.read(bytes, relativePath: "Main.storyboard", displayPath: "Main.storyboard")
            #expect(document.skipped?.contains(reason) == true, "\(document.skipped ?? "read")")
        case let .swiftSkipped(reason):
            try withApp(["Ok.swift": "import UIKit\nfinal class OkViewController: UIViewController {}\n"]) { root in
                try Data(bytes).write(to: URL(fileURLWithPath: root + "/Found.swift"))
                let result = try SourceScanner.scan([root])
                let skipped = result.findings.filter { $0.rule.rawValue == RuleID.scanFileSkipped.rawValue }
                #expect(skipped.map(\.location.file) == [root + "/Found.swift"])
                #expect(skipped.first?.message.contains(reason) == true, "\(skipped.first?.message ?? "none")")
                #expect(result.draft.contains("\"OkViewController\""))
            }
        case let .replayedIn(testFile):
            let source = try String(contentsOf: repoRoot.appendingPathComponent("Tests/BridgeplanScanTests/\(testFile)"), encoding: .utf8)
            #expect(source.contains("Fuzz/findings/\(reproducer.file)"), "\(testFile) does not read \(reproducer.file)")
        }
    }
}
