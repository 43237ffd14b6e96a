import CYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Reading a long text on two cores. libyaml reads in order, so the text is cut in two at
// the start of an item line of a root-level block sequence (an inventory's `screens:`).
// The second half is read on its own behind a one-line key, `k:`, which leaves libyaml in
// the state it is in at the cut: inside a root block mapping's value, a block sequence at
// the item's column, at the start of a line. The first half's own tree proves the cut was
// there (its root's last value is a block sequence at that column, still open when the
// half ends); the two trees are then joined. Anything else falls back to one reading.
extension YAMLParser {
    /// Texts at least this long are read in two halves when they can be cut.
    public static let splitThreshold = 512 << 10

    /// The line the second half is read behind, standing in for everything before the cut.
    private static let secondHalfPrefix: StaticString = "k:\n"

    /// How far past the middle to look for an item line to cut at.
    private static let splitWindow = 64 << 10

    /// Reads `bytes` in two halves on two threads, cut at `offset`, the start of an item
    /// line (`<spaces>- …`). The result is the tree and warnings a single reading gives.
    /// Nil when the text cannot be cut there: the line is not an item of a root-level block
    /// sequence, a half does not parse on its own, or the second half holds a `*` (an
    /// alias there may name an anchor of the first half). `parse(_:limits:)` then reads it
    /// whole, which also finds any error.
    public static func parse(_ bytes: [UInt8], splittingAt offset: Int, limits: YAMLLimits = .default) -> YAMLParseResult? {
        guard offset > 0, offset < bytes.count, bytes[offset - 1] == UInt8(ascii: "\n"), !isUTF16(bytes) else { return nil }
        let itemColumn = bytes.withUnsafeBufferPointer { b -> Int? in
            var column = offset
            while column < b.count, b[column] == UInt8(ascii: " ") { column += 1 }
            guard isItemStart(b, at: column) else { return nil }
            let rest = UnsafeRawPointer(b.baseAddress! + offset)
            guard memchr(rest, Int32(UInt8(ascii: "*")), b.count - offset) == nil else { return nil }
            return column - offset + 1
        }
        guard let itemColumn else { return nil }
        let (first, second) = Parallel.both({ () -> TreeBuilder? in
            var builder = TreeBuilder(limits: limits, sourceByteCount: bytes.count, checksRootKeys: false)
            let error = bytes.withUnsafeBufferPointer { read(UnsafeBufferPointer(rebasing: $0[..<offset]), into: &builder) }
            return error == nil ? builder : nil
        }, { () -> TreeBuilder? in
            let rest = bytes.count - offset
            var builder = TreeBuilder(limits: limits, sourceByteCount: secondHalfPrefix.utf8CodeUnitCount + rest, checksRootKeys: false)
            let error = bytes.withUnsafeBufferPointer { read(UnsafeBufferPointer(rebasing: $0[offset...]), after: secondHalfPrefix, into: &builder) }
            return error == nil ? builder : nil
        })
        guard var joined = first, let second,
              joined.join(second, itemColumn: UInt32(itemColumn), prefixLength: secondHalfPrefix.utf8CodeUnitCount)
        else { return nil }
        return joined.finish()
    }

    /// Where to cut a long text: of the item lines just past the middle, the first with
    /// the least indentation, the likeliest to be an item of a root-level sequence.
    public static func splitOffset(in bytes: [UInt8]) -> Int? {
        guard bytes.count > 2, !isUTF16(bytes) else { return nil }
        return bytes.withUnsafeBufferPointer { b -> Int? in
            var best: (offset: Int, indent: Int)?
            var lineStart = b.count / 2
            while lineStart < b.count, b[lineStart - 1] != UInt8(ascii: "\n") { lineStart += 1 }
            let end = min(b.count, lineStart + splitWindow)
            while lineStart < end {
                var i = lineStart
                while i < b.count, b[i] == UInt8(ascii: " ") { i += 1 }
                if isItemStart(b, at: i), best.map({ i - lineStart < $0.indent }) ?? true {
                    best = (lineStart, i - lineStart)
                    if i == lineStart { break }
                }
                while i < b.count, b[i] != UInt8(ascii: "\n") { i += 1 }
                lineStart = i + 1
            }
            return best?.offset
        }
    }

    /// A UTF-16 text (libyaml reads those too, by their byte order mark) has no byte-wise lines.
    private static func isUTF16(_ bytes: [UInt8]) -> Bool {
        bytes.first == 0xFE || bytes.first == 0xFF
    }

    /// A block sequence entry: `-` followed by a blank, a line break or the end.
    private static func isItemStart(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i < b.count, b[i] == UInt8(ascii: "-") else { return false }
        guard i + 1 < b.count else { return true }
        let next = b[i + 1]
        return next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
    }
}
