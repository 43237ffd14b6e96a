// libFuzzer entry point (RECIPES.md, "libFuzzer with SwiftPM"). SwiftPM links executables
// with `--defsym main=<module>_main`, so libFuzzer's own `main` cannot be used: this
// top-level code calls `LLVMFuzzerRunDriver` itself, which parses the libFuzzer flags in
// argv and calls `fuzzOne` once per input.
//
// `BRIDGEPLAN_FUZZ_TARGET` picks what an input is (default `yaml`):
// - `yaml`: an inventory. It goes the whole way a user's file goes: YAML → inventory →
//   validation → analysis (+ lint) → plan, and every reporter renders the result (both plan
//   formats, all four diagnostic formats, with the file for the text excerpts). A first line
//   `#limits A B C D` sets the CLI's numeric limits (--max-file-size, --max-depth,
//   --max-expanded-nodes, --max-expanded-bytes) as `validate` would take them. Each input is
//   also read in two halves, cut where a long file would be cut (the reader only does that
//   above 512 KiB, far beyond libFuzzer's inputs): the split reading must give the tree and
//   warnings of one reading, or decline.
// - `swift`: one Swift file of an app folder, scanned; the draft must read back without a
//   schema error, and the findings render in every format.
// - `storyboard`: one storyboard beside a Swift file that instantiates its scenes; scanned
//   the same way.
// - `baseline`: a baseline file, read and compared against the bundled example's findings.
// - `project`: a project file. The first byte picks which (an Info.plist, a project.pbxproj,
//   an .xcconfig or a Package.swift); the rest is its content, read by the scan's reader
//   for it. A deployment target read must be one `validate` accepts.
//
// Build and run it with scripts/fuzz (Fuzz/README.md).
import Bridgeplan
import BridgeplanScan
import Foundation
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

let target = getenv("BRIDGEPLAN_FUZZ_TARGET").map { String(cString: $0) } ?? "yaml"

/// One input: bytes in, every output rendered. Returns 0 (libFuzzer's "keep going").
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes: [UInt8] = if let data, size > 0 { Array(UnsafeBufferPointer(start: data, count: size)) } else { [] }
    switch target {
    case "swift": fuzzScan(bytes, as: "Input.swift")
    case "storyboard": fuzzScan(bytes, as: "Main.storyboard")
    case "baseline": fuzzBaseline(bytes)
    case "project": fuzzProjectFile(bytes)
    default: fuzzInventory(bytes)
    }
    return 0
}

/// The limits of a first line `#limits A B C D`, each taken only when positive (as the
/// CLI's validation requires); nil without such a line.
func limits(_ bytes: [UInt8]) -> InputLimits? {
    var limits = InputLimits.default
    guard bytes.starts(with: Array("#limits ".utf8)) else { return nil }
    let line = String(decoding: bytes.prefix { $0 != 0x0A }.dropFirst(8), as: UTF8.self)
    let values = line.split(separator: " ").map { Int($0) }
    func value(_ i: Int) -> Int? { i < values.count ? values[i].flatMap { $0 > 0 ? $0 : nil } : nil }
    if let v = value(0) { limits.maxFileBytes = v }
    if let v = value(1) { limits.yaml.maxDepth = v }
    if let v = value(2) { limits.yaml.maxExpandedNodes = v }
    if let v = value(3) { limits.yaml.maxExpandedBytes = v }
    return limits
}

func fuzzInventory(_ bytes: [UInt8]) {
    var file = SourceFile(path: "fuzz.yaml", bytes: bytes)
    let checked: Pipeline.Checked
    if let limits = limits(bytes) {
        // Read from a file, as the CLI does: the size limit is checked there.
        var options = Pipeline.Options()
        options.limits = limits
        file = SourceFile(path: appFolder + "/fuzz.yaml", bytes: bytes)
        FileManager.default.createFile(atPath: file.path, contents: Data(bytes))
        checked = Pipeline.check(path: file.path, options: options)
        unlink(file.path)
    } else {
        checked = Pipeline.check(file)
    }
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
}

/// A folder of this process's own, emptied before each input.
let appFolder: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-fuzz-\(getpid())").path
    try? FileManager.default.removeItem(atPath: folder)
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}()

/// Instantiates the storyboard's scenes, so the fuzzed storyboard meets code that uses it.
let companionSwift = """
import UIKit
final class HomeViewController: UIViewController {
    func open() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        navigationController?.pushViewController(detail, animated: true)
        performSegue(withIdentifier: "showDetail", sender: nil)
        present(storyboard.instantiateInitialViewController()!, animated: true)
    }
}
"""

func fuzzScan(_ bytes: [UInt8], as name: String) {
    let input = appFolder + "/" + name
    let companion = appFolder + "/Home.swift"
    FileManager.default.createFile(atPath: input, contents: Data(bytes))
    if name.hasSuffix(".storyboard") { FileManager.default.createFile(atPath: companion, contents: Data(companionSwift.utf8)) }
    defer {
        unlink(input)
        unlink(companion)
    }
    let result: SourceScanner.Result
    do {
        result = try SourceScanner.scan([appFolder])
    } catch {
        // Input with no screen in it is refused, and that is no failure of the scan.
        precondition(error.noScreens, "the scan of an app folder failed: \(error.message)")
        return
    }
    let draft = Pipeline.check(SourceFile(path: "draft.yaml", text: result.draft))
    let schemaErrors = draft.diagnostics.filter { $0.severity == .error && !$0.rule.isLint }
    precondition(schemaErrors.isEmpty, "the draft does not read back: \(schemaErrors.map(\.message))")
    for format in DiagnosticFormat.allCases {
        blackHole(DiagnosticReporter.render(result.findings, format: format, files: result.sources))
    }
}

let projectFileNames = ["Info.plist", "App.xcodeproj/project.pbxproj", "Release.xcconfig", "Package.swift"]

func fuzzProjectFile(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    blackHole(ProjectFileReaders.read(Array(bytes.dropFirst()), named: projectFileNames[Int(first) % projectFileNames.count]))
}

/// The bundled example's findings: what a fuzzed baseline is compared against.
let example: Pipeline.Checked = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let bytes = FileManager.default.contents(atPath: root.appendingPathComponent("Config/examples/marketplace.yaml").path)!
    // The path the seeds' baselines were written under, so their entries match.
    return Pipeline.check(SourceFile(path: "Config/examples/marketplace.yaml", bytes: [UInt8](bytes)))
}()

func fuzzBaseline(_ bytes: [UInt8]) {
    guard let baseline = try? Baseline(json: Data(bytes)) else { return }
    for strict in [false, true] {
        let diagnostics = baseline.compare(example, strict: strict)
        blackHole(DiagnosticReporter.render(diagnostics, format: .text, files: [:]))
        blackHole(DiagnosticReporter.render(diagnostics, format: .sarif, files: [:]))
    }
    _ = Baseline([example]) == baseline
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
