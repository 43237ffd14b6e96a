import ArgumentParser
import Bridgeplan
import BridgeplanScan
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

extension HistoryFormat: ExpressibleByArgument {}

struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Chart the migration over a repository's history: screens by framework, bridges, and a forecast.",
        discussion: """
        Reads the first-parent history of the current branch through git (no checkout, nothing written into the \
        repository), takes the last commit of each month (--every), and counts each commit's Swift sources by the \
        rules scan drafts with. Counted points and files' facts are cached between runs (--cache-dir), in the cache \
        `scan --cache` uses. \
        Exit codes: 0 done; 2 not a git repository, git missing or failing, a shallow clone (without \
        --allow-shallow), a detached HEAD (without --ref), an unreadable --plan, or an output that cannot be \
        written; 64 usage error.
        """
    )

    @Argument(help: ArgumentHelp("The repository (a work tree or a bare repository).", valueName: "dir"))
    var directory = "."

    @Option(help: ArgumentHelp("One point per week, month, or every N commits.", valueName: "week|month|N"))
    var every = "month"

    @Option(help: ArgumentHelp("Only commits after this date (any date git reads: 2023-01-01, \"2 years ago\").", valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp("Only commits before this date.", valueName: "date"))
    var until: String?

    @Option(help: ArgumentHelp("At most this many points, spread evenly over the range (the newest kept).", valueName: "n"))
    var maxPoints = 100

    @Option(help: ArgumentHelp("The branch or commit to follow (default: the branch HEAD is on).", valueName: "ref"))
    var ref: String?

    @Option(help: ArgumentHelp("Leave out paths matching this glob (repeatable), as scan does.", valueName: "glob"))
    var exclude: [String] = []

    @Option(help: "Output format: markdown, json, csv or svg.")
    var format: HistoryFormat = .markdown

    @Option(name: [.short, .long], help: ArgumentHelp("Write the output to this file (atomically) instead of standard output.", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("The cache folder: counted points (history.jsonl) and files' facts by blob id (facts/), shared with scan --cache (default: $XDG_CACHE_HOME/bridgeplan, else ~/.cache/bridgeplan).", valueName: "dir"))
    var cacheDir: String?

    @Flag(help: "Count each point with scan's whole analysis, value flow included: also screens declared outside the Swift sources (Objective-C, binary packages) that navigation reaches. Two to four times slower.")
    var fullScan = false

    @Flag(help: "Count every point again and keep nothing.")
    var noCache = false

    @Flag(help: "Chart a shallow clone's history as far as it goes.")
    var allowShallow = false

    @Option(help: ArgumentHelp("Fit the forecast on the last N points.", valueName: "n"))
    var trendPoints = 12

    @Option(help: ArgumentHelp("An inventory or scan draft whose remaining UIKit screens are set against the pace.", valueName: "inventory"))
    var plan: String?

    @Option(help: ArgumentHelp("The name in the report's title (default: the repository folder's name).", valueName: "name"))
    var name: String?

    func validate() throws {
        guard HistorySampling(every) != nil else { throw ValidationError("--every: '\(every)' is not week, month or a positive number of commits") }
        guard maxPoints > 0 else { throw ValidationError("--max-points must be positive") }
        guard trendPoints >= 2 else { throw ValidationError("--trend-points must be at least 2") }
    }

    func run() throws {
        var request = Runner.HistoryRequest(directory: directory)
        request.sampling = HistorySampling(every) ?? .month
        request.since = since
        request.until = until
        request.maxPoints = maxPoints
        request.ref = ref
        request.excludes = exclude
        request.format = format
        request.output = output
        request.cacheFolder = noCache ? nil : (cacheDir ?? FactsCache.defaultRoot())
        request.allowShallow = allowShallow
        request.fullScan = fullScan
        request.trendPoints = trendPoints
        request.plan = plan
        request.name = name
        request.progress = isatty(STDERR_FILENO) == 1
        try finish(Runner.history(request))
    }
}

extension Runner {
    public struct HistoryRequest: Sendable {
        public var directory: String
        public var sampling: HistorySampling = .month
        public var since: String?
        public var until: String?
        public var maxPoints = 100
        public var ref: String?
        public var excludes: [String] = []
        public var format: HistoryFormat = .markdown
        public var output: String?
        /// The cache folder (points and facts); nil: no cache.
        public var cacheFolder: String?
        public var allowShallow = false
        public var fullScan = false
        public var trendPoints = 12
        public var plan: String?
        public var name: String?
        public var progress = false
        public init(directory: String) { self.directory = directory }
    }

    public static func history(_ request: HistoryRequest) -> CommandOutput {
        var options = HistoryScanner.Options()
        options.ref = request.ref
        options.since = request.since
        options.until = request.until
        options.sampling = request.sampling
        options.maxPoints = request.maxPoints
        options.excludes = request.excludes
        options.allowShallow = request.allowShallow
        options.fullScan = request.fullScan
        options.cacheFolder = request.cacheFolder
        if request.progress {
            options.progress = { p in
                let left = p.secondsLeft.map { ", about \(Int($0.rounded()))s left" } ?? ""
                let line = p.pointsDone == p.points ? "\r\u{1B}[K" : "\rhistory: \(p.pointsDone)/\(p.points) points, \(p.filesParsed) files parsed, \(p.cacheHits) from the cache\(left)\u{1B}[K"
                AtomicWriter.writeAll(line, to: 2)
            }
        }
        // Nothing is written into the repository read: not the cache, not an output in its git folder.
        let inside: (String) -> String?
        do {
            inside = try HistoryScanner.repositoryGuard(request.directory)
        } catch {
            return CommandOutput(stderr: "error: \(error.message)\n", exitCode: ExitStatus.unusable)
        }
        if let cache = request.cacheFolder, let why = inside(cache) {
            return CommandOutput(stderr: "error: --cache-dir \(cache): \(why); history never writes into the repository it reads\n", exitCode: ExitStatus.unusable)
        }
        if let path = request.output, let why = inside(path), why.contains("git folder") {
            return CommandOutput(stderr: "error: --output \(path): \(why); history never writes into the repository it reads\n", exitCode: ExitStatus.unusable)
        }

        var remaining: HistoryReport.Remaining?
        if let plan = request.plan {
            let setup = Setup(InputSettings())
            let (_, analysis, failure) = setup.analyse(plan, refusal: "--plan \(plan)")
            guard let analysis else { return CommandOutput(stderr: failure.stderr, exitCode: ExitStatus.unusable) }
            let uikit = analysis.inventory.screens.filter { $0.framework == .uikit && !$0.keepUIKit }
            remaining = HistoryReport.Remaining(inventory: plan, uikitScreens: uikit.count, effort: uikit.reduce(0) { $0 + $1.effort })
        }

        let result: HistoryScanner.Result
        do {
            result = try HistoryScanner.run(request.directory, options: options)
        } catch {
            return CommandOutput(stderr: "error: \(error.message)\n", exitCode: ExitStatus.unusable)
        }
        var report = HistoryReport(name: request.name ?? HistoryScanner.repositoryName(request.directory), result: result, window: request.trendPoints)
        if var remaining {
            remaining.screensPerMonth = HistoryReport.screensPerMonth(result.points, window: request.trendPoints)
            report.remaining = remaining
        }
        let rendered = report.render(request.format)
        var output = CommandOutput()
        if let path = request.output {
            do {
                try AtomicWriter.write(rendered, to: path, inputs: Set([request.plan].compactMap { $0.flatMap { AtomicWriter.FileIdentity(path: $0) } }))
            } catch {
                return CommandOutput(stderr: "error: \(error.message)\n", exitCode: ExitStatus.unusable)
            }
            output.stderr += "wrote \(path)\n"
        } else {
            output.stdout = rendered
        }
        for warning in result.warnings { output.stderr += "warning: \(warning)\n" }
        let s = result.statistics
        output.stderr += "history: \(result.points.count) points of \(result.commitsInRange) commits (\(s.cachedPoints) from the cache), \(s.filesParsed) file versions parsed, \(s.filesReused) reused, \(s.filesFromCache) from the facts cache; git \(String(format1: s.gitSeconds)) s, parsing \(String(format1: s.parseSeconds)) s, analysis \(String(format1: s.analysisSeconds)) s\n"
        return output
    }
}
