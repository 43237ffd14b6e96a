// parse-floor DIR...: walks DIR as `bridgeplan scan` does and parses every Swift file with
// SwiftParser on every core, nothing else; prints the files parsed. scripts/bench-scan times
// it beside `bridgeplan scan` on the same tree: the scan's cost is quoted as a ratio to it.
import BridgeplanScan
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

let roots = Array(CommandLine.arguments.dropFirst())
guard !roots.isEmpty else {
    print("usage: parse-floor DIR...")
    exit(2)
}
print("parsed \(SourceScanner.parseFloor(roots)) Swift files")
