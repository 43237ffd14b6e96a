import YAMLFront

extension DiagnosticReporter {


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
}
