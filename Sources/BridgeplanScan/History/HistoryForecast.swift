/// When the SwiftUI share reaches 100% at the pace of the last points, with an interval.
///
/// The trend is the Theil–Sen estimator: the median of the slopes between every pair of
/// points. A burst of work in one month or a revert moves a least-squares line a lot and the
/// median hardly at all. The interval is Sen's (1968) distribution-free one for that slope at
/// 90%: the slopes ranked (N − C)/2 and (N + C)/2 + 1 of the N pair slopes, where
/// C = 1.645 · √(n(n − 1)(2n + 5)/18) from the null variance of Kendall's S (ties ignored).
/// The earliest date comes from the upper slope, the latest from the lower one.
public struct HistoryForecast: Sendable, Equatable {
    public enum Verdict: String, Sendable {
        /// A date with an interval (the latest may be open when the slowest pace is too slow).
        case forecast
        /// The share is already 100%.
        case done
        /// Fewer points than the trend needs.
        case tooFewPoints = "too-few-points"
        /// The share has not grown over the points used.
        case flat
        /// It grows, but the 90% interval of the pace includes no growth at all.
        case noisy
    }

    public var verdict: Verdict
    /// Points the trend was fitted on (the last ones).
    public var pointsUsed: Int
    /// Share points (0–100) per 30 days: the median pace and its 90% interval.
    public var pacePerMonth: Double?
    public var paceLow: Double?
    public var paceHigh: Double?
    /// Seconds since 1970 of the forecast date, and its interval (`latest` nil: open-ended).
    public var completion: Int?
    public var earliest: Int?
    public var latest: Int?

    /// Fewer points than this give no forecast: 5 points give 10 pair slopes, the fewest for
    /// which the 90% interval is narrower than the range of the slopes.
    public static let minimumPoints = 5

    public static func fit(_ points: [HistoryPoint], window: Int) -> HistoryForecast {
        let used = Array(points.suffix(max(window, 2)))
        var forecast = HistoryForecast(verdict: .tooFewPoints, pointsUsed: used.count)
        if let last = used.last, last.screens > 0, last.swiftUIShare >= 1 { forecast.verdict = .done; return forecast }
        guard used.count >= minimumPoints, let origin = used.first?.time else { return forecast }
        // Days from the first point used, and the share in percent.
        let xs = used.map { Double($0.time - origin) / 86_400 }
        let ys = used.map { $0.swiftUIShare * 100 }
        guard let fit = theilSen(xs, ys) else { return forecast }
        forecast.pacePerMonth = fit.slope * 30
        forecast.paceLow = fit.low * 30
        forecast.paceHigh = fit.high * 30
        guard fit.slope > 0 else { forecast.verdict = .flat; return forecast }
        guard fit.low > 0 else { forecast.verdict = .noisy; return forecast }
        func reach(_ slope: Double) -> Int? {
            guard slope > 0 else { return nil }
            let intercept = median(zip(xs, ys).map { $1 - slope * $0 })
            let days = (100 - intercept) / slope
            // Past the year 9999 is no date a plan can use.
            guard days.isFinite, days < 3_000_000 else { return nil }
            return origin + Int((max(days, xs.last!) * 86_400).rounded())
        }
        forecast.verdict = .forecast
        forecast.completion = reach(fit.slope)
        forecast.earliest = reach(fit.high)
        forecast.latest = reach(fit.low)
        if forecast.completion == nil { forecast.verdict = .flat }
        return forecast
    }

    /// The Theil–Sen slope of y on x and its 90% interval; nil when no two x differ.
    static func theilSen(_ xs: [Double], _ ys: [Double]) -> (slope: Double, low: Double, high: Double)? {
        var slopes: [Double] = []
        for i in xs.indices {
            for j in (i + 1)..<xs.count where xs[j] != xs[i] {
                slopes.append((ys[j] - ys[i]) / (xs[j] - xs[i]))
            }
        }
        guard !slopes.isEmpty else { return nil }
        slopes.sort()
        let n = Double(xs.count), count = Double(slopes.count)
        let c = 1.645 * ((n * (n - 1) * (2 * n + 5)) / 18).squareRoot()
        // 1-based ranks, clamped to the slopes there are.
        let lowRank = Int(((count - c) / 2).rounded(.down)), highRank = Int(((count + c) / 2).rounded(.up)) + 1
        let low = slopes[min(max(lowRank, 1), slopes.count) - 1]
        let high = slopes[min(max(highRank, 1), slopes.count) - 1]
        return (median(slopes), low, high)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// One sentence on what the forecast says and how far to trust it.
    public var summary: String {
        func date(_ t: Int?) -> String { t.map { CivilDate(time: $0).text } ?? "no date" }
        func pace(_ p: Double?) -> String { p.map { String(format1: $0) } ?? "?" }
        switch verdict {
        case .done:
            return "Every screen is SwiftUI: nothing left to forecast."
        case .tooFewPoints:
            return "No forecast: \(pointsUsed) point\(pointsUsed == 1 ? "" : "s"), and a trend needs at least \(Self.minimumPoints)."
        case .flat:
            return "No forecast: over the last \(pointsUsed) points the SwiftUI share has not grown (\(pace(pacePerMonth)) points a month)."
        case .noisy:
            return "No forecast: over the last \(pointsUsed) points the share grows \(pace(pacePerMonth)) points a month, but too unevenly to say it will go on (the 90% interval, \(pace(paceLow)) to \(pace(paceHigh)), includes no growth)."
        case .forecast:
            let latest = latest.map { CivilDate(time: $0).text } ?? "open (the slowest pace in the interval does not get there)"
            return "At \(pace(pacePerMonth)) share points a month (90% interval \(pace(paceLow)) to \(pace(paceHigh))), fitted on the last \(pointsUsed) points, every screen is SwiftUI around \(date(completion)); earliest \(date(earliest)), latest \(latest). A trend only says what happens if the pace holds."
        }
    }
}

extension String {
    /// One decimal, fixed (no locale, no Foundation formatter).
    public init(format1 value: Double) {
        let tenths = (value * 10).rounded()
        let sign = tenths < 0 ? "-" : ""
        let magnitude = Int(abs(tenths))
        self = "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}
