#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A snapshot of findings and migration state that CI compares against, so a team adopts
/// Bridgeplan on a large app without fixing everything first and then never goes back.
/// Findings match by rule and subject (by message when there is no subject), never by
/// line, so editing unrelated lines does not break the baseline.
public struct Baseline: Sendable, Equatable {
    public static let schema = "bridgeplan.baseline/1"

    public struct Finding: Sendable, Hashable {
        public var rule: String
        public var subject: String?
        public var message: String

        var key: String { "\(rule)\u{1F}\(subject ?? "message:" + message)" }
    }

    public struct Entry: Sendable, Equatable {
        public var findings: [Finding]
        /// Framework by screen id (reachable screens).
        public var screens: [String: Framework]
        public var swiftUIShare: Double
    }

    /// By the inventory's path relative to the baseline's folder, so every spelling of the
    /// same file (`./app.yaml`, an absolute path, a path from another folder) finds it.
    public var inventories: [String: Entry]

    public init(inventories: [String: Entry]) {
        self.inventories = inventories
    }

    /// `baselineFolder`: the folder the baseline file is written to.
    public init(_ checked: [Pipeline.Checked], baselineFolder: String = ".") {
        var inventories: [String: Entry] = [:]
        for c in checked {
            inventories[BaselinePath.key(c.file, from: baselineFolder)] = Self.entry(c)
        }
        self.inventories = inventories
    }

    static func entry(_ checked: Pipeline.Checked) -> Entry {
        let findings = checked.diagnostics.map { Finding(rule: $0.rule.rawValue, subject: $0.subject, message: $0.message) }
        var screens: [String: Framework] = [:]
        var share = 0.0
        if let analysis = checked.analysis {
            let graph = analysis.graph
            var reachable = 0, swiftUI = 0
            for (s, screen) in analysis.inventory.screens.enumerated() where analysis.reachable[graph.containerCount + s] {
                screens[screen.id] = screen.framework
                reachable += 1
                if screen.framework == .swiftui { swiftUI += 1 }
            }
            share = reachable == 0 ? 1 : Double(swiftUI) / Double(reachable)
        }
        return Entry(findings: findings, screens: screens, swiftUIShare: share)
    }

    // MARK: - File format

    public func rendered() -> String {
        var files: [String: JSON] = [:]
        for (path, entry) in inventories {
            let findings = entry.findings.sorted { ($0.rule, $0.subject ?? "", $0.message) < ($1.rule, $1.subject ?? "", $1.message) }
            files[path] = .object([
                "findings": .array(findings.map { .object(["rule": .string($0.rule), "subject": .string($0.subject), "message": .string($0.message)]) }),
                "screens": .object(entry.screens.mapValues { .string($0.rawValue) }),
                "swiftuiShare": .double(entry.swiftUIShare),
            ])
        }
        return JSON.object(["schema": .string(Self.schema), "inventories": .object(files)]).rendered()
    }

    public struct ReadError: Error, Sendable {
        public var message: String
    }

    public init(json data: Data) throws(ReadError) {
        // Every field optional: a hand-edited baseline with a field missing still loads.
        // Each entry is decoded straight into its final form: no second copy of the file's
        // worth of entries is built and then converted.
        struct FindingJSON: Decodable { var rule: String?, subject: String?, message: String? }
        struct EntryJSON: Decodable {
            var entry: Entry
            enum Keys: String, CodingKey { case findings, screens, swiftuiShare }
            init(from decoder: any Decoder) throws {
                let c = try decoder.container(keyedBy: Keys.self)
                let findings = try c.decodeIfPresent([FindingJSON].self, forKey: .findings) ?? []
                let screens = try c.decodeIfPresent([String: String].self, forKey: .screens) ?? [:]
                let share = try c.decodeIfPresent(Double.self, forKey: .swiftuiShare)
                entry = Entry(
                    findings: findings.compactMap { f in f.rule.map { Finding(rule: $0, subject: f.subject, message: f.message ?? "") } },
                    screens: screens.compactMapValues(Framework.init(rawValue:)),
                    // A share is a fraction: anything else in a hand-edited baseline reads as 0 or 1.
                    swiftUIShare: share.map { $0.isFinite ? min(max($0, 0), 1) : 0 } ?? 0
                )
            }
        }
        struct FileJSON: Decodable { var schema: String?, inventories: [String: EntryJSON]? }
        if let twice = data.withUnsafeBytes(JSONDuplicateKeys.first(in:)) {
            throw ReadError(message: "line \(twice.line), column \(twice.column): the key \"\(twice.key)\" appears twice in one object; keep one (a decoder would silently drop the other)")
        }
        let file: FileJSON
        do {
            file = try JSONDecoder().decode(FileJSON.self, from: data)
        } catch {
            throw ReadError(message: "not a \(Self.schema) JSON object")
        }
        guard file.schema == Self.schema else {
            throw ReadError(message: "not a \(Self.schema) file (write one with validate --write-baseline)")
        }
        guard let files = file.inventories else {
            throw ReadError(message: "no 'inventories' object")
        }
        inventories = files.mapValues(\.entry)
    }

    // MARK: - Ratchet

    /// Where a fixed finding's subject is now (its screen, container or coordinator), or the
    /// file as a whole when it is gone or the finding had none.
    private static func location(of subject: String?, in checked: Pipeline.Checked) -> SourceLocation {
        guard let subject, let analysis = checked.analysis else { return .wholeFile(checked.file) }
        if let i = analysis.graph.index[subject] { return analysis.inventory.location(analysis.graph.idNode(i)) }
        if let coordinator = analysis.inventory.coordinators.first(where: { $0.id == subject }) {
            return analysis.inventory.location(coordinator.idNode)
        }
        return .wholeFile(checked.file)
    }

    /// The baseline read from its folder, with every key's path worked out once: looking an
    /// inventory up is then one dictionary read, however many inventories the baseline holds
    /// (five inventories missing from a 170,000-key baseline walked every key five times).
    public struct Located: Sendable {
        public let baseline: Baseline
        let folder: String
        /// The key naming each absolute path, from the working directory or from the
        /// baseline's folder (keys written before keys were relative); the first key in
        /// sorted order wins.
        let keyByPath: [String: String]

        /// The entry for the inventory at `path`: by its path relative to the baseline's folder,
        /// or by a key naming the same file from the working directory or the baseline's folder.
        func entry(for path: String) -> Entry? {
            if let entry = baseline.inventories[BaselinePath.key(path, from: folder)] { return entry }
            return keyByPath[BaselinePath.absolute(path)].flatMap { baseline.inventories[$0] }
        }

        public func compare(_ checked: Pipeline.Checked, strict: Bool) -> [Diagnostic] {
            baseline.compare(checked, strict: strict, entry: entry(for: checked.file))
        }
    }

    /// `folder` is the folder of the baseline file, which keys are relative to.
    public func located(in folder: String) -> Located {
        var keyByPath: [String: String] = [:]
        let workingFolder = BaselinePath.currentDirectory()
        for key in inventories.keys.sorted() {
            for path in [BaselinePath.absolute(key, in: workingFolder), BaselinePath.absolute(key, in: folder)] where keyByPath[path] == nil {
                keyByPath[path] = key
            }
        }
        return Located(baseline: self, folder: folder, keyByPath: keyByPath)
    }

    /// What is new or regressed since the baseline, as diagnostics: new findings keep their
    /// own rule; regressions get the ratchet's rules. Findings fixed since the baseline are
    /// `baseline-fixed` infos (errors with `strict`, so the baseline is kept fresh).
    /// `baselineFolder` is the folder of the baseline file, which keys are relative to; to
    /// compare several inventories, locate the baseline once (`located(in:)`).
    public func compare(_ checked: Pipeline.Checked, strict: Bool, baselineFolder: String = ".") -> [Diagnostic] {
        located(in: baselineFolder).compare(checked, strict: strict)
    }

    private func compare(_ checked: Pipeline.Checked, strict: Bool, entry: Entry?) -> [Diagnostic] {
        guard let old = entry else {
            return [Diagnostic(
                rule: .baselineMissing,
                message: "this inventory is not in the baseline; record it with --write-baseline (inventories are keyed by their path from the baseline's folder)",
                location: .wholeFile(checked.file)
            )]
        }
        let now = Self.entry(checked)
        var result: [Diagnostic] = []

        // Multisets: two findings with one key in the baseline let two through, not three.
        var remaining: [String: Int] = [:]
        for f in old.findings { remaining[f.key, default: 0] += 1 }
        for d in checked.diagnostics {
            let key = Finding(rule: d.rule.rawValue, subject: d.subject, message: d.message).key
            if let n = remaining[key], n > 0 {
                remaining[key] = n - 1
            } else {
                result.append(d)
            }
        }
        // A finding ignored since the baseline is accepted, not fixed.
        for d in checked.ignored {
            let key = Finding(rule: d.rule.rawValue, subject: d.subject, message: d.message).key
            if let n = remaining[key], n > 0 { remaining[key] = n - 1 }
        }
        // An inventory that could not be analysed (a schema error) has no lint findings to
        // compare: none of the baseline's is called fixed because of it.
        if checked.analysis == nil { return result }
        for f in old.findings where (remaining[f.key] ?? 0) > 0 {
            remaining[f.key]! -= 1
            result.append(Diagnostic(
                rule: .baselineFixed, severity: strict ? .error : .info,
                message: "fixed since the baseline: \(f.rule)\(f.subject.map { " on '\($0)'" } ?? ""); refresh the baseline with --write-baseline",
                location: Self.location(of: f.subject, in: checked), subject: f.subject
            ))
        }
        guard let analysis = checked.analysis else { return result }
        let graph = analysis.graph
        for (s, screen) in analysis.inventory.screens.enumerated() where analysis.reachable[graph.containerCount + s] {
            let location = analysis.inventory.location(screen.node)
            switch (old.screens[screen.id], screen.framework) {
            case (nil, .uikit):
                result.append(Diagnostic(rule: .newUIKitScreen, message: "'\(screen.id)' is a new UIKit screen; new screens are written in SwiftUI (or recorded with --write-baseline)", location: location, subject: screen.id))
            case (.swiftui?, .uikit):
                result.append(Diagnostic(rule: .swiftUIRegression, message: "'\(screen.id)' was SwiftUI in the baseline and is UIKit now", location: location, subject: screen.id))
            default:
                break
            }
        }
        if now.swiftUIShare + 1e-9 < old.swiftUIShare {
            let location = analysis.inventory.location(analysis.inventory.app.root.node)
            result.append(Diagnostic(
                rule: .swiftUIShareDrop,
                message: "the SwiftUI share of screens dropped from \(PlanMarkdownReporter.percent(old.swiftUIShare)) to \(PlanMarkdownReporter.percent(now.swiftUIShare))",
                location: location
            ))
        }
        return result
    }
}

/// Paths made absolute and relative without touching the file system (symbolic links are
/// taken as spelled), for baseline keys.
public enum BaselinePath {
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` from `folder` (the working directory when nil), with `.` and `..` resolved.
    static func absolute(_ path: String, in folder: String? = nil) -> String {
        let start = path.hasPrefix("/") ? path : absoluteFolder(folder) + "/" + path
        var parts: [Substring] = []
        for part in start.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func absoluteFolder(_ folder: String?) -> String {
        guard let folder else { return currentDirectory() }
        return folder.hasPrefix("/") ? folder : currentDirectory() + "/" + folder
    }

    /// The key of the inventory at `path` in a baseline in `folder`: its path from there.
    public static func key(_ path: String, from folder: String) -> String {
        let target = absolute(path).split(separator: "/"), base = absolute(folder).split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)).joined(separator: "/")
    }

    /// The folder a file is in, as spelled (`.` for a bare name).
    public static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }
}
