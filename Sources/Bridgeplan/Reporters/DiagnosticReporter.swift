import Foundation

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

    // MARK: text

    /// Compiler style: `path:line:col: error: message [rule]`, the source line, a caret.
    static func text(_ diagnostics: [Diagnostic], files: [String: SourceFile], color: Bool) -> String {
        func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
        var out = ""
        var lineStarts: [String: [Int]] = [:]
        for d in diagnostics {
            let l = d.location
            let position = l.line > 0 ? "\(l.file):\(l.line):\(l.column)" : l.file
            let label: String
            switch d.severity {
            case .error: label = paint("error", "1;31")
            case .warning: label = paint("warning", "1;33")
            case .info: label = paint("info", "1;36")
            }
            out += "\(paint(position, "1")): \(label): \(d.message) [\(d.rule)]\n"
            let length = l.endLine == l.line ? max(1, l.endColumn - l.column) : 1
            if l.line > 0, let file = files[l.file],
               let excerpt = file.excerpt(line: l.line, column: l.column, length: length, lineStarts: lineStarts[l.file] ?? {
                   let starts = file.lineStarts()
                   lineStarts[l.file] = starts
                   return starts
               }()) {
                out += "  \(excerpt.text)\n"
                let underline = "^" + String(repeating: "~", count: excerpt.underline - 1)
                out += "  " + String(repeating: " ", count: excerpt.caret - 1) + paint(underline, "1;32") + "\n"
            }
            for note in d.notes { out += "  note: \(note)\n" }
        }
        return out
    }

    /// One line for the end of a text report.
    public static func summary(_ diagnostics: [Diagnostic], files: Int) -> String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(diagnostics.count(.error), "error")), \(plural(diagnostics.count(.warning), "warning")), \(plural(diagnostics.count(.info), "info")) in \(plural(files, "file"))\n"
    }

    // MARK: json

    static func diagnosticJSON(_ d: Diagnostic) -> JSON {
        .fields([
            "rule": .string(d.rule), "severity": .string(d.severity.rawValue), "message": .string(d.message),
            "file": .string(d.location.file), "line": .int(d.location.line), "column": .int(d.location.column),
            "endLine": .int(d.location.endLine), "endColumn": .int(d.location.endColumn),
            "subject": .string(d.subject), "notes": .strings(d.notes),
        ])
    }

    static func json(_ diagnostics: [Diagnostic], options: Options) -> String {
        JSON.object([
            "schema": .string("bridgeplan.diagnostics/1"),
            "diagnostics": .array(diagnostics.map(diagnosticJSON)),
            "summary": .object([
                "errors": .int(diagnostics.count(.error)), "warnings": .int(diagnostics.count(.warning)),
                "infos": .int(diagnostics.count(.info)),
            ]),
        ]).rendered()
    }

    // MARK: github

    /// GitHub Actions workflow commands; `info` becomes `notice`.
    static func github(_ diagnostics: [Diagnostic], options: Options) -> String {
        func data(_ s: String) -> String {
            s.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
        }
        func property(_ s: String) -> String { data(s).replacing(":", with: "%3A").replacing(",", with: "%2C") }
        var out = ""
        for d in diagnostics {
            let command = d.severity == .info ? "notice" : d.severity.rawValue
            var properties = ["file=\(property(relative(d.location.file, to: options.baseDirectory)))"]
            if d.location.line > 0 {
                properties += ["line=\(d.location.line)", "col=\(d.location.column)", "endLine=\(d.location.endLine)"]
                if d.location.endLine == d.location.line { properties.append("endColumn=\(d.location.endColumn)") }
            }
            properties.append("title=\(property("bridgeplan \(d.rule)"))")
            out += "::\(command) \(properties.joined(separator: ","))::\(data(d.message))\n"
        }
        return out
    }

    // MARK: sarif

    static func sarif(_ diagnostics: [Diagnostic], options: Options) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: RuleID.allCases.enumerated().map { ($1.rawValue, $0) })
        let results: [JSON] = diagnostics.map { d in
            // Relative to the run's directory where possible; otherwise an absolute file URI.
            let path = relative(d.location.file, to: options.baseDirectory)
            let artifact: JSON = path.hasPrefix("/")
                ? .object(["uri": .string("file://" + uri(path))])
                : .object(["uri": .string(uri(path)), "uriBaseId": .string("%SRCROOT%")])
            var physical: [String: JSON] = ["artifactLocation": artifact]
            if d.location.line > 0 {
                physical["region"] = .object([
                    "startLine": .int(d.location.line), "startColumn": .int(max(1, d.location.column)),
                    "endLine": .int(max(d.location.line, d.location.endLine)), "endColumn": .int(max(1, d.location.endColumn)),
                ])
            }
            var result: [String: JSON] = [
                "ruleId": .string(d.rule), "level": .string(level(d.severity)),
                "message": .object(["text": .string(d.message)]),
                "locations": .array([.object(["physicalLocation": .object(physical)])]),
            ]
            if let index = ruleIndex[d.rule] { result["ruleIndex"] = .int(index) }
            // Matches a finding across edits that move lines, like the baseline does.
            result["partialFingerprints"] = .object(["bridgeplan/v1": .string("\(d.rule):\(d.subject ?? d.message)")])
            if let subject = d.subject { result["properties"] = .object(["subject": .string(subject)]) }
            return .object(result)
        }
        return JSON.object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object([
                "tool": .object(["driver": .object([
                    "name": .string("bridgeplan"), "version": .string(options.toolVersion),
                    "informationUri": .string("https://github.com/bridgeplan/bridgeplan"),
                    "rules": .array(sarifRules),
                ])]),
                "originalUriBaseIds": .object(["%SRCROOT%": .object(["description": .object(["text": .string("The directory bridgeplan ran in.")])])]),
                "results": .array(results),
                "columnKind": .string("unicodeCodePoints"),
            ])]),
        ]).rendered()
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// The rule table every SARIF run carries: built once, not per report.
    static let sarifRules: [JSON] = RuleID.allCases.map { rule in
        .object([
            "id": .string(rule.rawValue),
            "name": .string(rule.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "defaultConfiguration": .object(["level": .string(level(rule.severity))]),
            "helpUri": .string("https://github.com/bridgeplan/bridgeplan#rules"),
        ])
    }

    /// A path relative to `base` (or as given when it is outside it).
    static func relative(_ path: String, to base: String?) -> String {
        guard let base, path.hasPrefix("/") else { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Percent-encodes what a URI reference cannot hold.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}

public enum BridgeplanVersion {
    public static let current = "0.1.0"
}
