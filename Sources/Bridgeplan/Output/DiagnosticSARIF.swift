import YAMLFront

extension DiagnosticReporter {


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
}
