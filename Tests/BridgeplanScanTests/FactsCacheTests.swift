import Bridgeplan
@testable import BridgeplanCLI
@testable import BridgeplanScan
import Foundation
import Testing

/// The facts cache `scan --cache` and `history` share: its encoding, its keys, and scans that
/// read from it.
struct FactsCacheTests {
    /// Every Swift file of the scan's fixtures and of this package's commands: about a hundred
    /// files that use what the extractor records (the fixtures were written to exercise it).
    static let corpus: [URL] = {
        var files: [URL] = []
        for folder in [fixturesRoot, repoRoot.appendingPathComponent("Sources/BridgeplanCLI")] {
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "swift" { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }()

    /// A value's fields, all the way down, as text; sets and dictionaries in sorted order, so
    /// two equal values give the same text whatever their hash order.
    static func canonical(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .set?, .dictionary?:
            return "{" + mirror.children.map { canonical($0.value) }.sorted().joined(separator: ", ") + "}"
        case .enum? where mirror.children.isEmpty, nil:
            return String(reflecting: value)
        case let style?:
            return "\(style)(" + mirror.children.map { "\($0.label ?? "_"): \(canonical($0.value))" }.joined(separator: ", ") + ")"
        }
    }

    static func encode(_ facts: FileFacts) -> [UInt8] {
        var writer = FactsWriter()
        facts.write(to: &writer)
        return writer.bytes
    }

    @Test func everyFileReadsBackAsItWasWritten() throws {
        #expect(Self.corpus.count > 80)
        var checked = 0
        for url in Self.corpus {
            var facts = Extractor.facts(source: try String(contentsOf: url, encoding: .utf8), relativePath: "", displayPath: "")
            let bytes = Self.encode(facts)
            var reader = FactsReader(bytes)
            var decoded = try FileFacts(from: &reader)
            #expect(reader.isAtEnd, "\(url.lastPathComponent): bytes left over")
            facts.relativePath = ""
            decoded.relativePath = ""
            let (was, now) = (Self.canonical(facts), Self.canonical(decoded))
            if was != now {
                // Where they part, not both texts whole: a field the codec forgot.
                let common = zip(was, now).prefix { $0 == $1 }.count
                Issue.record("\(url.lastPathComponent) reads back different at: …\(was.dropFirst(max(0, common - 120)).prefix(240))")
            }
            // The same facts always give the same bytes (sets and dictionaries are sorted).
            #expect(Self.encode(decoded) == bytes, "\(url.lastPathComponent) encodes differently the second time")
            checked += 1
        }
        #expect(checked == Self.corpus.count)
    }

    @Test func aDamagedEntryIsRefusedNotTrusted() throws {
        let source = try String(contentsOf: fixturesRoot.appendingPathComponent("CoordinatorApp/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        let bytes = Self.encode(Extractor.facts(source: source, relativePath: "", displayPath: ""))
        #expect(bytes.count > 100)
        // Every truncation throws: a run stopped mid-write cannot leave facts that read as whole.
        for length in 0..<bytes.count {
            var reader = FactsReader(Array(bytes[..<length]))
            #expect(throws: FactsReader.Malformed.self) { try FileFacts(from: &reader) }
        }
        // A flipped byte either throws or reads as some other facts; it never traps or hangs.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            var damaged = bytes
            damaged[Int.random(in: 0..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            var reader = FactsReader(damaged)
            _ = try? FileFacts(from: &reader)
        }
    }

    @Test func keysAreGitBlobIDs() throws {
        #expect(FactsCache.blobID([]) == "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")
        #expect(FactsCache.blobID(Array("hello\n".utf8)) == "ce013625030ba8dba906f756967f9e9ca394464a")
        let file = fixturesRoot.appendingPathComponent("CoordinatorApp/Coordinators/AppCoordinator.swift")
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "hash-object", file.path]
        let pipe = Pipe()
        git.standardOutput = pipe
        try git.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        git.waitUntilExit()
        #expect(printed == FactsCache.blobID(Array(try Data(contentsOf: file))))
    }

    @Test func aCachedScanDraftsWhatAParsedOneDrafts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-facts-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for app in Fixture.all {
            var options = Fixture.options(app)
            let plain = try SourceScanner.scan([Fixture.path(app)], options: options)
            options.factsCache = FactsCache(root: folder, gates: SourceScanner.gates(for: options))
            let cold = try SourceScanner.scan([Fixture.path(app)], options: options)
            let warm = try SourceScanner.scan([Fixture.path(app)], options: options)
            // Test files are parsed and stored too, though the scan leaves them out.
            #expect(cold.cacheUse?.read == 0 && (cold.cacheUse?.stored ?? 0) >= plain.fileCount, "\(app)")
            #expect(warm.cacheUse?.read == cold.cacheUse?.stored && warm.cacheUse?.stored == 0, "\(app)")
            for result in [cold, warm] {
                #expect(result.draft == plain.draft, "\(app): the draft differs")
                #expect(result.findings == plain.findings, "\(app): the findings differ")
                #expect(result.navigationSites == plain.navigationSites, "\(app)")
            }
        }
    }

    @Test func aCorruptEntryIsParsedAgainAndRewritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-facts-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = Fixture.options("CoordinatorApp")
        let cache = FactsCache(root: folder, gates: SourceScanner.gates(for: options))
        options.factsCache = cache
        let first = try SourceScanner.scan([Fixture.path("CoordinatorApp")], options: options)
        let file = fixturesRoot.appendingPathComponent("CoordinatorApp/Coordinators/AppCoordinator.swift")
        let blob = FactsCache.blobID(Array(try Data(contentsOf: file)))
        let entry = cache.folder + "/" + blob.prefix(2) + "/" + blob.dropFirst(2)
        let whole = try Data(contentsOf: URL(fileURLWithPath: entry))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: entry))
        let second = try SourceScanner.scan([Fixture.path("CoordinatorApp")], options: options)
        #expect(second.cacheUse?.stored == 1 && second.cacheUse?.read == (first.cacheUse?.stored ?? 0) - 1)
        #expect(second.draft == first.draft)
        #expect(try Data(contentsOf: URL(fileURLWithPath: entry)) == whole)
        // Another set of gates (--all-gates) records other facts: it keeps entries of its own.
        options.allGates = true
        options.factsCache = FactsCache(root: folder, gates: SourceScanner.gates(for: options))
        #expect(options.factsCache?.folder != cache.folder)
        #expect(try SourceScanner.scan([Fixture.path("CoordinatorApp")], options: options).cacheUse?.read == 0)
    }

    @Test func theCommandSaysWhatTheCacheDid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-facts-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var request = Runner.ScanRequest(directories: [Fixture.path("CoordinatorApp")])
        request.cacheFolder = folder
        let cold = Runner.scan(request)
        let warm = Runner.scan(request)
        let files = try #require(SourceScanner.scan([Fixture.path("CoordinatorApp")], options: { var o = SourceScanner.Options(); o.factsCache = FactsCache(root: folder + "/count", gates: SourceScanner.gates(for: o)); return o }()).cacheUse?.stored)
        #expect(cold.stderr.contains("facts cache: 0 files read from it, \(files) parsed and stored"))
        #expect(warm.stderr.contains("facts cache: \(files) files read from it, 0 parsed and stored"))
        #expect(warm.stdout == cold.stdout && !cold.stdout.isEmpty)
    }

    @Test func aCacheThatCannotBeWrittenIsAWarningNotAFailure() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-facts-\(UUID().uuidString)").path
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        var request = Runner.ScanRequest(directories: [Fixture.path("CoordinatorApp")])
        let plain = Runner.scan(request)
        request.cacheFolder = file
        let cached = Runner.scan(request)
        #expect(cached.exitCode == plain.exitCode && cached.stdout == plain.stdout)
        #expect(cached.stderr.contains("warning: --cache-dir \(file): the facts of") && cached.stderr.contains("could not be written"))
        #expect(cached.stderr.contains("0 parsed and stored"))
    }
}
