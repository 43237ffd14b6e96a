import Bridgeplan

/// What `history` prints.
public enum HistoryFormat: String, Sendable, CaseIterable {
    /// A burn-up chart GitHub renders (Mermaid `xychart-beta`), the forecast, and a table.
    case markdown
    /// `"schema": "bridgeplan.history/1"`.
    case json
    case csv
    /// A standalone chart for slides.
    case svg
}

/// The history's outputs, all from one `HistoryReport`: the same numbers in every format.
public struct HistoryReport: Sendable {
    public var name: String
    public var result: HistoryScanner.Result
    public var forecast: HistoryForecast
    /// The plan's remaining work set against the pace (`--plan`).
    public var remaining: Remaining?

    public struct Remaining: Sendable, Equatable {
        /// The inventory read, as given.
        public var inventory: String
        /// UIKit screens left in it, and their effort points.
        public var uikitScreens: Int
        public var effort: Int
        /// SwiftUI screens gained per 30 days over the points the forecast used (Theil–Sen).
        public var screensPerMonth: Double?

        public init(inventory: String, uikitScreens: Int, effort: Int) {
            self.inventory = inventory
            self.uikitScreens = uikitScreens
            self.effort = effort
        }
    }

    public init(name: String, result: HistoryScanner.Result, window: Int) {
        self.name = name
        self.result = result
        forecast = HistoryForecast.fit(result.points, window: window)
    }

    /// SwiftUI screens (hosted ones included) gained per 30 days over the last `window` points.
    public static func screensPerMonth(_ points: [HistoryPoint], window: Int) -> Double? {
        let used = Array(points.suffix(max(window, 2)))
        guard used.count >= HistoryForecast.minimumPoints, let origin = used.first?.time else { return nil }
        let xs = used.map { Double($0.time - origin) / 86_400 }
        let ys = used.map { Double($0.swiftUIScreens + $0.hostedScreens) }
        return HistoryForecast.theilSen(xs, ys).map { $0.slope * 30 }
    }

    public func render(_ format: HistoryFormat) -> String {
        switch format {
        case .markdown: markdown()
        case .json: json().rendered()
        case .csv: csv()
        case .svg: svg()
        }
    }

    static let columns = [
        "date", "commit", "uikit_screens", "swiftui_screens", "hosted_screens", "swiftui_share", "hosting_controllers",
        "representables", "containment_findings", "uikit_lines", "swiftui_lines", "files", "unread_files",
    ]

    private func row(_ p: HistoryPoint) -> [String] {
        [p.date.text, p.commit, "\(p.uikitScreens)", "\(p.swiftUIScreens)", "\(p.hostedScreens)", String(format1: p.swiftUIShare * 100),
         "\(p.hostingControllers)", "\(p.representables)", "\(p.containmentFindings)", "\(p.uikitLines)", "\(p.swiftUILines)",
         "\(p.files)", "\(p.unreadFiles)"]
    }

    func csv() -> String {
        // Every field is a date, a hex id or a number: nothing to quote or neutralise.
        ([Self.columns] + result.points.map(row)).map { $0.joined(separator: ",") + "\n" }.joined()
    }

    var samplingText: String {
        switch result.sampling {
        case .week: "the last commit of each week"
        case .month: "the last commit of each month"
        case .commits(let n): n == 1 ? "every commit" : "every \(n)th commit"
        }
    }

    func json() -> JSON {
        func optional(_ v: Int?) -> JSON { v.map { .string(CivilDate(time: $0).text) } ?? .null }
        func number(_ v: Double?) -> JSON { v.map { .double(($0 * 10).rounded() / 10) } ?? .null }
        let points: [JSON] = result.points.map { p in
            .fields([
                "commit": .string(p.commit), "date": .string(p.date.text), "time": .int(p.time),
                "screens": .fields(["uikit": .int(p.uikitScreens), "swiftui": .int(p.swiftUIScreens), "hostedSwiftUI": .int(p.hostedScreens)]),
                "swiftUIShare": .double((p.swiftUIShare * 1000).rounded() / 1000),
                "bridges": .fields(["hostingControllers": .int(p.hostingControllers), "representables": .int(p.representables)]),
                "containmentFindings": .int(p.containmentFindings),
                "viewLines": .fields(["uikit": .int(p.uikitLines), "swiftui": .int(p.swiftUILines)]),
                "files": .int(p.files), "unreadFiles": .int(p.unreadFiles),
            ])
        }
        var fields: [String: JSON] = [
            "schema": .string("bridgeplan.history/1"),
            "name": .string(name),
            "ref": .string(result.ref),
            "sampling": .string(samplingText),
            "commitsInRange": .int(result.commitsInRange),
            "points": .array(points),
            "forecast": .fields([
                "verdict": .string(forecast.verdict.rawValue),
                "method": .string("Theil-Sen slope of the SwiftUI share over time, Sen's 90% interval"),
                "pointsUsed": .int(forecast.pointsUsed),
                "pacePerMonth": number(forecast.pacePerMonth), "paceLow": number(forecast.paceLow), "paceHigh": number(forecast.paceHigh),
                "completion": optional(forecast.completion), "earliest": optional(forecast.earliest), "latest": optional(forecast.latest),
                "summary": .string(forecast.summary),
            ]),
            "warnings": .strings(result.warnings),
            "calibration": calibrationJSON(),
        ]
        if let remaining {
            fields["remaining"] = .fields([
                "inventory": .string(remaining.inventory), "uikitScreens": .int(remaining.uikitScreens), "effort": .int(remaining.effort),
                "screensPerMonth": number(remaining.screensPerMonth), "months": number(remainingMonths),
            ])
        }
        return .object(fields)
    }

    func calibrationJSON() -> JSON {
        let calibration = result.calibration
        func spread(_ s: HistoryCalibration.Spread?) -> JSON {
            guard let s else { return .null }
            return .fields(["median": .double((s.median * 10).rounded() / 10), "low": .double((s.low * 10).rounded() / 10), "high": .double((s.high * 10).rounded() / 10)])
        }
        let moves: [JSON] = calibration.moves.map { m in
            .fields([
                "from": .string(m.from), "to": .string(m.to), "match": .string(m.match.rawValue),
                "fromFile": .string(m.fromFile), "toFile": .string(m.toFile),
                "before": .string(m.before.id), "after": .string(m.after.id), "switchDate": .string(CivilDate(time: m.after.time).text),
                "effort": .int(m.effort), "linesAdded": .int(m.added), "linesRemoved": .int(m.removed),
                "started": m.started.map { .string(CivilDate(time: $0).text) } ?? .null,
                "days": m.days.map { .double(($0 * 10).rounded() / 10) } ?? .null,
            ])
        }
        return .fields([
            "method": .string("screens that moved from UIKit to SwiftUI between points; per move, changed lines and days from the SwiftUI file's first commit to the point, each divided by the UIKit screen's effort (one point per started 100 lines); median and quartiles"),
            "moves": .array(moves),
            "linesPerPoint": spread(calibration.linesPerPoint),
            "daysPerPoint": spread(calibration.daysPerPoint),
        ])
    }

    /// Months to move the plan's UIKit screens at the history's pace; nil without a pace.
    var remainingMonths: Double? {
        guard let remaining, let pace = remaining.screensPerMonth, pace > 0 else { return nil }
        return Double(remaining.uikitScreens) / pace
    }

    func markdown() -> String {
        let points = result.points
        var out = "# Migration history: \(PlanMarkdownReporter.plain(name))\n\n"
        guard let last = points.last, let first = points.first else { return out + "No points.\n" }
        out += "\(points.count) point\(points.count == 1 ? "" : "s") from \(first.date.text) to \(last.date.text): \(samplingText) on the first-parent history of \(PlanMarkdownReporter.code(result.ref, inTable: false)) (\(result.commitsInRange) commits).\n\n"
        out += "**Now** (\(last.date.text), `\(last.commit.prefix(10))`): \(String(format1: last.swiftUIShare * 100))% of \(last.screens) screens are SwiftUI"
        out += " (\(last.swiftUIScreens) SwiftUI, \(last.hostedScreens) hosted in UIKit, \(last.uikitScreens) UIKit); "
        out += "\(last.hostingControllers) hosting controller\(last.hostingControllers == 1 ? "" : "s") and \(last.representables) representable\(last.representables == 1 ? "" : "s") bridge the two; "
        out += "\(last.containmentFindings) containment finding\(last.containmentFindings == 1 ? "" : "s").\n\n"
        for warning in result.warnings { out += "> Note: \(PlanMarkdownReporter.plain(warning)).\n\n" }

        // Monthly points are labelled by month: 80 full dates crowd the axis.
        let labels = points.map { "\"\(result.sampling == .month ? $0.date.monthText : $0.date.text)\"" }.joined(separator: ", ")
        out += "## SwiftUI share\n\n```mermaid\nxychart-beta\n    title \"SwiftUI share of screens (%)\"\n"
        out += "    x-axis [\(labels)]\n    y-axis \"SwiftUI share (%)\" 0 --> 100\n"
        out += "    line [\(points.map { String(format1: $0.swiftUIShare * 100) }.joined(separator: ", "))]\n```\n\n"
        let top = max(1, points.map(\.screens).max() ?? 1)
        out += "## Screens\n\nThe upper line is all screens, the lower one SwiftUI screens (hosted ones included).\n\n"
        out += "```mermaid\nxychart-beta\n    title \"Screens\"\n    x-axis [\(labels)]\n    y-axis \"screens\" 0 --> \(top)\n"
        out += "    line [\(points.map { "\($0.screens)" }.joined(separator: ", "))]\n"
        out += "    line [\(points.map { "\($0.swiftUIScreens + $0.hostedScreens)" }.joined(separator: ", "))]\n```\n\n"

        out += "## Forecast\n\n\(forecast.summary)\n\n"
        if let remaining {
            out += "The plan (\(PlanMarkdownReporter.code(remaining.inventory, inTable: false))) has \(remaining.uikitScreens) UIKit screen\(remaining.uikitScreens == 1 ? "" : "s") left (\(remaining.effort) effort points). "
            if let months = remainingMonths, let pace = remaining.screensPerMonth {
                out += "At \(String(format1: pace)) screens a month, the pace of the last \(forecast.pointsUsed) points, they take about \(String(format1: months)) months.\n\n"
            } else {
                out += "The history shows no pace in screens to set them against.\n\n"
            }
        }
        out += calibrationMarkdown()
        out += "## Points\n\n| date | commit | UIKit | SwiftUI | hosted | share | hosting controllers | representables | containment findings | UIKit lines | SwiftUI lines |\n"
        out += "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n"
        for p in points {
            out += "| \(p.date.text) | `\(p.commit.prefix(10))` | \(p.uikitScreens) | \(p.swiftUIScreens) | \(p.hostedScreens) | \(String(format1: p.swiftUIShare * 100))% | \(p.hostingControllers) | \(p.representables) | \(p.containmentFindings) | \(p.uikitLines) | \(p.swiftUILines) |\n"
        }
        out += "\nScreens are counted by the rules `bridgeplan scan` drafts with, from the Swift sources of each commit (storyboards are not read). Lines are those of view controllers and UIView subclasses, and of SwiftUI views.\n"
        return out
    }

    func calibrationMarkdown() -> String {
        let calibration = result.calibration
        var out = "## Calibration\n\n"
        guard !calibration.moves.isEmpty else {
            return out + "No screen moved from UIKit to SwiftUI between the points, so the history says nothing yet about what an effort point costs this team.\n\n"
        }
        func spread(_ s: HistoryCalibration.Spread?, _ unit: String) -> String {
            guard let s else { return "too few moves to say (\(HistoryCalibration.minimumMoves) needed)" }
            return "\(String(format1: s.median)) \(unit) (half the moves between \(String(format1: s.low)) and \(String(format1: s.high)))"
        }
        out += "\(calibration.moves.count) screen\(calibration.moves.count == 1 ? "" : "s") moved from UIKit to SwiftUI. "
        if calibration.linesPerPoint == nil, calibration.daysPerPoint == nil {
            out += "That is too few to say what an effort point costs this team (\(HistoryCalibration.minimumMoves) moves needed).\n\n"
        } else {
            out += "Per effort point (scan's size-based effort of the UIKit screen), a move took "
            out += "\(spread(calibration.linesPerPoint, "changed lines")) and \(spread(calibration.daysPerPoint, "calendar days")). "
            out += "`bridgeplan plan --calibration` with this report's JSON prints a plan's effort in these units.\n\n"
        }
        out += "| UIKit screen | SwiftUI screen | matched by | switch seen | effort | lines +/− | days |\n|---|---|---|---|--:|--:|--:|\n"
        for m in calibration.moves {
            out += "| \(PlanMarkdownReporter.code(m.from)) | \(PlanMarkdownReporter.code(m.to)) | \(m.match.rawValue) | \(CivilDate(time: m.after.time).text) | \(m.effort) | +\(m.added)/−\(m.removed) | \(m.days.map { String(format1: $0) } ?? "?") |\n"
        }
        return out + "\n"
    }

    /// A 960×540 chart: the SwiftUI share over time, the forecast's line dashed to 100%.
    func svg() -> String {
        let width = 960.0, height = 540.0
        let left = 70.0, right = 30.0, top = 60.0, bottom = 70.0
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let points = result.points
        let start = points.first?.time ?? 0
        var end = points.last?.time ?? 1
        if forecast.verdict == .forecast, let completion = forecast.completion { end = max(end, completion) }
        if end <= start { end = start + 86_400 }
        func x(_ t: Int) -> Double { left + plotWidth * Double(t - start) / Double(end - start) }
        func y(_ share: Double) -> Double { top + plotHeight * (1 - share) }
        func fmt(_ v: Double) -> String { String(format1: v) }
        func escape(_ s: String) -> String {
            s.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;").replacing("\"", with: "&quot;")
        }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
        out += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        out += "  <text x=\"\(fmt(left))\" y=\"34\" font-size=\"22\" font-weight=\"600\" fill=\"#1d1d1f\">\(escape(Safety.escapingControls(name))): SwiftUI share of screens</text>\n"
        for tick in stride(from: 0, through: 100, by: 25) {
            let ty = y(Double(tick) / 100)
            out += "  <line x1=\"\(fmt(left))\" y1=\"\(fmt(ty))\" x2=\"\(fmt(width - right))\" y2=\"\(fmt(ty))\" stroke=\"#e5e5ea\"/>\n"
            out += "  <text x=\"\(fmt(left - 10))\" y=\"\(fmt(ty + 5))\" font-size=\"14\" text-anchor=\"end\" fill=\"#6e6e73\">\(tick)%</text>\n"
        }
        // Date labels at the start, the end and up to four between.
        let labelTimes = (0...5).map { start + (end - start) * $0 / 5 }
        for t in labelTimes {
            out += "  <text x=\"\(fmt(x(t)))\" y=\"\(fmt(height - bottom + 24))\" font-size=\"14\" text-anchor=\"middle\" fill=\"#6e6e73\">\(CivilDate(time: t).monthText)</text>\n"
        }
        if !points.isEmpty {
            let line = points.map { "\(fmt(x($0.time))),\(fmt(y($0.swiftUIShare)))" }.joined(separator: " ")
            out += "  <polyline points=\"\(line)\" fill=\"none\" stroke=\"#0a84ff\" stroke-width=\"3\"/>\n"
            for p in points {
                out += "  <circle cx=\"\(fmt(x(p.time)))\" cy=\"\(fmt(y(p.swiftUIShare)))\" r=\"3.5\" fill=\"#0a84ff\"><title>\(p.date.text): \(fmt(p.swiftUIShare * 100))% of \(p.screens) screens</title></circle>\n"
            }
        }
        if forecast.verdict == .forecast, let completion = forecast.completion, let last = points.last {
            out += "  <line x1=\"\(fmt(x(last.time)))\" y1=\"\(fmt(y(last.swiftUIShare)))\" x2=\"\(fmt(x(completion)))\" y2=\"\(fmt(y(1)))\" stroke=\"#0a84ff\" stroke-width=\"2\" stroke-dasharray=\"8 6\"/>\n"
            out += "  <text x=\"\(fmt(x(completion) - 4))\" y=\"\(fmt(y(1) - 10))\" font-size=\"14\" text-anchor=\"end\" fill=\"#0a84ff\">forecast \(CivilDate(time: completion).text)</text>\n"
        }
        out += "  <text x=\"\(fmt(left))\" y=\"\(fmt(height - 16))\" font-size=\"13\" fill=\"#6e6e73\">\(escape(forecast.verdict == .forecast ? "Dashed: the Theil–Sen trend of the last \(forecast.pointsUsed) points, if the pace holds." : forecast.summary))</text>\n"
        out += "</svg>\n"
        return out
    }
}
