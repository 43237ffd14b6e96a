import Bridgeplan
import Dispatch
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
        /// Called from worker threads as files are parsed: (done, total).
        public var progress: (@Sendable (Int, Int) -> Void)?
        public init() {}
    }

    public struct Result: Sendable {
        /// Swift files parsed.
        public var fileCount: Int
        /// Containment findings, sorted by location.
        public var findings: [Diagnostic]
        /// The draft inventory (YAML, schema v1).
        public var draft: String
        /// The files findings point into, by the path they print, for source excerpts.
        public var sources: [String: SourceFile]
        /// Files skipped as too large, by display path.
        public var skipped: [String]
    }

    public struct Failure: Error, Sendable {
        public var message: String
    }

    public static func scan(_ roots: [String], options: Options = Options()) throws(Failure) -> Result {
        var jobs: [(path: String, relative: String, display: String)] = []
        var projectFiles: [(root: String, file: String)] = []
        for root in roots {
            guard PathKind(root).isDirectory else {
                throw Failure(message: "\(root): not a directory")
            }
            let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
            let found = FileWalker.walk(trimmed, excludes: options.excludes)
            for file in found.swiftFiles {
                let display = trimmed == "." ? file : trimmed + "/" + file
                jobs.append((trimmed + "/" + file, roots.count == 1 ? file : display, display))
            }
            projectFiles += found.projectFiles.map { (trimmed, $0) }
        }

        let total = jobs.count
        let work = jobs
        let results = Results(count: total)
        let limit = options.maxFileBytes
        let progress = options.progress
        let gates: Set<String>? = options.allGates ? nil : Set(options.catalog.order.filter { Resolver.matters($0, in: options.catalog) })
        // One file per iteration, on every core; each result lands in its own slot.
        DispatchQueue.concurrentPerform(iterations: total) { i in
            let job = work[i]
            var facts: FileFacts?
            var bytes: [UInt8]?
            if let data = FileManager.default.contents(atPath: job.path), data.count <= limit {
                let array = [UInt8](data)
                bytes = array
                facts = Extractor.facts(source: String(decoding: array, as: UTF8.self), relativePath: job.relative, displayPath: job.display, gates: gates)
            }
            let done = results.store(i, facts, bytes)
            progress?(done, total)
        }

        var files: [FileFacts] = []
        var bytesByDisplay: [String: [UInt8]] = [:]
        var skipped: [String] = []
        for i in 0..<total {
            if let facts = results.facts[i] {
                files.append(facts)
                bytesByDisplay[facts.displayPath] = results.bytes[i]
            } else {
                skipped.append(jobs[i].display)
            }
        }
        files.sort { $0.displayPath < $1.displayPath }

        let index = TypeIndex(files)
        var resolver = Resolver(index: index, catalog: options.catalog)
        resolver.allGates = options.allGates
        resolver.run()

        var target: FileWalker.Target?
        for (root, file) in projectFiles {
            guard let found = FileWalker.deploymentTarget(root: root, files: [file]) else { continue }
            let shown = FileWalker.Target(version: found.version, file: roots.count == 1 ? file : root + "/" + file, line: found.line)
            if target == nil || (OSVersion(found.version) ?? OSVersion(99)) < (OSVersion(target!.version) ?? OSVersion(99)) { target = shown }
        }
        let name = options.appName ?? appName(roots.first ?? ".")
        let draft = DraftWriter.yaml(&resolver, appName: name, target: target, files: files.count, roots: roots)

        let findings = resolver.findings.sortedByLocation()
        var sources: [String: SourceFile] = [:]
        for finding in findings where sources[finding.location.file] == nil {
            if let bytes = bytesByDisplay[finding.location.file] {
                sources[finding.location.file] = SourceFile(path: finding.location.file, bytes: bytes)
            }
        }
        return Result(fileCount: files.count, findings: findings, draft: draft, sources: sources, skipped: skipped)
    }

    static func appName(_ root: String) -> String {
        let url = URL(fileURLWithPath: root).standardizedFileURL
        let name = url.lastPathComponent
        return name.isEmpty || name == "/" ? "App" : name
    }

    /// Per-file results, written by the workers; the lock only guards the slots and the count.
    private final class Results: @unchecked Sendable {
        private let lock = Lock()
        private(set) var facts: [FileFacts?]
        private(set) var bytes: [[UInt8]?]
        private var done = 0

        init(count: Int) {
            facts = Array(repeating: nil, count: count)
            bytes = Array(repeating: nil, count: count)
        }

        func store(_ i: Int, _ f: FileFacts?, _ b: [UInt8]?) -> Int {
            lock.lock()
            defer { lock.unlock() }
            facts[i] = f
            bytes[i] = b
            done += 1
            return done
        }
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
