import Foundation
import Testing
import YAMLFront

// A long text is read in two halves on two threads, cut at an item line of a root-level
// block sequence. These tests cut texts at every line and check that each cut the reader
// takes gives exactly the tree and warnings of one reading, and that it takes the cuts it
// should (so a reader that never cuts fails them too).

/// A text and how many of its lines a split reading may be cut at.
struct CutCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var cuts: Int
    var testDescription: String { name }
}

private let cases: [CutCase] = [
    CutCase(name: "inventory-like, every kind of item end", text: """
        version: 1
        app:
          name: "Café 日本"
          target: 15.0
        screens:
          - id: home
            notes: |
              first line
              - not an item
          # a comment between items
          - id: cart
            needs: [a, b]
            tags:
              - x
              - y

          - id: profile
            notes: |+
              kept

        # a comment in column 1
          - id: search
            about: >
              folded
              text
          - id: detail
            nested:
              deeper:
                list:
                - p
                - q
          - id: empty
            value:
          - id: dup
            title: one
            title: two
          - plain scalar item
          - - nested first
            - nested second
          -
          - id: last
            notes: |-
              stripped
        coordinators: {main: {owns: [home]}}
        app: again

        """, cuts: 10),
    CutCase(name: "sequence in column 1, CRLF", text: "screens:\r\n- id: a\r\n  name: x\r\n- id: b\r\n- c\r\nafter: 1\r\n", cuts: 2),
    CutCase(name: "items of a nested sequence", text: "app:\n  list:\n  - a\n  - b\n", cuts: 0),
    CutCase(name: "document end after the sequence", text: "s:\n  - x\n  - y\n...\n", cuts: 1),
    CutCase(name: "an alias after the cut", text: "s:\n  - &a x\n  - y\n  - *a\n  - z\n", cuts: 1),
    CutCase(name: "an alias before the cut", text: "s:\n  - &a x\n  - *a\n  - y\n  - z\n", cuts: 2),
    CutCase(name: "an item line inside a quoted string", text: "s:\n  - \"one\n  - two\"\n  - three\n", cuts: 1),
    CutCase(name: "item lines in a root block scalar", text: "notes: |\n  - a\n  - b\ns:\n  - c\n  - d\n", cuts: 1),
    CutCase(name: "a flow root value before the sequence", text: "s: [a,\n  b]\nt:\n  - c\n  - d\n", cuts: 1),
    CutCase(name: "a flow sequence as the last root value", text: "s: [a]\n  - b\n", cuts: 0),
    CutCase(name: "a root key repeated after the cut", text: "a: 1\ns:\n  - x\n  - y\na: 2\n", cuts: 1),
    CutCase(name: "a flow root", text: "{s: [a]}\n  - b\n", cuts: 0),
    CutCase(name: "a second document", text: "s:\n  - a\n...\n  - b\n", cuts: 0),
    CutCase(name: "an indented root", text: "  s:\n    - a\n    - b\n", cuts: 0),
    CutCase(name: "an indented root, then a key in column 1", text: "  s:\n    - a\n    - b\nt: 1\n", cuts: 0),
    CutCase(name: "an explicit key without a value ends an item", text: "s:\n  - ? - a\n  - ? b\n  - c\n", cuts: 2),
    CutCase(name: "a block scalar ends each item", text: "s:\n  - |\n    a\n  - >-\n    b\n\n  - |+\n    c\n\n  - d\n", cuts: 3),
]

private func lineStarts(_ bytes: [UInt8]) -> [Int] {
    bytes.indices.filter { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\n") && $0 < bytes.count }
}

/// Reads `bytes` cut at every line, checks each cut the reader takes against one reading,
/// and returns how many it took. A text one reading rejects must never be cut.
private func cutsMatchingOneReading(_ bytes: [UInt8]) -> Int {
    let whole = try? YAMLParser.parse(bytes, splitAbove: .max)
    var cuts = 0
    for offset in lineStarts(bytes) {
        guard let split = YAMLParser.parse(bytes, splittingAt: offset) else { continue }
        cuts += 1
        guard let whole else {
            Issue.record("a text one reading rejects was cut at byte \(offset)")
            continue
        }
        #expect(split.readsLike(whole), "cut at byte \(offset)")
    }
    return cuts
}

@Test(arguments: cases)
func everyCutReadsLikeOneReading(_ sample: CutCase) {
    #expect(cutsMatchingOneReading(Array(sample.text.utf8)) == sample.cuts)
}

@Test func aUTF16TextIsNeverCut() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "s:\n  - a\n  - b\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let whole = try YAMLParser.parse(bytes, splitAbove: .max)
    #expect(whole.document.items(whole.document.root!).count == 2)
    #expect(YAMLParser.splitOffset(in: bytes) == nil)
    #expect(lineStarts(bytes).allSatisfy { YAMLParser.parse(bytes, splittingAt: $0) == nil })
}

@Test func aRepeatedRootKeyAcrossTheCutIsReportedOnce() throws {
    let bytes = Array("a: 1\ns:\n  - x\n  - y\na: 2\n".utf8)
    let split = try #require(YAMLParser.parse(bytes, splittingAt: 14))
    #expect(split.warnings.count == 1)
    #expect(split.document.start(split.warnings[0].node) == Mark(line: 5, column: 1, offset: 20))
}

@Test func aLongTextIsCutNearItsMiddleAndReadsLikeOneReading() throws {
    var text = "version: 1\nscreens:\n"
    for i in 0..<7_000 {
        text += "  - id: screen\(i)\n    framework: uikit\n    needs: [a, b]\n    notes: |\n      é \(i)\n"
    }
    text += "coordinators:\n  - id: main\n"
    let bytes = Array(text.utf8)
    #expect(bytes.count > YAMLParser.splitThreshold)
    let whole = try YAMLParser.parse(bytes, splitAbove: .max)
    let automatic = try YAMLParser.parse(bytes)
    #expect(automatic.readsLike(whole))
    // The automatic reading was the split one: a cut just past the middle is accepted.
    let cut = try #require(lineStarts(bytes).first { $0 >= bytes.count / 2 && bytes[$0 + 2] == UInt8(ascii: "-") })
    let split = try #require(YAMLParser.parse(bytes, splittingAt: cut))
    #expect(split.readsLike(whole))
    #expect(split.document.items(split.document.root!).count == 6)
}

@Test func treesThatDifferAreNotTheSame() throws {
    let a = try YAMLParser.parse(Array("s:\n  - x\n  - y\n".utf8))
    let b = try YAMLParser.parse(Array("s:\n  - x\n  - z\n".utf8))
    let c = try YAMLParser.parse(Array("s:\n  - x\n  -  y\n".utf8))
    let shared = try YAMLParser.parse(Array("s:\n  - &a [x]\n  - *a\n".utf8))
    let copied = try YAMLParser.parse(Array("s:\n  - &a [x]\n  - [x]\n".utf8))
    #expect(a.document.hasSameTree(as: a.document))
    #expect(!a.document.hasSameTree(as: b.document))
    #expect(!a.document.hasSameTree(as: c.document))
    #expect(!shared.document.hasSameTree(as: copied.document))
}

/// The bundled examples and the hostile corpus, by path from the package root.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private let sampleFiles: [String] = {
    let folders = ["Config/examples", "Tests/BridgeplanCLITests/Hostile"]
    return folders.flatMap { folder -> [String] in
        let enumerator = FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent(folder).path)
        let names = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".yaml") }
        return names.map { "\(folder)/\($0)" }
    }.sorted()
}()

@Test(arguments: sampleFiles)
func everyCutOfASampleFileReadsLikeOneReading(_ path: String) throws {
    let cuts = cutsMatchingOneReading(try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent(path))))
    // The two app examples list many screens; each after the first is a place to cut.
    if ["Config/examples/shop.yaml", "Config/examples/marketplace.yaml"].contains(path) { #expect(cuts >= 10) }
}
