import Bridgeplan
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `BRIDGEPLAN_FLOW_TRACE=1`: one line per navigation site on standard error (its values,
/// triggers and targets), to see why a site became an edge or did not.
enum FlowTrace {
    static let enabled = getenv("BRIDGEPLAN_FLOW_TRACE") != nil
    /// `BRIDGEPLAN_FLOW_WALK=LINE`: each step of the walk back from the sinks on that line,
    /// to see which chain of calls made a screen its trigger.
    static let walkLine: Int? = getenv("BRIDGEPLAN_FLOW_WALK").flatMap { Int(String(cString: $0)) }

    /// Seconds since some fixed point, for phase times in the trace.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func write(_ line: String) { AtomicWriter.writeAll(line + "\n", to: 2) }
}
