// libFuzzer entry point (RECIPES.md, "libFuzzer with SwiftPM"). SwiftPM links executables
// with `--defsym main=<module>_main`, so libFuzzer's own `main` cannot be used: this
// top-level code calls `LLVMFuzzerRunDriver` itself, which parses the libFuzzer flags in
// argv and calls `fuzzOne` once per input.
//
// Each input goes the whole way a user's file goes: YAML → inventory → validation →
// analysis (+ lint) → plan, and every reporter renders the result (both plan formats, all
// four diagnostic formats, with the file for the text excerpts), so a trap, an unbounded
// loop or a sanitizer report anywhere on that path is a finding.
//
// Each input is also read in two halves, cut where a long file would be cut (the reader
// only does that above 512 KiB, far beyond libFuzzer's inputs): the split reading must give
// the tree and warnings of one reading, or decline.
//
// Build and run it with scripts/fuzz (Fuzz/README.md).
import Bridgeplan
import YAMLFront
#if canImport(Glibc)
import Glibc
#endif

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Outputs to leave out, from `BRIDGEPLAN_FUZZ_SKIP` (comma separated: `plan`, `text`,
/// `json`, `github`, `sarif`). Empty by default: everything is rendered for every input.
/// Only for measuring where the time goes; a campaign runs with everything on.
let skipped: Set<String> = {
    guard let value = getenv("BRIDGEPLAN_FUZZ_SKIP") else { return [] }
    return Set(String(cString: value).split(separator: ",").map(String.init))
}()

/// One input: bytes in, every output rendered. Returns 0 (libFuzzer's "keep going").
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes: [UInt8] = if let data, size > 0 { Array(UnsafeBufferPointer(start: data, count: size)) } else { [] }
    let file = SourceFile(path: "fuzz.yaml", bytes: bytes)
    let checked = Pipeline.check(file)
    checkSplitReading(bytes)

    if let analysis = checked.analysis {
        // Input that cannot be read at all (exit 2) never gets as far as an analysis.
        precondition(!checked.isFatal, "an unusable input (isFatal) produced an analysis")
        if !skipped.contains("plan") {
            let plan = Planner.plan(analysis, diagnostics: checked.diagnostics)
            for format in PlanFormat.allCases {
                blackHole(format.render(plan))
            }
        }
    }

    // The text format quotes the line under each diagnostic: pass the file under the
    // path the diagnostics name.
    let files = [file.path: checked.source ?? file]
    for format in DiagnosticFormat.allCases where !skipped.contains(format.rawValue) {
        blackHole(DiagnosticReporter.render(checked.diagnostics, format: format, files: files))
    }
    return 0
}

/// A split reading either declines or reads exactly as one reading does.
func checkSplitReading(_ bytes: [UInt8]) {
    guard let cut = YAMLParser.splitOffset(in: bytes), let split = YAMLParser.parse(bytes, splittingAt: cut) else { return }
    guard let whole = try? YAMLParser.parse(bytes, splitAbove: .max) else {
        preconditionFailure("a text one reading rejects was read split at byte \(cut)")
    }
    precondition(split.readsLike(whole), "the split reading at byte \(cut) built another tree or warned differently")
}

/// Keeps the optimizer from dropping a rendered report.
@inline(never)
func blackHole(_ text: String) {
    if text.utf8.count == Int.max { print(text) }
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOne(data, size) }
exit(status)
