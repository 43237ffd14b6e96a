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

/// Index of a node in its `YAMLDocument`.
public struct NodeID: Sendable, Hashable {
    let raw: Int32
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

    struct Record: Sendable {
        var kind: NodeKind
        var style: ScalarStyle
        var startLine: UInt32, startColumn: UInt32
        var endLine: UInt32, endColumn: UInt32
        var startOffset: UInt32
        /// Scalar: byte offset of its text in `text`. Collection: first index in `children`.
        var first: UInt32
        /// Scalar: byte length. Sequence: child count. Mapping: 2 × pair count.
        var count: UInt32
    }

    let records: [Record]
    let children: [NodeID]
    /// Decoded scalar contents, back to back.
    let text: [UInt8]
    /// The root node; nil for a stream with no document (empty or comments only).
    public let root: NodeID?

    init(records: [Record], children: [NodeID], text: [UInt8], root: NodeID?) {
        self.records = records
        self.children = children
        self.text = text
        self.root = root
    }

    public var nodeCount: Int { records.count }

    public func kind(_ id: NodeID) -> NodeKind { records[Int(id.raw)].kind }
    public func style(_ id: NodeID) -> ScalarStyle { records[Int(id.raw)].style }

    public func start(_ id: NodeID) -> Mark {
        let r = records[Int(id.raw)]
        return Mark(line: Int(r.startLine), column: Int(r.startColumn), offset: Int(r.startOffset))
    }

    public func end(_ id: NodeID) -> Mark {
        let r = records[Int(id.raw)]
        return Mark(line: Int(r.endLine), column: Int(r.endColumn))
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
    public func scalar(_ id: NodeID, equals other: StaticString) -> Bool {
        let r = records[Int(id.raw)]
        guard r.kind == .scalar, Int(r.count) == other.utf8CodeUnitCount else { return false }
        return text.withUnsafeBufferPointer { buffer in
            for i in 0..<Int(r.count) where buffer[Int(r.first) + i] != other.utf8Start[i] { return false }
            return true
        }
    }

    /// A plain scalar that YAML reads as null: empty, `~`, `null`.
    public func isNull(_ id: NodeID) -> Bool {
        let r = records[Int(id.raw)]
        guard r.kind == .scalar, r.style == .plain else { return false }
        return r.count == 0 || scalar(id, equals: "~") || scalar(id, equals: "null") || scalar(id, equals: "Null")
            || scalar(id, equals: "NULL")
    }

    /// Sequence items, or mapping keys and values interleaved.
    public func items(_ id: NodeID) -> ArraySlice<NodeID> {
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
}
