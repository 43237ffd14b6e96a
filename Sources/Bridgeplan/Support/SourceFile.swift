import YAMLFront
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one input file and the path diagnostics print for it.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Byte offsets where each line starts (index 0 is line 1). One pass over the file,
    /// so a report with thousands of excerpts never rescans it.
    public func lineStarts() -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for i in 0..<buffer.count where buffer[i] == 0x0A { starts.append(i + 1) }
        }
        return starts
    }

    /// Finds where lines start for a run of excerpts. Diagnostics come sorted by position,
    /// so walking forward from the last line asked serves them all in one pass over the
    /// file, with no table of every line; the first step backwards (unsorted input) builds
    /// that table once, so no order of requests costs more than one pass per request.
    public struct LineLocator: Sendable {
        private let file: SourceFile
        private var line = 1, offset = 0
        private var table: [Int]?
        /// Where the last excerpt's window began: a character's number on a line and its byte
        /// offset. Diagnostics come sorted, so the next excerpt on the same line resumes here
        /// instead of walking from the line's start (50,000 findings on one line were quadratic).
        var column: (line: Int, character: Int, offset: Int)?

        public init(_ file: SourceFile) { self.file = file }

        /// The byte offset where a 1-based line starts, or nil past the end.
        public mutating func start(ofLine number: Int) -> Int? {
            guard number >= 1 else { return nil }
            if let table { return number <= table.count ? table[number - 1] : nil }
            guard number >= line else {
                table = file.lineStarts()
                return start(ofLine: number)
            }
            let found: Int? = file.bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return line == number ? offset : nil }
                while line < number {
                    // memchr, not `firstIndex(of:)`: this walks the whole file under a long
                    // report, and memchr scans a word at a time (docs/performance.md).
                    guard offset < buffer.count, let newline = memchr(base + offset, 0x0A, buffer.count - offset) else { return nil }
                    offset = UnsafeRawPointer(base).distance(to: newline) + 1
                    line += 1
                }
                return offset
            }
            return found
        }
    }

    /// Up to `width` characters of a 1-based line around a column, for the excerpt under a
    /// diagnostic: the text (tabs as spaces), where the column falls in it, and how many
    /// characters of `length` fit. Only the window is decoded, however long the line.
    public func excerpt(line number: Int, column: Int, length: Int, locator: inout LineLocator, width: Int = 120) -> (text: String, caret: Int, underline: Int)? {
        guard let lineStart = locator.start(ofLine: number) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> (String, Int, Int) in
            let first = max(1, column - width / 2)
            var begin: Int?
            var character = 1
            var i = lineStart
            if let resume = locator.column, resume.line == number, resume.character <= first {
                (character, i) = (resume.character, resume.offset)
            }
            while i < buffer.count, buffer[i] != 0x0A, buffer[i] != 0x0D, character < first + width {
                if buffer[i] & 0xC0 != 0x80 {
                    if character == first { begin = i }
                    character += 1
                }
                i += 1
            }
            // Finish the last character of the window.
            while i < buffer.count, buffer[i] & 0xC0 == 0x80 { i += 1 }
            guard let begin else { return ("", 1, 1) }
            locator.column = (number, first, begin)
            let window = UnsafeBufferPointer(rebasing: buffer[begin..<i])
            var text = String(decoding: window, as: UTF8.self)
            if window.contains(0x09) { text = text.replacing("\t", with: " ") }
            // Counting characters walks grapheme breaks; in ASCII text each byte is one.
            let characters = window.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
            let caret = min(max(column - first + 1, 1), characters + 1)
            let underline = max(1, min(length, characters + 2 - caret))
            return (text, caret, underline)
        }
    }
}
