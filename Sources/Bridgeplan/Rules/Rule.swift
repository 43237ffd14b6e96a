import YAMLFront

/// Where a rule belongs: the README and docs/rules.md group rules by it.
public enum RuleCategory: String, Sendable, CaseIterable {
    case input, schema, structure, ratchet
    case containment, navigation, coordinators, gates, reachability
    case scan

    public var title: String {
        switch self {
        case .input: "Input that cannot be read"
        case .schema: "Schema"
        case .structure: "Structure"
        case .ratchet: "Baseline ratchet"
        case .containment: "Containment"
        case .navigation: "Navigation"
        case .coordinators: "Coordinators"
        case .gates: "Feature gates"
        case .reachability: "Reachability"
        case .scan: "Swift sources (scan)"
        }
    }

    /// Findings about the app (from a valid inventory), as opposed to the file itself.
    public var isLint: Bool {
        switch self {
        case .containment, .navigation, .coordinators, .gates, .reachability: true
        case .input, .schema, .structure, .ratchet, .scan: false
        }
    }
}

/// A page a user can open to check a rule's claim: Apple's documentation, a WWDC session or
/// a public report.
public struct RuleSource: Sendable, Hashable {
    public var title: String
    public var url: String

    public init(_ title: String, _ url: String) {
        self.title = title
        self.url = url
    }
}

/// Everything a user learns about a rule, in one place: the registry turns these into the
/// SARIF rule table, the README's rule tables and docs/rules.md.
///
/// Examples are inventories (lint rules) or Swift files (scan rules). In a triggering
/// example each `↓` marks where a finding starts; the tests remove the markers, run the
/// example and expect findings of this rule at exactly those places, and none in a
/// non-triggering example.
public struct RuleDescription: Sendable {
    public var id: RuleID
    public var severity: Severity
    public var category: RuleCategory
    /// One line, for tables.
    public var summary: String
    /// Why it matters: what goes wrong, for whom, when.
    public var rationale: String = ""
    public var sources: [RuleSource] = []
    /// What to do about a finding.
    public var fix: String = ""
    public var triggering: [String] = []
    public var nonTriggering: [String] = []

    public init(
        _ id: RuleID, _ severity: Severity, _ category: RuleCategory, summary: String, rationale: String = "",
        sources: [RuleSource] = [], fix: String = "", triggering: [String] = [], nonTriggering: [String] = []
    ) {
        self.id = id
        self.severity = severity
        self.category = category
        self.summary = summary
        self.rationale = rationale
        self.sources = sources
        self.fix = fix
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// What a lint rule looks at. The linter walks the graph once and calls each rule only for
/// the hooks it declares.
struct LintHooks: OptionSet, Sendable {
    let rawValue: UInt8
    static let embed = LintHooks(rawValue: 1 << 0)
    static let navigationEdge = LintHooks(rawValue: 1 << 1)
    static let screen = LintHooks(rawValue: 1 << 2)
    static let unit = LintHooks(rawValue: 1 << 3)
    static let coordinator = LintHooks(rawValue: 1 << 4)
    static let app = LintHooks(rawValue: 1 << 5)
}

/// A lint rule over a valid inventory: one type per rule, in one file with its description.
/// Hooks not in `hooks` are never called; their defaults do nothing.
protocol LintRule: DescribedRule {
    static var hooks: LintHooks { get }
    /// An embed edge (a child view controller).
    static func check(_ edge: Edge, embed: Embed, in context: inout LintContext)
    /// A push or a container's root edge.
    static func check(navigation edge: Edge, in context: inout LintContext)
    /// A screen, by its index in the inventory.
    static func check(screen s: Int, in context: inout LintContext)
    /// A migration unit, by its index in the analysis.
    static func check(unit u: Int, in context: inout LintContext)
    static func check(coordinator: Coordinator, in context: inout LintContext)
    /// The app as a whole, once.
    static func checkApp(in context: inout LintContext)
}

extension LintRule {
    static func check(_ edge: Edge, embed: Embed, in context: inout LintContext) {}
    static func check(navigation edge: Edge, in context: inout LintContext) {}
    static func check(screen s: Int, in context: inout LintContext) {}
    static func check(unit u: Int, in context: inout LintContext) {}
    static func check(coordinator: Coordinator, in context: inout LintContext) {}
    static func checkApp(in context: inout LintContext) {}

    /// Reports a finding of this rule about something that is no element of the graph (a
    /// coordinator).
    static func report(_ message: String, at node: Span, subject: String, severity: Severity? = nil, in context: inout LintContext) {
        context.findings.append(Diagnostic(
            rule: description.id, severity: severity ?? description.severity, message: message,
            location: context.inventory.location(node), subject: subject))
    }

    /// Reports a finding of this rule about a screen or container, by its number in the graph:
    /// the id is looked up here, once.
    static func report(_ message: String, at node: Span, element: Int, severity: Severity? = nil, in context: inout LintContext) {
        var finding = Diagnostic(
            rule: description.id, severity: severity ?? description.severity, message: message,
            location: context.inventory.location(node), subject: context.graph.ids[element])
        finding.element = element
        context.findings.append(finding)
    }
}

/// What every lint rule reads, and the findings so far.
struct LintContext {
    let analysis: Analysis
    // Stored, not computed from `analysis`: a computed one copied (retained) the whole
    // graph or inventory on every use.
    let graph: AppGraph
    let inventory: Inventory
    var findings: [Diagnostic] = []

    init(analysis: Analysis) {
        self.analysis = analysis
        graph = analysis.graph
        inventory = analysis.inventory
    }

    /// The target the element's unit ships on, else the deployment target. Found by index,
    /// not by `Analysis.unit(containing:)`, which hashes the id and copies the unit.
    func shipTarget(of i: Int) -> OSVersion {
        analysis.unitOf[i].flatMap { analysis.units[$0].shipTarget } ?? analysis.deploymentTarget
    }

    /// Whether an element is SwiftUI now or will become SwiftUI in the plan.
    func becomesSwiftUI(_ i: Int) -> Bool {
        if graph.framework(i) == .swiftui { return true }
        guard let u = analysis.unitOf[i] else { return false }
        return analysis.units[u].strategy != .keep
    }

    /// Whether the plan hosts the element in a hosting controller of its own: a modal or an
    /// embedded unit's screen. A screen moved in a per-navigation unit becomes a view in its
    /// stack's NavigationStack, and a full rewrite leaves no storyboard to create it.
    func becomesHostingController(_ i: Int) -> Bool {
        guard let u = analysis.unitOf[i] else { return graph.framework(i) == .swiftui }
        switch analysis.units[u].strategy {
        case .modal, .embedded: return true
        // A container's child with no stack of its own is a per-navigation unit of one screen.
        case .perNavigation: return analysis.units[u].members == [i]
        case .done: return graph.framework(i) == .swiftui
        case .fullRewrite, .keep: return false
        }
    }
}
