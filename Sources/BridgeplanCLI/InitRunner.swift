import Bridgeplan
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

extension Runner {
    public static let defaultInventoryPath = "inventory.yaml"

    /// Writes the starter inventory to `path` (atomically). An existing file is kept unless
    /// `force`: exit 2 with a message.
    public static func initInventory(path: String = defaultInventoryPath, force: Bool = false) -> CommandOutput {
        var output = CommandOutput()
        let kind = PathKind(path)
        let exists = kind != .missing
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
        if kind.isDirectory {
            output.stderr = "error: \(path) is a directory; give the path of the inventory file to create, e.g. \(path)/\(defaultInventoryPath)\n"
            output.exitCode = ExitStatus.unusable
            return output
        }
        if exists || isLink, !force {
            output.stderr = "error: \(path) already exists; bridgeplan init does not overwrite it (use --force to replace it, or give another path)\n"
            output.exitCode = ExitStatus.unusable
            return output
        }
        do {
            try AtomicWriter.write(starterInventory, to: path, replace: force)
        } catch {
            output.stderr = "error: \(error.message)\n"
            output.exitCode = ExitStatus.unusable
            return output
        }
        let directory = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
        let schemaPath = directory.isEmpty || directory == "." ? "bridgeplan.schema.json" : "\(directory)/bridgeplan.schema.json"
        output.stderr = """
        wrote \(path): a starter inventory to edit into your app's UI
        next: bridgeplan validate \(path)    (then: bridgeplan plan \(path))
        editor completion: bridgeplan schema > \(schemaPath)    (its first line points there)

        """
        return output
    }

    /// The starter: a tab bar with two navigation stacks, a modal, an embedded child,
    /// coordinators and a roadmap. It validates without errors or warnings (tested).
    public static let starterInventory = """
    # yaml-language-server: $schema=bridgeplan.schema.json
    # A Bridgeplan inventory: the UI of your iOS app, from which Bridgeplan plans its move
    # from UIKit to SwiftUI. Replace this example with your app, then run
    #   bridgeplan validate inventory.yaml    schema, references and lint rules, file:line:column
    #   bridgeplan plan inventory.yaml        the staged migration plan (Markdown; --format json)
    #   bridgeplan dump inventory.yaml        this file with every default filled in
    # Every key and default: `bridgeplan dump` on this file fills them in, and
    # docs/inventory.md in Bridgeplan's repository explains them.
    # The first line gives editors the schema
    # (create it with `bridgeplan schema > bridgeplan.schema.json`).
    version: 1

    app:
      name: MyApp
      deployment_target: "15.0"          # quote versions: a bare 15.10 is the number 15.1
      target_roadmap:                    # planned raises of the deployment target
        - version: "16.0"
          note: "once iOS 15 is a small share of sessions"
      root: MainTabs                     # the window's root: a container or a screen

    policy:
      full_rewrite_max_screens: 4        # at most this many screens: one whole-app rewrite (default 8)
      max_effort_per_stage: 40           # stages above this many effort points are split (default 40)

    # Containers: tab-bar (tabs), navigation (root), split (columns), pager (pages).
    containers:
      - id: MainTabs
        kind: tab-bar                    # a UITabBarController
        framework: uikit                 # uikit (default) | swiftui
        tabs: [HomeNav, SettingsNav]
        coordinator: AppCoordinator
      - id: HomeNav
        kind: navigation                 # a UINavigationController
        root: Home
        coordinator: HomeCoordinator
      - id: SettingsNav
        kind: navigation
        root: Settings

    # Screens: one view controller each. Ids are unique across containers and screens.
    screens:
      - id: Home
        push: [ItemDetail]               # pushed onto this screen's stack
        embed:
          - target: PromoBanner          # a child view controller
            containment: full            # addChild, add the view, didMove(toParent:) (default)
            removal: none                # never removed (default)
            in: view                     # view (default) | cell | header
        needs: [task]                    # SwiftUI APIs it will need: `bridgeplan gates` lists them
        effort: 3                        # relative cost of its rewrite (default 1)
      - id: ItemDetail
        effort: 2
      - id: PromoBanner
        framework: swiftui               # already SwiftUI, in a hosting controller
      - id: Settings
        present:
          - { target: About, style: sheet }    # a modal: sheet (default) | full-screen | popover
        source: storyboard               # code (default) | storyboard | xib
      - id: About
        needs: [environment-dismiss]

    # Coordinators: who starts each flow. View controllers hold them weakly.
    coordinators:
      - id: AppCoordinator
        owns: MainTabs
      - id: HomeCoordinator
        parent: AppCoordinator
        owns: HomeNav
        view_controller_reference: weak  # weak (default) | strong (a cycle if the coordinator also holds it)
        removed_on_finish: true          # removed from its parent when done (default)

    """
}
