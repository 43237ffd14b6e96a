import YAMLFront

/// The one way through: file → YAML tree → inventory → validation → analysis (+ lint) →
/// plan. Each step returns data; the CLI only picks what to print.
public enum Pipeline {
    public struct Options: Sendable {
        public var limits: InputLimits = .default
        public var catalog: GateCatalog = .builtIn
        /// From `.bridgeplan.yml`: lint rules dropped, and lint rules reported at another severity.
        public var disabledRules: Set<RuleID> = []
        public var severities: [RuleID: Severity] = [:]
        /// From `.bridgeplan.yml`: the policy an inventory's own `policy:` keys override.
        public var policy = Policy()
        public init() {}
    }

    /// The result of reading and checking one inventory.
    public struct Checked: Sendable {
        public var file: String
        /// Every diagnostic: parse, schema, validation and lint, sorted by location.
        public var diagnostics: [Diagnostic]
        /// Present when the inventory has no schema errors.
        public var analysis: Analysis?
        /// True when the input could not be read or parsed at all (exit code 2).
        public var isFatal: Bool
        /// The file's bytes, when it could be read (for excerpts under diagnostics).
        public var source: SourceFile?
        /// Findings the inventory ignores, set aside from `diagnostics` and the analysis.
        public var ignored: [Diagnostic] = []
    }

    /// Reads, decodes, validates and lints one file.
    public static func check(path: String, options: Options = Options()) -> Checked {
        do {
            let file = try YAMLLoader.read(path, maxBytes: options.limits.maxFileBytes)
            return check(file, options: options)
        } catch {
            return Checked(file: path, diagnostics: error.diagnostics, analysis: nil, isFatal: true, source: nil)
        }
    }

    public static func check(_ file: SourceFile, options: Options = Options()) -> Checked {
        var diagnostics: [Diagnostic]
        let inventory: Inventory
        switch decode(file, limits: options.limits, policy: options.policy) {
        case .unreadable(let fatal):
            return Checked(file: file.path, diagnostics: fatal, analysis: nil, isFatal: true, source: file)
        case .notAnInventory(let problems):
            return Checked(file: file.path, diagnostics: problems.sortedByLocation(), analysis: nil, isFatal: false, source: file)
        case .inventory(let decoded, let problems):
            inventory = decoded
            diagnostics = problems
        }
        if let unresolved = unresolvedNavigation(inventory) { diagnostics.append(unresolved) }
        let graph = AppGraph(inventory)
        let validator = InventoryValidator(inventory: inventory, graph: graph, catalog: options.catalog)
        // Both only read the graph, so the analysis runs beside the validator instead of
        // after it (unless decoding already found errors), and is dropped if validation
        // finds any. It is total on inventories that fail validation (every walk keeps a
        // visited set); the invalid fixtures, hostile tests and fuzz harness run it on them.
        let decodingFailed = diagnostics.hasErrors, catalog = options.catalog
        let (problems, speculative) = Parallel.both({ validator.run() }, { () -> (Analysis, [Diagnostic])? in
            guard !decodingFailed else { return nil }
            let analysis = Analysis(graph: graph, catalog: catalog)
            var linter = Linter(analysis: analysis)
            return (analysis, linter.run())
        })
        diagnostics += problems
        guard !diagnostics.hasErrors, let (analysis, linted) = speculative else {
            // An unknown gate changes no structure: the lint findings stand, so fixing the typo
            // does not reveal a second round of errors. There is still no plan.
            if var findings = speculative?.1, diagnostics.allSatisfy({ $0.severity != .error || $0.rule == .unknownGate }) {
                findings = tuned(findings, options)
                _ = setAside(&findings, inventory, disabled: options.disabledRules, unused: &diagnostics)
                diagnostics += findings
            }
            return Checked(file: file.path, diagnostics: diagnostics.sortedByLocation(), analysis: nil, isFatal: false, source: file)
        }
        var findings = tuned(linted, options)
        let ignored = setAside(&findings, inventory, disabled: options.disabledRules, unused: &diagnostics)
        diagnostics += findings
        var checked = Checked(file: file.path, diagnostics: diagnostics.sortedByLocation(), analysis: analysis, isFatal: false, source: file)
        checked.ignored = ignored
        return checked
    }

    /// Findings with the config's disabled rules dropped and its severities applied.
    private static func tuned(_ findings: [Diagnostic], _ options: Options) -> [Diagnostic] {
        guard !options.disabledRules.isEmpty || !options.severities.isEmpty else { return findings }
        return findings.compactMap { d in
            guard !options.disabledRules.contains(d.rule) else { return nil }
            var d = d
            if let severity = options.severities[d.rule] { d.severity = severity }
            return d
        }
    }

    /// Moves the findings the inventory ignores (`ignore:` on their subject) out of the
    /// analysis, so neither the report, the baseline nor the plan's checklists carry them, and
    /// reports an `ignore` that matches nothing: accepted findings must not outlive their fix.
    /// An ignore of a rule the project config disables finds nothing by design: not reported.
    private static func setAside(_ findings: inout [Diagnostic], _ inventory: Inventory, disabled: Set<RuleID>, unused: inout [Diagnostic]) -> [Diagnostic] {
        let ignores = inventory.ignores
        guard !ignores.isEmpty else { return [] }
        var wanted: [String: Int] = [:]
        for (i, ignore) in ignores.enumerated() { wanted["\(ignore.rule)\u{1F}\(ignore.subject)"] = i }
        var used = [Bool](repeating: false, count: ignores.count)
        var kept: [Diagnostic] = [], ignored: [Diagnostic] = []
        for d in findings {
            if let subject = d.subject, let i = wanted["\(d.rule)\u{1F}\(subject)"] {
                used[i] = true
                ignored.append(d)
            } else {
                kept.append(d)
            }
        }
        findings = kept
        for (i, ignore) in ignores.enumerated() where !used[i] && !disabled.contains(ignore.rule) {
            unused.append(Diagnostic(
                rule: .unusedIgnore, message: "'\(ignore.subject)' ignores \(ignore.rule), which finds nothing about it: remove the item so a new finding of the rule is not hidden",
                location: inventory.location(ignore.node), subject: ignore.subject))
        }
        return ignored
    }

    private enum Decoded {
        /// Not YAML at all (exit 2).
        case unreadable([Diagnostic])
        /// YAML, but not enough of an inventory to go on.
        case notAnInventory([Diagnostic])
        case inventory(Inventory, [Diagnostic])
    }

    /// YAML → tree → inventory. The tree lives only in here: the inventory keeps spans, not
    /// nodes, so the tree (about four times the file's size) is freed before analysis.
    private static func decode(_ file: SourceFile, limits: InputLimits, policy: Policy) -> Decoded {
        let parsed: YAMLParseResult
        do {
            parsed = try YAMLLoader.parse(file, limits: limits.yaml)
        } catch {
            return .unreadable(error.diagnostics)
        }
        let reader = NodeReader(document: parsed.document, file: file.path)
        for warning in parsed.warnings {
            let first = parsed.document.start(warning.original)
            reader.report(.duplicateKey, "duplicate key '\(parsed.document.string(warning.node))'; the first is at line \(first.line), column \(first.column)", at: warning.node)
        }
        guard parsed.document.root != nil else {
            let empty = Diagnostic(
                rule: .emptyDocument,
                message: "the file holds no YAML document; an inventory starts with 'version: 1' and 'app:' (try `bridgeplan init`)",
                location: SourceLocation(file: file.path, line: 1, column: 1)
            )
            return .notAnInventory([empty])
        }
        var decoder = InventoryDecoder(reader: reader)
        decoder.basePolicy = policy
        guard let inventory = decoder.decode(file: file) else { return .notAnInventory(reader.diagnostics) }
        return .inventory(inventory, reader.diagnostics)
    }
}
