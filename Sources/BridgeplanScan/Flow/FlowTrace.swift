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

    static func write(_ line: String) { AtomicWriter.writeAll(line + "\n", to: 2) }
}
