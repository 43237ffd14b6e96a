#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, from one `stat` (following symlinks).
public enum PathKind: Sendable, Equatable {
    case missing
    case directory
    /// A regular file and its size in bytes.
    case regularFile(size: Int)
    /// A pipe, a device or a socket: its size says nothing about what it yields.
    case other

    public init(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .regularFile(size: Int(info.st_size))
        default: self = .other
        }
    }

    public var isDirectory: Bool { self == .directory }
}
