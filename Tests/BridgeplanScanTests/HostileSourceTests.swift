import Bridgeplan
@testable import BridgeplanScan
import Foundation
import Testing

/// Swift sources that made the scan take minutes or overflow its stack: each is skipped with
/// a located `scan-file-skipped` finding, and the other files are still read.
@Suite(.timeLimit(.minutes(1)))
struct HostileSourceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var reason: String
        var at: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // 65 bytes; 48 s in swift-syntax's collection-type lookahead before the guard.
        Case(name: "[ nested 28 deep", source: "let x = " + String(repeating: "[", count: 28) + String(repeating: "]", count: 28) + "\n",
             reason: "'[' nested more than 10 deep", at: "1:19"),
        Case(name: "800 unclosed [", source: "let x = " + String(repeating: "[", count: 800) + "\n",
             reason: "'[' nested more than 10 deep", at: "1:19"),
        Case(name: "2,000 nested generic arguments", source: "let x: " + String(repeating: "A<", count: 2_000) + "B" + String(repeating: ">", count: 2_000) + " = y\n",
             reason: "generic arguments nested more than 64 deep", at: "1:137"),
        Case(name: "a 70,000-link call chain", source: "let x = a" + String(repeating: ".b()", count: 70_000) + "\n",
             reason: "a chain of more than 2000 calls", at: "1:4010"),
        Case(name: "5,000 nested parentheses", source: "let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + "\n",
             reason: "brackets nested more than 128 deep", at: "1:137"),
        Case(name: "a chain over lines", source: "let x = a\n" + String(repeating: "  .b()\n", count: 1_001),
             reason: "a chain of more than 2000 calls", at: "1002:3"),
        // 400 KB: the Extractor's recursion through 100,000 TryExprs overflowed its stack.
        Case(name: "100,000 'try' in a row", source: "let x = " + String(repeating: "try ", count: 100_000) + "f()\n",
             reason: "more than 64 'try' and 'await' in a row", at: "1:265"),
        Case(name: "'try await' 40 times", source: "let x = " + String(repeating: "try await ", count: 40) + "f()\n",
             reason: "more than 64 'try' and 'await' in a row", at: "1:329"),
        // Found by the swift fuzz target: a CR ends a line comment for Swift, so the `[` after
        // it is code; the guard read it as comment, and the 819-byte file took 4.6 s (release).
        Case(name: "'[' after a CR that ends a line comment", source: "// note\r" + String(repeating: "[", count: 12) + "\n",
             reason: "'[' nested more than 10 deep", at: "1:19"),
        Case(name: "'[' after a CR that ends a string", source: "let s = \"unterminated\r" + String(repeating: "[", count: 12) + "\n",
             reason: "'[' nested more than 10 deep", at: "1:33"),
        // Each line at the nesting limit is cheap; ten thousand of them took over a minute.
        Case(name: "10,000 lines of '[' 10 deep", source: (0..<10_000).map { "let x\($0) = [[[[[[[[[[]]]]]]]]]]" }.joined(separator: "\n"),
             reason: "so many nested '[' that parsing them would take too long", at: "257:20"),
    ]

    @Test(arguments: cases)
    func skippedWithALocatedFinding(_ hostile: Case) throws {
        let files = ["Deep.swift": hostile.source, "Ok.swift": "import UIKit\nfinal class OkViewController: UIViewController {}\n"]
        try withApp(files) { root in
            let result = try SourceScanner.scan([root])
            let skipped = result.findings.filter { $0.rule.rawValue == RuleID.scanFileSkipped.rawValue }
            #expect(skipped.count == 1)
            #expect(skipped.first?.location.file == root + "/Deep.swift")
            #expect(skipped.first.map { "\($0.location.line):\($0.location.column)" } == hostile.at)
            #expect(skipped.first?.message.contains(hostile.reason) == true, "\(skipped.first?.message ?? "none")")
            #expect(skipped.first?.severity == .warning)
            #expect(result.draft.contains("\"OkViewController\""))
            #expect(result.fileCount == 1)
        }
    }

    /// A deep inheritance chain is walked once, not once per class: every class of a
    /// 3,000-deep chain is a screen of the right kind (it took 16 s at 5,000 before), and the
    /// walk visits each class once, counted, not timed.
    @Test func aDeepInheritanceChainIsResolved() throws {
        let source = "import UIKit\nclass C0: UIViewController {}\n" + (1..<3_000).map { "class C\($0): C\($0 - 1) {}" }.joined(separator: "\n")
            + "\nfinal class RootViewController: UIViewController { func show() { present(C2999(), animated: true) } }\n"
        try withApp(["Chain.swift": source]) { root in
            let result = try SourceScanner.scan([root])
            #expect(result.draft.contains("target: \"C2999\""))
        }
        let facts = Extractor.facts(source: source, relativePath: "Chain.swift", displayPath: "Chain.swift", gates: nil)
        let index = TypeIndex([facts])
        #expect(index.controllerKind("C2999") == .screen && index.controllerKind("C0") == .screen)
        #expect(index.kindWalkSteps == 3_001, "each of the 3,001 classes once, not \(index.kindWalkSteps)")
    }

    /// A factory whose body calls itself a dozen times: following every call eight levels deep
    /// is 12^8 evaluations (a real app's view models never finished). The scan finishes, and
    /// the controller the factory returns is still shown.
    @Test func aFactoryThatCallsItselfIsEvaluatedInBoundedSteps() throws {
        let calls = (0..<12).map { "        let v\($0) = self.make()" }.joined(separator: "\n")
        let source = """
            import UIKit
            final class DetailViewController: UIViewController {}
            final class Maker {
                func make() -> UIViewController {
            \(calls)
                    if v0 == v1 { return DetailViewController() }
                    return v0
                }
            }
            final class ListViewController: UIViewController {
                let maker = Maker()
                func open() { present(maker.make(), animated: true) }
            }
            """
        try withApp(["Maker.swift": source]) { root in
            let result = try SourceScanner.scan([root])
            #expect(result.draft.contains("target: \"DetailViewController\""), "\(result.draft)")
        }
    }

    /// Two properties whose initial values name each other, handed to a hosting controller:
    /// following them for the view's name recursed until the stack overflowed (isowords).
    @Test func propertiesThatNameEachOtherEndTheSearchForAView() throws {
        let source = """
            import SwiftUI
            import UIKit
            struct CardView: View { var body: some View { Text("Card") } }
            final class CardViewController: UIViewController {
                lazy var first = second
                lazy var second = first
                func show() { present(UIHostingController(rootView: first), animated: true) }
            }
            """
        try withApp(["Cards.swift": source]) { root in
            let result = try SourceScanner.scan([root])
            #expect(result.draft.contains("CardViewController"))
        }
    }

    /// Default arguments that make a value of their own type: evaluating each default inside
    /// the other doubled per level, 2^256 evaluations (isowords, where nested types named
    /// `State` in two files are one type by name).
    @Test func defaultsThatMakeTheirOwnTypeAreEvaluatedOnceAtATime() throws {
        let source = """
            import UIKit
            struct State {
                init(first: State? = State(), second: State? = State()) {}
            }
            final class DetailViewController: UIViewController {}
            final class ListViewController: UIViewController {
                func open() {
                    _ = State()
                    present(DetailViewController(), animated: true)
                }
            }
            """
        try withApp(["State.swift": source]) { root in
            let result = try SourceScanner.scan([root])
            #expect(result.draft.contains("target: \"DetailViewController\""), "\(result.draft)")
        }
    }

    /// Files at every limit are read, and nesting past the debug parser's default (20) is
    /// parsed as in a release build: a screen declared inside it is found.
    @Test func filesAtTheLimitsAreRead() throws {
        let files = [
            "Chain.swift": "let x = a" + String(repeating: ".b()", count: 1_000) + "\n",
            "Squares.swift": "let x = " + String(repeating: "[", count: 10) + String(repeating: "]", count: 10) + "\n",
            "Generics.swift": "let x: " + String(repeating: "A<", count: 64) + "B" + String(repeating: ">", count: 64) + " = y\n",
            "Deep.swift": "import UIKit\nlet x = " + String(repeating: "f(", count: 100) + "{ final class DeepViewController: UIViewController {}; return 1 }()"
                + String(repeating: ")", count: 100) + "\nfinal class RootViewController: UIViewController {\n    func show() { present(DeepViewController(), animated: true) }\n}\n",
        ]
        try withApp(files) { root in
            let result = try SourceScanner.scan([root])
            #expect(!result.findings.contains { $0.rule.rawValue == RuleID.scanFileSkipped.rawValue }, "\(result.findings.map(\.message))")
            #expect(result.fileCount == 4)
            #expect(result.draft.contains("\"DeepViewController\""))
        }
    }

    /// Brackets in strings and comments never count: none of these is refused.
    @Test(arguments: [
        "let s = \"" + String(repeating: "[", count: 40) + "\"\n",
        "// " + String(repeating: "(", count: 300) + "\nlet a = 1\n",
        "/* outer /* inner " + String(repeating: "[", count: 40) + " */ still a comment */\nlet a = 1\n",
        "let s = #\"\\(" + String(repeating: "[", count: 40) + "\"#\n",
        "let s = \"\"\"\n" + String(repeating: "[", count: 40) + "\n\"\"\"\n",
        "let s = \"\\\"" + String(repeating: "[", count: 40) + "\"\n",
        "#if DEBUG\nlet v = a.b.c\n#endif\n",
    ])
    func stringsAndCommentsDoNotCount(_ source: String) {
        let refusal = Array(source.utf8).withUnsafeBufferPointer(SourceGuard.check)
        #expect(refusal == nil)
    }

    @Test func linesAreCountedThroughStringsAndComments() throws {
        let source = "/* a\nb */\nlet s = \"\"\"\nc\n\"\"\"\nlet t = \"unterminated\nlet x = " + String(repeating: "[", count: 11) + "\n"
        let refusal = try #require(Array(source.utf8).withUnsafeBufferPointer(SourceGuard.check))
        #expect((refusal.line, refusal.column) == (7, 19))
    }

    /// A file larger than the size limit is skipped by its size: a 3 GB sparse file is never read.
    @Test func anOversizedFileIsSkippedByItsSize() throws {
        try withApp(["Ok.swift": "import UIKit\nfinal class OkViewController: UIViewController {}\n"]) { root in
            let huge = root + "/Huge.swift"
            #expect(FileManager.default.createFile(atPath: huge, contents: nil))
            let handle = try #require(FileHandle(forWritingAtPath: huge))
            try handle.truncate(atOffset: 3 << 30)
            try handle.close()
            let result = try SourceScanner.scan([root])
            let skipped = result.findings.filter { $0.rule.rawValue == RuleID.scanFileSkipped.rawValue }
            #expect(skipped.map(\.location) == [.wholeFile(huge)])
            #expect(result.fileCount == 1)
        }
    }

    /// A file is read into an array of its own size: FileManager's reader kept a 4 KiB buffer
    /// per empty file (160,000 empty files took 774 MB; 132 MB now).
    @Test func filesAreReadWithoutSlack() throws {
        try withApp(["Empty.swift": "", "Small.swift": "let a = 1\n"]) { root in
            let empty = try SourceScanner.readBounded(root + "/Empty.swift", limit: 1 << 20).get()
            #expect(empty.isEmpty && empty.capacity == 0)
            let small = try SourceScanner.readBounded(root + "/Small.swift", limit: 1 << 20).get()
            #expect(small == Array("let a = 1\n".utf8) && small.capacity < 64)
            #expect(throws: SourceScanner.Unread.self) { try SourceScanner.readBounded(root + "/Small.swift", limit: 5).get() }
        }
    }

    /// A FIFO named like a source file, with no writer, is neither waited on nor read.
    @Test func aFIFOInTheTreeDoesNotBlock() throws {
        try withApp(["Ok.swift": "import UIKit\nfinal class OkViewController: UIViewController {}\n"]) { root in
            #expect(mkfifo(root + "/Pipe.swift", 0o600) == 0)
            #expect(throws: SourceScanner.Unread.self) { try SourceScanner.readBounded(root + "/Pipe.swift", limit: 1 << 20).get() }
            let result = try SourceScanner.scan([root])
            #expect(result.draft.contains("\"OkViewController\""))
        }
    }
}

/// Every scan rule's examples (Sources/Bridgeplan/Rules/Scan): a triggering one gives
/// findings of the rule exactly at its `↓` markers, a non-triggering one none.
@Suite struct ScanRuleExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var rule: RuleID
        var text: String
        var markers: Set<String>
        var triggers: Bool
        var testDescription: String { "\(rule) \(triggers ? "triggering" : "non-triggering")" }
    }

    static let examples: [Example] = RuleRegistry.all.filter { $0.category == .scan }.flatMap { d -> [Example] in
        d.triggering.map { example(d.id, $0, true) } + d.nonTriggering.map { example(d.id, $0, false) }
    }

    static func example(_ rule: RuleID, _ marked: String, _ triggers: Bool) -> Example {
        var lines: [String] = [], markers = Set<String>()
        for (n, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var clean = ""
            for character in line {
                if character == "↓" { markers.insert("\(n + 1):\(clean.utf8.count + 1)") } else { clean.append(character) }
            }
            lines.append(clean)
        }
        return Example(rule: rule, text: lines.joined(separator: "\n") + "\n", markers: markers, triggers: triggers)
    }

    @Test(arguments: examples)
    func scanExample(_ example: Example) throws {
        try withApp(["Example.swift": example.text]) { root in
            let result = try SourceScanner.scan([root])
            let found = Set(result.findings.filter { $0.rule == example.rule }.map { "\($0.location.line):\($0.location.column)" })
            #expect(found == (example.triggers ? example.markers : []), "\(example.rule): found \(found.sorted()), marked \(example.markers.sorted()); all: \(result.findings.map { "\($0.rule) \($0.location.line):\($0.location.column)" })")
        }
    }
}
