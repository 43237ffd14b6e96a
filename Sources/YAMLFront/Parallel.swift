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

    /// Each thread writes only its own slot, and `concurrentPerform` returns after both
    /// have finished, so the slots are never accessed concurrently.
    private final class Slots<A, B>: @unchecked Sendable {
        var first: A?
        var second: B?
    }
}
