public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case error, warning, info

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        }
    }

    /// Errors sort first.
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// Where a diagnostic points. Lines and columns are 1-based; line 0 means the file as a
/// whole (it could not be opened or read).
public struct SourceLocation: Sendable, Hashable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int

    public init(file: String, line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.endLine = endLine ?? line
        self.endColumn = endColumn ?? column
    }

    public static func wholeFile(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 0, column: 0)
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// One problem, from any layer: YAML, schema, validation or lint. Diagnostics are data;
/// reporters turn lists of them into text, JSON, GitHub annotations or SARIF.
public struct Diagnostic: Sendable, Hashable {
    /// Typed: a rule is one of `RuleID`, never a free string.
    public var rule: RuleID
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The id of the screen, container or coordinator a finding is about.
    public var subject: String?
    /// For a lint finding about a screen or container: its number in the app graph, by which
    /// the layers after the linter (the planner) find it. The id is for people and files.
    public var element: Int?
    /// Extra lines: where the first definition was, what to do.
    public var notes: [String]

    public init(
        rule: RuleID, severity: Severity? = nil, message: String, location: SourceLocation,
        subject: String? = nil, notes: [String] = []
    ) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.message = message.clipped(to: Self.maxMessageLength)
        self.location = location
        self.subject = subject?.clipped(to: Self.maxSubjectLength)
        self.notes = notes.map { $0.clipped(to: Self.maxMessageLength) }
    }

    /// Hostile input can put megabytes into an id or a value; a message never carries them.
    public static let maxMessageLength = 400
    /// Ids are names people type; a longer one is hostile, and JSON and SARIF repeat it.
    public static let maxSubjectLength = 200

    /// Start position, then severity, rule, message, subject and end position: the same
    /// input gives the same order. (A strict weak order: two findings starting at one place
    /// but ending at different ones are ordered, not left to the sort algorithm.)
    public static func ordered(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location < b.location || b.location < a.location { return a.location < b.location }
        if a.severity != b.severity { return a.severity < b.severity }
        if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
        if a.message != b.message { return a.message < b.message }
        if (a.subject ?? "") != (b.subject ?? "") { return (a.subject ?? "") < (b.subject ?? "") }
        return (a.location.endLine, a.location.endColumn) < (b.location.endLine, b.location.endColumn)
    }
}

extension Array where Element == Diagnostic {
    /// Sorted, or itself when already in order (no copy of a large list).
    public func sortedByLocation() -> [Diagnostic] {
        let inOrder = indices.dropFirst().allSatisfy { !Diagnostic.ordered(self[$0], self[$0 - 1]) }
        if inOrder { return self }
        guard let order = orderByPackedPosition() else { return sorted(by: Diagnostic.ordered) }
        return order.map { self[$0] }
    }

    /// The order `sorted(by: Diagnostic.ordered)` gives (a stable sort), found by sorting
    /// (line, column) keys with indices: a diagnostic holds five strings, so moving one
    /// during a sort retains and releases them all (22k lint findings at 100k screens). Nil
    /// when the diagnostics span several files or a position does not fit 32 bits.
    private func orderByPackedPosition() -> [Int]? {
        guard let file = first?.location.file else { return [] }
        var keys: [(position: UInt64, index: Int)] = []
        keys.reserveCapacity(count)
        for i in indices {
            let location = self[i].location
            guard location.file == file, let line = UInt32(exactly: location.line), let column = UInt32(exactly: location.column) else { return nil }
            keys.append((UInt64(line) << 32 | UInt64(column), i))
        }
        keys.sort { a, b in
            if a.position != b.position { return a.position < b.position }
            if Diagnostic.ordered(self[a.index], self[b.index]) { return true }
            if Diagnostic.ordered(self[b.index], self[a.index]) { return false }
            return a.index < b.index
        }
        return keys.map(\.index)
    }
    public var hasErrors: Bool { contains { $0.severity == .error } }
    /// By index: iterating would copy (retain and release) every diagnostic.
    public func count(_ severity: Severity) -> Int { indices.reduce(0) { self[$1].severity == severity ? $0 + 1 : $0 } }
}

extension String {
    /// At most `limit` Unicode scalars, the cut marked with "…".
    func clipped(to limit: Int) -> String {
        // By scalars: one Character can hold megabytes of combining marks.
        guard utf8.count > limit, unicodeScalars.count > limit else { return self }
        var clipped = String.UnicodeScalarView()
        clipped.append(contentsOf: unicodeScalars.prefix(limit - 1))
        return String(clipped) + "…"
    }
}
