import Bridgeplan
import BridgeplanCLI
import Foundation
import Testing

/// `plan --calibration`: a history report's calibration turns effort points into screen-days
/// and changed lines.
struct CalibrationTests {
    static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Config/examples/shop.yaml").path

    static func report(_ calibration: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString).json").path
        try #"{"schema": "bridgeplan.history/1", "calibration": \#(calibration)}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func effortIsGivenInTheTeamsUnits() throws {
        let path = try Self.report(#"{"moves": [{}, {}, {}], "linesPerPoint": {"median": 100, "low": 50, "high": 150}, "daysPerPoint": {"median": 2, "low": 1, "high": 3.5}}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var request = Runner.PlanRequest(path: Self.shop)
        request.calibration = path
        let plain = Runner.plan(Runner.PlanRequest(path: Self.shop))
        let effort = try #require(plain.stdout.split(separator: "\n").first { $0.hasPrefix("| Stages |") }?.split(separator: ",").last?.split(separator: " ").first.flatMap { Int($0) })
        let markdown = Runner.plan(request)
        #expect(markdown.exitCode == plain.exitCode)
        let row = try #require(markdown.stdout.split(separator: "\n").first { $0.hasPrefix("| Effort, calibrated |") })
        #expect(row.contains("≈ \(effort * 2) screen-days (\(effort)–\(Int((Double(effort) * 3.5).rounded())))"))
        #expect(row.contains("≈ \(effort * 100) changed lines (\(effort * 50)–\(effort * 150))"))
        #expect(row.contains("3 screens this team moved"))
        // Without --calibration the plan is what it was.
        #expect(!plain.stdout.contains("Effort, calibrated"))

        request.format = .json
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Runner.plan(request).stdout.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        let calibrated = try #require(summary["calibratedEffort"] as? [String: Any])
        #expect((calibrated["screenDays"] as? [String: Any])?["median"] as? Double == Double(effort * 2))
        #expect(calibrated["moves"] as? Int == 3)
    }

    @Test(arguments: [
        (#"{"moves": [{}], "linesPerPoint": null, "daysPerPoint": null}"#, "1 screen move to SwiftUI, too few"),
        ("BAD", "not a history report"),
    ])
    func reportsThatCannotCalibrateAreRefused(_ calibration: String, _ message: String) throws {
        let path = try Self.report(calibration)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var request = Runner.PlanRequest(path: Self.shop)
        request.calibration = path
        let output = Runner.plan(request)
        #expect(output.exitCode == 2 && output.stdout.isEmpty)
        #expect(output.stderr.contains(message))
    }

    @Test func aMissingReportIsUnreadable() {
        var request = Runner.PlanRequest(path: Self.shop)
        request.calibration = "/nonexistent/history.json"
        let output = Runner.plan(request)
        #expect(output.exitCode == 2 && output.stdout.isEmpty)
    }
}
