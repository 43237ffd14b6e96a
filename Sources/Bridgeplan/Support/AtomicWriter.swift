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

    /// With `replace: false` an existing file is never replaced, even one created while
    /// writing: the temporary is hard-linked into place, which fails if the name exists.
    public static func write(_ text: String, to path: String, replace: Bool = true) throws(Failure) {
        var text = text
        text.makeContiguousUTF8()
        let failure = text.utf8.withContiguousStorageIfAvailable { failureWriting(UnsafeRawBufferPointer($0), to: path, replace: replace) }
        if let failure = failure ?? Failure(message: "\(path): cannot be written (no contiguous text)") { throw failure }
    }

    /// The same for UTF-8 bytes (a streamed JSON report), so no String copy is made.
    public static func write(_ bytes: [UInt8], to path: String, replace: Bool = true) throws(Failure) {
        if let failure = bytes.withUnsafeBytes({ failureWriting($0, to: path, replace: replace) }) { throw failure }
    }

    private static func failureWriting(_ contents: UnsafeRawBufferPointer, to path: String, replace: Bool) -> Failure? {
        do throws(Failure) {
            try write(to: path, replace: replace) { sink in sink(contents) }
            return nil
        } catch {
            return error
        }
    }

    /// The same for contents produced a chunk at a time: `produce` hands each chunk to the
    /// sink it is given, in order (a streamed report). After a failed write the remaining
    /// chunks are ignored and the target is left untouched.
    public static func write(
        to path: String, replace: Bool = true, _ produce: (_ sink: (UnsafeRawBufferPointer) -> Void) -> Void
    ) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        guard PathKind(directory).isDirectory else {
            throw Failure(message: "\(path): the directory \(directory) does not exist")
        }
        if PathKind(path).isDirectory {
            throw Failure(message: "\(path) is a directory")
        }
        let prefix = ".\(url.lastPathComponent).bridgeplan-"
        removeStaleTemporaries(in: directory, prefix: prefix)
        let temporary = "\(directory)/\(prefix)\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
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
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw Failure(message: "\(path): cannot be written (\(reason))")
            }
        } else {
            let linked = link(temporary, path) == 0
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            guard linked else { throw Failure(message: "\(path): cannot be created (\(reason))") }
        }
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

    /// Temporaries left by a killed writer for the same target.
    private static func removeStaleTemporaries(in directory: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            let pidText = name.dropFirst(prefix.count)
            // Only temporaries of processes that are gone; a live writer keeps its file.
            if let pid = Int32(pidText), pid != getpid(), kill(pid, 0) == 0 { continue }
            unlink("\(directory)/\(name)")
        }
    }
}
