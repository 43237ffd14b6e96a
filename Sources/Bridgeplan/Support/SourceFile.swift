import YAMLFront

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

    /// Up to `width` characters of a 1-based line around a column, for the excerpt under a
    /// diagnostic: the text (tabs as spaces), where the column falls in it, and how many
    /// characters of `length` fit. Only the window is decoded, however long the line.
    public func excerpt(line number: Int, column: Int, length: Int, width: Int = 120) -> (text: String, caret: Int, underline: Int)? {
        guard let range = byteRange(ofLine: number) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> (String, Int, Int) in
            // Byte offset of each character start we may need, up to the window's end.
            let first = max(1, column - width / 2)
            var starts: [Int] = []
            var character = 1
            var i = range.lowerBound
            while i < range.upperBound, character < first + width {
                if buffer[i] & 0xC0 != 0x80 {
                    if character >= first { starts.append(i) }
                    character += 1
                }
                i += 1
            }
            guard let begin = starts.first else { return ("", 1, 1) }
            let end = i
            var text = String(decoding: UnsafeBufferPointer(rebasing: buffer[begin..<end]), as: UTF8.self)
            text = text.replacingOccurrences(of: "\t", with: " ")
            let caret = min(max(column - first + 1, 1), text.count + 1)
            let underline = max(1, min(length, text.count + 1 - caret + 1))
            return (text, caret, underline)
        }
    }

    private func byteRange(ofLine number: Int) -> Range<Int>? {
        guard number >= 1 else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Range<Int>? in
            var current = 1, start = 0, index = 0
            while index < buffer.count, current < number {
                if buffer[index] == 0x0A {
                    current += 1
                    start = index + 1
                }
                index += 1
            }
            guard current == number else { return nil }
            var end = start
            while end < buffer.count, buffer[end] != 0x0A, buffer[end] != 0x0D { end += 1 }
            return start..<end
        }
    }

    /// The text of a 1-based line, without its line break.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = 0
        var index = 0
        while index < bytes.count, current < number {
            if bytes[index] == 0x0A {
                current += 1
                start = index + 1
            }
            index += 1
        }
        guard current == number, start <= bytes.count else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
