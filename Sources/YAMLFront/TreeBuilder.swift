import CYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns events into `YAMLDocument` records. Children of open collections wait on one
/// shared stack and are moved to `children` in one piece when their collection ends.
struct TreeBuilder {
    private struct Open {
        var node: Int
        var pendingStart: Int
        var expandedAtStart: Int
        var textAtStart: Int
        var anchor: String?
    }

    let limits: YAMLLimits
    private var records: [YAMLDocument.Record] = []
    private var wide: [Int32: YAMLDocument.WideMarks] = [:]
    private var children: [NodeID] = []
    private var text: [UInt8] = []
    private var pending: [NodeID] = []
    private var open: [Open] = []
    private var anchors: [String: (node: NodeID, expanded: Int, bytes: Int)] = [:]
    private var expanded = 0
    /// Scalar bytes read so far, counting each alias's text again.
    private var textExpanded = 0
    /// The part of `textExpanded` that aliases repeat.
    private var aliasBytes = 0
    private var root: NodeID?
    private var documents = 0
    /// `checkDuplicateKeys`'s scratch: the signatures of a small mapping's keys so far.
    private var keySignatures: [UInt64?] = []
    /// Repeated keys and their first occurrences; worded in `finish`, once every node is
    /// where it stays (a split reading moves the second half's lines).
    private var duplicates: [(key: NodeID, original: NodeID)] = []
    /// False for the halves of a split parse: their root keys are checked once joined.
    private let checksRootKeys: Bool
    /// Where the stream ended: the line count and character count of the text.
    private(set) var streamEnd = yaml_mark_t()

    /// `sourceByteCount` sizes the arrays: pass the whole text's size for the first half
    /// of a split parse, so the second half can be appended without regrowing them.
    init(limits: YAMLLimits, sourceByteCount: Int, checksRootKeys: Bool = true) {
        self.limits = limits
        self.checksRootKeys = checksRootKeys
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
            streamEnd = event.start_mark
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
            textExpanded = Self.saturatingSum(textExpanded, scalar.length)
            if let anchor = scalar.anchor { anchors[String(cString: anchor)] = (id, 1, scalar.length) }
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
                node: Int(id.raw), pendingStart: pending.count, expandedAtStart: expanded, textAtStart: textExpanded,
                anchor: anchorPointer.map { String(cString: $0) }
            ))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let closing = open.removeLast()
            let first = children.count
            // Index by index: a slice of `pending` held across the removal would make the
            // removal copy the whole stack.
            for i in closing.pendingStart..<pending.count { children.append(pending[i]) }
            pending.removeLast(pending.count - closing.pendingStart)
            records[closing.node].first = UInt32(first)
            records[closing.node].count = UInt32(children.count - first)
            setMarks(closing.node, startLine: records[closing.node].startLine, YAMLDocument.WideMarks(
                startColumn: startColumn(closing.node),
                endLine: UInt32(truncatingIfNeeded: event.end_mark.line + 1), endColumn: UInt32(truncatingIfNeeded: event.end_mark.column + 1)
            ))
            let id = NodeID(closing.node)
            if records[closing.node].kind == .mapping, checksRootKeys || !open.isEmpty { checkDuplicateKeys(first..<children.count) }
            if let anchor = closing.anchor {
                // Everything counted since the start is what this node stands for.
                anchors[anchor] = (id, expanded - closing.expandedAtStart + 1, textExpanded - closing.textAtStart)
            }
            add(id)
        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            guard let target = anchors[name] else {
                throw YAMLError(kind: .undefinedAlias, message: "alias '*\(name)' names no anchor defined before it", mark: mark(event.start_mark))
            }
            try count(target.expanded, at: event.start_mark)
            try countText(repeatedBy: target.bytes, at: event.start_mark)
            add(target.node)
        default:
            break
        }
        return false
    }

    func finish() -> YAMLParseResult {
        let warnings = duplicates.map { key, original in
            let name = String(decoding: keyBytes(key) ?? [], as: UTF8.self)
            return YAMLWarning(
                kind: .duplicateKey,
                message: "duplicate key '\(name)' (first at line \(records[Int(original.raw)].startLine), column \(startColumn(Int(original.raw)))); YAML keeps only one of them",
                node: key, original: original
            )
        }
        return YAMLParseResult(
            document: YAMLDocument(records: records, wide: wide, children: children, text: text, root: root),
            warnings: warnings
        )
    }

    private func mark(_ m: yaml_mark_t) -> Mark {
        Mark(line: m.line + 1, column: m.column + 1, offset: m.index)
    }

    private mutating func count(_ nodes: Int, at m: yaml_mark_t) throws(YAMLError) {
        // Saturating: with the caps raised to Int.max, 63 levels of doubling aliases would trap.
        expanded = Self.saturatingSum(expanded, nodes)
        if expanded > limits.maxExpandedNodes {
            throw expansionError("stands for more than \(limits.maxExpandedNodes) nodes (an alias bomb?)", flag: "--max-expanded-nodes", at: m)
        }
    }

    private mutating func countText(repeatedBy bytes: Int, at m: yaml_mark_t) throws(YAMLError) {
        textExpanded = Self.saturatingSum(textExpanded, bytes)
        aliasBytes = Self.saturatingSum(aliasBytes, bytes)
        if aliasBytes > limits.maxExpandedBytes {
            throw expansionError("repeats more than \(limits.maxExpandedBytes) bytes of text (an alias of a large value?)", flag: "--max-expanded-bytes", at: m)
        }
    }

    private func expansionError(_ what: String, flag: String, at m: yaml_mark_t) -> YAMLError {
        YAMLError(kind: .aliasExpansion, message: "with its aliases expanded this document \(what); raise the cap with \(flag)", mark: mark(m))
    }

    private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
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
        let keys = stride(from: range.lowerBound, to: range.upperBound, by: 2)
        if range.count <= 24 {
            // Pairwise on each key's length and first eight bytes; only equal ones are
            // compared in full, since comparing whole records pair by pair is quadratic work
            // on every mapping. The helpers are static and `self`'s arrays read directly: a
            // method called on this mutating `self` copied the whole builder every time.
            keySignatures.removeAll(keepingCapacity: true)
            for i in keys {
                let key = records[Int(children[i].raw)]
                let signature = Self.signature(of: key, in: text)
                if let signature {
                    for (m, earlier) in keySignatures.enumerated() where earlier == signature {
                        let original = children[range.lowerBound + 2 * m]
                        if Self.sameBytes(key, records[Int(original.raw)], in: text) {
                            duplicates.append((children[i], original))
                            break
                        }
                    }
                }
                keySignatures.append(signature)
            }
        } else {
            var seen: [ArraySlice<UInt8>: NodeID] = [:]
            for i in keys {
                guard let bytes = keyBytes(children[i]) else { continue }
                if let original = seen[bytes] { duplicates.append((children[i], original)) } else { seen[bytes] = children[i] }
            }
        }
    }

    /// A scalar key's length and first (up to) eight bytes; nil for a collection as key,
    /// which never equals another.
    private static func signature(of key: YAMLDocument.Record, in text: [UInt8]) -> UInt64? {
        guard key.kind == .scalar else { return nil }
        var word: UInt64 = 0
        text.withUnsafeBytes { t in
            withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: t[Int(key.first)..<Int(key.first) + min(Int(key.count), 8)])) }
        }
        return word ^ UInt64(key.count) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Two scalar keys with the same bytes.
    private static func sameBytes(_ x: YAMLDocument.Record, _ y: YAMLDocument.Record, in text: [UInt8]) -> Bool {
        guard x.kind == .scalar, y.kind == .scalar, x.count == y.count else { return false }
        guard x.count > 0 else { return true }
        return text.withUnsafeBufferPointer { t in memcmp(t.baseAddress! + Int(x.first), t.baseAddress! + Int(y.first), Int(x.count)) == 0 }
    }
}

extension TreeBuilder {
    /// Joins `second`, the tree of the text after a cut read behind a one-line key of
    /// `prefixLength` characters, onto this tree of the text before it (see SplitParse).
    /// False when this tree does not end the way a cut at an item in `itemColumn` needs.
    mutating func join(_ second: TreeBuilder, itemColumn: UInt32, prefixLength: Int) -> Bool {
        // The first half ends at a line start. Its root and the sequence must still be open
        // there: a flow collection, an explicit document end or an earlier value ends before.
        guard streamEnd.column == 0, let root, records[Int(root.raw)].kind == .mapping,
              startColumn(Int(root.raw)) == 1,  // `k:` stands for a root in column 1
              let secondRoot = second.root, second.records[Int(secondRoot.raw)].kind == .mapping,
              Self.saturatingSum(expanded, second.expanded) - 3 <= limits.maxExpandedNodes,
              Self.saturatingSum(aliasBytes, second.aliasBytes) <= limits.maxExpandedBytes
        else { return false }
        let cutLine = UInt32(truncatingIfNeeded: streamEnd.line + 1)
        // By index, not slice: `children` grows below, and a live slice would copy it.
        let pairs = run(root)
        guard pairs.count >= 2 else { return false }
        let sequence = children[pairs.upperBound - 1]
        guard records[Int(sequence.raw)].kind == .sequence, startColumn(Int(sequence.raw)) == itemColumn, endMark(sequence) == (cutLine, 1), endMark(root) == (cutLine, 1)
        else { return false }
        // The second half's root is `k:` and the rest of the sequence, then any later keys.
        let secondPairs = second.items(secondRoot)
        guard secondPairs.count >= 2, second.records[Int(secondPairs[secondPairs.startIndex + 1].raw)].kind == .sequence
        else { return false }

        // What the end of the first half closed, and an empty scalar it ended with (a key's
        // missing value), stand in one reading at the cut's item, the next token there. Only
        // the last item's nodes (records from its own on) can be such.
        if let last = run(sequence).last {
            let lastItem = children[last]
            for i in Int(lastItem.raw)..<records.count {
                var marks = records[i].marks(at: Int32(truncatingIfNeeded: i), wide: wide)
                let startsAtCut = records[i].startLine == cutLine && marks.startColumn == 1
                // A block scalar ends at the line start in one reading too.
                let endsAtCut = marks.endLine == cutLine && marks.endColumn == 1 && (records[i].kind != .scalar || startsAtCut)
                guard startsAtCut || endsAtCut else { continue }
                if startsAtCut {
                    marks.startColumn = itemColumn
                    records[i].startOffset &+= itemColumn - 1
                }
                if endsAtCut { marks.endColumn = itemColumn }
                setMarks(i, startLine: records[i].startLine, marks)
            }
        }

        // Append the second half, its lines, character offsets, text and node ids moved.
        let recordBase = Int32(records.count), childBase = UInt32(children.count), textBase = UInt32(text.count)
        let lineShift = cutLine &- 2
        let offsetShift = UInt32(truncatingIfNeeded: streamEnd.index - prefixLength)
        // Copied in one piece, then moved in place: an append per record was most of the
        // join, which runs on one core between the two halves and decoding.
        let firstAppended = records.count
        records.append(contentsOf: second.records)
        records.withUnsafeMutableBufferPointer { all in
            for i in firstAppended..<all.count {
                all[i].startLine &+= lineShift
                all[i].startOffset &+= offsetShift
                all[i].first &+= all[i].kind == .scalar ? textBase : childBase
            }
        }
        for (index, marks) in second.wide {
            wide[index + recordBase] = YAMLDocument.WideMarks(startColumn: marks.startColumn, endLine: marks.endLine &+ lineShift, endColumn: marks.endColumn)
        }
        let firstAppendedChild = children.count
        children.append(contentsOf: second.children)
        children.withUnsafeMutableBufferPointer { all in
            for i in firstAppendedChild..<all.count { all[i] = NodeID(all[i].raw + recordBase) }
        }
        text.append(contentsOf: second.text)
        for (key, original) in second.duplicates {
            duplicates.append((NodeID(key.raw + recordBase), NodeID(original.raw + recordBase)))
        }
        expanded = Self.saturatingSum(expanded, second.expanded) - 3
        textExpanded = Self.saturatingSum(textExpanded, second.textExpanded)
        aliasBytes = Self.saturatingSum(aliasBytes, second.aliasBytes)

        // The sequence's items, then the root's pairs, as one run each.
        let rest = NodeID(secondPairs[secondPairs.startIndex + 1].raw + recordBase)
        let laterPairs = NodeID(secondRoot.raw + recordBase)
        extend(sequence, with: run(rest), endingAs: rest)
        extend(root, with: run(laterPairs).dropFirst(2), endingAs: laterPairs)
        let rootRecord = records[Int(root.raw)]
        checkDuplicateKeys(Int(rootRecord.first)..<Int(rootRecord.first + rootRecord.count))
        return true
    }

    /// Gives `node` its own children followed by `more` as a new run, ending where `last` ends.
    /// Runs are index ranges: a slice of `children` held while appending to it would copy it.
    private mutating func extend(_ node: NodeID, with more: Range<Int>, endingAs last: NodeID) {
        let i = Int(node.raw)
        let first = children.count
        for index in run(node) { children.append(children[index]) }
        for index in more { children.append(children[index]) }
        records[i].first = UInt32(first)
        records[i].count = UInt32(children.count - first)
        let end = endMark(last)
        setMarks(i, startLine: records[i].startLine, YAMLDocument.WideMarks(startColumn: startColumn(i), endLine: end.line, endColumn: end.column))
    }

    private func items(_ id: NodeID) -> ArraySlice<NodeID> {
        children[run(id)]
    }

    private func run(_ id: NodeID) -> Range<Int> {
        let r = records[Int(id.raw)]
        return r.kind == .scalar ? 0..<0 : Int(r.first)..<Int(r.first + r.count)
    }

    private func endMark(_ id: NodeID) -> (line: UInt32, column: UInt32) {
        let m = records[Int(id.raw)].marks(at: id.raw, wide: wide)
        return (m.endLine, m.endColumn)
    }
}
