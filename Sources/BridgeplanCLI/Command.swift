import ArgumentParser
import Bridgeplan
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

public struct BridgeplanCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bridgeplan",
        abstract: "Plan the incremental migration of a UIKit app to SwiftUI from a YAML inventory of its UI.",
        version: BridgeplanVersion.current,
        // In the order a team meets them: scan its app, then validate and plan the inventory.
        subcommands: [ScanCommand.self, Validate.self, PlanCommand.self, DiffCommand.self, HistoryCommand.self, InitCommand.self, DumpCommand.self, Gates.self, SchemaCommand.self]
    )

    public init() {}

    /// Parses and runs, saying which command a mistyped one (`scna`) meant; argument-parser
    /// only reports it as an unexpected argument.
    public static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, let message = unknownCommand(first) {
            _ = AtomicWriter.writeAll(message, to: 2)
            Self.exit(withError: ExitCode(ExitStatus.usage))
        }
        main(arguments)
    }

    /// The message for a first argument that names no command, or nil.
    static func unknownCommand(_ word: String) -> String? {
        guard !word.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(word) else { return nil }
        let hint = Suggest.closest(to: word, in: names).map { " Did you mean '\($0)'?" } ?? ""
        return "Error: '\(word.prefix(60))' is not a bridgeplan command.\(hint)\nCommands: \(names.dropLast().joined(separator: ", ")) ('bridgeplan --help' describes them).\n"
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
extension PlanFormat: ExpressibleByArgument {}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// `auto`: colour on a terminal, unless NO_COLOR is set (no-color.org).
    func enabled(for stream: Int32) -> Bool {
        enabled(terminal: isatty(stream) == 1, noColor: ProcessInfo.processInfo.environment["NO_COLOR"])
    }

    /// NO_COLOR set to anything but the empty string turns `auto` off; `always` and `never` win.
    func enabled(terminal: Bool, noColor: String?) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: (noColor?.isEmpty ?? true) && terminal
        }
    }
}

/// `--gates`, for commands that read gate files but no inventory (`schema`, `gates`).
struct GateFileOptions: ParsableArguments {
    @Option(name: .customLong("gates"), help: ArgumentHelp("A gate catalog file whose entries add to or replace the built-in ones (repeatable).", valueName: "file"))
    var gateFiles: [String] = []

    @Option(help: ArgumentHelp("A project config to use instead of the .bridgeplan.yml beside the inventory (or in the current folder).", valueName: "file"))
    var config: String?

    var settings: InputSettings {
        var settings = InputSettings()
        settings.gateFiles = gateFiles
        settings.configPath = config
        return settings
    }
}

/// `--gates` and the caps on the inventory read, for commands that read one. The caps guard
/// against hostile input and rarely need changing: `--help-hidden` lists them.
struct InputOptions: ParsableArguments {
    @OptionGroup var gates: GateFileOptions

    @Option(help: ArgumentHelp("Refuse inputs larger than this many bytes.", valueName: "bytes", visibility: .hidden))
    var maxFileSize = InputLimits.default.maxFileBytes

    @Option(help: ArgumentHelp("Refuse YAML nested deeper than this.", valueName: "levels", visibility: .hidden))
    var maxDepth = InputLimits.default.yaml.maxDepth

    @Option(help: ArgumentHelp("Refuse YAML whose aliases expand to more nodes than this.", valueName: "nodes", visibility: .hidden))
    var maxExpandedNodes = InputLimits.default.yaml.maxExpandedNodes

    @Option(help: ArgumentHelp("Refuse YAML whose aliases repeat more bytes of text than this.", valueName: "bytes", visibility: .hidden))
    var maxExpandedBytes = InputLimits.default.yaml.maxExpandedBytes

    var settings: InputSettings {
        var settings = gates.settings
        settings.limits = InputLimits(maxFileBytes: maxFileSize, yaml: .init(maxDepth: maxDepth, maxExpandedNodes: maxExpandedNodes, maxExpandedBytes: maxExpandedBytes))
        return settings
    }

    func validate() throws {
        guard maxFileSize > 0, maxDepth > 0, maxExpandedNodes > 0, maxExpandedBytes > 0 else {
            throw ValidationError("limits must be positive")
        }
    }
}

/// Prints a command's output and exits with its code. When the output keeps large results
/// alive, the process exits right here, so they are never freed one by one.
func finish(_ output: CommandOutput) throws {
    var exitCode = output.exitCode
    // A result that did not reach standard output (a full disk, a closed descriptor) fails the run.
    if let failure = output.writeStdout(to: STDOUT_FILENO) {
        AtomicWriter.writeAll("error: standard output: \(String(cString: strerror(failure))); the output is incomplete\n", to: STDERR_FILENO)
        exitCode = max(exitCode, ExitStatus.unusable)
    }
    AtomicWriter.writeAll(output.stderr, to: STDERR_FILENO)
    if !output.keepAlive.isEmpty { exit(exitCode) }
    if exitCode != 0 { throw ExitCode(exitCode) }
}

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check inventories: schema, references, structure and lint rules.",
        discussion: "Exit codes: 0 no error findings; 1 error findings (or warnings with --strict); 2 unreadable input; 64 usage error."
    )

    @Argument(help: ArgumentHelp("Inventory files.", valueName: "file"))
    var files: [String]

    @Option(help: ArgumentHelp("Output format: \(DiagnosticFormat.help).", valueName: "format"))
    var format: DiagnosticFormat = .text

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Flag(help: "Print errors only, and no summary.")
    var quiet = false

    @Option(help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("Fail only on what is new since this baseline: new findings, new UIKit screens, screens back to UIKit, a lower SwiftUI share.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record the current findings and migration state as a baseline.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Report every finding, ignoring the baseline the project config names (for code scanning).")
    var noBaseline = false

    @Flag(help: "Also list the findings the inventory ignores ('ignore:' items), as infos.")
    var showIgnored = false

    @OptionGroup var input: InputOptions

    func validate() throws {
        if noBaseline, baseline != nil { throw ValidationError("--no-baseline and --baseline contradict each other: give one") }
    }

    func run() throws {
        var request = Runner.ValidateRequest(paths: files)
        request.baseline = baseline
        request.writeBaseline = writeBaseline
        request.noBaseline = noBaseline
        request.format = format
        request.strict = strict
        request.quiet = quiet
        request.showIgnored = showIgnored
        request.color = format == .text && color.enabled(for: STDOUT_FILENO)
        request.input = input.settings
        try finish(Runner.validate(request))
    }
}

struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Write the staged migration plan (Markdown or JSON).",
        discussion: "The plan is written even when findings exist; stage 0 lists their fixes. Exit codes as for validate."
    )

    @Argument(help: ArgumentHelp("The inventory file.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("Output format: \(PlanFormat.help).", valueName: "format"))
    var format: PlanFormat = .markdown

    @Option(name: [.short, .long], help: ArgumentHelp("Write the plan to this file (atomically) instead of standard output.", valueName: "path"))
    var output: String?

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Flag(help: "No summary or progress lines on standard error.")
    var quiet = false

    @Option(help: "Colour of diagnostics: auto, always or never.")
    var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("A `bridgeplan history --format json` report: effort is also given in the screen-days and changed lines the team's past moves took.", valueName: "history.json"))
    var calibration: String?

    @OptionGroup var input: InputOptions

    func run() throws {
        var request = Runner.PlanRequest(path: file)
        request.calibration = calibration
        request.format = format
        request.output = output
        request.strict = strict
        request.quiet = quiet
        request.color = color.enabled(for: STDERR_FILENO)
        request.input = input.settings
        try finish(Runner.plan(request))
    }
}

struct Gates: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the feature-gate catalog; with --target, what is available, available through a fallback, or gated."
    )

    @Option(help: ArgumentHelp("An iOS deployment target, e.g. 15.0.", valueName: "version"))
    var target: String?

    @Option(help: "Output format: text or json.")
    var format: GatesFormat = .text

    @OptionGroup var input: GateFileOptions

    func run() throws {
        try finish(Runner.gates(target: target, format: format, input: input.settings))
    }
}
