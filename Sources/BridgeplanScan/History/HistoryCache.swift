import Bridgeplan
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The points `history` has counted, kept between runs: one JSON line per point, appended as
/// each is done, keyed by the commit and by what the count depends on (the analysis version
/// and the excludes).
///
/// Why a log file and not SQLite: entries are immutable (a commit's tree never changes) and
/// only ever added, and a run reads them all at start. An append-only file gives that with
/// crash consistency by construction — a run stopped mid-write leaves at most a torn last
/// line, which the next load skips — and costs no database engine in the build. A lock
/// (`flock`) keeps two runs from interleaving their lines.
struct HistoryCache {
    /// Bumped whenever the census would count a commit differently, so old entries are not reused.
    static let analysisVersion = "history-3/\(BridgeplanVersion.current)"

    let path: String
    private(set) var points: [String: HistoryPoint] = [:]
    /// Lines that did not read back (a torn last line, an older format).
    private(set) var skippedLines = 0

    struct Entry: Codable {
        var key: String
        var point: HistoryPoint
    }

    static func key(commit: String, excludes: [String], fullScan: Bool) -> String {
        ([analysisVersion, fullScan ? "full" : "census", commit] + excludes).joined(separator: "\u{1F}")
    }

    /// Reads the cache at `path`; a file that does not exist is an empty cache.
    init(path: String) throws(HistoryScanner.Failure) {
        self.path = path
        guard case .regularFile = PathKind(path) else {
            if PathKind(path) != .missing { throw HistoryScanner.Failure(message: "\(path): the history cache is not a regular file") }
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HistoryScanner.Failure(message: "\(path): the history cache cannot be read")
        }
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            if let entry = try? decoder.decode(Entry.self, from: Data(line)) {
                points[entry.key] = entry.point
            } else {
                skippedLines += 1
            }
        }
    }

    /// Appends one point: one `write` of one line under an exclusive lock, so a stop at any
    /// moment leaves whole lines and at most one torn one.
    mutating func append(_ point: HistoryPoint, key: String) throws(HistoryScanner.Failure) {
        points[key] = point
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard var line = try? encoder.encode(Entry(key: key, point: point)) else { return }
        line.append(UInt8(ascii: "\n"))
        let folder = String(path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
        if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw HistoryScanner.Failure(message: "\(path): the history cache cannot be written (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        flock(fd, LOCK_EX)
        defer { flock(fd, LOCK_UN) }
        let written = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if written != line.count { throw HistoryScanner.Failure(message: "\(path): the history cache could not be written (disk full?)") }
    }
}
