import ArgumentParser
import Bridgeplan

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of the inventory, for editor completion and checks.",
        discussion: "Save it beside your inventory (bridgeplan schema > bridgeplan.schema.json) and start the inventory with '# yaml-language-server: $schema=bridgeplan.schema.json'."
    )

    @OptionGroup var input: GateFileOptions

    func run() throws {
        try finish(Runner.schema(input: input.settings))
    }
}

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter inventory.",
        discussion: "Never overwrites an existing file unless --force (exit 2 otherwise)."
    )

    @Argument(help: ArgumentHelp("The inventory file to create.", valueName: "path"))
    var path: String = Runner.defaultInventoryPath

    @Flag(help: "Replace the file if it exists.")
    var force = false

    func run() throws {
        try finish(Runner.initInventory(path: path, force: force))
    }
}

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the inventory with every default applied (YAML or JSON).",
        discussion: "Only for inventories without schema errors: otherwise the errors go to standard error (exit 1). Lint findings do not stop it; run validate for those."
    )

    @Argument(help: ArgumentHelp("The inventory file.", valueName: "file"))
    var file: String

    @Option(help: "Output format: yaml or json.")
    var format: DumpFormat = .yaml

    @OptionGroup var input: InputOptions

    func run() throws {
        try finish(Runner.dump(path: file, format: format, input: input.settings))
    }
}
