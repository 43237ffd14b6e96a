import Bridgeplan
import Foundation

/// What a command produced. Commands are functions from arguments to this, so tests run
/// them without a process; the executable only prints and exits.
public struct CommandOutput: Sendable, Equatable {
    public var stdout = ""
    public var stderr = ""
    public var exitCode: Int32 = 0

    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }
}

public enum ExitStatus {
    public static let ok: Int32 = 0
    /// Error findings, or warnings with --strict.
    public static let findings: Int32 = 1
    /// Usage error, or input that cannot be read or parsed at all.
    public static let unusable: Int32 = 2
}

/// Options every command that reads inventories shares.
public struct InputSettings: Sendable {
    public var gateFiles: [String] = []
    public var limits: InputLimits = .default
    public init() {}
}

public enum Runner {
    /// Loads the built-in catalog plus `--gates` files. Returns diagnostics for bad files.
    static func catalog(_ settings: InputSettings) -> (GateCatalog, [Diagnostic], [String: SourceFile]) {
        var catalog = GateCatalog.builtIn
        var diagnostics: [Diagnostic] = []
        var files: [String: SourceFile] = [:]
        for path in settings.gateFiles {
            do {
                let file = try YAMLLoader.read(path, maxBytes: settings.limits.maxFileBytes)
                files[path] = file
                let (extra, problems) = try GateCatalogDecoder.decode(file, limits: settings.limits.yaml)
                diagnostics += problems
                catalog.merge(extra)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        return (catalog, diagnostics, files)
    }

    public struct ValidateRequest: Sendable {
        public var paths: [String]
        public var format: DiagnosticFormat = .text
        public var strict = false
        public var color = false
        public var quiet = false
        public var input = InputSettings()
        public init(paths: [String]) { self.paths = paths }
    }

    public static func validate(_ request: ValidateRequest) -> CommandOutput {
        var output = CommandOutput()
        let (catalog, catalogProblems, catalogFiles) = Self.catalog(request.input)
        var options = Pipeline.Options()
        options.limits = request.input.limits
        options.catalog = catalog
        var diagnostics = catalogProblems
        var files = catalogFiles
        var fatal = catalogProblems.contains { RuleID(rawValue: $0.rule)?.isFatal == true }
        for path in request.paths {
            let checked = Pipeline.check(path: path, options: options)
            diagnostics += checked.diagnostics
            fatal = fatal || checked.isFatal
            files[path] = checked.source
        }
        var reporterOptions = DiagnosticReporter.Options()
        reporterOptions.color = request.color
        reporterOptions.baseDirectory = FileManager.default.currentDirectoryPath
        let shown = request.quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        output.stdout = DiagnosticReporter.render(shown, format: request.format, files: files, options: reporterOptions)
        if request.format == .text, !request.quiet {
            output.stderr = DiagnosticReporter.summary(diagnostics, files: request.paths.count)
        }
        output.exitCode = exitCode(diagnostics, fatal: fatal, strict: request.strict)
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
        public var input = InputSettings()
        public init(path: String) { self.path = path }
    }

    /// Writes the plan even when findings exist (stage 0 lists their fixes); an inventory
    /// with schema errors gets diagnostics on stderr and no plan.
    public static func plan(_ request: PlanRequest) -> CommandOutput {
        var output = CommandOutput()
        let (catalog, catalogProblems, catalogFiles) = Self.catalog(request.input)
        var options = Pipeline.Options()
        options.limits = request.input.limits
        options.catalog = catalog
        let checked = Pipeline.check(path: request.path, options: options)
        var files = catalogFiles
        files[request.path] = checked.source
        var reporterOptions = DiagnosticReporter.Options()
        reporterOptions.color = request.color
        let diagnostics = catalogProblems + checked.diagnostics
        let fatal = checked.isFatal || catalogProblems.contains { RuleID(rawValue: $0.rule)?.isFatal == true }
        guard let analysis = checked.analysis, !catalogProblems.hasErrors else {
            output.stderr = DiagnosticReporter.render(diagnostics, format: .text, files: files, options: reporterOptions)
                + "no plan written: fix the errors above first\n"
            output.exitCode = fatal ? ExitStatus.unusable : ExitStatus.findings
            return output
        }
        let plan = Planner.plan(analysis, diagnostics: checked.diagnostics)
        let rendered = request.format.render(plan)
        if let path = request.output {
            if resolved(path) == resolved(request.path) {
                output.stderr = "error: --output \(path) is the inventory itself; bridgeplan never writes its input\n"
                output.exitCode = ExitStatus.unusable
                return output
            }
            do {
                try AtomicWriter.write(rendered, to: path)
            } catch {
                output.stderr = "error: \(error.message)\n"
                output.exitCode = ExitStatus.unusable
                return output
            }
            output.stderr = "wrote \(path): \(plan.stages.count) stages, \(plan.units.count) units\n"
        } else {
            output.stdout = rendered
        }
        if !diagnostics.isEmpty {
            output.stderr += DiagnosticReporter.summary(diagnostics, files: 1)
        }
        output.exitCode = exitCode(diagnostics, fatal: false, strict: request.strict)
        return output
    }

    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
