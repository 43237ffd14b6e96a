/// The formats `plan` writes. A new format is a case here, its `summary` and
/// `fileExtension`, and its reporter in this folder; the `--format` help and the golden tests
/// iterate `allCases`.
public enum PlanFormat: String, Sendable, CaseIterable {
    /// `issues`: one Markdown file per stage (`plan --output DIR`), or all of them, each
    /// under a `<!-- file: … -->` line, on standard output. `csv`: one row per stage.
    /// `summary`: a few sentences of plain text for a planning document.
    case markdown, json, issues, csv, summary

    /// What it is, for `--help`.
    public var summary: String {
        switch self {
        case .markdown: "the plan with its diagrams"
        case .json: "bridgeplan.plan/1"
        case .issues: "one Markdown file per stage into the --output folder"
        case .csv: "one row per stage"
        case .summary: "a few sentences of plain text"
        }
    }

    /// The extension of a file holding it: `plan -o` names none, the golden files use it.
    public var fileExtension: String {
        switch self {
        case .markdown: "md"
        case .json: "json"
        case .issues: "issues.md"
        case .csv: "csv"
        case .summary: "summary.txt"
        }
    }

    /// "markdown (…), json (…), …": the `--format` help.
    public static var help: String {
        allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")
    }

    public func render(_ plan: Plan) -> String {
        switch self {
        case .markdown: PlanMarkdownReporter.render(plan)
        case .json: PlanJSONReporter.render(plan)
        case .issues: StageExport.issues(plan).map { "<!-- file: \($0.name) -->\n\($0.text)" }.joined(separator: "\n")
        case .csv: StageExport.csv(plan)
        case .summary: PlanSummary.render(plan)
        }
    }

    /// The same bytes in chunks, for writing a file or standard output without holding
    /// the whole report.
    public func stream(_ plan: Plan, to sink: (UnsafeRawBufferPointer) -> Void) {
        switch self {
        case .markdown: PlanMarkdownReporter.stream(plan, to: sink)
        case .json: PlanJSONReporter.stream(plan, to: sink)
        case .issues, .csv, .summary:
            var text = render(plan)
            text.withUTF8 { sink(UnsafeRawBufferPointer($0)) }
        }
    }
}
