#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import YAMLFront

/// `.bridgeplan.yml`: what a team would otherwise repeat on every command. Found beside the
/// inventory (or named with `--config`); flags given on the command line win over it. Paths in
/// it are relative to its own folder. Read with the inventory's reader, so every mistake is a
/// located diagnostic.
///
/// ```yaml
/// gates: [design-system-gates.yaml]     # gate files, before any --gates
/// baseline: .bridgeplan-baseline.json   # validate's --baseline when none is given
/// disabled_rules: [navigation-view-below-16]
/// severity: { unreachable-screen: error }
/// scan: { exclude: ["Generated/*"], deployment_target: "15.0" }
/// policy: { max_effort_per_stage: 30, stacks_below_16: wait }   # an inventory's own keys win
/// ```
public struct ProjectConfig: Sendable {
    public static let fileName = ".bridgeplan.yml"
    static let keys = ["gates", "baseline", "disabled_rules", "severity", "scan", "policy"]
    static let scanKeys = ["exclude", "deployment_target"]

    /// The file it was read from.
    public var path: String
    public var gateFiles: [String] = []
    public var baseline: String?
    /// Where `baseline:` is written, for a baseline that cannot be read.
    public var baselineLocation: SourceLocation?
    /// Lint rules whose findings are dropped.
    public var disabledRules: Set<RuleID> = []
    /// Lint rules reported at another severity.
    public var severities: [RuleID: Severity] = [:]
    public var scanExcludes: [String] = []
    public var scanDeploymentTarget: String?
    /// The policy every inventory starts from; its own `policy:` keys override these.
    public var policy = Policy()

    /// The config for a run: `explicit` (`--config`) when given, else `.bridgeplan.yml` in the
    /// folder of `beside` (the first inventory, or the scanned folder) when there is one.
    /// Problems reading it come back as diagnostics, with what it says right still applied (a
    /// mistake in one key must not turn into errors about the gate files another key names).
    public static func resolve(explicit: String?, beside: String?, isFolder: Bool = false, limits: InputLimits = .default) -> (ProjectConfig?, [Diagnostic]) {
        let path: String
        if let explicit {
            path = explicit
        } else if let beside {
            let folder = isFolder ? beside : BaselinePath.folder(of: beside)
            path = (folder == "." ? "" : folder + "/") + fileName
            guard PathKind(path) != .missing else { return (nil, []) }
            // Found, not named: a pull request may have made it a link to anything.
            if let outside = Confinement(configFolder: folder).outside(path) {
                return (nil, [Diagnostic(
                    rule: .invalidValue,
                    message: "\(fileName) leads to \(outside.target), outside the repository (\(outside.root)); a config found beside an inventory is read only from inside its repository (name another with --config)",
                    location: .wholeFile(path))])
            }
        } else {
            return (nil, [])
        }
        do {
            let file = try YAMLLoader.read(path, maxBytes: limits.maxFileBytes)
            let (config, problems) = try read(file, limits: limits.yaml)
            return (config, problems)
        } catch {
            return (nil, error.diagnostics)
        }
    }

    static func read(_ file: SourceFile, limits: YAMLLimits) throws(LoadFailure) -> (ProjectConfig, [Diagnostic]) {
        let parsed = try YAMLLoader.parse(file, limits: limits)
        let reader = NodeReader(document: parsed.document, file: file.path)
        for warning in parsed.warnings { reader.report(.duplicateKey, warning.message, at: warning.node) }
        var config = ProjectConfig(path: file.path)
        let folder = BaselinePath.folder(of: file.path)
        let confinement = Confinement(configFolder: folder)
        func resolved(_ path: String) -> String { path.hasPrefix("/") || folder == "." ? path : folder + "/" + path }
        /// A path the config names, when it stays inside the config's repository: a pull
        /// request can change the config, and must not make CI read and print other files.
        func confined(_ node: NodeID, _ path: String, _ what: String) -> String? {
            let path = resolved(path)
            guard let outside = confinement.outside(path) else { return path }
            reader.report(.invalidValue, "\(what) '\(path.clipped(to: 80))' leads to \(outside.target.clipped(to: 80)), outside the repository (\(outside.root)); a config names only files inside its repository (pass others on the command line)", at: node)
            return nil
        }
        guard let root = parsed.document.root else { return (config, reader.diagnostics) }
        guard reader.expectMapping(root, "a \(fileName) file") else { return (config, reader.diagnostics) }
        reader.forEachPair(root, in: fileName, known: keys) { key, _, value in
            switch key {
            case "gates":
                config.gateFiles = reader.list(value, "'gates'").compactMap { node in
                    reader.string(node, "a gate file").flatMap { confined(node, $0, "gate file") }
                }
            case "baseline":
                config.baseline = reader.string(value, "'baseline'").flatMap { confined(value, $0, "baseline") }
                config.baselineLocation = reader.location(value)
            case "disabled_rules":
                for item in reader.list(value, "'disabled_rules'") {
                    if let rule = lintRule(item, reader) { config.disabledRules.insert(rule) }
                }
            case "severity":
                guard reader.expectMapping(value, "'severity'") else { break }
                for (ruleNode, levelNode) in reader.document.pairs(value) {
                    guard let rule = lintRule(ruleNode, reader),
                          let level = reader.enumeration(levelNode, "the severity of \(rule)", as: Severity.self) else { continue }
                    config.severities[rule] = level
                }
            case "policy": config.policy = InventoryDecoder.decodePolicy(value, reader: reader)
            case "scan":
                guard reader.expectMapping(value, "'scan'") else { break }
                reader.forEachPair(value, in: "'scan'", known: scanKeys) { key, _, value in
                    switch key {
                    case "exclude": config.scanExcludes = reader.list(value, "'exclude'").compactMap { reader.string($0, "an exclude pattern") }
                    case "deployment_target": config.scanDeploymentTarget = reader.version(value, "'deployment_target'")?.description
                    default: return false
                    }
                    return true
                }
            default: return false
            }
            return true
        }
        return (config, reader.diagnostics)
    }

    /// A rule id that names a lint rule (only findings about the app can be tuned).
    private static func lintRule(_ node: NodeID, _ reader: NodeReader) -> RuleID? {
        guard let text = reader.string(node, "a rule id") else { return nil }
        guard let rule = RuleID(rawValue: text), rule.isLint else {
            let lint = RuleID.allCases.filter(\.isLint).map(\.rawValue)
            reader.report(.invalidValue, "'\(text.clipped(to: 60))' is not a lint rule\(Suggest.hint(for: text, in: lint))", at: node)
            return nil
        }
        return rule
    }
}

/// The repository a config belongs to: the nearest folder at or above the config's that holds
/// `.git` (a folder, or a file in a worktree), else the config's own folder. Paths are compared
/// after resolving every link, so neither `..` nor a link leads out.
struct Confinement {
    let root: String

    init(configFolder: String) {
        let start = RelativePath.realPath(configFolder) ?? BaselinePath.absolute(configFolder)
        var folder = start
        while true {
            if PathKind(folder + "/.git") != .missing {
                root = folder
                return
            }
            guard let slash = folder.lastIndex(of: "/"), folder != "/" else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        root = start
    }

    /// Where `path` really leads and the root, when that is outside the root; nil inside, or
    /// when the path leads nowhere yet (reading it then fails on its own).
    func outside(_ path: String) -> (target: String, root: String)? {
        guard let target = RelativePath.realPath(path) else { return nil }
        if target == root || target.hasPrefix(root == "/" ? "/" : root + "/") { return nil }
        return (target, root)
    }
}
