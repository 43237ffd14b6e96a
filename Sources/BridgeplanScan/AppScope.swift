/// Which folders of a tree belong to the app: app extensions, watch apps and a library's
/// sample app are apps of their own, found from their Info.plist, and their folders are left
/// out. `scan` reads a folder this way and `history` each commit's tree.
struct AppScope {
    /// Folders left out, relative to the root, each ending in "/".
    private(set) var leftOut: [String] = []
    /// Those folders, with why each is another app.
    private(set) var separateApps: [(folder: String, why: String)] = []
    /// The plists of the app itself, for where its UI starts.
    private(set) var appPlists: [InfoPlist] = []

    /// `plists`: each Info.plist read, by its path relative to the root. `keeping`: a folder
    /// never left out (with several roots, a root given on purpose). `library`: the nearest
    /// folder above a file that is a library with its own manifest (`Package.swift`, a
    /// `.podspec`), if any.
    init(plists: [(file: String, plist: InfoPlist)], keeping: String? = nil, library: (String) -> String?) {
        var samples: [(plist: InfoPlist, file: String, library: String)] = []
        var apps = 0
        for (file, plist) in plists {
            // A library's sample app (`Local Pods/Kit/Example/Info.plist` beside `Kit.podspec`) is
            // not this app, when this app has a plist of its own (scanning the library itself,
            // its example is the app).
            if plist.isApp, !plist.isSeparateApp, let library = library(file) {
                samples.append((plist, file, library))
                continue
            }
            if plist.isApp, !plist.isSeparateApp { apps += 1 }
            if plist.isSeparateApp, !plist.folder.isEmpty, plist.folder != keeping {
                var parts = file.split(separator: "/").dropLast()
                // `Share/Resources/Info.plist`: the extension is the folder that holds its resources.
                if parts.count > 1, let last = parts.last, Self.resourceFolders.contains(String(last)) { parts = parts.dropLast() }
                let folder = parts.joined(separator: "/")
                leftOut.append(folder + "/")
                let what = plist.extensionPoint.map { "an app extension (\($0))" } ?? (plist.appClip ? "an App Clip" : "a watchOS app")
                separateApps.append((folder, "\(what), per \(plist.relativePath)"))
            } else {
                appPlists.append(plist)
            }
        }
        // An extension's plist kept beside the app's folder (`AdguardExtension/ProTunnelInfo.plist`
        // next to `AdguardExtension/AdguardApp/Info.plist`) does not make the app's folder the
        // extension's: the project's targets say which of its files the app builds.
        let appFolders = appPlists.filter(\.isApp).map(\.relativePath)
        let holdingApp = Set(leftOut.filter { folder in appFolders.contains { $0.hasPrefix(folder) } })
        leftOut.removeAll { holdingApp.contains($0) }
        separateApps.removeAll { holdingApp.contains($0.folder + "/") }
        for sample in samples {
            guard apps > 0 else { appPlists.append(sample.plist); continue }
            let folder = sample.file.split(separator: "/").dropLast().joined(separator: "/")
            leftOut.append(folder + "/")
            separateApps.append((folder, "an app inside the library at \(sample.library)/ (its example or demo), per \(sample.plist.relativePath)"))
        }
    }

    /// Folders an extension keeps its plist in, below the extension's own folder.
    static let resourceFolders: Set<String> = ["Resources", "Supporting Files", "SupportingFiles", "Support", "Config", "Configuration", "Plists"]

    /// Whether `file` (relative to the root) is the app's.
    func keeps(_ file: String) -> Bool { !leftOut.contains { file.hasPrefix($0) } }
}
