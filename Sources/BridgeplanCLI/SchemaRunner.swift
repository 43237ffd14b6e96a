import Bridgeplan

extension Runner {
    /// The JSON Schema of inventory v1 (draft-07), for editors. Gate ids of `--gates` files
    /// join the built-in ones among the examples offered for `needs` items.
    public static func schema(input: InputSettings = InputSettings()) -> CommandOutput {
        let setup = Setup(input.resolvingConfig(beside: ".", isFolder: true))
        if let failure = setup.failure { return failure }
        var output = CommandOutput()
        output.stderr = DiagnosticReporter.render(setup.problems, format: .text, files: setup.files)
        output.stdout = InventorySchema.rendered(catalog: setup.options.catalog)
        return output
    }
}
