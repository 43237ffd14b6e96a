#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands out one `String` per distinct scalar text of a document: ids named by many
/// references and gate names share one storage, and each distinct text is decoded from
/// UTF-8 once instead of at every occurrence. The hash is a seeded FNV-1a (SipHash cost
/// twice as much here); a probe chain never grows past `maxProbes`: a text that finds no
/// place within it is simply not shared, so no input can make a lookup slow.
public final class ScalarInterner {
    private static let maxProbes = 32
    private static let seed = UInt64.random(in: .min ... .max)

    private let document: YAMLDocument
    /// Open addressing, linear probing: 0 is empty, otherwise an index + 1 into `strings`.
    private var slots = [Int32](repeating: 0, count: 1024)
    private var strings: [String] = []
    private var hashes: [Int] = []

    public init(_ document: YAMLDocument) {
        self.document = document
    }

    /// The scalar's text (empty for a collection), shared with every equal scalar's.
    public func string(_ id: NodeID) -> String {
        let r = document.records[Int(id.raw)]
        guard r.kind == .scalar else { return "" }
        return document.text.withUnsafeBufferPointer { buffer in
            intern(UnsafeBufferPointer(rebasing: buffer[Int(r.first)..<Int(r.first + r.count)]))
        }
    }

    private func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var h = 0xCBF2_9CE4_8422_2325 ^ Self.seed
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hash = Int(truncatingIfNeeded: h ^ (h >> 29))
        let mask = slots.count - 1
        var slot = hash & mask
        var probes = 0
        while slots[slot] != 0 {
            let i = Int(slots[slot] - 1)
            if hashes[i] == hash, Self.equal(strings[i], bytes) { return strings[i] }
            probes += 1
            if probes == Self.maxProbes { return String(decoding: bytes, as: UTF8.self) }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: bytes, as: UTF8.self)
        guard strings.count < Int(Int32.max) - 1 else { return string }
        slots[slot] = Int32(strings.count + 1)
        strings.append(string)
        hashes.append(hash)
        if strings.count * 2 > slots.count { grow() }
        return string
    }

    private static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard string.utf8.count == bytes.count else { return false }
        guard let base = bytes.baseAddress else { return true }
        return string.utf8.withContiguousStorageIfAvailable { memcmp($0.baseAddress!, base, bytes.count) == 0 }
            ?? string.utf8.elementsEqual(bytes)
    }

    /// Doubles the table, keeping the load at most one half.
    private func grow() {
        var grown = [Int32](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for (i, hash) in hashes.enumerated() {
            var slot = hash & mask
            // Chains only get shorter in a table twice the size.
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(i + 1)
        }
        slots = grown
    }
}
