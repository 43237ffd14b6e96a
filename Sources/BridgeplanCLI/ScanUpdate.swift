import Bridgeplan
#if canImport(Glibc)
import FoundationEssentials
#else
import Foundation
#endif

/// `scan --update FILE` and `scan --check FILE`: a new scan set against a reviewed
/// inventory and the scan it was drafted from (`InventoryMerge`).
enum ScanUpdate {
    /// Merges `draft` into the inventory at `path` and writes it (to `output`, else in
    /// place) with the new scan beside it; with `check`, writes nothing and exits 1 when
    /// the code moved on.
    static func run(inventory path: String, draft: String, check: Bool, output: String?) -> CommandOutput {
        let ours: YAMLTree, oursText: String
        do {
            let file = try YAMLLoader.read(path)
            oursText = String(decoding: file.bytes, as: UTF8.self)
            ours = try YAMLTree.parse(file)
        } catch {
            return CommandOutput(stderr: DiagnosticReporter.render(error.diagnostics, format: .text), exitCode: ExitStatus.unusable)
        }
        guard case .map = ours else {
            return CommandOutput(stderr: "error: \(path) is not an inventory (a mapping with 'version', 'app' and 'screens')\n", exitCode: ExitStatus.unusable)
        }
        let basePath = InventoryMerge.basePath(for: path)
        var base: YAMLTree?, baseText: String?
        if case .regularFile = PathKind(basePath) {
            do {
                let file = try YAMLLoader.read(basePath)
                baseText = String(decoding: file.bytes, as: UTF8.self)
                base = try YAMLTree.parse(file)
            } catch {
                return CommandOutput(stderr: DiagnosticReporter.render(error.diagnostics, format: .text) + "error: \(basePath) is the scan \(path) was drafted from and cannot be read; delete it to merge without it\n", exitCode: ExitStatus.unusable)
            }
        }
        let theirs: YAMLTree
        do {
            theirs = try YAMLTree.parse(SourceFile(path: "<scan>", text: draft))
        } catch {
            return CommandOutput(stderr: "error: the new draft does not read back as YAML; this is a bug\n", exitCode: ExitStatus.internalError)
        }
        let (merged, summary) = InventoryMerge.merge(base: base, ours: ours, theirs: theirs)
        let withoutBase = base == nil ? " (no \(basePath) beside it: your values are kept, but edges you deleted come back as new)" : ""

        if check {
            guard summary.codeChanged else {
                return CommandOutput(stderr: "\(path) is up to date with the code: \(summary.line)\(withoutBase)\n")
            }
            return CommandOutput(stderr: "\(path) is behind the code: \(summary.line)\(withoutBase); run scan with --update \(path) to merge\n", exitCode: ExitStatus.findings)
        }

        let (header, footer) = InventoryMerge.comments(ofDraft: draft)
        let text = header + merged.yaml(style: InventoryMerge.style) + footer
        let target = output ?? path
        do {
            try AtomicWriter.write(text, to: target)
            try AtomicWriter.write(draft, to: InventoryMerge.basePath(for: target))
        } catch {
            return CommandOutput(stderr: "error: \(error.message)\n", exitCode: ExitStatus.unusable)
        }
        var stderr = "updated \(target): \(summary.line)\(withoutBase)\n"
        let lost = lostComments(ours: oursText, base: baseText)
        if lost > 0 {
            stderr += "note: \(Plural.count(lost, "comment line")) of \(path) \(lost == 1 ? "was" : "were") not kept: comments are not data; write the team's notes in note:\n"
        }
        return CommandOutput(stderr: stderr)
    }

    /// Comment lines of the team's file that the scan did not write, which the merge, working
    /// on values, cannot keep.
    static func lostComments(ours: String, base: String?) -> Int {
        func comments(_ text: String) -> [Substring] {
            text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { $0.hasPrefix("#") }
        }
        let scans = Set(comments(base ?? ""))
        return comments(ours).filter { line in
            !scans.contains(line) && (base != nil || !scanPrefixes.contains { line.hasPrefix($0) })
        }.count
    }

    /// How a draft's own comment lines begin, for an inventory with no scan beside it.
    private static let scanPrefixes = ["# Draft inventory", "# Names are resolved", "# Navigation:", "# left out:", "# scan:", "# deployment_target:", "# alerts and search", "# unresolved:"]

    /// Whether the file at `path` is still the draft a scan wrote (its scan beside it holds
    /// the same bytes), which a new draft may replace without --force.
    static func isPristineDraft(_ path: String) -> Bool {
        guard let mine = try? YAMLLoader.read(path), let scanned = try? YAMLLoader.read(InventoryMerge.basePath(for: path)) else { return false }
        return mine.bytes == scanned.bytes
    }
}
