import YAMLFront

/// Reads typed values out of a YAML node tree against a schema, collecting a located
/// diagnostic for every problem instead of stopping at the first. Shared by the inventory
/// and gate-catalog decoders.
final class NodeReader {
    let document: YAMLDocument
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Ids of elements left out for an error already reported: references to them are not
    /// reported again (one mistake, one diagnostic).
    var droppedIDs: Set<String> = []
    /// `ignore:` items, in file order.
    var ignores: [Ignore] = []
    /// `ignore:` items that carry their own reason (`{ rule, reason }`), by their rule's node.
    var reasonedIgnores: Set<NodeID> = []
    /// Gate names read so far (`gateName`): a few dozen texts written tens of thousands of
    /// times, kept as one String each.
    private var gateNames: Set<String> = []

    init(document: YAMLDocument, file: String) {
        self.document = document
        self.file = file
    }

    func location(_ node: NodeID) -> SourceLocation {
        Inventory.location(document.span(node), file: file)
    }

    func report(_ rule: RuleID, _ message: String, at node: NodeID, subject: String? = nil, notes: [String] = []) {
        diagnostics.append(Diagnostic(rule: rule, message: message, location: location(node), subject: subject, notes: notes))
    }

    /// Adds diagnostics another reader collected (one that read part of this document).
    func append(_ problems: [Diagnostic]) {
        diagnostics += problems
    }

    func describe(_ node: NodeID) -> String {
        switch document.kind(node) {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            if document.isNull(node) { return "nothing (null)" }
            let text = document.string(node).clipped(to: 60)
            return document.style(node).isPlain ? "'\(text)'" : "the string \"\(text)\""
        }
    }

    /// A mapping key as `forEachPair` hands it over. `case "id":` matches it by its bytes,
    /// so the keys a decoder knows never become Strings (making one per key was a large
    /// part of decoding 100k screens); `text` makes one when needed.
    struct MappingKey {
        let document: YAMLDocument
        let node: NodeID
        var text: String { document.string(node) }

        static func ~= (pattern: StaticString, key: MappingKey) -> Bool {
            key.document.scalar(key.node, equals: pattern)
        }
    }

    /// Walks a mapping's pairs, calling `body` with each key. Keys `body` does not take
    /// (returns false) are reported as unknown, with a hint from `known`.
    func forEachPair(
        _ node: NodeID, in context: @autoclosure () -> String, known: [String],
        _ body: (_ key: MappingKey, _ keyNode: NodeID, _ value: NodeID) -> Bool
    ) {
        let items = document.items(node)
        // One notes array for every unknown key here: thousands of them share its storage.
        var knownKeysNote: [String]?
        var index = items.startIndex
        while index + 1 < items.endIndex {
            let keyNode = items[index], value = items[index + 1]
            index += 2
            guard document.kind(keyNode) == .scalar else {
                report(.typeMismatch, "keys in \(context()) must be plain words, not \(describe(keyNode))", at: keyNode)
                continue
            }
            // Scan's provenance (`scanned:`, where a key list allows it): read in one place for all.
            if document.scalar(keyNode, equals: "scanned"), known.contains("scanned") {
                _ = string(value, "'scanned'")
                continue
            }
            if !body(MappingKey(document: document, node: keyNode), keyNode, value) {
                let key = document.string(keyNode)
                let notes = knownKeysNote ?? ["known keys: \(known.joined(separator: ", "))"]
                knownKeysNote = notes
                report(
                    .unknownKey,
                    "unknown key '\(key.clipped(to: 60))' in \(context())\(Suggest.hint(for: key, in: known))",
                    at: keyNode, notes: notes
                )
            }
        }
    }

    func expectMapping(_ node: NodeID, _ what: @autoclosure () -> String) -> Bool {
        guard document.kind(node) == .mapping else {
            report(.typeMismatch, "\(what()) must be a mapping, found \(describe(node))", at: node)
            return false
        }
        return true
    }

    /// A list; null stands for an empty one.
    func list(_ node: NodeID, _ what: @autoclosure () -> String) -> ArraySlice<NodeID> {
        switch document.kind(node) {
        case .sequence: return document.items(node)
        case .scalar where document.isNull(node): return []
        default:
            report(.typeMismatch, "\(what()) must be a list, found \(describe(node))", at: node)
            return []
        }
    }

    /// A non-empty scalar string (any style).
    func string(_ node: NodeID, _ what: @autoclosure () -> String) -> String? {
        guard document.kind(node) == .scalar, !document.isNull(node) else {
            report(.typeMismatch, "\(what()) must be a string, found \(describe(node))", at: node)
            return nil
        }
        return document.string(node)
    }

    /// A gate name (`string`); equal names share one String's storage.
    func gateName(_ node: NodeID, _ what: @autoclosure () -> String) -> String? {
        string(node, what()).map { gateNames.insert($0).memberAfterInsert }
    }

    func int(_ node: NodeID, _ what: @autoclosure () -> String, minimum: Int = 0, maximum: Int = .max) -> Int? {
        guard document.kind(node) == .scalar, document.style(node).isPlain,
              let value = Int(document.string(node)) else {
            report(.typeMismatch, "\(what()) must be a whole number, found \(describe(node))", at: node)
            return nil
        }
        guard value >= minimum else {
            report(.invalidValue, "\(what()) must be at least \(minimum), found \(value)", at: node)
            return nil
        }
        guard value <= maximum else {
            report(.invalidValue, "\(what()) must be at most \(maximum), found \(value)", at: node)
            return nil
        }
        return value
    }

    /// Only plain `true` and `false`: YAML 1.1's yes/no/on/off read as the words they are.
    func bool(_ node: NodeID, _ what: @autoclosure () -> String) -> Bool? {
        if document.kind(node) == .scalar, document.style(node).isPlain {
            switch document.string(node) {
            case "true": return true
            case "false": return false
            default: break
            }
        }
        report(.typeMismatch, "\(what()) must be true or false, found \(describe(node))", at: node)
        return nil
    }

    func version(_ node: NodeID, _ what: @autoclosure () -> String) -> OSVersion? {
        guard let text = string(node, what()) else { return nil }
        guard let version = OSVersion(text) else {
            report(.invalidVersion, "\(what()) '\(text.clipped(to: 60))' is not a version such as 15, 15.0 or 16.4", at: node)
            return nil
        }
        return version
    }

    func enumeration<E: RawRepresentable & CaseIterable>(_ node: NodeID, _ what: @autoclosure () -> String, as: E.Type) -> E?
    where E.RawValue == String {
        guard let text = string(node, what()) else { return nil }
        if let value = E(rawValue: text) { return value }
        let allowed = E.allCases.map(\.rawValue)
        report(
            .invalidValue,
            "\(what()) '\(text.clipped(to: 60))' is not one of \(allowed.joined(separator: ", "))\(Suggest.hint(for: text, in: allowed))",
            at: node
        )
        return nil
    }

    func missing(_ key: String, in node: NodeID, _ context: String) {
        report(.missingKey, "\(context) is missing the required key '\(key)'", at: node)
    }
}
