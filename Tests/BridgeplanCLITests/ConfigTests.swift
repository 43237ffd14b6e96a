@testable import BridgeplanCLI
import ArgumentParser
import Bridgeplan
import Foundation
import Testing

/// `.bridgeplan.yml` beside the inventory: gate files, disabled rules, severities, the
/// baseline and scan settings, read with located errors; flags win over it.
@Suite struct ConfigTests {
    static let inventory = """
    version: 1
    app: { name: A, deployment_target: "15.0", root: Nav }
    containers:
      - { id: Nav, kind: navigation, root: Home }
    screens:
      - { id: Home, needs: [our-design-system], embed: [{ target: Panel, containment: missing-did-move }] }
      - { id: Panel }
      - { id: Orphan }

    """
    static let gates = """
    version: 1
    gates:
      - { id: our-design-system, api: "DesignKit", introduced: "13.0", source: "internal" }

    """

    func inFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        try withTemporaryDirectory { dir in
            for (name, text) in files {
                let url = dir.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: false, encoding: .utf8)
            }
            try body(dir)
        }
    }

    @Test func theConfigBesideTheInventoryApplies() throws {
        let config = """
        gates: [gates/design.yaml]
        disabled_rules: [navigation-view-below-16]
        severity: { unreachable-screen: error, containment-missing-did-move: info }

        """
        try inFolder(["app.yaml": Self.inventory, "gates/design.yaml": Self.gates, ".bridgeplan.yml": config]) { dir in
            let output = Runner.validate(.init(paths: [dir.appendingPathComponent("app.yaml").path]))
            #expect(!output.stdout.contains("unknown-gate"), "the config's gate file is read: \(output.stdout)")
            #expect(!output.stdout.contains("navigation-view-below-16"))
            #expect(output.stdout.contains("error: screen 'Orphan' is not reached"))
            #expect(output.stdout.contains("info: 'Home' calls addChild for 'Panel'"))
            #expect(output.exitCode == 1)
        }
    }

    @Test func withoutTheConfigTheDefaultsHold() throws {
        try inFolder(["app.yaml": Self.inventory]) { dir in
            let output = Runner.validate(.init(paths: [dir.appendingPathComponent("app.yaml").path]))
            #expect(output.stdout.contains("error: 'our-design-system' is not a gate in the feature-gate catalog"))
        }
    }

    @Test func aConfigMistakeIsLocated() throws {
        let config = "gates: [g.yaml]\nseverity: { unreachable-screen: loud }\ndisabled_rule: [x]\n"
        try inFolder(["app.yaml": Self.inventory, "g.yaml": Self.gates, ".bridgeplan.yml": config]) { dir in
            let output = Runner.validate(.init(paths: [dir.appendingPathComponent("app.yaml").path]))
            #expect(output.exitCode == 1)
            #expect(output.stdout.contains(".bridgeplan.yml:2:33: error: the severity of unreachable-screen 'loud' is not one of error, warning, info"), "\(output.stdout)")
            #expect(output.stdout.contains(".bridgeplan.yml:3:1: error:"))
            #expect(output.stdout.contains("disabled_rules"), "the unknown key suggests the right one")
        }
    }

    /// One mistake, one diagnostic: a bad key in the config leaves its gate files applied (no
    /// unknown-gate for a custom gate), and a gate file's broken entry is reported there only.
    @Test func aMistakeDoesNotCascade() throws {
        let config = "gates: [gates/design.yaml]\nseverity: { unreachable-screen: loud }\n"
        try inFolder(["app.yaml": Self.inventory, "gates/design.yaml": Self.gates, ".bridgeplan.yml": config]) { dir in
            let output = Runner.validate(.init(paths: [dir.appendingPathComponent("app.yaml").path]))
            #expect(output.stdout.contains("'loud' is not one of"))
            #expect(!output.stdout.contains("unknown-gate"), "\(output.stdout)")
        }
        let broken = "version: 1\ngates:\n  - { id: our-design-system, api: \"DesignKit\", introduced: \"thirteen\", source: \"internal\" }\n"
        try inFolder(["app.yaml": Self.inventory, "g.yaml": broken]) { dir in
            var request = Runner.ValidateRequest(paths: [dir.appendingPathComponent("app.yaml").path])
            request.input.gateFiles = [dir.appendingPathComponent("g.yaml").path]
            let output = Runner.validate(request)
            #expect(output.stdout.contains("g.yaml:3:"), "\(output.stdout)")
            #expect(!output.stdout.contains("not a gate in the feature-gate catalog"), "\(output.stdout)")
        }
    }

    /// An unknown gate is reported with the lint findings of the same run: fixing the typo
    /// does not reveal a containment error the first run hid.
    @Test func anUnknownGateLeavesTheLintFindings() throws {
        try inFolder(["app.yaml": Self.inventory.replacingOccurrences(of: "missing-did-move", with: "view-only")]) { dir in
            let output = Runner.validate(.init(paths: [dir.appendingPathComponent("app.yaml").path]))
            #expect(output.stdout.contains("[unknown-gate]"))
            #expect(output.stdout.contains("[containment-view-only]"), "\(output.stdout)")
        }
    }

    /// The config's policy is every inventory's starting point; the inventory's own keys win.
    @Test func theConfigsPolicyUnderTheInventorysOwn() throws {
        let config = "gates: [gates/design.yaml]\npolicy: { max_effort_per_stage: 3, stacks_below_16: wait }\n"
        let inventory = Self.inventory.replacingOccurrences(of: "version: 1\n", with: "version: 1\npolicy: { stacks_below_16: per-screen }\n")
        try inFolder(["app.yaml": inventory, "gates/design.yaml": Self.gates, ".bridgeplan.yml": config]) { dir in
            var request = Runner.PlanRequest(path: dir.appendingPathComponent("app.yaml").path)
            request.format = .json
            let output = Runner.plan(request)
            let plan = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            let units = try #require(plan["units"] as? [[String: Any]])
            // per-screen (the inventory's) over wait (the config's): the stack is replaced at 16, its screens hosted now.
            #expect(units.contains { $0["id"] as? String == "Nav" && $0["strategy"] as? String == "full-rewrite" }, "\(units)")
            let stages = try #require(plan["stages"] as? [[String: Any]])
            // max_effort_per_stage 3 (the config's): no stage of two units or more is above it.
            #expect(stages.allSatisfy { ($0["units"] as? [String] ?? []).count < 2 || ($0["effort"] as? Int ?? 0) <= 3 }, "\(stages.map { $0["effort"] ?? 0 })")
            #expect(output.stdout.contains("\"schema\""), "\(output.stderr)")
        }
    }

    /// --config names another file; the baseline comes from the config when none is given.
    /// The config names a folder beside its own: inside the repository (`.git`), so allowed.
    @Test func anExplicitConfigAndItsBaseline() throws {
        try inFolder([".git/HEAD": "ref: main\n", "app.yaml": Self.inventory, "gates/design.yaml": Self.gates, "ci/strict.yml": "gates: [../gates/design.yaml]\nbaseline: baseline.json\n"]) { dir in
            var request = Runner.ValidateRequest(paths: [dir.appendingPathComponent("app.yaml").path])
            request.input.configPath = dir.appendingPathComponent("ci/strict.yml").path
            // Before it is written, the missing baseline is reported at the config's line.
            let missing = Runner.validate(request)
            #expect(missing.exitCode == 2)
            #expect(missing.stderr.contains("ci/strict.yml:2:11: error: baseline '") && missing.stderr.contains("write it first with --write-baseline"), "\(missing.stderr)")
            request.writeBaseline = dir.appendingPathComponent("ci/baseline.json").path
            #expect(Runner.validate(request).exitCode == 0)
            request.writeBaseline = nil
            let output = Runner.validate(request)
            #expect(output.exitCode == 0, "\(output.stdout)")
            #expect(output.stderr.hasPrefix("against the baseline: "), "\(output.stderr)")
            // --no-baseline: every finding, for code scanning, whatever the config says.
            request.noBaseline = true
            let every = Runner.validate(request)
            #expect(!every.stderr.contains("against the baseline"), "\(every.stderr)")
        }
        #expect(throws: (any Error).self) { try Validate.parse(["--no-baseline", "--baseline", "b.json", "app.yaml"]) }
    }

    @Test func scanTakesExcludesAndTheTargetFromTheConfig() throws {
        let config = "scan: { exclude: [\"Generated/*\"], deployment_target: \"16.0\" }\n"
        let files = [
            ".bridgeplan.yml": config,
            "App/HomeViewController.swift": "import UIKit\nfinal class HomeViewController: UIViewController {}\n",
            "Generated/CodegenViewController.swift": "import UIKit\nfinal class CodegenViewController: UIViewController {}\n",
        ]
        try inFolder(files) { dir in
            let output = Runner.scan(.init(directories: [dir.path]))
            #expect(output.stdout.contains("\"HomeViewController\""))
            #expect(!output.stdout.contains("CodegenViewController"))
            #expect(output.stdout.contains("deployment_target: \"16.0\""))
        }
    }

    /// A pull request can change the config, so its paths stay inside the repository: a gate
    /// file or baseline outside it is refused at its line without being read, and so is a
    /// config that is a link out of the repository.
    @Test func configPathsStayInsideTheRepository() throws {
        let secret = try withTemporaryDirectory { outside -> String in
            let secret = outside.appendingPathComponent("secret.yaml").path
            try "root: x0secretx0\nother: 1\n".write(toFile: secret, atomically: false, encoding: .utf8)
            try inFolder(["repo/.git/HEAD": "ref: main\n", "repo/app/app.yaml": Self.inventory, "repo/gates/design.yaml": Self.gates]) { dir in
                let app = dir.appendingPathComponent("repo/app")
                let config = "gates: [../gates/design.yaml, \(secret), ../../../\(outside.lastPathComponent)/secret.yaml]\nbaseline: /etc/hostname\n"
                try config.write(to: app.appendingPathComponent(".bridgeplan.yml"), atomically: false, encoding: .utf8)
                let output = Runner.validate(.init(paths: [app.appendingPathComponent("app.yaml").path]))
                #expect(!output.stdout.contains("x0secretx0") && !output.stderr.contains("x0secretx0"), "\(output.stdout)")
                #expect(output.stdout.contains(".bridgeplan.yml:1:"), "\(output.stdout)")
                #expect(output.stdout.components(separatedBy: "outside the repository").count - 1 == 3, "\(output.stdout)")
                #expect(!output.stdout.contains("unknown-gate"), "the gate file inside the repository is still read")

                // The config itself a link out of the repository.
                try FileManager.default.removeItem(at: app.appendingPathComponent(".bridgeplan.yml"))
                try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent(".bridgeplan.yml").path, withDestinationPath: secret)
                let linked = Runner.validate(.init(paths: [app.appendingPathComponent("app.yaml").path]))
                #expect(!linked.stdout.contains("x0secretx0") && !linked.stderr.contains("x0secretx0"), "\(linked.stdout)")
                #expect(linked.stdout.contains("outside the repository") || linked.stderr.contains("outside the repository"), "\(linked.stdout)\(linked.stderr)")
            }
            return secret
        }
        #expect(secret.hasSuffix("secret.yaml"))
    }

    /// One gate file named many times is read once: its finding is reported once.
    @Test func aGateFileNamedManyTimesIsReadOnce() throws {
        let gates = Self.gates + "  - { id: typo-gate, api: X, introduced: \"13.0\", source: s, colour: red }\n"
        let config = "gates: [" + Array(repeating: "gates/design.yaml", count: 2_000).joined(separator: ", ") + "]\n"
        try inFolder(["app.yaml": Self.inventory, "gates/design.yaml": gates, ".bridgeplan.yml": config]) { dir in
            let output = Runner.validate(.init(paths: [dir.appendingPathComponent("app.yaml").path]))
            #expect(output.stdout.components(separatedBy: "'colour'").count - 1 == 1, "\(output.stdout.prefix(2_000))")
        }
    }
}
