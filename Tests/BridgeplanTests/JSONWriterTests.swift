import Foundation
import Testing
@testable import Bridgeplan

/// The streaming writer behind the large reports gives the same text as the `JSON` tree
/// (which sorts keys itself), and that text parses back to the same values.
@Suite struct JSONWriterTests {
    @Test func matchesTheTreeAndParsesBack() throws {
        let tree = JSON.object([
            "a": .array([]),
            "b": .object([:]),
            "c": .array([.int(-12), .double(0.05), .double(-0.00001), .double(2), .double(.nan), .bool(true), .null]),
            "d": .string("quote \" backslash \\ newline \n tab \t bell \u{07} é ✓"),
            "e": .object(["z": .strings(["x"]), "y": .fields(["q": .int(1), "p": .int(2)])]),
        ])
        var w = JSONWriter()
        w.object { w in
            w.array("a") { _ in }
            w.object("b") { _ in }
            w.array("c") { w in
                w.value(-12)
                w.value(0.05)
                w.value(-0.00001)
                w.value(2.0)
                w.value(Double.nan)
                w.value(true)
                w.null()
            }
            w.field("d", "quote \" backslash \\ newline \n tab \t bell \u{07} é ✓")
            w.object("e") { w in
                w.object("y") { w in
                    w.field("p", 2)
                    w.field("q", 1)
                }
                w.field("z", ["x"])
            }
        }
        let text = w.finish()
        #expect(text == tree.rendered())
        #expect(text.hasPrefix("{\n  \"a\": [],\n  \"b\": {},\n  \"c\": [\n    -12,\n    0.05,\n    0,\n    2,\n    null,\n"))
        #expect(text.contains(#""d": "quote \" backslash \\ newline \n tab \t bell \u0007 é ✓""#))
        #expect(text.hasSuffix("}\n"))

        let parsed = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(parsed["d"] as? String == "quote \" backslash \\ newline \n tab \t bell \u{07} é ✓")
        #expect((parsed["c"] as? [Any])?.count == 7)
    }

    /// Strings escape exactly as one character at a time would, wherever the bytes that
    /// need it fall among the eight-byte words the writer scans; and parse back.
    @Test(arguments: 0..<8)
    func stringsEscapeWhereverTheSpecialBytesFall(_ seed: UInt64) throws {
        var random = PropertyTests.Random(state: seed)
        let pieces = ["a", "Z", "0", " ", "\"", "\\", "\n", "\t", "\r", "\u{01}", "\u{1F}", "\u{7F}", "é", "✓", "/", "~"]
        for _ in 0..<200 {
            let string = (0..<random.int(0..<300)).map { _ in random.chance(80) ? "x" : random.pick(pieces) }.joined()
            // The smallest buffer, so escapes often make it grow (debug builds check every
            // store against the room reserved for it).
            var w = JSONWriter(capacity: 0)
            w.value(string)
            let text = w.finish()
            var expected = "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": expected += "\\\""
                case "\\": expected += "\\\\"
                case "\n": expected += "\\n"
                case "\r": expected += "\\r"
                case "\t": expected += "\\t"
                case _ where scalar.value < 0x20: expected += String(format: "\\u%04x", scalar.value)
                default: expected.unicodeScalars.append(scalar)
                }
            }
            #expect(text == expected + "\"\n", "\(string.debugDescription)")
            let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String
            #expect(parsed == string)
        }
    }

    @Test func uriEscapingKeepsPathCharacters() {
        #expect(DiagnosticReporter.uri("Config/examples/shop.yaml") == "Config/examples/shop.yaml")
        #expect(DiagnosticReporter.uri("My App/a:b%c/é.yaml") == "My%20App/a%3Ab%25c/%C3%A9.yaml")
        #expect(DiagnosticReporter.uri("a-b_c~d!$&'()*+,;=@.yaml") == "a-b_c~d!$&'()*+,;=@.yaml")
    }

    /// Files get the report streamed in chunks; they are the same bytes stdout gets.
    @Test(arguments: PlanFormat.allCases)
    func bytesForFilesMatchTheText(_ format: PlanFormat) throws {
        let plan = try #require(plan(try check("Config/examples/marketplace.yaml")))
        let bytes = Array(format.render(plan).utf8)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("plan.\(format.rawValue)").path
        try AtomicWriter.write(to: path) { sink in format.stream(plan, to: sink) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["plan.\(format.rawValue)"])
    }

    /// Streaming cuts the JSON plan between elements into chunks of about the asked size;
    /// put together they are the rendered bytes.
    @Test func streamedChunksAreTheRenderedBytes() throws {
        let plan = try #require(plan(try check("Config/examples/marketplace.yaml")))
        var chunks: [[UInt8]] = []
        PlanJSONReporter.stream(plan, chunkSize: 512) { chunks.append(Array($0)) }
        #expect(chunks.joined().elementsEqual(PlanJSONReporter.renderUTF8(plan)))
        #expect(chunks.count > 3)
        // Cut only once past the size (a piece of a long array can take it further).
        #expect(chunks.dropLast().allSatisfy { $0.count >= 512 })
    }

    /// Long arrays are rendered a pair of pieces at a time on two cores; whatever the piece
    /// size, the array and whatever follows it are the bytes of a plain loop, kept whole
    /// or streamed in small chunks.
    @Test(arguments: [0, 1, 2, 3, 5, 8])
    func elementsInPiecesAreTheLoopsBytes(_ total: Int) {
        func document(piece: Int?, into w: inout JSONWriter) {
            w.object { w in
                w.array("a") { w in
                    w.value("before")
                    w.array { w in
                        let body: @Sendable (inout JSONWriter, Int) -> Void = { w, i in
                            w.object { w in
                                w.field("i", i)
                                w.field("name", "item \"\(i)\"")
                            }
                        }
                        if let piece { w.elements(total, piece: piece, body) } else { for i in 0..<total { body(&w, i) } }
                    }
                    w.value("after")
                }
                w.field("z", true)
            }
        }
        var plain = JSONWriter()
        document(piece: nil, into: &plain)
        let expected = plain.finish()
        for piece in [1, 2, 3, 256] {
            var whole = JSONWriter(capacity: 0)
            document(piece: piece, into: &whole)
            #expect(whole.finish() == expected, "piece \(piece)")
            var chunks: [[UInt8]] = []
            withoutActuallyEscaping({ (chunk: UnsafeRawBufferPointer) in chunks.append(Array(chunk)) }) { sink in
                var streamed = JSONWriter(chunkSize: 16, sink: sink)
                document(piece: piece, into: &streamed)
                streamed.finishStreaming()
            }
            #expect(String(decoding: chunks.joined(), as: UTF8.self) == expected, "piece \(piece), streamed")
        }
    }

    /// The Markdown plan streams too, cut at line ends once a chunk passes the asked size;
    /// put together the chunks are the rendered text.
    @Test func streamedMarkdownChunksAreTheRenderedText() throws {
        let plan = try #require(plan(try check("Config/examples/marketplace.yaml")))
        var chunks: [[UInt8]] = []
        PlanMarkdownReporter.stream(plan, chunkSize: 512) { chunks.append(Array($0)) }
        #expect(chunks.joined().elementsEqual(PlanMarkdownReporter.render(plan).utf8))
        #expect(chunks.count > 10)
        #expect(chunks.dropLast().allSatisfy { $0.count >= 512 && $0.last == UInt8(ascii: "\n") })
    }
}

/// Markdown text and table cells: raw HTML, line breaks and other control characters and
/// (in cells) pipes are escaped, scalar by scalar (a `\r\n` pair is two breaks, a lone CR
/// one; `<` keeps a combining mark after it), and text with nothing to escape comes back as it is.
@Test func markdownTextAndCellsEscapeHTMLBreaksAndPipes() {
    #expect(PlanMarkdownReporter.text("a <b> | c\nd") == "a &lt;b> | c d")
    #expect(PlanMarkdownReporter.cell("a <b> | c\nd") == "a &lt;b> \\| c d")
    #expect(PlanMarkdownReporter.cell("x\r\ny <\u{338} é ✓") == "x  y &lt;\u{338} é ✓")
    #expect(PlanMarkdownReporter.text("a\rb\u{1B}[31mc") == "a b [31mc")
    #expect(PlanMarkdownReporter.text("plain words, ids like Home_1") == "plain words, ids like Home_1")
    #expect(PlanMarkdownReporter.cell("||") == "\\|\\|")
}
