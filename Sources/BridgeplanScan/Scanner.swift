import Bridgeplan
import SwiftParser
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// `bridgeplan scan`: Swift sources → containment findings and a draft inventory.
public enum SourceScanner {
    public struct Options: Sendable {
        /// Glob patterns of paths to leave out (see `FileWalker.excluded`).
        public var excludes: [String] = []
        /// The app's name in the draft; default: the first folder's name.
        public var appName: String?
        /// The gate catalog the needs are checked against.
        public var catalog: GateCatalog = .builtIn
        /// List every matched gate in `needs`, not only those introduced above iOS 13 or deprecated.
        public var allGates = false
        /// Files larger than this are skipped (generated code).
        public var maxFileBytes = 8 << 20
        /// The deployment target to write, over what the project files say.
        public var deploymentTarget: String?
        /// Called from worker threads as files are parsed: (done, total).
        public var progress: (@Sendable (Int, Int) -> Void)?
        /// Where files' facts are kept between runs (`--cache`); nil: every file is parsed.
        /// Its gates must be those this scan records (`FactsCache(root:gates:)` with `gates(for:)`).
        public var factsCache: FactsCache?
        public init() {}
    }

    public struct Result: Sendable {
        /// Swift files parsed.
        public var fileCount: Int
        /// Storyboards and xibs read.
        public var interfaceFileCount = 0
        /// The files the scan found under its folders, by identity: never an output.
        public var inputs: Set<AtomicWriter.FileIdentity> = []
        /// Containment findings, sorted by location.
        public var findings: [Diagnostic]
        /// The draft inventory (YAML, schema v1).
        public var draft: String
        /// The files findings point into, by the path they print, for source excerpts.
        public var sources: [String: SourceFile]
        /// Navigation call sites drawn as edges, of all the value flow met.
        public var navigationSites = (resolved: 0, total: 0)
        /// With a facts cache: Swift files whose facts were read from it, those parsed and
        /// stored, and those whose entry could not be written (a full disk, a path that is no folder).
        public var cacheUse: (read: Int, stored: Int, unwritten: Int)?
        /// What the scan built on its way (every file's facts, the index, the value flow): a
        /// command that exits next keeps it, and the process ends without freeing it piece by
        /// piece (5% of a large app's scan, all of it after the last output).
        public var leftovers: Leftovers?
    }

    /// The scan's working state, held only so that freeing it can be left to the process's end.
    public final class Leftovers: @unchecked Sendable {
        let kept: [Any]
        init(_ kept: [Any]) { self.kept = kept }
    }

    public struct Failure: Error, Sendable {
        public var message: String
        /// The folder read fine and holds no screen: the wrong folder, not a broken one.
        public var noScreens = false
    }

    public static func scan(_ roots: [String], options: Options = Options()) throws(Failure) -> Result {
        if FlowTrace.enabled { FlowTrace.write("scan: started at \(FlowTrace.now())") }
        var jobs: [(path: String, relative: String, display: String)] = []
        var interfaceJobs: [(path: String, relative: String, display: String)] = []
        var projectFiles: [(root: String, file: String)] = []
        var appTargetSettings: [(root: String, file: String, setting: XcodeProject.DeploymentSetting)] = []
        var plists: [InfoPlist] = []
        var extensionPlists: [InfoPlist] = []
        var separateApps: [(folder: String, why: String)] = []
        var inputs: Set<AtomicWriter.FileIdentity> = []
        var walkSkipped: [Diagnostic] = []
        var unreadPlists: [Diagnostic] = []
        var unbuiltFiles: [(project: String, count: Int)] = []
        var unbuiltInterfaceFiles: [(project: String, count: Int)] = []
        var objectiveCFiles: [String] = []
        for root in roots {
            guard PathKind(root).isDirectory else {
                throw Failure(message: "\(root): not a directory")
            }
            let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
            let found: FileWalker.Found
            do {
                found = try FileWalker.walk(trimmed, excludes: options.excludes)
            } catch {
                throw Failure(message: "\(root): \(error.reason)")
            }
            inputs.formUnion(found.identities)
            func display(_ file: String) -> String { trimmed == "." ? file : trimmed + "/" + file }
            func job(_ file: String) -> (String, String, String) {
                (trimmed + "/" + file, roots.count == 1 ? file : display(file), display(file))
            }
            walkSkipped += found.skipped.map { Self.unread(display($0.path), Unread(reason: $0.reason)) }
            // App extensions and watch apps are apps of their own: their folders are left out.
            var libraries = LibraryFolders(root: trimmed)
            var read: [(file: String, plist: InfoPlist)] = []
            for file in found.plists {
                let (path, relative, _) = job(file)
                switch readBounded(path, limit: InfoPlist.maxBytes).flatMap({ InfoPlist.read($0, relativePath: relative) }) {
                case .success(let plist): read.append((file, plist))
                case .failure(let why):
                    // An extension's plist unread would let its screens join the app: say so.
                    unreadPlists.append(Self.unread(display(file), why))
                }
            }
            let unbuilt = Self.unbuilt(found, root: trimmed)
            let scope = AppScope(plists: read, appProjects: unbuilt.appTargets.map(\.file), keeping: roots.count > 1 ? trimmed : nil) {
                libraries.library(holding: $0)
            }
            plists += scope.appPlists
            extensionPlists += read.map(\.plist).filter { $0.extensionPoint != nil }
            separateApps += scope.separateApps.map { (roots.count == 1 ? $0.folder : display($0.folder), $0.why) }
            let kept = scope.keeps
            // A project in a folder left out (a library's demo) speaks for nothing the app builds.
            for (project, count) in unbuilt.counts where kept(project) { unbuiltFiles.append((roots.count == 1 ? project : display(project), count)) }
            for (project, count) in unbuilt.interfaceCounts where kept(project) { unbuiltInterfaceFiles.append((roots.count == 1 ? project : display(project), count)) }
            jobs += found.swiftFiles.filter { kept($0) && !unbuilt.files.contains($0) }.map(job)
            interfaceJobs += found.interfaceFiles.filter { kept($0) && !unbuilt.interfaceFiles.contains($0) }.map(job)
            projectFiles += found.projectFiles.filter(kept).map { (trimmed, $0) }
            appTargetSettings += unbuilt.appTargets.filter { kept($0.file) }.map { (trimmed, $0.file, $0.setting) }
            objectiveCFiles += found.objectiveCFiles.filter(kept).map { trimmed + "/" + $0 }
        }

        // A folder with nothing to read is the wrong folder, not an app with no screens.
        if jobs.isEmpty, interfaceJobs.isEmpty {
            let names = roots.joined(separator: ", ")
            throw Failure(message: "\(names): no Swift sources, storyboards or xibs to read (is this the app's folder? tests, Pods, Carthage and build folders are left out)")
        }
        let total = jobs.count
        let work = jobs
        // A file's facts and its bytes (kept for the excerpts of findings), or why it was skipped.
        let results = Slots<(facts: FileFacts?, bytes: [UInt8]?, refusal: SourceGuard.Refusal?, unread: Unread?, cache: CacheUse)>(count: total)
        let limit = options.maxFileBytes
        let progress = options.progress
        let gates = Self.gates(for: options)
        let cache = options.factsCache
        if FlowTrace.enabled { FlowTrace.write("scan: walked at \(FlowTrace.now())") }
        // One file per job, on every core; each result lands in its own slot.
        Workers.run(count: total) { i in
            let job = work[i]
            var facts: FileFacts?
            var bytes: [UInt8]?
            var refusal: SourceGuard.Refusal?
            var unread: Unread?
            var use = CacheUse.none
            switch readBounded(job.path, limit: limit) {
            case .failure(let why): unread = why
            case .success(let array):
                refusal = array.withUnsafeBufferPointer(SourceGuard.check)
                if refusal == nil {
                    let blob = cache.map { _ in FactsCache.blobID(array) }
                    if let cache, let blob, var cached = cache.facts(of: blob) {
                        cached.relativePath = job.relative
                        cached.displayPath = job.display
                        facts = cached
                        use = .read
                    } else {
                        let parsed = Extractor.facts(source: String(decoding: array, as: UTF8.self), relativePath: job.relative, displayPath: job.display, gates: gates)
                        if let cache, let blob { use = cache.store(parsed, of: blob) ? .stored : .unwritten }
                        facts = parsed
                    }
                    bytes = array
                }
            }
            let done = results.store(i, (facts, bytes, refusal, unread, use))
            progress?(done, total)
        }

        var files: [FileFacts] = []
        var bytesByDisplay: [String: [UInt8]] = [:]
        var skipped = walkSkipped + unreadPlists
        var appKitFiles = 0
        var testFiles = 0
        for i in 0..<total {
            if let facts = results.values[i]?.facts {
                if facts.isAppKit { appKitFiles += 1; continue }
                if facts.isTest { testFiles += 1; continue }
                files.append(facts)
                bytesByDisplay[facts.displayPath] = results.values[i]?.bytes
            } else if let refusal = results.values[i]?.refusal {
                skipped.append(Diagnostic(
                    rule: .scanFileSkipped, message: "Not scanned: \(refusal.reason), past what the Swift parser reads safely.",
                    location: SourceLocation(file: jobs[i].display, line: refusal.line, column: refusal.column),
                    notes: ["Nothing in this file is in the draft. Generated or minified code is usually best left out with --exclude."]))
            } else {
                skipped.append(Self.unread(jobs[i].display, results.values[i]?.unread ?? Unread(reason: "unreadable")))
            }
        }
        files.sort { $0.displayPath < $1.displayPath }
        if FlowTrace.enabled { FlowTrace.write("scan: parsed at \(FlowTrace.now())") }

        // Storyboards and xibs, on every core too; unreadable ones are listed as skipped.
        let interfaceWork = interfaceJobs
        let documents = Slots<Swift.Result<IBDocument, Unread>>(count: interfaceWork.count)
        Workers.run(count: interfaceWork.count) { i in
            let job = interfaceWork[i]
            documents.store(i, readBounded(job.path, limit: limit).map { IBReader.read($0, relativePath: job.relative, displayPath: job.display) })
        }
        var interfaceDocuments: [IBDocument] = []
        for i in 0..<interfaceWork.count {
            switch documents.values[i] ?? .failure(Unread(reason: "unreadable")) {
            case .success(let document): interfaceDocuments.append(document)
            case .failure(let why): skipped.append(Self.unread(interfaceWork[i].display, why))
            }
        }

        var target: FileWalker.Target?
        var generatedStoryboard: (name: String, file: String, line: Int)?
        for (root, file) in projectFiles {
            let settings: FileWalker.Settings
            switch FileWalker.settings(root: root, file: file, limit: FileWalker.maxProjectFileBytes) {
            case .success(let read): settings = read
            case .failure(let why):
                skipped.append(Self.unread(roots.count == 1 ? file : root + "/" + file, why))
                continue
            }
            if generatedStoryboard == nil, let found = settings.mainStoryboard {
                generatedStoryboard = (found.name, roots.count == 1 ? file : root + "/" + file, found.line)
            }
            guard let found = settings.target else { continue }
            let shown = FileWalker.Target(version: found.version, file: roots.count == 1 ? file : root + "/" + file, line: found.line)
            if target == nil || (OSVersion(found.version) ?? OSVersion(99)) < (OSVersion(target!.version) ?? OSVersion(99)) { target = shown }
        }
        // The app target's own setting, when a project names one, over the lowest any project
        // file declares (a library project built for iOS 8, a package's floor). Of several
        // projects with app targets, the outermost is the app's; one nested in its folders is
        // a template or an example.
        func depth(_ file: String) -> Int { file.split(separator: "/").count }
        let outermost = appTargetSettings.map { depth($0.root + "/" + $0.file) }.min()
        let lowest = { (a: (root: String, file: String, setting: XcodeProject.DeploymentSetting)) in
            (OSVersion(a.setting.version) ?? OSVersion(99), a.file, a.setting.configuration)
        }
        if let app = appTargetSettings.filter({ depth($0.root + "/" + $0.file) == outermost }).min(by: { lowest($0) < lowest($1) }) {
            let line = FileWalker.line(ofSettingIn: app.setting.configuration, file: app.root + "/" + app.file, limit: FileWalker.maxProjectFileBytes)
            target = FileWalker.Target(version: app.setting.version, file: roots.count == 1 ? app.file : app.root + "/" + app.file, line: line, isAppTarget: true)
        }
        if let forced = options.deploymentTarget { target = FileWalker.Target(version: forced, file: "", line: 0) }

        if FlowTrace.enabled { FlowTrace.write("facts: read at \(FlowTrace.now())") }
        let index = TypeIndex(files)
        var resolver = Resolver(index: index, catalog: options.catalog)
        resolver.allGates = options.allGates
        resolver.documents = interfaceDocuments
        resolver.plists = plists
        resolver.extensionPlists = extensionPlists
        resolver.generatedStoryboard = generatedStoryboard
        resolver.deploymentTarget = target?.version
        // Objective-C the scan does not parse may still make a Swift screen: its text is
        // searched for the names of screens nothing else makes, read only if there are any.
        resolver.objectiveCFiles = objectiveCFiles
        resolver.maxFileBytes = limit
        resolver.run()
        // Code with no screen in it (models, a library) is the wrong folder too: a draft of a
        // placeholder app would plan nothing. (Unless files were skipped: their finding says why.)
        if resolver.screens.isEmpty, resolver.containers.isEmpty, skipped.isEmpty {
            let names = roots.joined(separator: ", ")
            let read = Plural.count(files.count, "Swift file") + (interfaceDocuments.isEmpty ? "" : " and \(Plural.count(interfaceDocuments.count, "storyboard or xib", "storyboards or xibs"))")
            throw Failure(message: "\(names): no view controller or SwiftUI screen in its \(read) (is this the app's folder? a package of models or a library has no screens)", noScreens: true)
        }

        let name = options.appName ?? appName(roots.first ?? ".")
        var summary = DraftWriter.Summary(files: files.count, documents: interfaceDocuments.count, roots: roots, target: target)
        summary.separateApps = separateApps
        summary.forcedTarget = options.deploymentTarget != nil
        summary.appKitFiles = appKitFiles
        summary.testFiles = testFiles
        summary.unbuiltFiles = unbuiltFiles
        summary.unbuiltInterfaceFiles = unbuiltInterfaceFiles
        if FlowTrace.enabled { FlowTrace.write("resolved at \(FlowTrace.now())") }
        let draft = DraftWriter.yaml(&resolver, appName: name, summary: summary)

        let findings = (resolver.findings + skipped).sortedByLocation()
        var sources: [String: SourceFile] = [:]
        for finding in findings where sources[finding.location.file] == nil {
            if let bytes = bytesByDisplay[finding.location.file] {
                sources[finding.location.file] = SourceFile(path: finding.location.file, bytes: bytes)
            }
        }
        var result = Result(fileCount: files.count, findings: findings, draft: draft, sources: sources)
        if cache != nil {
            let uses = (0..<total).map { results.values[$0]?.cache ?? .none }
            result.cacheUse = (uses.count { $0 == .read }, uses.count { $0 == .stored }, uses.count { $0 == .unwritten })
        }
        result.interfaceFileCount = interfaceDocuments.count
        result.navigationSites = resolver.navigationCoverage
        result.inputs = inputs
        // The resolver holds the index, and the index every file's facts.
        result.leftovers = Leftovers([resolver, results, bytesByDisplay])
        return result
    }

    /// Folders of a library the app builds with its own manifest (a Swift package, a CocoaPods
    /// pod), found by looking, each folder once.
    struct LibraryFolders {
        let root: String
        private var known: [String: Bool] = [:]
        init(root: String) { self.root = root }

        /// The nearest folder above `file` and below `folder` ("" for the root) that holds a
        /// `Package.swift` or a `.podspec`, if any.
        mutating func library(holding file: String, below folder: String = "") -> String? {
            Self.nearest(above: file, below: folder) { dir in
                if known[dir] == nil {
                    let names = (try? FileWalker.entries(of: root + "/" + dir).get().names) ?? []
                    known[dir] = names.contains { $0 == "Package.swift" || $0.hasSuffix(".podspec") }
                }
                return known[dir]!
            }
        }

        /// The nearest folder above `file` and below `folder` ("" for the root) for which
        /// `isLibrary` holds: the walk `history` makes over a tree's manifests too.
        static func nearest(above file: String, below folder: String = "", where isLibrary: (String) -> Bool) -> String? {
            var parts = file.split(separator: "/").dropLast()
            while !parts.isEmpty {
                let dir = parts.joined(separator: "/")
                if dir == folder { return nil }
                if isLibrary(dir) { return dir }
                parts = parts.dropLast()
            }
            return nil
        }
    }

    /// The Swift files under an Xcode project's folder that none of its targets but tests
    /// compiles (an old screen left in the folder, a test double, an example), and how many per
    /// project. Files of a Swift package or a CocoaPods pod inside the folder are built by
    /// their own manifests and are kept, as is everything when no project can be read.
    /// Storyboards and xibs likewise: under a project that copies some, one that no target
    /// of it copies (`interfaceCounts`).
    static func unbuilt(_ found: FileWalker.Found, root: String)
        -> (files: Set<String>, counts: [(String, Int)], interfaceFiles: Set<String>, interfaceCounts: [(String, Int)],
            appTargets: [(file: String, setting: XcodeProject.DeploymentSetting)]) {
        var projects: [(file: String, project: XcodeProject)] = []
        for file in found.projectFiles where file.hasSuffix(".pbxproj") {
            guard case .success(let bytes) = readBounded(root + "/" + file, limit: XcodeProject.maxBytes),
                  let project = XcodeProject.read(bytes, projectFile: file) else { continue }
            projects.append((file, project))
        }
        let appTargets = projects.flatMap { project in project.project.appDeploymentTargets.map { (project.file, $0) } }
        projects.removeAll { !$0.project.isInformative && !$0.project.listsInterfaceFiles }
        guard !projects.isEmpty else { return ([], [], [], [], appTargets) }
        var libraries = LibraryFolders(root: root)
        func notBuilt(_ candidates: [String], by builds: (XcodeProject, String) -> Bool, speaking: (XcodeProject) -> Bool) -> (Set<String>, [(String, Int)]) {
            var files: Set<String> = []
            var counts: [String: Int] = [:]
            let speakers = projects.filter { speaking($0.project) }
            for file in candidates {
                guard !speakers.contains(where: { builds($0.project, file) }) else { continue }
                // The nearest project whose folder holds the file speaks for it.
                let covering = speakers.filter { $0.project.folder.isEmpty || file.hasPrefix($0.project.folder + "/") }
                guard let nearest = covering.max(by: { $0.project.folder.count < $1.project.folder.count }),
                      libraries.library(holding: file, below: nearest.project.folder) == nil else { continue }
                files.insert(file)
                if FlowTrace.enabled { FlowTrace.write("scan: not built by \(nearest.file): \(file)") }
                counts[String(nearest.file.dropLast("/project.pbxproj".count)), default: 0] += 1
            }
            return (files, counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        }
        let swift = notBuilt(found.swiftFiles, by: { $0.compiles($1) }, speaking: \.isInformative)
        let interface = notBuilt(found.interfaceFiles, by: { $0.copies($1) }, speaking: \.listsInterfaceFiles)
        return (swift.0, swift.1, interface.0, interface.1, appTargets)
    }

    /// The floor a scan is measured against: the same walk and reads, and a bare SwiftParser
    /// parse of every Swift file on every core, nothing else. The number of files parsed.
    public static func parseFloor(_ roots: [String], maxFileBytes: Int = 8 << 20) -> Int {
        var paths: [String] = []
        for root in roots where PathKind(root).isDirectory {
            let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
            paths += ((try? FileWalker.walk(trimmed, excludes: [])) ?? FileWalker.Found()).swiftFiles.map { trimmed + "/" + $0 }
        }
        let work = paths
        let parsed = Slots<Int>(count: work.count)
        Workers.run(count: work.count) { i in
            guard case .success(let bytes) = readBounded(work[i], limit: maxFileBytes) else { return }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: 256) }
            parsed.store(i, tree.statements.count)  // a result kept, so the parse is not optimised away
        }
        return parsed.values.compactMap { $0 }.count
    }

    /// Why a file was not read, in words a finding can carry.
    struct Unread: Error, Sendable {
        var reason: String
    }

    /// A regular file's bytes, or why not: larger than `limit` (checked before reading),
    /// swapped for a symbolic link since the walk, not a regular file, or unreadable. Read into
    /// an array of exactly the file's size: FileManager's reader kept a 4 KiB buffer for each
    /// empty file, and a scan holds every file's bytes.
    /// What the facts cache did for one file.
    enum CacheUse: Sendable { case none, read, stored, unwritten }

    /// The gates a scan with these options records in a file's facts (nil: all).
    public static func gates(for options: Options) -> Set<String>? {
        options.allGates ? nil : Set(options.catalog.order.filter { Resolver.matters($0, in: options.catalog) })
    }

    static func readBounded(_ path: String, limit: Int) -> Swift.Result<[UInt8], Unread> {
        // Non-blocking, so a FIFO planted in the tree is refused by fstat, not waited on.
        // O_NOFOLLOW: the walk saw a regular file; a link put in its place since is not followed
        // out of the tree.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            let code = errno
            return .failure(Unread(reason: code == ELOOP ? "it became a symbolic link while the scan ran, and links are not followed" : "unreadable (\(String(cString: strerror(code))))"))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .failure(Unread(reason: "not a regular file")) }
        guard Int(info.st_size) <= limit else { return .failure(Unread(reason: "\(info.st_size) bytes, larger than the limit of \(limit)")) }
        let size = Int(info.st_size)
        var failed: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let n = read(fd, buffer.baseAddress! + count, size - count)
                if n > 0 {
                    count += n
                } else if n == 0 || errno != EINTR {
                    if n < 0 { failed = errno }
                    return  // a file that shrank while read is read as it now is
                }
            }
        }
        return failed == 0 ? .success(bytes) : .failure(Unread(reason: "unreadable (\(String(cString: strerror(failed))))"))
    }

    /// The finding for a file or folder that was not read, and why.
    static func unread(_ display: String, _ why: Unread) -> Diagnostic {
        Diagnostic(
            rule: .scanFileSkipped, message: "Not scanned: \(why.reason).",
            location: .wholeFile(display), notes: ["Nothing in it is in the draft."])
    }

    static func appName(_ root: String) -> String {
        let url = URL(fileURLWithPath: root).standardizedFileURL
        let name = url.lastPathComponent
        return name.isEmpty || name == "/" ? "App" : name
    }
}

/// Results written by concurrent workers, one slot per job; the lock guards the slots and
/// the count of jobs done.
final class Slots<Element>: @unchecked Sendable {
    private let lock = Lock()
    private(set) var values: [Element?]
    private var done = 0

    init(count: Int) { values = Array(repeating: nil, count: count) }

    /// Stores job `i`'s result; how many jobs are done.
    @discardableResult
    func store(_ i: Int, _ value: Element) -> Int {
        lock.lock()
        defer { lock.unlock() }
        values[i] = value
        done += 1
        return done
    }
}

/// A pthread mutex (NSLock without Foundation).
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
}
