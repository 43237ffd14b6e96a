/// A JSON value written with sorted keys and fixed formatting, so the same data always
/// gives the same bytes (Foundation's encoder formats doubles and escapes differently
/// across platforms). For small documents (schema, gates, dump, baseline); the large
/// reports stream through `JSONWriter` without building a tree.
public indirect enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])
    /// An object written from a literal. Keys are sorted when written, like `object`'s.
    case fields(KeyValuePairs<String, JSON>)

    public static func string(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }
    public static func strings(_ values: [String]) -> JSON { .array(values.map(JSON.string)) }

    /// Equal when they write the same text (so `object` and `fields` compare by content).
    public static func == (a: JSON, b: JSON) -> Bool { a.rendered() == b.rendered() }

    /// Two-space indented text with a final newline.
    public func rendered() -> String {
        var writer = JSONWriter()
        writer.value(self)
        return writer.finish()
    }
}

/// Writes JSON text straight into bytes: two-space indentation, `": "` after keys, a
/// final newline — the same text `JSON.rendered()` gives. Keys go out in the order they
/// are written; callers write them sorted (checked in debug builds), so a plan of 100k
/// screens needs neither a value tree nor a sort per object.
///
///     var w = JSONWriter()
///     w.object { w in
///         w.field("id", unit.id)
///         w.field("screens", unit.screens)
///     }
///     let text = w.finish()
public struct JSONWriter {
    fileprivate var bytes: [UInt8] = []
    fileprivate var depth = 0
    /// No element written yet in the innermost open container.
    private var isFirst = true
    /// A key was just written: the next value follows it on the same line.
    fileprivate var afterKey = false
    #if DEBUG
    /// The last key of each open object, to catch keys written out of order.
    private var lastKeys: [String?] = []
    #endif
    /// Where full chunks go when streaming (`init(chunkSize:sink:)`); nil keeps everything.
    private let sink: ((UnsafeRawBufferPointer) -> Void)?
    private let chunkSize: Int

    public init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
        sink = nil
        chunkSize = .max
    }

    /// A writer that hands its bytes to `sink` in chunks of about `chunkSize` (cut between
    /// elements), so a report of any size needs one chunk of memory. `finishStreaming()`
    /// hands over the rest.
    public init(chunkSize: Int, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        bytes.reserveCapacity(chunkSize + chunkSize / 4)
        self.sink = sink
        self.chunkSize = chunkSize
    }

    /// The text with its final newline.
    public consuming func finish() -> String {
        String(decoding: finishUTF8(), as: UTF8.self)
    }

    /// The UTF-8 bytes with the final newline, for writing to a file without a String copy.
    public consuming func finishUTF8() -> [UInt8] {
        precondition(depth == 0, "JSONWriter: \(depth) container(s) still open")
        bytes.append(0x0A)
        return bytes
    }

    /// Ends a streaming writer: the last bytes and the final newline go to the sink.
    public mutating func finishStreaming() {
        precondition(depth == 0, "JSONWriter: \(depth) container(s) still open")
        bytes.append(0x0A)
        flush()
    }

    private mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { sink($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    // MARK: containers

    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        open(0x7B)
        #if DEBUG
        lastKeys.append(nil)
        #endif
        body(&self)
        #if DEBUG
        lastKeys.removeLast()
        #endif
        close(0x7D)
    }

    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        open(0x5B)
        body(&self)
        close(0x5D)
    }

    private mutating func open(_ bracket: UInt8) {
        startValue()
        bytes.append(bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isFirst {
            bytes.append(0x0A)
            indent()
        }
        bytes.append(bracket)
        isFirst = false
    }

    /// A value starts a new line in an array; after a key it continues the line.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0 {
            newElement()
        }
    }

    private mutating func newElement() {
        if bytes.count >= chunkSize { flush() }
        if !isFirst { bytes.append(0x2C) }
        bytes.append(0x0A)
        indent()
        isFirst = false
    }

    private mutating func indent() {
        for _ in 0..<(depth * 2) { bytes.append(0x20) }
    }

    // MARK: values (array elements, or after `key`)

    public mutating func key(_ key: String) {
        #if DEBUG
        if let last = lastKeys.last, let previous = last {
            assert(previous < key, "JSONWriter: key '\(key)' written after '\(previous)'; write keys sorted")
        }
        if !lastKeys.isEmpty { lastKeys[lastKeys.count - 1] = key }
        #endif
        newElement()
        escape(key)
        bytes.append(0x3A)
        bytes.append(0x20)
        afterKey = true
    }

    public mutating func null() {
        startValue()
        bytes.append(contentsOf: "null".utf8)
    }

    public mutating func value(_ b: Bool) {
        startValue()
        bytes.append(contentsOf: (b ? "true" : "false").utf8)
    }

    public mutating func value(_ i: Int) {
        startValue()
        bytes.append(contentsOf: String(i).utf8)
    }

    /// Up to four decimals, trailing zeros dropped: shares and ratios, never exponents.
    public mutating func value(_ d: Double) {
        startValue()
        guard d.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        let scaled = (d * 10_000).rounded()
        let magnitude = Int(abs(scaled))
        if scaled < 0 && magnitude != 0 { bytes.append(0x2D) }
        bytes.append(contentsOf: String(magnitude / 10_000).utf8)
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return }
        bytes.append(0x2E)
        var divisor = 1000
        while fraction != 0 {
            bytes.append(0x30 + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    public mutating func value(_ s: String) {
        startValue()
        escape(s)
    }

    public mutating func value(_ s: String?) {
        if let s { value(s) } else { null() }
    }

    public mutating func value(_ i: Int?) {
        if let i { value(i) } else { null() }
    }

    public mutating func value(_ strings: [String]) {
        array { w in
            for s in strings { w.value(s) }
        }
    }

    public mutating func value(_ json: JSON) {
        switch json {
        case .null: null()
        case .bool(let b): value(b)
        case .int(let i): value(i)
        case .double(let d): value(d)
        case .string(let s): value(s)
        case .array(let items):
            array { w in
                for item in items { w.value(item) }
            }
        case .object(let fields):
            object { w in
                for field in fields.sorted(by: { $0.key < $1.key }) { w.field(field.key, field.value) }
            }
        case .fields(let fields):
            object { w in
                for field in fields.sorted(by: { $0.key < $1.key }) { w.field(field.key, field.value) }
            }
        }
    }

    /// A value rendered once, ahead of time (`JSONFragment`), written where the writer
    /// stands; it must have been rendered for this depth.
    public mutating func value(_ fragment: JSONFragment) {
        precondition(fragment.depth == depth, "JSONWriter: fragment rendered for depth \(fragment.depth), written at \(depth)")
        startValue()
        bytes.append(contentsOf: fragment.bytes)
    }

    // MARK: fields (key + value)

    public mutating func field(_ key: String, _ value: String) { self.key(key); self.value(value) }
    public mutating func field(_ key: String, _ value: String?) { self.key(key); self.value(value) }
    public mutating func field(_ key: String, _ value: Int) { self.key(key); self.value(value) }
    public mutating func field(_ key: String, _ value: Int?) { self.key(key); self.value(value) }
    public mutating func field(_ key: String, _ value: Bool) { self.key(key); self.value(value) }
    public mutating func field(_ key: String, _ value: Double) { self.key(key); self.value(value) }
    public mutating func field(_ key: String, _ value: [String]) { self.key(key); self.value(value) }
    public mutating func field(_ key: String, _ value: JSON) { self.key(key); self.value(value) }
    public mutating func field(_ key: String, _ value: JSONFragment) { self.key(key); self.value(value) }

    /// A field whose value is an object.
    public mutating func object(_ key: String, _ body: (inout JSONWriter) -> Void) {
        self.key(key)
        object(body)
    }

    /// A field whose value is an array.
    public mutating func array(_ key: String, _ body: (inout JSONWriter) -> Void) {
        self.key(key)
        array(body)
    }

    // MARK: escaping

    private mutating func escape(_ s: String) {
        bytes.append(0x22)
        var s = s
        s.withUTF8 { source in
            guard let base = source.baseAddress else { return }
            // Copy runs of plain bytes in one go; escape the few that need it. Runs are
            // scanned eight bytes at a time (half of a JSON plan's writing was this loop).
            var start = 0, i = 0
            while i < source.count {
                // The last few bytes through the word that ends the string (it overlaps
                // bytes already read, which can only make the test say "maybe").
                let word = min(i, source.count - 8)
                if word >= 0, !Self.mayNeedEscaping(UnsafeRawPointer(base + word).loadUnaligned(as: UInt64.self)) {
                    i = word + 8
                    continue
                }
                let byte = base[i]
                i += 1
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: i - 1 - start))
                start = i
                bytes.append(0x5C)
                switch byte {
                case 0x22: bytes.append(0x22)
                case 0x5C: bytes.append(0x5C)
                case 0x0A: bytes.append(0x6E)
                case 0x0D: bytes.append(0x72)
                case 0x09: bytes.append(0x74)
                default:
                    let hex: StaticString = "0123456789abcdef"
                    bytes.append(contentsOf: [0x75, 0x30, 0x30])
                    bytes.append(hex.utf8Start[Int(byte >> 4)])
                    bytes.append(hex.utf8Start[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: source.count - start))
        }
        bytes.append(0x22)
    }

    /// Whether any of eight bytes is a control character, a quote or a backslash: the
    /// exact "has a byte below n" and "has a zero byte" word tests of Bit Twiddling Hacks.
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highBits
        let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
        let quoteOrBackslash = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highBits
        return control | quoteOrBackslash != 0
    }
}

/// One JSON value rendered ahead of time for a given nesting depth, so a large constant
/// part of a report (SARIF's rule table) is formatted once per process, not per report.
public struct JSONFragment: Sendable {
    let depth: Int
    let bytes: [UInt8]

    /// Renders the single value `body` writes as it would appear `depth` levels deep.
    public init(depth: Int, _ body: (inout JSONWriter) -> Void) {
        var writer = JSONWriter(capacity: 1024)
        writer.startFragment(depth: depth)
        body(&writer)
        self.depth = depth
        self.bytes = writer.fragmentBytes
    }
}

extension JSONWriter {
    fileprivate mutating func startFragment(depth: Int) {
        self.depth = depth
        afterKey = true
    }

    fileprivate var fragmentBytes: [UInt8] { bytes }
}
