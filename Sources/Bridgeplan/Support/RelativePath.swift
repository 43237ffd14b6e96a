#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths between files the way a Markdown link wants them: relative, `/`-separated.
public enum RelativePath {
    /// `file` as a document in `document`'s folder reaches it (`../Config/app.yaml` from
    /// `Reports/plan.md`); a document on standard output (nil) is read from the working directory.
    public static func link(from document: String?, to file: String, cwd: String = currentDirectory()) -> String {
        var folder = components(document ?? ".", cwd: cwd)
        if document != nil { folder.removeLast() }
        let target = components(file, cwd: cwd)
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

    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
