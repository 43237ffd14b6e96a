import Bridgeplan
import Crypto
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// What each Swift file says (its `FileFacts`), kept between runs of `scan --cache` and
/// `history`, by the git blob id of the file's content: a file scanned once is not parsed
/// again until it changes, and `history`, which reads blob ids from `git ls-tree`, shares the
/// entries `scan` wrote for the same content and the other way round.
///
/// Why a folder of files and not SQLite: entries are immutable (an id names one content) and
/// written by many threads at once. One file per entry, written under a temporary name and
/// renamed into place, is crash-consistent by construction (a run stopped at any moment leaves
/// whole entries or none), lets concurrent runs share the folder without a lock, and costs no
/// database engine in the build. It is the layout git itself uses for loose objects.
///
/// Entries are kept apart by what the facts depend on (the `namespace`): the format, the
/// program that wrote them (a rebuilt binary starts a new namespace, so facts a changed
/// extractor would read differently are never reused) and the gates the scan looks for.
public struct FactsCache: Sendable {
    /// Bumped when the encoding changes.
    static let formatVersion = 35
    private static let magic: [UInt8] = Array("BPF\(formatVersion)".utf8)

    /// The cache's root (`history.jsonl` and `facts/` live there).
    public let root: String
    /// Where this program's entries live: `ROOT/facts/NAMESPACE`.
    public let folder: String

    /// `gates`: the gates the extractor records (nil: all).
    public init(root: String, gates: Set<String>?) {
        self.root = root
        let gateList = gates.map { $0.sorted().joined(separator: ",") } ?? "*"
        let identity = [BridgeplanVersion.current, "format \(Self.formatVersion)", Self.programIdentity, gateList].joined(separator: "\n")
        let digest = Insecure.SHA1.hash(data: Array(identity.utf8))
        let namespace = "v\(Self.formatVersion)-" + Self.hex(digest).prefix(16)
        folder = root + "/facts/" + namespace
    }

    /// `$XDG_CACHE_HOME/bridgeplan`, else `~/.cache/bridgeplan`; nil with neither set.
    public static func defaultRoot() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/bridgeplan" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/bridgeplan" }
        return nil
    }

    /// The id git gives these bytes as a blob (`git hash-object`): SHA-1 of `blob SIZE\0` and them.
    public static func blobID(_ bytes: [UInt8]) -> String {
        var hasher = Insecure.SHA1()
        hasher.update(data: Array("blob \(bytes.count)\u{0}".utf8))
        hasher.update(data: bytes)
        return hex(hasher.finalize())
    }

    /// The facts stored for this blob, or nil when there are none or they do not read back
    /// (a corrupt entry is a miss: the file is parsed again and the entry rewritten).
    func facts(of blob: String) -> FileFacts? {
        guard let path = path(of: blob), case .success(let bytes) = SourceScanner.readBounded(path, limit: 256 << 20),
              bytes.starts(with: Self.magic) else { return nil }
        var reader = FactsReader(bytes, from: Self.magic.count)
        guard let facts = try? FileFacts(from: &reader), reader.isAtEnd else { return nil }
        return facts
    }

    /// Stores the facts of a blob; false when the entry could not be written (a full disk, a
    /// read-only folder): the scan goes on without it.
    @discardableResult
    func store(_ facts: FileFacts, of blob: String) -> Bool {
        guard let path = path(of: blob) else { return false }
        var writer = FactsWriter()
        facts.write(to: &writer)
        let shard = String(path.dropLast(blob.count - 2 + 1))
        if mkdir(shard, 0o755) != 0, errno != EEXIST {
            guard (try? FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)) != nil else { return false }
        }
        let temporary = path + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        // Not AtomicWriter.write: an entry needs no fsync (a torn one reads as a miss) and no
        // sweep of stale temporaries in a folder of thousands; its loop over write(2) serves.
        let written = (Self.magic + writer.bytes).withUnsafeBytes { AtomicWriter.writeAll($0, to: fd) == nil }
        close(fd)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// `FOLDER/ab/cdef…` for blob `abcdef…`; nil for anything that is not a blob id.
    private func path(of blob: String) -> String? {
        guard blob.utf8.count == 40, blob.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else { return nil }
        return folder + "/" + blob.prefix(2) + "/" + blob.dropFirst(2)
    }

    private static func hex(_ digest: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The running program's size and modification time: a rebuilt binary reads none of the
    /// entries an older build wrote.
    private static let programIdentity: String = {
        #if os(Linux)
        let path = "/proc/self/exe"
        #else
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
        var info = stat()
        guard stat(path, &info) == 0 else { return "unknown program" }
        #if os(Linux)
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        #else
        return "\(info.st_size) \(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
        #endif
    }()
}
