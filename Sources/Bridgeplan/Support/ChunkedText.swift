/// Text written a piece at a time: kept whole, or (streaming) handed to a sink whenever a
/// piece takes it past `chunkSize`, so chunks end where pieces end (at line ends, for the
/// reporters) and a report of any size needs about one chunk of memory.
struct ChunkedText {
    private(set) var text = ""
    private let chunkSize: Int
    private let sink: ((UnsafeRawBufferPointer) -> Void)?

    /// Keeps the whole text; `capacity` is reserved up front, as growing copies it.
    init(capacity: Int = 0) {
        chunkSize = .max
        sink = nil
        text.reserveCapacity(capacity)
    }

    private init(chunkSize: Int, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.chunkSize = chunkSize
        self.sink = sink
        text.reserveCapacity(min(chunkSize, 1 << 20) + 4096)
    }

    /// Runs `write` on a text that hands `sink` its chunks, then hands over the rest.
    static func streaming(chunkSize: Int, to sink: (UnsafeRawBufferPointer) -> Void, _ write: (inout ChunkedText) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            var out = ChunkedText(chunkSize: chunkSize, sink: sink)
            write(&out)
            out.flush()
        }
    }

    static func += (out: inout ChunkedText, piece: String) {
        out.text += piece
        if out.text.utf8.count >= out.chunkSize { out.flush() }
    }

    private mutating func flush() {
        guard let sink, !text.isEmpty else { return }
        text.withUTF8 { sink(UnsafeRawBufferPointer($0)) }
        text.removeAll(keepingCapacity: true)
    }
}
