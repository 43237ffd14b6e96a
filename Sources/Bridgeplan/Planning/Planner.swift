import YAMLFront

/// Analysis → staged plan. Deterministic: every ordering
/// below ends in declaration order, never in hash order.
public enum Planner {
    public static func plan(_ analysis: Analysis, diagnostics: [Diagnostic]) -> Plan {
        // The checklists' indexes are independent of the stages: built beside them.
        let (builder, (findingsBySubject, coordinatorsByOwned, riskyIDs)) = Parallel.both({ () -> Builder in
            var builder = Builder(analysis: analysis)
            builder.build(diagnostics: diagnostics)
            return builder
        }, { (Self.findingsBySubject(diagnostics), Self.coordinatorsByOwned(analysis), Self.markdownRiskyIDs(analysis)) })
        var plan = Plan(
            analysis: analysis, diagnostics: diagnostics, stages: builder.stages, unitStage: builder.unitStage,
            boundaries: builder.boundaries(), reachableScreens: builder.reachableScreens,
            swiftUIScreensNow: builder.swiftUIScreensNow, bridgesNow: builder.bridgesNow, units: builder.units,
            findingsBySubject: findingsBySubject, coordinatorsByOwned: coordinatorsByOwned
        )
        plan.markdownRiskyIDs = riskyIDs
        plan.model = StageModel(swiftUIAfter: builder.swiftUIAfter, targets: builder.stages.map(\.target))
        return plan
    }

    /// Ids with a character `PlanMarkdownReporter.plain` escapes, longest first (the rest of
    /// what Markdown reads, `<` and controls, is escaped in any text).
    private static func markdownRiskyIDs(_ analysis: Analysis) -> [String] {
        let risky = PlanMarkdownReporter.markdownActive
        let ids = analysis.graph.ids + analysis.inventory.coordinators.map(\.id)
        return Set(ids.filter { $0.utf8.contains(where: risky.contains) }).sorted { ($0.utf8.count, $1) > ($1.utf8.count, $0) }
    }

    /// Coordinators by the element they own (`owns:`), for the checklists' hazards: looked up
    /// per unit, a scan of every coordinator made plans quadratic.
    private static func coordinatorsByOwned(_ analysis: Analysis) -> [Int: [Int]] {
        var owned: [Int: [Int]] = [:]
        for (c, coordinator) in analysis.inventory.coordinators.enumerated() {
            if let id = coordinator.owns?.id, let i = analysis.graph.index[id] { owned[i, default: []].append(c) }
        }
        return owned
    }

    /// Lint findings (indices into the plan's diagnostics) by the element they are about, for
    /// stage checklists: keyed by the element number each finding carries, so no id is
    /// looked up. Findings about coordinators carry none.
    private static func findingsBySubject(_ diagnostics: [Diagnostic]) -> [Int: [Int]] {
        var bySubject: [Int: [Int]] = [:]
        for (i, finding) in diagnostics.enumerated() {
            if let element = finding.element { bySubject[element, default: []].append(i) }
        }
        return bySubject
    }

    private struct Builder {
        let analysis: Analysis
        var stages: [Stage] = []
        var unitStage: [Int?]
        /// The framework of every element as the stages go by.
        var framework: [Framework]
        /// The stage after which each element is SwiftUI (see `StageModel`).
        var swiftUIAfter: [Int]
        var bridges = 0
        var swiftUIScreens = 0
        let reachableScreens: Int
        let swiftUIScreensNow: Int
        let bridgesNow: Int
        /// The edges a migration touches, so an edge between two of its members counts once.
        var touchedEdges: StampedSet
        /// The same edges in the order found; kept between units so it is allocated once.
        var touched: [Int] = []

        // Stored, not computed from `analysis`: a computed one copied the graph on every use.
        let graph: AppGraph
        var units: [MigrationUnit]

        init(analysis: Analysis) {
            self.analysis = analysis
            let graph = analysis.graph
            self.graph = graph
            unitStage = [Int?](repeating: nil, count: analysis.units.count)
            units = analysis.units
            framework = (0..<graph.count).map { graph.framework($0) }
            swiftUIAfter = framework.map { $0 == .swiftui ? -1 : .max }
            touchedEdges = StampedSet(count: graph.edges.count)
            var screens = 0, swiftUI = 0, live = 0
            for i in graph.containerCount..<graph.count where analysis.reachable[i] {
                screens += 1
                if framework[i] == .swiftui { swiftUI += 1 }
            }
            for edge in graph.edges where Self.counts(edge, analysis) && framework[edge.from] != framework[edge.to] {
                live += 1
            }
            reachableScreens = screens
            swiftUIScreens = swiftUI
            swiftUIScreensNow = swiftUI
            bridges = live
            bridgesNow = live
        }

        static func counts(_ edge: Edge, _ analysis: Analysis) -> Bool {
            analysis.reachable[edge.from] && analysis.reachable[edge.to]
        }

        mutating func build(diagnostics: [Diagnostic]) {
            let policy = analysis.inventory.policy
            let scheduled = units.indices.filter { units[$0].isScheduled }
            // Stage 0: fixes and shims, nothing migrated. Its shims are added once every unit's
            // stage is planned (`addFoundationShims`): a unit may drop one then.
            let fixes = foundationFixes(diagnostics, scheduled: scheduled)
            appendStage(.foundations, "Foundations", target: analysis.deploymentTarget, units: [], shims: [],
                        plannedItems: fixes
                            + (scheduled.contains { units[$0].strategy != .fullRewrite } ? [Hazards.environment] : [])
                            + (scheduled.contains { units[$0].strategy == .embedded } ? [Hazards.embeddedSafeArea, Hazards.accessibilityOrder] : [])
                            + (!scheduled.isEmpty && units.contains { $0.strategy == .keep } ? [Hazards.keyboard] : [])
                            + (scheduled.contains { units[$0].strategy == .perNavigation && graph.containerKind(units[$0].members[0]) == .navigation } ? [Hazards.barAppearance] : []))

            let migrations = scheduled.filter { units[$0].strategy != .fullRewrite }
            let rewrites = scheduled.filter { units[$0].strategy == .fullRewrite }
            var lastTarget = analysis.deploymentTarget
            for (epoch, target) in analysis.targets.enumerated() {
                let here = migrations.filter { units[$0].shipTarget == target }
                // Sub-roots deepest first, the app root last, each as soon as its own gates allow.
                let rewritesHere = rewrites.filter { units[$0].shipTarget == target }.sorted { (units[$0].depth, $0) > (units[$1].depth, $1) }
                if epoch > 0 {
                    // A raise is a stage of its own only when something ships on or after it.
                    let laterWork = migrations.contains { units[$0].shipTarget! >= target } || rewrites.contains { units[$0].shipTarget! >= target }
                    guard laterWork || analysis.inventory.app.roadmap.contains(where: { $0.version == target }) else { continue }
                    appendRaise(to: target, from: lastTarget)
                    lastTarget = target
                }
                let firstWave = here.filter { units[$0].strategy == .embedded || units[$0].strategy == .modal }
                let secondWave = here.filter { units[$0].strategy == .perNavigation }
                pack(sortByEffort(firstWave), kind: .migrate, title: "Modals and embedded views", target: target, limit: policy.maxEffortPerStage)
                pack(sortByEffort(secondWave), kind: .migrate, title: "Navigation stacks", target: target, limit: policy.maxEffortPerStage)
                for u in rewritesHere where unitStage[u] == nil {
                    let title = units[u].members[0] == graph.root ? "Root rewrite" : "Rewrite \(units[u].id)"
                    pack([u], kind: .rewrite, title: title, target: target, limit: .max)
                }
            }
            unwindNestedStacks()
            addFoundationShims(after: fixes.count, containmentFix: diagnostics.contains { Checklist.fixedFirst($0.rule) && $0.rule != .navigationControllerChild })
        }

        /// A stack inside another's that both end up SwiftUI: in the stage that makes the
        /// second one SwiftUI, the inner one drops its own NavigationStack and its screens go
        /// onto the outer stack's path.
        private mutating func unwindNestedStacks() {
            let pairs = graph.nestedStacks()
            guard !pairs.isEmpty else { return }
            var screensOf: [Int: [String]] = [:]
            for i in graph.containerCount..<graph.count { if let stack = graph.navigationStack[i] { screensOf[stack, default: []].append(graph.ids[i]) } }
            for (inner, outer) in pairs {
                let stage = max(swiftUIAfter[inner], swiftUIAfter[outer])
                guard stage >= 0, stage < stages.count else { continue }
                let screens = screensOf[inner] ?? []
                var item = ChecklistItem(.migrate, unit: graph.ids[inner], "\(graph.ids[inner]): it sits inside '\(graph.ids[outer])', whose stack is SwiftUI from here: drop its own NavigationStack and put its screens (\(screens.joined(separator: ", "))) on the path of '\(graph.ids[outer])', so one stack and one navigation bar hold them; SwiftUI's documentation describes one stack per view hierarchy and says nothing of one inside another (https://developer.apple.com/documentation/swiftui/navigationstack)")
                item.steps = [.unwindStack(inner: inner, outer: outer)]
                stages[stage].plannedItems.append(item)
            }
        }

        /// Stage 0's fixes: every error, every containment mistake (a bug in today's UIKit
        /// code, whatever moves later), and every warning no unit's checklist carries (about
        /// a coordinator, a kept or finished unit, or nothing in particular). Unreachable
        /// screens are one decision, listed once.
        private func foundationFixes(_ diagnostics: [Diagnostic], scheduled: [Int]) -> [ChecklistItem] {
            var carried = Set<String>()
            for u in scheduled { for m in units[u].members { carried.insert(graph.ids[m]) } }
            var items: [ChecklistItem] = []
            var unreachable = 0
            for d in diagnostics where d.severity <= .warning {
                if d.rule == .unreachableScreen {
                    unreachable += 1
                } else if d.severity == .error || Checklist.fixedFirst(d.rule) || Checklist.aboutTheInventory(d.rule)
                            || d.subject.map({ !carried.contains($0) }) ?? true {
                    items.append(ChecklistItem(.fix, unit: d.subject, rule: d.rule, "Fix \(d.rule) at line \(d.location.line)\(d.subject.map { " ('\($0)')" } ?? ""): \(d.message)"))
                }
            }
            if unreachable > 0 {
                let them = unreachable == 1 ? "it" : "them"
                items.append(ChecklistItem(.decideUnreachable, rule: .unreachableScreen, "Decide on the \(unreachable) screen\(unreachable == 1 ? "" : "s") nothing reaches (unreachable-screen findings): add the edges or entries that show \(them), or delete \(them)"))
            }
            // The graph is only as complete as these: each is read before anything moves.
            for site in analysis.inventory.unresolved {
                let at = site.at.map { " at \($0)" } ?? ""
                let reason = site.reason.map { " (\($0))" } ?? ""
                items.append(ChecklistItem(.reviewUnresolved, rule: .unresolvedNavigation, "Review \(site.call)\(at), which the scan could not resolve\(reason): add the edge it makes to the inventory, then delete its 'unresolved' item"))
            }
            return items
        }

        private func sortByEffort(_ list: [Int]) -> [Int] {
            list.sorted { (units[$0].effort, $0) < (units[$1].effort, $1) }
        }

        /// Greedy split by effort; a unit bigger than the limit gets a stage of its own. Each
        /// unit brings the children embedded in it that can ship here and have not moved yet,
        /// so a child never moves after the parent it is added to has become SwiftUI.
        private mutating func pack(_ list: [Int], kind: StageKind, title: String, target: OSVersion, limit: Int) {
            var batch: [Int] = [], effort = 0
            for u in list where unitStage[u] == nil && !batch.contains(u) {
                var group: [Int] = []
                collectChildren(of: u, target: target, into: &group)
                group.removeAll { batch.contains($0) }
                group.append(u)
                let groupEffort = group.reduce(0) { $0 + units[$1].effort }
                if !batch.isEmpty, effort + groupEffort > limit {
                    appendMigration(kind, title, target: target, units: batch)
                    batch = []
                    effort = 0
                }
                batch += group
                effort += groupEffort
            }
            if !batch.isEmpty { appendMigration(kind, title, target: target, units: batch) }
        }

        /// Scheduled, unmoved units embedded in `u`'s members that can ship at `target`,
        /// deepest first.
        private func collectChildren(of u: Int, target: OSVersion, into group: inout [Int]) {
            for m in units[u].members {
                for e in graph.outgoing[m] where graph.edges[e].kind == .embed {
                    guard let child = analysis.unitOf[graph.edges[e].to], child != u, units[child].isScheduled,
                          unitStage[child] == nil, !group.contains(child), let ship = units[child].shipTarget, ship <= target
                    else { continue }
                    collectChildren(of: child, target: target, into: &group)
                    if !group.contains(child) { group.append(child) }
                }
            }
        }

        /// The checklist's unit lines are written by `Plan.checklist(_:)` from the units'
        /// final state, which no later stage changes.
        private mutating func appendMigration(_ kind: StageKind, _ title: String, target: OSVersion, units batch: [Int]) {
            var shims: [String] = []
            for u in batch where analysis.replacesRepresentablesOnly(units[u]) {
                // No hosting controller is made: nothing to contain or to give a cell.
                units[u].shims.removeAll { $0 == Shim.containmentHelper.rawValue || $0 == Shim.hostingCell.rawValue }
            }
            let index = stages.count
            for u in batch {
                unitStage[u] = index
                migrate(u, stage: index)
            }
            for u in batch where units[u].shims.contains(Shim.sheetDetents.rawValue) && !presentedFromUIKit(u) {
                // The shim sets detents on the sheet UIKit presents a host in: with every
                // presenter SwiftUI by now, there is no such sheet (the checklist says what is lost).
                units[u].shims.removeAll { $0 == Shim.sheetDetents.rawValue }
            }
            for u in batch {
                let unitShims = units[u].shims
                for shim in unitShims where !shims.contains(shim) { shims.append(shim) }
            }
            // Titles name what moves, so no two stages read alike.
            let names = batch.prefix(3).map { units[$0].id }.joined(separator: ", ") + (batch.count > 3 ? " and \(batch.count - 3) more" : "")
            let named = kind == .migrate ? "\(title): \(names)" : title
            appendStage(kind, named, target: target, units: batch, shims: shims.sorted(), plannedItems: keptChildren(of: batch, target: target))
        }

        /// Whether a screen still UIKit presents the unit's anchor (once its stage is done).
        private func presentedFromUIKit(_ u: Int) -> Bool {
            let anchor = units[u].members[0]
            return graph.incoming[anchor].contains { e in
                graph.edges[e].kind == .present && !units[u].members.contains(graph.edges[e].from) && framework[graph.edges[e].from] == .uikit
            }
        }

        /// Stage 0 adds the shims the units use as they finally ship (a unit drops one when no
        /// host is made, or no UIKit presenter is left), and the containment helper for stage
        /// 0's own containment fixes; their lines follow the fixes.
        private mutating func addFoundationShims(after fixes: Int, containmentFix: Bool) {
            guard !stages.isEmpty else { return }
            var used = Set<String>()
            for u in units.indices where units[u].isScheduled { used.formUnion(units[u].shims) }
            if containmentFix { used.insert(Shim.containmentHelper.rawValue) }
            stages[0].shims = used.sorted()
            stages[0].plannedItems.insert(contentsOf: stages[0].shims.map { ChecklistItem(.addShim, "Add the \($0) shim (its code is below)") }, at: fixes)
        }

        /// Children the batch's members contain (embedded children, tabs, columns, pages, a
        /// stack's root) that stay UIKit past this stage: the SwiftUI parent keeps them through
        /// a representable until their own unit, which then replaces it instead of making a
        /// hosting controller.
        /// The later unit that moves a controller kept UIKit behind a representable, if any, and
        /// how long it is kept: "until unit 'X' moves it (iOS N)" or "for good (it stays UIKit)".
        private func keptUntil(_ element: Int) -> (later: Int?, until: String) {
            let later = analysis.unitOf[element].flatMap { units[$0].isScheduled && units[$0].strategy != .keep ? $0 : nil }
            return (later, later.map { "until unit '\(units[$0].id)' moves it (iOS \(units[$0].shipTarget!))" } ?? "for good (it stays UIKit)")
        }

        private mutating func keptChildren(of batch: [Int], target: OSVersion) -> [ChecklistItem] {
            var items: [ChecklistItem] = []
            for u in batch {
                for m in units[u].members where framework[m] == .swiftui {
                    for e in graph.outgoing[m] where graph.edges[e].kind.contains && framework[graph.edges[e].to] == .uikit {
                        let child = graph.edges[e].to
                        if graph.screen(child)?.knownClass == .alert {
                            // Only ever presented: the inventory's containment is what is wrong.
                            items.append(ChecklistItem(.migrate, unit: units[u].id, "\(graph.ids[m]): '\(graph.ids[child])' is a UIAlertController, which UIKit only presents and no container or representable may hold: show it with `.alert` or `.confirmationDialog` on the SwiftUI view, and fix the inventory's edge (https://developer.apple.com/documentation/uikit/uialertcontroller)"))
                            continue
                        }
                        let (later, until) = keptUntil(child)
                        items.append(ChecklistItem(.keepInRepresentable, unit: units[u].id, "\(graph.ids[m]): keep UIKit '\(graph.ids[child])' inside the SwiftUI view through a UIViewControllerRepresentable \(until)"))
                        if let later, !units[later].parentsInSwiftUI.contains(graph.ids[m]) { units[later].parentsInSwiftUI.append(graph.ids[m]) }
                    }
                    // What it presents that stays UIKit past this stage: SwiftUI presents a
                    // controller through a representable inside the modifier. Alerts and system
                    // controllers with a SwiftUI form get their own line (`systemControllerForms`).
                    guard let screen = graph.screen(m) else { continue }
                    for presented in screen.present {
                        guard let shown = graph.index[presented.target.id], framework[shown] == .uikit else { continue }
                        if let known = graph.screen(shown)?.knownClass {
                            if known == .alert { continue }
                            if case .system = known, graph.screen(shown)!.keepUIKit { continue }
                        }
                        let until = keptUntil(shown).until
                        items.append(ChecklistItem(.keepInRepresentable, unit: units[u].id, "\(graph.ids[m]): present UIKit '\(presented.target.id)' with \(Checklist.modifier(presented.style, target: target)) around a UIViewControllerRepresentable that makes it, \(until) (https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable)"))
                    }
                }
            }
            return items
        }

        private mutating func appendRaise(to target: OSVersion, from previous: OSVersion) {
            var checklist = [ChecklistItem(.raiseTarget, "Raise the deployment target from \(previous) to \(target)")]
            if let note = analysis.inventory.app.roadmap.first(where: { $0.version == target })?.note {
                checklist.append(ChecklistItem(.roadmap, "Roadmap: \(note)"))
            }
            // Fallbacks already shipped that are native from here on.
            var retired: [String: [Int]] = [:]
            for (u, stage) in unitStage.enumerated() where stage != nil {
                let gates = units[u].gates
                for gate in gates where gate.status == .fallback {
                    if let r = analysis.catalog.requirement(gate.gate), r.introduced <= target, r.introduced > previous {
                        retired[gate.gate, default: []].append(u)
                    }
                }
            }
            var effort = 0
            for gate in retired.keys.sorted() {
                let g = analysis.catalog[gate]!
                let shim = g.fallback?.shim.map { name in
                    " (drop the \(name) shim" + (Shim(rawValue: name)?.retirementCaveat.map { "; \($0)" } ?? "") + ")"
                } ?? ""
                checklist.append(ChecklistItem(.retireFallback, "\(g.api) is native from here: replace its fallback in \(retired[gate]!.map { units[$0].id }.joined(separator: ", "))\(shim)"))
                if gate == StrategyGate.navigationStack.id {
                    // The helper's NavigationView needs NavigationLink(destination:); a
                    // NavigationStack wants value links. One point per screen of those stacks.
                    let screens = retired[gate]!.reduce(0) { $0 + units[$1].screens.count }
                    effort += screens
                    checklist.append(ChecklistItem(.rewriteLinks, "Rewrite the links of the \(screens) screen\(screens == 1 ? "" : "s") in those stacks from NavigationLink(destination:) to NavigationLink(value:) with navigationDestination(for:), so the stack's path can be driven and restored (\(screens) point\(screens == 1 ? "" : "s"))"))
                }
            }
            appendStage(.raiseTarget, "Raise the target to \(target)", target: target, units: [], shims: [], plannedItems: checklist, extraEffort: effort)
        }

        private mutating func appendStage(
            _ kind: StageKind, _ title: String, target: OSVersion, units batch: [Int], shims: [String], plannedItems: [ChecklistItem], extraEffort: Int = 0
        ) {
            stages.append(Stage(
                index: stages.count, kind: kind, title: title, target: target, units: batch,
                effort: batch.map { units[$0].effort }.reduce(extraEffort, +), shims: shims, plannedItems: plannedItems,
                swiftUIScreens: swiftUIScreens,
                swiftUIShare: reachableScreens == 0 ? 1 : Double(swiftUIScreens) / Double(reachableScreens),
                bridges: bridges
            ))
        }

        /// Flips a unit's members to SwiftUI, updating the bridge count by the edges they touch.
        private mutating func migrate(_ u: Int, stage: Int) {
            touchedEdges.removeAll()
            touched.removeAll(keepingCapacity: true)
            let members = units[u].members
            for m in members {
                for e in graph.outgoing[m] where touchedEdges.insert(e) { touched.append(e) }
                for e in graph.incoming[m] where touchedEdges.insert(e) { touched.append(e) }
            }
            for e in touched where Self.counts(graph.edges[e], analysis) && framework[graph.edges[e].from] != framework[graph.edges[e].to] {
                bridges -= 1
            }
            for m in members where framework[m] == .uikit {
                // A kept screen inside a moving stack stays UIKit, wrapped in a representable.
                if let own = analysis.unitOf[m], units[own].strategy == .keep { continue }
                framework[m] = .swiftui
                swiftUIAfter[m] = stage
                if !graph.isContainer(m), analysis.reachable[m] { swiftUIScreens += 1 }
            }
            for e in touched where Self.counts(graph.edges[e], analysis) && framework[graph.edges[e].from] != framework[graph.edges[e].to] {
                bridges += 1
            }
        }

        func boundaries() -> [Boundary] {
            var result: [Boundary] = []
            for edge in graph.edges where Self.counts(edge, analysis) {
                guard let ua = analysis.unitOf[edge.from], let ub = analysis.unitOf[edge.to] else { continue }
                // Strategies only: a whole unit copied here retained all its arrays.
                let a = units[ua].strategy, b = units[ub].strategy
                let liveNow = graph.framework(edge.from) != graph.framework(edge.to)
                let bothStay = a == .keep && b == .keep
                let bothDone = a == .done && b == .done
                guard liveNow || (ua != ub && !bothStay && !bothDone) else { continue }
                let strategy: Strategy
                let removedBy: String?
                if a == .keep || b == .keep {
                    strategy = .keep
                    removedBy = nil
                } else {
                    // Removed when the later of the two units migrates.
                    let sa = unitStage[ua] ?? (a == .done ? -1 : .max)
                    let sb = unitStage[ub] ?? (b == .done ? -1 : .max)
                    let later = sa >= sb ? ua : ub
                    strategy = units[later].strategy
                    removedBy = units[later].isBlocked ? nil : units[later].id
                }
                var hazard: String?
                if edge.kind == .push, graph.framework(edge.from) == .uikit, graph.framework(edge.to) == .swiftui {
                    hazard = "hosting controller pushed onto a UIKit stack"
                } else if graph.framework(edge.from) == .swiftui, !graph.isContainer(edge.from), graph.inventory.screens[edge.from - graph.containerCount].reachesIntoUIKit,
                          edge.kind == .push || edge.kind == .present {
                    hazard = "SwiftUI view drives UIKit navigation"
                }
                result.append(Boundary(
                    from: graph.ids[edge.from], to: graph.ids[edge.to], edge: edge.kind, strategy: strategy,
                    removedBy: removedBy, liveNow: liveNow, hazard: hazard
                ))
            }
            return result
        }
    }
}
