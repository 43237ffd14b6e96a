import Bridgeplan
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// What a command produced. Commands are functions from arguments to this, so tests run
/// them without a process; the executable only prints and exits.
public struct CommandOutput: Sendable, Equatable {
    /// A report written to standard output a chunk at a time (`streamStdout`), never whole.
    public typealias Stream = @Sendable (_ sink: (UnsafeRawBufferPointer) -> Void) -> Void

    private var stdoutText = ""
    private var stdoutStream: Stream?
    /// Standard output. A streamed report is rendered whole here, for tests and equality;
    /// the executable writes it with `writeStdout` instead.
    public var stdout: String {
        get {
            guard let stdoutStream else { return stdoutText }
            var bytes = Array(stdoutText.utf8)
            stdoutStream { bytes.append(contentsOf: $0) }
            return String(decoding: bytes, as: UTF8.self)
        }
        set {
            stdoutText = newValue
            stdoutStream = nil
        }
    }
    public var stderr = ""
    public var exitCode: Int32 = 0
    /// Large results (node tree, inventory, plan) the executable keeps until it exits:
    /// freeing them object by object is work for nothing when exit returns the memory at
    /// once. Not part of equality.
    public var keepAlive: [any Sendable] = []

    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
        self.stdoutText = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }

    /// Standard output comes from `stream`, after any text already set.
    public mutating func streamStdout(_ stream: @escaping Stream) {
        stdoutStream = stream
    }

    /// Writes standard output to a descriptor; a streamed report goes chunk by chunk.
    /// Returns the errno of a failed write.
    @discardableResult
    public func writeStdout(to fd: Int32) -> Int32? {
        var failure = AtomicWriter.writeAll(stdoutText, to: fd)
        stdoutStream? { chunk in
            if failure == nil { failure = AtomicWriter.writeAll(chunk, to: fd) }
        }
        return failure
    }

    public static func == (a: CommandOutput, b: CommandOutput) -> Bool {
        a.stdout == b.stdout && a.stderr == b.stderr && a.exitCode == b.exitCode
    }
}

public enum ExitStatus {
    public static let ok: Int32 = 0
    /// Error findings, or warnings with --strict.
    public static let findings: Int32 = 1
    /// Input that cannot be read or parsed at all.
    public static let unusable: Int32 = 2
    /// A usage error: what argument-parser exits with (EX_USAGE).
    public static let usage: Int32 = 64
    /// The tool's own bug, caught by a check (a plan that fails its verifier): EX_SOFTWARE.
    public static let internalError: Int32 = 70
}

/// Options every command that reads inventories shares.
public struct InputSettings: Sendable {
    public var gateFiles: [String] = []
    public var limits: InputLimits = .default
    /// `--config`: the project config to use instead of a `.bridgeplan.yml` found beside the input.
    public var configPath: String?
    /// The config in effect (set by `resolvingConfig`), and the problems reading it.
    public var config: ProjectConfig?
    var configProblems: [Diagnostic] = []
    public init() {}

    /// These settings with the project config applied: `--config`, else `.bridgeplan.yml`
    /// beside `input` (a file, or a folder for `scan`). The config's gate files come first,
    /// so `--gates` files override them.
    public func resolvingConfig(beside input: String?, isFolder: Bool = false) -> InputSettings {
        var settings = self
        let (config, problems) = ProjectConfig.resolve(explicit: configPath, beside: input, isFolder: isFolder, limits: limits)
        settings.config = config
        settings.configProblems = problems
        if let config { settings.gateFiles = config.gateFiles + gateFiles }
        return settings
    }

    /// The files a run reads (these gate files and `paths`), by identity: never an output.
    public func inputs(_ paths: [String]) -> Set<AtomicWriter.FileIdentity> {
        Set((gateFiles + paths + [config?.path].compactMap { $0 }).compactMap { AtomicWriter.FileIdentity(path: $0) })
    }
}

public enum Runner {
    /// What every command that reads inventories starts from: the catalog (built in plus
    /// `--gates` files), the limits, and any problems in those gate files.
    struct Setup {
        var options = Pipeline.Options()
        var problems: [Diagnostic] = []
        var files: [String: SourceFile] = [:]

        init(_ settings: InputSettings) {
            options.limits = settings.limits
            problems = settings.configProblems
            options.disabledRules = settings.config?.disabledRules ?? []
            options.severities = settings.config?.severities ?? [:]
            options.policy = settings.config?.policy ?? Policy()
            // Each file once, in first-named order: a config naming one file a million times
            // read it a million times.
            var seen: Set<String> = []
            for path in settings.gateFiles where seen.insert(path).inserted {
                do {
                    let file = try YAMLLoader.read(path, maxBytes: settings.limits.maxFileBytes)
                    files[path] = file
                    let (extra, problems) = try GateCatalogDecoder.decode(file, limits: settings.limits.yaml)
                    self.problems += problems
                    options.catalog.merge(extra)
                } catch {
                    problems += error.diagnostics
                }
            }
        }

        var isFatal: Bool { problems.contains { $0.rule.isFatal } }

        /// The output of a command that cannot go on because a gate file has errors.
        var failure: CommandOutput? {
            guard problems.hasErrors else { return nil }
            return CommandOutput(
                stderr: DiagnosticReporter.render(problems, format: .text, files: files),
                exitCode: isFatal ? ExitStatus.unusable : ExitStatus.findings
            )
        }

        /// Checks one inventory that the command needs free of schema errors (plan, dump).
        /// Without an analysis, the output says why and what was refused.
        func analyse(_ path: String, refusal: String, color: Bool = false) -> (Pipeline.Checked, Analysis?, CommandOutput) {
            let checked = Pipeline.check(path: path, options: options)
            guard let analysis = checked.analysis, !problems.hasErrors else {
                var files = self.files
                files[path] = checked.source
                var reporter = DiagnosticReporter.Options()
                reporter.color = color
                let errors = (problems + checked.diagnostics).filter { $0.severity == .error }
                let output = CommandOutput(
                    stderr: DiagnosticReporter.render(errors, format: .text, files: files, options: reporter) + "\(refusal): fix the errors above first\n",
                    exitCode: checked.isFatal || isFatal ? ExitStatus.unusable : ExitStatus.findings
                )
                return (checked, nil, output)
            }
            // No excerpts past this point: the file's bytes can go.
            var analysed = checked
            analysed.source = nil
            return (analysed, analysis, CommandOutput())
        }
    }

    public struct ValidateRequest: Sendable {
        public var paths: [String]
        public var format: DiagnosticFormat = .text
        public var strict = false
        public var color = false
        public var quiet = false
        /// Compare with this baseline: only what is new fails.
        public var baseline: String?
        /// Record the current findings and migration state here.
        public var writeBaseline: String?
        /// Every finding, whatever baseline the project config names.
        public var noBaseline = false
        /// List the findings the inventory ignores too, as infos marked "ignored".
        public var showIgnored = false
        public var input = InputSettings()
        public init(paths: [String]) { self.paths = paths }
    }

    public static func validate(_ request: ValidateRequest) -> CommandOutput {
        var request = request
        request.input = request.input.resolvingConfig(beside: request.paths.first)
        // The config's baseline when none is given, unless this run writes it.
        var baselineFromConfig: SourceLocation?
        if request.baseline == nil, request.writeBaseline == nil, !request.noBaseline, let config = request.input.config, let path = config.baseline {
            request.baseline = path
            baselineFromConfig = config.baselineLocation
        }
        var output = CommandOutput()
        let setup = Setup(request.input)
        var baseline: Baseline.Located?
        if let path = request.baseline {
            do {
                let file = try YAMLLoader.read(path, maxBytes: request.input.limits.maxFileBytes)
                baseline = try Baseline(json: Data(file.bytes)).located(in: BaselinePath.folder(of: path))
            } catch let error as LoadFailure {
                var diagnostics = error.diagnostics
                // Named by the config: say where, and how a first baseline is made.
                if let at = baselineFromConfig {
                    diagnostics = diagnostics.map { d in
                        var d = d
                        d.message = "baseline '\(path)' (from the config's 'baseline:'): \(d.message); write it first with --write-baseline \(path)"
                        d.location = at
                        return d
                    }
                }
                return CommandOutput(stderr: DiagnosticReporter.render(diagnostics, format: .text), exitCode: ExitStatus.unusable)
            } catch {
                return CommandOutput(stderr: "error: \(path): \((error as? Baseline.ReadError)?.message ?? "unreadable baseline")\n", exitCode: ExitStatus.unusable)
            }
        }
        var diagnostics = setup.problems
        var files = setup.files
        var fatal = setup.isFatal
        var checkedFiles: [Pipeline.Checked] = []
        for path in request.paths {
            let checked = Pipeline.check(path: path, options: setup.options)
            checkedFiles.append(checked)
            let found = baseline?.compare(checked, strict: request.strict) ?? checked.diagnostics
            // Assigned when first: a 100k-screen file has tens of thousands to copy otherwise.
            if diagnostics.isEmpty { diagnostics = found } else { diagnostics += found }
            fatal = fatal || checked.isFatal
            files[path] = checked.source
        }
        if let path = request.writeBaseline, !fatal {
            do {
                try AtomicWriter.write(Baseline(checkedFiles, baselineFolder: BaselinePath.folder(of: path)).rendered(), to: path, inputs: request.input.inputs(request.paths + [request.baseline].compactMap { $0 }))
            } catch {
                return CommandOutput(stderr: "error: \(error.message)\n", exitCode: ExitStatus.unusable)
            }
            output.stderr += "wrote baseline \(path): \(Plural.count(diagnostics.count, "finding")) recorded\n"
        }
        var reporterOptions = DiagnosticReporter.Options()
        reporterOptions.color = request.color
        reporterOptions.baseDirectory = FileManager.default.currentDirectoryPath
        let ignored = checkedFiles.flatMap(\.ignored)
        var shown = request.quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        if request.showIgnored, !ignored.isEmpty {
            shown = (shown + ignored.map { d in
                var d = d
                d.severity = .info
                d.message = "ignored (\(d.rule) accepted in the inventory): " + d.message
                return d
            }).sortedByLocation()
        }
        let format = request.format, sources = files, options = reporterOptions, listed = shown
        output.streamStdout { sink in
            DiagnosticReporter.stream(listed, format: format, files: sources, options: options, to: sink)
        }
        if request.format == .text, !request.quiet {
            var summary = DiagnosticReporter.summary(diagnostics, files: request.paths.count)
            if !ignored.isEmpty {
                summary.removeLast()
                summary += "; \(ignored.count) ignored\(request.showIgnored ? "" : " (--show-ignored lists them)")\n"
            }
            output.stderr += (baseline == nil ? "" : "against the baseline: ") + summary
        }
        if request.writeBaseline != nil {
            // Recording the current state is the point: only unusable input fails.
            output.exitCode = fatal ? ExitStatus.unusable : ExitStatus.ok
        } else {
            // Against a baseline every new warning is new debt, so it fails like --strict.
            output.exitCode = exitCode(diagnostics, fatal: fatal, strict: request.strict || baseline != nil)
        }
        output.keepAlive = [checkedFiles, diagnostics, shown, files]
        return output
    }

    static func exitCode(_ diagnostics: [Diagnostic], fatal: Bool, strict: Bool) -> Int32 {
        if fatal { return ExitStatus.unusable }
        if diagnostics.hasErrors { return ExitStatus.findings }
        if strict, diagnostics.contains(where: { $0.severity == .warning }) { return ExitStatus.findings }
        return ExitStatus.ok
    }
}

extension Runner {
    public struct PlanRequest: Sendable {
        public var path: String
        public var format: PlanFormat = .markdown
        public var output: String?
        public var strict = false
        public var color = false
        /// No progress or summary lines on stderr (errors still go there).
        public var quiet = false
        /// A history report whose calibration turns effort points into the team's units.
        public var calibration: String?
        public var input = InputSettings()
        public init(path: String) { self.path = path }
    }

    /// Writes the plan even when findings exist (stage 0 lists their fixes); an inventory
    /// with schema errors gets diagnostics on stderr and no plan.
    public static func plan(_ request: PlanRequest) -> CommandOutput {
        var request = request
        // The config and the gate files it names are inputs too: never an output.
        request.input = request.input.resolvingConfig(beside: request.path)
        let setup = Setup(request.input)
        let (checked, analysis, refused) = setup.analyse(request.path, refusal: "no plan written", color: request.color)
        guard let analysis else { return refused }
        var output = CommandOutput()
        let diagnostics = setup.problems + checked.diagnostics
        var planned = Planner.plan(analysis, diagnostics: checked.diagnostics)
        if let path = request.calibration {
            let read: Result<EffortCalibration, EffortCalibration.Failure>
            do {
                read = EffortCalibration.read(try YAMLLoader.read(path, maxBytes: request.input.limits.maxFileBytes).bytes, source: path)
            } catch {
                return CommandOutput(stderr: DiagnosticReporter.render(error.diagnostics, format: .text), exitCode: ExitStatus.unusable)
            }
            switch read {
            case .success(let calibration): planned.calibration = calibration
            case .failure(let failure): return CommandOutput(stderr: "error: \(failure.message)\n", exitCode: ExitStatus.unusable)
            }
        }
        // A plan whose steps cannot all be done is the planner's bug: say which, print none.
        let failures = PlanVerifier.verify(planned)
        guard failures.isEmpty else {
            let listed = failures.prefix(10).map { "  \($0)\n" }.joined()
            return CommandOutput(stderr: "internal error: the plan failed its own check (\(failures.count) step\(failures.count == 1 ? "" : "s") that cannot be done); no plan written. Please report it with the inventory:\n\(listed)", exitCode: ExitStatus.internalError)
        }
        // Links from the report to the inventory's lines: from the output's folder, or from
        // here when the report goes to standard output.
        planned.inventoryLink = RelativePath.link(from: request.output, to: request.path)
        let plan = planned
        if let path = request.output, request.format == .issues {
            // One file per stage in the folder, as one run's output: stage files of an earlier
            // export that this one does not write are removed.
            guard PathKind(path) == .missing || PathKind(path).isDirectory else {
                return CommandOutput(stderr: "error: \(path): --format issues writes one file per stage into a folder, and this is not one\n", exitCode: ExitStatus.unusable)
            }
            do {
                try FolderWriter.write(StageExport.issues(plan), into: path, owns: StageExport.isStageFile, inputs: request.input.inputs([request.path] + [request.calibration].compactMap { $0 }))
            } catch {
                return CommandOutput(stderr: "error: \(error.message)\n", exitCode: ExitStatus.unusable)
            }
            output.stderr = "wrote \(Plural.count(plan.stages.count, "issue file")) to \(path)\n"
        } else if let path = request.output {
            do {
                try AtomicWriter.write(to: path, inputs: request.input.inputs([request.path] + [request.calibration].compactMap { $0 })) { sink in request.format.stream(plan, to: sink) }
            } catch {
                output.stderr = "error: \(error.message)\n"
                output.exitCode = ExitStatus.unusable
                return output
            }
            output.stderr = "wrote \(path): \(Plural.count(plan.stages.count, "stage")), \(Plural.count(plan.units.count, "unit"))\n"
        } else {
            // Streamed like --output: a 100k-screen plan is 50 MB of JSON, never held whole.
            let format = request.format
            output.streamStdout { sink in format.stream(plan, to: sink) }
        }
        if request.quiet {
            output.stderr = ""
        } else if !diagnostics.isEmpty {
            output.stderr += DiagnosticReporter.summary(diagnostics, files: 1)
        }
        output.exitCode = exitCode(diagnostics, fatal: false, strict: request.strict)
        output.keepAlive = [checked, plan, diagnostics]
        return output
    }

}
