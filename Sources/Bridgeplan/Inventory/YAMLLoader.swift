#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import YAMLFront

/// Input that cannot be read or parsed at all. Its diagnostics are fatal (exit code 2).
public struct LoadFailure: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    init(_ rule: RuleID, _ message: String, at location: SourceLocation) {
        self.init([Diagnostic(rule: rule, message: message, location: location)])
    }
}

/// How much hostile input may cost before it is refused.
public struct InputLimits: Sendable, Hashable {
    public var maxFileBytes: Int
    public var yaml: YAMLLimits

    public static let `default` = InputLimits(maxFileBytes: 64 << 20, yaml: .default)

    public init(maxFileBytes: Int, yaml: YAMLLimits) {
        self.maxFileBytes = maxFileBytes
        self.yaml = yaml
    }
}

/// Files → `SourceFile` → YAML tree, with every failure located.
public enum YAMLLoader {
    /// Reads a file without ever reading more than the cap (a size can lie: pipes, /dev files).
    public static func read(_ path: String, maxBytes: Int = InputLimits.default.maxFileBytes) throws(LoadFailure) -> SourceFile {
        let whole = SourceLocation.wholeFile(path)
        let kind = PathKind(path)
        guard kind != .missing else {
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                let loop = stat(path, &info) != 0 && errno == ELOOP
                throw LoadFailure(.ioError, loop ? "is a loop of symbolic links" : "is a symbolic link to a file that does not exist", at: whole)
            }
            throw LoadFailure(.ioError, "no such file", at: whole)
        }
        if kind.isDirectory {
            throw LoadFailure(.ioError, "is a directory; pass an inventory file (\(inventoryHint(in: path)))", at: whole)
        }
        let tooLarge = LoadFailure(
            .fileTooLarge,
            "is larger than \(maxBytes) bytes, the input cap; raise it with --max-file-size BYTES if this really is an inventory",
            at: whole
        )
        // A regular file's size is known up front; pipes and devices are capped while reading.
        var expected = 1 << 16
        if case .regularFile(let size) = kind {
            if size > maxBytes { throw tooLarge }
            expected = size + 1
        }
        // Opened without blocking, then read blocking: a FIFO nobody writes to reads as empty
        // at once instead of waiting for a writer for ever.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else {
            throw LoadFailure(.ioError, "cannot be opened for reading (\(String(cString: strerror(errno))))", at: whole)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        defer { close(fd) }
        // Straight into the array the parser reads, never zero-filled first: one copy of the
        // file in memory, written once.
        var readError: Int32?, ended = false
        /// Reads into `buffer` until it is full or the file ends; the count read.
        func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
            var count = 0
            while count < buffer.count {
                let n = systemRead(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    readError = errno
                    break
                }
                if n == 0 {
                    ended = true
                    break
                }
                count += n
            }
            return count
        }
        // One byte past the limit tells "too large" from "exactly at it"; Int.max has no past.
        let cap = maxBytes == .max ? maxBytes : maxBytes + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: min(expected, cap)) { $1 = fill($0) }
        // Not at the end yet: a pipe, or a file that grew. The array doubles in place (zeroed,
        // then read over): growing the one array keeps an endless pipe at about one array's
        // worth of memory, where a second array to read into held two.
        while readError == nil, !ended, bytes.count <= maxBytes {
            let sofar = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: max(1, min(sofar, cap - sofar))))
            let read = bytes.withUnsafeMutableBufferPointer { fill(UnsafeMutableBufferPointer(rebasing: $0[sofar...])) }
            bytes.removeLast(bytes.count - sofar - read)
        }
        if let readError {
            throw LoadFailure(.ioError, "cannot be read (\(String(cString: strerror(readError))))", at: whole)
        }
        if bytes.count > maxBytes { throw tooLarge }
        return SourceFile(path: path, bytes: bytes)
    }

    /// The YAML files a folder holds, for the hint when a folder is given for an inventory.
    static func inventoryHint(in folder: String) -> String {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasPrefix(".") && !$0.contains(".scanned.") }
            .sorted()
        guard let first = names.first else { return "it holds no YAML file" }
        let path = folder.hasSuffix("/") ? folder + first : folder + "/" + first
        return names.count == 1 ? "e.g. \(path)" : "e.g. \(path), or one of its other \(names.count - 1) YAML files"
    }

    public static func parse(_ file: SourceFile, limits: YAMLLimits = .default) throws(LoadFailure) -> YAMLParseResult {
        do {
            return try YAMLParser.parse(file.bytes, limits: limits)
        } catch {
            let rule: RuleID
            switch error.kind {
            case .syntax, .undefinedAlias: rule = .yamlSyntax
            case .tooDeep, .aliasExpansion: rule = .yamlLimit
            case .multipleDocuments: rule = .multipleDocuments
            }
            let location = SourceLocation(file: file.path, line: error.mark.line, column: error.mark.column)
            throw LoadFailure([Diagnostic(rule: rule, message: error.message, location: location, notes: error.notes)])
        }
    }
}
