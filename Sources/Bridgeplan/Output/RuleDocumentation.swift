/// The rule tables of docs/commands.md and docs/rules.md, generated from `RuleRegistry` so they
/// can never disagree with what the tool does. Tests compare the committed files with these
/// (`BRIDGEPLAN_RECORD=1` rewrites them).
public enum RuleDocumentation {
    /// docs/commands.md's table for the rules of `categories`: id (linked to rules.md beside it),
    /// severity and summary.
    public static func table(_ categories: [RuleCategory]) -> String {
        var out = "| rule | severity | what it finds |\n|---|---|---|\n"
        for d in RuleRegistry.all where categories.contains(d.category) {
            out += "| [`\(d.id)`](rules.md#\(d.id)) | \(d.severity.rawValue) | \(cell(d.summary)) |\n"
        }
        return out
    }

    /// docs/rules.md: one section per rule, by category.
    public static func document() -> String {
        var out = """
        # Rules

        Generated from the rule descriptions in `Sources/Bridgeplan/Rules/` (one file per lint and
        scan rule); `swift test` fails when this file and the code disagree, and
        `BRIDGEPLAN_RECORD=1 swift test --filter RuleDocumentationTests` writes it again.
        In the examples, `↓` marks where a finding starts; the tests run every example and expect
        exactly those findings.


        """
        for category in RuleCategory.allCases {
            let rules = RuleRegistry.all.filter { $0.category == category }
            guard !rules.isEmpty else { continue }
            out += "## \(category.title)\n\n"
            for d in rules {
                out += "### \(d.id)\n\n**\(d.severity.rawValue)** · \(d.summary)\n\n"
                if !d.rationale.isEmpty { out += "\(d.rationale)\n\n" }
                if !d.fix.isEmpty { out += "**Fix:** \(d.fix)\n\n" }
                if !d.sources.isEmpty {
                    out += "**Sources:**\n\n"
                    for source in d.sources { out += "- [\(source.title)](\(source.url))\n" }
                    out += "\n"
                }
                let language = category == .scan ? "swift" : "yaml"
                for (title, examples) in [("Triggers", d.triggering), ("Does not trigger", d.nonTriggering)] where !examples.isEmpty {
                    out += "<details><summary>\(title)</summary>\n\n"
                    for example in examples { out += "```\(language)\n\(example)\n```\n\n" }
                    out += "</details>\n\n"
                }
            }
        }
        return String(out.dropLast())
    }

    private static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
