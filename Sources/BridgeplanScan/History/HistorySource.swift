/// The commits `history` samples and the Swift files of each, read from git.
public struct HistoryCommit: Sendable, Hashable, Codable {
    public var id: String
    /// Committer time, seconds since 1970 (UTC).
    public var time: Int

    public init(id: String, time: Int) {
        self.id = id
        self.time = time
    }
}

/// How often to take a point: the last commit of each calendar week or month (UTC), or
/// every Nth commit counted back from the newest.
public enum HistorySampling: Sendable, Equatable {
    case week, month, commits(Int)

    /// `week`, `month` or a positive number of commits.
    public init?(_ text: String) {
        switch text {
        case "week": self = .week
        case "month": self = .month
        default:
            guard let n = Int(text), n > 0 else { return nil }
            self = .commits(n)
        }
    }

    /// The commits to scan, oldest first: one per bucket, the newest always among them, and
    /// at most `maxPoints`, thinned evenly and keeping the first and the last.
    public func sample(_ commits: [HistoryCommit], maxPoints: Int) -> [HistoryCommit] {
        guard !commits.isEmpty else { return [] }
        var chosen: [Int]
        switch self {
        case .commits(let n):
            chosen = commits.indices.filter { (commits.count - 1 - $0) % n == 0 }
        case .week, .month:
            // Commit times need not rise along the history (rebased or cherry-picked work):
            // each bucket keeps the last commit in history order that falls in it.
            var last: [Int: Int] = [:]
            for (i, commit) in commits.enumerated() { last[bucket(commit.time)] = i }
            chosen = last.values.sorted()
            if chosen.last != commits.count - 1 { chosen.append(commits.count - 1) }
        }
        if maxPoints > 0, chosen.count > maxPoints {
            if maxPoints == 1 {
                chosen = [chosen[chosen.count - 1]]
            } else {
                let n = chosen.count
                chosen = (0..<maxPoints).map { chosen[($0 * (n - 1) + (maxPoints - 1) / 2) / (maxPoints - 1)] }
            }
        }
        return chosen.map { commits[$0] }
    }

    private func bucket(_ time: Int) -> Int {
        switch self {
        case .week:
            // 1970-01-01 was a Thursday: shifted by 3 days, weeks start on Monday.
            return Int(((Double(time) + 3 * 86_400) / 604_800).rounded(.down))
        case .month:
            let date = CivilDate(time: time)
            return date.year * 12 + date.month
        case .commits:
            return time
        }
    }
}

/// A UTC calendar date from seconds since 1970 (Howard Hinnant's days-from-civil algorithm,
/// so no Foundation calendar is needed and every platform prints the same).
public struct CivilDate: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(time: Int) {
        let days = Int((Double(time) / 86_400).rounded(.down))
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `2024-03-05`.
    public var text: String {
        func pad(_ n: Int, _ width: Int) -> String {
            let digits = String(n)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// `2024-03`.
    public var monthText: String { String(text.prefix(7)) }
}

extension Git {
    /// Why a repository cannot be read as history; each is exit 2.
    struct Refusal: Error, Equatable {
        var message: String
    }

    /// The git folder, or why this is no repository git can read.
    func checkRepository() throws(Refusal) {
        do {
            _ = try run(["rev-parse", "--git-dir"])
        } catch .missing {
            throw Refusal(message: "git is not installed or not on PATH; history reads the repository through it")
        } catch .failed(_, _, let message) {
            throw Refusal(message: "\(directory): not a git repository (\(message))")
        } catch let other {
            throw Refusal(message: "\(directory): \(other)")
        }
    }

    /// `true` when the repository is a shallow clone.
    func isShallow() throws(Failure) -> Bool {
        try text(["rev-parse", "--is-shallow-repository"]).hasPrefix("true")
    }

    /// The branch HEAD is on, or nil when it is detached.
    func currentBranch() throws(Failure) -> String? {
        do {
            let name = try text(["symbolic-ref", "-q", "--short", "HEAD"]).split(whereSeparator: \.isNewline).first
            return name.map(String.init)
        } catch .failed(_, let status, _) where status == 1 {
            return nil
        }
    }

    /// The first-parent history of `ref`, oldest first, limited by `--since` and `--until`
    /// (any date git reads).
    func firstParentCommits(_ ref: String, since: String?, until: String?) throws(Failure) -> [HistoryCommit] {
        var arguments = ["log", "--first-parent", "--format=%H %ct"]
        if let since { arguments.append("--since=\(since)") }
        if let until { arguments.append("--until=\(until)") }
        arguments += [ref, "--"]
        var commits: [HistoryCommit] = []
        for line in try text(arguments).split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let time = Int(fields[1]) else { continue }
            commits.append(HistoryCommit(id: String(fields[0]), time: time))
        }
        return commits.reversed()
    }

    /// The objects of a commit's tree that the repository does not have (a partial clone's),
    /// listed without fetching them.
    func missingObjects(of commit: String) throws(Failure) -> Set<String> {
        var missing: Set<String> = []
        for line in try text(["rev-list", "--objects", "--missing=print", "--no-walk", commit]).split(whereSeparator: \.isNewline) where line.hasPrefix("?") {
            missing.insert(String(line.dropFirst()))
        }
        return missing
    }

    /// The files of a commit's tree that `scan` would read in a folder (tests, Pods, Carthage
    /// and build folders left out, as the walk does), with their blob ids, sorted by path.
    /// Symbolic links and submodules are not files of the tree.
    struct TreeFiles {
        var swift: [(path: String, blob: String)] = []
        var interface: [(path: String, blob: String)] = []
        var plists: [(path: String, blob: String)] = []
        /// Folders holding a `Package.swift` or a `.podspec`: libraries with their own manifest.
        var libraryFolders: Set<String> = []
    }

    func appFiles(of commit: String, excludes: [String]) throws(Failure) -> TreeFiles {
        var files = TreeFiles()
        let output = try run(["ls-tree", "-r", "-z", "--full-tree", commit])
        for entry in output.split(separator: 0) {
            // "<mode> <type> <id>\t<path>"
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let header = entry[entry.startIndex..<tab].split(separator: UInt8(ascii: " "))
            guard header.count == 3, header[1].elementsEqual("blob".utf8), !header[0].elementsEqual("120000".utf8) else { continue }
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard let role = FileWalker.role(ofTreePath: path, excludes: excludes) else { continue }
            let file = (path, String(decoding: header[2], as: UTF8.self))
            switch role {
            case .swift: files.swift.append(file)
            case .interface: files.interface.append(file)
            case .plist: files.plists.append(file)
            case .libraryManifest: files.libraryFolders.insert(path.split(separator: "/").dropLast().joined(separator: "/"))
            }
        }
        files.swift.sort { $0.path < $1.path }
        files.interface.sort { $0.path < $1.path }
        files.plists.sort { $0.path < $1.path }
        return files
    }
}
