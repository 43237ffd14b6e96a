#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Read-only access to a git repository through the `git` command: `history` reads commits,
/// trees and blobs with it and never runs a command that writes (no checkout, no fetch, no
/// lock taken on the index).
struct Git {
    enum Failure: Error, Equatable {
        /// `git` is not on PATH.
        case missing
        /// A git command failed: its arguments and what it printed on standard error.
        case failed(command: String, status: Int32, message: String)
        /// The process could not be started or talked to.
        case system(String)
    }

    /// The repository's folder (a work tree or a bare repository).
    let directory: String
    /// The command run, found on PATH.
    var executable = "git"

    /// The environment every git command runs in. A partial clone fetches a missing blob
    /// from its remote when asked for it, writing into the repository: with no transport
    /// allowed the fetch fails and the blob reads as missing (`GIT_NO_LAZY_FETCH` says the
    /// same to git 2.44 and later). No optional locks (git would refresh the index), no
    /// prompt, and messages in English so they can be quoted.
    static let environment: [String] = {
        let overrides: [String: String] = [
            "GIT_OPTIONAL_LOCKS": "0", "GIT_NO_LAZY_FETCH": "1", "GIT_ALLOW_PROTOCOL": "none-allowed",
            "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C", "GIT_PAGER": "cat",
        ]
        var entries: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            let key = text.prefix { $0 != "=" }
            // The caller's repository selection must not redirect the folder we were given.
            if overrides[String(key)] == nil, !["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_NAMESPACE"].contains(String(key)) {
                entries.append(text)
            }
            pointer += 1
        }
        return entries + overrides.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }()

    /// Runs `git -C directory arguments…` to the end; its standard output, or the failure.
    func run(_ arguments: [String]) throws(Failure) -> [UInt8] {
        let child = try GitProcess(executable: executable, directory: directory, arguments: arguments, input: false)
        defer { child.closeAll() }
        var output: [UInt8] = []
        var errors: [UInt8] = []
        var fds = [pollfd(fd: child.stdout, events: Int16(POLLIN), revents: 0), pollfd(fd: child.stderr, events: Int16(POLLIN), revents: 0)]
        var open = 2
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        // Both pipes at once: a command that fills one while we wait on the other would hang.
        while open > 0 {
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                throw .system("poll failed (\(String(cString: strerror(errno))))")
            }
            for i in fds.indices where fds[i].fd >= 0 && fds[i].revents != 0 {
                let n = buffer.withUnsafeMutableBytes { read(fds[i].fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    if i == 0 { output += buffer[0..<n] } else { errors += buffer[0..<n] }
                } else if n == 0 || errno != EINTR {
                    fds[i].fd = -1
                    open -= 1
                }
            }
        }
        let status = child.wait()
        guard status == 0 else {
            let message = String(decoding: errors, as: UTF8.self).split(whereSeparator: \.isNewline).joined(separator: " ")
            throw .failed(command: "git " + arguments.joined(separator: " "), status: status, message: message)
        }
        return output
    }

    /// `run`, as text.
    func text(_ arguments: [String]) throws(Failure) -> String {
        String(decoding: try run(arguments), as: UTF8.self)
    }
}

/// A `git` child process with pipes for standard output and error, and optionally input.
final class GitProcess {
    let pid: pid_t
    private(set) var stdin: Int32 = -1
    private(set) var stdout: Int32 = -1
    private(set) var stderr: Int32 = -1
    private var waited: Int32?

    init(executable: String, directory: String, arguments: [String], input: Bool, discardErrors: Bool = false) throws(Git.Failure) {
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0], inPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0, !input || pipe(&inPipe) == 0 else {
            throw .system("no pipe for git (\(String(cString: strerror(errno))))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input {
            posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        if discardErrors {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        }
        for fd in [outPipe[0], outPipe[1], errPipe[0], errPipe[1], inPipe[0], inPipe[1]] where fd >= 0 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        let argv = [executable, "-C", directory] + arguments
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnvironment: [UnsafeMutablePointer<CChar>?] = Git.environment.map { strdup($0) } + [nil]
        defer {
            for pointer in cArguments { free(pointer) }
            for pointer in cEnvironment { free(pointer) }
        }
        var child: pid_t = 0
        let status = posix_spawnp(&child, executable, &actions, nil, &cArguments, &cEnvironment)
        close(outPipe[1])
        close(errPipe[1])
        if inPipe[0] >= 0 { close(inPipe[0]) }
        guard status == 0 else {
            for fd in [outPipe[0], errPipe[0], inPipe[1]] where fd >= 0 { close(fd) }
            if status == ENOENT { throw .missing }
            throw .system("git could not be started (\(String(cString: strerror(status))))")
        }
        pid = child
        stdout = outPipe[0]
        if discardErrors { close(errPipe[0]) } else { stderr = errPipe[0] }
        stdin = inPipe[1]
    }

    /// Closes the pipes still open and reaps the child.
    func closeAll() {
        for fd in [stdin, stdout, stderr] where fd >= 0 { close(fd) }
        stdin = -1; stdout = -1; stderr = -1
        _ = wait()
    }

    /// The child's exit status (128 + signal when killed), waiting for it once.
    @discardableResult
    func wait() -> Int32 {
        if let waited { return waited }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { waited = -1; return -1 }
        }
        // WIFEXITED / WEXITSTATUS, spelled out: the macros are not imported into Swift.
        let result: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        waited = result
        return result
    }

    func closeInput() {
        if stdin >= 0 { close(stdin); stdin = -1 }
    }
}

/// `git cat-file --batch`: one process for every blob a run reads.
final class BlobReader {
    private let process: GitProcess
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false

    init(_ git: Git) throws(Git.Failure) {
        process = try GitProcess(executable: git.executable, directory: git.directory, arguments: ["cat-file", "--batch"], input: true, discardErrors: true)
    }

    deinit { process.closeAll() }

    /// The blob's bytes; nil when the repository does not have it (a partial clone).
    func read(_ id: String) throws(Git.Failure) -> [UInt8]? {
        let request = Array((id + "\n").utf8)
        var written = 0
        while written < request.count {
            let n = request.withUnsafeBytes { write(process.stdin, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .system("git cat-file stopped reading (\(String(cString: strerror(errno))))")
            }
            written += n
        }
        let header = String(decoding: try line(), as: UTF8.self)
        // "<id> blob <size>", or "<id> missing".
        let fields = header.split(separator: " ")
        guard fields.count == 3, let size = Int(fields[2]) else {
            if header.hasSuffix(" missing") { return nil }
            throw .system("git cat-file answered '\(header)'")
        }
        let bytes = try take(size + 1)
        return Array(bytes.dropLast())
    }

    private func fill() throws(Git.Failure) {
        if start > 0, start == buffer.count { buffer.removeAll(keepingCapacity: true); start = 0 }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc_read(process.stdout, $0.baseAddress, $0.count) }
            if n > 0 { buffer += chunk[0..<n]; return }
            if n < 0, errno == EINTR { continue }
            throw .system("git cat-file ended early")
        }
    }

    private func line() throws(Git.Failure) -> ArraySlice<UInt8> {
        while true {
            if let end = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<end]
                start = end + 1
                return line
            }
            try fill()
        }
    }

    private func take(_ count: Int) throws(Git.Failure) -> ArraySlice<UInt8> {
        while buffer.count - start < count { try fill() }
        let bytes = buffer[start..<start + count]
        start += count
        if start > 1 << 20 { buffer.removeFirst(start); start = 0 }
        return bytes
    }
}

#if canImport(Glibc)
private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Glibc.read(fd, buffer, count) }
#else
private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Darwin.read(fd, buffer, count) }
#endif
