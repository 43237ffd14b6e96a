import Bridgeplan

/// Every type of the scanned sources, merged by name across files and extensions, and
/// what the scan knows of UIKit's own classes.
struct TypeIndex {
    struct Function {
        var file: Int
        var facts: FunctionFacts
    }

    struct Info {
        var name: String
        var kind: TypeFacts.Kind
        var inherits: [String] = []
        var generic: String?
        /// Where the primary declaration (not an extension) is, or the first extension.
        var file: Int
        var position: Position
        var properties: [String: (file: Int, facts: PropertyFacts)] = [:]
        var functions: [Function] = []
        var gateUses: [(file: Int, use: GateUse)] = []
        var references: Set<String> = []
        var isMain = false
        /// Declared (not only extended) outside any other type: code anywhere reaches it by
        /// its bare name.
        var isTopLevel = false
        /// Declared once, `private` or `fileprivate`: only the code of its file makes it.
        var isFilePrivate = false
        /// Lines of code across the declaration and its extensions.
        var lines = 0
        /// The views a `WindowGroup` shows, outermost first (`ThemeContainer { RootTabView() }`).
        var windowGroupRoot: (file: Int, views: [String], position: Position)?
        var overlayWindows: Set<String> = []
    }

    /// What a view controller class is, by its nearest known ancestor.
    enum ControllerKind: Hashable {
        case screen, hosting, navigation, tabBar, split, pager
        /// A system controller (UIAlertController, SFSafariViewController, …): not a screen.
        case system(String)
    }

    static let uikitControllers: [String: ControllerKind] = [
        "UIViewController": .screen, "UITableViewController": .screen, "UICollectionViewController": .screen,
        "UIInputViewController": .screen,
        "UIHostingController": .hosting,
        "UINavigationController": .navigation, "UITabBarController": .tabBar,
        "UISplitViewController": .split, "UIPageViewController": .pager,
    ]

    /// Base classes of common view controller libraries, by what they are: a side menu is a
    /// navigation controller; pagers (Pageboy, Tabman, XLPagerTabStrip, Parchment) are screens
    /// with their own UI (bars, buttons, presentations) that embed their pages; form, chat and
    /// node-based controllers are screens, as is Tempura's controller with a local state (its
    /// `ViewController<V>` is known by its name).
    static let libraryControllers: [String: ControllerKind] = [
        "SideMenuNavigationController": .navigation,
        "FormViewController": .screen, "MessagesViewController": .screen, "ASDKViewController": .screen,
        "ASViewController": .screen, "SLKTextViewController": .screen, "ViewControllerWithLocalState": .screen,
    ].merging(libraryPagers.map { ($0, .screen) }) { a, _ in a }

    static let libraryPagers = UIKitClass.libraryPagers

    /// A subclass of a paging library's controller (the library itself is not in the sources).
    func isLibraryPager(_ name: String) -> Bool { libraryPager(of: name) != nil }

    /// The paging library's class `name` subclasses, if any.
    func libraryPager(of name: String) -> String? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if Self.libraryPagers.contains(current), types[current]?.kind != .class { return current }
            guard let info = types[current], info.kind == .class, let superclass = info.inherits.first else { return nil }
            current = superclass
        }
        return nil
    }

    static let systemControllers: Set<String> = [
        "UIAlertController", "UIActivityViewController", "UIImagePickerController", "SFSafariViewController",
        "MFMailComposeViewController", "MFMessageComposeViewController", "PHPickerViewController",
        "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "QLPreviewController",
        "AVPlayerViewController", "CNContactViewController", "CNContactPickerViewController",
        "UIReferenceLibraryViewController", "UIVideoEditorController", "UIColorPickerViewController",
        "UIFontPickerViewController", "UICloudSharingController", "SKStoreProductViewController", "UISearchController",
        "EKEventEditViewController", "EKEventViewController", "UIPrintInteractionController",
    ]

    /// System controllers that are never screens: alerts and action sheets, search controllers.
    static let alertLike: Set<String> = ["UIAlertController", "UISearchController"]

    static let cellClasses: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
        "UICollectionViewListCell",
    ]

    private(set) var types: [String: Info] = [:]
    /// Coordinator type names, and the coordinators conforming to each protocol.
    private(set) var coordinatorNames: Set<String> = []
    private(set) var conformers: [String: [String]] = [:]
    /// Type names in a stable order: by file, then position.
    private(set) var order: [String] = []
    /// Each declared class's controller kind, every inheritance chain walked once (a walk per
    /// question was quadratic in a chain's depth: 5,000 classes in one chain took 16 s).
    private var kinds: [String: ControllerKind?] = [:]
    /// Classes visited while working out every class's kind: each at most once, as the memo
    /// keeps what a walk passed (a walk per class made a 5,000-deep chain take 16 s). Tests
    /// hold it against the number of classes.
    private(set) var kindWalkSteps = 0
    let files: [FileFacts]

    init(_ files: [FileFacts]) {
        self.files = files
        for (f, file) in files.enumerated() {
            for type in file.types {
                let name = type.kind == .file ? "" : type.name
                if types[name] == nil {
                    types[name] = Info(name: name, kind: type.kind, file: f, position: type.position)
                    order.append(name)
                }
                var info = types[name]!
                if type.kind != .extension {
                    let first = info.kind == .extension || (info.file == f && info.position == type.position)
                    info.isFilePrivate = first && type.isFilePrivate
                }
                if info.kind == .extension, type.kind != .extension {
                    // The primary declaration: its kind, position and superclass lead.
                    info.kind = type.kind
                    info.file = f
                    info.position = type.position
                    info.inherits = type.inherits + info.inherits.filter { !type.inherits.contains($0) }
                    info.generic = type.inheritedGeneric ?? info.generic
                } else {
                    for base in type.inherits where !info.inherits.contains(base) { info.inherits.append(base) }
                    if info.generic == nil { info.generic = type.inheritedGeneric }
                }
                for property in type.properties where info.properties[property.name] == nil {
                    info.properties[property.name] = (f, property)
                }
                info.functions += type.functions.map { Function(file: f, facts: $0) }
                info.gateUses += type.gateUses.map { (f, $0) }
                info.references.formUnion(type.references)
                info.overlayWindows.formUnion(type.overlayWindows)
                if type.isMain { info.isMain = true }
                if type.kind != .extension, !type.isNested { info.isTopLevel = true }
                info.lines += type.lines
                if info.windowGroupRoot == nil, let root = type.windowGroupRoot { info.windowGroupRoot = (f, root.views, root.position) }
                types[name] = info
            }
        }
        order.sort { a, b in
            let x = types[a]!, y = types[b]!
            return (x.file, x.position, x.name) < (y.file, y.position, y.name)
        }
        // A stored property declared without a value takes the first one its initialiser
        // assigns (`self.pages = [a, b]` in `init`): what the type holds from the start.
        for name in order {
            var info = types[name]!
            var changed = false
            for function in info.functions where function.facts.name == "init" {
                for event in function.facts.events where event.branches.isEmpty {
                    let assigned: (property: String, value: Expr)
                    switch event.kind {
                    case .bind(let property, let value): assigned = (property, value)
                    // `self.viewControllers = [a, b]` is read as a container's children too.
                    case .setViewControllers(nil, let items, false): assigned = ("viewControllers", .array(items))
                    default: continue
                    }
                    guard let declared = info.properties[assigned.property], declared.facts.value == nil else { continue }
                    info.properties[assigned.property]!.facts.value = assigned.value
                    changed = true
                }
            }
            if changed { types[name] = info }
        }
        for name in order {
            guard let info = types[name], info.kind == .class || info.kind == .struct || info.kind == .actor,
                  info.properties["childCoordinators"] != nil, info.functions.contains(where: { $0.facts.name == "start" }) else { continue }
            coordinatorNames.insert(name)
        }
        var memo: [String: ControllerKind?] = [:]
        for name in order where types[name]!.kind == .class && memo[name] == nil {
            let (kind, path) = walk(name, known: memo)
            kindWalkSteps += path.count
            for member in path { memo[member] = kind }
        }
        kinds = memo
        markNavigationWrappers()
        for name in order where coordinatorNames.contains(name) {
            var protocols: [String] = []
            for base in types[name]!.inherits {
                protocols.append(base)
                if let proto = types[base], proto.kind == .protocol { protocols += proto.inherits }
            }
            for proto in Set(protocols) { conformers[proto, default: []].append(name) }
        }
    }

    /// A view controller made around a root (`init(rootViewController:)`) that holds a
    /// navigation controller of its own and forwards to it is a navigation stack, not a screen:
    /// `NavigationController(rootViewController: x)` puts x in a stack, and the pushes it
    /// forwards belong to whoever asks for them. Its subclasses are stacks too.
    private mutating func markNavigationWrappers() {
        var wrappers: Set<String> = []
        for name in order where kinds[name] == .some(.screen) {
            guard let info = types[name], info.kind == .class,
                  info.functions.contains(where: { $0.facts.name == "init" && $0.facts.signature.contains("rootViewController:") }) else { continue }
            let holdsStack = info.properties.values.contains { property in
                var type = property.facts.type
                if type == nil, case .construct(let made, _, _, _)? = property.facts.value { type = made }
                return type.map { controllerKind($0) == .navigation } ?? false
            }
            if holdsStack { wrappers.insert(name) }
        }
        guard !wrappers.isEmpty else { return }
        for name in order where kinds[name] == .some(.screen) {
            var current: String? = name
            var seen: Set<String> = []
            while let c = current, seen.insert(c).inserted, types[c]?.kind == .class {
                if wrappers.contains(c) { kinds[name] = .navigation; break }
                current = types[c]?.inherits.first
            }
        }
    }

    subscript(name: String) -> Info? { types[name] }

    /// Whether `name`, written bare, is the app's own type rather than SwiftUI's (`Tab`,
    /// `Group`, `TabView`): only a type declared at top level hides SwiftUI's. An `enum Tab`
    /// nested in a model, or an extension of SwiftUI's `Tab`, leaves `Tab(value:) { … }` in a
    /// `TabView` SwiftUI's.
    func hidesSwiftUI(_ name: String) -> Bool { types[name]?.isTopLevel ?? false }

    var declaredNames: Set<String> { Set(types.keys) }

    /// The controller kind of a class, through its superclasses in the sources, down to a
    /// UIKit class the scan knows. nil for anything that is not a view controller. Asked for
    /// every value the scan meets: the sources' own classes are answered from `kinds`.
    func controllerKind(_ name: String) -> ControllerKind? {
        if let known = kinds[name] { return known }
        return walk(name, known: [:]).kind
    }

    /// The walk from `name` up its superclasses: the kind, and the declared classes passed on
    /// the way (which all have that kind); it stops early at a class `known` already has.
    private func walk(_ name: String, known: [String: ControllerKind?]) -> (kind: ControllerKind?, path: [String]) {
        var current = name
        var path: [String] = []
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if let kind = known[current] { return (kind, path) }
            if let info = types[current], info.kind == .class {
                // A class declared in the sources: follow its superclass (the first inherited name).
                path.append(current)
                guard let superclass = info.inherits.first else { return (nil, path) }
                if superclass == current {
                    // `class FormViewController: Eureka.FormViewController`: a known library's
                    // class of that name, not itself. (Delta's `GameViewController:
                    // DeltaCore.GameViewController` stays unknown: taking it by its name made an
                    // external display's window the app's root.)
                    return (Self.uikitControllers[current] ?? Self.libraryControllers[current], path)
                }
                if Self.systemControllers.contains(superclass), types[superclass]?.kind != .class {
                    // An alert or search controller subclass is still an alert or a search bar, not a
                    // screen; any other subclass of a system controller is the app's own screen (kept in UIKit).
                    return (Self.alertLike.contains(superclass) ? .system(superclass) : .screen, path)
                }
                current = superclass
                continue
            }
            if let kind = Self.uikitControllers[current] ?? Self.libraryControllers[current] { return (kind, path) }
            if Self.systemControllers.contains(current) { return (.system(current), path) }
            // A superclass from a package or framework the scan does not read (`LoopKitUI`'s
            // `ChartsTableViewController`), or declared in Objective-C: its name says what it is.
            if !path.isEmpty, types[current] == nil || types[current]?.kind == .extension, let kind = Self.kind(named: current) { return (kind, path) }
            // One whose name says nothing (`ChatsViewController: SweetTableController`) is a
            // view controller when a class below it implements a view controller's lifecycle.
            // (Not Foundation's or UIKit's other classes: a presenter on `NSObject` may have its
            // own `viewDidLoad()` that its screen calls.)
            if !path.isEmpty, types[current] == nil || types[current]?.kind == .extension, !current.hasPrefix("NS"), !current.hasPrefix("UI"),
               path.contains(where: implementsViewLifecycle) {
                return (.screen, path)
            }
            return (nil, path)
        }
        return (nil, path)
    }

    /// Methods only a `UIViewController` subclass overrides.
    static let viewLifecycle: Set<String> = ["loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)"]

    private func implementsViewLifecycle(_ type: String) -> Bool {
        types[type]?.functions.contains { Self.viewLifecycle.contains($0.facts.signature) } ?? false
    }

    /// The kind a controller class's name gives: `…NavigationController`, `…TabBarController`,
    /// `…SplitViewController`, `…HostingController`, else `…ViewController`.
    static func kind(named name: String) -> ControllerKind? {
        if name.hasSuffix("NavigationController") { return .navigation }
        if name.hasSuffix("TabBarController") { return .tabBar }
        if name.hasSuffix("SplitViewController") { return .split }
        if name.hasSuffix("HostingController") { return .hosting }
        if name.hasSuffix("ViewController") { return .screen }
        return nil
    }

    static func isKnownController(_ name: String) -> Bool {
        uikitControllers[name] != nil || systemControllers.contains(name)
    }

    /// A subclass of a system controller (AVPlayerViewController, …): kept in UIKit.
    func subclassesSystemController(_ name: String) -> String? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted, let info = types[current], info.kind == .class {
            guard let superclass = info.inherits.first else { return nil }
            if Self.systemControllers.contains(superclass) { return superclass }
            current = superclass
        }
        return nil
    }

    func isCell(_ name: String) -> Bool { descends(name, fromAnyOf: Self.cellClasses) }

    /// `type` and its superclasses, nearest first, through the classes (and extended classes)
    /// the sources declare; the last may be one they do not declare (`UIViewController`).
    func superclassChain(_ type: String) -> [String] {
        var out: [String] = []
        var current = type
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            out.append(current)
            guard let info = types[current], info.kind == .class || info.kind == .extension, let superclass = info.inherits.first,
                  types[superclass]?.kind != .protocol else { break }
            current = superclass
        }
        return out
    }

    /// A custom transition's animator (`UIViewControllerAnimatedTransitioning`, interactive
    /// transitioning) or a `UIPresentationController` subclass: its own class or a superclass.
    func takesPartInTransitions(_ name: String) -> Bool {
        superclassChain(name).contains { types[$0]?.inherits.contains(where: Self.transitionRoles.contains) ?? false }
    }

    static let transitionRoles: Set<String> = [
        "UIPresentationController", "UIViewControllerAnimatedTransitioning", "UIViewControllerInteractiveTransitioning",
        "UIPercentDrivenInteractiveTransition",
    ]

    /// Whether the class is one of `classes` or inherits from one, through declared classes.
    func descends(_ name: String, fromAnyOf classes: Set<String>) -> Bool {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if classes.contains(current) { return true }
            guard let info = types[current], info.kind == .class, let superclass = info.inherits.first else { return false }
            current = superclass
        }
        return false
    }

    /// A SwiftUI view: a struct (or class) declared `: View`.
    func isView(_ name: String) -> Bool {
        guard let info = types[name], info.kind == .struct || info.kind == .class || info.kind == .enum else { return false }
        if info.inherits.contains("View") { return true }
        // An app's protocol that refines View (`protocol BaseView: View`, `struct Settings: BaseView`).
        if info.inherits.contains(where: { refinesView($0, depth: 0) }) { return true }
        // A library's protocol that refines View (`struct MovieDetail: ConnectedView`, SwiftUIFlux's,
        // whose body is `body(props:)`): a value type conforming to an undeclared `…View` protocol.
        return info.kind != .class && info.inherits.contains { base in
            base.hasSuffix("View") && types[base] == nil && !base.hasPrefix("UI") && TypeIndex.uikitControllers[base] == nil
        }
    }

    /// Whether `name` is a protocol the app declares that refines `View`, directly or through
    /// its own protocols.
    private func refinesView(_ name: String, depth: Int) -> Bool {
        guard depth < 8, let info = types[name], info.kind == .protocol else { return false }
        return info.inherits.contains("View") || info.inherits.contains { refinesView($0, depth: depth + 1) }
    }

    /// The SwiftUI Apps declared `@main`, in source order.
    var mainApps: [String] { order.filter { types[$0]?.isMain == true && types[$0]?.inherits.contains("App") == true } }

    /// The SwiftUI `@main App`, the first in source order when there are several. A `@main`
    /// launcher that is neither an App nor an app delegate (`static func main() { isTestRun() ?
    /// TestApp.main() : iOSApp.main() }`) chooses one at run time: the app's is the first App
    /// whose `WindowGroup` shows a view (a test stand-in's is empty).
    var mainApp: String? {
        if let app = mainApps.first { return app }
        guard let launcher = order.first(where: { types[$0]?.isMain == true }), !isAppDelegate(launcher) else { return nil }
        return order.first { types[$0]?.inherits.contains("App") == true && types[$0]?.windowGroupRoot != nil }
    }

    /// A SwiftUI view that wraps a UIKit controller (`struct Safari: UIViewControllerRepresentable`).
    func isRepresentable(_ name: String) -> Bool {
        guard let info = types[name], info.kind == .struct || info.kind == .class else { return false }
        return info.inherits.contains("UIViewControllerRepresentable")
    }

    /// A coordinator: a class or struct with a `childCoordinators` property and a `start()` method.
    func isCoordinator(_ name: String) -> Bool { coordinatorNames.contains(name) }

    /// A UIHostingController subclass generic over its view (`DismissibleHostingController<Content>`):
    /// the view is chosen where it is made, so the class itself is no screen.
    func isGenericHost(_ name: String) -> Bool {
        guard controllerKind(name) == .hosting, name != "UIHostingController" else { return false }
        // A hosting class of a package the scan does not read (`DismissibleHostingController`): its view is the `rootView:` given.
        guard let info = types[name] else { return true }
        guard let view = info.generic else { return true }
        // `UIHostingController<AnyView>`: a concrete class whose content is erased, a screen of its own.
        return view != "AnyView" && types[view] == nil
    }

    /// An app or scene delegate: a type adopting `UIApplicationDelegate`, `UIWindowSceneDelegate` or `UISceneDelegate`.
    func isAppDelegate(_ name: String) -> Bool {
        types[name]?.inherits.contains { $0 == "UIApplicationDelegate" || $0 == "UIWindowSceneDelegate" || $0 == "UISceneDelegate" } ?? false
    }

    /// Coordinators that conform to a protocol directly or through one protocol in between.
    func coordinators(conformingTo proto: String) -> [String] { conformers[proto] ?? [] }

    func functions(_ type: String, named name: String) -> [Function] {
        types[type]?.functions.filter { $0.facts.name == name } ?? []
    }

    /// Whether a call with these argument labels (`_` for none) can call the function of this
    /// signature (`present(flow:dismissableOnSwipe:)`): every label the call writes is one of the
    /// function's. `present(vc, animated: true)` is UIKit's method, never an app extension's
    /// `present(flow:)`.
    static func labels(_ labels: [String], fit signature: String) -> Bool {
        guard let open = signature.firstIndex(of: "("), let close = signature.lastIndex(of: ")"), open < close else { return true }
        let declared = signature[signature.index(after: open)..<close].split(separator: ":").map(String.init)
        return labels.allSatisfy { $0 == "_" || declared.contains($0) }
    }

    /// The functions named `name` that an instance of `type` runs: its own, else its nearest
    /// superclass's in the sources, else an app extension of UIKit's controller classes
    /// (`extension UIViewController { func openURL(…) }`); with the type that declares them.
    func inheritedFunctions(_ type: String, named name: String) -> (owner: String, functions: [Function])? {
        var current = type
        var seen: Set<String> = []
        while seen.insert(current).inserted, let info = types[current] {
            let found = info.functions.filter { $0.facts.name == name }
            if !found.isEmpty { return (current, found) }
            guard info.kind == .class || info.kind == .extension, let superclass = info.inherits.first else { break }
            current = superclass
        }
        guard controllerKind(type) != nil else { return nil }
        for base in ["UITableViewController", "UICollectionViewController", "UIViewController"] where types[base]?.kind == .extension {
            let found = functions(base, named: name)
            if !found.isEmpty { return (base, found) }
        }
        return nil
    }

    /// The defaults named `name` in extensions of the protocols `type` or its superclasses adopt
    /// (`extension ParentWithSidebar { func add(controller:) { addChild(controller) … } }`).
    /// Containment helpers only: a call resolved to a protocol default would give its edges to
    /// every adopter.
    func protocolDefaults(_ type: String, named name: String) -> [Function] {
        var protocols = superclassChain(type).flatMap { types[$0]?.inherits ?? [] }
        var visited: Set<String> = []
        while !protocols.isEmpty {
            let proto = protocols.removeFirst()
            guard visited.insert(proto).inserted, let info = types[proto], info.kind == .protocol else { continue }
            let found = info.functions.filter { $0.facts.name == name }
            if !found.isEmpty { return found }
            protocols += info.inherits
        }
        return []
    }
}
