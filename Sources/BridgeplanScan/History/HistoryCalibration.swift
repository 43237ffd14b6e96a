import Bridgeplan

/// A screen that moved from UIKit to SwiftUI between two sampled points.
public struct HistoryMove: Sendable, Equatable {
    public enum Match: String, Sendable {
        /// The class became a UIHostingController subclass.
        case becameHost = "became-hosting-controller"
        /// The class is gone and a new SwiftUI screen has its name stem (`SettingsViewController` → `SettingsView`).
        case nameStem = "name-stem"
        /// The class is gone and the one new SwiftUI screen of its folder took its place.
        case folder
    }

    public var from: String
    public var to: String
    public var match: Match
    public var fromFile: String
    public var toFile: String
    /// The last point with the UIKit screen, and the first with the SwiftUI one.
    public var before: HistoryCommit
    public var after: HistoryCommit
    /// The effort scan gives the UIKit screen (one point per started 100 lines, 1 to 20).
    public var effort: Int
    /// Lines added and removed in the two files between the points.
    public var added = 0
    public var removed = 0
    /// When the SwiftUI screen's file (for a class that became a host, its view's) was first committed (any branch merged into the
    /// history), seconds since 1970; nil when unknown.
    public var started: Int?

    /// Calendar days from the first commit of the SwiftUI file to the point the switch shows in.
    public var days: Double? { started.map { max(0, Double(after.time - $0) / 86_400) } }
}

/// What an effort point means for this team, from the screens it has moved.
public struct HistoryCalibration: Sendable, Equatable {
    /// The median and the quartiles of a per-point measure over the moves.
    public struct Spread: Sendable, Equatable {
        public var median: Double
        public var low: Double
        public var high: Double
    }

    public var moves: [HistoryMove]
    public var linesPerPoint: Spread?
    public var daysPerPoint: Spread?

    /// Fewer moves than this give no fit: the quartiles of two numbers say nothing.
    public static let minimumMoves = 3

    /// Screens that moved between consecutive points, each SwiftUI screen matched once.
    static func moves(_ points: [HistoryPoint]) -> [HistoryMove] {
        var moves: [HistoryMove] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let after = Dictionary(b.screenList.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let before = Set(a.screenList.map(\.id))
            var fresh = b.screenList.filter { $0.kind != .uikit && !before.contains($0.id) }
            func move(_ from: HistoryScreen, _ to: HistoryScreen, _ match: HistoryMove.Match) -> HistoryMove {
                // A class that became a host keeps its file: the work is in the view it shows.
                HistoryMove(from: from.id, to: to.id, match: match, fromFile: from.file, toFile: to.viewFile ?? to.file,
                            before: HistoryCommit(id: a.commit, time: a.time), after: HistoryCommit(id: b.commit, time: b.time),
                            effort: Resolver.effort(lines: from.lines))
            }
            var gone: [HistoryScreen] = []
            for screen in a.screenList where screen.kind == .uikit {
                if let now = after[screen.id] {
                    if now.kind == .hosted { moves.append(move(screen, now, .becameHost)) }
                } else {
                    gone.append(screen)
                }
            }
            // A replacement is often built beside the old screen and shipped when the class is
            // deleted: a SwiftUI screen of the same stem counts whether it is new or not.
            var established = b.screenList.filter { $0.kind != .uikit && before.contains($0.id) }
            var unmatched: [HistoryScreen] = []
            for screen in gone {
                let key = stem(screen.id)
                if let i = fresh.firstIndex(where: { !key.isEmpty && stem($0.id) == key }) {
                    moves.append(move(screen, fresh.remove(at: i), .nameStem))
                } else if let i = established.firstIndex(where: { !key.isEmpty && stem($0.id) == key }) {
                    moves.append(move(screen, established.remove(at: i), .nameStem))
                } else {
                    unmatched.append(screen)
                }
            }
            // By folder only when the folder leaves no doubt: one class gone, one view new.
            for screen in unmatched where !screen.file.isEmpty {
                let folder = Self.folder(screen.file)
                let goneHere = unmatched.filter { Self.folder($0.file) == folder }
                let newHere = fresh.indices.filter { Self.folder(fresh[$0].file) == folder }
                if goneHere.count == 1, newHere.count == 1 {
                    moves.append(move(screen, fresh.remove(at: newHere[0]), .folder))
                }
            }
        }
        return moves
    }

    static func folder(_ path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    static let suffixes = ["HostingController", "ViewController", "Controller", "Screen", "View", "VC", "Page"]

    /// A screen's name without the suffixes UIKit and SwiftUI names carry, lowercased:
    /// `SettingsViewController`, `SettingsView` and `SettingsScreen` are all `settings`.
    static func stem(_ name: String) -> String {
        var stem = Substring(name)
        var changed = true
        while changed {
            changed = false
            for suffix in suffixes where stem.count > suffix.count && stem.hasSuffix(suffix) {
                stem = stem.dropLast(suffix.count)
                changed = true
            }
        }
        return stem.lowercased()
    }

    /// The fit over `moves` that have a size and a time.
    static func fit(_ moves: [HistoryMove]) -> HistoryCalibration {
        var calibration = HistoryCalibration(moves: moves)
        let measured = moves.filter { $0.effort > 0 }
        if measured.count >= minimumMoves {
            calibration.linesPerPoint = spread(measured.map { Double($0.added + $0.removed) / Double($0.effort) })
        }
        let timed = measured.compactMap { move in move.days.map { $0 / Double(move.effort) } }
        if timed.count >= minimumMoves { calibration.daysPerPoint = spread(timed) }
        return calibration
    }

    /// Median and quartiles (linear interpolation between ranks).
    static func spread(_ values: [Double]) -> Spread {
        let sorted = values.sorted()
        func quantile(_ q: Double) -> Double {
            let position = q * Double(sorted.count - 1)
            let lower = Int(position.rounded(.down)), upper = Int(position.rounded(.up))
            return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
        }
        return Spread(median: quantile(0.5), low: quantile(0.25), high: quantile(0.75))
    }
}

extension Git {
    /// Fills in each move's changed lines (`git diff --numstat` between its points, over its
    /// two files) and when its SwiftUI file was first committed (one `git log` over every file).
    func measure(_ moves: inout [HistoryMove]) throws(Failure) {
        for i in moves.indices {
            let files = Array(Set([moves[i].fromFile, moves[i].toFile].filter { !$0.isEmpty })).sorted()
            guard !files.isEmpty else { continue }
            let numstat = try text(["diff", "--numstat", "--no-renames", moves[i].before.id, moves[i].after.id, "--"] + files)
            for line in numstat.split(whereSeparator: \.isNewline) {
                let fields = line.split(separator: "\t")
                guard fields.count >= 2 else { continue }
                moves[i].added += Int(fields[0]) ?? 0
                moves[i].removed += Int(fields[1]) ?? 0
            }
        }
        let targets = Set(moves.filter { $0.toFile != $0.fromFile }.map(\.toFile).filter { !$0.isEmpty })
        guard let newest = moves.map(\.after).max(by: { $0.time < $1.time }) else { return }
        // Every commit that touched one of the files, newest first: the last time seen for a
        // file is its first commit.
        let log = targets.isEmpty ? "" : try text(["log", "--format=%x01%ct", "--name-only", "--no-renames", newest.id, "--"] + targets.sorted())
        var first: [String: Int] = [:]
        var time = 0
        for line in log.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("\u{01}") {
                time = Int(line.dropFirst()) ?? time
            } else if targets.contains(String(line)) {
                first[String(line)] = time
            }
        }
        for i in moves.indices {
            if moves[i].toFile == moves[i].fromFile {
                // A class that became a host in its own file: the file's first commit is the
                // UIKit screen's. The work is bounded by the commits between the points.
                let log = try text(["log", "--format=%ct", "\(moves[i].before.id)..\(moves[i].after.id)", "--", moves[i].toFile])
                moves[i].started = log.split(whereSeparator: \.isNewline).last.flatMap { Int($0) }
            } else {
                moves[i].started = first[moves[i].toFile]
            }
        }
    }
}
