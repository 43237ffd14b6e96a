import YAMLFront

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
