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
    /// An object written from a literal: cheaper than a dictionary for the many small
    /// objects of a large plan. Keys are sorted when written, like `object`'s.
    case fields(KeyValuePairs<String, JSON>)

    public static func string(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }
    public static func strings(_ values: [String]) -> JSON { .array(values.map(JSON.string)) }

    /// Equal when they write the same text (so `object` and `fields` compare by content).
    public static func == (a: JSON, b: JSON) -> Bool { a.rendered() == b.rendered() }

    /// Two-space indented text with a final newline.
    public func rendered() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(to: &out, indent: 0)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    // Bytes, not String appends: plans of 100k screens are tens of megabytes.
    private func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d): out.append(contentsOf: Self.format(d).utf8)
        case .string(let s): Self.escape(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else { return out.append(contentsOf: "[]".utf8) }
            out.append(contentsOf: "[\n".utf8)
            for (n, item) in items.enumerated() {
                out.append(contentsOf: repeatElement(0x20, count: indent + 2))
                item.write(to: &out, indent: indent + 2)
                if n + 1 < items.count { out.append(0x2C) }
                out.append(0x0A)
            }
            out.append(contentsOf: repeatElement(0x20, count: indent))
            out.append(0x5D)
        case .object(let fields):
            Self.writeObject(fields.sorted { $0.key < $1.key }, to: &out, indent: indent)
        case .fields(let fields):
            Self.writeObject(fields.sorted { $0.key < $1.key }, to: &out, indent: indent)
        }
    }

    private static func writeObject(_ fields: [(key: String, value: JSON)], to out: inout [UInt8], indent: Int) {
        guard !fields.isEmpty else { return out.append(contentsOf: "{}".utf8) }
        out.append(contentsOf: "{\n".utf8)
        for (n, field) in fields.enumerated() {
            out.append(contentsOf: repeatElement(0x20, count: indent + 2))
            escape(field.key, into: &out)
            out.append(contentsOf: ": ".utf8)
            field.value.write(to: &out, indent: indent + 2)
            if n + 1 < fields.count { out.append(0x2C) }
            out.append(0x0A)
        }
        out.append(contentsOf: repeatElement(0x20, count: indent))
        out.append(0x7D)
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

    static func escape(_ s: String, into out: inout [UInt8]) {
        out.append(0x22)
        var s = s
        s.withUTF8 { bytes in
            // Copy runs of plain bytes in one go; escape the few that need it.
            var start = 0
            for i in 0..<bytes.count {
                let byte = bytes[i]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                start = i + 1
                switch byte {
                case 0x22: out.append(contentsOf: [0x5C, 0x22])
                case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: out.append(contentsOf: [0x5C, 0x6E])
                case 0x0D: out.append(contentsOf: [0x5C, 0x72])
                case 0x09: out.append(contentsOf: [0x5C, 0x74])
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
        out.append(0x22)
    }
}
