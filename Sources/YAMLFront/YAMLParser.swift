import CYAML

/// Bounds that keep hostile input cheap. libyaml is quadratic in flow-nesting depth and a
/// few aliases can stand for billions of nodes, so both are cut off while reading events.
public struct YAMLLimits: Sendable, Hashable {
    /// Deepest nesting of collections allowed.
    public var maxDepth: Int
    /// Most nodes the document may stand for with every alias expanded.
    public var maxExpandedNodes: Int
    /// Most bytes of scalar text aliases may repeat. The tree keeps one copy, but everything
    /// downstream (the inventory's strings, the JSON plan) holds a copy per alias, so a large
    /// value aliased many times costs gigabytes.
    public var maxExpandedBytes: Int

    public static let `default` = YAMLLimits(maxDepth: 256, maxExpandedNodes: 10_000_000)

    public init(maxDepth: Int, maxExpandedNodes: Int, maxExpandedBytes: Int = 16 << 20) {
        self.maxDepth = maxDepth
        self.maxExpandedNodes = maxExpandedNodes
        self.maxExpandedBytes = maxExpandedBytes
    }
}

/// Why a stream could not be turned into a tree. Each has a position.
public struct YAMLError: Error, Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// libyaml rejected the text (syntax, encoding, control characters).
        case syntax
        /// Nesting deeper than `YAMLLimits.maxDepth`.
        case tooDeep
        /// Aliases would expand past `YAMLLimits.maxExpandedNodes` or `maxExpandedBytes`.
        case aliasExpansion
        /// An alias names an anchor not defined before it.
        case undefinedAlias
        /// A second document in the stream.
        case multipleDocuments
    }

    public var kind: Kind
    public var message: String
    public var mark: Mark
    /// Extra lines: where else the error shows (e.g. where parsing gave up).
    public var notes: [String] = []

    public init(kind: Kind, message: String, mark: Mark, notes: [String] = []) {
        self.kind = kind
        self.message = message
        self.mark = mark
        self.notes = notes
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

    /// The same tree (`YAMLDocument.hasSameTree`) and the same warnings, worded alike and
    /// at the same places: what a reader can tell of two readings of one text.
    public func readsLike(_ other: YAMLParseResult) -> Bool {
        func located(_ result: YAMLParseResult) -> [String] {
            result.warnings.map { "\($0.message) \(result.document.span($0.node)) \(result.document.span($0.original))" }
        }
        return document.hasSameTree(as: other.document) && located(self) == located(other)
    }
}

public enum YAMLParser {
    /// Reads one YAML document from `bytes` with libyaml's event parser. A long text is
    /// read in two halves on two threads when it can be cut at an item of a root-level
    /// block sequence (see `parse(_:splittingAt:limits:)`); the tree is the same either way.
    public static func parse(_ bytes: [UInt8], limits: YAMLLimits = .default, splitAbove threshold: Int = splitThreshold) throws(YAMLError) -> YAMLParseResult {
        if bytes.count >= threshold, let offset = splitOffset(in: bytes), let result = parse(bytes, splittingAt: offset, limits: limits) {
            return result
        }
        var builder = TreeBuilder(limits: limits, sourceByteCount: bytes.count)
        if let error = bytes.withUnsafeBufferPointer({ read($0, into: &builder) }) { throw error }
        return builder.finish()
    }

    /// Feeds libyaml's events for `prefix` followed by `buffer` to `builder`; the error that
    /// stopped it, if any. The prefix is read without copying the two into one array first.
    /// An error's position is right only without a prefix: the split reading, the one caller
    /// with a prefix, only asks whether a half failed (and then reads the text whole).
    static func read(_ buffer: UnsafeBufferPointer<UInt8>, after prefix: StaticString = "", into builder: inout TreeBuilder) -> YAMLError? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return YAMLError(kind: .syntax, message: "libyaml could not start (out of memory)", mark: Mark(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        var input = Input(prefix: prefix, text: buffer)
        return withUnsafeMutablePointer(to: &input) { input -> YAMLError? in
            yaml_parser_set_input(&parser, { data, out, size, read in
                read!.pointee = data!.assumingMemoryBound(to: Input.self).pointee.copy(into: out!, capacity: size)
                return 1
            }, input)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return libyamlError(parser, bytes: buffer)
                }
                defer { yaml_event_delete(&event) }
                do throws(YAMLError) {
                    if try builder.consume(&event) { return nil }
                } catch {
                    return error
                }
            }
        }
    }

    /// What libyaml reads: a prefix, then the text, copied out as it asks for more.
    struct Input {
        let prefix: StaticString
        let text: UnsafeBufferPointer<UInt8>
        /// Bytes handed out so far, the prefix's included.
        var position = 0

        mutating func copy(into out: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
            var copied = 0
            let prefixLength = prefix.utf8CodeUnitCount
            if position < prefixLength {
                copied = min(capacity, prefixLength - position)
                out.initialize(from: prefix.utf8Start + position, count: copied)
            }
            if let base = text.baseAddress {
                let start = position + copied - prefixLength
                let count = min(capacity - copied, text.count - start)
                if count > 0 { (out + copied).initialize(from: base + start, count: count) }
                copied += max(count, 0)
            }
            position += copied
            return copied
        }
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
        var notes: [String] = []
        if problem.contains("end of stream"), context != nil {
            // An unterminated string or flow collection: point where it opens, not at the end.
            m = parser.context_mark
            message += " that is never closed"
        } else if let context, context.hasPrefix("while parsing a flow"), problem.hasPrefix("did not find expected") {
            // A `[` or `{` missing its closing bracket: libyaml notices at the next key, lines
            // later. The mistake is where the collection opens; where parsing gave up is a note.
            let what = context.hasSuffix("sequence") ? "'[' is never closed with ']'" : "'{' is never closed with '}'"
            message = "this \(what) (\(problem) \(context))"
            notes = ["parsing gave up at line \(m.line + 1), column \(m.column + 1)"]
            m = parser.context_mark
        }
        if problem.contains("cannot start any token"), isTabAt(mark: m, in: bytes) {
            message += " (a tab: YAML indents with spaces only)"
        }
        return YAMLError(
            kind: .syntax,
            message: message,
            mark: Mark(line: m.line + 1, column: m.column + 1, offset: m.index),
            notes: notes
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
