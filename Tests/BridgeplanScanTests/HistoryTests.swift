import Bridgeplan
@testable import BridgeplanScan
import BridgeplanCLI
import Foundation
import Testing

/// `bridgeplan history` on a repository built from `Fixtures/History` (see its README): five
/// commits that move Settings from UIKit to SwiftUI.
@Suite(.serialized) struct HistoryTests {
    static func run(_ fixture: GitFixture, _ configure: (inout HistoryScanner.Options) -> Void = { _ in }) throws -> HistoryScanner.Result {
        var options = HistoryScanner.Options()
        options.sampling = .commits(1)
        configure(&options)
        return try HistoryScanner.run(fixture.path, options: options)
    }

    @Test func eachCommitIsCountedByScansRules() throws {
        let fixture = try GitFixture.make("History")
        defer { fixture.remove() }
        let result = try Self.run(fixture)
        #expect(result.points.map(\.commit) == (try fixture.commits()))
        #expect(result.ref == "main")
        #expect(result.points.map(\.uikitScreens) == [2, 2, 1, 2, 2])
        #expect(result.points.map(\.hostedScreens) == [0, 1, 2, 2, 2])
        #expect(result.points.map(\.swiftUIScreens) == [0, 0, 0, 0, 0])
        #expect(result.points.map(\.hostingControllers) == [0, 1, 2, 2, 2])
        #expect(result.points.map(\.representables) == [0, 0, 0, 1, 1])
        #expect(result.points.map(\.containmentFindings) == [0, 0, 0, 1, 1])
        // The test file and the Pods file of step 5 are not read.
        #expect(result.points.map(\.files) == [3, 4, 4, 6, 6])
        #expect(result.points.last?.swiftUIShare == 0.5)
        #expect(result.points.allSatisfy { $0.uikitLines > 0 })
        #expect(result.points.map { $0.swiftUILines > 0 } == [false, true, true, true, true])
        // Only changed files are parsed: 3 + 2 + 2 + 4 + 0 versions, the rest reused.
        #expect(result.statistics.filesParsed == 11)
        #expect(result.statistics.filesReused == 12)
    }

    /// Storyboards, launch screens, app extensions and a pod's example app, read as `scan`
    /// reads the same folder (`Fixtures/HistoryScope`).
    @Test func aTreeIsScopedAndItsStoryboardsReadAsScanReadsAFolder() throws {
        let fixture = try GitFixture.make("HistoryScope")
        defer { fixture.remove() }
        let result = try Self.run(fixture)
        // Home and the class-less Credits scene; not the launch screen, the share extension's
        // controller or the example app's.
        #expect(result.points.map(\.uikitScreens) == [2, 2])
        #expect(result.points.map(\.hostedScreens) == [0, 1])
        #expect(result.points.map(\.files) == [1, 2])
        #expect(result.points.map(\.interfaceFiles) == [2, 2])
        #expect(result.points[0].screenList.map(\.id) == ["Credits", "HomeViewController"])
        // Step 2 parses its two Swift files; the storyboards are reused by blob.
        #expect(result.statistics.filesParsed == 5)

        // The same screens as scan's draft of the newest tree.
        let draft = try SourceScanner.scan([fixturesRoot.appendingPathComponent("HistoryScope/steps/2").path]).draft
        for screen in result.points[1].screenList {
            #expect(draft.contains("- id: \"\(screen.id)\""), "\(screen.id) is not in scan's draft")
        }
        for left in ["ShareViewController", "DemoViewController", "LCH-00-001"] {
            #expect(!draft.contains("id: \"\(left)\""))
        }
    }

    @Test func theSettingsMoveIsFoundAndMeasured() throws {
        let fixture = try GitFixture.make("History")
        defer { fixture.remove() }
        let commits = try fixture.commits()
        let result = try Self.run(fixture)
        let moves = result.calibration.moves
        #expect(moves.map(\.from) == ["SettingsViewController"])
        let move = try #require(moves.first)
        #expect(move.to == "SettingsView" && move.match == .nameStem)
        #expect(move.before.id == commits[1] && move.after.id == commits[2])
        #expect(move.fromFile == "App/SettingsViewController.swift" && move.toFile == "App/SettingsView.swift")
        // The controller's 8 lines go, the view's 9 come.
        #expect(move.added == 9 && move.removed == 8)
        #expect(move.effort == 1)
        // The view's file was first committed with the switch: 0 days.
        #expect(move.days == 0)
        // One move is too few for a fit.
        #expect(result.calibration.linesPerPoint == nil && result.calibration.daysPerPoint == nil)
    }

    static func screens(_ list: [(String, HistoryScreen.Kind, String)]) -> [HistoryScreen] {
        list.map { HistoryScreen(id: $0.0, kind: $0.1, file: $0.2, lines: 250) }
    }

    @Test func movesAreMatchedByHostStemAndFolderOnlyWhenUnambiguous() {
        var a = HistoryPoint(commit: "a", time: 0)
        a.screenList = Self.screens([
            ("AboutViewController", .uikit, "About/AboutViewController.swift"),
            ("FeedViewController", .uikit, "Feed/FeedViewController.swift"),
            ("LegacyPrefsController", .uikit, "Prefs/LegacyPrefsController.swift"),
            ("OldInboxViewController", .uikit, "Inbox/OldInboxViewController.swift"),
            ("OldOutboxViewController", .uikit, "Inbox/OldOutboxViewController.swift"),
            ("SearchScreen", .hosted, "Search/SearchScreen.swift"),
            ("KeptViewController", .uikit, "Kept/KeptViewController.swift"),
        ])
        var b = HistoryPoint(commit: "b", time: 86_400)
        b.screenList = Self.screens([
            ("AboutViewController", .hosted, "About/AboutViewController.swift"),
            ("FeedView", .hosted, "Feed/FeedView.swift"),
            ("PreferencesView", .hosted, "Prefs/PreferencesView.swift"),
            ("MailboxView", .hosted, "Inbox/MailboxView.swift"),
            ("SearchScreen", .hosted, "Search/SearchScreen.swift"),
            ("KeptViewController", .uikit, "Kept/KeptViewController.swift"),
        ])
        let moves = HistoryCalibration.moves([a, b])
        #expect(moves.map { "\($0.from)>\($0.to):\($0.match.rawValue)" } == [
            "AboutViewController>AboutViewController:became-hosting-controller",
            "FeedViewController>FeedView:name-stem",
            "LegacyPrefsController>PreferencesView:folder",
        ])
        // Two classes gone from Inbox and one view new there: no guess.
        #expect(!moves.contains { $0.from.hasPrefix("Old") })
        #expect(moves.allSatisfy { $0.effort == 3 })
        #expect(HistoryCalibration.stem("SettingsViewController") == "settings" && HistoryCalibration.stem("SettingsHostingController") == "settings")
        #expect(HistoryCalibration.stem("View") == "view")
    }

    @Test func theFitIsTheMedianAndQuartilesPerPoint() throws {
        func move(_ effort: Int, _ lines: Int, _ days: Int) -> HistoryMove {
            var m = HistoryMove(from: "A", to: "B", match: .nameStem, fromFile: "", toFile: "", before: HistoryCommit(id: "a", time: 0),
                                after: HistoryCommit(id: "b", time: days * 86_400), effort: effort)
            m.added = lines
            m.started = 0
            return m
        }
        let fit = HistoryCalibration.fit([move(1, 100, 10), move(2, 400, 10), move(4, 400, 40), move(1, 300, 30)])
        // Lines per point: 100, 200, 100, 300; days per point: 10, 5, 10, 30.
        #expect(fit.linesPerPoint == HistoryCalibration.Spread(median: 150, low: 100, high: 225))
        #expect(fit.daysPerPoint == HistoryCalibration.Spread(median: 10, low: 8.75, high: 15))
    }

    @Test func monthsKeepTheirLastCommit() throws {
        let fixture = try GitFixture.make("History")
        defer { fixture.remove() }
        let commits = try fixture.commits()
        let result = try Self.run(fixture) { $0.sampling = .month }
        // April has two commits: the later one is the month's point.
        #expect(result.points.map(\.commit) == [commits[0], commits[1], commits[2], commits[4]])
        #expect(result.commitsInRange == 5)
        let since = try Self.run(fixture) { $0.since = "2024-03-01" }
        #expect(since.points.map(\.commit) == Array(commits[2...]))
    }

    @Test func samplingIsOnePerBucketAndKeepsTheNewest() {
        let day = 86_400
        // 2024-01-01 is a Monday.
        let monday = 1_704_067_200
        let commits = (0..<20).map { HistoryCommit(id: "c\($0)", time: monday + $0 * 2 * day) }
        #expect(HistorySampling.week.sample(commits, maxPoints: 100).map(\.id) == ["c3", "c6", "c10", "c13", "c17", "c19"])
        #expect(HistorySampling.month.sample(commits, maxPoints: 100).map(\.id) == ["c15", "c19"])
        #expect(HistorySampling.commits(7).sample(commits, maxPoints: 100).map(\.id) == ["c5", "c12", "c19"])
        let thinned = HistorySampling.commits(1).sample(commits, maxPoints: 4).map(\.id)
        #expect(thinned.count == 4 && thinned.first == "c0" && thinned.last == "c19")
        #expect(HistorySampling.commits(1).sample(commits, maxPoints: 1).map(\.id) == ["c19"])
        #expect(HistorySampling.month.sample([], maxPoints: 10).isEmpty)
        #expect(HistorySampling("fortnight") == nil && HistorySampling("0") == nil && HistorySampling("3") == .commits(3))
    }

    @Test func civilDatesAreUTC() {
        #expect(CivilDate(time: 0).text == "1970-01-01")
        #expect(CivilDate(time: 951_782_400).text == "2000-02-29")
        #expect(CivilDate(time: 1_709_596_800 + 86_399).text == "2024-03-05")
        #expect(CivilDate(time: -1).text == "1969-12-31")
    }

    @Test func theilSenIgnoresAnOutlierAndGivesAnInterval() throws {
        let xs = (0..<10).map(Double.init)
        var ys = xs.map { 2 * $0 + 1 }
        ys[7] = 90
        let fit = try #require(HistoryForecast.theilSen(xs, ys))
        #expect(fit.slope == 2)
        #expect(fit.low <= 2 && fit.high >= 2 && fit.high < 20)
        #expect(HistoryForecast.theilSen([1, 1], [0, 5]) == nil)
    }

    static func points(_ shares: [Double], days: Int = 30) -> [HistoryPoint] {
        shares.enumerated().map { n, share in
            var p = HistoryPoint(commit: "c\(n)", time: 1_704_067_200 + n * days * 86_400)
            p.hostedScreens = Int(share * 100)
            p.uikitScreens = 100 - p.hostedScreens
            return p
        }
    }

    @Test func forecastReachesAHundredPercentAtThePace() throws {
        // 5 share points every 30 days from 10%: 100% after 18 periods, 540 days after the first.
        let forecast = HistoryForecast.fit(Self.points([0.10, 0.15, 0.20, 0.25, 0.30, 0.35]), window: 12)
        #expect(forecast.verdict == .forecast)
        #expect(forecast.pacePerMonth == 5)
        #expect(forecast.completion == 1_704_067_200 + 540 * 86_400)
        #expect(forecast.earliest! <= forecast.completion! && forecast.latest! >= forecast.completion!)
        #expect(forecast.summary.contains("5.0 share points a month"))
    }

    @Test func flatNoisyFewAndDoneGiveNoDate() {
        #expect(HistoryForecast.fit(Self.points([0.3, 0.3, 0.3, 0.3, 0.3]), window: 12).verdict == .flat)
        #expect(HistoryForecast.fit(Self.points([0.3, 0.25, 0.2, 0.3, 0.15]), window: 12).verdict == .flat)
        let noisy = HistoryForecast.fit(Self.points([0.10, 0.40, 0.05, 0.45, 0.08, 0.50, 0.10]), window: 12)
        #expect(noisy.verdict == .noisy && noisy.completion == nil)
        #expect(noisy.summary.contains("too unevenly"))
        #expect(HistoryForecast.fit(Self.points([0.1, 0.2, 0.3, 0.4]), window: 12).verdict == .tooFewPoints)
        #expect(HistoryForecast.fit(Self.points([0.5, 1.0]), window: 12).verdict == .done)
        // The window takes the last points only: a flat start does not hide the recent pace.
        let recent = HistoryForecast.fit(Self.points([0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]), window: 5)
        #expect(recent.verdict == .forecast && recent.pacePerMonth == 10)
    }

    @Test(arguments: HistoryFormat.allCases)
    func outputsMatchTheirGoldens(_ format: HistoryFormat) throws {
        let fixture = try GitFixture.make("History")
        defer { fixture.remove() }
        let result = try Self.run(fixture) { $0.sampling = .month }
        let report = HistoryReport(name: "History", result: result, window: 12)
        let ext = ["markdown": "md", "json": "json", "csv": "csv", "svg": "svg"][format.rawValue]!
        try expectGolden(report.render(format), fixturesRoot.appendingPathComponent("History/expected.\(ext)"))
    }

    @Test func pointsComeBackFromTheCacheAndATornLineIsCountedAgain() throws {
        let fixture = try GitFixture.make("History")
        defer { fixture.remove() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-cache-\(UUID().uuidString)").path
        let cache = folder + "/history.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try Self.run(fixture) { $0.cacheFolder = folder }
        #expect(first.statistics.cachedPoints == 0 && first.statistics.filesFromCache == 0 && first.statistics.filesParsed > 0)
        let second = try Self.run(fixture) { $0.cacheFolder = folder }
        #expect(second.statistics.cachedPoints == 5 && second.statistics.filesParsed == 0)
        #expect(second.points == first.points)
        // A run stopped mid-write leaves a torn last line: it is skipped and its point counted again.
        var lines = try String(contentsOfFile: cache, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[lines.count - 1] = String(lines[lines.count - 1].prefix(40))
        try (lines.joined(separator: "\n")).write(toFile: cache, atomically: true, encoding: .utf8)
        let third = try Self.run(fixture) { $0.cacheFolder = folder }
        #expect(third.statistics.cachedPoints == 4)
        // The point counted again reads its files' facts from the facts cache, parsing none.
        #expect(third.statistics.filesParsed == 0 && third.statistics.filesFromCache > 0)
        #expect(third.points == first.points)
        #expect(third.warnings.contains { $0.contains("did not read back") })
        // Other excludes count differently: nothing is reused.
        let excluded = try Self.run(fixture) { $0.cacheFolder = folder; $0.excludes = ["SettingsView.swift"] }
        #expect(excluded.statistics.cachedPoints == 0 && excluded.statistics.filesParsed == 0)
        #expect(excluded.points.last?.hostedScreens == 1)
    }

    @Test func historyReadsTheFactsAScanOfTheSameTreeStored() throws {
        let fixture = try GitFixture.make("History")
        defer { fixture.remove() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = SourceScanner.Options()
        options.factsCache = FactsCache(root: folder, gates: SourceScanner.gates(for: options))
        let scanned = try SourceScanner.scan([fixture.path], options: options)
        #expect((scanned.cacheUse?.stored ?? 0) > 0)
        // The newest point is the work tree scan read: every file's facts come from the cache.
        let newest = try Self.run(fixture) { $0.cacheFolder = folder; $0.maxPoints = 1 }
        #expect(newest.points.count == 1 && newest.statistics.filesParsed == 0)
        #expect(newest.statistics.filesFromCache == scanned.cacheUse?.stored)
        #expect(newest.points.last?.files == scanned.fileCount)
    }

    @Test func badRepositoriesAreRefusedWithTheReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-norepo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: HistoryScanner.Failure.self) { try HistoryScanner.run(folder.path) }
        do {
            _ = try HistoryScanner.run(folder.path)
        } catch {
            #expect(error.message.contains("not a git repository"))
        }

        let fixture = try GitFixture.make("History")
        defer { fixture.remove() }
        var noGit = HistoryScanner.Options()
        noGit.gitExecutable = "git-that-is-not-installed"
        do {
            _ = try HistoryScanner.run(fixture.path, options: noGit)
            Issue.record("ran without git")
        } catch {
            #expect(error.message.contains("git is not installed"))
        }

        let commits = try fixture.commits()
        try GitFixture.git(["checkout", "-q", "--detach", commits[2]], in: fixture.path)
        do {
            _ = try HistoryScanner.run(fixture.path)
            Issue.record("ran on a detached HEAD")
        } catch {
            #expect(error.message.contains("HEAD is detached") && error.message.contains("--ref"))
        }
        let named = try Self.run(fixture) { $0.ref = "main" }
        #expect(named.points.count == 5)
        let detachedAt = try Self.run(fixture) { $0.ref = "HEAD" }
        #expect(detachedAt.points.count == 3)
    }

    @Test func aShallowCloneSaysHowFarItGoes() throws {
        let fixture = try GitFixture.make("History")
        defer { fixture.remove() }
        let clone = fixture.path + "-shallow"
        try GitFixture.git(["clone", "-q", "--depth", "2", "file://" + fixture.path, clone], in: "/")
        defer { try? FileManager.default.removeItem(atPath: clone) }
        do {
            _ = try HistoryScanner.run(clone)
            Issue.record("ran on a shallow clone")
        } catch {
            #expect(error.message.contains("shallow clone") && error.message.contains("2 commits") && error.message.contains("enough for 1 point"))
        }
        var options = HistoryScanner.Options()
        options.allowShallow = true
        options.sampling = .commits(1)
        let result = try HistoryScanner.run(clone, options: options)
        #expect(result.points.count == 2)
        #expect(result.warnings.contains { $0.contains("shallow clone") })
    }

    @Test func aPartialCloneSkipsMissingBlobsAndWritesNothing() throws {
        let fixture = try GitFixture.make("History")
        defer { fixture.remove() }
        try GitFixture.git(["config", "uploadpack.allowFilter", "true"], in: fixture.path)
        let clone = fixture.path + "-partial"
        try GitFixture.git(["clone", "-q", "--bare", "--filter=blob:none", "file://" + fixture.path, clone], in: "/")
        defer { try? FileManager.default.removeItem(atPath: clone) }
        let before = GitFixture(path: clone).gitFolderState()
        let result = try HistoryScanner.run(clone, options: { var o = HistoryScanner.Options(); o.sampling = .commits(1); return o }())
        // Every blob is missing (the bare clone fetched none), and none was fetched.
        #expect(result.statistics.missingBlobs > 0)
        #expect(result.points.allSatisfy { $0.files == 0 && $0.unreadFiles > 0 })
        #expect(result.warnings.contains { $0.contains("missing from the repository") })
        #expect(GitFixture(path: clone).gitFolderState() == before)
    }

    @Test func theCommandRefusesToWriteIntoTheRepository() throws {
        let fixture = try GitFixture.make("History")
        defer { fixture.remove() }
        var request = Runner.HistoryRequest(directory: fixture.path)
        request.cacheFolder = fixture.path + "/cache"
        let cache = Runner.history(request)
        #expect(cache.exitCode == 2 && cache.stderr.contains("inside the repository's work tree"))
        request.cacheFolder = nil
        request.output = fixture.path + "/.git/history.md"
        let output = Runner.history(request)
        #expect(output.exitCode == 2 && output.stderr.contains("git folder"))
        #expect(!FileManager.default.fileExists(atPath: fixture.path + "/.git/history.md"))

        request.output = nil
        request.format = .csv
        let csv = Runner.history(request)
        #expect(csv.exitCode == 0)
        #expect(csv.stdout.split(separator: "\n").count == 1 + 4)
        #expect(csv.stderr.contains("history: 4 points of 5 commits"))

        let bad = Runner.history(Runner.HistoryRequest(directory: fixture.path + "/App"))
        #expect(bad.exitCode == 0, "a folder inside a work tree is its repository")
        let none = Runner.history(Runner.HistoryRequest(directory: "/nonexistent-\(UUID().uuidString)"))
        #expect(none.exitCode == 2 && none.stdout.isEmpty)
    }

    @Test func thePlanIsSetAgainstThePace() throws {
        let fixture = try GitFixture.make("History")
        defer { fixture.remove() }
        var request = Runner.HistoryRequest(directory: fixture.path)
        request.plan = repoRoot.appendingPathComponent("Config/examples/shop.yaml").path
        request.format = .json
        request.sampling = .commits(1)
        request.trendPoints = 5
        let output = Runner.history(request)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let remaining = try #require(json["remaining"] as? [String: Any])
        #expect((remaining["uikitScreens"] as? Int ?? 0) > 0)
        #expect(json["schema"] as? String == "bridgeplan.history/1")

        request.plan = fixture.path + "/missing.yaml"
        let missing = Runner.history(request)
        #expect(missing.exitCode == 2 && missing.stdout.isEmpty)
    }
}
