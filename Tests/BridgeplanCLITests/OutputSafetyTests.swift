@testable import BridgeplanCLI
import Bridgeplan
import Foundation
import Testing

/// Writing never destroys what it should not, and no input is ever an output. Each case
/// reproduces a defect of the earlier writer (it renamed a regular file over devices, FIFOs
/// and links, used a predictable temporary, and wrote over the inventory it had read).
@Suite(.timeLimit(.minutes(1))) struct OutputSafetyTests {
    private static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Config/examples/shop.yaml").path

    private func plan(_ input: String, to output: String) -> CommandOutput {
        var request = Runner.PlanRequest(path: input)
        request.output = output
        return Runner.plan(request)
    }

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// A link to a file not there yet is written through: the file appears, the link stays.
    @Test func aDanglingLinkIsWrittenThrough() throws {
        try withTemporaryDirectory { dir in
            let link = dir.appendingPathComponent("plan.md").path
            let target = dir.appendingPathComponent("missing.md").path
            #expect(symlink("missing.md", link) == 0)
            #expect(plan(Self.shop, to: link).exitCode == 0)
            #expect(kind(link) == S_IFLNK, "the link was replaced")
            #expect(kind(target) == S_IFREG)
            #expect((try? String(contentsOfFile: target, encoding: .utf8))?.hasPrefix("# Migration plan: Shop") == true)
        }
    }

    /// Links that lead nowhere (a loop) are refused with exit 2 and a message; nothing is written.
    @Test func aLoopOfLinksIsRefused() throws {
        try withTemporaryDirectory { dir in
            let first = dir.appendingPathComponent("a").path, second = dir.appendingPathComponent("b").path
            #expect(symlink("b", first) == 0 && symlink("a", second) == 0)
            let output = plan(Self.shop, to: first)
            #expect(output.exitCode == ExitStatus.unusable)
            #expect(output.stderr.contains("leads nowhere writable"))
            #expect(kind(first) == S_IFLNK && kind(second) == S_IFLNK)
            #expect((try? FileManager.default.contentsOfDirectory(atPath: dir.path))?.sorted() == ["a", "b"])
        }
    }

    /// A full disk (`/dev/full`: every write fails with ENOSPC) is an error, exit 2.
    @Test func aFullDiskIsAnError() {
        let output = plan(Self.shop, to: "/dev/full")
        #expect(output.exitCode == ExitStatus.unusable)
        #expect(output.stderr.contains("No space left on device"))
    }

    @Test func aDeviceIsWrittenIntoNotReplaced() {
        #expect(plan(Self.shop, to: "/dev/null").exitCode == 0)
        #expect(kind("/dev/null") == S_IFCHR, "/dev/null is still a character device")
    }

    @Test func aFIFOIsWrittenIntoWhileItsReaderReads() throws {
        try withTemporaryDirectory { dir in
            let fifo = dir.appendingPathComponent("plan.fifo").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let received = Received()
            let reader = Thread {
                if let handle = FileHandle(forReadingAtPath: fifo) { received.set(handle.readDataToEndOfFile()) }
            }
            reader.start()
            #expect(plan(Self.shop, to: fifo).exitCode == 0)
            for _ in 0..<200 where received.get() == nil { usleep(10_000) }
            #expect(String(decoding: received.get() ?? Data(), as: UTF8.self).hasPrefix("# Migration plan: Shop"))
            #expect(kind(fifo) == S_IFIFO, "the FIFO is still a FIFO")
        }
    }

    @Test func aSymbolicLinkKeepsPointingAtTheNewPlan() throws {
        try withTemporaryDirectory { dir in
            let target = dir.appendingPathComponent("real.md").path
            let link = dir.appendingPathComponent("plan.md").path
            try "old".write(toFile: target, atomically: false, encoding: .utf8)
            #expect(symlink("real.md", link) == 0)
            #expect(plan(Self.shop, to: link).exitCode == 0)
            #expect(kind(link) == S_IFLNK, "the link is kept")
            #expect((try? String(contentsOfFile: target, encoding: .utf8))?.hasPrefix("# Migration plan: Shop") == true)
        }
    }

    /// The temporary is not named after the target, so a 243-character name works, nothing
    /// is left behind, and the stale-temporary cleanup removes only its own kind of file.
    @Test func temporariesAreUnpredictableAndCleanedUpOnlyWhenOurs() throws {
        try withTemporaryDirectory { dir in
            let long = dir.appendingPathComponent(String(repeating: "p", count: 240) + ".md").path
            #expect(plan(Self.shop, to: long).exitCode == 0)
            let unrelated = dir.appendingPathComponent(".plan.md.bridgeplan-backup").path
            try "keep".write(toFile: unrelated, atomically: false, encoding: .utf8)
            // A dead process's temporary in the writer's own format (pid 2^22 + 1 is above Linux's pid_max).
            let stale = dir.appendingPathComponent(".bridgeplan-4194305-00000000deadbeef.tmp").path
            try "stale".write(toFile: stale, atomically: false, encoding: .utf8)
            #expect(plan(Self.shop, to: dir.appendingPathComponent("plan.md").path).exitCode == 0)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            #expect(FileManager.default.fileExists(atPath: unrelated), "a file the writer did not make survives")
            #expect(!FileManager.default.fileExists(atPath: stale), "its own dead temporary is removed")
            #expect(!names.contains { $0.hasPrefix(".bridgeplan-") }, "no temporary is left: \(names)")
        }
    }

    /// The inventory, a gate file and the files a scan reads are refused as outputs, by
    /// identity: another spelling or a hard link is the same file.
    @Test func noInputIsEverAnOutput() throws {
        try withTemporaryDirectory { dir in
            let inventory = dir.appendingPathComponent("app.yaml").path
            try FileManager.default.copyItem(atPath: Self.shop, toPath: inventory)
            let original = try String(contentsOfFile: inventory, encoding: .utf8)
            var request = Runner.ValidateRequest(paths: [inventory])
            request.writeBaseline = dir.appendingPathComponent("sub/../app.yaml").path
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
            let refused = Runner.validate(request)
            #expect(refused.exitCode == 2)
            #expect(refused.stderr.contains("one of this run's inputs"))
            let hardLink = dir.appendingPathComponent("alias.yaml").path
            #expect(link(inventory, hardLink) == 0)
            #expect(plan(inventory, to: hardLink).exitCode == 2)
            #expect(try String(contentsOfFile: inventory, encoding: .utf8) == original, "the inventory is untouched")

            let gates = dir.appendingPathComponent("gates.yaml").path
            try "version: 1\ngates: []\n".write(toFile: gates, atomically: false, encoding: .utf8)
            var withGates = Runner.PlanRequest(path: inventory)
            withGates.input.gateFiles = [gates]
            withGates.output = gates
            #expect(Runner.plan(withGates).exitCode == 2)

            let sources = dir.appendingPathComponent("App")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            let swift = sources.appendingPathComponent("App.swift").path
            try "import UIKit\nfinal class HomeViewController: UIViewController {}\n".write(toFile: swift, atomically: false, encoding: .utf8)
            var scan = Runner.ScanRequest(directories: [sources.path])
            scan.output = swift
            #expect(Runner.scan(scan).exitCode == 2)
            #expect(try String(contentsOfFile: swift, encoding: .utf8).hasPrefix("import UIKit"))

            // What a run reads because a config names it: the config itself, the gate files it
            // lists, and a scanned project's pbxproj (inside a folder the walk does not enter).
            let config = dir.appendingPathComponent(".bridgeplan.yml").path
            try "gates: [gates.yaml]\n".write(toFile: config, atomically: false, encoding: .utf8)
            for target in [gates, config] {
                var byConfig = Runner.PlanRequest(path: inventory)
                byConfig.output = target
                let output = Runner.plan(byConfig)
                #expect(output.exitCode == 2, "\(target): \(output.stderr)")
            }
            #expect(try String(contentsOfFile: config, encoding: .utf8) == "gates: [gates.yaml]\n")
            let project = sources.appendingPathComponent("App.xcodeproj")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            let pbxproj = project.appendingPathComponent("project.pbxproj").path
            try "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n".write(toFile: pbxproj, atomically: false, encoding: .utf8)
            try "scan: { exclude: [] }\n".write(toFile: sources.appendingPathComponent(".bridgeplan.yml").path, atomically: false, encoding: .utf8)
            for target in [pbxproj, sources.appendingPathComponent(".bridgeplan.yml").path] {
                var scanned = Runner.ScanRequest(directories: [sources.path])
                scanned.output = target
                #expect(Runner.scan(scanned).exitCode == 2, "\(target)")
            }
            #expect(try String(contentsOfFile: pbxproj, encoding: .utf8).hasPrefix("IPHONEOS_DEPLOYMENT_TARGET"))
        }
    }

    /// A FIFO nobody writes to reads as empty at once; a symbolic link loop is named as one.
    @Test func aFIFOWithoutWriterAndALinkLoopEndAtOnce() throws {
        try withTemporaryDirectory { dir in
            let fifo = dir.appendingPathComponent("in.fifo").path
            #expect(mkfifo(fifo, 0o600) == 0)
            // A reader that waited for a writer would hang here: the suite's time limit ends it.
            let output = Runner.validate(Runner.ValidateRequest(paths: [fifo]))
            #expect(output.exitCode == 1)
            #expect(output.stdout.contains("empty-document"))

            let a = dir.appendingPathComponent("a.yaml").path, b = dir.appendingPathComponent("b.yaml").path
            #expect(symlink(b, a) == 0 && symlink(a, b) == 0)
            let loop = Runner.validate(Runner.ValidateRequest(paths: [a]))
            #expect(loop.exitCode == 2)
            #expect(loop.stdout.contains("loop of symbolic links"), "\(loop.stdout)")
        }
    }
}

/// A value handed from the FIFO's reader thread to the test.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    func get() -> Data? { lock.lock(); defer { lock.unlock() }; return data }
}
