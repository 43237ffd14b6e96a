#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Writes a set of files into a folder as one run's output: after it, the folder holds
/// exactly this run's files of the kind it owns, never a mix of two runs or of a longer
/// earlier export, and an error part-way leaves the folder as it was.
///
/// The files are written into a hidden staging folder inside the target first (same file
/// system, so moving them is a rename). Then, under an exclusive `flock` on the folder, each is
/// renamed into place and the owned files this run did not write are removed: concurrent
/// runs take turns, and the last one's set is what stays.
public enum FolderWriter {
    /// `owns`: which existing names this writer may replace or remove (`stage-NN-….md`).
    /// `inputs`: files the run reads, which are never written over.
    public static func write(
        _ files: [(name: String, text: String)], into folder: String, owns: (String) -> Bool, inputs: Set<AtomicWriter.FileIdentity> = []
    ) throws(AtomicWriter.Failure) {
        if PathKind(folder) == .missing {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw AtomicWriter.Failure(message: "\(folder): cannot be created (\(error))")
            }
        }
        guard PathKind(folder).isDirectory else { throw AtomicWriter.Failure(message: "\(folder): not a folder") }
        for file in files where file.name.contains("/") || !owns(file.name) {
            throw AtomicWriter.Failure(message: "\(folder)/\(file.name): not a file name this export owns")
        }

        // The folder itself is the lock: no lock file is left beside the stages.
        let lock = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else { throw AtomicWriter.Failure(message: "\(folder): cannot be locked (\(String(cString: strerror(errno))))") }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw AtomicWriter.Failure(message: "\(folder): cannot be locked (\(String(cString: strerror(errno))))") }
        }

        var template = Array((folder + "/.bridgeplan-staging-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw AtomicWriter.Failure(message: "\(folder): cannot create a staging folder (\(String(cString: strerror(errno))))")
        }
        let staging = String(cString: made)
        defer {
            for file in files { unlink(staging + "/" + file.name) }
            rmdir(staging)
        }
        for file in files {
            try AtomicWriter.write(file.text, to: staging + "/" + file.name)
        }
        // Everything that could stop a rename is checked before the first one.
        for file in files {
            let destination = folder + "/" + file.name
            if let identity = AtomicWriter.FileIdentity(path: destination), inputs.contains(identity) {
                throw AtomicWriter.Failure(message: "\(destination) is one of this run's inputs; write the output somewhere else")
            }
            var info = stat()
            if lstat(destination, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                throw AtomicWriter.Failure(message: "\(destination) is a folder")
            }
        }
        // From here only renames and removals, which do not fail for want of space.
        for file in files where rename(staging + "/" + file.name, folder + "/" + file.name) != 0 {
            throw AtomicWriter.Failure(message: "\(folder)/\(file.name): cannot be written (\(String(cString: strerror(errno))))")
        }
        let written = Set(files.map(\.name))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where owns(name) && !written.contains(name) {
            var info = stat()
            // Only regular files (or links) of the owned pattern are removed, never a folder.
            if lstat(folder + "/" + name, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR { unlink(folder + "/" + name) }
        }
    }
}
