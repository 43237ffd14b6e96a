@testable import BridgeplanCLI
import ArgumentParser
import Bridgeplan
import Foundation
import Testing

private let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func example(_ name: String) -> String { repo.appendingPathComponent("Config/examples/\(name)").path }

/// A fresh temporary directory, removed when `body` returns (shared by this target's suites).
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-cmd-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

@Suite struct CommandTests {
    @Test func validateExitCodesFollowTheContract() {
        #expect(Runner.validate(.init(paths: [example("shop.yaml")])).exitCode == 0)
        #expect(Runner.validate(.init(paths: [example("rules/containment-view-only.yaml")])).exitCode == 1)
        // Warnings pass unless --strict.
        var strict = Runner.ValidateRequest(paths: [example("rules/removal-order.yaml")])
        #expect(Runner.validate(strict).exitCode == 0)
        strict.strict = true
        #expect(Runner.validate(strict).exitCode == 1)
        #expect(Runner.validate(.init(paths: ["/nonexistent/inventory.yaml"])).exitCode == 2)
    }

    @Test func validateReportsEveryFileInOneRun() {
        let output = Runner.validate(.init(paths: [example("rules/containment-view-only.yaml"), example("rules/coordinator-strong-reference.yaml")]))
        #expect(output.exitCode == 1)
        #expect(output.stdout.contains("[containment-view-only]"))
        #expect(output.stdout.contains("[coordinator-strong-reference]"))
        #expect(output.stderr == "1 error, 1 warning, 0 infos in 2 files\n")
    }

    @Test func quietPrintsErrorsOnly() {
        var request = Runner.ValidateRequest(paths: [example("marketplace.yaml")])
        request.quiet = true
        let output = Runner.validate(request)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.isEmpty)
        #expect(output.exitCode == 0)
    }

    @Test(arguments: DiagnosticFormat.allCases)
    func everyFormatCarriesTheFinding(_ format: DiagnosticFormat) {
        var request = Runner.ValidateRequest(paths: [example("rules/gate-unmet.yaml")])
        request.format = format
        let output = Runner.validate(request)
        #expect(output.exitCode == 1)
        #expect(output.stdout.contains("gate-unmet"))
        #expect(!output.stdout.contains("\u{1B}["), "no colour unless asked")
    }

    @Test func planPrintsMarkdownByDefault() {
        let output = Runner.plan(.init(path: example("shop.yaml")))
        #expect(output.exitCode == 0)
        #expect(output.stdout.hasPrefix("# Migration plan: Shop\n"))
        #expect(output.stdout.contains("```mermaid\ngraph TD\n"))
    }

    @Test func planWithErrorFindingsStillWritesAPlan() {
        var request = Runner.PlanRequest(path: example("rules/containment-view-only.yaml"))
        request.format = .json
        let output = Runner.plan(request)
        #expect(output.exitCode == 1)
        let json = try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let stages = json?["stages"] as? [[String: Any]]
        let checklist = stages?.first?["checklist"] as? [String]
        #expect(checklist?.contains { $0.contains("containment-view-only") } == true, "stage 0 lists the fix")
    }

    @Test func schemaErrorsGetDiagnosticsAndNoPlan() throws {
        try withTemporaryDirectory { dir in
            let input = dir.appendingPathComponent("broken.yaml")
            try "version: 1\napp: { name: X, deployment_target: \"15.0\", root: Nowhere }\n".write(to: input, atomically: false, encoding: .utf8)
            var request = Runner.PlanRequest(path: input.path)
            request.output = dir.appendingPathComponent("plan.md").path
            let output = Runner.plan(request)
            #expect(output.exitCode == 1)
            #expect(output.stdout.isEmpty)
            #expect(output.stderr.contains("[undefined-reference]"))
            #expect(output.stderr.contains("no plan written"))
            #expect(!FileManager.default.fileExists(atPath: request.output!))
        }
    }

    @Test func outputIsWrittenWholeAndTheInputIsUntouched() throws {
        try withTemporaryDirectory { dir in
            let input = dir.appendingPathComponent("shop.yaml")
            try FileManager.default.copyItem(atPath: example("shop.yaml"), toPath: input.path)
            let before = try Data(contentsOf: input)
            let target = dir.appendingPathComponent("plan.json")
            try "old".write(to: target, atomically: false, encoding: .utf8)
            var request = Runner.PlanRequest(path: input.path)
            request.format = .json
            request.output = target.path
            let output = Runner.plan(request)
            #expect(output.exitCode == 0)
            #expect(output.stdout.isEmpty)
            let written = try String(contentsOf: target, encoding: .utf8)
            var printed = Runner.PlanRequest(path: input.path)
            printed.format = .json
            #expect(written == Runner.plan(printed).stdout, "the file holds the whole plan")
            #expect(try Data(contentsOf: input) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["plan.json", "shop.yaml"], "no temporary left behind")
        }
    }

    @Test func outputNeverOverwritesTheInput() throws {
        try withTemporaryDirectory { dir in
            let input = dir.appendingPathComponent("shop.yaml")
            try FileManager.default.copyItem(atPath: example("shop.yaml"), toPath: input.path)
            let before = try Data(contentsOf: input)
            var request = Runner.PlanRequest(path: input.path)
            request.output = dir.appendingPathComponent("./shop.yaml").path
            let output = Runner.plan(request)
            #expect(output.exitCode == 2)
            #expect(try Data(contentsOf: input) == before)
        }
    }

    @Test func quietPlanPrintsOnlyThePlan() throws {
        var request = Runner.PlanRequest(path: example("rules/removal-order.yaml"))
        #expect(Runner.plan(request).stderr == "0 errors, 2 warnings, 0 infos in 1 file\n")
        request.quiet = true
        let output = Runner.plan(request)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.hasPrefix("# Migration plan:"))
    }

    @Test func outputIntoAMissingDirectoryFailsCleanly() throws {
        var request = Runner.PlanRequest(path: example("shop.yaml"))
        request.output = "/nonexistent-dir/plan.md"
        let output = Runner.plan(request)
        #expect(output.exitCode == 2)
        #expect(output.stderr.contains("does not exist"))
    }

    @Test func gatesJudgedAtATarget() {
        let output = Runner.gates(target: "15.0", format: .text, input: InputSettings())
        #expect(output.exitCode == 0)
        let lines = output.stdout.split(separator: "\n")
        let detents = lines.first { $0.hasPrefix("presentation-detents ") }
        #expect(detents?.hasSuffix("fallback: sheet-detents") == true)
        #expect(lines.first { $0.hasPrefix("refreshable ") }?.hasSuffix("available") == true)
        #expect(lines.first { $0.hasPrefix("table ") }?.hasSuffix("gated (needs 16.0)") == true)
        #expect(output.stdout.contains("167 gates at iOS 15.0:"))
        #expect(Runner.gates(target: "fifteen", format: .text, input: InputSettings()).exitCode == ExitStatus.usage)
    }

    @Test func gatesAsJSON() throws {
        let output = Runner.gates(target: nil, format: .json, input: InputSettings())
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let gates = try #require(json["gates"] as? [[String: Any]])
        #expect(gates.count == 167)
        #expect(gates.first { $0["id"] as? String == "observable-macro" }?["introduced"] as? String == "17.0")
    }

    @Test func userGatesAreValidatedAndUsed() throws {
        try withTemporaryDirectory { dir in
            let gates = dir.appendingPathComponent("gates.yaml")
            try "version: 1\ngates:\n  - { id: design-kit, api: DesignKit, introduced: \"17.0\", source: internal }\n".write(to: gates, atomically: false, encoding: .utf8)
            let inventory = dir.appendingPathComponent("app.yaml")
            try "version: 1\napp: { name: A, deployment_target: \"15.0\", root: Home }\nscreens: [{ id: Home, needs: [design-kit] }]\n".write(to: inventory, atomically: false, encoding: .utf8)
            var request = Runner.ValidateRequest(paths: [inventory.path])
            #expect(Runner.validate(request).stdout.contains("[unknown-gate]"))
            request.input.gateFiles = [gates.path]
            let output = Runner.validate(request)
            #expect(!output.stdout.contains("[unknown-gate]"))
            #expect(output.stdout.contains("[gate-unmet]"), "17.0, no fallback, no raise")

            try "version: 1\ngates: [{ id: x }]\n".write(to: gates, atomically: false, encoding: .utf8)
            let bad = Runner.validate(request)
            #expect(bad.exitCode == 1)
            #expect(bad.stdout.contains("gates.yaml:2:9: error: a gate is missing the required key 'api'"))
        }
    }

    /// A base branch without the inventory: with --missing-old-is-empty everything is new;
    /// without it, a missing OLD is unreadable input (exit 2).
    @Test func diffAgainstAMissingBase() {
        let missing = "/nonexistent/base.yaml"
        let accepted = Runner.diff(old: missing, new: example("shop.yaml"), missingOldIsEmpty: true)
        #expect(accepted.exitCode == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.contains("no inventory before → "))
        #expect(accepted.stdout.contains("- **New UIKit screens:**"))
        #expect(Runner.diff(old: missing, new: example("shop.yaml")).exitCode == 2)
        let same = Runner.diff(old: example("shop.yaml"), new: example("shop.yaml"))
        #expect(same.stdout.split(separator: "\n").count == 1)
    }

    /// `schema` and `gates` read no inventory: their help lists --gates, not the input caps.
    @Test func commandsWithoutAnInventoryOfferNoInputCaps() {
        for command in [SchemaCommand.self, Gates.self] as [ParsableCommand.Type] {
            let help = BridgeplanCommand.helpMessage(for: command)
            #expect(help.contains("--gates") && !help.contains("--max-"), "\(help)")
        }
        // The caps guard against hostile input and are listed only by --help-hidden.
        #expect(!BridgeplanCommand.helpMessage(for: Validate.self).contains("--max-expanded-bytes"))
        #expect(BridgeplanCommand.helpMessage(for: Validate.self, includeHidden: true).contains("--max-expanded-bytes"))
        #expect(Plural.count(1, "error") == "1 error" && Plural.count(2, "error") == "2 errors" && Plural.count(0, "entry", "entries") == "0 entries")
    }

    /// `--help` lists the commands in the order a team uses them, scan first, and a mistyped
    /// command is answered with the one it meant.
    @Test func helpStartsWithScanAndAMistypedCommandIsNamed() throws {
        let help = BridgeplanCommand.helpMessage()
        let scan = try #require(help.range(of: "\n  scan ")), validate = try #require(help.range(of: "\n  validate "))
        #expect(scan.lowerBound < validate.lowerBound, "\(help)")
        #expect(BridgeplanCommand.unknownCommand("scna")?.hasPrefix("Error: 'scna' is not a bridgeplan command. Did you mean 'scan'?") == true)
        #expect(BridgeplanCommand.unknownCommand("valdate")?.contains("Did you mean 'validate'?") == true)
        #expect(BridgeplanCommand.unknownCommand("xyzzy").map { !$0.contains("Did you mean") } == true)
        for known in ["scan", "gates", "help", "--help", "--version"] { #expect(BridgeplanCommand.unknownCommand(known) == nil, "\(known)") }
        // Enum values are suggested by typo or by abbreviation.
        #expect(Suggest.closest(to: "nav", in: ContainerKind.allCases.map(\.rawValue)) == "navigation")
        #expect(Suggest.closest(to: "warn", in: ["error", "warning", "info"]) == "warning")
        #expect(Suggest.closest(to: "s", in: ["sheet", "split"]) == nil)
    }

    /// `scan --update` keeps values, not comments: it counts the team's comment lines it
    /// drops, indented or not, and never the scan's own.
    @Test func lostCommentsAreTheTeamsOnly() {
        let scanned = "# Draft inventory written by `bridgeplan scan`\nversion: 1\n  # left by the scan\n"
        #expect(ScanUpdate.lostComments(ours: scanned, base: scanned) == 0)
        #expect(ScanUpdate.lostComments(ours: scanned + "# ours\n    # ours too\n", base: scanned) == 2)
        #expect(ScanUpdate.lostComments(ours: scanned + "# ours\n", base: nil) == 2, "without the scan, only a draft's own openings are known")
    }

    /// A folder given for an inventory: the hint names the inventory it holds.
    @Test func aFolderForAnInventoryNamesTheOneInIt() throws {
        try withTemporaryDirectory { dir in
            try "version: 1\n".write(to: dir.appendingPathComponent("ui-inventory.yaml"), atomically: false, encoding: .utf8)
            try "version: 1\n".write(to: dir.appendingPathComponent("ui-inventory.scanned.yaml"), atomically: false, encoding: .utf8)
            let output = Runner.validate(Runner.ValidateRequest(paths: [dir.path]))
            #expect(output.exitCode == 2)
            #expect(output.stdout.contains("is a directory; pass an inventory file (e.g. \(dir.path)/ui-inventory.yaml)"), "\(output.stderr)")
        }
    }

    /// `plan --format issues --output DIR` writes one issue file per stage into the folder.
    @Test func planWritesOneIssueFilePerStage() throws {
        try withTemporaryDirectory { dir in
            var request = Runner.PlanRequest(path: example("shop.yaml"))
            request.format = .issues
            request.output = dir.appendingPathComponent("issues").path
            let output = Runner.plan(request)
            #expect(output.exitCode == 0, "\(output.stderr)")
            let files = try FileManager.default.contentsOfDirectory(atPath: request.output!).sorted()
            #expect(files.first == "stage-00-foundations.md" && files.count == 5, "\(files)")
            #expect(output.stderr.contains("wrote 5 issue files to"))
        }
    }

    /// An issues folder is one run's output: stage files of an earlier, longer export go,
    /// the team's own files stay, and a run that fails leaves the folder as it was.
    @Test func anIssuesFolderHoldsOneRunsStages() throws {
        try withTemporaryDirectory { dir in
            let folder = dir.appendingPathComponent("issues").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in ["stage-07-old.md", "stage-12-older.md", "notes.md", "stage-plan.md"] {
                try "kept?".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
            }
            var request = Runner.PlanRequest(path: example("shop.yaml"))
            request.format = .issues
            request.output = folder
            #expect(Runner.plan(request).exitCode == 0)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
            #expect(files.filter(StageExport.isStageFile).count == 5, "\(files)")
            #expect(!files.contains("stage-07-old.md") && !files.contains("stage-12-older.md"))
            #expect(files.contains("notes.md") && files.contains("stage-plan.md"), "not the export's: kept")
            #expect(!FileManager.default.fileExists(atPath: folder + "/stage-07-old.md"))

            // A stage file that is a folder stops the run before anything is moved.
            let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            let blocker = folder + "/" + files.filter(StageExport.isStageFile).last!
            let kept = try String(contentsOfFile: folder + "/" + files.filter(StageExport.isStageFile).first!, encoding: .utf8)
            try FileManager.default.removeItem(atPath: blocker)
            try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: false)
            try "changed".write(toFile: dir.appendingPathComponent("shop.yaml").path, atomically: false, encoding: .utf8)
            let failed = Runner.plan(request)
            #expect(failed.exitCode == 2 && failed.stderr.contains("is a folder"), "\(failed.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
            #expect(try String(contentsOfFile: folder + "/" + files.filter(StageExport.isStageFile).first!, encoding: .utf8) == kept)
        }
    }

    /// Concurrent exports into one folder take turns: a writer waits while another holds the
    /// folder's lock, and the folder ends with one writer's set.
    @Test func concurrentExportsTakeTurns() throws {
        try withTemporaryDirectory { dir in
            let folder = dir.appendingPathComponent("issues").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let held = open(folder, O_RDONLY | O_DIRECTORY)
            #expect(flock(held, LOCK_EX) == 0)
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                try? FolderWriter.write([("stage-00-a.md", "waited\n")], into: folder, owns: StageExport.isStageFile)
                done.signal()
            }
            // While the lock is held the writer moves nothing into place.
            let waited = done.wait(timeout: .now() + .milliseconds(300)) == .timedOut
            #expect(waited, "the writer did not wait for the lock")
            #expect(!FileManager.default.fileExists(atPath: folder + "/stage-00-a.md"))
            flock(held, LOCK_UN)
            close(held)
            if waited { done.wait() }
            #expect(try String(contentsOfFile: folder + "/stage-00-a.md", encoding: .utf8) == "waited\n")

            DispatchQueue.concurrentPerform(iterations: 12) { writer in
                // Writer w writes w + 2 stages, each saying who wrote it.
                let files = (0..<(writer + 2)).map { (name: "stage-\($0 < 10 ? "0" : "")\($0)-s.md", text: "writer \(writer)\n") }
                try? FolderWriter.write(files, into: folder, owns: StageExport.isStageFile)
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter(StageExport.isStageFile)
            let writers = Set(try names.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) })
            #expect(writers.count == 1, "\(writers)")
            let writer = try #require(writers.first.flatMap { Int($0.dropFirst(7).dropLast()) })
            #expect(names.count == writer + 2)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.hasPrefix(".bridgeplan-staging") })
        }
    }

    /// Stage numbers are padded to the width of the last one, so names sort as stages run.
    @Test func stageFileNamesSortPastNinetyNine() {
        #expect(StageExport.isStageFile("stage-00-foundations.md") && StageExport.isStageFile("stage-100-x.md"))
        #expect(!StageExport.isStageFile("stage-1-x.md") && !StageExport.isStageFile("stage-plan.md") && !StageExport.isStageFile("stage-01-x.txt"))
        let names = [0, 9, 10, 99, 100, 101].map { StageExport.fileName(number: $0, title: "Stage", width: 3) }
        #expect(names == names.sorted(), "\(names)")
        #expect(names.first == "stage-000-stage.md" && names.last == "stage-101-stage.md")
        #expect(StageExport.fileName(number: 3, title: "Navigation stacks: Home", width: 1) == "stage-03-navigation-stacks.md")
    }
}

/// `--color` and NO_COLOR (no-color.org).
@Suite struct ColourTests {
    /// Colour follows --color and NO_COLOR (no-color.org): `auto` is off whenever NO_COLOR is
    /// set to anything but the empty string, and on only at a terminal.
    @Test func colourFollowsNoColor() {
        #expect(ColorChoice.auto.enabled(terminal: true, noColor: nil))
        #expect(!ColorChoice.auto.enabled(terminal: false, noColor: nil))  // no terminal: no colour
        #expect(!ColorChoice.auto.enabled(terminal: true, noColor: "1"))
        #expect(ColorChoice.auto.enabled(terminal: true, noColor: ""))  // set but empty: ignored
        #expect(ColorChoice.always.enabled(terminal: false, noColor: "1"))  // an explicit --color wins
        #expect(!ColorChoice.never.enabled(terminal: true, noColor: nil))
        #expect(!ColorChoice.auto.enabled(for: -1))  // a closed descriptor is no terminal
    }
}

/// Flags whose effect no other test saw.
@Suite struct FlagTests {
    /// `plan --strict`: a plan whose inventory has only warnings exits 1 (0 without it), and
    /// the plan is still written.
    @Test func planStrictFailsOnWarnings() {
        let inventory = repo.appendingPathComponent("Config/examples/rules/containment-missing-did-move.yaml").path
        var request = Runner.PlanRequest(path: inventory)
        let lenient = Runner.plan(request)
        #expect(lenient.exitCode == 0)
        request.strict = true
        let strict = Runner.plan(request)
        #expect(strict.exitCode == ExitStatus.findings)
        #expect(strict.stdout == lenient.stdout)
        #expect(strict.stdout.hasPrefix("# Migration plan:"))
    }

    /// `scan --name`: the app's name in the draft, over the folder's.
    @Test func scanNameNamesTheApp() {
        let folder = repo.appendingPathComponent("Tests/BridgeplanScanTests/Fixtures/Tricky").path
        var request = Runner.ScanRequest(directories: [folder])
        #expect(Runner.scan(request).stdout.contains("  name: \"Tricky\"\n"))
        request.name = "Panels \"Pro\""
        let named = Runner.scan(request).stdout
        #expect(named.contains("  name: \"Panels \\\"Pro\\\"\"\n"))
        #expect(!named.contains("  name: \"Tricky\""))
    }
}
