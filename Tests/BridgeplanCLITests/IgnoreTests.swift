@testable import BridgeplanCLI
import Bridgeplan
import Foundation
import Testing

/// `ignore:` sets accepted findings aside with their reason: --strict passes, they are
/// counted and listed on request, and an ignore that matches nothing is itself reported.
@Suite struct IgnoreTests {
    static let inventory = """
    version: 1
    app: { name: A, deployment_target: "16.0", root: Nav }
    containers:
      - { id: Nav, kind: navigation, root: Home }
    screens:
      - id: Home
        embed: [{ target: Panel, containment: missing-did-move }]
      - id: Panel
        ignore: [containment-missing-did-move, IGNORED]
        note: "finishes its own move in viewDidAppear; accepted in review"

    """

    func run(_ text: String, _ configure: (inout Runner.ValidateRequest) -> Void = { _ in }) throws -> CommandOutput {
        try withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("app.yaml").path
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            var request = Runner.ValidateRequest(paths: [path])
            configure(&request)
            return Runner.validate(request)
        }
    }

    /// A scanned draft's screens already have a `note:` (where the scan found them): an item
    /// can carry its own reason instead, so accepting a finding needs no second note.
    @Test func anIgnoreItemCanCarryItsReason() throws {
        let reasoned = Self.inventory
            .replacingOccurrences(of: "ignore: [containment-missing-did-move, IGNORED]", with: "ignore: [{ rule: containment-missing-did-move, reason: \"accepted in review\" }]")
            .replacingOccurrences(of: "note: \"finishes its own move in viewDidAppear; accepted in review\"", with: "note: \"Panel.swift:3: class PanelViewController\"")
        let strict = try run(reasoned) { $0.strict = true }
        #expect(strict.exitCode == 0, "\(strict.stdout)")
        #expect(strict.stderr.contains("; 1 ignored"))
        // Without the element's note, an item with no reason is still an error.
        let bare = reasoned
            .replacingOccurrences(of: ", reason: \"accepted in review\" }", with: " }")
            .replacingOccurrences(of: "        note: \"Panel.swift:3: class PanelViewController\"\n", with: "")
        let missing = try run(bare)
        #expect(missing.exitCode == 1)
        #expect(missing.stdout.contains("'reason'") && missing.stdout.contains("[missing-key]"), "\(missing.stdout)")
    }

    @Test func anAcceptedFindingPassesStrictAndIsCounted() throws {
        let text = Self.inventory.replacingOccurrences(of: ", IGNORED", with: "")
        let strict = try run(text) { $0.strict = true }
        #expect(strict.exitCode == 0, "\(strict.stdout)")
        #expect(!strict.stdout.contains("containment-missing-did-move"))
        #expect(strict.stderr.contains("; 1 ignored (--show-ignored lists them)"))
        let shown = try run(text) { $0.showIgnored = true }
        #expect(shown.stdout.contains("info: ignored (containment-missing-did-move accepted in the inventory)"))
        // The plan's checklists leave it out too.
        let checked = Pipeline.check(SourceFile(path: "app.yaml", text: text))
        #expect(checked.ignored.map(\.rule) == [.containmentMissingDidMove])
        #expect(checked.analysis != nil && !checked.diagnostics.contains { $0.rule == .containmentMissingDidMove })
    }

    @Test func anIgnoreThatMatchesNothingIsReported() throws {
        let output = try run(Self.inventory.replacingOccurrences(of: "IGNORED", with: "removal-order"))
        #expect(output.stdout.contains("app.yaml:9:44: warning: 'Panel' ignores removal-order, which finds nothing about it"), "\(output.stdout)")
    }

    @Test func anIgnoreNeedsANoteAndALintRule() throws {
        let noNote = try run(Self.inventory.replacingOccurrences(of: ", IGNORED", with: "").replacingOccurrences(of: "    note: \"finishes its own move in viewDidAppear; accepted in review\"\n", with: ""))
        #expect(noNote.exitCode == 1)
        #expect(noNote.stdout.contains("app.yaml:9:5: error: 'Panel' ignores containment-missing-did-move with no 'note:' saying why"), "\(noNote.stdout)")
        let schemaRule = try run(Self.inventory.replacingOccurrences(of: "IGNORED", with: "unknown-key"))
        #expect(schemaRule.exitCode == 1)
        #expect(schemaRule.stdout.contains("'unknown-key' is not a rule that can be ignored"), "\(schemaRule.stdout)")
    }
}
