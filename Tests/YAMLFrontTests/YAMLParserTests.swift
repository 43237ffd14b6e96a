import Foundation
import Testing
@testable import YAMLFront

// Unit tests of the libyaml front end: `YAMLParser.parse(bytes, limits:)` and the
// `YAMLDocument` it builds. Positions were counted by hand from the literals below.

private func parse(_ text: String, limits: YAMLLimits = .default) throws -> YAMLParseResult {
    try YAMLParser.parse(Array(text.utf8), limits: limits)
}

/// The error `parse` throws, or nil when it succeeds.
private func failure(_ bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLError? {
    do {
        _ = try YAMLParser.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

private func failure(_ text: String, limits: YAMLLimits = .default) -> YAMLError? {
    failure(Array(text.utf8), limits: limits)
}

private func limits(depth: Int = YAMLLimits.default.maxDepth, nodes: Int = YAMLLimits.default.maxExpandedNodes) -> YAMLLimits {
    YAMLLimits(maxDepth: depth, maxExpandedNodes: nodes)
}

extension YAMLDocument {
    /// The value of `key` in a mapping.
    fileprivate func value(_ key: String, in mapping: NodeID) -> NodeID? {
        pairs(mapping).first { kind($0.key) == .scalar && string($0.key) == key }?.value
    }

    fileprivate func position(_ id: NodeID) -> String {
        let s = start(id)
        return "\(s.line):\(s.column)"
    }
}

@Suite struct YAMLParserTests {

    // MARK: marks

    @Test func marksAreOneBasedAndPointAtTheNode() throws {
        let source = "name: Shop\napp:\n  ab: value\n"
        let document = try parse(source).document
        let root = try #require(document.root)
        #expect(document.kind(root) == .mapping)
        #expect(document.start(root).line == 1)
        #expect(document.start(root).column == 1)
        #expect(document.start(root).offset == 0)

        let app = try #require(document.value("app", in: root))
        let key = try #require(document.pairs(app).first?.key)
        let value = try #require(document.value("ab", in: app))
        #expect(document.string(value) == "value")
        // "  ab: value": the key at column 3, the value at column 7.
        #expect(document.start(key).line == 3)
        #expect(document.start(key).column == 3)
        #expect(document.start(value).line == 3)
        #expect(document.start(value).column == 7)
        // "name: Shop\n" is 11 bytes, "app:\n" 5, then 6 more.
        #expect(document.start(value).offset == 22)
        #expect(Array(source.utf8)[document.start(value).offset] == UInt8(ascii: "v"))
    }

    /// Records keep columns and line counts in 16 bits; larger ones go to a side table and
    /// come back exact.
    @Test func marksPastSixteenBitsComeBackExact() throws {
        // A flow sequence on one line whose second item starts at column 70,007.
        let padding = String(repeating: "x", count: 70_000)
        let wideLine = "k: [\(padding), tail]\nafter: 1\n"
        let document = try parse(wideLine).document
        let root = try #require(document.root)
        let list = try #require(document.value("k", in: root))
        let tail = try #require(document.items(list).last)
        #expect(document.string(tail) == "tail")
        #expect(document.start(tail) == Mark(line: 1, column: 70_007, offset: 70_006))
        #expect(document.end(tail) == Mark(line: 1, column: 70_011))
        #expect(document.end(list) == Mark(line: 1, column: 70_012))
        let span = document.span(tail)
        #expect(span.start == Mark(line: 1, column: 70_007) && span.end == Mark(line: 1, column: 70_011))
        // The next node is narrow again.
        let after = try #require(document.value("after", in: root))
        #expect(document.start(after).line == 2 && document.start(after).column == 8)

        // A block scalar over 70,000 lines: it ends on the line after its last one.
        let lines = String(repeating: "  a\n", count: 70_000)
        let tall = try parse("text: |\n\(lines)next: 2\n").document
        let tallRoot = try #require(tall.root)
        let text = try #require(tall.value("text", in: tallRoot))
        #expect(tall.start(text).line == 1)
        #expect(tall.end(text).line == 70_002)
        #expect(tall.end(tallRoot).line == 70_003)
        let next = try #require(tall.value("next", in: tallRoot))
        #expect(tall.start(next) == Mark(line: 70_002, column: 7, offset: tall.start(next).offset))
    }

    @Test func endMarksFollowTheLastCharacter() throws {
        // k: [1, 22]
        // 1234567890   `[` at 4, "22" at 8–9, `]` at 10.
        let document = try parse("k: [1, 22]\n").document
        let root = try #require(document.root)
        let list = try #require(document.value("k", in: root))
        #expect(document.start(list) == Mark(line: 1, column: 4, offset: 3))
        #expect(document.end(list).line == 1)
        #expect(document.end(list).column == 11)
        let last = try #require(document.items(list).last)
        #expect(document.string(last) == "22")
        #expect(document.position(last) == "1:8")
        #expect(document.end(last).line == 1)
        #expect(document.end(last).column == 10)
    }

    @Test func endMarkOfAMultiLineScalar() throws {
        let document = try parse("text: \"one\n  two\"\nnext: 1\n").document
        let root = try #require(document.root)
        let text = try #require(document.value("text", in: root))
        #expect(document.string(text) == "one two")
        #expect(document.position(text) == "1:7")
        // The closing quote is line 2, column 6; the end is just after it.
        #expect(document.end(text).line == 2)
        #expect(document.end(text).column == 7)
    }

    @Test func columnsAndOffsetsCountCharacters() throws {
        // "éé: ok": é is two bytes but one column; libyaml's index counts characters too.
        let document = try parse("éé: ok\n").document
        let root = try #require(document.root)
        let value = try #require(document.value("éé", in: root))
        #expect(document.start(value).column == 5)
        #expect(document.start(value).offset == 4)
    }

    // MARK: scalars

    @Test func scalarStyles() throws {
        let document = try parse("""
            plain: text
            single: 'text'
            double: "text"
            literal: |
              text
            folded: >
              text

            """).document
        let root = try #require(document.root)
        // Block scalars keep their final line break (clip chomping).
        let expected: [(String, ScalarStyle, String)] = [
            ("plain", .plain, "text"), ("single", .singleQuoted, "text"), ("double", .doubleQuoted, "text"),
            ("literal", .literal, "text\n"), ("folded", .folded, "text\n"),
        ]
        for (key, style, text) in expected {
            let node = try #require(document.value(key, in: root), "\(key)")
            #expect(document.kind(node) == .scalar)
            #expect(document.style(node) == style, "\(key)")
            #expect(document.string(node) == text, "\(key)")
            #expect(document.style(node).isPlain == (style == .plain), "\(key)")
        }
        // Keys are plain scalars too.
        #expect(document.pairs(root).allSatisfy { document.style($0.key) == .plain })
    }

    @Test func isNullOnlyForPlainNulls() throws {
        let document = try parse("""
            empty:
            tilde: ~
            lower: null
            title: Null
            upper: NULL
            quoted: "null"
            single: ''
            word: nil
            zero: 0
            list: []
            map: {}
            four: nope
            mixed: nULL
            one: x
            """).document
        let root = try #require(document.root)
        let nulls = ["empty", "tilde", "lower", "title", "upper"]
        // Words of a null's length that are not one.
        let notNulls = ["quoted", "single", "word", "zero", "list", "map", "four", "mixed", "one"]
        for key in nulls {
            #expect(document.isNull(try #require(document.value(key, in: root))), "\(key)")
        }
        for key in notNulls {
            #expect(!document.isNull(try #require(document.value(key, in: root))), "\(key)")
        }
        #expect(!document.isNull(root))
    }

    @Test func escapedNULIsScalarContent() throws {
        // `\0` is an escape in a double-quoted scalar, not a raw NUL byte.
        let document = try parse("a: \"x\\0y\"\n").document
        let root = try #require(document.root)
        let value = try #require(document.value("a", in: root))
        #expect(document.style(value) == .doubleQuoted)
        #expect(document.string(value) == "x\u{0}y")
        #expect(Array(document.string(value).utf8) == [0x78, 0x00, 0x79])
    }

    @Test func rawNULIsASyntaxError() throws {
        // "a: x" then NUL: column 5.
        let error = try #require(failure(Array("a: x".utf8) + [0x00] + Array("y\n".utf8)))
        #expect(error.kind == .syntax)
        #expect(error.mark.line == 1)
        #expect(error.mark.column == 5)
    }

    // MARK: collections

    @Test func mappingPairsAreInSourceOrder() throws {
        let document = try parse("z: 1\na: 2\nm: 3\nb: {y: 4, c: 5}\n").document
        let root = try #require(document.root)
        #expect(document.pairs(root).map { document.string($0.key) } == ["z", "a", "m", "b"])
        #expect(document.pairs(root).prefix(3).map { document.string($0.value) } == ["1", "2", "3"])
        let flow = try #require(document.value("b", in: root))
        #expect(document.pairs(flow).map { document.string($0.key) } == ["y", "c"])
        // items() interleaves keys and values.
        #expect(document.items(flow).map { document.string($0) } == ["y", "4", "c", "5"])
    }

    @Test func sequenceItemsAreInSourceOrder() throws {
        let document = try parse("- c\n- a\n- [x, y]\n- b\n").document
        let root = try #require(document.root)
        #expect(document.kind(root) == .sequence)
        let items = Array(document.items(root))
        #expect(items.count == 4)
        #expect(items.map { document.kind($0) } == [.scalar, .scalar, .sequence, .scalar])
        #expect([items[0], items[1], items[3]].map { document.string($0) } == ["c", "a", "b"])
        #expect(items.map { document.start($0).line } == [1, 2, 3, 4])
        #expect(document.pairs(root).isEmpty)
    }

    // MARK: aliases

    @Test func aliasIsTheAnchoredNodeNotACopy() throws {
        let document = try parse("base: &x [1, 2]\ncopy: *x\nname: &s hello\nagain: *s\n").document
        let root = try #require(document.root)
        let base = try #require(document.value("base", in: root))
        let copy = try #require(document.value("copy", in: root))
        #expect(base == copy)
        #expect(document.value("name", in: root) == document.value("again", in: root))
        // root, base, [, 1, 2, copy, name, hello, again: 9 nodes; the aliases add none.
        #expect(document.nodeCount == 9)
        // The alias keeps the anchored node's position, which starts at its anchor `&x`.
        #expect(document.position(copy) == "1:7")
    }

    @Test func anchoredCollectionCountsItsWholeExpansion() throws {
        // root, a, [, 1, 2, 3 = 6; b = 7; *x stands for 4 nodes: 11.
        let text = "a: &x [1, 2, 3]\nb: *x\n"
        #expect(throws: Never.self) { try parse(text, limits: limits(nodes: 11)) }
        let error = try #require(failure(text, limits: limits(nodes: 10)))
        #expect(error.kind == .aliasExpansion)
        #expect(error.mark.line == 2)
        #expect(error.mark.column == 4)
    }

    @Test func nestedAliasesMultiply() throws {
        // root, a, [1, 2] = 5; b, [ = 7; two *x of 3 = 13 (y stands for 7); c = 14; *y = 21.
        let text = "a: &x [1, 2]\nb: &y [*x, *x]\nc: *y\n"
        #expect(throws: Never.self) { try parse(text, limits: limits(nodes: 21)) }
        let error = try #require(failure(text, limits: limits(nodes: 20)))
        #expect(error.kind == .aliasExpansion)
        #expect(error.mark.line == 3)
        #expect(error.mark.column == 4)
    }

    @Test func aliasBombIsCutOffQuickly() throws {
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        let names = Array("abcdefghij")
        for level in 1..<names.count {
            let alias = "*\(names[level - 1])"
            lines.append("\(names[level]): &\(names[level]) [" + Array(repeating: alias, count: 10).joined(separator: ", ") + "]")
        }
        let error = try #require(failure(lines.joined(separator: "\n")))
        #expect(error.kind == .aliasExpansion)
        // The work is bounded where the text cap cuts in: a is 30 bytes of scalars, so each
        // `*f` repeats 3,000,000, and g's 5th alias passes 16 MiB ("g: &g [" is 7
        // characters, aliases 4 apart: column 8 + 4 × 4).
        #expect(error.mark.line == 7)
        #expect(error.mark.column == 24)
    }

    @Test func undefinedAlias() throws {
        let error = try #require(failure("a: 1\nb: *nope\n"))
        #expect(error.kind == .undefinedAlias)
        #expect(error.mark.line == 2)
        #expect(error.mark.column == 4)
        #expect(error.message.contains("*nope"))
    }

    @Test func recursiveAliasNamesNothing() throws {
        // The anchor is defined when its collection ends, so the tree can never loop.
        let error = try #require(failure("a: &r [*r]\n"))
        #expect(error.kind == .undefinedAlias)
        #expect(error.mark.line == 1)
        #expect(error.mark.column == 8)
    }

    // MARK: depth

    @Test func depthCapThrowsAtTheCollectionThatPassesIt() throws {
        // Depths: root 1, a's mapping 2 (line 2), b's mapping 3 (line 3), [1] 4 at 3:8.
        let text = "a:\n  b:\n    c: [1]\n"
        #expect(throws: Never.self) { try parse(text, limits: limits(depth: 4)) }
        let error = try #require(failure(text, limits: limits(depth: 3)))
        #expect(error.kind == .tooDeep)
        #expect(error.mark.line == 3)
        #expect(error.mark.column == 8)
    }

    @Test func deepFlowNestingIsCutOffQuickly() throws {
        // Cut at the 257th '[' of 100,000: the rest is never read.
        let error = try #require(failure(Array(repeating: UInt8(ascii: "["), count: 100_000)))
        #expect(error.kind == .tooDeep)
        #expect(error.mark.line == 1)
        #expect(error.mark.column == 257)
    }

    @Test func deepBlockNestingIsCutOff() throws {
        let error = try #require(failure(String(repeating: "- ", count: 300) + "leaf\n"))
        #expect(error.kind == .tooDeep)
        #expect(error.mark.line == 1)
        #expect(error.mark.column == 513)
    }

    // MARK: duplicate keys

    @Test func duplicateKeyIsAWarningWithBothNodes() throws {
        let result = try parse("a: 1\nb: 2\na: 3\n")
        let document = result.document
        #expect(result.warnings.count == 1)
        let warning = try #require(result.warnings.first)
        #expect(warning.kind == .duplicateKey)
        #expect(document.string(warning.node) == "a")
        #expect(document.string(warning.original) == "a")
        #expect(warning.node != warning.original)
        #expect(document.position(warning.node) == "3:1")
        #expect(document.position(warning.original) == "1:1")
        #expect(warning.message.contains("line 1"))
        // The tree still holds both pairs.
        #expect(document.pairs(try #require(document.root)).count == 3)
    }

    @Test func duplicateKeyInALargeMapping() throws {
        // Over 12 keys the check is hashed rather than pairwise: k0…k14 on lines 1–15.
        let text = (0..<15).map { "k\($0): \($0)" }.joined(separator: "\n") + "\nk5: again\n"
        let result = try parse(text)
        #expect(result.warnings.count == 1)
        let warning = try #require(result.warnings.first)
        #expect(result.document.position(warning.node) == "16:1")
        #expect(result.document.position(warning.original) == "6:1")
    }

    @Test func duplicateKeysAreFoundInNestedMappingsAndAcrossQuoting() throws {
        let result = try parse("outer:\n  x: 1\n  'x': 2\nother: {y: 1, y: 2}\nA: 1\na: 2\n")
        let positions = result.warnings.map { result.document.position($0.node) }.sorted()
        // 'x' on line 3 is the same key as x; y repeats at line 4, column 15; A and a differ.
        #expect(positions == ["3:3", "4:15"])
    }

    /// Small mappings compare keys by length and first eight bytes first: keys alike in
    /// those but not after are different keys, and the empty key and a collection as key
    /// are handled too.
    @Test func duplicateKeysThatShareTheirFirstEightBytes() throws {
        let result = try parse("navigation_a: 1\nnavigation_b: 2\n? [k]\n: 3\n\"\": 4\nnavigation_a: 5\n? [k]\n: 6\n\"\": 7\nnavigatio: 8\n")
        let found = result.warnings.map { "\(result.document.position($0.node)) \(result.document.position($0.original))" }
        #expect(found.sorted() == ["6:1 1:1", "9:1 5:1"])
    }

    // MARK: documents

    @Test func secondDocumentIsAnError() throws {
        let error = try #require(failure("a: 1\n---\nb: 2\n"))
        #expect(error.kind == .multipleDocuments)
        #expect(error.mark.line == 2)
        #expect(error.mark.column == 1)

        let explicit = try #require(failure("---\na: 1\n---\nb: 2\n"))
        #expect(explicit.kind == .multipleDocuments)
        #expect(explicit.mark.line == 3)
    }

    @Test func documentEndMarkerAloneIsOneDocument() throws {
        let document = try parse("a: 1\n...\n").document
        #expect(document.root != nil)
    }

    @Test(arguments: ["", "\n\n", "   \n", "# only a comment\n", "# one\n# two"])
    func noDocumentGivesNilRoot(_ text: String) throws {
        let result = try parse(text)
        #expect(result.document.root == nil)
        #expect(result.warnings.isEmpty)
    }

    @Test func emptyByteArray() throws {
        let result = try YAMLParser.parse([])
        #expect(result.document.root == nil)
        #expect(result.document.nodeCount == 0)
    }

    // MARK: encoding and syntax

    @Test func invalidUTF8IsASyntaxErrorOnItsLine() throws {
        // "c: " then 0xC3 0x28 (a lead byte followed by '('): the bad sequence starts at 3:4.
        let error = try #require(failure(Array("a: 1\nb: 2\nc: ".utf8) + [0xC3, 0x28] + Array("\n".utf8)))
        #expect(error.kind == .syntax)
        #expect(error.message.contains("UTF-8"))
        #expect(error.mark.line == 3)
        #expect(error.mark.column == 4)
    }

    @Test func invalidUTF8PastTheFirstReadChunk() throws {
        // 2000 lines of 13 bytes (26 KB, more than libyaml's 16 KB input chunk), then 0xFF.
        let lines = (0..<2000).map { String(format: "k%04ld: value", $0) }.joined(separator: "\n") + "\n"
        let error = try #require(failure(Array(lines.utf8) + Array("bad: ".utf8) + [0xFF] + Array("\n".utf8)))
        #expect(error.kind == .syntax)
        #expect(error.mark.line == 2001)
        #expect(error.mark.column == 6)
    }

    @Test func tabIndentationIsASyntaxError() throws {
        let error = try #require(failure("version: 1\napp:\n\tname: Shop\n"))
        #expect(error.kind == .syntax)
        #expect(error.mark.line == 3)
        #expect(error.mark.column == 1)
    }

    @Test func unterminatedQuotedStringPointsAtItsStart() throws {
        // The string opens at 3:9 and runs to the end of the file.
        let error = try #require(failure("version: 1\napp:\n  name: \"Shop\n"))
        #expect(error.kind == .syntax)
        #expect(error.mark.line == 3)
        #expect(error.mark.column == 9)
    }
}

/// libyaml reads the second half of a split text as a short prefix and then the text, handed
/// out in whatever sizes it asks for; any sizes give the two joined, and then nothing.
@Test(arguments: [1, 2, 3, 4, 7, 4096])
func inputHandsOutThePrefixThenTheText(capacity: Int) {
    let text: [UInt8] = Array("- a\n- b: [c]\n".utf8)
    text.withUnsafeBufferPointer { text in
        var input = YAMLParser.Input(prefix: "k:\n", text: text)
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: capacity)
        while true {
            let copied = chunk.withUnsafeMutableBufferPointer { input.copy(into: $0.baseAddress!, capacity: capacity) }
            #expect(copied <= capacity)
            if copied == 0 { break }
            out += chunk[..<copied]
        }
        #expect(out == Array("k:\n- a\n- b: [c]\n".utf8))
    }
}
