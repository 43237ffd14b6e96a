import Bridgeplan

/// The second pass: resolves names across files, runs the containment checks per function
/// body, and builds the draft inventory. Sequential and deterministic: files are in path
/// order, types by file and position, events in source order.
struct Resolver {
    /// The steps one top-level `eval` may take (see there); shared by the copies of a resolver.
    static let evalStepLimit = 4_096
    let evalSteps = StepBudget()

    final class StepBudget {
        var left = 0
        /// Takes a step; false when none is left.
        func take() -> Bool {
            guard left > 0 else { return false }
            left -= 1
            return true
        }
    }

    /// What an expression evaluates to, as far as names tell.
    indirect enum Value: Hashable {
        /// An instance of a named class or struct (a screen, a coordinator, a container subclass).
        case instance(String)
        /// A hosting controller: the SwiftUI view it shows, and its class.
        case hosting(view: String?, type: String)
        /// A navigation controller: its root screen when known.
        case navigation(root: String?, type: String)
        /// The navigation controller handed to a coordinator (`AppCoordinator(navigationController: nav)`).
        case coordinatorNavigation(String)
        /// A plain UITabBarController / UISplitViewController / UIPageViewController made in code; id given.
        case plainContainer(kind: ContainerKind, id: String)
        /// `navigationController`, `tabBarController`, `splitViewController` of self.
        case implicitContainer(String)
        /// An array's elements (`let tabs = [a, b]`, `tabs.map { … }`).
        case list([Value])
        /// A storyboard (`UIStoryboard(name: "Main", bundle: nil)`), by name.
        case storyboard(String)
        /// A screen or container the draft already has (a storyboard scene), by id.
        case known(String)
        case unknown(String)
    }

    struct Place: Hashable {
        var file: Int
        var position: Position
    }

    struct ScreenDraft {
        var id: String
        var framework: Framework = .uikit
        var place: Place
        var description: String
        var push: [String] = []
        var present: [(target: String, style: PresentationStyle)] = []
        var embeds: [EmbedDraft] = []
        /// Each gate the screen needs, with its note and the non-screen type (a part, a modifier)
        /// whose code uses it, nil for the screen's own.
        var needs: [(gate: String, note: String, part: String?)] = []
        var coordinator: String?
        var keepUIKit = false
        var source: ScreenSource = .code
        /// Effort points from the size of the screen's code, and the lines counted.
        var effort = 1
        var lines = 0
    }

    /// Effort points for a screen of this many lines: one per started 100 lines of its own
    /// code, at least 1 and at most 20. The README states the same formula.
    static func effort(lines: Int) -> Int { min(20, max(1, (lines + 99) / 100)) }

    struct EmbedDraft {
        var target: String
        var containment: Containment
        var removal: Removal
        var place: EmbedPlace
        var at: Place
    }

    struct ContainerDraft {
        var id: String
        var kind: ContainerKind
        var children: [String] = []
        var embeds: [EmbedDraft] = []
        var coordinator: String?
        var place: Place
        var description: String
        var framework: Framework = .uikit
    }

    struct CoordinatorDraft {
        var id: String
        var parent: String?
        var owns: String?
        var reference: ReferenceStrength = .weak
        var removedOnFinish = true
        var place: Place
    }

    let index: TypeIndex
    let catalog: GateCatalog
    /// Every matched gate goes into `needs` (`--all-gates`).
    var allGates = false
    /// Screens and findings only, without the value-flow analysis (`history`).
    var census = false
    var findings: [Diagnostic] = []
    /// The value flow, kept once adopted: freeing its graph node by node is work a command
    /// about to exit need not do (see `SourceScanner.Result.leftovers`).
    var adoptedFlow: FlowAnalysis?
    var screens: [String: ScreenDraft] = [:]
    var containers: [String: ContainerDraft] = [:]
    var coordinators: [String: CoordinatorDraft] = [:]
    var unresolved: [(place: Place, text: String)] = []
    var systemPresented: [String: Int] = [:]
    var windowRoots: [(place: Place, id: String)] = []
    /// Screens and containers an app or scene delegate shows besides the root: `app.entries`.
    var entries: [(id: String, via: String, place: Place)] = []
    /// Window roots set by an app or scene delegate: the app's window, not an overlay's.
    var delegateRoots: Set<String> = []
    /// Calls a screen makes on a property (`coordinator?.showDetail()`): (screen, property, method, where).
    var screenCalls: [(screen: String, receiver: String, method: String, cases: [String], at: Place)] = []
    /// Coordinator events accounted for (a start root, or attributed to a screen), by "type|file|line:column".
    var consumed: Set<String> = []
    var startRoots: [String: String?] = [:]
    var startRootsInProgress: Set<String> = []
    /// A coordinator's child coordinators' parent, from `childCoordinators.append(x)`.
    var parents: [String: String] = [:]
    /// `vc.coordinator = self` in a coordinator: the screen's coordinator.
    var assignedCoordinators: [String: String] = [:]
    /// Embeds per parent type, with the variable they were added through.
    var embedsDraft: [String: [(key: String, embed: EmbedDraft)]] = [:]
    /// Removal per parent type, by target id or "#variable".
    var removalsDraft: [String: [String: Removal]] = [:]
    /// Where `UINavigationController(rootViewController: X)` is written, by X.
    var navigationMade: [String: Place] = [:]
    /// Navigation containers made for a coordinator's stack.
    var coordinatorStacks: [String: String] = [:]

    /// Storyboards and xibs (their places' file numbers follow the Swift files'), the apps'
    /// Info.plists, and a main storyboard named in a project's build settings.
    var documents: [IBDocument] = []
    var plists: [InfoPlist] = []
    /// App extensions' plists: the app's draft leaves their folders out, but code it keeps (a
    /// shared package) may hold the controller or storyboard one opens on.
    var extensionPlists: [InfoPlist] = []
    var generatedStoryboard: (name: String, file: String, line: Int)?
    /// The draft id of each scene, by "document number#object id".
    var sceneIDs: [String: String] = [:]
    /// Segues of kind show/push/showDetail: a push when the source is in a stack, else a presentation.
    var pendingShows: [(from: String, to: String, place: Place, what: String)] = []
    /// The initial controller of the storyboard the app starts from.
    var storyboardRoot: (id: String, why: String)?
    /// The first view of a SwiftUI `@main App`'s `WindowGroup`.
    var appRoot: (id: String, why: String)?
    var storyboardByName: [String: Int] = [:]
    /// How many scenes use each custom class, and the first storyboard with one (a view
    /// controller's own `storyboard`).
    var scenesOfClass: [String: Int] = [:]
    var storyboardOfClass: [String: String] = [:]
    /// A scene's index in its document, by "document number#object id".
    var controllerByObjectID: [String: Int] = [:]
    /// Scenes by storyboard identifier, in document order: (document, index in it).
    var scenesWithIdentifier: [String: [(d: Int, c: Int)]] = [:]
    /// A storyboard container's children so far, by "container#child": each relationship
    /// segue is checked in constant time (30,000 split details were quadratic).
    var relationshipChildren: Set<String> = []
    /// How many children of each column rank (0 primary, 1 supplementary, 2 secondary) a
    /// split has so far, by split.
    var columnCounts: [String: [Int]] = [:]
    /// Types that push or present on screens' behalf without being coordinators (routers).
    var navigators: Set<String> = []
    /// Draft-wide remarks with no file to point at, written as comments.
    var remarks: [String] = []
    /// Every navigation call site the value flow met, and how many ended as edges.
    var navigationSites: [NavigationSite] = []
    /// Sites whose edge another one draws (a made stack's root, drawn where the stack is
    /// shown): resolved, with nothing to add by hand.
    var drawnElsewhere: Set<String> = []
    var navigationCoverage: (resolved: Int, total: Int) = (0, 0)
    /// The deployment target the scan found (or was given), for `#available` fallbacks.
    var deploymentTarget: String?
    /// SwiftUI screens whose body wraps their own content in a navigation stack, and that
    /// stack: shown, the screen comes with it.
    var viewStacks: [String: String] = [:]
    /// What each stack the value flow made holds, worked out once.
    var stackTargets: [Int: [FlowTarget]] = [:]
    /// Sites of screens made around controllers they show later themselves (see
    /// `FlowAttribution.forwardingSites`): each is shown as itself, not as what it holds.
    var forwardingStacks: Set<Int> = []
    /// Stacks that hold nothing until code no screen runs pushes onto them: what it pushes,
    /// their roots, by stack (see `rootPushes`).
    var emptyStackRoots: [Int: Set<FlowAnalysis.Value>] = [:]
    /// Edges the value flow drew or found drawn, with the site that makes each.
    var flowEdges: [(key: EdgeKey, place: Place)] = []
    /// The root the value flow found for the app or scene delegate's `window`: (id, where, via).
    var mainWindowRoot: (id: String, place: Place, via: String?)?
    /// The app window's root set by code the delegates run at launch (a coordinator's `start()`).
    var launchWindowRoot: (id: String, place: Place, via: String?)?
    /// Every root the app or scene delegate gives the app's own window (not an overlay's).
    var mainWindowRoots: [(id: String, place: Place)] = []
    /// Where the delegates set the app's own window's root (not an overlay's), as the flow read it.
    var appWindowRootPlaces: Set<Place> = []
    /// Navigation controllers made around one screen that pushes nothing, drawn as that screen
    /// (see `makeValid`): the screen each stood for.
    var collapsedStacks: [String: String] = [:]
    /// `performSegue(withIdentifier:)` calls: (screen, identifier, where).
    var performedSegues: [(screen: String, identifier: String, place: Place)] = []
    /// Classes `prepare(for:sender:)` casts `segue.destination` to, by screen.
    var preparedDestinations: [String: Set<String>] = [:]
    /// Segues whose destination scene has no class: (source, kind, where, note, style).
    /// Segues to a scene with no class, decided once `prepare(for:sender:)` is read; `scene` is
    /// the id the scene got from its storyboard id or title, used when the code names no class.
    var classlessSegues: [(from: String, kind: String, place: Place, note: String, style: PresentationStyle, scene: String?)] = []
    /// Where each edge comes from, by `EdgeKey`: the draft's note on it.
    var edgeNotes: [EdgeKey: String] = [:]
    /// Pushes and presentations made outside any screen; listed as unresolved unless a
    /// screen runs them (`attributedPlaces`) through a helper or a protocol default.
    var orphans: [(place: Place, text: String)] = []
    var attributedPlaces: Set<Place> = []
    /// Borrowed functions already read for a screen, and helpers already followed.
    var borrowedRuns: Set<String> = []
    /// The member and enum-case names each type's code writes (see `DataCases`), built on first use.
    var writtenNames: DataCases?
    var followedHelpers: Set<String> = []
    var adoptedCache: [String: Set<String>] = [:]
    /// Calls an app or scene delegate makes on a coordinator or router property, with the
    /// handler they are made in: (delegate, property, method, cases, handler).
    var delegateCalls: [(delegate: String, receiver: String, method: String, cases: [String], handler: String)] = []
    /// The delegate handler whose call is being followed: what an entry is reached by.
    var entryHandler: String?
    /// The app's Objective-C files (see `leaveOutUnmadeScreens`), and the size past which a
    /// file is not read.
    var objectiveCFiles: [String] = []
    var maxFileBytes = 8 << 20
    /// What the Swift sources spell (literals, enum cases, member names), read once, when a
    /// segue only code can run asks (`codeSpells`).
    var spelledInSwift: Set<String>?

    struct EdgeKey: Hashable {
        enum Kind: Hashable { case push, present, embed, child }
        var from: String
        var kind: Kind
        var to: String
    }

    init(index: TypeIndex, catalog: GateCatalog) {
        self.index = index
        self.catalog = catalog
    }

    // MARK: - Context

    /// One function being analysed: its type, file and local variables so far.
    struct Context {
        var type: String
        var file: Int
        var function: FunctionFacts
        var locals: [String: Value] = [:]
        /// Enum cases the call being followed passed (an enum-of-scenes router): only the
        /// `switch` arms matching them run.
        var cases: Set<String> = []
    }

    func display(_ file: Int) -> String {
        file < index.files.count ? index.files[file].displayPath : documents[file - index.files.count].displayPath
    }
    func relative(_ file: Int) -> String {
        file < index.files.count ? index.files[file].relativePath : documents[file - index.files.count].relativePath
    }
    func at(_ place: Place) -> String { "\(relative(place.file)):\(place.position.line)" }

    // MARK: - Evaluation

    func eval(_ e: Expr, _ ctx: Context, depth: Int = 0) -> Value {
        // Each step may follow every function of a name, each binding several locals: eight
        // levels of that is exponential (Element X's view models never finished). One
        // evaluation gets a fixed number of steps; past them, what is left is unknown.
        if depth == 0 { evalSteps.left = Self.evalStepLimit }
        guard depth < 8, evalSteps.take() else { return .unknown(e.text) }
        switch e {
        case .construct(let type, let generic, let label, let argument):
            let kind = index.controllerKind(type)
            if kind == .hosting {
                if type != "UIHostingController", !index.isGenericHost(type) { return .hosting(view: index[type]?.generic, type: type) }
                var view = generic
                if view == nil, label == "rootView", let argument { view = viewName(argument, ctx, depth: depth + 1) }
                return .hosting(view: view, type: "UIHostingController")
            }
            if type == "UIStoryboard", label == "name", case .string(let name)? = argument { return .storyboard(name) }
            if kind == .navigation {
                if label == "rootViewController", let argument {
                    return .navigation(root: screenName(eval(argument, ctx, depth: depth + 1)), type: type)
                }
                if type != "UINavigationController" { return .instance(type) }
                return .navigation(root: nil, type: type)
            }
            if type == "UITabBarController" || type == "UISplitViewController" || type == "UIPageViewController" {
                let containerKind: ContainerKind = type == "UITabBarController" ? .tabBar : type == "UISplitViewController" ? .split : .pager
                let suffix = containerKind == .tabBar ? "Tabs" : containerKind == .split ? "Split" : "Pages"
                return .plainContainer(kind: containerKind, id: (ctx.type.isEmpty ? "App" : ctx.type) + suffix)
            }
            return .instance(type)
        case .staticCall(let type, let member, let argument):
            if index.controllerKind(type) != nil, index[type] != nil { return .instance(type) }
            // A factory or helper of the app's (`SJUIUtils.navController(for: vc)`): what it returns,
            // its first parameter bound to the argument.
            let bound = argument.map { eval($0, ctx, depth: depth + 1) }
            if let value = returned(by: type, member, firstArgument: bound, depth: depth) { return value }
            return .unknown(e.text)
        case .mapped(let base, let transform):
            guard case .list(let values) = eval(base, ctx, depth: depth + 1) else { return .unknown(e.text) }
            var inner = ctx
            return .list(values.map { value in
                inner.locals["$0"] = value
                return eval(transform, inner, depth: depth + 1)
            })
        case .callResult(let receiver, let method):
            if case .instance(let type) = eval(.name(receiver), ctx, depth: depth + 1), index[type] != nil {
                for function in index.functions(type, named: method) {
                    var inner = Context(type: type, file: function.file, function: function.facts)
                    inner.cases = ctx.cases
                    for event in function.facts.events where function.facts.runs(event, for: ctx.cases) {
                        switch event.kind {
                        case .bind(let name, let value): inner.locals[name] = eval(value, inner, depth: depth + 1)
                        case .bindType(let name, let declared): inner.locals[name] = eval(.cast(declared), inner, depth: depth + 1)
                        case .returnValue(let value): return eval(value, inner, depth: depth + 1)
                        default: break
                        }
                    }
                }
            }
            return .unknown(e.text)
        case .name(let name):
            if let local = ctx.locals[name] { return local }
            if name == "self" { return .instance(ctx.type) }
            if let dot = name.firstIndex(of: ".") {
                let head = String(name[..<dot]), tail = String(name[name.index(after: dot)...])
                if case .instance(let type) = eval(.name(head), ctx, depth: depth + 1), let info = index[type], !tail.contains("."),
                   let property = info.properties[tail] {
                    return propertyValue(property.facts, type: type, file: property.file, depth: depth + 1)
                }
                // A static property of a type (`UIStoryboard.settings`).
                if head.first?.isUppercase == true, !tail.contains("."), let property = index[head]?.properties[tail] {
                    return propertyValue(property.facts, type: head, file: property.file, depth: depth + 1)
                }
                return .unknown(name)
            }
            if let property = index[ctx.type]?.properties[name] {
                return propertyValue(property.facts, type: ctx.type, file: property.file, depth: depth + 1)
            }
            if ["navigationController", "tabBarController", "splitViewController"].contains(name) { return .implicitContainer(name) }
            // A view controller's own `storyboard`: the one its scene is in.
            if name == "storyboard", let document = storyboardOfClass[ctx.type] { return .storyboard(document) }
            return .unknown(name)
        case .cast(let type):
            return typedValue(type, generic: nil, owner: ctx.type)
        case .instantiate(let storyboard, let identifier):
            return instantiated(storyboard: storyboard, identifier: identifier, ctx, depth: depth)
        case .array(let items):
            return .list(items.map { eval($0, ctx, depth: depth + 1) })
        case .other, .string:
            return .unknown(e.text)
        }
    }

    /// What a static function of `type` returns, its first parameter bound to `firstArgument`.
    private func returned(by type: String, _ member: String, firstArgument: Value?, depth: Int) -> Value? {
        guard depth < 6 else { return nil }
        for function in index.functions(type, named: member) {
            var inner = Context(type: type, file: function.file, function: function.facts)
            var bound = false
            for event in function.facts.events {
                switch event.kind {
                case .bindType(let name, let declared):
                    if !bound, let firstArgument { inner.locals[name] = firstArgument; bound = true } else { inner.locals[name] = eval(.cast(declared), inner, depth: depth + 1) }
                case .bind(let name, let value): inner.locals[name] = eval(value, inner, depth: depth + 1)
                case .returnValue(let value):
                    let v = eval(value, inner, depth: depth + 1)
                    if case .unknown = v { continue }
                    return v
                default: break
                }
            }
        }
        return nil
    }

    private func propertyValue(_ property: PropertyFacts, type: String, file: Int, depth: Int) -> Value {
        let ctx = Context(type: type, file: file, function: FunctionFacts(signature: "(type body)", name: "(type body)", position: property.position))
        if let value = property.value {
            let v = eval(value, ctx, depth: depth)
            if case .unknown = v, let declared = property.type { return typedValue(declared, generic: property.generic, owner: type) }
            return v
        }
        if let declared = property.type { return typedValue(declared, generic: property.generic, owner: type) }
        return .unknown(property.name)
    }

    /// A value known only by its declared type.
    private func typedValue(_ type: String, generic: String?, owner: String) -> Value {
        switch index.controllerKind(type) {
        case .hosting: return .hosting(view: type == "UIHostingController" ? generic : index[type]?.generic, type: type)
        case .navigation:
            // A coordinator's own `navigationController` property is the stack it drives.
            if index.isCoordinator(owner) { return .coordinatorNavigation(owner) }
            return type == "UINavigationController" ? .navigation(root: nil, type: type) : .instance(type)
        default: return .instance(type)
        }
    }

    /// The SwiftUI view a `rootView:` argument names.
    private func viewName(_ e: Expr, _ ctx: Context, depth: Int) -> String? {
        // A property whose initial value names itself (`let store = store` in a view made
        // with it) would recurse until the stack overflows.
        guard depth < 8 else { return nil }
        switch e {
        case .construct(let type, _, _, let argument):
            // `NavigationStack { FeedView() }`: the app's view inside SwiftUI's container.
            if index[type] == nil, let argument, let inner = viewName(argument, ctx, depth: depth + 1) { return inner }
            return type
        case .name(let name):
            if let local = ctx.locals[name], case .instance(let type) = local { return type }
            if let property = index[ctx.type]?.properties[name] {
                if let value = property.facts.value { return viewName(value, ctx, depth: depth + 1) }
                return property.facts.type
            }
            return nil
        default: return nil
        }
    }

    /// Whether a value is a view controller; unknown values by name (`…Controller`, `…VC`).
    func isController(_ value: Value, name: String) -> Bool {
        switch value {
        case .instance(let type): return index.controllerKind(type) != nil
        case .hosting, .navigation, .coordinatorNavigation, .plainContainer, .implicitContainer, .known: return true
        case .storyboard, .list: return false
        case .unknown:
            let last = (name.split(separator: ".").last.map(String.init) ?? name).lowercased()
            return last.hasSuffix("controller") || last.hasSuffix("vc")
        }
    }

    // MARK: - Ids

    /// The screen a value is, if any (pure).
    func screenName(_ value: Value) -> String? {
        switch value {
        case .instance(let type):
            // A storyboard scene's class may be one the Swift sources do not declare (Objective-C).
            if screens[type] != nil { return type }
            guard let kind = index.controllerKind(type), kind == .screen || kind == .hosting, index[type]?.kind == .class,
                  TypeIndex.uikitControllers[type] == nil else { return nil }
            return type
        case .hosting(let view, let type):
            if type != "UIHostingController" { return index[type] != nil ? type : nil }
            guard let view, index[view] != nil else { return nil }
            return view
        case .known(let id):
            return screens[id] != nil ? id : nil
        default:
            return nil
        }
    }

    /// The screen a value is, registering it on first sight.
    mutating func screenID(_ value: Value) -> String? {
        guard let id = screenName(value) else { return nil }
        registerScreen(id)
        return id
    }

    mutating func registerScreen(_ id: String) {
        if index.controllerKind(id) != nil { registerScreenClass(id) } else { registerView(id) }
    }

    /// The screen or container a value is.
    mutating func targetID(_ value: Value, at place: Place? = nil) -> String? {
        if let screen = screenID(value) { return screen }
        return containerID(value, at: place)
    }

    /// The container a value is, registering it on first sight (`place`: where the code makes it).
    mutating func containerID(_ value: Value, at place: Place? = nil) -> String? {
        switch value {
        case .navigation(let root, let type):
            guard let root else { return nil }
            registerScreen(root)
            let id = root + "Nav"
            // A stack inferred for that root (`possible:`, from a list set on a navigation
            // controller the code does not show being made) gives way to the one the code makes.
            if containers[id]?.description.hasPrefix("possible:") == true, containers[id]?.children == [root] { containers[id] = nil }
            if containers[id] == nil {
                // A root the Swift sources do not declare (Objective-C, a library's) is placed where the stack is made.
                let declared = index[root].map { Place(file: $0.file, position: $0.position) }
                let swiftUI = FlowSinks.swiftUIContainers[type] != nil && !index.hidesSwiftUI(type)
                containers[id] = ContainerDraft(
                    id: id, kind: .navigation, children: [root], place: navigationMade[root] ?? place ?? declared ?? Place(file: 0, position: Position(line: 1, column: 1)),
                    description: swiftUI ? "\(type) { \(root) }" : "\(type)(rootViewController: \(root))", framework: swiftUI ? .swiftui : .uikit
                )
            }
            return id
        case .coordinatorNavigation(let coordinator):
            guard let root = startRoot(coordinator), screens[root] != nil else { return nil }
            let id = root + "Nav"
            if coordinatorStacks[coordinator] == nil { coordinatorStacks[coordinator] = id }
            if containers[id] == nil {
                let info = index[coordinator]!
                containers[id] = ContainerDraft(
                    id: id, kind: .navigation, children: [root], place: Place(file: info.file, position: info.position),
                    description: "the navigation controller of \(coordinator); \(coordinator).start() sets its root"
                )
            }
            return id
        case .instance(let type):
            if containers[type] != nil { return type }
            // A class the draft has as a screen is no container (a page controller a stack
            // pushes, see `registerPushedPagers`).
            guard screens[type] == nil, let info = index[type], info.kind == .class else { return nil }
            let kind: ContainerKind
            switch index.controllerKind(type) {
            case .tabBar: kind = .tabBar
            case .split: kind = .split
            case .pager: kind = .pager
            case .navigation:
                guard let root = superInitRoot(type) else { return nil }
                if containers[type] == nil {
                    containers[type] = ContainerDraft(
                        id: type, kind: .navigation, children: [root], place: Place(file: info.file, position: info.position),
                        description: "class \(type): \(info.inherits.first ?? "UINavigationController")"
                    )
                }
                return type
            default: return nil
            }
            if containers[type] == nil {
                containers[type] = ContainerDraft(
                    id: type, kind: kind, place: Place(file: info.file, position: info.position),
                    description: "class \(type): \(info.inherits.first ?? "")"
                )
            }
            return type
        case .known(let id):
            return containers[id] != nil ? id : nil
        case .plainContainer(let kind, let id):
            if containers[id] == nil {
                let owner = String(id.dropLast(kind == .tabBar ? 4 : kind == .split ? 5 : 5))
                let info = index[owner] ?? index[""]!
                let uikit = kind == .tabBar ? "UITabBarController" : kind == .split ? "UISplitViewController" : "UIPageViewController"
                containers[id] = ContainerDraft(
                    id: id, kind: kind, place: place ?? Place(file: info.file, position: info.position), description: "\(uikit)() made in \(owner.isEmpty ? "top-level code" : owner)"
                )
            }
            return id
        default:
            return nil
        }
    }

    /// `super.init(rootViewController: X())` in a UINavigationController subclass.
    private mutating func superInitRoot(_ type: String) -> String? {
        for function in index[type]?.functions ?? [] {
            for event in function.facts.events {
                if case .superInit("rootViewController", let argument) = event.kind {
                    let ctx = Context(type: type, file: function.file, function: function.facts)
                    return screenID(eval(argument, ctx))
                }
            }
        }
        return nil
    }

    mutating func registerScreenClass(_ type: String) {
        // `extension UIViewController { … }` declares no screen, and neither do UIKit's own classes.
        guard screens[type] == nil, let info = index[type], info.kind == .class, TypeIndex.uikitControllers[type] == nil else { return }
        var draft = ScreenDraft(id: type, place: Place(file: info.file, position: info.position), description: "class \(type): \(info.inherits.first ?? "")")
        if index.controllerKind(type) == .hosting {
            draft.framework = .swiftui
            if let view = info.generic { draft.description += "<\(view)>" }
        }
        if let system = index.subclassesSystemController(type) {
            draft.keepUIKit = true
            draft.description += " (a system controller: kept in UIKit)"
            _ = system
        }
        screens[type] = draft
    }

    /// A SwiftUI view as a screen; `shownBy` says what shows it (a hosting controller, or SwiftUI).
    mutating func registerView(_ view: String, shownBy: String = "a UIHostingController") {
        // Only a view the sources declare: `extension View { … }` declares none, and a value
        // typed `some View` (a helper's `UIHostingController(rootView: view)`) is no screen.
        guard screens[view] == nil, let info = index[view], info.kind == .struct || info.kind == .class || info.kind == .enum else { return }
        screens[view] = ScreenDraft(
            id: view, framework: .swiftui, place: Place(file: info.file, position: info.position),
            description: "struct \(view): View, shown in \(shownBy)"
        )
    }

    mutating func addUnresolved(_ place: Place, _ text: String) {
        unresolved.append((place, text))
    }
}
