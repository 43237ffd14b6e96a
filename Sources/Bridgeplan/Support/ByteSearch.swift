#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum ByteSearch {
    /// Each offset where `needle` starts in `buffer`, in order and not overlapping: `memchr`
    /// to each occurrence of its first byte, then the rest compared. Fast on text where that
    /// byte is rare (a `#`, an `I`), which is why the callers look for whole lines this way.
    public static func forEachOccurrence(of needle: [UInt8], in buffer: UnsafeRawBufferPointer, _ body: (Int) -> Void) {
        guard let base = buffer.baseAddress, let first = needle.first else { return }
        var offset = 0
        while offset + needle.count <= buffer.count, let found = memchr(base + offset, Int32(first), buffer.count - offset - needle.count + 1) {
            let at = base.distance(to: UnsafeRawPointer(found))
            if memcmp(found, needle, needle.count) == 0 {
                body(at)
                offset = at + needle.count
            } else {
                offset = at + 1
            }
        }
    }
}
