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

    /// `plists`: each Info.plist read, by its path relative to the root. `appProjects`: the
    /// `project.pbxproj` files with an iOS app target. `keeping`: a folder never left out (with
    /// several roots, a root given on purpose). `library`: the nearest folder above a file that
    /// is a library with its own manifest (`Package.swift`, a `.podspec`), if any.
    init(plists: [(file: String, plist: InfoPlist)], appProjects: [String] = [], keeping: String? = nil, library: (String) -> String?) {
        var samples: [(plist: InfoPlist, file: String, library: String)] = []
        // An app target of a project outside every library is the app, whatever its plists say
        // (a SwiftUI app's Info.plist is often generated from build settings, so there is none).
        var apps = appProjects.contains { library($0) == nil } ? 1 : 0
        // A library's own Xcode project with an app target (`Libraries/QRCode/Demo/Demo.xcodeproj`
        // in a vendored package) builds its demo: every file under the project's folder.
        var demos: [(folder: String, project: String, library: String)] = []
        for project in Set(appProjects).sorted() {
            guard let library = library(project) else { continue }
            let folder = project.split(separator: "/").dropLast(2).joined(separator: "/")
            if folder != keeping { demos.append((folder, project, library)) }
        }
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
        guard apps > 0 else {
            appPlists += samples.map(\.plist)
            return
        }
        for demo in demos where !demos.contains(where: { demo.folder.hasPrefix($0.folder + "/") }) {
            // What the demo's folder holds goes with it, its extensions too.
            leftOut.removeAll { $0.hasPrefix(demo.folder + "/") }
            separateApps.removeAll { ($0.folder + "/").hasPrefix(demo.folder + "/") }
            leftOut.append(demo.folder + "/")
            separateApps.append((demo.folder, "an app inside the library at \(demo.library)/ (its example or demo), per \(demo.project)"))
        }
        for sample in samples {
            let folder = sample.file.split(separator: "/").dropLast().joined(separator: "/")
            guard keeps(sample.file) else { continue }
            leftOut.append(folder + "/")
            separateApps.append((folder, "an app inside the library at \(sample.library)/ (its example or demo), per \(sample.plist.relativePath)"))
        }
    }

    /// Folders an extension keeps its plist in, below the extension's own folder.
    static let resourceFolders: Set<String> = ["Resources", "Supporting Files", "SupportingFiles", "Support", "Config", "Configuration", "Plists"]

    /// Whether `file` (relative to the root) is the app's.
    func keeps(_ file: String) -> Bool { !leftOut.contains { file.hasPrefix($0) } }
}
