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
            throw LoadFailure(.ioError, "no such file", at: whole)
        }
        if kind.isDirectory {
            throw LoadFailure(.ioError, "is a directory; pass an inventory file (e.g. \(path)/inventory.yaml)", at: whole)
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
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw LoadFailure(.ioError, "cannot be opened for reading (\(String(cString: strerror(errno))))", at: whole)
        }
        defer { close(fd) }
        // Straight into the array the parser reads: one copy of the file in memory.
        var bytes = [UInt8](repeating: 0, count: min(expected, maxBytes + 1))
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= maxBytes else { throw tooLarge }
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, maxBytes + 1 - bytes.count)))
            }
            let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw LoadFailure(.ioError, "cannot be read (\(String(cString: strerror(errno))))", at: whole)
            }
            if n == 0 { break }
            count += n
        }
        if count > maxBytes { throw tooLarge }
        bytes.removeLast(bytes.count - count)
        return SourceFile(path: path, bytes: bytes)
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
            throw LoadFailure(rule, error.message, at: location)
        }
    }
}
