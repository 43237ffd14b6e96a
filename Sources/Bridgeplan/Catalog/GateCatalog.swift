import YAMLFront

/// What a team can use instead of a gated API below its version, and from which version
/// that alternative itself works.
public struct Fallback: Sendable, Hashable {
    public var text: String
    public var minimum: OSVersion
    /// The catalog gate the fallback is, when it is one (e.g. `presentation-mode`).
    public var gate: String?
    /// The shim the plan adds when the fallback is used (see `Shim`).
    public var shim: String?
    public var source: String
    public var confidence: String
}

/// One SwiftUI or UIKit-interop API and the iOS versions that gate it.
public struct Gate: Sendable, Hashable {
    public var id: String
    public var api: String
    public var kind: String
    public var tier: String
    public var introduced: OSVersion
    /// A hard deprecation: the compiler warns at targets at or above it.
    public var deprecated: OSVersion?
    public var softDeprecated: Bool
    public var deprecationNote: String?
    public var replacement: String?
    public var fallback: Fallback?
    public var source: String
    public var alsoSee: [String]
    public var confidence: String
    public var notes: String?
    /// Where the entry was read from (the built-in catalog or a `--gates` file).
    public var origin: String

    /// The lowest version at which the gate is met one way or the other.
    public var metFrom: OSVersion {
        guard let fallback else { return introduced }
        return min(introduced, fallback.minimum)
    }

    public func status(at target: OSVersion) -> GateStatus {
        if introduced <= target { return .native }
        if let fallback, fallback.minimum <= target { return .fallback }
        return .unmet
    }
}

public enum GateStatus: String, Sendable, Hashable {
    /// The API itself is available.
    case native
    /// Only the fallback is available: the plan adds its shim.
    case fallback
    /// Neither is available.
    case unmet
}

/// The feature-gate catalog: built in (Config/gates.yaml, compiled into the binary) plus
/// any `--gates` files, later entries replacing earlier ones with the same id.
public struct GateCatalog: Sendable {
    public private(set) var gates: [String: Gate] = [:]
    /// Ids in the order they were first defined.
    public private(set) var order: [String] = []

    public init(_ gates: [Gate] = []) {
        for gate in gates { add(gate) }
    }

    /// What planning asks of a gate, without copying the whole entry (its strings cost a
    /// retain each, and a large plan asks hundreds of thousands of times).
    public struct Requirement: Sendable, Hashable {
        public var introduced: OSVersion
        public var fallbackMinimum: OSVersion?
        public var shim: String?

        public var metFrom: OSVersion { fallbackMinimum.map { min($0, introduced) } ?? introduced }

        public func status(at target: OSVersion) -> GateStatus {
            if introduced <= target { return .native }
            if let minimum = fallbackMinimum, minimum <= target { return .fallback }
            return .unmet
        }
    }

    private var requirements: [String: Requirement] = [:]

    public func requirement(_ id: String) -> Requirement? { requirements[id] }

    public mutating func add(_ gate: Gate) {
        if gates[gate.id] == nil { order.append(gate.id) }
        gates[gate.id] = gate
        requirements[gate.id] = Requirement(introduced: gate.introduced, fallbackMinimum: gate.fallback?.minimum, shim: gate.fallback?.shim)
    }

    public mutating func merge(_ other: GateCatalog) {
        for id in other.order { add(other.gates[id]!) }
        unusable.formUnion(other.unusable)
    }

    public subscript(id: String) -> Gate? { gates[id] }

    /// Without copying the gate out.
    public func contains(_ id: String) -> Bool { gates.index(forKey: id) != nil }
    /// Ids of gate entries a `--gates` file defines with mistakes (reported there): known by
    /// name, so an inventory's `needs` is not told again that they do not exist.
    public internal(set) var unusable: Set<String> = []

    public var all: [Gate] { order.map { gates[$0]! } }

    /// The catalog shipped with Bridgeplan. Its YAML is compiled in, so it cannot fail to
    /// load at run time; a test keeps it free of diagnostics.
    public static let builtIn: GateCatalog = {
        let source = SourceFile(path: "Config/gates.yaml", bytes: PackageResources.gates_yaml)
        return (try? GateCatalogDecoder.decode(source).catalog) ?? GateCatalog()
    }()
}

/// Reads a catalog file: `version: 1`, `gates: [ … ]`, each entry as in Config/gates.yaml.
public enum GateCatalogDecoder {
    static let topKeys = ["version", "gates"]
    static let gateKeys = [
        "id", "api", "kind", "tier", "introduced", "deprecated", "soft_deprecated", "deprecation_note",
        "replacement", "fallback", "source", "also_see", "confidence", "evidence", "notes",
    ]
    static let fallbackKeys = ["text", "minimum", "gate", "shim", "source", "confidence"]

    /// Throws only when the file is not YAML at all; schema problems come back as diagnostics.
    public static func decode(_ file: SourceFile, limits: YAMLLimits = .default) throws(LoadFailure) -> (catalog: GateCatalog, diagnostics: [Diagnostic]) {
        let parsed = try YAMLLoader.parse(file, limits: limits)
        let reader = NodeReader(document: parsed.document, file: file.path)
        for warning in parsed.warnings { reader.report(.duplicateKey, warning.message, at: warning.node) }
        var catalog = GateCatalog()
        guard let root = parsed.document.root, reader.expectMapping(root, "a gate catalog") else {
            if parsed.document.root == nil {
                return (catalog, [Diagnostic(rule: .emptyDocument, message: "the gate catalog is empty", location: SourceLocation(file: file.path, line: 1, column: 1))])
            }
            return (catalog, reader.diagnostics)
        }
        var seen: [String: NodeID] = [:]
        reader.forEachPair(root, in: "the gate catalog", known: topKeys) { key, _, value in
            switch key {
            case "version":
                if let v = reader.int(value, "'version'"), v != 1 {
                    reader.report(.unsupportedSchemaVersion, "gate catalog version \(v) is not supported; this Bridgeplan reads version 1", at: value)
                }
            case "gates":
                for item in reader.list(value, "'gates'") {
                    guard let gate = decodeGate(item, reader: reader, origin: file.path) else {
                        // Reported where it is wrong; an inventory naming it is not told again
                        // that the gate does not exist.
                        if let id = idOf(item, reader) { catalog.unusable.insert(id) }
                        continue
                    }
                    if let first = seen[gate.id] {
                        reader.report(.duplicateID, "gate '\(gate.id)' is defined twice in this file (first at line \(parsed.document.start(first).line))", at: item, subject: gate.id)
                        continue
                    }
                    seen[gate.id] = item
                    catalog.add(gate)
                }
            default: return false
            }
            return true
        }
        return (catalog, reader.diagnostics)
    }

    /// The `id` a gate entry names, read quietly.
    private static func idOf(_ node: NodeID, _ reader: NodeReader) -> String? {
        let document = reader.document
        guard document.kind(node) == .mapping else { return nil }
        for (key, value) in document.pairs(node) where document.scalar(key, equals: "id") && document.kind(value) == .scalar {
            return document.string(value)
        }
        return nil
    }

    private static func decodeGate(_ node: NodeID, reader: NodeReader, origin: String) -> Gate? {
        guard reader.expectMapping(node, "a gate") else { return nil }
        var id: String?, api: String?, introduced: OSVersion?, source: String?
        var gate = Gate(
            id: "", api: "", kind: "api", tier: "extended", introduced: OSVersion(13), deprecated: nil,
            softDeprecated: false, deprecationNote: nil, replacement: nil, fallback: nil, source: "",
            alsoSee: [], confidence: "verified", notes: nil, origin: origin
        )
        var present = Set<String>()
        reader.forEachPair(node, in: "a gate", known: gateKeys) { key, _, value in
            present.insert(key.text)
            switch key {
            case "id": id = reader.string(value, "'id'")
            case "api": api = reader.string(value, "'api'")
            case "kind": gate.kind = reader.string(value, "'kind'") ?? gate.kind
            case "tier": gate.tier = reader.string(value, "'tier'") ?? gate.tier
            case "introduced": introduced = reader.version(value, "'introduced'")
            case "deprecated": gate.deprecated = reader.version(value, "'deprecated'")
            case "soft_deprecated": gate.softDeprecated = reader.bool(value, "'soft_deprecated'") ?? false
            case "deprecation_note": gate.deprecationNote = reader.string(value, "'deprecation_note'")
            case "replacement": gate.replacement = reader.string(value, "'replacement'")
            case "fallback": gate.fallback = decodeFallback(value, reader: reader)
            case "source": source = reader.string(value, "'source'")
            case "also_see": gate.alsoSee = reader.list(value, "'also_see'").compactMap { reader.string($0, "an 'also_see' item") }
            case "confidence": gate.confidence = reader.string(value, "'confidence'") ?? gate.confidence
            case "evidence": _ = reader.string(value, "'evidence'")
            case "notes": gate.notes = reader.string(value, "'notes'")
            default: return false
            }
            return true
        }
        // Present but invalid values were reported where they stand.
        for key in ["id", "api", "introduced", "source"] where !present.contains(key) {
            reader.missing(key, in: node, "a gate")
        }
        guard let id, let api, let introduced, let source else { return nil }
        gate.id = id
        gate.api = api
        gate.introduced = introduced
        gate.source = source
        return gate
    }

    private static func decodeFallback(_ node: NodeID, reader: NodeReader) -> Fallback? {
        guard reader.expectMapping(node, "a fallback") else { return nil }
        var text: String?, minimum: OSVersion?, source: String?
        var fallback = Fallback(text: "", minimum: OSVersion(13), gate: nil, shim: nil, source: "", confidence: "verified")
        var present = Set<String>()
        reader.forEachPair(node, in: "a fallback", known: fallbackKeys) { key, _, value in
            present.insert(key.text)
            switch key {
            case "text": text = reader.string(value, "'text'")
            case "minimum": minimum = reader.version(value, "'minimum'")
            case "gate": fallback.gate = reader.string(value, "'gate'")
            case "shim": fallback.shim = reader.string(value, "'shim'")
            case "source": source = reader.string(value, "'source'")
            case "confidence": fallback.confidence = reader.string(value, "'confidence'") ?? fallback.confidence
            default: return false
            }
            return true
        }
        for key in ["text", "minimum", "source"] where !present.contains(key) {
            reader.missing(key, in: node, "a fallback")
        }
        guard let text, let minimum, let source else { return nil }
        fallback.text = text
        fallback.minimum = minimum
        fallback.source = source
        return fallback
    }
}
