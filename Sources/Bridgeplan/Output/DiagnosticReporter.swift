import YAMLFront

/// The formats `validate` writes.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    case text, json, github, sarif
}

/// Pure functions from diagnostics to text, one per format.
public enum DiagnosticReporter {
    public struct Options: Sendable {
        /// ANSI colour (text only); the CLI turns it on for terminals.
        public var color = false
        /// Directory that SARIF and GitHub paths are made relative to.
        public var baseDirectory: String?
        public var toolVersion = BridgeplanVersion.current
        /// `scan`'s coverage: navigation call sites drawn as edges, of all it met. JSON gives it
        /// in `summary`, SARIF in the run's properties; nil for `validate`.
        public var navigationSites: (resolved: Int, total: Int)?
        public init() {}
    }

    public static func render(
        _ diagnostics: [Diagnostic], format: DiagnosticFormat, files: [String: SourceFile] = [:], options: Options = Options()
    ) -> String {
        let sorted = diagnostics.sortedByLocation()
        switch format {
        case .text: return text(sorted, files: files, color: options.color)
        case .json: return json(sorted, options: options)
        case .github: return github(sorted, options: options)
        case .sarif: return sarif(sorted, options: options)
        }
    }

    /// The same text handed to `sink` in chunks of about 64 KiB, cut at line ends. The text
    /// format, the one a 100k-screen report is largest in, is never held whole; the others
    /// come in one piece.
    public static func stream(
        _ diagnostics: [Diagnostic], format: DiagnosticFormat, files: [String: SourceFile] = [:], options: Options = Options(),
        to sink: (UnsafeRawBufferPointer) -> Void
    ) {
        guard format == .text else {
            var whole = render(diagnostics, format: format, files: files, options: options)
            return whole.withUTF8 { sink(UnsafeRawBufferPointer($0)) }
        }
        let sorted = diagnostics.sortedByLocation()
        ChunkedText.streaming(chunkSize: 1 << 16, to: sink) { text(sorted, files: files, color: options.color, to: &$0) }
    }

    // MARK: text

    /// Compiler style: `path:line:col: error: message [rule]`, the source line, a caret.
    static func text(_ diagnostics: [Diagnostic], files: [String: SourceFile], color: Bool) -> String {
        // About 300 bytes per diagnostic with its excerpt: reserve more than that once, as
        // growing copies the report; reserved pages that are never written cost no memory.
        var out = ChunkedText(capacity: diagnostics.count * 512)
        text(diagnostics, files: files, color: color, to: &out)
        return out.text
    }

    /// Rendered a pair of pieces at a time on two cores. Each piece walks to its lines
    /// from where the pair started, so the second repeats the first's short walk.
    static func text(_ diagnostics: [Diagnostic], files: [String: SourceFile], color: Bool, piece: Int = 256, to out: inout ChunkedText) {
        var locators: [String: SourceFile.LineLocator] = [:]
        for (firstPiece, secondPiece) in Parallel.piecePairs(diagnostics.count, size: piece) {
            let from = locators
            let ((first, _), (second, after)) = Parallel.both(
                { textPiece(diagnostics[firstPiece], files: files, color: color, locators: from) },
                { textPiece(diagnostics[secondPiece], files: files, color: color, locators: from) }
            )
            out += first
            out += second
            locators = after
        }
    }

    private static func textPiece(
        _ diagnostics: ArraySlice<Diagnostic>, files: [String: SourceFile], color: Bool, locators: [String: SourceFile.LineLocator]
    ) -> (String, [String: SourceFile.LineLocator]) {
        // Into bytes, made a String once: a report is mostly short pieces, and each String
        // append (or interpolated segment) pays String's bookkeeping again.
        var out = TextBytes(color: color, capacity: diagnostics.count * 320)
        var locators = locators
        for d in diagnostics {
            let l = d.location
            out.paint("1") { out in
                // A file name may hold control characters too (a scanned tree is untrusted).
                out.putEscaped(l.file)
                if l.line > 0 {
                    out.put(":")
                    out.put(l.line)
                    out.put(":")
                    out.put(l.column)
                }
            }
            out.put(": ")
            switch d.severity {
            case .error: out.paint("1;31") { $0.put("error") }
            case .warning: out.paint("1;33") { $0.put("warning") }
            case .info: out.paint("1;36") { $0.put("info") }
            }
            out.put(": ")
            out.putEscaped(d.message)
            out.put(" [")
            out.put(d.rule.rawValue)
            out.put("]\n")
            let length = l.endLine == l.line ? max(1, l.endColumn - l.column) : 1
            if l.line > 0, let file = files[l.file],
               let excerpt = file.excerpt(line: l.line, column: l.column, length: length, locator: &locators[l.file, default: SourceFile.LineLocator(file)]) {
                out.put("  ")
                out.putExcerpt(excerpt.text)
                out.put("\n  ")
                out.put(UInt8(ascii: " "), times: excerpt.caret - 1)
                out.paint("1;32") { out in
                    out.put("^")
                    out.put(UInt8(ascii: "~"), times: excerpt.underline - 1)
                }
                out.put("\n")
            }
            for note in d.notes {
                out.put("  note: ")
                out.putEscaped(note)
                out.put("\n")
            }
        }
        return (String(decoding: out.bytes, as: UTF8.self), locators)
    }

    /// UTF-8 text built by appending bytes.
    private struct TextBytes {
        let color: Bool
        var bytes: [UInt8] = []

        init(color: Bool, capacity: Int) {
            self.color = color
            bytes.reserveCapacity(capacity)
        }

        mutating func put(_ s: String) {
            var s = s
            s.withUTF8 { bytes.append(contentsOf: $0) }
        }

        mutating func put(_ n: Int) { put(String(n)) }

        /// Text from the input (ids in messages, notes): a control character is written as an
        /// escape (`\n`, `\u{1B}`), so a newline cannot start a line a CI log obeys
        /// (`::error`, `::add-mask::`) and ESC never reaches the terminal.
        mutating func putEscaped(_ s: String) {
            var s = s
            let clean = s.withUTF8 { buffer in
                // 0xC2 leads C1 controls; 0xD8 and 0xE2 lead the text-direction marks.
                !buffer.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
            }
            guard !clean else { return put(s) }
            for scalar in s.unicodeScalars {
                switch scalar.value {
                case 0x0A: put("\\n")
                case 0x0D: put("\\r")
                case 0x09: put("\\t")
                case 0..<0x20, 0x7F, 0x80..<0xA0: put(Safety.written(scalar))
                case _ where Safety.isDirectionControl(scalar): put(Safety.written(scalar))
                default: put(String(scalar))
                }
            }
        }

        /// A source line: a control character other than tab becomes `?`, one column for one,
        /// so the caret under it stays aligned and ESC never reaches the terminal.
        mutating func putExcerpt(_ s: String) {
            var s = s
            // A text-direction mark would reorder the line on screen: `?`, one column for one.
            if s.utf8.contains(where: { $0 == 0xD8 || $0 == 0xE2 }), s.unicodeScalars.contains(where: Safety.isDirectionControl) {
                s = String(String.UnicodeScalarView(s.unicodeScalars.map { Safety.isDirectionControl($0) ? "?" : $0 }))
            }
            s.withUTF8 { buffer in
                for byte in buffer { bytes.append(byte < 0x20 && byte != 0x09 || byte == 0x7F ? UInt8(ascii: "?") : byte) }
            }
        }

        mutating func put(_ byte: UInt8, times count: Int) {
            bytes.append(contentsOf: repeatElement(byte, count: count))
        }

        /// `body`'s text in an ANSI colour when colour is on.
        mutating func paint(_ code: String, _ body: (inout TextBytes) -> Void) {
            guard color else { return body(&self) }
            put("\u{1B}[\(code)m")
            body(&self)
            put("\u{1B}[0m")
        }
    }

    /// One line for the end of a text report.
    public static func summary(_ diagnostics: [Diagnostic], files: Int) -> String {
        "\(Plural.count(diagnostics.count(.error), "error")), \(Plural.count(diagnostics.count(.warning), "warning")), \(Plural.count(diagnostics.count(.info), "info")) in \(Plural.count(files, "file"))\n"
    }

    // MARK: json

    /// One diagnostic as a JSON object (the `json` format's items, a plan's findings).
    static func write(_ d: Diagnostic, to w: inout JSONWriter) {
        w.object { w in
            w.field("column", d.location.column)
            w.field("endColumn", d.location.endColumn)
            w.field("endLine", d.location.endLine)
            w.field("file", d.location.file)
            w.field("line", d.location.line)
            w.field("message", d.message)
            w.field("notes", d.notes)
            w.field("rule", d.rule.rawValue)
            w.field("severity", d.severity.rawValue)
            w.field("subject", d.subject)
        }
    }

    static func json(_ diagnostics: [Diagnostic], options: Options) -> String {
        var w = JSONWriter(capacity: 4096 + diagnostics.count * 768)
        w.object { w in
            w.array("diagnostics") { w in
                w.elements(diagnostics.count) { w, i in write(diagnostics[i], to: &w) }
            }
            w.field("schema", "bridgeplan.diagnostics/1")
            w.object("summary") { w in
                w.field("errors", diagnostics.count(.error))
                w.field("infos", diagnostics.count(.info))
                if let sites = options.navigationSites {
                    w.object("navigationSites") { w in
                        w.field("resolved", sites.resolved)
                        w.field("total", sites.total)
                    }
                }
                w.field("warnings", diagnostics.count(.warning))
            }
        }
        return w.finish()
    }

    // MARK: github

    /// GitHub Actions workflow commands; `info` becomes `notice`.
    static func github(_ diagnostics: [Diagnostic], options: Options) -> String {
        var out = ""
        for d in diagnostics {
            let command = d.severity == .info ? "notice" : d.severity.rawValue
            out += "::\(command) file=\(escaped(relative(d.location.file, to: options.baseDirectory), property: true))"
            if d.location.line > 0 {
                out += ",line=\(d.location.line),col=\(d.location.column),endLine=\(d.location.endLine)"
                if d.location.endLine == d.location.line { out += ",endColumn=\(d.location.endColumn)" }
            }
            out += ",title=\(escaped("bridgeplan \(d.rule)", property: true))::\(escaped(d.message, property: false))\n"
        }
        return out
    }

    /// Workflow-command escaping: `%`, CR and LF always; `:` and `,` in properties too; other
    /// control characters (ESC, which a terminal showing the log would obey) as `%XX` as well.
    static func escaped(_ s: String, property: Bool) -> String {
        // Text-direction marks as `\u{…}` text: a %XX escape would be turned back into one.
        let s = Safety.escapingDirection(s)
        func special(_ byte: UInt8) -> Bool {
            byte == 0x25 || byte < 0x20 || byte == 0x7F || (property && (byte == 0x3A || byte == 0x2C))
        }
        guard s.utf8.contains(where: special) else { return s }
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 16)
        for byte in s.utf8 {
            guard special(byte) else {
                out.append(byte)
                continue
            }
            switch byte {
            case 0x25: out += "%25".utf8
            case 0x0D: out += "%0D".utf8
            case 0x0A: out += "%0A".utf8
            case 0x3A: out += "%3A".utf8
            case 0x2C: out += "%2C".utf8
            default: out += "%\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))".utf8
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: sarif

    static func sarif(_ diagnostics: [Diagnostic], options: Options) -> String {
        var w = JSONWriter(capacity: 16_384 + diagnostics.count * 1536)
        w.object { w in
            w.field("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
            w.array("runs") { w in
                w.object { w in
                    w.field("columnKind", "unicodeCodePoints")
                    w.object("originalUriBaseIds") { w in
                        w.object("%SRCROOT%") { w in
                            w.object("description") { w in w.field("text", "The directory bridgeplan ran in.") }
                        }
                    }
                    if let sites = options.navigationSites {
                        w.object("properties") { w in
                            w.object("navigationSites") { w in
                                w.field("resolved", sites.resolved)
                                w.field("total", sites.total)
                            }
                        }
                    }
                    w.array("results") { w in
                        w.elements(diagnostics.count) { w, i in sarifResult(diagnostics[i], options: options, to: &w) }
                    }
                    w.object("tool") { w in
                        w.object("driver") { w in
                            w.field("name", "bridgeplan")
                            w.field("rules", sarifRules)
                            w.field("version", options.toolVersion)
                        }
                    }
                }
            }
            w.field("version", "2.1.0")
        }
        return w.finish()
    }

    private static func sarifResult(_ d: Diagnostic, options: Options, to w: inout JSONWriter) {
        w.object { w in
            w.field("level", level(d.severity))
            w.array("locations") { w in
                w.object { w in
                    w.object("physicalLocation") { w in
                        // Relative to the run's directory where possible; otherwise an absolute file URI.
                        let path = relative(d.location.file, to: options.baseDirectory)
                        w.object("artifactLocation") { w in
                            if path.hasPrefix("/") {
                                w.field("uri", "file://" + uri(path))
                            } else {
                                w.field("uri", uri(path))
                                w.field("uriBaseId", "%SRCROOT%")
                            }
                        }
                        if d.location.line > 0 {
                            w.object("region") { w in
                                w.field("endColumn", max(1, d.location.endColumn))
                                w.field("endLine", max(d.location.line, d.location.endLine))
                                w.field("startColumn", max(1, d.location.column))
                                w.field("startLine", d.location.line)
                            }
                        }
                    }
                }
            }
            w.object("message") { w in w.field("text", d.message) }
            // Matches a finding across edits that move lines, like the baseline does.
            w.object("partialFingerprints") { w in w.field("bridgeplan/v1", "\(d.rule):\(d.subject ?? d.message)") }
            if let subject = d.subject {
                w.object("properties") { w in w.field("subject", subject) }
            }
            w.field("ruleId", d.rule.rawValue)
            w.field("ruleIndex", d.rule.index)
        }
    }

    /// The rule table every SARIF run carries (at depth 5: root, runs, run, tool, driver),
    /// rendered once per process.
    private static let sarifRules = JSONFragment(depth: 5) { w in
        w.array { w in
            for rule in RuleID.allCases { sarifRule(rule, to: &w) }
        }
    }

    /// From the rule's own description: summary, rationale, fix and the sources it cites.
    private static func sarifRule(_ rule: RuleID, to w: inout JSONWriter) {
        let d = RuleRegistry.description(rule)
        w.object { w in
            w.object("defaultConfiguration") { w in w.field("level", level(d.severity)) }
            if !d.rationale.isEmpty { w.object("fullDescription") { w in w.field("text", d.rationale) } }
            if !d.fix.isEmpty {
                w.object("help") { w in
                    w.field("text", d.fix + d.sources.map { "\n\($0.title): \($0.url)" }.joined())
                }
            }
            // Only a page that exists: the rule's first source. Bridgeplan has no published home yet.
            if let source = d.sources.first { w.field("helpUri", source.url) }
            w.field("id", rule.rawValue)
            w.field("name", rule.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
            w.object("shortDescription") { w in w.field("text", d.summary) }
        }
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A path relative to `base` (or as given when it is outside it).
    static func relative(_ path: String, to base: String?) -> String {
        guard let base, path.hasPrefix("/") else { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Percent-encodes what a URI path cannot hold: every byte but letters, digits and
    /// `!$&'()*+,-./;=@_~` (Foundation's `urlPathAllowed` without `:`), as `%XX`.
    static func uri(_ path: String) -> String {
        let allowed = Set("!$&'()*+,-./;=@_~".utf8)
        guard path.utf8.contains(where: { !isURIPathByte($0, allowed) }) else { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count + 16)
        for byte in path.utf8 {
            if isURIPathByte(byte, allowed) {
                out.append(byte)
            } else {
                out += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isURIPathByte(_ byte: UInt8, _ allowed: Set<UInt8>) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: allowed.contains(byte)
        }
    }
}

public enum BridgeplanVersion {
    public static let current = "0.1.0"
}
