/// `plan --format summary`: the plan in a few sentences of plain text, to paste into a
/// planning document or a status update. Every figure is the one the full plan prints.
enum PlanSummary {
    static func render(_ plan: Plan) -> String {
        var out = opening(plan) + "\n\n"
        if let calibration = plan.calibration {
            out += "In this team's units: \(calibration.describe(plan.totalEffort)).\n\n"
        }
        if let foundations = plan.stages.first, foundations.kind == .foundations {
            let fixes = plan.checklistItems(foundations).filter { $0.action == .fix || $0.action == .decideUnreachable }.count
            let work = [fixes > 0 ? "makes \(Plural.count(fixes, "fix", "fixes"))" : nil,
                        foundations.shims.isEmpty ? nil : "adds \(Plural.count(foundations.shims.count, "shim"))"].compactMap { $0 }
            out += work.isEmpty ? "Then:\n" : "First, stage 0 \(work.joined(separator: " and ")); then:\n"
        }
        for stage in plan.stages where stage.kind != .foundations {
            out += "- Stage \(stage.index), iOS \(stage.target): \(PlanMarkdownReporter.plain(stage.title, pipes: false)) (\(Plural.count(stage.effort, "point")); \(PlanMarkdownReporter.percent(stage.swiftUIShare)) SwiftUI after it)\n"
        }
        let blocked = plan.blockedUnits
        if !blocked.isEmpty {
            out += "\nBlocked until a later target: \(blocked.map { PlanMarkdownReporter.plain($0.id, pipes: false) }.joined(separator: ", ")).\n"
        }
        return out
    }

    /// The plan in three sentences: where the app stands, what the plan moves and at what
    /// cost, where it ends. The Markdown plan opens with them too.
    static func opening(_ plan: Plan) -> String {
        let app = plan.inventory.app
        let name = PlanMarkdownReporter.plain(app.name, pipes: false)
        var out = "\(name) has \(Plural.count(plan.reachableScreens, "reachable screen")); \(plan.swiftUIScreensNow) \(plan.swiftUIScreensNow == 1 ? "is" : "are") SwiftUI today (\(PlanMarkdownReporter.percent(plan.swiftUIShareNow))). "
        let targets = plan.stages.map(\.target)
        let span = targets.first.map { first in targets.last.map { $0 == first ? "iOS \(first)" : "iOS \(first) to \($0)" } ?? "iOS \(first)" } ?? "iOS \(app.deploymentTarget)"
        let steps = plan.stages.filter { $0.kind != .foundations }.count
        out += "The plan moves them in \(Plural.count(steps, "stage")) after its foundations, on \(span), \(Plural.count(plan.totalEffort, "effort point")) in all"
        if let weeks = plan.inWeeks(plan.totalEffort) { out += " (\(weeks))" }
        let unestimated = plan.screensWithoutEffort
        if unestimated * 2 > plan.reachableScreens {
            out += " (\(unestimated) of \(plan.reachableScreens) screens have no effort estimate and count 1 each)"
        }
        out += ", and ends at \(PlanMarkdownReporter.percent(plan.swiftUIShareAtEnd)) SwiftUI with \(Plural.count(plan.stages.last?.bridges ?? plan.bridgesNow, "live bridge")) (\(plan.bridgesNow) today)."
        return out
    }
}
