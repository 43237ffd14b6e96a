@testable import BridgeplanCLI
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
                try text.write(to: url, atomically: true, encoding: .utf8)
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
        try inFolder(["app.yaml": Self.inventory, ".bridgeplan.yml": config]) { dir in
            let output = Runner.validate(.init(paths: [dir.appendingPathComponent("app.yaml").path]))
            #expect(output.exitCode == 1)
            #expect(output.stdout.contains(".bridgeplan.yml:2:33: error: the severity of unreachable-screen 'loud' is not one of error, warning, info"), "\(output.stdout)")
            #expect(output.stdout.contains(".bridgeplan.yml:3:1: error:"))
            #expect(output.stdout.contains("disabled_rules"), "the unknown key suggests the right one")
        }
    }

    /// --config names another file; the baseline comes from the config when none is given.
    @Test func anExplicitConfigAndItsBaseline() throws {
        try inFolder(["app.yaml": Self.inventory, "gates/design.yaml": Self.gates, "ci/strict.yml": "gates: [../gates/design.yaml]\nbaseline: baseline.json\n"]) { dir in
            var request = Runner.ValidateRequest(paths: [dir.appendingPathComponent("app.yaml").path])
            request.input.configPath = dir.appendingPathComponent("ci/strict.yml").path
            request.writeBaseline = dir.appendingPathComponent("ci/baseline.json").path
            #expect(Runner.validate(request).exitCode == 0)
            request.writeBaseline = nil
            let output = Runner.validate(request)
            #expect(output.exitCode == 0, "\(output.stdout)")
            #expect(output.stderr.hasPrefix("against the baseline: "), "\(output.stderr)")
        }
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
}
