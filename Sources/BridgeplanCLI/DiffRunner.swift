import ArgumentParser
import Bridgeplan

public enum DiffFormat: String, Sendable, CaseIterable, ExpressibleByArgument {
    case markdown, json
}

extension Runner {
    /// What changed between two revisions of an inventory. Both must be free of schema errors;
    /// with `missingOldIsEmpty`, an `old` path that does not exist stands for no inventory at
    /// all (a base branch that has none yet), so everything in `new` is new.
    public static func diff(
        old: String, new: String, format: DiffFormat = .markdown, input: InputSettings = InputSettings(), missingOldIsEmpty: Bool = false
    ) -> CommandOutput {
        let setup = Setup(input.resolvingConfig(beside: new))
        var oldPlan: Plan?
        if !(missingOldIsEmpty && PathKind(old) == .missing) {
            let (oldChecked, oldAnalysis, oldRefused) = setup.analyse(old, refusal: "no diff: \(old) has errors")
            guard let oldAnalysis else { return oldRefused }
            oldPlan = Planner.plan(oldAnalysis, diagnostics: oldChecked.diagnostics)
        }
        let (newChecked, newAnalysis, newRefused) = setup.analyse(new, refusal: "no diff: \(new) has errors")
        guard let newAnalysis else { return newRefused }
        let diff = PlanDiff(old: oldPlan, new: Planner.plan(newAnalysis, diagnostics: newChecked.diagnostics))
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

    @Flag(help: "An OLD path that does not exist means no inventory before (a base branch without one): everything is new.")
    var missingOldIsEmpty = false

    @OptionGroup var input: InputOptions

    func run() throws {
        try finish(Runner.diff(old: old, new: new, format: format, input: input.settings, missingOldIsEmpty: missingOldIsEmpty))
    }
}
