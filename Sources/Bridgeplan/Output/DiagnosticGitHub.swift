import YAMLFront

extension DiagnosticReporter {


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
}
