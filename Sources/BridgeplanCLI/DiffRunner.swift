import ArgumentParser
import Bridgeplan

public enum DiffFormat: String, Sendable, CaseIterable, ExpressibleByArgument {
    case markdown, json
}

extension Runner {
    /// What changed between two revisions of an inventory. Both must be free of schema errors.
    public static func diff(old: String, new: String, format: DiffFormat = .markdown, input: InputSettings = InputSettings()) -> CommandOutput {
        let setup = Setup(input)
        let (oldChecked, oldAnalysis, oldRefused) = setup.analyse(old, refusal: "no diff: \(old) has errors")
        guard let oldAnalysis else { return oldRefused }
        let (newChecked, newAnalysis, newRefused) = setup.analyse(new, refusal: "no diff: \(new) has errors")
        guard let newAnalysis else { return newRefused }
        let diff = PlanDiff(
            old: Planner.plan(oldAnalysis, diagnostics: oldChecked.diagnostics),
            new: Planner.plan(newAnalysis, diagnostics: newChecked.diagnostics)
        )
        return CommandOutput(stdout: format == .markdown ? diff.markdown() : diff.json())
    }
}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two revisions of an inventory (Markdown for a pull-request comment, or JSON).",
        discussion: "e.g. git show main:ui-inventory.yaml > /tmp/base.yaml && bridgeplan diff /tmp/base.yaml ui-inventory.yaml"
    )

    @Argument(help: ArgumentHelp("The earlier inventory.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The later inventory.", valueName: "new"))
    var new: String

    @Option(help: "Output format: markdown or json.")
    var format: DiffFormat = .markdown

    @OptionGroup var input: InputOptions

    func run() throws {
        try finish(Runner.diff(old: old, new: new, format: format, input: input.settings))
    }
}
