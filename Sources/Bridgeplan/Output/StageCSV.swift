/// `plan --format csv`: one row per stage, for trackers that import CSV.
extension StageExport {
    /// RFC 4180 CSV: stage, title, kind, target, effort, weeks (with `points_per_week`), the
    /// stages it depends on, units, checklist (one item per line inside the quoted field).
    public static func csv(_ plan: Plan) -> String {
        var out = "stage,title,kind,target,effort,weeks,depends_on,units,checklist\r\n"
        for stage in plan.stages {
            let fields = [
                String(stage.index), "Stage \(stage.index): \(stage.title)", stage.kind.rawValue, stage.target.description,
                String(stage.effort), plan.weeks(stage.effort).map { String($0) } ?? "",
                dependencies(plan, stage).map(String.init).joined(separator: " "),
                stage.units.map { plan.units[$0].id }.joined(separator: " "), checklist(plan, stage).joined(separator: "\n"),
            ]
            out += fields.map(field).joined(separator: ",") + "\r\n"
        }
        return out
    }

    /// A cell holds no code: a shim's line says where its code is instead of "below".
    static func checklist(_ plan: Plan, _ stage: Stage) -> [String] {
        let below = " (its code is below)"
        return plan.checklistItems(stage).map { item in
            guard item.action == .addShim, item.text.hasSuffix(below) else { return item.text }
            return item.text.dropLast(below.count) + " (its code is in stage 0 of the Markdown plan and of --format issues)"
        }
    }

    /// Quoted when it holds a comma, a quote or a line break; a leading `=`, `+`, `-` or `@`
    /// gets a `'` so a spreadsheet does not run it as a formula.
    ///
    /// A cell a spreadsheet would run as a formula (starting `=`, `+`, `-`, `@`, TAB or CR, as
    /// OWASP's CSV-injection guidance lists) gets a leading `'`. Control characters other than
    /// the line feeds of a checklist, and text-direction marks, are written as `\u{…}`:
    /// `cat plan.csv` must not retitle or clear the terminal, nor reorder what it shows.
    public static func field(_ text: String) -> String {
        var text = Safety.escapingControls(text, keepLineFeeds: true)
        if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
