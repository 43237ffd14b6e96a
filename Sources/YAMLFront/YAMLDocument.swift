/// A position in the source text. 1-based line and column (columns count characters, as
/// libyaml does); `offset` is libyaml's 0-based index, which also counts characters.
public struct Mark: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int = 0) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (a: Mark, b: Mark) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// Where a node stands in the source, start to end, without the document: 16 bytes a
/// model can keep for every element after the tree is gone. 1-based, as `Mark`.
public struct Span: Sendable, Hashable {
    public var startLine: UInt32, startColumn: UInt32
    public var endLine: UInt32, endColumn: UInt32

    init(startLine: UInt32, startColumn: UInt32, endLine: UInt32, endColumn: UInt32) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }

    public var start: Mark { Mark(line: Int(startLine), column: Int(startColumn)) }
    public var end: Mark { Mark(line: Int(endLine), column: Int(endColumn)) }
}

/// Index of a node in its `YAMLDocument`.
public struct NodeID: Sendable, Hashable {
    @usableFromInline let raw: Int32
    init(_ raw: Int32) { self.raw = raw }
    init(_ raw: Int) { self.raw = Int32(truncatingIfNeeded: raw) }
}

public enum NodeKind: UInt8, Sendable {
    case scalar, sequence, mapping
}

public enum ScalarStyle: UInt8, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded

    /// Quoted and block scalars are always strings; only plain ones can mean null, a number…
    public var isPlain: Bool { self == .plain }
}

/// A compact, immutable YAML node tree. Nodes live in one flat array; a collection's
/// children are a contiguous run of `children`. An alias is not a node: it is the id of
/// the anchored node, placed again wherever the alias stood, so nothing is ever copied.
public final class YAMLDocument: Sendable {

    /// 24 bytes a node (a 100k-screen inventory has 1.3 million). Columns and the line
    /// count to the end take 16 bits; a node where one of them does not fit (a column past
    /// 65,534, a node over that many lines) has `Record.wide` in all three and its marks in
    /// `YAMLDocument.wide`. Usable from inlinable code: the decoder asks for kinds, items
    /// and scalar bytes millions of times, and a call across modules each time is measurable.
    @usableFromInline struct Record: Sendable {
        var startLine: UInt32
        var startOffset: UInt32
        /// Scalar: byte offset of its text in `text`. Collection: first index in `children`.
        @usableFromInline var first: UInt32
        /// Scalar: byte length. Sequence: child count. Mapping: 2 × pair count.
        @usableFromInline var count: UInt32
        var startColumn: UInt16
        var endColumn: UInt16
        var endLineDelta: UInt16
        @usableFromInline var kind: NodeKind
        @usableFromInline var style: ScalarStyle

        static let wide = UInt16.max

        var isWide: Bool { startColumn == Self.wide }

        /// Start column, end line and end column, from `wide` when the record could not hold
        /// them (`index` is the record's own).
        func marks(at index: Int32, wide: [Int32: WideMarks]) -> WideMarks {
            if isWide { return wide[index]! }
            return WideMarks(startColumn: UInt32(startColumn), endLine: startLine + UInt32(endLineDelta), endColumn: UInt32(endColumn))
        }

        /// Sets both marks; false when they do not fit (the caller keeps them in `wide`).
        mutating func setMarks(_ marks: WideMarks, startLine: UInt32) -> Bool {
            self.startLine = startLine
            if marks.startColumn < UInt32(Self.wide), marks.endColumn < UInt32(Self.wide),
               marks.endLine >= startLine, marks.endLine - startLine < UInt32(Self.wide) {
                startColumn = UInt16(marks.startColumn)
                endColumn = UInt16(marks.endColumn)
                endLineDelta = UInt16(marks.endLine - startLine)
                return true
            }
            startColumn = Self.wide
            endColumn = Self.wide
            endLineDelta = Self.wide
            return false
        }
    }

    /// The full marks of a node whose record could not hold them.
    struct WideMarks: Sendable {
        var startColumn: UInt32, endLine: UInt32, endColumn: UInt32
    }

    @usableFromInline let records: [Record]
    let wide: [Int32: WideMarks]
    @usableFromInline let children: [NodeID]
    /// Decoded scalar contents, back to back.
    @usableFromInline let text: [UInt8]
    /// The root node; nil for a stream with no document (empty or comments only).
    public let root: NodeID?

    init(records: [Record], wide: [Int32: WideMarks], children: [NodeID], text: [UInt8], root: NodeID?) {
        self.records = records
        self.wide = wide
        self.children = children
        self.text = text
        self.root = root
    }

    public var nodeCount: Int { records.count }

    @inlinable public func kind(_ id: NodeID) -> NodeKind { records[Int(id.raw)].kind }
    @inlinable public func style(_ id: NodeID) -> ScalarStyle { records[Int(id.raw)].style }

    public func start(_ id: NodeID) -> Mark {
        let r = records[Int(id.raw)]
        return Mark(line: Int(r.startLine), column: Int(r.marks(at: id.raw, wide: wide).startColumn), offset: Int(r.startOffset))
    }

    public func end(_ id: NodeID) -> Mark {
        let m = records[Int(id.raw)].marks(at: id.raw, wide: wide)
        return Mark(line: Int(m.endLine), column: Int(m.endColumn))
    }

    /// Where the node starts and ends.
    public func span(_ id: NodeID) -> Span {
        let r = records[Int(id.raw)]
        let m = r.marks(at: id.raw, wide: wide)
        return Span(startLine: r.startLine, startColumn: m.startColumn, endLine: m.endLine, endColumn: m.endColumn)
    }

    /// The scalar's text (empty for a collection).
    public func string(_ id: NodeID) -> String {
        let r = records[Int(id.raw)]
        guard r.kind == .scalar else { return "" }
        return text.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(r.first)..<Int(r.first + r.count)]), as: UTF8.self)
        }
    }

    /// True when the scalar's text equals `other` (no String is made).
    @inlinable public func scalar(_ id: NodeID, equals other: StaticString) -> Bool {
        let r = records[Int(id.raw)]
        guard r.kind == .scalar, Int(r.count) == other.utf8CodeUnitCount else { return false }
        return text.withUnsafeBufferPointer { buffer in
            for i in 0..<Int(r.count) where buffer[Int(r.first) + i] != other.utf8Start[i] { return false }
            return true
        }
    }

    /// A plain scalar that YAML reads as null: empty, `~`, `null` (`Null`, `NULL`).
    @inlinable public func isNull(_ id: NodeID) -> Bool {
        let r = records[Int(id.raw)]
        guard r.kind == .scalar, r.style == .plain else { return false }
        // By length first: nearly every scalar asked about is one of neither length.
        switch r.count {
        case 0: return true
        case 1: return scalar(id, equals: "~")
        case 4: return scalar(id, equals: "null") || scalar(id, equals: "Null") || scalar(id, equals: "NULL")
        default: return false
        }
    }

    /// Sequence items, or mapping keys and values interleaved.
    @inlinable public func items(_ id: NodeID) -> ArraySlice<NodeID> {
        let r = records[Int(id.raw)]
        guard r.kind != .scalar else { return [] }
        return children[Int(r.first)..<Int(r.first + r.count)]
    }

    /// The key/value pairs of a mapping, in source order.
    public func pairs(_ id: NodeID) -> [(key: NodeID, value: NodeID)] {
        let slice = items(id)
        guard kind(id) == .mapping else { return [] }
        var result: [(key: NodeID, value: NodeID)] = []
        result.reserveCapacity(slice.count / 2)
        var index = slice.startIndex
        while index < slice.endIndex {
            result.append((slice[index], slice[index + 1]))
            index += 2
        }
        return result
    }

    /// True when both trees read the same: kinds, styles, marks, scalar text, and which
    /// nodes an alias shares. Node ids may differ (a split reading leaves unused records).
    public func hasSameTree(as other: YAMLDocument) -> Bool {
        guard let root, let otherRoot = other.root else { return root == nil && other.root == nil }
        // Nodes are paired once each way, so an alias must pair with an alias of the same node.
        var pairedWith: [Int32: Int32] = [:], pairedFrom: [Int32: Int32] = [:]
        var stack = [(root, otherRoot)]
        while let (a, b) = stack.popLast() {
            if let seen = pairedWith[a.raw] {
                guard seen == b.raw else { return false }
                continue
            }
            guard pairedFrom[b.raw] == nil else { return false }
            pairedWith[a.raw] = b.raw
            pairedFrom[b.raw] = a.raw
            guard kind(a) == other.kind(b), style(a) == other.style(b), span(a) == other.span(b),
                  start(a).offset == other.start(b).offset, string(a) == other.string(b)
            else { return false }
            let mine = items(a), theirs = other.items(b)
            guard mine.count == theirs.count else { return false }
            for pair in zip(mine, theirs).reversed() { stack.append(pair) }
        }
        return true
    }
}
