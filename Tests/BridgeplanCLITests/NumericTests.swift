@testable import BridgeplanCLI
import Bridgeplan
import YAMLFront
import Foundation
import Testing

/// Numbers from input never trap: each of these crashed the process (SIGILL on an overflow
/// or a Double → Int conversion) before the bounds were added.
@Suite struct NumericTests {
    private static let app = """
    version: 1
    app: { name: A, deployment_target: "15.0", root: Nav }
    containers:
      - { id: Nav, kind: navigation, root: Home }
    screens:
      - { id: Home, push: [Detail], effort: EFFORT }
      - { id: Detail, effort: 9999 }

    """

    /// `effort` is a whole number from 0 to 10,000: Int.max, Int.min, 10,001, -1, NaN, 1e308
    /// and -infinity are located errors; the plan of the largest allowed values adds up
    /// without overflow.
    @Test(arguments: ["9223372036854775807", "10001", "99999999999999999999", "-1", "-9223372036854775808", ".nan", "1e308", "-.inf"])
    func effortAboveTheMaximumIsALocatedError(_ effort: String) throws {
        try withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("app.yaml").path
            try Self.app.replacingOccurrences(of: "EFFORT", with: effort).write(toFile: path, atomically: false, encoding: .utf8)
            let output = Runner.plan(Runner.PlanRequest(path: path))
            #expect(output.exitCode == 1)
            #expect(output.stderr.contains("app.yaml:6:"), "\(output.stderr)")
            #expect(output.stderr.contains("at most 10000") || output.stderr.contains("whole number") || output.stderr.contains("at least 0"), "\(output.stderr)")
        }
    }

    @Test func theLargestEffortsAddUp() throws {
        try withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("app.yaml").path
            try Self.app.replacingOccurrences(of: "EFFORT", with: "10000").write(toFile: path, atomically: false, encoding: .utf8)
            var request = Runner.PlanRequest(path: path)
            request.format = .json
            let output = Runner.plan(request)
            #expect(output.exitCode == 0, "\(output.stderr)")
            #expect(output.stdout.contains("\"effort\": 20000"), "the two screens' efforts and the stack's 1, summed")
        }
    }

    /// `--max-file-size` at Int.max reads the file (it trapped on `maxBytes + 1`).
    @Test func theLargestFileSizeLimitReads() throws {
        try withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("app.yaml").path
            try Self.app.replacingOccurrences(of: "EFFORT", with: "1").write(toFile: path, atomically: false, encoding: .utf8)
            var request = Runner.ValidateRequest(paths: [path])
            request.input.limits = InputLimits(maxFileBytes: .max, yaml: InputLimits.default.yaml)
            #expect(Runner.validate(request).exitCode == 0)
            let file = try YAMLLoader.read(path, maxBytes: .max)
            #expect(file.bytes.count > 0)
        }
    }

    /// With every alias cap at Int.max, 70 levels of doubling aliases stand for 2^70 nodes and
    /// bytes: the counts saturate instead of overflowing, and the file is read.
    @Test func aliasCountsSaturateAtTheLargestCaps() throws {
        try withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("app.yaml").path
            var text = "version: 1\nx0: &x0 [ab, ab]\n"
            for level in 1...70 { text += "x\(level): &x\(level) [*x\(level - 1), *x\(level - 1)]\n" }
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            var request = Runner.ValidateRequest(paths: [path])
            request.input.limits = InputLimits(maxFileBytes: .max, yaml: YAMLLimits(maxDepth: 256, maxExpandedNodes: .max, maxExpandedBytes: .max))
            let output = Runner.validate(request)
            #expect(output.exitCode == 1, "\(output.stdout.prefix(400))")
            #expect(output.stdout.contains("unknown-key"))
        }
    }

    /// A hand-edited baseline's share far outside 0...1 (or not a number JSON can hold) is
    /// read as a fraction, not converted to an Int that traps.
    @Test(arguments: ["1e17", "-1e308", "1e308"])
    func aBaselinesShareOutsideZeroToOneReads(_ share: String) throws {
        try withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("app.yaml").path
            try Self.app.replacingOccurrences(of: "EFFORT", with: "1").write(toFile: path, atomically: false, encoding: .utf8)
            var request = Runner.ValidateRequest(paths: [path])
            request.writeBaseline = dir.appendingPathComponent("baseline.json").path
            #expect(Runner.validate(request).exitCode == 0)
            let baselinePath = dir.appendingPathComponent("baseline.json").path
            var text = try String(contentsOfFile: baselinePath, encoding: .utf8)
            text = text.replacingOccurrences(of: #""swiftuiShare" : 0"#, with: "\"swiftuiShare\" : \(share)")
                .replacingOccurrences(of: #""swiftuiShare": 0"#, with: "\"swiftuiShare\": \(share)")
            #expect(text.contains(share), "the baseline's share was replaced")
            try text.write(toFile: baselinePath, atomically: false, encoding: .utf8)
            var check = Runner.ValidateRequest(paths: [path])
            check.baseline = baselinePath
            let output = Runner.validate(check)
            #expect(output.exitCode == 0 || output.exitCode == 1, "\(output.stderr)")
        }
    }
}
