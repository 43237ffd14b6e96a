/// The stages as work items for a tracker: one GitHub-issue-ready Markdown file per stage,
/// or one CSV row per stage for trackers that import CSV (Jira, Linear, a spreadsheet).
public enum StageExport {
    /// (file name, Markdown) per stage: the title on the first line (`# …`, what `gh issue
    /// create --body-file` and most importers take as the title), then target, effort, units
    /// and the checklist.
    public static func issues(_ plan: Plan) -> [(name: String, text: String)] {
        plan.stages.map { stage in
            var text = "# \(title(plan, stage))\n\n"
            let weeks = plan.inWeeks(stage.effort).map { " (\($0))" } ?? ""
            text += "Ships on iOS \(stage.target) · effort \(stage.effort)\(weeks) · stage \(stage.index) (\(stage.index + 1) of \(plan.stages.count)) in the plan for \(PlanMarkdownReporter.plain(plan.inventory.app.name, pipes: false))\n\n"
            text += "Labels: " + labels(plan, stage).map { "`\($0)`" }.joined(separator: ", ") + "\n"
            let width = String(plan.stages.count - 1).count
            let after = dependencies(plan, stage)
            if !after.isEmpty {
                text += "Depends on: " + after.map { "stage \($0) (\(fileName(plan.stages[$0], width: width)))" }.joined(separator: ", ") + "\n"
            }
            text += "\n"
            if !stage.units.isEmpty {
                text += "| Unit | Strategy | Screens | Effort |\n|---|---|---|---|\n"
                for u in stage.units {
                    let unit = plan.units[u]
                    text += "| \(PlanMarkdownReporter.code(unit.id)) | \(unit.strategy.rawValue) | \(PlanMarkdownReporter.prose(unit.screens.joined(separator: ", "), plan, pipes: true)) | \(unit.effort) |\n"
                }
                text += "\n"
            }
            for item in plan.readableChecklist(stage) { text += PlanMarkdownReporter.checklistLine(item, plan) }
            // The checklist says each shim's code is below: it is.
            if stage.kind == .foundations, !stage.shims.isEmpty { text += "\n" + PlanMarkdownReporter.shimCode(stage) }
            return (fileName(stage, width: String(plan.stages.count - 1).count), text)
        }
    }

    /// Labels for a tracker: the tool, the stage, its kind and its units' strategies.
    static func labels(_ plan: Plan, _ stage: Stage) -> [String] {
        var strategies: [String] = []
        for u in stage.units where !strategies.contains(plan.units[u].strategy.rawValue) { strategies.append(plan.units[u].strategy.rawValue) }
        return ["bridgeplan", "stage-\(stage.index)", stage.kind.rawValue] + strategies
    }

    /// The earlier stages this one needs done: stage 0 (its fixes and shims), the raise to its
    /// target, and every stage that moved a unit its units show, contain or are shown by.
    public static func dependencies(_ plan: Plan, _ stage: Stage) -> [Int] {
        guard stage.index > 0 else { return [] }
        var after: Set<Int> = []
        if plan.stages[0].kind == .foundations { after.insert(0) }
        if let raise = plan.stages[..<stage.index].last(where: { $0.kind == .raiseTarget && $0.target <= stage.target }) { after.insert(raise.index) }
        let graph = plan.analysis.graph
        for u in stage.units {
            for m in plan.units[u].members {
                for e in Array(graph.outgoing[m]) + Array(graph.incoming[m]) {
                    let edge = graph.edges[e]
                    let other = edge.from == m ? edge.to : edge.from
                    guard let ou = plan.analysis.unitOf[other], let s = plan.unitStage[ou], s < stage.index else { continue }
                    after.insert(s)
                }
            }
        }
        return after.sorted()
    }

    /// `stage-07-navigation-stacks.md`: sorted as the stages run, the number padded to the
    /// width of the last one (at least two digits), so `stage-100` sorts after `stage-099`.
    static func fileName(_ stage: Stage, width: Int) -> String {
        fileName(number: stage.index, title: stage.title, width: width)
    }

    public static func fileName(number index: Int, title: String, width: Int) -> String {
        let slug = title.lowercased().unicodeScalars.prefix { $0 != ":" }
            .map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-" }
        let words = String(slug).split(separator: "-").joined(separator: "-")
        let number = String(index)
        return "stage-\(String(repeating: "0", count: max(2, width) - number.count))\(number)-\(words.isEmpty ? "stage" : words).md"
    }

    /// Whether a file in an issues folder is one this export writes (`stage-NN-….md`): the
    /// files a new export replaces or removes, and no others.
    public static func isStageFile(_ name: String) -> Bool {
        guard name.hasPrefix("stage-"), name.hasSuffix(".md") else { return false }
        let digits = name.dropFirst(6).prefix { $0.isASCII && $0.isNumber }
        return digits.count >= 2 && name.dropFirst(6 + digits.count).first == "-"
    }

    static func title(_ plan: Plan, _ stage: Stage) -> String {
        "Stage \(stage.index): \(PlanMarkdownReporter.prose(stage.title, plan)) (iOS \(stage.target))"
    }
}
