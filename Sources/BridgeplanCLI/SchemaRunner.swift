import Bridgeplan

extension Runner {
    /// The JSON Schema of inventory v1 (draft-07), for editors. Gate ids of `--gates` files
    /// join the built-in ones among the examples offered for `needs` items.
    public static func schema(input: InputSettings = InputSettings()) -> CommandOutput {
        var output = CommandOutput()
        let (catalog, problems, files) = catalog(input)
        if !problems.isEmpty {
            output.stderr = DiagnosticReporter.render(problems, format: .text, files: files)
            if problems.hasErrors {
                output.exitCode = problems.contains { RuleID(rawValue: $0.rule)?.isFatal == true } ? ExitStatus.unusable : ExitStatus.findings
                return output
            }
        }
        output.stdout = InventorySchema.rendered(catalog: catalog)
        return output
    }
}
