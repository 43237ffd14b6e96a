import CYAML

/// Bounds that keep hostile input cheap. libyaml is quadratic in flow-nesting depth and a
/// few aliases can stand for billions of nodes, so both are cut off while reading events.
public struct YAMLLimits: Sendable, Hashable {
    /// Deepest nesting of collections allowed.
    public var maxDepth: Int
    /// Most nodes the document may stand for with every alias expanded.
    public var maxExpandedNodes: Int

    public static let `default` = YAMLLimits(maxDepth: 256, maxExpandedNodes: 10_000_000)

    public init(maxDepth: Int, maxExpandedNodes: Int) {
        self.maxDepth = maxDepth
        self.maxExpandedNodes = maxExpandedNodes
    }
}

/// Why a stream could not be turned into a tree. Each has a position.
public struct YAMLError: Error, Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// libyaml rejected the text (syntax, encoding, control characters).
        case syntax
        /// Nesting deeper than `YAMLLimits.maxDepth`.
        case tooDeep
        /// Aliases would expand past `YAMLLimits.maxExpandedNodes`.
        case aliasExpansion
        /// An alias names an anchor not defined before it.
        case undefinedAlias
        /// A second document in the stream.
        case multipleDocuments
    }

    public var kind: Kind
    public var message: String
    public var mark: Mark

    public init(kind: Kind, message: String, mark: Mark) {
        self.kind = kind
        self.message = message
        self.mark = mark
    }
}

/// A problem that does not stop reading: the tree is still built.
public struct YAMLWarning: Sendable, Hashable {
    public enum Kind: String, Sendable { case duplicateKey }
    public var kind: Kind
    public var message: String
    /// The repeated key.
    public var node: NodeID
    /// The first occurrence.
    public var original: NodeID
}

public struct YAMLParseResult: Sendable {
    public var document: YAMLDocument
    public var warnings: [YAMLWarning]
}

public enum YAMLParser {
    /// Reads one YAML document from `bytes` with libyaml's event parser.
    public static func parse(_ bytes: [UInt8], limits: YAMLLimits = .default) throws(YAMLError) -> YAMLParseResult {
        var builder = TreeBuilder(limits: limits, sourceByteCount: bytes.count)
        let outcome: Result<Void, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                return .failure(YAMLError(kind: .syntax, message: "libyaml could not start (out of memory)", mark: Mark(line: 1, column: 1)))
            }
            defer { yaml_parser_delete(&parser) }
            // libyaml reads from a pointer; an empty buffer still needs a valid one.
            var empty: UInt8 = 0
            if let base = buffer.baseAddress {
                yaml_parser_set_input_string(&parser, base, buffer.count)
            } else {
                yaml_parser_set_input_string(&parser, &empty, 0)
            }
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return .failure(Self.libyamlError(parser, bytes: buffer))
                }
                defer { yaml_event_delete(&event) }
                do throws(YAMLError) {
                    if try builder.consume(&event) { return .success(()) }
                } catch {
                    return .failure(error)
                }
            }
        }
        if case .failure(let error) = outcome { throw error }
        return builder.finish()
    }

    private static func libyamlError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a mark. A bad trailing octet is reported
            // at itself; the broken character starts at its lead byte.
            var offset = min(parser.problem_offset, bytes.count)
            if problem.contains("trailing") {
                var back = offset
                while back > 0, offset - back < 4 {
                    back -= 1
                    if bytes[back] >= 0xC0 {
                        offset = back
                        break
                    }
                }
            }
            let mark = markFor(offset: offset, in: bytes)
            let detail: String
            if problem.contains("UTF-8") || problem.contains("octet") {
                detail = "not valid UTF-8 (\(problem)); save the file as UTF-8 text"
            } else if problem.contains("control characters") {
                detail = "the file contains control characters or binary data (\(problem)); an inventory is YAML text"
            } else {
                detail = problem
            }
            return YAMLError(kind: .syntax, message: detail, mark: mark)
        }
        let context = parser.context.map { String(cString: $0) }
        var message = context.map { "\(problem) \($0)" } ?? problem
        var m = parser.problem_mark
        if problem.contains("end of stream"), context != nil {
            // An unterminated string or flow collection: point where it opens, not at the end.
            m = parser.context_mark
            message += " that is never closed"
        }
        if problem.contains("cannot start any token"), isTabAt(mark: m, in: bytes) {
            message += " (a tab: YAML indents with spaces only)"
        }
        return YAMLError(
            kind: .syntax,
            message: message,
            mark: Mark(line: m.line + 1, column: m.column + 1, offset: m.index)
        )
    }

    /// Whether the character at a mark's line and column is a tab (marks count characters).
    private static func isTabAt(mark: yaml_mark_t, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var line = 0, column = 0, i = 0
        while i < bytes.count {
            if line == mark.line, column == mark.column { return bytes[i] == 0x09 }
            if bytes[i] == 0x0A {
                if line == mark.line { return false }
                line += 1
                column = 0
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return false
    }

    /// Line and column of a byte offset, counting UTF-8 characters as columns.
    static func markFor(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        var line = 1, column = 1
        let end = min(offset, bytes.count)
        var i = 0
        while i < end {
            let byte = bytes[i]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return Mark(line: line, column: column, offset: offset)
    }
}

/// Turns events into `YAMLDocument` records. Children of open collections wait on one
/// shared stack and are moved to `children` in one piece when their collection ends.
struct TreeBuilder {
    private struct Open {
        var node: Int
        var pendingStart: Int
        var expandedAtStart: Int
        var anchor: String?
    }

    let limits: YAMLLimits
    private var records: [YAMLDocument.Record] = []
    private var wide: [Int32: YAMLDocument.WideMarks] = [:]
    private var children: [NodeID] = []
    private var text: [UInt8] = []
    private var pending: [NodeID] = []
    private var open: [Open] = []
    private var anchors: [String: (node: NodeID, expanded: Int)] = [:]
    private var expanded = 0
    private var root: NodeID?
    private var documents = 0
    private var warnings: [YAMLWarning] = []

    init(limits: YAMLLimits, sourceByteCount: Int) {
        self.limits = limits
        // Reserve for the densest likely input (an event per 4 bytes) so the arrays never
        // regrow: a regrowth holds old and new buffers at once, while capacity that is never
        // written is never touched, so it costs address space, not resident memory.
        text.reserveCapacity(sourceByteCount)
        records.reserveCapacity(sourceByteCount / 4 + 16)
        children.reserveCapacity(sourceByteCount / 4 + 16)
    }

    /// Returns true at the end of the stream.
    mutating func consume(_ event: inout yaml_event_t) throws(YAMLError) -> Bool {
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return true
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw YAMLError(
                    kind: .multipleDocuments,
                    message: "a second YAML document starts here; an inventory is one document (remove the '---' separator or split the file)",
                    mark: mark(event.start_mark)
                )
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let offset = text.count
            if let value = scalar.value, scalar.length > 0 {
                text.append(contentsOf: UnsafeBufferPointer(start: value, count: scalar.length))
            }
            let style: ScalarStyle
            switch scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let id = append(.scalar, style: style, event: event, first: offset, count: scalar.length)
            try count(1, at: event.start_mark)
            if let anchor = scalar.anchor { anchors[String(cString: anchor)] = (id, 1) }
            add(id)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            if open.count >= limits.maxDepth {
                throw YAMLError(
                    kind: .tooDeep,
                    message: "nesting deeper than \(limits.maxDepth) levels; an inventory never needs this (raise the cap with --max-depth)",
                    mark: mark(event.start_mark)
                )
            }
            let anchorPointer = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            let id = append(isMapping ? .mapping : .sequence, style: .plain, event: event, first: 0, count: 0)
            try count(1, at: event.start_mark)
            open.append(Open(
                node: Int(id.raw), pendingStart: pending.count, expandedAtStart: expanded,
                anchor: anchorPointer.map { String(cString: $0) }
            ))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let closing = open.removeLast()
            let first = children.count
            // Index by index: a slice of `pending` held across the removal would make the
            // removal copy the whole stack (it did: a fifth of all instructions at 10k screens).
            for i in closing.pendingStart..<pending.count { children.append(pending[i]) }
            pending.removeLast(pending.count - closing.pendingStart)
            records[closing.node].first = UInt32(first)
            records[closing.node].count = UInt32(children.count - first)
            setMarks(closing.node, startLine: records[closing.node].startLine, YAMLDocument.WideMarks(
                startColumn: startColumn(closing.node),
                endLine: UInt32(truncatingIfNeeded: event.end_mark.line + 1), endColumn: UInt32(truncatingIfNeeded: event.end_mark.column + 1)
            ))
            let id = NodeID(closing.node)
            if records[closing.node].kind == .mapping { checkDuplicateKeys(first..<children.count) }
            if let anchor = closing.anchor {
                // Everything counted since the start is what this node stands for.
                anchors[anchor] = (id, expanded - closing.expandedAtStart + 1)
            }
            add(id)
        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            guard let target = anchors[name] else {
                throw YAMLError(kind: .undefinedAlias, message: "alias '*\(name)' names no anchor defined before it", mark: mark(event.start_mark))
            }
            try count(target.expanded, at: event.start_mark)
            add(target.node)
        default:
            break
        }
        return false
    }

    func finish() -> YAMLParseResult {
        YAMLParseResult(
            document: YAMLDocument(records: records, wide: wide, children: children, text: text, root: root),
            warnings: warnings
        )
    }

    private func mark(_ m: yaml_mark_t) -> Mark {
        Mark(line: m.line + 1, column: m.column + 1, offset: m.index)
    }

    private mutating func count(_ nodes: Int, at m: yaml_mark_t) throws(YAMLError) {
        expanded += nodes
        if expanded > limits.maxExpandedNodes {
            throw YAMLError(
                kind: .aliasExpansion,
                message: "with its aliases expanded this document stands for more than \(limits.maxExpandedNodes) nodes (an alias bomb?); raise the cap with --max-expanded-nodes",
                mark: mark(m)
            )
        }
    }

    private mutating func append(_ kind: NodeKind, style: ScalarStyle, event: yaml_event_t, first: Int, count: Int) -> NodeID {
        let s = event.start_mark, e = event.end_mark
        records.append(YAMLDocument.Record(
            startLine: 0, startOffset: UInt32(truncatingIfNeeded: s.index), first: UInt32(first), count: UInt32(count),
            startColumn: 0, endColumn: 0, endLineDelta: 0, kind: kind, style: style
        ))
        // A collection's end is set again when it closes.
        setMarks(records.count - 1, startLine: UInt32(truncatingIfNeeded: s.line + 1), YAMLDocument.WideMarks(
            startColumn: UInt32(truncatingIfNeeded: s.column + 1),
            endLine: UInt32(truncatingIfNeeded: e.line + 1), endColumn: UInt32(truncatingIfNeeded: e.column + 1)
        ))
        return NodeID(records.count - 1)
    }

    private func startColumn(_ i: Int) -> UInt32 {
        records[i].marks(at: Int32(truncatingIfNeeded: i), wide: wide).startColumn
    }

    private mutating func setMarks(_ i: Int, startLine: UInt32, _ marks: YAMLDocument.WideMarks) {
        let wasWide = records[i].isWide
        if records[i].setMarks(marks, startLine: startLine) {
            if wasWide { wide[Int32(truncatingIfNeeded: i)] = nil }
        } else {
            wide[Int32(truncatingIfNeeded: i)] = marks
        }
    }

    private mutating func add(_ id: NodeID) {
        if open.isEmpty { root = id } else { pending.append(id) }
    }

    private func keyBytes(_ id: NodeID) -> ArraySlice<UInt8>? {
        let r = records[Int(id.raw)]
        guard r.kind == .scalar else { return nil }
        return text[Int(r.first)..<Int(r.first + r.count)]
    }

    /// Duplicate keys are compared by bytes; small mappings pairwise, large ones hashed.
    private mutating func checkDuplicateKeys(_ range: Range<Int>) {
        let keys = stride(from: range.lowerBound, to: range.upperBound, by: 2).map { children[$0] }
        if keys.count <= 12 {
            for i in keys.indices {
                guard let a = keyBytes(keys[i]) else { continue }
                for j in keys.indices where j < i {
                    if let b = keyBytes(keys[j]), a.elementsEqual(b) {
                        report(keys[i], original: keys[j])
                        break
                    }
                }
            }
        } else {
            var seen: [ArraySlice<UInt8>: NodeID] = [:]
            for key in keys {
                guard let bytes = keyBytes(key) else { continue }
                if let original = seen[bytes] { report(key, original: original) } else { seen[bytes] = key }
            }
        }
    }

    private mutating func report(_ key: NodeID, original: NodeID) {
        let r = records[Int(original.raw)]
        let name = String(decoding: keyBytes(key) ?? [], as: UTF8.self)
        warnings.append(YAMLWarning(
            kind: .duplicateKey,
            message: "duplicate key '\(name)' (first at line \(r.startLine), column \(startColumn(Int(original.raw)))); YAML keeps only one of them",
            node: key, original: original
        ))
    }
}
