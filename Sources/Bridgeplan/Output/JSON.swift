import YAMLFront

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
///
/// The bytes live in one buffer the writer owns (so it cannot be copied): each piece of
/// text reserves room once and is stored through a pointer, where an array append per byte
/// cost most of a 50 MB plan's writing time. Keys are static strings that never need
/// escaping.
public struct JSONWriter: ~Copyable {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
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
        self.capacity = max(capacity, 64)
        buffer = .allocate(capacity: self.capacity)
        sink = nil
        chunkSize = .max
    }

    /// A writer that hands its bytes to `sink` in chunks of about `chunkSize` (cut between
    /// elements once past the size; `elements` can take a chunk past it by one piece), so a
    /// report of any size needs about one chunk of memory. `finishStreaming()` hands over
    /// the rest.
    public init(chunkSize: Int, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        capacity = max(chunkSize + chunkSize / 4, 64)
        buffer = .allocate(capacity: capacity)
        self.sink = sink
        self.chunkSize = chunkSize
    }

    deinit { buffer.deallocate() }

    /// The text with its final newline.
    public consuming func finish() -> String {
        endDocument()
        return String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
    }

    /// The UTF-8 bytes with the final newline.
    public consuming func finishUTF8() -> [UInt8] {
        endDocument()
        return Array(UnsafeBufferPointer(start: buffer, count: count))
    }

    /// Ends a streaming writer: the last bytes and the final newline go to the sink.
    public mutating func finishStreaming() {
        endDocument()
        flush()
    }

    /// Every container closed, then the final newline: how each `finish` ends the text.
    private mutating func endDocument() {
        precondition(depth == 0, "JSONWriter: \(depth) container(s) still open")
        put(0x0A)
    }

    private mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeRawBufferPointer(start: buffer, count: count))
        count = 0
    }

    // MARK: bytes

    /// Makes room for `n` more bytes; every `store` is preceded by one.
    @inline(__always)
    private mutating func reserve(_ n: Int) {
        if capacity - count < n { grow(to: count + n) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: buffer, count: count)
        buffer.deallocate()
        buffer = grown
        capacity = newCapacity
    }

    /// Stores a byte in room already reserved.
    @inline(__always)
    private mutating func store(_ byte: UInt8) {
        assert(count < capacity, "JSONWriter: store without reserve")
        buffer[count] = byte
        count += 1
    }

    @inline(__always)
    private mutating func store(_ bytes: UnsafePointer<UInt8>, _ n: Int) {
        assert(count + n <= capacity, "JSONWriter: store without reserve")
        (buffer + count).initialize(from: bytes, count: n)
        count += n
    }

    private mutating func put(_ byte: UInt8) {
        reserve(1)
        store(byte)
    }

    private mutating func put(_ text: StaticString) {
        reserve(text.utf8CodeUnitCount)
        store(text.utf8Start, text.utf8CodeUnitCount)
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
        put(bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        reserve(2 + depth * 2)
        if !isFirst {
            store(0x0A)
            storeIndent()
        }
        store(bracket)
        isFirst = false
    }

    /// A value starts a new line in an array; after a key it continues the line.
    @inline(__always)
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0 {
            newElement()
        }
    }

    private mutating func newElement() {
        if count >= chunkSize { flush() }
        reserve(2 + depth * 2)
        if !isFirst { store(0x2C) }
        store(0x0A)
        storeIndent()
        isFirst = false
    }

    @inline(__always)
    private mutating func storeIndent() {
        assert(count + depth * 2 <= capacity, "JSONWriter: store without reserve")
        (buffer + count).initialize(repeating: 0x20, count: depth * 2)
        count += depth * 2
    }

    // MARK: values (array elements, or after `key`)

    /// A key known when the program was built: written as it is (keys are plain ASCII
    /// names that need no escaping, checked in debug builds).
    public mutating func key(_ key: StaticString) {
        #if DEBUG
        assert(key.withUTF8Buffer { $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C } }, "JSONWriter: key '\(key)' needs escaping")
        noteKey(key.description)
        #endif
        newElement()
        let n = key.utf8CodeUnitCount
        reserve(n + 4)
        store(0x22)
        store(key.utf8Start, n)
        store(0x22)
        store(0x3A)
        store(0x20)
        afterKey = true
    }

    /// A key from data (the `JSON` tree's dictionaries), escaped like any string.
    fileprivate mutating func key(escaping key: String) {
        #if DEBUG
        noteKey(key)
        #endif
        newElement()
        escape(key)
        put(": ")
        afterKey = true
    }

    #if DEBUG
    private mutating func noteKey(_ key: String) {
        if let last = lastKeys.last, let previous = last {
            assert(previous < key, "JSONWriter: key '\(key)' written after '\(previous)'; write keys sorted")
        }
        if !lastKeys.isEmpty { lastKeys[lastKeys.count - 1] = key }
    }
    #endif

    public mutating func null() {
        startValue()
        put("null")
    }

    public mutating func value(_ b: Bool) {
        startValue()
        put(b ? "true" : "false")
    }

    public mutating func value(_ i: Int) {
        startValue()
        storeInteger(i)
    }

    /// Decimal digits without going through a String.
    private mutating func storeInteger(_ i: Int) {
        reserve(20)
        if i < 0 { store(0x2D) }
        var magnitude = i.magnitude, digits = 1
        while magnitude >= 10 { magnitude /= 10; digits += 1 }
        magnitude = i.magnitude
        assert(count + digits <= capacity, "JSONWriter: store without reserve")
        count += digits
        var position = count
        repeat {
            position -= 1
            buffer[position] = 0x30 + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude != 0
    }

    /// Up to four decimals, trailing zeros dropped: shares and ratios, never exponents.
    public mutating func value(_ d: Double) {
        startValue()
        guard d.isFinite else { return put("null") }
        let scaled = (d * 10_000).rounded()
        let magnitude = Int(abs(scaled))
        if scaled < 0 && magnitude != 0 { put(0x2D) }
        storeInteger(magnitude / 10_000)
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return }
        reserve(5)
        store(0x2E)
        var divisor = 1000
        while fraction != 0 {
            store(0x30 + UInt8(fraction / divisor))
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
        case .object(let fields): object(sorting: fields)
        case .fields(let fields): object(sorting: fields)
        }
    }

    /// An object whose keys come from data (a dictionary or a literal), in key order.
    private mutating func object(sorting fields: some Sequence<(key: String, value: JSON)>) {
        object { w in
            for field in fields.sorted(by: { $0.key < $1.key }) {
                w.key(escaping: field.key)
                w.value(field.value)
            }
        }
    }

    /// Writes `total` array elements, `body(&w, i)` writing element `i`, rendered on two
    /// cores a pair of pieces at a time: the same bytes as a loop here, with only two
    /// pieces of text in memory at once. For the large reports' long arrays.
    public mutating func elements(_ total: Int, piece: Int = 256, _ body: @escaping @Sendable (inout JSONWriter, Int) -> Void) {
        let depth = self.depth
        @Sendable func render(_ range: Range<Int>, first: Bool) -> [UInt8] {
            guard !range.isEmpty else { return [] }
            var w = JSONWriter(capacity: 64 << 10)
            w.depth = depth
            w.isFirst = first
            for i in range { body(&w, i) }
            return Array(UnsafeBufferPointer(start: w.buffer, count: w.count))
        }
        for (firstPiece, secondPiece) in Parallel.piecePairs(total, size: piece) {
            let first = isFirst
            let (a, b) = Parallel.both({ render(firstPiece, first: first) }, { render(secondPiece, first: false) })
            for bytes in [a, b] where !bytes.isEmpty {
                if count >= chunkSize { flush() }
                reserve(bytes.count)
                bytes.withUnsafeBufferPointer { store($0.baseAddress!, $0.count) }
            }
            isFirst = false
        }
    }

    /// A value rendered once, ahead of time (`JSONFragment`), written where the writer
    /// stands; it must have been rendered for this depth.
    public mutating func value(_ fragment: JSONFragment) {
        precondition(fragment.depth == depth, "JSONWriter: fragment rendered for depth \(fragment.depth), written at \(depth)")
        startValue()
        reserve(fragment.bytes.count)
        fragment.bytes.withUnsafeBufferPointer { store($0.baseAddress!, $0.count) }
    }

    // MARK: fields (key + value)

    public mutating func field(_ key: StaticString, _ value: String) { self.key(key); self.value(value) }
    public mutating func field(_ key: StaticString, _ value: String?) { self.key(key); self.value(value) }
    public mutating func field(_ key: StaticString, _ value: Int) { self.key(key); self.value(value) }
    public mutating func field(_ key: StaticString, _ value: Int?) { self.key(key); self.value(value) }
    public mutating func field(_ key: StaticString, _ value: Bool) { self.key(key); self.value(value) }
    public mutating func field(_ key: StaticString, _ value: Double) { self.key(key); self.value(value) }
    public mutating func field(_ key: StaticString, _ value: [String]) { self.key(key); self.value(value) }
    public mutating func field(_ key: StaticString, _ value: JSON) { self.key(key); self.value(value) }
    public mutating func field(_ key: StaticString, _ value: JSONFragment) { self.key(key); self.value(value) }

    /// A field whose value is an object.
    public mutating func object(_ key: StaticString, _ body: (inout JSONWriter) -> Void) {
        self.key(key)
        object(body)
    }

    /// A field whose value is an array.
    public mutating func array(_ key: StaticString, _ body: (inout JSONWriter) -> Void) {
        self.key(key)
        array(body)
    }

    // MARK: escaping

    private mutating func escape(_ s: String) {
        if s.utf8.withContiguousStorageIfAvailable({ escape($0) }) != nil { return }
        var s = s
        s.withUTF8 { escape($0) }
    }

    private mutating func escape(_ source: UnsafeBufferPointer<UInt8>) {
        let n = source.count
        // Room for the quotes and every byte as it is; each escape reserves its extra bytes.
        reserve(n + 2)
        store(0x22)
        guard let base = source.baseAddress else { return store(0x22) }
        // Copy runs of plain bytes in one go; escape the few that need it. Runs are scanned
        // eight bytes at a time.
        var start = 0, i = 0
        while i < n {
            // The last few bytes through the word that ends the string (it overlaps bytes
            // already read, which can only make the test say "maybe").
            let word = min(i, n - 8)
            if word >= 0, !Self.mayNeedEscaping(UnsafeRawPointer(base + word).loadUnaligned(as: UInt64.self)) {
                i = word + 8
                continue
            }
            let byte = base[i]
            i += 1
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
            store(base + start, i - 1 - start)
            start = i
            // The escape (at most six bytes) and what is left of the string, quote included.
            reserve(6 + (n - i) + 1)
            store(0x5C)
            switch byte {
            case 0x22: store(0x22)
            case 0x5C: store(0x5C)
            case 0x0A: store(0x6E)
            case 0x0D: store(0x72)
            case 0x09: store(0x74)
            default:
                let hex: StaticString = "0123456789abcdef"
                store(0x75)
                store(0x30)
                store(0x30)
                store(hex.utf8Start[Int(byte >> 4)])
                store(hex.utf8Start[Int(byte & 0xF)])
            }
        }
        store(base + start, n - start)
        store(0x22)
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

    fileprivate var fragmentBytes: [UInt8] { Array(UnsafeBufferPointer(start: buffer, count: count)) }
}
