import Foundation
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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LoadFailure(.ioError, "no such file", at: whole)
        }
        if isDirectory.boolValue {
            throw LoadFailure(.ioError, "is a directory; pass an inventory file (e.g. \(path)/inventory.yaml)", at: whole)
        }
        let tooLarge = LoadFailure(
            .fileTooLarge,
            "is larger than \(maxBytes) bytes, the input cap; raise it with --max-file-size BYTES if this really is an inventory",
            at: whole
        )
        // A regular file's size is known up front; pipes and devices are capped while reading.
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
           attributes[.type] as? FileAttributeType == .typeRegular,
           let size = attributes[.size] as? Int, size > maxBytes {
            throw tooLarge
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw LoadFailure(.ioError, "cannot be opened for reading (permissions?)", at: whole)
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maxBytes + 1) ?? Data()
        } catch {
            throw LoadFailure(.ioError, "cannot be read: \(error.localizedDescription)", at: whole)
        }
        if data.count > maxBytes { throw tooLarge }
        return SourceFile(path: path, bytes: [UInt8](data))
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
