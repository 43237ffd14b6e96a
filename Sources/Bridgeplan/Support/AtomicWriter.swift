#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Writes a whole file or nothing: a temporary file beside the target, flushed, then renamed
/// over it. A crash or kill at any point leaves the old content (or no file) and at most a
/// hidden temporary, which the next write to the same path removes.
public enum AtomicWriter {
    public struct Failure: Error, Sendable {
        public var message: String
    }

    /// A file by identity (device and inode), so an input is recognised whatever its spelling.
    public struct FileIdentity: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64

        /// The identity of the file at `path` (through symbolic links), or nil when there is none.
        public init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }

        public init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }
    }

    /// With `replace: false` an existing file is never replaced, even one created while
    /// writing: the temporary is hard-linked into place, which fails if the name exists.
    /// `inputs`: files the run reads; writing over one of them is refused.
    public static func write(_ text: String, to path: String, replace: Bool = true, inputs: Set<FileIdentity> = []) throws(Failure) {
        var text = text
        text.makeContiguousUTF8()
        let failure = text.utf8.withContiguousStorageIfAvailable { failureWriting(UnsafeRawBufferPointer($0), to: path, replace: replace, inputs: inputs) }
        if let failure = failure ?? Failure(message: "\(path): cannot be written (no contiguous text)") { throw failure }
    }

    /// The same for UTF-8 bytes (a streamed JSON report), so no String copy is made.
    public static func write(_ bytes: [UInt8], to path: String, replace: Bool = true, inputs: Set<FileIdentity> = []) throws(Failure) {
        if let failure = bytes.withUnsafeBytes({ failureWriting($0, to: path, replace: replace, inputs: inputs) }) { throw failure }
    }

    private static func failureWriting(_ contents: UnsafeRawBufferPointer, to path: String, replace: Bool, inputs: Set<FileIdentity>) -> Failure? {
        do throws(Failure) {
            try write(to: path, replace: replace, inputs: inputs) { sink in sink(contents) }
            return nil
        } catch {
            return error
        }
    }

    /// The same for contents produced a chunk at a time: `produce` hands each chunk to the
    /// sink it is given, in order (a streamed report). After a failed write the remaining
    /// chunks are ignored and the target is left untouched.
    ///
    /// A device, FIFO, socket or terminal (`-o /dev/null`, `-o /dev/stdout`) is written
    /// straight into, never replaced by a regular file; a symbolic link is followed, so its
    /// target is replaced and the link kept. The temporary beside the target has an
    /// unpredictable name and is created exclusively, never through a link.
    public static func write(
        to path: String, replace: Bool = true, inputs: Set<FileIdentity> = [], _ produce: (_ sink: (UnsafeRawBufferPointer) -> Void) -> Void
    ) throws(Failure) {
        if let identity = FileIdentity(path: path), inputs.contains(identity) {
            throw Failure(message: "\(path) is one of this run's inputs; write the output somewhere else")
        }
        if let fd = standardStream(named: path) {
            // `-o /dev/stdout` when standard output is a file: written through the open
            // descriptor, so `>>` still appends and what the shell wrote before stays.
            var error: Int32?
            produce { chunk in
                if error == nil { error = writeAll(chunk, to: fd) }
            }
            if let error { throw Failure(message: "\(path): cannot be written (\(String(cString: strerror(error))))") }
            return
        }
        var info = stat()
        // What the path leads to, through links: a directory is refused, anything but a
        // regular file (a device, a FIFO, /dev/stdout's pipe) is written straight into.
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw Failure(message: "\(path) is a directory")
            case S_IFREG: break
            default:
                guard replace else { throw Failure(message: "\(path): cannot be created (it exists)") }
                return try writeInPlace(path: path, produce)
            }
        }
        var target = path
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = resolveLink(path) else { throw Failure(message: "\(path): a symbolic link that leads nowhere writable (a loop, or too deep)") }
            target = resolved
        }
        let url = URL(fileURLWithPath: target)
        let directory = url.deletingLastPathComponent().path
        guard PathKind(directory).isDirectory else {
            throw Failure(message: "\(path): the directory \(directory) does not exist")
        }
        removeStaleTemporaries(in: directory)
        let (fd, temporary) = createTemporary(in: directory)
        guard fd >= 0 else { throw Failure(message: "\(path): cannot create a temporary file in \(directory) (\(String(cString: strerror(errno))))") }
        var error: Int32?
        produce { chunk in
            if error == nil { error = writeAll(chunk, to: fd) }
        }
        var ok = error == nil
        if ok, fsync(fd) != 0 {
            ok = false
            error = errno
        }
        close(fd)
        guard ok else {
            unlink(temporary)
            throw Failure(message: "\(path): cannot be written (\(String(cString: strerror(error ?? EIO))))")
        }
        if replace {
            guard rename(temporary, target) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw Failure(message: "\(path): cannot be written (\(reason))")
            }
        } else {
            let linked = link(temporary, target) == 0
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            guard linked else { throw Failure(message: "\(path): cannot be created (\(reason))") }
        }
    }

    /// Standard output or error when `path` is a `/dev` or `/proc` name for it (`/dev/stdout`,
    /// `/dev/fd/2`, `/proc/self/fd/1`): the same file, by device and inode, as the descriptor.
    static func standardStream(named path: String) -> Int32? {
        guard path.hasPrefix("/dev/") || path.hasPrefix("/proc/") else { return nil }
        var target = stat()
        guard stat(path, &target) == 0 else { return nil }
        for fd: Int32 in [1, 2] {
            var open = stat()
            if fstat(fd, &open) == 0, open.st_dev == target.st_dev, open.st_ino == target.st_ino { return fd }
        }
        return nil
    }

    /// A device, FIFO, socket or terminal: opened for writing as it is (no temporary, no rename).
    private static func writeInPlace(path: String, _ produce: (_ sink: (UnsafeRawBufferPointer) -> Void) -> Void) throws(Failure) {
        let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(message: "\(path): cannot be opened for writing (\(String(cString: strerror(errno))))") }
        var error: Int32?
        produce { chunk in
            if error == nil { error = writeAll(chunk, to: fd) }
        }
        close(fd)
        if let error { throw Failure(message: "\(path): cannot be written (\(String(cString: strerror(error))))") }
    }

    /// Where a chain of symbolic links ends (the last one may name a file not yet made);
    /// nil for a loop or a chain longer than 40.
    static func resolveLink(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + destination
        }
        return nil
    }

    static let temporaryPrefix = ".bridgeplan-"
    static let temporarySuffix = ".tmp"

    /// Whether a file name is a temporary this writer makes (of process `pid`, when given):
    /// the one pattern the writer, its clean-up and the crash-safety tests share.
    public static func isTemporary(_ name: String, of pid: Int32? = nil) -> Bool {
        guard name.hasPrefix(temporaryPrefix), name.hasSuffix(temporarySuffix) else { return false }
        let parts = name.dropFirst(temporaryPrefix.count).dropLast(temporarySuffix.count).split(separator: "-")
        guard parts.count == 2, let owner = Int32(parts[0]), parts[1].count == 16,
              parts[1].allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return false }
        return pid.map { $0 == owner } ?? true
    }

    /// `.bridgeplan-<pid>-<16 random hex digits>.tmp`, created with O_EXCL and O_NOFOLLOW: a
    /// name nobody can plant a link under in advance, short whatever the target's name.
    private static func createTemporary(in directory: String) -> (Int32, String) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let random = String(generator.next() as UInt64, radix: 16)
            let name = "\(temporaryPrefix)\(getpid())-\(String(repeating: "0", count: 16 - random.count))\(random)\(temporarySuffix)"
            let path = "\(directory)/\(name)"
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 || errno != EEXIST { return (fd, path) }
        }
        return (-1, directory)
    }

    /// Writes a string's own UTF-8 bytes to a descriptor (no copy: plans can be tens of
    /// megabytes). Returns the errno of a failed write.
    @discardableResult
    public static func writeAll(_ text: String, to fd: Int32) -> Int32? {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { writeAll(UnsafeRawBufferPointer($0), to: fd) } ?? EIO
    }

    @discardableResult
    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        var written = 0
        while written < buffer.count {
            let n = systemWrite(fd, buffer.baseAddress! + written, buffer.count - written)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return n < 0 ? errno : EIO }
            written += n
        }
        return nil
    }

    /// Temporaries left by a killed writer: only names of exactly the form this writer makes,
    /// regular files owned by this user, of a process that is gone.
    private static func removeStaleTemporaries(in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where isTemporary(name) {
            guard let pid = Int32(name.dropFirst(temporaryPrefix.count).prefix { $0 != "-" }) else { continue }
            // A live writer keeps its file.
            if pid == getpid() || kill(pid, 0) == 0 || errno == EPERM { continue }
            var info = stat()
            let path = "\(directory)/\(name)"
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid() else { continue }
            unlink(path)
        }
    }
}
