/// The first key that appears twice in one JSON object, with its line and column.
///
/// JSON decoders keep one of two equal keys without a word (Foundation keeps the last), so a
/// baseline edited by hand, or merged by git, could drop a whole inventory's debt silently;
/// an inventory with the same mistake gets a `duplicate-key` error. This reads only the
/// structure (strings, braces and brackets) in one pass: the decoder does the rest.
enum JSONDuplicateKeys {
    struct Found: Equatable {
        var key: String
        var line: Int
        var column: Int
    }

    static func first(in bytes: UnsafeRawBufferPointer) -> Found? {
        // Per open container: the keys seen so far, or nil for an array.
        var open: [Set<[UInt8]>?] = []
        var expectingKey = false
        var line = 1, lineStart = 0
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = i + 1
            case UInt8(ascii: "{"):
                open.append([])
                expectingKey = true
            case UInt8(ascii: "["):
                open.append(nil)
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = open.popLast()
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = open.last.map { $0 != nil } ?? false
            case UInt8(ascii: ":"):
                expectingKey = false
            case UInt8(ascii: "\""):
                let start = i
                i += 1
                var raw: [UInt8] = []
                while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                    // An escape keeps its two bytes: `\"` does not end the string, and two
                    // spellings of one key (`\u0061` and `a`) count as two, as is rare enough.
                    if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
                        raw.append(bytes[i])
                        i += 1
                    }
                    raw.append(bytes[i])
                    i += 1
                }
                if expectingKey, !open.isEmpty, open[open.count - 1] != nil {
                    if !open[open.count - 1]!.insert(raw).inserted {
                        let column = String(decoding: bytes[lineStart..<start], as: UTF8.self).count + 1
                        return Found(key: String(decoding: raw, as: UTF8.self), line: line, column: column)
                    }
                    expectingKey = false
                }
            default:
                break
            }
            i += 1
        }
        return nil
    }
}
