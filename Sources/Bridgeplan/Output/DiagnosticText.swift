import YAMLFront

extension DiagnosticReporter {


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
}
