import Bridgeplan
import BridgeplanCLI
import Foundation
import Testing

// Crash safety of the real executable (README, "Exit codes"):
// `--output PATH` writes atomically — a process killed at any moment leaves PATH holding
// either its old content or a complete report, never a partial one, and at most one hidden
// temporary beside it, which the next successful run removes — and bridgeplan never
// writes its input.
//
// These tests start the built `bridgeplan` binary as a child process (a SIGKILL cannot be
// simulated in-process). It is found next to the test bundle (`.build/<config>/`), which
// `swift test` builds along with the tests; BRIDGEPLAN_BIN overrides the lookup.

// MARK: - Finding and running the binary

private enum BridgeplanBinary {
    /// The `bridgeplan` executable of this build, or nil with the places looked at.
    static func locate() -> (url: URL?, tried: [String]) {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["BRIDGEPLAN_BIN"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        // On Linux the test bundle is an executable in .build/<triple>/<config>/.
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("bridgeplan"))
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("bridgeplan"))
        }
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("bridgeplan"))
        }
        // On macOS the bundle is Foo.xctest/Contents/MacOS/Foo: walk up to the build directory.
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            directory.deleteLastPathComponent()
            candidates.append(directory.appendingPathComponent("bridgeplan"))
        }
        // Last resort: the default scratch path of the package this file belongs to.
        candidates.append(packageRoot.appendingPathComponent(".build/debug/bridgeplan"))
        var tried: [String] = []
        for candidate in candidates {
            let path = candidate.standardizedFileURL.path
            guard !tried.contains(path) else { continue }
            tried.append(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: path) {
                return (URL(fileURLWithPath: path), tried)
            }
        }
        return (nil, tried)
    }

    /// The binary, or an issue that says where it was looked for.
    static func require(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> URL {
        let (url, tried) = locate()
        guard let url else {
            Issue.record(
                """
                the bridgeplan executable was not found; build it first (`swift build`, or `swift build --scratch-path P` \
                for a test run with --scratch-path P) or set BRIDGEPLAN_BIN. Looked at: \(tried.joined(separator: ", "))
                """,
                sourceLocation: sourceLocation
            )
            throw BinaryMissing()
        }
        return url
    }

    struct BinaryMissing: Error {}

    static let packageRoot: URL = {
        // Tests/BridgeplanCLITests/CrashSafetyTests.swift → the package.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// A started `bridgeplan` process whose output goes nowhere (no pipe can fill up).
    static func start(_ binary: URL, _ arguments: [String], in directory: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs to the end; the exit status (a signal number + 128 when killed).
    @discardableResult
    static func run(_ binary: URL, _ arguments: [String], in directory: URL? = nil) throws -> Int32 {
        let process = try start(binary, arguments, in: directory)
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}

// MARK: - A large inventory

private enum LargeInventory {
    /// A tab bar of `stacks` navigation stacks of `perStack` screens each; in every stack
    /// screen j pushes screens 2j+1 and 2j+2 (a binary tree of pushes from the root).
    static func yaml(stacks: Int, perStack: Int) -> String {
        var lines = [
            "version: 1",
            "app:",
            "  name: Large",
            "  deployment_target: \"15.0\"",
            "  target_roadmap:",
            "    - { version: \"16.0\", note: \"next year\" }",
            "  root: Tabs",
            "containers:",
            "  - { id: Tabs, kind: tab-bar, tabs: [\((0..<stacks).map { "Nav\($0)" }.joined(separator: ", "))] }",
        ]
        for k in 0..<stacks {
            lines.append("  - { id: Nav\(k), kind: navigation, root: S\(k)_0 }")
        }
        lines.append("screens:")
        for k in 0..<stacks {
            for j in 0..<perStack {
                let children = [2 * j + 1, 2 * j + 2].filter { $0 < perStack }
                let push = children.isEmpty ? "" : ", push: [\(children.map { "S\(k)_\($0)" }.joined(separator: ", "))]"
                let needs = j % 7 == 3 ? ", needs: [refreshable, task]" : ""
                lines.append("  - { id: S\(k)_\(j)\(push)\(needs), effort: \(1 + j % 3) }")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

// MARK: - Scratch directories

/// A temporary directory, made writable again and removed by `remove()`.
private struct ScratchDirectory {
    let url: URL

    init(_ label: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        // A read-only directory inside cannot be emptied until it is writable again.
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            for case let name as String in enumerator {
                chmod(url.appendingPathComponent(name).path, 0o755)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }
}

/// Names in `directory` that are a writer's temporary (of process `pid`, when given), by the
/// writer's own pattern: a test with a pattern of its own stopped seeing them when the name changed.
private func temporaries(in directory: URL, of pid: Int32? = nil) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { AtomicWriter.isTemporary($0, of: pid) }.sorted()
}

/// The schema of a plan report, or nil when `data` is not a complete JSON plan.
private func planSchema(_ data: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
    return object["schema"] as? String
}

// MARK: - Tests

@Suite(.serialized, .timeLimit(.minutes(5)))
struct CrashSafetyTests {
    /// Usage errors exit 64 (argument-parser's EX_USAGE) from every command, input that
    /// cannot be read exits 2: what the README's exit-code table says.
    @Test func usageErrorsExit64AndUnreadableInputExits2() throws {
        let binary = try BridgeplanBinary.require()
        #expect(try BridgeplanBinary.run(binary, ["validate", "--no-such-option", "x.yaml"]) == 64)
        #expect(try BridgeplanBinary.run(binary, ["plan"]) == 64, "a missing argument")
        #expect(try BridgeplanBinary.run(binary, ["validate", "--max-file-size", "0", "x.yaml"]) == 64)
        #expect(try BridgeplanBinary.run(binary, ["gates", "--target", "fifteen"]) == 64)
        #expect(try BridgeplanBinary.run(binary, ["scan", "/nonexistent-bridgeplan-dir", "--deployment-target", "x"]) == 64)
        #expect(try BridgeplanBinary.run(binary, ["validate", "/nonexistent-bridgeplan-dir/app.yaml"]) == 2)
        #expect(try BridgeplanBinary.run(binary, ["scan", "/nonexistent-bridgeplan-dir"]) == 2)
    }

    /// A plan that cannot reach standard output (a full device) fails the run.
    @Test func aFailedWriteToStandardOutputFails() throws {
        let binary = try BridgeplanBinary.require()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["plan", BridgeplanBinary.packageRoot.appendingPathComponent("Config/examples/shop.yaml").path]
        // Optional on Darwin, not in corelibs Foundation: unwrapped without #require, which
        // warns where it cannot be nil.
        let full: FileHandle? = FileHandle(forWritingAtPath: "/dev/full")
        guard let full else {
            Issue.record("/dev/full cannot be opened")
            return
        }
        process.standardOutput = full
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
    }

    /// `-o /dev/stdout` when standard output is a file opened for appending (`>>`): written
    /// through the descriptor, so what was there stays and the plan follows it (the file
    /// was replaced, losing it, when the link was followed and renamed over).
    @Test func devStdoutOntoAFileAppends() throws {
        let binary = try BridgeplanBinary.require()
        try withTemporaryDirectory { dir in
            let log = dir.appendingPathComponent("log.txt").path
            let shop = BridgeplanBinary.packageRoot.appendingPathComponent("Config/examples/shop.yaml").path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "printf 'earlier\\n' > \"$1\"; \"$2\" plan \"$3\" -o /dev/stdout >> \"$1\" 2>/dev/null; echo after >> \"$1\"", "sh", log, binary.path, shop]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let text = try String(contentsOfFile: log, encoding: .utf8)
            #expect(text.hasPrefix("earlier\n# Migration plan: Shop\n"), "\(text.prefix(80))")
            #expect(text.hasSuffix("after\n"))
        }
    }

    /// When each killed run gets its SIGKILL.
    enum KillPoint: CustomStringConvertible {
        /// This long after the process started.
        case after(milliseconds: Int)
        /// At this fraction of the time an unkilled run takes (so kills land near the write,
        /// whatever the machine's speed).
        case fraction(Double)
        /// As soon as the writer's temporary file appears (in the middle of the write).
        case temporaryAppears

        var description: String {
            switch self {
            case .after(let ms): "after \(ms) ms"
            case .fraction(let f): "at \(Int(f * 100))% of a full run"
            case .temporaryAppears: "when the temporary file appears"
            }
        }
    }

    /// SIGKILL `plan --format json --output PATH` at many points; PATH always holds the old
    /// content or the complete report, never a partial one.
    @Test func killedPlanNeverLeavesAPartialReport() throws {
        let binary = try BridgeplanBinary.require()
        let scratch = try ScratchDirectory("crash")
        defer { scratch.remove() }

        // 200 stacks × 100 screens = 20,000 screens.
        let inventory = scratch.url.appendingPathComponent("large.yaml")
        try Data(LargeInventory.yaml(stacks: 200, perStack: 100).utf8).write(to: inventory)
        let outputName = "plan.json"
        let output = scratch.url.appendingPathComponent(outputName)
        let old = Data("an old report: not JSON, and not a plan\n".utf8)
        let arguments = ["plan", inventory.path, "--format", "json", "--output", output.path]

        // The run that is never killed: the reference report, and how long a run takes.
        try old.write(to: output)
        let clock = ContinuousClock()
        var status: Int32 = -1
        let full = try clock.measure { status = try BridgeplanBinary.run(binary, arguments) }
        try #require(status == 0, "an unkilled plan of the large inventory exited with \(status)")
        let reference = try Data(contentsOf: output)
        try #require(planSchema(reference) == "bridgeplan.plan/1", "the unkilled run did not write a bridgeplan.plan/1 report")
        #expect(temporaries(in: scratch.url).isEmpty, "a successful run left a temporary")
        let fullMilliseconds = Double(full.components.seconds) * 1000 + Double(full.components.attoseconds) / 1e15

        let points: [KillPoint] = [
            .after(milliseconds: 10), .after(milliseconds: 50), .after(milliseconds: 150), .after(milliseconds: 400),
            .fraction(0.9), .fraction(0.98),
            .temporaryAppears, .temporaryAppears,
        ]
        var outcomes: [String] = []
        var killedMidWrite = 0
        for point in points {
            // Each attempt starts from the old report, so "complete" is always this run's.
            try old.write(to: output)
            let process = try BridgeplanBinary.start(binary, arguments)
            let pid = process.processIdentifier
            switch point {
            case .after(let ms):
                usleep(UInt32(ms) * 1000)
            case .fraction(let f):
                usleep(UInt32(fullMilliseconds * f * 1000))
            case .temporaryAppears:
                let deadline = clock.now + .seconds(max(10, 5 * fullMilliseconds / 1000))
                while process.isRunning, clock.now < deadline, temporaries(in: scratch.url, of: pid).isEmpty {
                    usleep(100)
                }
            }
            kill(pid, SIGKILL)
            process.waitUntilExit()
            let killed = process.terminationReason == .uncaughtSignal
            if !killed {
                #expect(process.terminationStatus == 0, "\(point): the run ended by itself with exit \(process.terminationStatus)")
            }

            let content = try Data(contentsOf: output)
            let kept = content == old
            let complete = content == reference
            #expect(kept || complete, """
                \(point): \(output.path) holds \(content.count) bytes that are neither the old report nor the complete one \
                (\(reference.count) bytes; schema: \(planSchema(content) ?? "none")); it begins: \
                \(String(decoding: content.prefix(120), as: UTF8.self))
                """)
            if complete { #expect(planSchema(content) == "bridgeplan.plan/1") }
            let left = temporaries(in: scratch.url)
            #expect(left.count <= 1, "\(point): more than one temporary beside the report: \(left)")
            // A kill that leaves this run's temporary landed while the report was being written.
            if killed, !temporaries(in: scratch.url, of: pid).isEmpty { killedMidWrite += 1 }
            outcomes.append("\(point): \(killed ? "killed" : "finished"), \(kept ? "old" : complete ? "complete" : "PARTIAL"), \(left.count) temporary")
        }
        // What the kills hit, for the log (timings vary from machine to machine).
        print("crash-safety kills (a full run takes \(Int(fullMilliseconds)) ms):\n  " + outcomes.joined(separator: "\n  "))
        // The kills when the temporary appears must catch a write in progress, or nothing above tested one.
        #expect(killedMidWrite >= 1, "no kill landed while the report was being written: \(outcomes)")

        // A following successful run replaces the report and removes any killed run's temporary.
        try old.write(to: output)
        #expect(try BridgeplanBinary.run(binary, arguments) == 0)
        #expect(try Data(contentsOf: output) == reference, "the final run's report differs from the first's")
        #expect(temporaries(in: scratch.url).isEmpty, "a successful run left a temporary behind")
    }

    /// validate and plan read their input and never write it or its directory, whatever
    /// --output says. Asserted by listing and content, not permission errors: tests may run
    /// as root, where a read-only directory does not stop a write.
    /// The executable streams a report to stdout in chunks; the bytes are the ones the
    /// command returns in-process (what every other test reads).
    @Test(arguments: ["text", "json", "sarif"])
    func executableStreamsTheSameReport(_ format: String) throws {
        let binary = try BridgeplanBinary.require()
        let scratch = try ScratchDirectory("stream")
        defer { scratch.remove() }
        let inventory = BridgeplanBinary.packageRoot.appendingPathComponent("Config/examples/marketplace.yaml").path
        let outputURL = scratch.url.appendingPathComponent("stdout.txt")
        #expect(FileManager.default.createFile(atPath: outputURL.path, contents: nil))
        let output = try FileHandle(forWritingTo: outputURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["validate", "--format", format, inventory]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()

        var request = Runner.ValidateRequest(paths: [inventory])
        request.format = try #require(DiagnosticFormat(rawValue: format))
        let expected = Runner.validate(request)
        #expect(process.terminationStatus == expected.exitCode)
        let written = try String(contentsOf: outputURL, encoding: .utf8)
        #expect(!written.isEmpty)
        #expect(written == expected.stdout)
    }

    @Test func inputIsNeverModified() throws {
        let binary = try BridgeplanBinary.require()
        let scratch = try ScratchDirectory("input")
        defer { scratch.remove() }

        let inputDirectory = scratch.url.appendingPathComponent("input")
        let outputDirectory = scratch.url.appendingPathComponent("output")
        try FileManager.default.createDirectory(at: inputDirectory, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let examples = BridgeplanBinary.packageRoot.appendingPathComponent("Config/examples")
        let names = ["marketplace.yaml", "shop.yaml"]
        for name in names {
            try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: inputDirectory.appendingPathComponent(name))
        }
        // A hard link to the input in the output directory: writing "to" it must replace the
        // link, not the inventory's bytes.
        let hardLink = outputDirectory.appendingPathComponent("hard-link-to-shop.yaml")
        try FileManager.default.linkItem(at: inputDirectory.appendingPathComponent("shop.yaml"), to: hardLink)
        let symbolicLink = outputDirectory.appendingPathComponent("symlink-to-shop.yaml")
        try FileManager.default.createSymbolicLink(at: symbolicLink, withDestinationURL: inputDirectory.appendingPathComponent("shop.yaml"))

        struct Snapshot: Equatable {
            var names: [String]
            var contents: [String: Data]
            var modified: [String: Date]
        }
        func snapshot() throws -> Snapshot {
            let listed = try FileManager.default.contentsOfDirectory(atPath: inputDirectory.path).sorted()
            var contents: [String: Data] = [:]
            var modified: [String: Date] = [:]
            for name in listed {
                let path = inputDirectory.appendingPathComponent(name).path
                contents[name] = FileManager.default.contents(atPath: path)
                modified[name] = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            }
            return Snapshot(names: listed, contents: contents, modified: modified)
        }

        for name in names { chmod(inputDirectory.appendingPathComponent(name).path, 0o444) }
        chmod(inputDirectory.path, 0o555)
        defer { chmod(inputDirectory.path, 0o755) }
        let before = try snapshot()
        #expect(before.names == names)

        let marketplace = inputDirectory.appendingPathComponent("marketplace.yaml").path
        let shop = inputDirectory.appendingPathComponent("shop.yaml").path
        // (arguments, the exit codes allowed, run in the input directory?)
        let runs: [([String], Set<Int32>, Bool)] = [
            (["validate", marketplace, shop], [0, 1], false),
            (["validate", "--format", "json", marketplace], [0, 1], false),
            (["validate", "--format", "github", marketplace], [0, 1], false),
            (["validate", "--format", "sarif", marketplace], [0, 1], false),
            // Relative paths, from inside the read-only directory.
            (["validate", "shop.yaml"], [0, 1], true),
            (["plan", marketplace, "--output", outputDirectory.appendingPathComponent("marketplace.md").path], [0, 1], false),
            (["plan", marketplace, "--format", "json", "--output", outputDirectory.appendingPathComponent("marketplace.json").path], [0, 1], false),
            (["plan", "shop.yaml", "-o", outputDirectory.appendingPathComponent("shop.md").path], [0, 1], true),
            (["plan", shop, "--format", "json", "--output", outputDirectory.appendingPathComponent("shop.json").path], [0, 1], false),
            // The input itself as the output, directly, through a relative path and through a
            // symbolic link: refused (exit 2).
            (["plan", shop, "--output", shop], [2], false),
            (["plan", "shop.yaml", "--output", "./shop.yaml"], [2], true),
            (["plan", shop, "--output", symbolicLink.path], [2], false),
            // A hard link to the input is the input (same device and inode): refused too.
            (["plan", shop, "--output", hardLink.path], [2], false),
        ]
        for (arguments, allowed, inInput) in runs {
            let status = try BridgeplanBinary.run(binary, arguments, in: inInput ? inputDirectory : outputDirectory)
            #expect(allowed.contains(status), "bridgeplan \(arguments.joined(separator: " ")) exited with \(status), expected \(allowed.sorted())")
            let now = try snapshot()
            #expect(now.names == before.names, "after bridgeplan \(arguments.joined(separator: " ")): the input directory now holds \(now.names)")
            for name in before.names {
                #expect(now.contents[name] == before.contents[name], "after bridgeplan \(arguments.joined(separator: " ")): \(name) changed")
                #expect(now.modified[name] == before.modified[name], "after bridgeplan \(arguments.joined(separator: " ")): \(name)'s modification time changed")
            }
        }

        // The plans went where they were told to.
        for name in ["marketplace.md", "marketplace.json", "shop.md", "shop.json"] {
            let written = outputDirectory.appendingPathComponent(name)
            let size = (try? FileManager.default.attributesOfItem(atPath: written.path)[.size] as? Int) ?? 0
            #expect(size > 0, "\(name) was not written to the output directory")
        }
        let outputs = try FileManager.default.contentsOfDirectory(atPath: outputDirectory.path)
        #expect(!outputs.contains { $0.contains(".bridgeplan-") }, "temporaries left in the output directory: \(outputs)")
        #expect(planSchema(try Data(contentsOf: outputDirectory.appendingPathComponent("shop.json"))) == "bridgeplan.plan/1")
        // The symbolic link still points at the input (it was refused, not replaced).
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: symbolicLink.path)) != nil)
    }
}
