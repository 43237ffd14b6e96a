import Foundation
import Testing

/// A git repository built in a temporary folder from a fixture's steps (each step the whole
/// tree of one commit), with a fixed author and dates so commit ids are the same everywhere.
struct GitFixture {
    let path: String

    /// Runs git in `folder` with no user or system config, so the machine's settings
    /// (signing, hooks, default branch) change nothing.
    @discardableResult
    static func git(_ arguments: [String], in folder: String, date: String = "2024-01-01T00:00:00Z") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_AUTHOR_NAME"] = "Fixture"
        environment["GIT_AUTHOR_EMAIL"] = "fixture@example.com"
        environment["GIT_COMMITTER_NAME"] = "Fixture"
        environment["GIT_COMMITTER_EMAIL"] = "fixture@example.com"
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw FixtureError(message: "git \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }

    struct FixtureError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// A new repository with one commit per step of `Fixtures/<name>/steps`, dated by `dates.txt`.
    static func make(_ name: String) throws -> GitFixture {
        let source = fixturesRoot.appendingPathComponent(name)
        let dates = try String(contentsOf: source.appendingPathComponent("dates.txt"), encoding: .utf8).split(separator: "\n").map(String.init)
        let steps = try FileManager.default.contentsOfDirectory(atPath: source.appendingPathComponent("steps").path)
            .sorted { Int($0)! < Int($1)! }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try git(["init", "-q"], in: folder.path)
        for (n, step) in steps.enumerated() {
            // The step's tree replaces the last one: files it lacks are deleted.
            for entry in try FileManager.default.contentsOfDirectory(atPath: folder.path) where entry != ".git" {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(entry))
            }
            let tree = source.appendingPathComponent("steps").appendingPathComponent(step)
            for entry in try FileManager.default.contentsOfDirectory(atPath: tree.path) {
                try FileManager.default.copyItem(at: tree.appendingPathComponent(entry), to: folder.appendingPathComponent(entry))
            }
            try git(["add", "-A"], in: folder.path)
            try git(["commit", "-q", "-m", "step \(step)"], in: folder.path, date: dates[n])
        }
        return GitFixture(path: folder.path)
    }

    /// The commit ids of the first-parent history, oldest first.
    func commits() throws -> [String] {
        try Self.git(["rev-list", "--first-parent", "--reverse", "HEAD"], in: path).split(separator: "\n").map(String.init)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Every file under the repository's `.git`, with its size: a run that writes nothing
    /// there leaves this the same.
    func gitFolderState() -> [String: Int] {
        var state: [String: Int] = [:]
        let root = path + "/.git"
        for case let file as String in FileManager.default.enumerator(atPath: root) ?? FileManager.default.enumerator(atPath: path)! {
            let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + file)
            state[file] = (attributes?[.size] as? Int) ?? -1
        }
        return state
    }
}
