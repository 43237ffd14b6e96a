import Dispatch

/// Two independent pieces of work, on two cores when there are two.
public enum Parallel {
    /// Runs `first` and `second` concurrently and returns both results.
    public static func both<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        let slots = Slots<A, B>()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            if i == 0 { slots.first = first() } else { slots.second = second() }
        }
        return (slots.first!, slots.second!)
    }

    /// `0..<count` cut into pieces of `size`, paired for `both`: work through the pairs in
    /// order, one piece per core, and only a pair's results are ever held at once. The
    /// second piece of the last pair is empty when the pieces do not pair up.
    public static func piecePairs(_ count: Int, size: Int) -> [(first: Range<Int>, second: Range<Int>)] {
        stride(from: 0, to: count, by: 2 * size).map { start in
            let middle = min(start + size, count)
            return (start..<middle, middle..<min(middle + size, count))
        }
    }

    /// Each thread writes only its own slot, and `concurrentPerform` returns after both
    /// have finished, so the slots are never accessed concurrently.
    private final class Slots<A, B>: @unchecked Sendable {
        var first: A?
        var second: B?
    }
}
