import YAMLFront

/// A YAML document as plain values, in key order: what `dump` writes and what
/// `scan --update` merges. Read from libyaml's node tree (`init(_:_:)`), written back as
/// block YAML by one writer (`yaml(style:)`).
public indirect enum YAMLTree: Sendable, Equatable {
    case string(String), int(Int), bool(Bool), null
    case list([YAMLTree])
    case map([Pair])

    public struct Pair: Sendable, Equatable {
        public var key: String
        public var value: YAMLTree
        public init(_ key: String, _ value: YAMLTree) {
            self.key = key
            self.value = value
        }
    }

    /// How lists and mappings nested in lists are written.
    public enum Style: Sendable, Equatable {
        /// Lists of scalars in flow style (`[a, b]`), every mapping in block style.
        case dump
        /// As `scan` writes a draft: block lists, and a list item that is a mapping of scalars
        /// (an edge, a need) on one line, `- { target: "X", scanned: "…" }`, except in the
        /// top-level lists named (the elements).
        case draft(blockItems: Set<String>)
    }

    /// The value of `key` in a mapping.
    public subscript(key: String) -> YAMLTree? {
        guard case .map(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    // MARK: - Reading

    /// The document in `file` (null when it is empty), or the diagnostics of why it is not YAML.
    public static func parse(_ file: SourceFile) throws(LoadFailure) -> YAMLTree {
        let document = try YAMLLoader.parse(file).document
        return document.root.map { YAMLTree(document, $0) } ?? .null
    }

    /// The subtree at `node`. A plain scalar that YAML 1.2's core schema reads as a boolean,
    /// an integer or null becomes one; every other scalar, and every quoted one, is a string.
    public init(_ document: YAMLDocument, _ node: NodeID) {
        switch document.kind(node) {
        case .scalar:
            let text = document.string(node)
            guard document.style(node).isPlain else {
                self = .string(text)
                return
            }
            if document.isNull(node) {
                self = .null
            } else if text == "true" || text == "True" || text == "TRUE" {
                self = .bool(true)
            } else if text == "false" || text == "False" || text == "FALSE" {
                self = .bool(false)
            } else if let int = Int(text), String(int) == text {
                self = .int(int)
            } else {
                self = .string(text)
            }
        case .sequence:
            self = .list(document.items(node).map { YAMLTree(document, $0) })
        case .mapping:
            self = .map(document.pairs(node).map { Pair(document.string($0.key), YAMLTree(document, $0.value)) })
        }
    }

    /// The same values as JSON (whose objects sort their keys).
    public var json: JSON {
        switch self {
        case .string(let s): .string(s)
        case .int(let i): .int(i)
        case .bool(let b): .bool(b)
        case .null: .null
        case .list(let items): .array(items.map(\.json))
        case .map(let pairs): .object(Dictionary(pairs.map { ($0.key, $0.value.json) }, uniquingKeysWith: { a, _ in a }))
        }
    }

    // MARK: - Writing

    /// Block YAML with a two-space indent and every string double-quoted.
    public func yaml(style: Style = .dump) -> String {
        var out = ""
        if case .map(let pairs) = self { Self.write(pairs, indent: 0, style: style, into: &out) } else { out = inline + "\n" }
        return out
    }

    var inline: String {
        switch self {
        case .string(let s): YAMLText.quoted(s)
        case .int(let i): String(i)
        case .bool(let b): b ? "true" : "false"
        case .null: "null"
        case .list(let items): "[" + items.map(\.inline).joined(separator: ", ") + "]"
        case .map(let pairs): "{ " + pairs.map { "\(Self.key($0.key)): \($0.value.inline)" }.joined(separator: ", ") + " }"
        }
    }

    /// A key as written: bare when it is a plain word (every key of the schema), quoted when a
    /// merged file brings anything else, so it reads back as the same key.
    static func key(_ k: String) -> String {
        let plain = !k.isEmpty && k.utf8.allSatisfy { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            && !["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"].contains(k.lowercased()) && k.first != "-"
        return plain ? k : YAMLText.quoted(k)
    }

    private var isScalar: Bool {
        switch self {
        case .string, .int, .bool, .null: true
        case .list, .map: false
        }
    }

    private static func write(_ pairs: [Pair], indent: Int, style: Style, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        for pair in pairs {
            switch pair.value {
            case .list(let items) where !items.isEmpty && (style != .dump || !items.allSatisfy(\.isScalar)):
                out += "\(pad)\(Self.key(pair.key)):\n"
                let inline: Bool = if case .draft(let block) = style { indent > 0 || !block.contains(pair.key) } else { false }
                for item in items { writeItem(item, indent: indent + 2, inline: inline, style: style, into: &out) }
            case .map(let inner) where !inner.isEmpty:
                out += "\(pad)\(Self.key(pair.key)):\n"
                write(inner, indent: indent + 2, style: style, into: &out)
            case .null:
                out += "\(pad)\(Self.key(pair.key)):\n"
            default:
                out += "\(pad)\(Self.key(pair.key)): \(pair.value.inline)\n"
            }
        }
    }

    /// `- key: value` with the mapping's other keys aligned under the first, or, `inline`,
    /// a mapping of scalars on one line.
    private static func writeItem(_ item: Self, indent: Int, inline: Bool, style: Style, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        guard case .map(let pairs) = item, !pairs.isEmpty, !(inline && pairs.allSatisfy(\.value.isScalar)) else {
            out += "\(pad)- \(item.inline)\n"
            return
        }
        var body = ""
        write(pairs, indent: indent + 2, style: style, into: &body)
        out += pad + "- " + body.dropFirst(indent + 2)
    }
}
