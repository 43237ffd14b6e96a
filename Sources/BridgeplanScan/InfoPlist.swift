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
    /// A watchOS app (`WKApplication`, `WKWatchKitApp`).
    var watchApp = false

    /// nil when the file is not a property list.
    static func read(_ bytes: [UInt8], relativePath: String) -> InfoPlist? {
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
              let dictionary = object as? [String: Any] else { return nil }
        let folder = relativePath.split(separator: "/").dropLast().joined(separator: "/")
        var plist = InfoPlist(folder: folder, relativePath: relativePath)
        plist.mainStoryboard = dictionary["UIMainStoryboardFile"] as? String
        if let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any],
           let configurations = manifest["UISceneConfigurations"] as? [String: Any],
           let roles = configurations["UIWindowSceneSessionRoleApplication"] as? [Any] {
            plist.sceneStoryboard = roles.lazy.compactMap { ($0 as? [String: Any])?["UISceneStoryboardFile"] as? String }.first
        }
        if let ext = dictionary["NSExtension"] as? [String: Any] {
            plist.extensionPoint = ext["NSExtensionPointIdentifier"] as? String ?? "an app extension"
        }
        plist.watchApp = dictionary["WKApplication"] != nil || dictionary["WKWatchKitApp"] != nil
        return plist
    }

    /// The storyboard the app starts from; the scene manifest's wins, as UIKit reads it for scene-based apps.
    var startStoryboard: String? { sceneStoryboard ?? mainStoryboard }

    /// Whether this plist makes its folder a separate app the main app's draft leaves out.
    var isSeparateApp: Bool { extensionPoint != nil || watchApp }
}
