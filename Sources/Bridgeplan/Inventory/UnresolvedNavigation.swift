extension Pipeline {
    /// A scanned draft's `# unresolved:` comments are navigation the plan does not know of: one
    /// info at the first, with how many there are, so `validate` and `plan` say so. Found by
    /// a byte search for the marker, whose `#` inventories rarely hold.
    static func unresolvedNavigation(_ file: SourceFile) -> Diagnostic? {
        var count = 0, first = 0
        file.bytes.withUnsafeBytes { buffer in
            ByteSearch.forEachOccurrence(of: Array("# unresolved:".utf8), in: buffer) { at in
                // A comment line, not the same text inside a string.
                guard at == 0 || buffer[at - 1] == 0x0A else { return }
                count += 1
                if count == 1 { first = at }
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
