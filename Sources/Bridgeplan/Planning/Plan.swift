/// One line of a stage's checklist, as data: what to do, for which unit, because of which
/// rule; `text` is the line as the Markdown plan prints it.
public struct ChecklistItem: Sendable, Hashable {
    public enum Action: String, Sendable, CaseIterable {
        /// Fix a finding before anything moves (stage 0).
        case fix
        /// Decide on screens nothing reaches: add their edges or delete them.
        case decideUnreachable = "decide-unreachable"
        /// Read a navigation call the scan could not resolve, and add the edge it makes.
        case reviewUnresolved = "review-unresolved"
        case addShim = "add-shim"
        /// Move the unit's screens to SwiftUI the way its strategy says.
        case migrate
        /// Rewrite one screen of a stack or a rewrite, with its effort.
        case migrateScreen = "migrate-screen"
        /// A SwiftUI parent keeps a UIKit child in a representable until the child's unit.
        case keepInRepresentable = "keep-in-representable"
        /// The unit replaces the representable its SwiftUI parent kept it in.
        case replaceRepresentable = "replace-representable"
        /// A known hazard of the boundary the unit creates.
        case hazard
        /// A lint finding about one of the unit's screens.
        case finding
        /// An API above the target, used through its fallback until a raise.
        case useFallback = "use-fallback"
        case raiseTarget = "raise-target"
        case roadmap
        /// An API native from a raise: its fallback goes.
        case retireFallback = "retire-fallback"
        case rewriteLinks = "rewrite-links"
        case splitUnit = "split-unit"
    }

    public var action: Action
    public var unit: String?
    public var rule: RuleID?
    public var text: String
    /// Something to know rather than do (an info finding): a note, not a checkbox.
    public var isNote = false
    /// What the line asks for, as the verifier checks it.
    var steps: [Step] = []

    public init(_ action: Action, unit: String? = nil, rule: RuleID? = nil, _ text: String) {
        self.action = action
        self.unit = unit
        self.rule = rule
        self.text = text
    }

    init(_ action: Action, unit: String?, steps: [Step], _ text: String) {
        self.init(action, unit: unit, text)
        self.steps = steps
    }
}

public enum StageKind: String, Sendable {
    case foundations, migrate
    case raiseTarget = "raise-target"
    case rewrite
}

public struct Stage: Sendable {
    public var index: Int
    public var kind: StageKind
    public var title: String
    /// The deployment target the stage ships on.
    public var target: OSVersion
    /// Indices into `Plan.units`.
    public var units: [Int]
    public var effort: Int
    public var shims: [String]
    /// Checklist lines fixed when the stage was planned (fixes, shims, a raise's steps);
    /// the whole checklist, with each unit's lines, is `Plan.checklist(_:)`.
    var plannedItems: [ChecklistItem]
    /// The app after the stage.
    public var swiftUIScreens: Int
    public var swiftUIShare: Double
    public var bridges: Int
}

/// A UIKit/SwiftUI boundary: an edge whose ends are, or will be during the plan, in
/// different frameworks, and the strategy that removes it.
public struct Boundary: Sendable {
    public var from: String
    public var to: String
    public var edge: EdgeKind
    /// The strategy of the unit whose migration removes it (`keep`: never removed).
    public var strategy: Strategy
    /// The unit whose migration removes it, if any.
    public var removedBy: String?
    /// Whether the two ends are in different frameworks today.
    public var liveNow: Bool
    /// The kind known to cause bugs, when it is one.
    public var hazard: String?
}

public struct Plan: Sendable {
    public let analysis: Analysis
    /// Every diagnostic of the inventory (schema warnings and lint findings), sorted.
    public let diagnostics: [Diagnostic]
    public var stages: [Stage]
    /// Stage index of each unit (nil: done, keep or blocked).
    public var unitStage: [Int?]
    /// The app at every stage, which the checklists are written from and verified against.
    public var model = StageModel(swiftUIAfter: [], targets: [])
    public var boundaries: [Boundary]
    public var reachableScreens: Int
    public var swiftUIScreensNow: Int
    public var bridgesNow: Int

    /// The analysis's units with the targets they actually ship on in this plan.
    public var units: [MigrationUnit]
    /// Lint findings by the element they are about (element number → indices into `diagnostics`).
    let findingsBySubject: [Int: [Int]]
    /// Coordinator indices by the element index they own.
    let coordinatorsByOwned: [Int: [Int]]
    /// Ids holding characters Markdown reads as syntax, longest first: the Markdown reports
    /// escape them wherever prose quotes them (see `PlanMarkdownReporter.prose`). Almost
    /// always empty.
    var markdownRiskyIDs: [String] = []
    public var inventory: Inventory { analysis.inventory }
    /// The inventory's path from the folder the Markdown report is read in, so findings link
    /// to their lines (`../app.yaml#L12`); nil writes locations as plain text.
    public var inventoryLink: String?
    /// Effort in the team's units, from `bridgeplan history` (`plan --calibration`).
    public var calibration: EffortCalibration?

    /// A stage's checklist: its planned lines, then for each unit the strategy's steps and
    /// what lint found about its screens. Unit lines are written when asked, not kept: a
    /// 100k-screen plan has 40k of them (10 MB of text), needed only while a report is written.
    public func checklistItems(_ stage: Stage) -> [ChecklistItem] {
        var items = stage.plannedItems
        let maxEffort = inventory.policy.maxEffortPerStage
        for u in stage.units {
            items += Checklist.items(for: units[u], stage: stage.index, model: model, analysis: analysis, findings: findingsBySubject, diagnostics: diagnostics, owners: coordinatorsByOwned)
            if units[u].effort > maxEffort {
                items.append(ChecklistItem(.splitUnit, unit: units[u].id, "Unit '\(units[u].id)' alone is \(units[u].effort) points, above max_effort_per_stage (\(maxEffort)): consider splitting the work behind a feature flag"))
            }
        }
        return items
    }

    /// The checklist as a team reads it: tasks, then notes; a hazard or fallback several units
    /// of the stage share is stated once, naming them ("A, B: …").
    public func readableChecklist(_ stage: Stage) -> [ChecklistItem] {
        var tasks: [ChecklistItem] = [], notes: [ChecklistItem] = []
        var shared: [String: (task: Int, subjects: [String])] = [:]  // by the text units share
        for item in checklistItems(stage) {
            if item.isNote {
                notes.append(item)
                continue
            }
            guard item.action == .hazard || item.action == .useFallback, let (subject, rest) = Self.split(item) else {
                tasks.append(item)
                continue
            }
            let key = item.action.rawValue + "\u{0}" + rest
            if var group = shared[key] {
                group.subjects.append(subject)
                tasks[group.task].text = group.subjects.joined(separator: ", ") + ": " + rest
                tasks[group.task].unit = nil
                tasks[group.task].steps += item.steps
                shared[key] = group
            } else {
                shared[key] = (tasks.count, [subject])
                tasks.append(item)
            }
        }
        return tasks + notes
    }

    /// The readable checklist's lines.
    public func checklist(_ stage: Stage) -> [String] { readableChecklist(stage).map(\.text) }

    /// "Unit, detail: the rest" → its subject and the rest, when the item is about its unit.
    private static func split(_ item: ChecklistItem) -> (subject: String, rest: String)? {
        guard let unit = item.unit, item.text.hasPrefix(unit), let colon = item.text.firstRange(of: ": ") else { return nil }
        return (String(item.text[..<colon.lowerBound]), String(item.text[colon.upperBound...]))
    }

    public var swiftUIShareNow: Double { share(swiftUIScreensNow) }
    public var swiftUIShareAtEnd: Double { stages.last?.swiftUIShare ?? swiftUIShareNow }
    public var totalEffort: Int { stages.map(\.effort).reduce(0, +) }
    /// Reachable screens without an `effort:`, each counted as 1 point.
    public var screensWithoutEffort: Int {
        let graph = analysis.graph
        return (graph.containerCount..<graph.count).reduce(0) { n, i in
            n + (analysis.reachable[i] && !inventory.screens[i - graph.containerCount].effortGiven ? 1 : 0)
        }
    }
    public var blockedUnits: [MigrationUnit] { units.filter(\.isBlocked) }

    /// Work the plan asks for that no `effort:` counts: coordinators whose stacks or screens
    /// move (each becomes navigation state or a router), and the root rewrite's deep links
    /// and state restoration.
    public var uncostedWork: [String] {
        let graph = analysis.graph
        var work: [String] = []
        let moving = inventory.coordinators.filter { c in
            guard let owned = c.owns.flatMap({ graph.index[$0.id] }), let u = analysis.unitOf[owned] else { return false }
            return unitStage[u] != nil && units[u].strategy != .keep
        }.map(\.id)
        if !moving.isEmpty {
            work.append("rewriting \(moving.count == 1 ? "coordinator" : "coordinators") \(moving.map { "'\($0)'" }.joined(separator: ", ")) as SwiftUI navigation state")
        }
        if let root = graph.root, let u = analysis.unitOf[root], unitStage[u] != nil {
            work.append("deep links and state restoration at the root rewrite")
        }
        return work
    }

    /// `points` in weeks at the team's pace (`policy.points_per_week`), to one decimal.
    public func weeks(_ points: Int) -> Double? {
        inventory.policy.pointsPerWeek.map { (Double(points) / Double($0) * 10).rounded() / 10 }
    }

    /// "about 4.3 weeks at 8 points a week", or nil without a pace.
    public func inWeeks(_ points: Int) -> String? {
        guard let weeks = weeks(points), let pace = inventory.policy.pointsPerWeek else { return nil }
        let shown = weeks == weeks.rounded() ? String(Int(weeks)) : String(weeks)
        return "about \(shown) week\(weeks == 1 ? "" : "s") at \(Plural.count(pace, "point")) a week"
    }

    func share(_ screens: Int) -> Double {
        reachableScreens == 0 ? 1 : Double(screens) / Double(reachableScreens)
    }
}
