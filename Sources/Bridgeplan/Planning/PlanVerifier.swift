import YAMLFront

/// Checks a plan against its own model of the app: every step can be done in the state the
/// app is in when its stage runs. `plan` refuses to print a plan that fails (the failure is
/// the planner's bug, not the inventory's).
public enum PlanVerifier {
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        public var stage: Int
        public var unit: String?
        /// The checklist line, or what the plan as a whole claims.
        public var step: String
        public var reason: String

        public var description: String {
            "stage \(stage)\(unit.map { " (\($0))" } ?? ""): \(reason): \(step)"
        }
    }

    public static func verify(_ plan: Plan) -> [Failure] {
        var failures: [Failure] = []
        // The units' steps on both cores, half the units each (in stage order): each step is
        // checked on its own, so the halves share nothing.
        let total = plan.stages.reduce(0) { $0 + $1.units.count }
        let (first, second) = Parallel.both({ checkStages(plan, units: 0..<total / 2, emptyStages: true) }, { checkStages(plan, units: total / 2..<total, emptyStages: false) })
        failures += first + second
        // Every shim stage 0 adds is one a planned unit (or stage 0's containment fixes) uses.
        if let foundations = plan.stages.first {
            // By index: filtering copies each unit, and a copy retains all its arrays.
            var used = Set<String>()
            for u in plan.units.indices where plan.units[u].isScheduled { used.formUnion(plan.units[u].shims) }
            for shim in foundations.shims where !used.contains(shim) && shim != Shim.containmentHelper.rawValue {
                failures.append(Failure(stage: 0, unit: nil, step: "Add the \(shim) shim", reason: "no unit in the plan uses it"))
            }
        }
        failures += bridgesLeft(plan)
        failures += nestedStacks(plan)
        return failures
    }

    /// Each stage's target, and the target and steps of its units whose ordinal (counted
    /// over the stages in order) is in `ordinals`; a stage's own check goes with its first
    /// unit, and with `emptyStages` for a stage without units.
    static func checkStages(_ plan: Plan, units ordinals: Range<Int>, emptyStages: Bool) -> [Failure] {
        var failures: [Failure] = []
        let analysis = plan.analysis, graph = analysis.graph, model = plan.model
        var ordinal = 0
        for s in plan.stages.indices {
            let count = plan.stages[s].units.count
            defer { ordinal += count }
            let first = ordinal, end = ordinal + count
            // A stage ships on a target no lower than the one before (checked by the half that
            // holds its first unit, or by the one given the stages without units).
            if s > 0, count == 0 ? emptyStages : ordinals.contains(first),
               plan.stages[s].target < plan.stages[s - 1].target {
                failures.append(Failure(stage: s, unit: nil, step: plan.stages[s].title, reason: "ships on iOS \(plan.stages[s].target), below the stage before (\(plan.stages[s - 1].target))"))
            }
            guard end > ordinals.lowerBound, first < ordinals.upperBound else { continue }
            let stage = plan.stages[s]
            for (k, u) in stage.units.enumerated() where ordinals.contains(first + k) {
                // By index: a copy of a unit retains each of its arrays.
                if plan.units[u].requiredTarget > stage.target {
                    failures.append(Failure(stage: s, unit: plan.units[u].id, step: stage.title, reason: "needs iOS \(plan.units[u].requiredTarget) and ships on \(stage.target)"))
                }
                // The steps the unit's lines ask for, without writing the lines.
                for step in Checklist.steps(for: plan.units[u], stage: s, model: model, analysis: analysis, owners: plan.coordinatorsByOwned) {
                    if let reason = violation(step, stage: s, model: model, graph: graph) {
                        let line = plan.checklistItems(stage).first { $0.steps.contains(step) }?.text ?? "\(step)"
                        failures.append(Failure(stage: s, unit: plan.units[u].id, step: line, reason: reason))
                    }
                }
            }
        }
        return failures
    }

    /// Why the step cannot be done after stage `s`'s changes, or nil when it can.
    static func violation(_ step: Step, stage s: Int, model: StageModel, graph: AppGraph) -> String? {
        func named(_ elements: [Int]) -> String { elements.map { "'\(graph.ids[$0])'" }.joined(separator: ", ") }
        switch step {
        case .presentFromUIKit(_, let presenters):
            let swiftUI = presenters.filter { model.framework($0, after: s) == .swiftui }
            return swiftUI.isEmpty ? nil : "UIKit presentation from \(named(swiftUI)), which is SwiftUI by then"
        case .presentFromSwiftUI(_, let presenters):
            let uikit = presenters.filter { model.framework($0, after: s) == .uikit }
            return uikit.isEmpty ? nil : "a SwiftUI modifier on \(named(uikit)), which is still UIKit"
        case .styleOnHost(_, let presenters):
            return presenters.contains { model.framework($0, after: s) == .uikit } ? nil : "a setting on a hosting controller no UIKit presenter presents"
        case .embedWithAddChild(let anchor, let parents):
            if graph.screen(anchor)?.knownClass == .alert {
                return "addChild of \(named([anchor])), a UIAlertController, which UIKit only presents"
            }
            if let pager = parents.first(where: { graph.screen($0)?.knownClass?.isLibraryPager == true }) {
                return "addChild into \(named([pager])), a paging library's controller that contains its pages itself"
            }
            if let swiftUI = parents.first(where: { model.framework($0, after: s) == .swiftui }) {
                return "addChild into \(named([swiftUI])), which is SwiftUI by then"
            }
            if let container = parents.first(where: { graph.containerKind($0) == .tabBar || graph.containerKind($0) == .pager }) {
                return "addChild into \(named([container])), a \(graph.containerKind(container)!.rawValue) controller whose children are its tabs or pages"
            }
            return nil
        case .navigationStack, .unwindStack:
            // Nesting is checked on the whole plan (`nestedStacks`): an unwinding makes it fine.
            return nil
        case .navigationPath:
            return model.target(of: s) >= OSVersion(16) ? nil : "NavigationPath is iOS 16 and the stage ships on \(model.target(of: s))"
        }
    }

    /// No SwiftUI stack inside another at any stage, unless a step unwinds it by then.
    static func nestedStacks(_ plan: Plan) -> [Failure] {
        let graph = plan.analysis.graph, model = plan.model
        var unwound: [Int: Int] = [:]  // "inner outer" pair → stage
        func key(_ inner: Int, _ outer: Int) -> Int { inner * graph.count + outer }
        for stage in plan.stages {
            for item in stage.plannedItems {
                for case .unwindStack(let inner, let outer) in item.steps where unwound[key(inner, outer)] == nil {
                    unwound[key(inner, outer)] = stage.index
                }
            }
        }
        var failures: [Failure] = []
        for (inner, outer) in graph.nestedStacks() {
            guard let a = model.stage(of: inner), let b = model.stage(of: outer) else { continue }
            let nested = max(a, b)
            // Both SwiftUI from the start: the inventory's own design, not a step of the plan.
            guard nested >= 0 else { continue }
            if let at = unwound[key(inner, outer)], at <= nested { continue }
            failures.append(Failure(stage: nested, unit: graph.ids[inner], step: "'\(graph.ids[inner])' inside '\(graph.ids[outer])'",
                                    reason: "a NavigationStack inside another SwiftUI stack, never unwound"))
        }
        return failures
    }

    /// Every bridge still live after the last stage belongs to an element that stays UIKit on
    /// purpose: a kept, blocked or unplanned unit, or a screen kept inside a moving stack.
    static func bridgesLeft(_ plan: Plan) -> [Failure] {
        let analysis = plan.analysis, graph = analysis.graph, model = plan.model
        let last = plan.stages.count - 1
        guard last >= 0 else { return [] }
        var failures: [Failure] = []
        func staysOnPurpose(_ element: Int) -> Bool {
            if graph.screen(element)?.keepUIKit == true { return true }
            guard let u = analysis.unitOf[element] else { return true }
            return !plan.units[u].isScheduled || plan.unitStage[u] == nil
        }
        for edge in graph.edges where analysis.reachable[edge.from] && analysis.reachable[edge.to] {
            let a = model.framework(edge.from, after: last), b = model.framework(edge.to, after: last)
            guard a != b else { continue }
            let uikitEnd = a == .uikit ? edge.from : edge.to
            if !staysOnPurpose(uikitEnd) {
                failures.append(Failure(stage: last, unit: graph.ids[uikitEnd], step: "\(graph.ids[edge.from]) → \(graph.ids[edge.to]) (\(edge.kind.rawValue))",
                                        reason: "a bridge left at the end to '\(graph.ids[uikitEnd])', which the plan moves"))
            }
        }
        return failures
    }
}
