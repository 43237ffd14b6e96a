/// What an effort point meant for this team, measured by `bridgeplan history` from the
/// screens it moved to SwiftUI: `plan --calibration` prints the plan's effort in those units.
public struct EffortCalibration: Sendable, Equatable {
    /// A per-point measure over the moves: median and quartiles.
    public struct Spread: Sendable, Equatable, Decodable {
        public var median: Double
        public var low: Double
        public var high: Double

        public init(median: Double, low: Double, high: Double) {
            self.median = median
            self.low = low
            self.high = high
        }
    }

    /// The history report read, as given.
    public var source: String
    public var moves: Int
    public var linesPerPoint: Spread?
    public var daysPerPoint: Spread?

    public init(source: String, moves: Int, linesPerPoint: Spread?, daysPerPoint: Spread?) {
        self.source = source
        self.moves = moves
        self.linesPerPoint = linesPerPoint
        self.daysPerPoint = daysPerPoint
    }

    /// Reads the `calibration` of a `bridgeplan.history/1` JSON report; why not, otherwise.
    public static func read(_ bytes: [UInt8], source: String) -> Result<EffortCalibration, Failure> {
        struct Report: Decodable {
            var schema: String
            var calibration: Calibration?
        }
        struct Calibration: Decodable {
            var moves: [Move]
            var linesPerPoint: Spread?
            var daysPerPoint: Spread?
        }
        struct Move: Decodable {}
        guard let report = try? JSONDecoder().decode(Report.self, from: Data(bytes)) else {
            return .failure(Failure(message: "\(source): not a history report (write one with `bridgeplan history --format json`)"))
        }
        guard report.schema == "bridgeplan.history/1" else {
            return .failure(Failure(message: "\(source): schema '\(report.schema)' is not bridgeplan.history/1"))
        }
        guard let calibration = report.calibration, calibration.linesPerPoint != nil || calibration.daysPerPoint != nil else {
            let moves = report.calibration?.moves.count ?? 0
            return .failure(Failure(message: "\(source): the history found \(moves) screen move\(moves == 1 ? "" : "s") to SwiftUI, too few to calibrate an effort point"))
        }
        return .success(EffortCalibration(source: source, moves: calibration.moves.count, linesPerPoint: calibration.linesPerPoint, daysPerPoint: calibration.daysPerPoint))
    }

    public struct Failure: Error, Sendable {
        public var message: String
    }

    /// `26 points ≈ 1,136 screen-days (611–1,326) …`: the effort in this team's units.
    public func describe(_ effort: Int) -> String {
        func range(_ s: Spread, _ unit: String) -> String {
            let e = Double(effort)
            return "≈ \(Int((e * s.median).rounded())) \(unit) (\(Int((e * s.low).rounded()))–\(Int((e * s.high).rounded())))"
        }
        var parts: [String] = []
        if let days = daysPerPoint { parts.append(range(days, "screen-days")) }
        if let lines = linesPerPoint { parts.append(range(lines, "changed lines")) }
        return parts.joined(separator: ", ") + ", at the pace of the \(moves) screen\(moves == 1 ? "" : "s") this team moved (median, middle half in brackets; screen-days add up as if one screen moved at a time)"
    }
}

#if canImport(Glibc)
import FoundationEssentials
#else
import Foundation
#endif
