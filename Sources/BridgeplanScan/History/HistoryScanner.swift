import Bridgeplan
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// `bridgeplan history`: the migration's state at sampled commits of a repository's
/// first-parent history, each commit's tree read from git without a checkout.
public enum HistoryScanner {
    public struct Options: Sendable {
        /// The branch or commit to follow; default: the branch HEAD is on.
        public var ref: String?
        public var since: String?
        public var until: String?
        public var sampling: HistorySampling = .month
        public var maxPoints = 100
        public var excludes: [String] = []
        /// Read a shallow clone's history as far as it goes, instead of refusing it.
        public var allowShallow = false
        /// The cache folder (`FactsCache.defaultRoot()` by default in the CLI): counted points
        /// are kept in its `history.jsonl`, and files' facts by blob id in its `facts/`, shared
        /// with `scan --cache`. nil: no cache.
        public var cacheFolder: String?
        public var maxFileBytes = 8 << 20
        public var catalog: GateCatalog = .builtIn
        /// Count each point with scan's whole analysis, value flow included: it also counts
        /// screens declared outside the Swift sources (Objective-C, binary packages) that
        /// navigation reaches, at two to four times the time.
        public var fullScan = false
        /// The git command (found on PATH).
        public var gitExecutable = "git"
        /// Called after each point from the main thread.
        public var progress: (@Sendable (Progress) -> Void)?
        public init() {}
    }

    public struct Progress: Sendable {
        public var pointsDone: Int
        public var points: Int
        public var filesParsed: Int
        public var cacheHits: Int
        /// Seconds left at the pace so far; nil before the first counted point.
        public var secondsLeft: Double?
    }

    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    /// Where the time went and what was reused.
    public struct Statistics: Sendable, Equatable {
        public var gitSeconds = 0.0
        public var parseSeconds = 0.0
        public var analysisSeconds = 0.0
        /// Distinct file versions parsed, those reused from an earlier point of the run, and
        /// those whose facts the facts cache held (from an earlier run, or `scan --cache`).
        public var filesParsed = 0
        public var filesReused = 0
        public var filesFromCache = 0
        /// Points read from the cache instead of counted.
        public var cachedPoints = 0
        /// Blobs the repository does not have (a partial clone), over all points.
        public var missingBlobs = 0
    }

    public struct Result: Sendable {
        /// Oldest first.
        public var points: [HistoryPoint]
        /// What was followed (a branch name or the ref given).
        public var ref: String
        /// First-parent commits in the range, before sampling.
        public var commitsInRange: Int
        public var sampling: HistorySampling
        /// Screens that moved to SwiftUI between points, and what an effort point meant for them.
        public var calibration = HistoryCalibration(moves: [])
        public var statistics = Statistics()
        /// Things the reader should know (a shallow history, missing blobs, a cache not written).
        public var warnings: [String] = []
    }

    public static func run(_ directory: String, options: Options = Options()) throws(Failure) -> Result {
        signal(SIGPIPE, SIG_IGN)  // a git that dies must give an error, not kill the run
        var statistics = Statistics()
        let clock = ContinuousClock()
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }

        let git = Git(directory: directory, executable: options.gitExecutable)
        do { try git.checkRepository() } catch { throw Failure(message: error.message) }
        var warnings: [String] = []
        let ref: String
        let commits: [HistoryCommit]
        do {
            if let given = options.ref {
                ref = given
            } else if let branch = try git.currentBranch() {
                ref = branch
            } else {
                let head = try git.text(["rev-parse", "--short", "HEAD"]).split(whereSeparator: \.isNewline).first ?? "?"
                throw Failure(message: "\(directory): HEAD is detached at \(head); name the branch or commit to follow with --ref")
            }
            let start = clock.now
            commits = try git.firstParentCommits(ref, since: options.since, until: options.until)
            if try git.isShallow() {
                let points = options.sampling.sample(commits, maxPoints: options.maxPoints).count
                let oldest = commits.first.map { CivilDate(time: $0.time).text } ?? "?"
                let what = "\(directory) is a shallow clone: its history stops at \(commits.count) commit\(commits.count == 1 ? "" : "s") (from \(oldest)), enough for \(points) point\(points == 1 ? "" : "s")"
                guard options.allowShallow else {
                    throw Failure(message: what + "; fetch the rest with `git fetch --unshallow`, or pass --allow-shallow to chart what is there")
                }
                warnings.append(what)
            }
            statistics.gitSeconds += seconds(clock.now - start)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(message: (error as? Git.Failure).map { describe($0, directory) } ?? "\(directory): \(error)")
        }
        guard !commits.isEmpty else {
            throw Failure(message: "\(ref): no commits in the range asked for")
        }
        let sampled = options.sampling.sample(commits, maxPoints: options.maxPoints)

        var cache: HistoryCache?
        if let folder = options.cacheFolder { cache = try HistoryCache(path: folder + "/history.jsonl") }
        var scanOptions = SourceScanner.Options()
        scanOptions.catalog = options.catalog
        let gates = SourceScanner.gates(for: scanOptions)
        // Facts of file versions counted in earlier runs, or scanned by `scan --cache`.
        let factsCache = options.cacheFolder.map { FactsCache(root: $0, gates: gates) }
        // Facts of the file versions in the last counted tree, by blob id: a point parses only
        // the files its commit changed since the previous point. nil: read but not parseable.
        var factsByBlob: [String: FileFacts?] = [:]
        // The same for storyboards and xibs (nil: over the size limit), and for Info.plists
        // (nil: not a property list scan reads).
        var documentsByBlob: [String: IBDocument?] = [:]
        var plistsByBlob: [String: InfoPlist?] = [:]
        // A partial clone lacks blobs it would fetch when asked for one (a write into the
        // repository, and a failure with fetching off): its missing blobs are listed first.
        let isPartial = ((try? git.text(["config", "--get-regexp", #"^(remote\..*\.promisor|extensions\.partialclone)$"#])) ?? "")
            .split(whereSeparator: \.isNewline).contains { !$0.hasSuffix(" false") }
        var reader: BlobReader?
        var points: [HistoryPoint] = []
        var cacheWriteFailure: String?
        let started = clock.now
        var counted = 0
        for (n, commit) in sampled.enumerated() {
            let key = HistoryCache.key(commit: commit.id, excludes: options.excludes, fullScan: options.fullScan)
            if let cached = cache?.points[key] {
                points.append(cached)
                statistics.cachedPoints += 1
            } else {
                var point = HistoryPoint(commit: commit.id, time: commit.time)
                let gitStart = clock.now
                let tree: Git.TreeFiles
                var fresh: [(path: String, blob: String, bytes: [UInt8])] = []
                var stored: [String: FileFacts] = [:]
                var freshDocuments: [(path: String, blob: String, bytes: [UInt8])] = []
                var appPlists: [InfoPlist] = []
                do {
                    let listed = try git.appFiles(of: commit.id, excludes: options.excludes)
                    let missing = isPartial ? try git.missingObjects(of: commit.id) : []
                    // A blob's bytes, or nil (counted unread) when the repository lacks it.
                    func bytes(_ blob: String) throws(Git.Failure) -> [UInt8]? {
                        if !missing.contains(blob) {
                            if reader == nil { reader = try BlobReader(git) }
                            if let bytes = try reader!.read(blob) { return bytes }
                        }
                        statistics.missingBlobs += 1
                        point.unreadFiles += 1
                        return nil
                    }
                    // Info.plists first: app extensions and sample apps are left out, as scan leaves them.
                    var read: [(file: String, plist: InfoPlist)] = []
                    for file in listed.plists {
                        if plistsByBlob[file.blob] == nil {
                            guard let data = try bytes(file.blob) else { continue }
                            plistsByBlob[file.blob] = .some(try? InfoPlist.read(data, relativePath: file.path).get())
                        }
                        if let plist = plistsByBlob[file.blob]!.map({ $0.at(file.path) }) { read.append((file.path, plist)) }
                    }
                    let scope = AppScope(plists: read) { file in
                        SourceScanner.LibraryFolders.nearest(above: file) { listed.libraryFolders.contains($0) }
                    }
                    appPlists = scope.appPlists
                    tree = Git.TreeFiles(swift: listed.swift.filter { scope.keeps($0.path) },
                                         interface: listed.interface.filter { scope.keeps($0.path) })
                    // New blobs are looked up in the facts cache first (on every core), and
                    // only those it lacks are read from git and parsed.
                    var unseen: [(path: String, blob: String)] = []
                    var queued: Set<String> = []
                    for file in tree.swift where factsByBlob[file.blob] == nil && queued.insert(file.blob).inserted { unseen.append(file) }
                    if let factsCache {
                        let lookups = unseen
                        let found = Slots<FileFacts?>(count: lookups.count)
                        Workers.run(count: lookups.count) { i in found.store(i, factsCache.facts(of: lookups[i].blob)) }
                        var missed: [(path: String, blob: String)] = []
                        for (i, file) in lookups.enumerated() {
                            if let facts = found.values[i] ?? nil { stored[file.blob] = facts } else { missed.append(file) }
                        }
                        unseen = missed
                    }
                    for file in unseen {
                        if let data = try bytes(file.blob) { fresh.append((file.path, file.blob, data)) }
                    }
                    for file in tree.interface where documentsByBlob[file.blob] == nil {
                        if let data = try bytes(file.blob) { freshDocuments.append((file.path, file.blob, data)) }
                    }
                } catch {
                    throw Failure(message: describe(error, directory))
                }
                statistics.gitSeconds += seconds(clock.now - gitStart)

                let parseStart = clock.now
                let work = fresh
                let limit = options.maxFileBytes
                let parsed = Slots<FileFacts?>(count: work.count)
                Workers.run(count: work.count) { i in
                    let job = work[i]
                    guard job.bytes.count <= limit, job.bytes.withUnsafeBufferPointer(SourceGuard.check) == nil else {
                        parsed.store(i, nil)
                        return
                    }
                    let facts = Extractor.facts(source: String(decoding: job.bytes, as: UTF8.self), relativePath: job.path, displayPath: job.path, gates: gates)
                    factsCache?.store(facts, of: job.blob)
                    parsed.store(i, facts)
                }
                let documentWork = freshDocuments
                let readDocuments = Slots<IBDocument?>(count: documentWork.count)
                Workers.run(count: documentWork.count) { i in
                    let job = documentWork[i]
                    readDocuments.store(i, job.bytes.count <= limit ? IBReader.read(job.bytes, relativePath: job.path, displayPath: job.path) : nil)
                }
                statistics.parseSeconds += seconds(clock.now - parseStart)
                statistics.filesParsed += work.count + documentWork.count

                var next: [String: FileFacts?] = [:]
                for (i, job) in work.enumerated() { next[job.blob] = .some(parsed.values[i] ?? nil) }
                for (blob, facts) in stored {
                    next[blob] = .some(facts)
                    statistics.filesFromCache += 1
                }
                var files: [FileFacts] = []
                for file in tree.swift {
                    let entry: FileFacts?
                    if let now = next[file.blob] {
                        entry = now
                    } else if let earlier = factsByBlob[file.blob] {
                        entry = earlier
                        next[file.blob] = .some(earlier)
                        statistics.filesReused += 1
                    } else {
                        continue  // missing from the repository, counted above
                    }
                    guard var facts = entry else { point.unreadFiles += 1; continue }
                    if facts.isAppKit || facts.isTest { continue }
                    // The same blob may sit at two paths: each copy is a file of its own.
                    facts.relativePath = file.path
                    facts.displayPath = file.path
                    files.append(facts)
                }
                factsByBlob = next

                var nextDocuments: [String: IBDocument?] = [:]
                for (i, job) in documentWork.enumerated() { nextDocuments[job.blob] = .some(readDocuments.values[i] ?? nil) }
                var documents: [IBDocument] = []
                for file in tree.interface {
                    guard let entry = nextDocuments[file.blob] ?? documentsByBlob[file.blob] else { continue }
                    nextDocuments[file.blob] = .some(entry)
                    guard var document = entry else { point.unreadFiles += 1; continue }
                    document.relativePath = file.path
                    document.displayPath = file.path
                    documents.append(document)
                }
                documentsByBlob = nextDocuments
                point.files = files.count
                point.interfaceFiles = documents.count

                let analysisStart = clock.now
                HistoryCensus.count(files, documents: documents, plists: appPlists, into: &point, catalog: options.catalog, fullScan: options.fullScan)
                statistics.analysisSeconds += seconds(clock.now - analysisStart)
                points.append(point)
                counted += 1
                if cache != nil, cacheWriteFailure == nil {
                    do { try cache!.append(point, key: key) } catch { cacheWriteFailure = error.message }
                }
            }
            if let progress = options.progress {
                let elapsed = seconds(clock.now - started)
                let left = counted > 0 ? elapsed / Double(counted) * Double(sampled.count - n - 1) : nil
                progress(Progress(pointsDone: n + 1, points: sampled.count, filesParsed: statistics.filesParsed, cacheHits: statistics.cachedPoints, secondsLeft: left))
            }
        }
        if let cacheWriteFailure { warnings.append("points were not cached: \(cacheWriteFailure)") }
        if let skipped = cache?.skippedLines, skipped > 0 { warnings.append("\(skipped) line\(skipped == 1 ? "" : "s") of the cache did not read back (an interrupted run or an older version) and were counted again") }
        if statistics.missingBlobs > 0 {
            warnings.append("\(statistics.missingBlobs) file version\(statistics.missingBlobs == 1 ? " is" : "s are") missing from the repository (a partial clone?) and were skipped; `git fetch --refetch` or a full clone reads them")
        }
        var moves = HistoryCalibration.moves(points)
        let measureStart = clock.now
        do { try git.measure(&moves) } catch { throw Failure(message: describe(error, directory)) }
        statistics.gitSeconds += seconds(clock.now - measureStart)
        var result = Result(points: points, ref: ref, commitsInRange: commits.count, sampling: options.sampling)
        result.calibration = HistoryCalibration.fit(moves)
        result.statistics = statistics
        result.warnings = warnings
        return result
    }


    /// A check for outputs: for a path inside the repository at `directory`, where it is
    /// ("the repository's git folder", "the repository's work tree"); nil outside. Throws
    /// when `directory` is no repository git can read.
    public static func repositoryGuard(_ directory: String) throws(Failure) -> @Sendable (String) -> String? {
        let git = Git(directory: directory)
        do { try git.checkRepository() } catch { throw Failure(message: error.message) }
        func resolved(_ arguments: [String]) -> String? {
            guard let text = try? git.text(arguments).split(whereSeparator: \.isNewline).first else { return nil }
            return RelativePath.realPath(String(text)) ?? String(text)
        }
        let gitFolder = resolved(["rev-parse", "--absolute-git-dir"])
        let workTree = resolved(["rev-parse", "--show-toplevel"])
        return { path in
            // The deepest folder that exists, resolved: the file itself may not exist yet.
            var parts = (path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path).split(separator: "/").map(String.init)
            var real: String?
            var rest: [String] = []
            while real == nil, !parts.isEmpty {
                real = RelativePath.realPath("/" + parts.joined(separator: "/"))
                if real == nil { rest.insert(parts.removeLast(), at: 0) }
            }
            let full = ([real ?? ""] + rest).joined(separator: "/")
            func within(_ folder: String?) -> Bool { folder.map { full == $0 || full.hasPrefix($0 + "/") } ?? false }
            if within(gitFolder) { return "it is inside the repository's git folder" }
            if within(workTree) { return "it is inside the repository's work tree" }
            return nil
        }
    }

    /// The repository folder's name, for titles.
    public static func repositoryName(_ directory: String) -> String {
        let path = RelativePath.realPath(directory) ?? directory
        var name = path.split(separator: "/").last.map(String.init) ?? "repository"
        if name.hasSuffix(".git"), name.count > 4 { name.removeLast(4) }
        // A mirror keeps the repository in `owner+name/repo`.
        if name == "repo", let parent = path.split(separator: "/").dropLast().last { name = String(parent) }
        return name
    }

    static func describe(_ failure: Git.Failure, _ directory: String) -> String {
        switch failure {
        case .missing: "git is not installed or not on PATH; history reads the repository through it"
        case .failed(let command, let status, let message): "\(directory): `\(command)` failed (exit \(status)): \(message)"
        case .system(let message): "\(directory): \(message)"
        }
    }
}
