/// Writing YAML scalars that read back as exactly the string written (for `dump` and the
/// draft `scan` writes).
public enum YAMLText {
    /// Characters YAML may not hold raw (non-printable ones) or reads as line breaks (NEL,
    /// LS, PS), and the BOM.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // Text-direction marks too: valid YAML, but they reorder a draft on screen.
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// `\uXXXX`, which means the same in YAML and JSON double-quoted strings.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A double-quoted YAML scalar with JSON-style escapes: never read as a number, a
    /// boolean or null.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where needsEscape(scalar): out += escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
