#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Pipeline {
    /// A scanned draft's `# unresolved:` comments are navigation the plan does not know of: one
    /// info at the first, with how many there are, so `validate` and `plan` say so. Found by
    /// `memchr` to each `#`, which inventories rarely hold.
    static func unresolvedNavigation(_ file: SourceFile) -> Diagnostic? {
        let marker = Array("# unresolved:".utf8)
        var count = 0, first = 0
        file.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let hash = memchr(base + offset, Int32(UInt8(ascii: "#")), buffer.count - offset) {
                let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hash))
                offset = at + 1
                guard at == 0 || base[at - 1] == 0x0A, at + marker.count <= buffer.count,
                      memcmp(hash, marker, marker.count) == 0 else { continue }
                count += 1
                if first == 0 { first = at }
            }
        }
        guard count > 0 else { return nil }
        let line = file.bytes[..<first].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        return Diagnostic(
            rule: .unresolvedNavigation,
            message: "\(count == 1 ? "1 navigation site" : "\(count) navigation sites") the scan could not resolve \(count == 1 ? "is" : "are") listed as '# unresolved:' comments, the first here: the plan knows nothing of them; add each edge by hand, then delete its comment",
            location: SourceLocation(file: file.path, line: line, column: 1))
    }
}
