#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths between files the way a Markdown link wants them: relative, `/`-separated.
public enum RelativePath {
    /// `file` as a document in `document`'s folder reaches it (`../Config/app.yaml` from
    /// `Reports/plan.md`); a document on standard output (nil) is read from the working directory.
    /// A document written to a stream (`-o /dev/stdout`, a FIFO) is read where it is shown,
    /// so it counts as standard output. Existing folders and files are compared by their real
    /// paths: a link to `file` from a folder reached through a symbolic link must follow the
    /// links, not the spelling.
    public static func link(from document: String?, to file: String, cwd: String = currentDirectory()) -> String {
        // `-o /dev/stdout` redirected to a file is that file (its real path); to a pipe or a
        // terminal, a stream.
        let document = document.flatMap { path -> String? in
            if isStream(path) { return nil }
            return path.hasPrefix("/dev/") || path.hasPrefix("/proc/") ? realPath(path) : path
        }
        var folder: [String]
        if let document {
            let parent = components(document, cwd: cwd).dropLast().joined(separator: "/")
            folder = components(realPath("/" + parent) ?? "/" + parent, cwd: cwd)
        } else {
            folder = components(".", cwd: cwd)
        }
        let absolute = file.hasPrefix("/") ? file : cwd + "/" + file
        let target = components(realPath(absolute) ?? absolute, cwd: cwd)
        var common = 0
        while common < folder.count, common < target.count - 1, folder[common] == target[common] { common += 1 }
        let up = Array(repeating: "..", count: folder.count - common)
        return (up + target[common...]).joined(separator: "/")
    }

    /// The absolute path's components, `.` and `..` resolved by name (no symbolic links followed).
    static func components(_ path: String, cwd: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
        var result: [String] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !result.isEmpty { result.removeLast() }; continue }
            result.append(String(part))
        }
        return result
    }

    /// Whether `path` names something that is not a file a reader opens beside others: a
    /// device, FIFO or socket, or a `/dev` or `/proc` name.
    static func isStream(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return path.hasPrefix("/dev/") || path.hasPrefix("/proc/") }
        let type = info.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
