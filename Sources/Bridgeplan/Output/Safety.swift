/// Characters a report must not pass through raw, whatever format it is in.
public enum Safety {
    /// Unicode's explicit text-direction controls (U+202A–202E embeddings and overrides,
    /// U+2066–2069 isolates) and the implicit marks (U+200E, U+200F, U+061C): in a file name or
    /// an id they make a terminal, an editor or a web page show text in another order than
    /// it is ("Trojan Source", CVE-2021-42574).
    public static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// C0 and C1 controls and DEL (escape sequences, bells, NUL).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
    }

    /// A scalar as the reports write what they may not show raw: `\u{202E}`.
    public static func written(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// `text` with direction marks written as `\u{…}`, and nothing else changed.
    public static func escapingDirection(_ text: String) -> String {
        // 0xD8 and 0xE2 lead every direction mark's UTF-8: most texts are passed by that alone.
        guard text.utf8.contains(where: { $0 == 0xD8 || $0 == 0xE2 }) else { return text }
        return escaping(text, where: isDirectionControl)
    }

    /// `text` with controls and direction marks written as `\u{…}`; line feeds kept when asked.
    public static func escapingControls(_ text: String, keepLineFeeds: Bool = false) -> String {
        escaping(text) { (isControl($0) && !(keepLineFeeds && $0 == "\n")) || isDirectionControl($0) }
    }

    private static func escaping(_ text: String, where shouldEscape: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: shouldEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if shouldEscape(scalar) { out.append(contentsOf: written(scalar).unicodeScalars) } else { out.append(scalar) }
        }
        return String(out)
    }
}
