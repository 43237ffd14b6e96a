import Bridgeplan
import Foundation

/// What an app's or an extension's Info.plist says about where its UI starts.
struct InfoPlist: Sendable {
    /// The folder the plist is in, relative to the scanned folder ("" for the folder itself).
    var folder: String
    var relativePath: String
    /// `UIMainStoryboardFile`.
    var mainStoryboard: String?
    /// `UIApplicationSceneManifest` → `UISceneConfigurations` →
    /// `UIWindowSceneSessionRoleApplication` → `UISceneStoryboardFile`.
    var sceneStoryboard: String?
    /// `NSExtension` → `NSExtensionPointIdentifier` (`com.apple.share-services`, …): an app
    /// extension, which is an app of its own.
    var extensionPoint: String?
    /// `NSExtension` → `NSExtensionPrincipalClass`, without its module (`$(PRODUCT_MODULE_NAME).`):
    /// the controller the system makes when the extension opens.
    var extensionPrincipalClass: String?
    /// `NSExtension` → `NSExtensionMainStoryboard`: the storyboard whose initial scene it opens on.
    var extensionStoryboard: String?
    /// A watchOS app (`WKApplication`, `WKWatchKitApp`).
    var watchApp = false
    /// An App Clip (`NSAppClip`): a small app of its own, with its own `@main` and first screen.
    var appClip = false
    /// `UILaunchStoryboardName`: the launch screen, a still image and not a screen of the app.
    var launchStoryboard: String?

    /// An Info.plist is a few kilobytes; 1 MB is generous.
    static let maxBytes = 1 << 20

    /// A failure when the file is a binary property list or not a property list at all.
    ///
    /// Binary plists are refused unread: their objects can share references, and Foundation
    /// expands every shared array again (a 411-byte file cost 925 MB). Xcode keeps Info.plist
    /// as XML in the source tree; XML and the old text format cannot share, so they read in
    /// time linear in their size.
    static func read(_ bytes: [UInt8], relativePath: String) -> Result<InfoPlist, SourceScanner.Unread> {
        if bytes.starts(with: Array("bplist".utf8)) {
            return .failure(SourceScanner.Unread(reason: "a binary property list, which this reader refuses (Xcode writes Info.plist as XML; `plutil -convert xml1` converts one)"))
        }
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
              let dictionary = object as? [String: Any] else {
            return .failure(SourceScanner.Unread(reason: "not a property list with a dictionary at its root"))
        }
        let folder = relativePath.split(separator: "/").dropLast().joined(separator: "/")
        var plist = InfoPlist(folder: folder, relativePath: relativePath)
        plist.mainStoryboard = dictionary["UIMainStoryboardFile"] as? String
        plist.launchStoryboard = dictionary["UILaunchStoryboardName"] as? String
        if let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any],
           let configurations = manifest["UISceneConfigurations"] as? [String: Any],
           let roles = configurations["UIWindowSceneSessionRoleApplication"] as? [Any] {
            plist.sceneStoryboard = roles.lazy.compactMap { ($0 as? [String: Any])?["UISceneStoryboardFile"] as? String }.first
        }
        if let ext = dictionary["NSExtension"] as? [String: Any] {
            plist.extensionPoint = ext["NSExtensionPointIdentifier"] as? String ?? "an app extension"
            plist.extensionPrincipalClass = (ext["NSExtensionPrincipalClass"] as? String)?.split(separator: ".").last.map(String.init)
            plist.extensionStoryboard = ext["NSExtensionMainStoryboard"] as? String
        }
        plist.watchApp = dictionary["WKApplication"] != nil || dictionary["WKWatchKitApp"] != nil
        plist.appClip = dictionary["NSAppClip"] != nil
        return .success(plist)
    }

    /// The same plist read at another path (the same file in another commit's tree).
    func at(_ path: String) -> InfoPlist {
        var moved = self
        moved.relativePath = path
        moved.folder = path.split(separator: "/").dropLast().joined(separator: "/")
        return moved
    }

    /// The storyboard the app starts from; the scene manifest's wins, as UIKit reads it for scene-based apps.
    var startStoryboard: String? { sceneStoryboard ?? mainStoryboard }

    /// An app's plist (it names where the UI starts), not a framework's or a test bundle's.
    var isApp: Bool { startStoryboard != nil || launchStoryboard != nil }

    /// Whether this plist makes its folder a separate app the main app's draft leaves out.
    var isSeparateApp: Bool { extensionPoint != nil || watchApp || appClip }
}

/// The project readers on bytes, for the fuzz target: an Info.plist, a project.pbxproj, an
/// .xcconfig or a Package.swift, by the name given. A line of what was read.
public enum ProjectFileReaders {
    public static func read(_ bytes: [UInt8], named name: String) -> String {
        if name.hasSuffix(".plist") {
            switch InfoPlist.read(bytes, relativePath: name) {
            case .success(let plist): return "plist \(plist.startStoryboard ?? "-") \(plist.isSeparateApp)"
            case .failure(let why): return "refused \(why.reason)"
            }
        }
        let settings = FileWalker.settings(of: bytes, file: name)
        if let version = settings.target?.version { precondition(OSVersion(version) != nil, "a target validate refuses: \(version)") }
        return "\(settings.target?.version ?? "-") \(settings.mainStoryboard?.name ?? "-")"
    }
}
