import ArgumentParser
import Bridgeplan
import BridgeplanScan
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// What `scan` prints: the draft inventory, or its findings in a `validate` format.
public enum ScanFormat: String, Sendable, CaseIterable, ExpressibleByArgument {
    case yaml, text, json, github, sarif

    var diagnosticFormat: DiagnosticFormat? { DiagnosticFormat(rawValue: rawValue) }
}

struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Draft the inventory from an app's Swift sources, and find containment mistakes in them.",
        discussion: """
        Parses every Swift file under the folders (not tests, Pods, Carthage, .build, DerivedData or build folders) \
        without a type checker: view controllers, hosting controllers, navigation and tab containers, push, present \
        and embed edges, coordinators, the SwiftUI APIs each screen uses and the deployment target. \
        --format yaml (default) prints the draft inventory; text, json, github and sarif print the findings. \
        -o writes the draft and keeps the same scan beside it (NAME.scanned.yaml; commit both); once the team \
        has edited the inventory, --update merges a new scan into it and --check tells whether the code moved on. \
        Exit codes: 0 no error findings (--check: up to date); 1 error findings (--check: the code moved on); \
        2 unreadable folder or inventory, no sources, or an edited inventory given to -o without --force; 64 usage error.
        """
    )

    @Argument(help: ArgumentHelp("Folders of Swift sources.", valueName: "dir"))
    var directories: [String]

    @Option(name: [.short, .long], help: ArgumentHelp("Write the output to this file (atomically) instead of standard output.", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("Output format: yaml (the draft inventory), or the findings as \(DiagnosticFormat.help).", valueName: "format"))
    var format: ScanFormat = .yaml

    @Flag(help: "Replace an existing file given with --output for the draft (a reviewed inventory would lose its edits).")
    var force = false

    @Option(help: ArgumentHelp("Merge the new scan into this reviewed inventory, keeping the team's edits, and write it back (or to --output); the scan it merges against is kept beside it as NAME.scanned.yaml.", valueName: "inventory"))
    var update: String?

    @Option(help: ArgumentHelp("Write nothing; exit 1 when the code has moved on since this inventory's scan (a CI drift check).", valueName: "inventory"))
    var check: String?

    @Option(help: ArgumentHelp("Leave out paths matching this glob (repeatable). With a '/', matched against the path below the folder; without, against each file or folder name.", valueName: "glob"))
    var exclude: [String] = []

    @Option(help: ArgumentHelp("The app's name in the draft (default: the first folder's name).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("The app's iOS deployment target, over what the project files say (e.g. 15.0).", valueName: "version"))
    var deploymentTarget: String?

    @Option(help: ArgumentHelp("A project config to use instead of the .bridgeplan.yml in the first folder.", valueName: "file"))
    var config: String?

    @Flag(help: "List every catalog gate a screen uses in its needs, also those every SwiftUI version has (@State, List, .sheet).")
    var allGates = false

    @Flag(help: "Keep each Swift file's facts between runs, by the git blob id of its content, and read a file unchanged since an earlier scan (or seen by history) from there instead of parsing it. The cache is the one history uses: $XDG_CACHE_HOME/bridgeplan, else ~/.cache/bridgeplan.")
    var cache = false

    @Option(help: ArgumentHelp("The cache folder for --cache (and implies it).", valueName: "dir"))
    var cacheDir: String?

    @Option(help: "Colour in text output: auto, always or never.")
    var color: ColorChoice = .auto

    func run() throws {
        var request = Runner.ScanRequest(directories: directories)
        request.format = format
        request.output = output
        request.force = force
        request.update = update
        request.check = check
        request.excludes = exclude
        request.name = name
        request.allGates = allGates
        request.deploymentTarget = deploymentTarget
        request.configPath = config
        request.color = format == .text && output == nil && color.enabled(for: STDOUT_FILENO)
        request.progress = isatty(STDERR_FILENO) == 1
        request.cacheFolder = cacheDir ?? (cache ? FactsCache.defaultRoot() : nil)
        if cache, request.cacheFolder == nil {
            throw ValidationError("--cache: neither XDG_CACHE_HOME nor HOME is set; name the folder with --cache-dir")
        }
        try finish(Runner.scan(request))
    }
}

extension Runner {
    public struct ScanRequest: Sendable {
        public var directories: [String]
        public var format: ScanFormat = .yaml
        public var output: String?
        /// Replace an existing draft file: without it, `-o` never writes over an inventory.
        public var force = false
        /// `--update`: merge into this reviewed inventory instead of printing the draft.
        public var update: String?
        /// `--check`: exit 1 when this inventory is behind the code.
        public var check: String?
        public var excludes: [String] = []
        public var name: String?
        public var allGates = false
        public var deploymentTarget: String?
        public var color = false
        /// A progress line on standard error while parsing (the CLI turns it on for terminals).
        public var progress = false
        /// `--config`, instead of the `.bridgeplan.yml` in the first folder.
        public var configPath: String?
        /// `--cache`: the folder files' facts are kept in between runs; nil: none.
        public var cacheFolder: String?
        public init(directories: [String]) { self.directories = directories }
    }

    public static func scan(_ request: ScanRequest) -> CommandOutput {
        var request = request
        if request.update != nil || request.check != nil {
            guard request.format == .yaml, request.update == nil || request.check == nil else {
                return CommandOutput(stderr: "error: --update and --check each take the inventory, with the default --format yaml, and not together\n", exitCode: ExitStatus.usage)
            }
        }
        // A reviewed inventory is the team's work: a draft replaces it only when asked, or when
        // it is still the untouched draft of an earlier scan.
        if request.update == nil, let path = request.output, request.format == .yaml, !request.force, case .regularFile = PathKind(path), !ScanUpdate.isPristineDraft(path) {
            return CommandOutput(stderr: "error: \(path) already exists and has been edited since its scan; scan does not overwrite an inventory (use --update \(path) to merge the new scan into it, --force to replace it, or give another path)\n", exitCode: ExitStatus.unusable)
        }
        // The project config's excludes join --exclude, and its target applies without one.
        let (config, problems) = ProjectConfig.resolve(explicit: request.configPath, beside: request.directories.first, isFolder: true)
        if problems.hasErrors {
            return CommandOutput(stderr: DiagnosticReporter.render(problems, format: .text), exitCode: problems.contains { $0.rule.isFatal } ? ExitStatus.unusable : ExitStatus.findings)
        }
        if let config {
            request.excludes = config.scanExcludes + request.excludes
            if request.deploymentTarget == nil { request.deploymentTarget = config.scanDeploymentTarget }
        }
        var options = SourceScanner.Options()
        options.excludes = request.excludes
        options.appName = request.name
        options.allGates = request.allGates
        options.factsCache = request.cacheFolder.map { FactsCache(root: $0, gates: SourceScanner.gates(for: options)) }
        if let version = request.deploymentTarget {
            guard let parsed = OSVersion(version) else {
                return CommandOutput(stderr: "error: --deployment-target: '\(version)' is not a version such as 15.0\n", exitCode: ExitStatus.usage)
            }
            options.deploymentTarget = parsed.description
        }
        if request.progress {
            options.progress = { done, total in
                guard done == total || done % 64 == 0 else { return }
                let line = done == total ? "\r\u{1B}[K" : "\rscanning \(done)/\(total) Swift files"
                AtomicWriter.writeAll(line, to: 2)
            }
        }
        let result: SourceScanner.Result
        do {
            result = try SourceScanner.scan(request.directories, options: options)
        } catch {
            return CommandOutput(stderr: "error: \(error.message)\n", exitCode: ExitStatus.unusable)
        }
        var output = CommandOutput()
        if let leftovers = result.leftovers { output.keepAlive.append(leftovers) }
        var scanned = "scanned " + DiagnosticReporter.summary(result.findings, files: result.fileCount)
            + (result.navigationSites.total > 0 ? "\(result.navigationSites.resolved) of \(result.navigationSites.total) navigation sites resolved\n" : "")
        if let use = result.cacheUse {
            scanned += "facts cache: \(use.read) file\(use.read == 1 ? "" : "s") read from it, \(use.stored) parsed and stored\n"
            if use.unwritten > 0, let folder = request.cacheFolder {
                // The scan itself is whole; only the next one will parse these files again.
                output.stderr += "warning: --cache-dir \(folder): the facts of \(Plural.count(use.unwritten, "file")) could not be written there (is it a folder you can write to?)\n"
            }
        }
        if let inventory = request.update ?? request.check {
            var merged = ScanUpdate.run(inventory: inventory, draft: result.draft, check: request.check != nil, output: request.output)
            merged.stderr = scanned + merged.stderr
            merged.keepAlive = output.keepAlive
            return merged
        }
        let rendered: String
        if let format = request.format.diagnosticFormat {
            var reporter = DiagnosticReporter.Options()
            reporter.color = request.color
            reporter.baseDirectory = FileManager.default.currentDirectoryPath
            reporter.navigationSites = result.navigationSites
            rendered = DiagnosticReporter.render(result.findings, format: format, files: result.sources, options: reporter)
        } else {
            rendered = result.draft
        }
        if let path = request.output {
            // The scan a draft comes from is kept beside it: `--update` merges against it. Not
            // beside a device or a pipe (`-o /dev/stdout`), where there is no file to keep.
            let keptScan: Bool = if case .other = PathKind(path) { false } else { request.format == .yaml }
            do {
                // The project config is read too (its name is hidden, so the walk passes it by).
                let config = config.flatMap { AtomicWriter.FileIdentity(path: $0.path) }
                try AtomicWriter.write(rendered, to: path, inputs: result.inputs.union([config].compactMap { $0 }))
                if keptScan { try AtomicWriter.write(rendered, to: InventoryMerge.basePath(for: path)) }
            } catch {
                return CommandOutput(stderr: "error: \(error.message)\n", exitCode: ExitStatus.unusable)
            }
            output.stderr += keptScan ? "wrote \(path), and the scan beside it as \(InventoryMerge.basePath(for: path))\n" : "wrote \(path)\n"
        } else {
            output.stdout = rendered
        }
        if request.format == .yaml || request.format == .text { output.stderr += scanned }
        output.exitCode = exitCode(result.findings, fatal: false, strict: false)
        return output
    }
}
