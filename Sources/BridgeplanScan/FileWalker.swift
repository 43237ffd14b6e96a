import Bridgeplan
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Which Swift files a scan reads, and the deployment target the project files declare.
enum FileWalker {
    /// Folders never scanned: dependencies, build products, tests and tooling.
    static let skippedFolders: Set<String> = [
        "Pods", "Carthage", ".build", "DerivedData", "build", "Build", "SourcePackages", "checkouts", "node_modules",
    ]

    /// A folder never scanned: those above, and Xcode localization catalogs (`en.xcloc`), whose
    /// `Source Contents` are exported copies of the project's storyboards, never built: an old
    /// copy's scenes would be drawn as screens the app does not have.
    static func skips(folder name: some StringProtocol) -> Bool {
        skippedFolders.contains(String(name)) || name.hasSuffix(".xcloc")
    }

    struct Found {
        /// Swift sources, relative to the root, sorted.
        var swiftFiles: [String] = []
        /// Package.swift, project.pbxproj and .xcconfig files, relative to the root, sorted.
        var projectFiles: [String] = []
        /// Storyboards and xibs, relative to the root, sorted.
        var interfaceFiles: [String] = []
        /// Info.plist files (`Info.plist`, `App-Info.plist`, …), relative to the root, sorted.
        var plists: [String] = []
        /// Objective-C implementation files (`.m`, `.mm`), relative to the root, sorted: not
        /// parsed, only searched for the names of Swift screens they may make.
        var objectiveCFiles: [String] = []
        /// Every file above, by identity: none of them may be the scan's output.
        var identities: Set<AtomicWriter.FileIdentity> = []
        /// Folders and files the walk could not read or name, relative to the root, with why.
        var skipped: [(path: String, reason: String)] = []
    }

    struct Unreadable: Error {
        var reason: String
    }

    /// Walks `root` without following symbolic links. Skipped: hidden entries, the folders
    /// above, folders whose name contains `Tests`, files ending in `Tests.swift`, and every
    /// path an `--exclude` pattern matches (see `excluded`). What it cannot read or name is
    /// listed in `skipped`; a root it cannot read throws.
    static func walk(_ root: String, excludes: [String]) throws(Unreadable) -> Found {
        var found = Found()
        var stack = [""]
        while let relative = stack.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            let names: [String]
            switch entries(of: absolute) {
            case .success(let read): names = read.names
                for bytes in read.undecodable {
                    found.skipped.append((relative.isEmpty ? bytes : relative + "/" + bytes, "its name is not UTF-8"))
                }
            case .failure(let why):
                if relative.isEmpty { throw why }
                found.skipped.append((relative, "a folder that could not be read (\(why.reason))"))
                continue
            }
            for name in names {
                if name.hasPrefix(".") { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else {
                    let code = errno
                    // Gone since it was listed: nothing to report.
                    if code != ENOENT { found.skipped.append((path, "could not be read (\(String(cString: strerror(code))))")) }
                    continue
                }
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
                    if name.hasSuffix(".xcodeproj") {
                        let pbx = path + "/project.pbxproj"
                        var pbxInfo = stat()
                        if lstat(root + "/" + pbx, &pbxInfo) == 0, (pbxInfo.st_mode & S_IFMT) == S_IFREG {
                            found.projectFiles.append(pbx)
                            found.identities.insert(AtomicWriter.FileIdentity(device: UInt64(pbxInfo.st_dev), inode: UInt64(pbxInfo.st_ino)))
                        }
                        continue
                    }
                    if skips(folder: name) || name.contains("Tests") || excluded(path, by: excludes) { continue }
                    stack.append(path)
                } else if type == S_IFREG {
                    // Only the files the scan reads are its inputs: a draft written into the
                    // scanned folder (`scan . -o ui-inventory.yaml`) can be written again.
                    let identity = AtomicWriter.FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
                    if name == "Package.swift" || name.hasSuffix(".xcconfig") {
                        if !excluded(path, by: excludes) { found.projectFiles.append(path); found.identities.insert(identity) }
                        continue
                    }
                    if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                        if !excluded(path, by: excludes) { found.interfaceFiles.append(path); found.identities.insert(identity) }
                        continue
                    }
                    if name.hasSuffix(".plist"), name.contains("Info") {
                        if !excluded(path, by: excludes) { found.plists.append(path); found.identities.insert(identity) }
                        continue
                    }
                    if name.hasSuffix(".m") || name.hasSuffix(".mm") {
                        if !excluded(path, by: excludes) { found.objectiveCFiles.append(path) }
                        continue
                    }
                    guard name.hasSuffix(".swift"), !name.hasSuffix("Tests.swift"), !excluded(path, by: excludes) else { continue }
                    found.swiftFiles.append(path)
                    found.identities.insert(identity)
                }
            }
        }
        found.swiftFiles.sort()
        found.projectFiles.sort()
        found.interfaceFiles.sort()
        found.plists.sort()
        found.objectiveCFiles.sort()
        return found
    }

    /// A folder's entries, sorted, in two lists: names that are UTF-8, and the others shown
    /// with their bytes escaped (`\xFF`), which no path in a draft or report could name.
    static func entries(of folder: String) -> Result<(names: [String], undecodable: [String]), Unreadable> {
        guard let directory = opendir(folder) else {
            return .failure(Unreadable(reason: String(cString: strerror(errno))))
        }
        defer { closedir(directory) }
        var names: [String] = [], undecodable: [String] = []
        while let entry = readdir(directory) {
            let bytes: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                names.append(name)
            } else if bytes.first != UInt8(ascii: ".") {
                undecodable.append(bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined())
            }
        }
        return .success((names.sorted(), undecodable.sorted()))
    }

    /// What a file of a git tree is to a scan, read as `walk` reads a folder (the same folders
    /// left out: hidden, Pods, Carthage, build folders, tests, project bundles; the same
    /// excludes), for trees read from git, where there is no folder to walk. nil: not read.
    enum TreeRole { case swift, interface, plist, libraryManifest }

    static func role(ofTreePath path: String, excludes: [String]) -> TreeRole? {
        let components = path.split(separator: "/")
        guard let name = components.last, !name.hasPrefix(".") else { return nil }
        let role: TreeRole
        if name.hasSuffix(".swift") {
            if name == "Package.swift" { role = .libraryManifest } else if name.hasSuffix("Tests.swift") { return nil } else { role = .swift }
        } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            role = .interface
        } else if name.hasSuffix(".plist"), name.contains("Info") {
            role = .plist
        } else if name.hasSuffix(".podspec") {
            role = .libraryManifest
        } else {
            return nil
        }
        for folder in components.dropLast() {
            if folder.hasPrefix(".") || folder.hasSuffix(".xcodeproj") || folder.contains("Tests") || skips(folder: folder) { return nil }
        }
        // A library is a library whatever --exclude says of its manifest.
        return role == .libraryManifest || !excluded(path, by: excludes) ? role : nil
    }

    /// A pattern with a `/` is matched against the whole relative path (`*` crosses
    /// folders: `Generated/*` excludes everything below Generated); one without is matched
    /// against each path component (`*.generated.swift`, `Legacy`).
    static func excluded(_ path: String, by patterns: [String]) -> Bool {
        for pattern in patterns where !pattern.isEmpty {
            if pattern.contains("/") {
                var p = pattern
                while p.hasPrefix("./") { p.removeFirst(2) }
                if p.hasSuffix("/") { p += "*" }
                if fnmatch(p, path, 0) == 0 { return true }
            } else {
                for component in path.split(separator: "/") where fnmatch(pattern, String(component), 0) == 0 { return true }
            }
        }
        return false
    }

    struct Target {
        var version: String
        var file: String
        var line: Int
        /// Whether it is the app target's own setting, not the lowest any project file declares.
        var isAppTarget = false
    }

    /// The line of the `IPHONEOS_DEPLOYMENT_TARGET` in the build settings of `configuration`
    /// (an object id) in the project.pbxproj at `file`; 0 when it cannot be found.
    static func line(ofSettingIn configuration: String, file: String, limit: Int) -> Int {
        guard case .success(let data) = SourceScanner.readBounded(file, limit: limit) else { return 0 }
        var inside = false
        for (number, text) in lines(of: data, containing: [configuration, "IPHONEOS_DEPLOYMENT_TARGET"]) {
            let trimmed = text.drop { $0 == "\t" || $0 == " " }
            if trimmed.hasPrefix(configuration + " ") || trimmed.hasPrefix(configuration + "=") {
                inside = trimmed.contains("{")
            } else if inside, trimmed.hasPrefix("IPHONEOS_DEPLOYMENT_TARGET") {
                return number
            }
        }
        return 0
    }

    /// What one project file says, read once: its lowest iOS deployment target (Package.swift
    /// `.iOS(.v15)`, `.iOS(.v16_4)`, `.iOS("15.0")`; project.pbxproj and .xcconfig
    /// `IPHONEOS_DEPLOYMENT_TARGET = 15.0`), and for a project.pbxproj the first
    /// `INFOPLIST_KEY_UIMainStoryboardFile = Main;` (the main storyboard of a target whose
    /// Info.plist Xcode generates), each with its line.
    /// A failure when the file is over `limit` bytes (checked before reading) or unreadable.
    static func settings(root: String, file: String, limit: Int) -> Result<Settings, SourceScanner.Unread> {
        SourceScanner.readBounded(root + "/" + file, limit: limit).map { settings(of: $0, file: file) }
    }

    typealias Settings = (target: Target?, mainStoryboard: (name: String, line: Int)?)

    /// What the bytes of the project file `file` (named for its kind) say.
    static func settings(of data: [UInt8], file: String) -> Settings {
        let pbxproj = file.hasSuffix(".pbxproj")
        var best: (key: [Int], target: Target)?
        var mainStoryboard: (name: String, line: Int)?
        // Only the lines that name a setting are read as text: the needles are found in the
        // bytes first (a large app's 1 MB project.pbxproj took 60 ms as Swift lines).
        let needles = file.hasSuffix("Package.swift") ? [".iOS("] : ["IPHONEOS_DEPLOYMENT_TARGET", "INFOPLIST_KEY_UIMainStoryboardFile"]
        for (index, line) in lines(of: data, containing: needles) {
            // A version validate would refuse (`99999999999999999999.0`, `1.2.3.4.5`) is not one.
            for version in versions(in: line, pbxproj: !file.hasSuffix("Package.swift")) where OSVersion(version) != nil {
                let key = version.split(separator: ".").map { Int($0) ?? 0 }
                let padded = key + Array(repeating: 0, count: max(0, 3 - key.count))
                if best == nil || padded.lexicographicallyPrecedes(best!.key) {
                    best = (padded, Target(version: version, file: file, line: index))
                }
            }
            if pbxproj, mainStoryboard == nil, let range = line.firstRange(of: "INFOPLIST_KEY_UIMainStoryboardFile") {
                let name = line[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\"" }
                    .prefix { $0 != ";" && $0 != "\"" && $0 != " " }
                if !name.isEmpty { mainStoryboard = (String(name), index) }
            }
        }
        return (best?.target, mainStoryboard)
    }

    /// The lines (1-based number, text) holding any of `needles`, in order, each once.
    static func lines(of data: [UInt8], containing needles: [String]) -> [(Int, Substring)] {
        var starts: Set<Int> = []
        data.withUnsafeBytes { buffer in
            for needle in needles {
                ByteSearch.forEachOccurrence(of: Array(needle.utf8), in: buffer) { at in
                    var start = at
                    while start > 0, buffer[start - 1] != 0x0A { start -= 1 }
                    starts.insert(start)
                }
            }
        }
        var result: [(Int, Substring)] = []
        var line = 1, counted = 0
        for start in starts.sorted() {
            line += data[counted..<start].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            counted = start
            let end = data[start...].firstIndex(of: 0x0A) ?? data.count
            result.append((line, Substring(String(decoding: data[start..<end], as: UTF8.self))))
        }
        return result
    }

    /// Project files are read line by line, once: a large app's project.pbxproj passes 8 MB.
    static let maxProjectFileBytes = 64 << 20

    static func versions(in line: Substring, pbxproj: Bool) -> [String] {
        var out: [String] = []
        if pbxproj {
            guard let range = line.firstRange(of: "IPHONEOS_DEPLOYMENT_TARGET"),
                  line[..<range.lowerBound].firstRange(of: "//") == nil else { return [] }
            let rest = line[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\"" }
            let version = rest.prefix { $0.isNumber || $0 == "." }
            if !version.isEmpty { out.append(normalised(String(version))) }
            return out
        }
        var rest = line[...]
        while let range = rest.firstRange(of: ".iOS(") {
            rest = rest[range.upperBound...]
            let inner = rest.drop { $0 == " " }
            if inner.hasPrefix(".v") {
                let digits = inner.dropFirst(2).prefix { $0.isNumber || $0 == "_" }
                if !digits.isEmpty { out.append(normalised(String(digits.replacing("_", with: ".")))) }
            } else if inner.hasPrefix("\"") {
                let version = inner.dropFirst().prefix { $0.isNumber || $0 == "." }
                if !version.isEmpty { out.append(normalised(String(version))) }
            }
        }
        return out
    }

    /// `15` → `15.0`.
    static func normalised(_ version: String) -> String {
        version.contains(".") ? version : version + ".0"
    }
}
