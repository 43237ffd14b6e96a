/// The formats `validate` (and `scan`, for its findings) writes. A new format is a case here,
/// its `summary` and `fileExtension`, and its function beside the others
/// (`DiagnosticReporter.render` switches on the case); help texts and golden tests iterate
/// `allCases`.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    case text, json, github, sarif

    /// What it is, for `--help`.
    public var summary: String {
        switch self {
        case .text: "compiler style, with the source line and a caret"
        case .json: "bridgeplan.diagnostics/1"
        case .github: "workflow commands that annotate a pull request"
        case .sarif: "SARIF 2.1.0, for code scanning"
        }
    }

    /// The extension of a file holding it (its golden files use it).
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .github: "github.txt"
        case .sarif: "sarif"
        }
    }

    /// "text (compiler style, …), json (…), …": the `--format` help of every command.
    public static var help: String {
        allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")
    }
}
