import Bridgeplan
import Foundation

/// Which Swift files an Xcode project builds into a target that is not a test, and which
/// storyboards and xibs it copies: code no such target compiles never runs in the app, and
/// its navigation (an old screen or storyboard left in the folder, a test double) must not be
/// drawn. Read with `PropertyListSerialization`, which
/// reads the old text format a `project.pbxproj` is written in.
struct XcodeProject: Equatable {
    /// The folder the project's paths start from (the one holding the `.xcodeproj`), relative
    /// to the scan root; "" for the root itself.
    var folder: String
    /// Swift files a non-test target compiles, relative to the scan root, in lower case: a
    /// Mac's disk ignores case, so `PDFGeneration` in a project builds `PdfGeneration/`.
    var compiled: Set<String> = []
    /// Storyboards and xibs a non-test target copies as resources (each localization of a
    /// variant group), relative to the scan root, in lower case: one the project does not copy
    /// (an old storyboard left beside the live one) is never loaded.
    var copied: Set<String> = []
    /// Synchronized folders (Xcode 16) a non-test target compiles whole, relative to the scan
    /// root, each with the files every such target excepts; in lower case too.
    var compiledFolders: [String: Set<String>] = [:]
    /// Each iOS app target's `IPHONEOS_DEPLOYMENT_TARGET`, per build configuration, with the
    /// configuration object that says it (the target's own, or the project's of the same name
    /// when the target sets none): the app runs on what its app target says, not on what a
    /// library project or a package beside it declares.
    var appDeploymentTargets: [DeploymentSetting] = []

    struct DeploymentSetting: Equatable {
        var version: String
        /// The `XCBuildConfiguration` object whose build settings hold it.
        var configuration: String
    }

    /// The largest project read for its targets: a large app's is 2 MB, and Foundation keeps
    /// every object of it in memory at once (about ten times its size, measured). A
    /// larger one leaves nothing out.
    static let maxBytes = 16 << 20

    /// Whether a non-test target of this project compiles `file` (relative to the scan root).
    func compiles(_ file: String) -> Bool { builds(file, listed: compiled) }

    /// Whether a non-test target of this project copies the storyboard or xib `file`.
    func copies(_ file: String) -> Bool { builds(file, listed: copied) }

    /// Whether `file` is in `listed` or in a synchronized folder a non-test target builds whole.
    private func builds(_ file: String, listed: Set<String>) -> Bool {
        let file = file.lowercased()
        if listed.contains(file) { return true }
        for (folder, excepted) in compiledFolders where file.hasPrefix(folder + "/") && !excepted.contains(file) { return true }
        return false
    }

    /// Whether the project says anything about Swift files: a project that lists none (a
    /// package wrapper, paths it could not place) must not leave the whole app out.
    var isInformative: Bool { !compiled.isEmpty || !compiledFolders.isEmpty }

    /// Whether it says anything about storyboards and xibs, likewise.
    var listsInterfaceFiles: Bool { !copied.isEmpty || !compiledFolders.isEmpty }

    /// Product types of test bundles: their files are tests whichever folder they are in.
    static func isTest(productType: String) -> Bool {
        productType.contains("unit-test") || productType.contains("ui-testing")
    }

    /// The project in `bytes`, read from `projectFile` (`App/App.xcodeproj/project.pbxproj`,
    /// relative to the scan root); nil when it is no project this can read.
    static func read(_ bytes: [UInt8], projectFile: String) -> XcodeProject? {
        guard let root = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any],
              let objects = root["objects"] as? [String: [String: Any]],
              let rootID = root["rootObject"] as? String, let project = objects[rootID],
              let mainGroup = project["mainGroup"] as? String else { return nil }
        var parts = projectFile.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard parts.count >= 2 else { return nil }
        parts.removeLast(2)  // `App.xcodeproj/project.pbxproj`
        var base = parts.joined(separator: "/")
        if let dir = project["projectDirPath"] as? String, !dir.isEmpty { base = join(base, dir) }
        var out = XcodeProject(folder: base)

        // Each group's and file's parent, to build paths from the main group down.
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parent[child] = id }
        }
        var paths: [String: String?] = [:]
        func path(_ id: String, depth: Int = 0) -> String? {
            if let known = paths[id] { return known }
            guard depth < 256, let object = objects[id] else { return nil }
            let own = object["path"] as? String ?? ""
            var found: String?
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                if id == mainGroup { found = join(base, own) }
                else if let p = parent[id], let above = path(p, depth: depth + 1) { found = join(above, own) }
            case "SOURCE_ROOT": found = join(base, own)
            default: found = nil  // absolute, SDK or build-products paths are not in the scanned tree
            }
            let normal = found.flatMap(normalise)
            paths[id] = normal
            return normal
        }

        // A target built only for another platform (a tvOS or watchOS app, a Mac app beside the
        // iOS one): its files are not the iOS app's, unless an iOS target compiles them too.
        func isOtherPlatform(_ target: [String: Any]) -> Bool {
            guard let list = (target["buildConfigurationList"] as? String).flatMap({ objects[$0] }),
                  let configurations = list["buildConfigurations"] as? [String], !configurations.isEmpty else { return false }
            return configurations.allSatisfy { id in
                let settings = objects[id]?["buildSettings"] as? [String: Any] ?? [:]
                let sdk = settings["SDKROOT"] as? String ?? ""
                let platforms = settings["SUPPORTED_PLATFORMS"] as? String ?? ""
                return ["appletvos", "watchos", "macosx", "xros"].contains(sdk) && !platforms.contains("iphoneos")
            }
        }

        // The project's own configurations by name: a target that sets no deployment target
        // inherits the project's.
        var projectConfigurations: [String: String] = [:]
        for id in (project["buildConfigurationList"] as? String).flatMap({ objects[$0]?["buildConfigurations"] as? [String] }) ?? [] {
            if let name = objects[id]?["name"] as? String { projectConfigurations[name] = id }
        }
        func deploymentTarget(of configuration: String) -> DeploymentSetting? {
            let settings = objects[configuration]?["buildSettings"] as? [String: Any]
            guard let raw = settings?["IPHONEOS_DEPLOYMENT_TARGET"] as? String else { return nil }
            let version = raw.prefix { $0.isNumber || $0 == "." }
            guard !version.isEmpty, OSVersion(String(version)) != nil else { return nil }
            return DeploymentSetting(version: FileWalker.normalised(String(version)), configuration: configuration)
        }

        for (targetID, object) in objects where object["isa"] as? String == "PBXNativeTarget" {
            guard !isTest(productType: object["productType"] as? String ?? ""), !isOtherPlatform(object) else { continue }
            if object["productType"] as? String == "com.apple.product-type.application" {
                let list = (object["buildConfigurationList"] as? String).flatMap { objects[$0]?["buildConfigurations"] as? [String] } ?? []
                for id in list {
                    let inherited = (objects[id]?["name"] as? String).flatMap { projectConfigurations[$0] }
                    if let setting = deploymentTarget(of: id) ?? inherited.flatMap(deploymentTarget) { out.appDeploymentTargets.append(setting) }
                }
            }
            for phase in object["buildPhases"] as? [String] ?? [] {
                guard let buildPhase = objects[phase] else { continue }
                switch buildPhase["isa"] as? String {
                case "PBXSourcesBuildPhase":
                    for buildFile in buildPhase["files"] as? [String] ?? [] {
                        guard let ref = objects[buildFile]?["fileRef"] as? String, let file = path(ref), file.hasSuffix(".swift") else { continue }
                        out.compiled.insert(file.lowercased())
                    }
                case "PBXResourcesBuildPhase":
                    for buildFile in buildPhase["files"] as? [String] ?? [] {
                        guard let ref = objects[buildFile]?["fileRef"] as? String else { continue }
                        // A localized storyboard is a variant group of one file per language.
                        let refs = objects[ref]?["isa"] as? String == "PBXVariantGroup" ? objects[ref]?["children"] as? [String] ?? [] : [ref]
                        for id in refs {
                            guard let file = path(id)?.lowercased(), file.hasSuffix(".storyboard") || file.hasSuffix(".xib") else { continue }
                            out.copied.insert(file)
                        }
                    }
                default:
                    break
                }
            }
            // Synchronized folders: every file in them, but those this target excepts.
            for id in object["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                guard let folder = path(id)?.lowercased() else { continue }
                var excepted: Set<String> = []
                for exceptionID in objects[id]?["exceptions"] as? [String] ?? [] {
                    guard let exception = objects[exceptionID], exception["target"] as? String == targetID else { continue }
                    for name in exception["membershipExceptions"] as? [String] ?? [] { if let p = normalise(join(folder, name.lowercased())) { excepted.insert(p) } }
                }
                // A folder two targets compile keeps only what both except.
                out.compiledFolders[folder] = out.compiledFolders[folder].map { $0.intersection(excepted) } ?? excepted
            }
        }
        return out
    }

    private static func join(_ a: String, _ b: String) -> String {
        if b.isEmpty { return a }
        if a.isEmpty || b.hasPrefix("/") { return b }
        return a + "/" + b
    }

    /// `a/./b/../c` as `a/c`; nil for an absolute path or one that climbs out of the scan root.
    static func normalise(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var out: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if out.popLast() == nil { return nil }
            default: out.append(part)
            }
        }
        return out.joined(separator: "/")
    }
}
