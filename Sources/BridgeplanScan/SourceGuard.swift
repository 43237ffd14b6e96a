/// A lexical pass over a Swift file before it is parsed, which refuses the shapes that make
/// swift-syntax's parse super-linear or its trees deep enough to overflow a stack:
/// - nested `[` (the parser's collection-type lookahead doubles its work at each level, so a
///   65-byte file can take minutes), and many of them: each `[` costs 2^depth against one
///   budget per file, so ten thousand lines of `[[[[[[[[[[]]]]]]]]]]` are refused too;
/// - brackets of any kind nested past what the parser keeps as structure;
/// - nested generic arguments (`A<A<A<…>>>`), parsed by recursion the nesting cap misses;
/// - postfix chains (`a.b().b().b()…`): each link is one more level of the tree, which the
///   parser builds in a loop but every visitor walks by recursion;
/// - runs of `try` and `await` (`try try try … f()`), each one more level of the tree too.
/// Strings and comments are skipped, so brackets inside them never count. The limits are
/// far above what people write: over the 2,414 Swift files of four open-source apps the
/// peaks are `[` 3 deep, brackets 13, generic arguments 2 and a chain of 45 (and `try await`
/// is the longest run of effect keywords anyone writes).
struct SourceGuard {
    static let maxSquareNesting = 10
    static let maxNesting = 128
    static let maxGenericNesting = 64
    static let maxChain = 2_000
    static let maxEffectRun = 64
    /// 2^depth per `[`: half a million is about a second of parsing, far above real files
    /// (a 3-deep literal costs 8).
    static let squareBudget = 1 << 19

    struct Refusal: Equatable, Sendable {
        var reason: String
        /// 1-based line and column of the byte that passed the limit.
        var line: Int
        var column: Int
    }

    /// The deepest nesting and the longest chain a file has (up to the first refusal).
    struct Peaks: Equatable, Sendable {
        var squares = 0, nesting = 0, generics = 0, chain = 0, effects = 0
    }

    /// The first limit `source` passes, or nil when it is safe to parse.
    static func check(_ source: UnsafeBufferPointer<UInt8>) -> Refusal? {
        var scanner = SourceGuard(source)
        return scanner.run()
    }

    static func peaks(_ source: UnsafeBufferPointer<UInt8>) -> Peaks {
        var scanner = SourceGuard(source)
        _ = scanner.run()
        return scanner.peaks
    }

    private var peaks = Peaks()

    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0
    private var line = 1
    private var lineStart = 0
    /// Open brackets, innermost last.
    private var open: [UInt8] = []
    private var squares = 0
    private var generics = 0
    private var chain = 0
    /// `try` and `await` in a row.
    private var effects = 0
    private var squareCost = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func byte(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] : 0 }

    private static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x60 || b >= 0x80
    }

    private func refusal(_ reason: String) -> Refusal {
        // Columns count bytes, as the scan's other positions do.
        Refusal(reason: reason, line: line, column: i - lineStart + 1)
    }

    private mutating func newline() {
        line += 1
        lineStart = i + 1
    }

    private mutating func run() -> Refusal? {
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x0A: // \n: a chain continues only on a line that starts with `.`
                newline()
                generics = 0
                var j = i + 1
                while byte(j) == 0x20 || byte(j) == 0x09 { j += 1 }
                if byte(j) != 0x2E { chain = 0 }
            case 0x2F where byte(i + 1) == 0x2F: // line comment, which a CR ends as well as an LF
                while i + 1 < bytes.count, bytes[i + 1] != 0x0A, bytes[i + 1] != 0x0D { i += 1 }
            case 0x2F where byte(i + 1) == 0x2A: // block comment, which nests in Swift
                skipBlockComment()
            case 0x22, 0x23: // a string, possibly raw (#"…"#)
                skipString()
            case 0x28, 0x5B, 0x7B: // ( [ {
                let previous = i > 0 ? bytes[i - 1] : 0
                if b != 0x7B, Self.isIdentifier(previous) || previous == 0x29 || previous == 0x5D || previous == 0x3F || previous == 0x21 || previous == 0x3E {
                    chain += 1 // a call or a subscript
                    peaks.chain = max(peaks.chain, chain)
                    if chain > Self.maxChain { return refusal("a chain of more than \(Self.maxChain) calls and member accesses") }
                }
                if b == 0x7B { chain = 0; generics = 0 }
                open.append(b)
                peaks.nesting = max(peaks.nesting, open.count)
                if open.count > Self.maxNesting { return refusal("brackets nested more than \(Self.maxNesting) deep") }
                if b == 0x5B {
                    squares += 1
                    peaks.squares = max(peaks.squares, squares)
                    if squares > Self.maxSquareNesting { return refusal("'[' nested more than \(Self.maxSquareNesting) deep") }
                    squareCost += 1 << squares
                    if squareCost > Self.squareBudget { return refusal("so many nested '[' that parsing them would take too long") }
                }
            case 0x29, 0x5D, 0x7D: // ) ] }
                if let last = open.popLast(), last == 0x5B { squares -= 1 }
                if b == 0x7D { chain = 0; generics = 0 }
            case 0x3B: // ;
                chain = 0
                generics = 0
            case 0x2E: // .member (not `..<`, `...` or a decimal point)
                let next = byte(i + 1)
                let previous = i > 0 ? bytes[i - 1] : 0
                if previous != 0x2E, next != 0x2E, Self.isIdentifier(next), !(next >= 0x30 && next <= 0x39) {
                    chain += 1
                    peaks.chain = max(peaks.chain, chain)
                    if chain > Self.maxChain { return refusal("a chain of more than \(Self.maxChain) calls and member accesses") }
                }
            case 0x3C where i > 0 && Self.isIdentifier(bytes[i - 1]): // A<…
                generics += 1
                peaks.generics = max(peaks.generics, generics)
                if generics > Self.maxGenericNesting { return refusal("generic arguments nested more than \(Self.maxGenericNesting) deep") }
            case 0x3E where generics > 0:
                generics -= 1
            default:
                // A word: `try` and `await` in a row nest; any other word ends the run.
                guard Self.isIdentifier(b), i == 0 || !Self.isIdentifier(bytes[i - 1]) else { break }
                var end = i
                while end < bytes.count, Self.isIdentifier(bytes[end]) { end += 1 }
                if Self.isEffect(bytes, i, end) {
                    effects += 1
                    peaks.effects = max(peaks.effects, effects)
                    if effects > Self.maxEffectRun { return refusal("more than \(Self.maxEffectRun) 'try' and 'await' in a row") }
                } else {
                    effects = 0
                }
                i = end - 1
            }
            i += 1
        }
        return nil
    }

    private static func isEffect(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return word.elementsEqual("try".utf8) || word.elementsEqual("await".utf8)
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while i < bytes.count {
            if bytes[i] == 0x2F, byte(i + 1) == 0x2A { depth += 1; i += 2; continue }
            if bytes[i] == 0x2A, byte(i + 1) == 0x2F {
                depth -= 1
                i += 1
                if depth == 0 { return }
                i += 1
                continue
            }
            if bytes[i] == 0x0A { newline() }
            i += 1
        }
    }

    /// Leaves `i` on the string's last byte. `#` not followed by `#`s and a quote (`#if`,
    /// `#available`) is not a string.
    private mutating func skipString() {
        var hashes = 0
        while byte(i + hashes) == 0x23 { hashes += 1 }
        guard byte(i + hashes) == 0x22 else {
            i += max(hashes - 1, 0)
            return
        }
        i += hashes
        let multiline = byte(i + 1) == 0x22 && byte(i + 2) == 0x22
        i += multiline ? 3 : 1
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x5C, hashes == 0, byte(i + 1) != 0x0A { i += 2; continue } // an escape (raw strings have none without #)
            if b == 0x0D, !multiline { // a CR ends a line for Swift too
                i -= 1
                return
            }
            if b == 0x0A {
                if !multiline { // an unterminated one-line string ends at the line
                    i -= 1
                    return
                }
                newline()
            }
            if b == 0x22, !multiline || (byte(i + 1) == 0x22 && byte(i + 2) == 0x22) {
                let end = i + (multiline ? 2 : 0)
                var closing = 0
                while closing < hashes, byte(end + 1 + closing) == 0x23 { closing += 1 }
                if closing == hashes {
                    i = end + hashes
                    return
                }
            }
            i += 1
        }
    }
}
