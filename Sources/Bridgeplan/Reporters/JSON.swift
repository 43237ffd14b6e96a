/// A JSON value written with sorted keys and fixed formatting, so the same data always
/// gives the same bytes (Foundation's encoder formats doubles and escapes differently
/// across platforms).
public indirect enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    public static func string(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }
    public static func strings(_ values: [String]) -> JSON { .array(values.map(JSON.string)) }

    /// Two-space indented text with a final newline.
    public func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out.append("\n")
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .int(let i): out.append(String(i))
        case .double(let d): out.append(Self.format(d))
        case .string(let s): Self.escape(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else { return out.append("[]") }
            out.append("[\n")
            for (n, item) in items.enumerated() {
                out.append(String(repeating: " ", count: indent + 2))
                item.write(to: &out, indent: indent + 2)
                out.append(n + 1 < items.count ? ",\n" : "\n")
            }
            out.append(String(repeating: " ", count: indent))
            out.append("]")
        case .object(let fields):
            guard !fields.isEmpty else { return out.append("{}") }
            out.append("{\n")
            let keys = fields.keys.sorted()
            for (n, key) in keys.enumerated() {
                out.append(String(repeating: " ", count: indent + 2))
                Self.escape(key, into: &out)
                out.append(": ")
                fields[key]!.write(to: &out, indent: indent + 2)
                out.append(n + 1 < keys.count ? ",\n" : "\n")
            }
            out.append(String(repeating: " ", count: indent))
            out.append("}")
        }
    }

    /// Up to four decimals, trailing zeros dropped: shares and ratios, never exponents.
    static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        let scaled = (d * 10_000).rounded()
        let negative = scaled < 0
        let magnitude = Int(abs(scaled))
        var text = String(magnitude / 10_000)
        var fraction = String(magnitude % 10_000)
        if fraction != "0" {
            fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return negative && magnitude != 0 ? "-" + text : text
    }

    static func escape(_ s: String, into out: inout String) {
        out.append("\"")
        // Most strings are ids: append them whole.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            out.append(s)
            out.append("\"")
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
    }
}
