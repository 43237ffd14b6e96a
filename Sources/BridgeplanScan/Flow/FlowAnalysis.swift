import Bridgeplan

/// The flow phase: a flow-insensitive, field-sensitive (per type) points-to analysis in the
/// style of Andersen's, over every function of the app at once. Abstract values are objects of
/// a type, types themselves (for static members), closures, hosted SwiftUI views, and the
/// navigation stacks, tab bars, plain controllers and wrapper screens made at a site, with
/// their contents. Values move through locals, properties (`self.x`, `other.x` by the
/// receiver's type), arguments to parameters, returns, closure captures and calls,
/// protocol-typed receivers (every conformer), casts, `??`, `if` and `switch` values, array
/// literals, `append` and `map`. A worklist runs each function again when a node it read
/// grew, until none did or the budget of runs is spent (then `exhausted` says so).
///
/// The same pass builds the call graph, closures included: a closure stored in a screen's
/// property and called there is called by that screen, which is what attribution needs.
///
/// Inside, every name is interned to an integer (`Symbol`) and every function is compiled
/// once into expressions over symbols: the fixpoint evaluates each function many times, and
/// hashing and comparing names as strings was more than half its time. Callers see strings.
/// A class: the solver's state is large, and a copy of it (a value passed on) cost a tenth of
/// the resolver's time in retains and releases.
final class FlowAnalysis {
    enum Value: Hashable {
        /// An instance of a type (all instances of a type are one: field-sensitive per type).
        case object(String)
        /// The type itself: `Foo.shared`, `Foo.make()`.
        case meta(String)
        /// A closure or local function, by its global function number.
        case closure(Int)
        /// A navigation controller made in code, by its site in `stacks`.
        case stack(Int)
        /// `UIHostingController(rootView: V(…))`: the SwiftUI view it shows.
        case hosted(String)
        /// A storyboard scene the code loads: by its storyboard identifier, or the storyboard's
        /// initial scene when `identifier` is nil.
        case scene(storyboard: String, identifier: String?)
        /// A storyboard, by its name: no controller until a scene of it is loaded.
        case storyboard(String)
    }

    /// A controller type's kind; one the Swift sources do not declare (Objective-C, a package:
    /// `DismissibleHostingController`, `ThemedNavigationController`) is known by its name.
    func kind(of type: String) -> TypeIndex.ControllerKind? {
        Self.kind(type, controllerKind: index.controllerKind(type), declared: index[type] != nil)
    }

    private static func kind(_ type: String, controllerKind: TypeIndex.ControllerKind?, declared: Bool) -> TypeIndex.ControllerKind? {
        controllerKind ?? (declared ? nil : FlowSinks.swiftUIContainers[type] ?? TypeIndex.kind(named: type))
    }

    /// Whether a stack site is one of SwiftUI's containers (`NavigationStack { … }`, `TabView`).
    func isSwiftUI(_ s: Int) -> Bool { FlowSinks.swiftUIContainers[stacks[s].type] != nil && !index.hidesSwiftUI(stacks[s].type) }


    /// What a `UIViewControllerRepresentable`'s `makeUIViewController(context:)` returns.
    func representedControllers(_ view: String) -> Set<Value> {
        guard let type = symbols[view], let make = symbols["makeUIViewController"] else { return [] }
        var out: Set<Value> = []
        for g in methodsByOwner[Self.pair(type, make)] ?? [] { if let n = nodes[.ret(g)] { out.formUnion(exported(values[n])) } }
        return out
    }

    /// A fixed order of values, so every walk over a set of them is deterministic.
    static func precedes(_ a: Value, _ b: Value) -> Bool {
        func key(_ v: Value) -> (Int, String, Int) {
            switch v {
            case .object(let t): (0, t, 0)
            case .meta(let t): (1, t, 0)
            case .closure(let c): (2, "", c)
            case .stack(let s): (3, "", s)
            case .hosted(let t): (4, t, 0)
            case .scene(let s, let i): (5, s + "#" + (i ?? ""), 0)
            case .storyboard(let s): (6, s, 0)
            }
        }
        return key(a) < key(b)
    }

    enum NodeKey: Hashable {
        case local(Int, String)
        case field(String, String)
        case ret(Int)
        case contents(Int)
    }

    struct CallEdge: Hashable {
        var caller: Int
        /// The call's index in the caller's `calls` (its arguments are in `arguments`).
        var call: Int
        var position: Position
        /// false when the callee was found by its name alone (the receiver's type unknown).
        var certain: Bool
    }

    struct Stack: Hashable {
        var function: Int
        var call: Int
        var type: String
    }

    /// Why code under `condition` never runs: an `#available` fallback below the deployment
    /// target, or a branch on a constant flag that needs the other value; nil when it may run.
    func whyNeverRuns(_ condition: RunCondition?) -> String? {
        switch condition {
        case .below(let version)?:
            guard let below = OSVersion(version), let deploymentTarget, deploymentTarget >= below else { return nil }
            return "it runs only below iOS \(below), and the app's deployment target is \(deploymentTarget)"
        case .flag(let type, let member, let value)?:
            let key = type + "." + member
            guard let constant = constantFlags[key], constant != value, !unsureFlags.contains(key) else { return nil }
            return "it runs only when \(type).\(member) is \(value), and the app declares it a constant \(constant)"
        case nil:
            return nil
        }
    }

    let index: TypeIndex
    /// The app's deployment target: `#available` fallbacks below it never run.
    private let deploymentTarget: OSVersion?
    /// The static flags the app declares constant (`static let isEnabled = false`), by
    /// "Type.member": a branch that needs the other value never runs.
    private var constantFlags: [String: Bool] = [:]
    private var unsureFlags: Set<String> = []
    /// Every function of every file, and the file each is in (an index into `index.files`).
    private(set) var functions: [FlowFunction] = []
    private(set) var fileOf: [Int] = []
    private var firstOfFile: [Int] = []
    /// Each class's subclasses, all the way down.
    private(set) var subclasses: [String: [String]] = [:]
    private(set) var stacks: [Stack] = []
    /// The types whose code put each value into a stack's contents (a coordinator's `start()`
    /// setting `viewControllers = [root]`), by stack.
    private var contentSetters: [Int: [Value: Set<String>]] = [:]

    /// Whether the code of the type that made stack `s` put `value` in it: a coordinator filling
    /// the stack it made, rather than another one whose field may hold that stack too (fields
    /// are per type, so every stack a type's objects are handed is in each object's field).
    func makerSet(_ value: Value, in s: Int) -> Bool {
        contentSetters[s]?[value]?.contains(functions[enclosingMethod(stacks[s].function)].owner) == true
    }

    /// The method, initialiser or body a closure is written in (itself when it is no closure).
    func enclosingMethod(_ g: Int) -> Int {
        var m = g
        while functions[m].kind == .closure, let parent = functions[m].parent { m = parent }
        return m
    }
    /// Every type the app's code constructs (`T(…)`): a base class of screens that is also
    /// made somewhere can be shown itself.
    private(set) var constructed: Set<String> = []
    /// The enums that declare each case name.
    private(set) var enumsByCase: [String: Set<String>] = [:]
    /// The enums that declare cases.
    private var enums: Set<String> = []
    func isEnum(_ type: String) -> Bool { enums.contains(type) }
    /// Who calls each function, with where.
    private(set) var callers: [Int: Set<CallEdge>] = [:]
    /// Functions run, all told; `exhausted` when the budget ran out before the fixpoint.
    private(set) var runs = 0
    private(set) var exhausted = false

    // MARK: - Symbols

    typealias Symbol = Int

    /// What the solver asks of a name, worked out once when the name is interned.
    private struct SymbolInfo {
        var declaredKind: TypeFacts.Kind?
        var controllerKind: TypeIndex.ControllerKind?
        /// `kind(of:)`: the declared kind, or for a type the sources do not declare, by its name.
        var flowKind: TypeIndex.ControllerKind?
        var isGenericHost = false
        /// Capitalised and a type the sources declare or a controller: `Foo` in `Foo.shared`.
        var isTypeName = false
        var isUIKitController = false
        var endsInController = false
        var isTooCommon = false
        /// A SwiftUI view the sources declare (`struct Home: View`), a representable of a UIKit
        /// controller, or a view modifier: what a modifier called on it returns is itself.
        var isView = false
        /// A view or a view modifier: its `body` runs while the view that makes it is on screen.
        var hasBody = false
        /// `.case(…)`: an enum case made, not a function called.
        var isDotted = false
        /// A stack's member that reads its contents (`topViewController`, `viewControllers`).
        var readsStackContents = false
        var special: Special?
    }

    /// Calls the solver treats by name.
    private enum Special: Equatable {
        /// `map`, `forEach`, `first`…: elements pass through the closure's parameter; the call
        /// returns the closure's results, the elements themselves, or nothing.
        case sequence(returnsResults: Bool, returnsElements: Bool)
        case addChild, append, setViewControllers, tabViewStyle
    }

    private var names: [String] = []
    private var symbols: [String: Symbol] = [:]
    private var info: [SymbolInfo] = []

    private func intern(_ name: String) -> Symbol {
        if let s = symbols[name] { return s }
        let s = names.count
        names.append(name)
        symbols[name] = s
        var i = SymbolInfo()
        i.declaredKind = index[name]?.kind
        if i.declaredKind == nil, qualifiedTypes.contains(name), let dot = name.lastIndex(of: ".") {
            i.declaredKind = index[String(name[name.index(after: dot)...])]?.kind
        }
        // Most names are locals, labels and members: only a declared or capitalised name can be a
        // type, and asking UIKit's and the libraries' tables for each of the rest cost a tenth of
        // the resolver's time.
        if i.declaredKind != nil || name.isTypeLikeName {
            i.controllerKind = index.controllerKind(name)
            i.flowKind = Self.kind(name, controllerKind: i.controllerKind, declared: i.declaredKind != nil)
            i.isGenericHost = index.isGenericHost(name)
            i.isTypeName = name.isTypeLikeName
            i.isUIKitController = TypeIndex.uikitControllers[name] != nil
            i.isView = index.isView(name) || index.isRepresentable(name)
            i.hasBody = index.isView(name) || index[name].map { $0.inherits.contains(where: Self.partsWithBody.contains) } == true
        }
        i.isTypeName = i.isTypeName && (i.declaredKind != nil || i.controllerKind != nil)
        i.endsInController = name.lowercased().hasSuffix("controller")
        i.isTooCommon = Self.tooCommon.contains(name)
        i.isDotted = name.hasPrefix(".")
        i.readsStackContents = Self.stackContentMembers.contains(name)
        switch name {
        case "map", "compactMap", "flatMap": i.special = .sequence(returnsResults: true, returnsElements: false)
        case "forEach": i.special = .sequence(returnsResults: false, returnsElements: false)
        case "filter", "first", "last", "sorted", "reversed", "prefix", "suffix": i.special = .sequence(returnsResults: false, returnsElements: true)
        case "addChild", "addChildViewController": i.special = .addChild
        case "append", "insert": i.special = .append
        case "setViewControllers": i.special = .setViewControllers
        case "tabViewStyle": i.special = .tabViewStyle
        default: break
        }
        info.append(i)
        return s
    }

    private static let stackContentMembers: Set<String> = ["topViewController", "visibleViewController", "viewControllers", "children", "first", "last", FlowSinks.panelContent]

    /// Two symbols as one dictionary key (a type and a member name).
    private static func pair(_ a: Symbol, _ b: Symbol) -> Int { a << 32 | b }

    private var empty = 0, underscore = 0, selfName = 0, superName = 0, initName = 0, callAsFunction = 0, thenName = 0
    private var rootViewController = 0, rootView = 0, viewControllers = 0, ownViewControllers = 0, panelContent = 0, floatingPanel = 0
    private var uiTabBarController = 0, uiViewController = 0, uiHostingController = 0, uiTab = 0, anyView = 0
    private var tabView = 0, pagedTabView = 0
    private var bodyName = 0, viewName = 0, forLabel = 0, navigationDestination = 0, navigationStack = 0, modifierName = 0
    private var firstName = 0, lastName = 0
    private var storyboardLabel = 0, identifierLabel = 0, uiStoryboard = 0, instantiate = 0, rswiftRoot = 0, rswiftStoryboards = 0
    private var instantiateViewController = 0, instantiateInitialViewController = 0
    /// What each generated storyboard type (SwiftGen's `enum Main: StoryboardType`) names its
    /// storyboard: its `static let storyboardName = "Main"`.
    private var storyboardNames: [Symbol: Symbol] = [:]

    // MARK: - Compiled functions

    private indirect enum Expr {
        case name(Symbol)
        case selfRef
        case member(Expr, Symbol)
        /// `original` is the call's arguments as written, which attribution reads back.
        case construct(type: Symbol, generic: Symbol?, args: [Argument], call: Int, original: [FlowArgument])
        case call(receiver: Expr?, name: Symbol, args: [Argument], call: Int, original: [FlowArgument])
        case closure(Int)
        case reference(receiver: Expr?, name: Symbol, call: Int)
        case array([Expr])
        case choice([Expr])
        case cast(Expr, Symbol)
        case implicitMember(Symbol)
        case string(Symbol)
        case unknown
    }

    private struct Argument {
        /// `underscore` for an unlabelled argument.
        var label: Symbol
        var value: Expr
    }

    private enum Statement {
        case assign(Expr, Expr)
        case evaluate(Expr)
        case ret(Expr)
    }

    // Per function, by its number (arrays of fields, so reading one field copies nothing else).
    private var ownerOf: [Symbol] = []
    private var kindOf: [FlowFunction.Kind] = []
    private var parentOf: [Int?] = []
    private var labelsOf: [[Symbol]] = []
    private var closureParametersOf: [[Int]] = []
    private var parametersOf: [[Symbol]] = []
    /// Each function's parameter defaults that make something, by parameter index.
    private var defaultsOf: [[Int: Expr]] = []
    private var declaredOf: [[Symbol: Symbol]] = []
    /// Plain nested types known by their qualified names (`typesKeptQualified`).
    private var qualifiedTypes: Set<String> = []
    /// Per own name, the qualified names of the types kept apart under it.
    private var qualifiedByName: [Symbol: [Symbol]] = [:]
    private var localsOf: [Set<Symbol>] = []
    private var constraintsOf: [[Symbol]] = []
    private var returnTypeOf: [Symbol?] = []
    private var isStaticOf: [Bool] = []
    private var code: [[Statement]] = []

    // MARK: - The program's types, by symbol

    /// Methods and initialisers by `pair(owner, name)`.
    private var methodsByOwner: [Int: [Int]] = [:]
    private var gettersByOwner: [Int: Int] = [:]
    /// Every method and initialiser name the sources declare.
    private var declaredMethodNames: Set<Symbol> = []
    /// Each type's property initialisers, which run when an instance is made.
    private var bodiesByOwner: [Symbol: [Int]] = [:]
    private var propertyTypes: [Int: Symbol] = [:]
    private var propertyOwners: [Symbol: Set<Symbol>] = [:]
    /// The types that declare a static property of each name.
    private var staticOwners: [Symbol: Set<Symbol>] = [:]
    private var conformers: [Symbol: [Symbol]] = [:]
    /// Functions by name, app-wide, for calls on receivers of no known type.
    private var byName: [Symbol: [Int]] = [:]
    private var subclassesOf: [Symbol: [Symbol]] = [:]
    /// Each declared type's superclass chain (itself first) and adopted protocols; a type the
    /// sources do not declare is its own chain and adopts nothing.
    private var chains: [Symbol: [Symbol]] = [:]
    private var adopted: [Symbol: [Symbol]] = [:]
    // Answers by `pair(type, name)`, kept as they are asked: the tables above never change.
    private var methodsMemo: [Int: [Int]] = [:]
    private var getterMemo: [Int: Int] = [:]
    private var fieldOwnerMemo: [Int: Symbol] = [:]
    private var propertyTypeMemo: [Int: Symbol] = [:]
    private var selfValuesMemo: [Symbol: Set<V>] = [:]

    // MARK: - Values and nodes

    private enum V: Hashable {
        case object(Symbol), meta(Symbol), closure(Int), stack(Int), hosted(Symbol)
        /// A storyboard by its name, and a scene of one by its identifier (`empty` for the initial one).
        case storyboard(Symbol), scene(Symbol, Symbol)
    }

    private enum Key: Hashable {
        case local(Int, Symbol)
        case field(Symbol, Symbol)
        /// What code stores in a property on objects of exactly this type (see `storeField`).
        case exact(Symbol, Symbol)
        case ret(Int)
        case contents(Int)
    }

    private struct StackKey: Hashable {
        var function: Int, call: Int, type: Symbol
        /// The element a `map` made this stack around, when it makes one per element.
        var element: V? = nil
    }

    private var nodes: [Key: Int] = [:]
    private var values: [Set<V>] = []
    private var stackIDs: [StackKey: Int] = [:]
    private var stackTypes: [Symbol] = []
    /// Stacks a helper makes around a controller it is handed (`func embed(_ vc:) ->
    /// UIViewController { Nav(rootViewController: vc) }`), by site: the parameter index of the
    /// root. Each call of the helper gets a stack of its own (see `call`).
    private var stackParameters: [Int: Int] = [:]
    /// Functions that host the view they are handed (`func host(_ view: some View) ->
    /// UIViewController { UIHostingController(rootView: view) }`), by the parameter index of
    /// the view: each call hosts what that call hands it.
    private var hostParameters: [Int: Int] = [:]
    /// The functions that read each node, the function running, and those to run again.
    private var readers: [Set<Int>] = []
    private var saturated: Set<Int> = []
    private var running = -1
    private var worklist: [Int] = []
    private var queued: [Bool] = []

    init(index: TypeIndex, files: [FlowFile], deploymentTarget: OSVersion? = nil) {
        self.index = index
        self.deploymentTarget = deploymentTarget
        empty = intern("")
        underscore = intern("_")
        selfName = intern("self")
        thenName = intern("then")
        storyboardLabel = intern("storyboard")
        identifierLabel = intern("identifier")
        uiStoryboard = intern("UIStoryboard")
        instantiate = intern("instantiate")
        instantiateViewController = intern("instantiateViewController")
        instantiateInitialViewController = intern("instantiateInitialViewController")
        rswiftRoot = intern("R")
        rswiftStoryboards = intern("storyboard")
        superName = intern("super")
        initName = intern("init")
        callAsFunction = intern("callAsFunction")
        rootViewController = intern("rootViewController")
        rootView = intern("rootView")
        viewControllers = intern("viewControllers")
        ownViewControllers = intern("#ownViewControllers")
        panelContent = intern(FlowSinks.panelContent)
        floatingPanel = intern(FlowSinks.floatingPanel)
        uiTabBarController = intern("UITabBarController")
        uiViewController = intern("UIViewController")
        uiHostingController = intern("UIHostingController")
        uiTab = intern("UITab")
        anyView = intern("AnyView")
        forLabel = intern("for")
        tabView = intern("TabView")
        pagedTabView = intern(FlowSinks.pagedTabView)
        viewName = intern("View")
        navigationStack = intern("NavigationStack")
        modifierName = intern("modifier")
        navigationDestination = intern("navigationDestination")
        bodyName = intern("body")
        firstName = intern("first")
        lastName = intern("last")
        qualifiedTypes = Self.typesKeptQualified(files, index: index)
        for qualified in qualifiedTypes.sorted() {
            let name = qualified[qualified.index(after: qualified.lastIndex(of: ".")!)...]
            qualifiedByName[intern(String(name)), default: []].append(intern(qualified))
        }
        for (f, file) in files.enumerated() {
            firstOfFile.append(functions.count)
            // Inert statements were left out per file (FlowExtractor.facts).
            let first = firstOfFile[f]
            functions += file.functions
            for g in first..<functions.count { functions[g].owner = fileOwner(functions[g].owner) }
            for g in first..<functions.count where functions[g].parent != nil { functions[g].parent! += first }
            fileOf += repeatElement(f, count: file.functions.count)
            for (owner, cases) in file.enumCases {
                if !cases.isEmpty { enums.insert(owner) }
                for name in cases { enumsByCase[name, default: []].insert(owner) }
            }
            for var p in file.properties {
                p.owner = fileOwner(p.owner)
                let owner = intern(p.owner), name = intern(p.name)
                propertyOwners[name, default: []].insert(owner)
                if p.isStatic { staticOwners[name, default: []].insert(owner) }
                if p.isStatic, let constant = p.constant {
                    // Two types of one name declaring the flag differently: neither is sure.
                    let key = p.owner + "." + p.name
                    if let known = constantFlags[key], known != constant { unsureFlags.insert(key) }
                    constantFlags[key] = constant
                }
                if let type = p.type { propertyTypes[Self.pair(owner, name)] = intern(type) }
                // Declared in order: the last one wins (Swift's forward scan passes over later
                // parameters that take no closure and have a default).
                if p.isClosureParameter { trailingClosureProperties[p.owner] = p.name }
                if p.isContent { contentViews.insert(owner) }
            }
        }
        for f in functions.indices { compile(f) }
        // A view's closure property a SwiftUI link or sheet is handed (`NavigationLink(destination:
        // destination)`, `.sheet(isPresented: $shown, content: content)`): what each maker's
        // trailing closure builds is what the view shows. Other closure properties (a wrapper's
        // `content`, drawn in place; a row's `action`) stay per site, read by attribution.
        for function in functions {
            guard let property = trailingClosureProperties[function.owner] else { continue }
            for use in function.sinks where use.sink.isSwiftUI {
                switch use.value {
                case .name(property) where !function.locals.contains(property) && !function.parameters.contains(property),
                     .call(nil, property, [], _), .call(.selfRef?, property, [], _), .member(.selfRef, property):
                    shownClosureProperties.insert(intern(function.owner))
                default: break
                }
            }
        }
        for (id, f) in functions.enumerated() {
            let owner = ownerOf[id], name = intern(f.name)
            switch f.kind {
            case .method, .initializer:
                methodsByOwner[Self.pair(owner, name), default: []].append(id)
                declaredMethodNames.insert(name)
                if f.kind == .method { byName[name, default: []].append(id) }
            case .getter: gettersByOwner[Self.pair(owner, name)] = id
            case .body: bodiesByOwner[owner, default: []].append(id)
            case .closure: break
            }
        }
        // Conformers, through protocols that refine others and superclasses.
        var direct: [String: Set<String>] = [:]
        for (name, info) in index.types where !name.isEmpty {
            for base in info.inherits { direct[base, default: []].insert(name) }
        }
        for (proto, info) in index.types where info.kind == .protocol {
            var seen: Set<String> = []
            var work = [proto]
            while let p = work.popLast() {
                for c in direct[p] ?? [] where seen.insert(c).inserted { work.append(c) }
            }
            conformers[intern(proto)] = seen.filter { index[$0]?.kind != .protocol }.sorted().map { intern($0) }
        }
        for name in index.types.keys.sorted() {
            chains[intern(name)] = index.superclassChain(name).map { intern($0) }
        }
        for name in index.types.keys.sorted() {
            adopted[intern(name)] = walkProtocols(name).map { intern($0) }
        }
        for name in index.types.keys.sorted() where index[name]?.kind == .class {
            let chain = index.superclassChain(name)
            for base in chain.dropFirst() {
                subclasses[base, default: []].append(name)
                subclassesOf[intern(base), default: []].append(intern(name))
            }
        }
        for key in subclasses.keys { subclasses[key]!.sort() }
        findStackWrappers()
        findStackModifiers()
        findSelfStackHelpers()
    }

    /// Whether evaluating `e` can call anything or make anything (a call, a construction, a closure).
    static func acts(_ e: FlowExpr) -> Bool {
        switch e {
        case .call, .construct, .closure, .reference: return true
        case .member(let base, _), .cast(let base, _): return acts(base)
        case .array(let items), .choice(let items): return items.contains(where: acts)
        case .name, .selfRef, .implicitMember, .string, .unknown: return false
        }
    }

    /// Whether `e` has no value the analysis tracks and no effect: a literal, arithmetic.
    static func isInert(_ e: FlowExpr) -> Bool {
        switch e {
        case .unknown: return true
        case .array(let items), .choice(let items): return items.allSatisfy(isInert)
        default: return false
        }
    }

    private func compile(_ f: Int) {
        let function = functions[f]
        ownerOf.append(intern(function.owner))
        kindOf.append(function.kind)
        parentOf.append(function.parent)
        labelsOf.append(function.labels.map { intern($0) })
        closureParametersOf.append(function.closureParameters)
        parametersOf.append(function.parameters.map { intern($0) })
        var declared: [Symbol: Symbol] = [:]
        for (name, type) in function.declaredTypes { declared[intern(name)] = intern(type) }
        declaredOf.append(declared)
        localsOf.append(Set(function.locals.map { intern($0) }))
        constraintsOf.append(function.selfConstraints.map { intern($0) })
        returnTypeOf.append(function.returnType.map { intern($0) })
        isStaticOf.append(function.isStatic)
        var defaults: [Int: Expr] = [:]
        for (name, value) in function.defaults {
            guard let i = function.parameters.firstIndex(of: name) else { continue }
            defaults[i] = compile(qualified(value, as: declared[intern(name)]))
        }
        defaultsOf.append(defaults)
        let owner = ownerOf[f]
        code.append(function.statements.enumerated().map { i, statement in
            // An `#available` fallback the deployment target never runs does nothing.
            if whyNeverRuns(function.runsOnlyIf[i]) != nil { return .evaluate(.unknown) }
            switch statement {
            case .assign(let target, let value):
                if function.kind == .body, case .member(.selfRef, "storyboardName") = target, case .string(let name) = value {
                    storyboardNames[owner] = intern(name)
                }
                // `let nav: UINavigationController = .styled()`, `var nav: Nav = .init()`.
                var type: Symbol?
                switch target {
                case .name(let n): type = declared[intern(n)] ?? propertyTypes[Self.pair(owner, intern(n))]
                case .member(.selfRef, let n): type = propertyTypes[Self.pair(owner, intern(n))]
                default: break
                }
                return .assign(compile(target), compile(qualified(value, as: type)))
            case .evaluate(let e): return .evaluate(compile(e))
            case .ret(let e): return .ret(compile(e))
            }
        })
    }

    /// `.styled()` and `.init()` written where a controller type is declared (a parameter's
    /// default, a typed local or property): that type's static method, or that type made.
    private func qualified(_ e: FlowExpr, as type: Symbol?) -> FlowExpr {
        guard let type, info[type].controllerKind != nil, case .call(nil, let name, let args, let call) = e, name.hasPrefix(".") else { return e }
        if name == ".init" { return .construct(type: names[type], generic: nil, args: args, call: call) }
        return .call(receiver: .name(names[type]), name: String(name.dropFirst()), args: args, call: call)
    }

    /// A class, struct, actor or enum the sources declare.
    private func isDeclaredType(_ name: String) -> Bool {
        guard let kind = index[name]?.kind else { return false }
        return kind == .class || kind == .struct || kind == .actor || kind == .enum
    }

    /// Whether a view's `body` getter only returns one of the view's own properties, or the
    /// result of calling one (`var body: Body { lazyBody() }`).
    private func returnsOwnProperty(_ body: Int) -> Bool {
        guard code[body].count == 1, case .ret(let e) = code[body][0] else { return false }
        let owner = ownerOf[body]
        switch e {
        case .call(nil, let name, let args, _, _), .call(.selfRef?, let name, let args, _, _):
            return args.isEmpty && methods(owner, name).isEmpty && scope(of: name, from: body) == nil
        case .name(let name), .member(.selfRef, let name):
            return scope(of: name, from: body) == nil && getter(owner, name) == nil && name != bodyName
        default:
            return false
        }
    }

    /// A plain type nested in another, as the facts write it (`Style.ListItem`, see
    /// `FlowExtractor.constructed`): by its own name, as every type is known, unless that name
    /// is a view's or a controller's, which the nested type is not, or another nested type's.
    private func nestedType(_ written: String) -> String {
        guard let dot = written.lastIndex(of: "."), dot != written.startIndex else { return written }
        if qualifiedTypes.contains(written) { return written }
        let name = String(written[written.index(after: dot)...])
        return index.isView(name) || index.controllerKind(name) != nil ? written : name
    }

    /// Plain nested types known by their qualified names: those whose own name two of them
    /// share (`SignUpFlow.Destination` and `ResetFlow.Destination`, each with its own
    /// `static func view(for:)`), or a view or controller has. Every other type is known by
    /// its own name.
    private static func typesKeptQualified(_ files: [FlowFile], index: TypeIndex) -> Set<String> {
        var byName: [Substring: Set<String>] = [:]
        for file in files {
            for owner in file.functions.map(\.owner) + file.properties.map(\.owner) {
                guard let dot = owner.lastIndex(of: "."), dot != owner.startIndex else { continue }
                byName[owner[owner.index(after: dot)...], default: []].insert(owner)
            }
        }
        var kept: Set<String> = []
        for (name, qualified) in byName {
            let shadows = index.isView(String(name)) || index.controllerKind(String(name)) != nil
            if qualified.count > 1 || shadows { kept.formUnion(qualified) }
        }
        return kept
    }

    /// The type a function or property of the facts belongs to (see `typesKeptQualified`).
    private func fileOwner(_ written: String) -> String {
        guard let dot = written.lastIndex(of: "."), dot != written.startIndex, !qualifiedTypes.contains(written) else { return written }
        return String(written[written.index(after: dot)...])
    }

    private func compile(_ e: FlowExpr) -> Expr {
        switch e {
        case .name(let n): return .name(intern(n))
        case .selfRef: return .selfRef
        case .member(let base, let name): return .member(compile(base), intern(name))
        case .construct(let written, let generic, let args, let call):
            let type = nestedType(written)
            constructed.insert(type)
            return .construct(type: intern(type), generic: generic.map { intern($0) }, args: compile(args), call: call, original: args)
        case .call(nil, let name, let args, let call) where name.first?.isLowercase == true && isDeclaredType(name):
            // `iCloudSettingsView()`: a type whose name starts in lower case, made.
            constructed.insert(name)
            return .construct(type: intern(name), generic: nil, args: compile(args), call: call, original: args)
        case .call(let receiver, let name, let args, let call):
            let compiled = receiver.map { compile($0) }
            if let compiled, Self.subscriptions.contains(name), args.contains(where: \.isClosure),
               let (_, root) = chainRoot(compiled) {
                let written = names[root]
                observedNames.insert(written.hasPrefix("$") ? intern(String(written.dropFirst())) : root)
            }
            return .call(receiver: compiled, name: intern(name), args: compile(args), call: call, original: args)
        case .closure(let c): return .closure(c)
        case .reference(let receiver, let name, let call): return .reference(receiver: receiver.map { compile($0) }, name: intern(name), call: call)
        case .array(let items): return .array(items.map { compile($0) })
        case .choice(let items): return .choice(items.map { compile($0) })
        case .cast(let inner, let type): return .cast(compile(inner), intern(type))
        case .implicitMember(let name): return .implicitMember(intern(name))
        case .string(let text): return .string(intern(text))
        case .unknown: return .unknown
        }
    }

    private func compile(_ args: [FlowArgument]) -> [Argument] {
        args.map { Argument(label: $0.label.map { intern($0) } ?? underscore, value: compile($0.value)) }
    }

    private func exported(_ v: V) -> Value {
        switch v {
        case .object(let t): .object(names[t])
        case .meta(let t): .meta(names[t])
        case .closure(let c): .closure(c)
        case .stack(let s): .stack(s)
        case .hosted(let t): .hosted(names[t])
        case .scene(let s, let i): .scene(storyboard: names[s], identifier: i == empty ? nil : names[i])
        case .storyboard(let s): .storyboard(names[s])
        }
    }

    private func exported(_ set: Set<V>) -> Set<Value> { Set(set.map(exported)) }

    // MARK: - Nodes

    private func node(_ key: Key) -> Int {
        if let n = nodes[key] { return n }
        nodes[key] = values.count
        values.append([])
        readers.append([])
        return values.count - 1
    }

    /// A node's values, read from outside the solver.
    func peek(_ key: NodeKey) -> Set<Value> {
        let inner: Key?
        switch key {
        case .local(let f, let name): inner = symbols[name].map { .local(f, $0) }
        case .field(let owner, let name): inner = symbols[owner].flatMap { o in symbols[name].map { .field(o, $0) } }
        case .ret(let f): inner = .ret(f)
        case .contents(let s): inner = .contents(s)
        }
        guard let inner, let n = nodes[inner] else { return [] }
        return exported(values[n])
    }

    /// A node's values, read while a function runs: the function is run again when they grow.
    private func read(_ key: Key) -> Set<V> {
        let n = node(key)
        if running >= 0 { readers[n].insert(running) }
        return values[n]
    }

    /// A node that would hold more values than this holds none from then on: a variable that
    /// may be any of dozens of values (a generic helper's parameter, a shared registry)
    /// says nothing about which one a screen shows, and carrying it everywhere cost most of
    /// the fixpoint's time. Helpers still show each caller's own argument (attribution reads
    /// the caller's expression, not the parameter).
    static let saturation = 24

    private func add(_ new: Set<V>, to key: Key) {
        guard !new.isEmpty else { return }
        if case .contents(let s) = key, running >= 0 {
            for v in new { contentSetters[s, default: [:]][exported(v), default: []].insert(names[ownerOf[running]]) }
        }
        let n = node(key)
        guard !saturated.contains(n) else { return }
        let before = values[n].count
        values[n].formUnion(new)
        guard values[n].count != before else { return }
        if values[n].count > Self.saturation {
            saturated.insert(n)
            values[n] = []
        }
        // In a fixed order: which function runs first decides the order stacks are made and numbered in.
        for r in readers[n].sorted() where !queued[r] {
            queued[r] = true
            worklist.append(r)
        }
    }

    // MARK: - Types, by name (for callers)

    func isProtocol(_ name: String) -> Bool { index[name]?.kind == .protocol }

    private func walkProtocols(_ type: String) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        var work = index.superclassChain(type)
        while let t = work.popLast() {
            for base in index[t]?.inherits ?? [] where isProtocol(base) && seen.insert(base).inserted {
                out.append(base)
                work.append(base)
            }
        }
        return out.sorted()
    }

    /// Whether an object of `type` runs function `g` for a call of its name: `g` is the
    /// implementation nearest `type` up its superclass chain (a subclass that overrides it runs
    /// its own instead).
    func runsOwnImplementation(_ type: String, _ g: Int) -> Bool {
        // By name and labels: UIKit's delegate methods share their base name
        // (`collectionView(_:cellForItemAt:)`, `collectionView(_:contextMenuConfigurationForItemsAt:…)`).
        guard let name = symbols[functions[g].name], let start = symbols[type] else { return false }
        for t in chain(start) {
            if names[t] == functions[g].owner { return true }
            if (methodsByOwner[Self.pair(t, name)] ?? []).contains(where: { functions[$0].labels == functions[g].labels }) { return false }
        }
        return false
    }

    func isSubtype(_ type: String, of other: String) -> Bool {
        guard let t = symbols[type] else { return type == other }
        guard let o = symbols[other] else { return false }
        return isSubtype(t, of: o)
    }

    /// `self` in a function of `owner`: the type, or in a protocol extension every conformer.
    func selfValues(_ owner: String) -> Set<Value> {
        if isProtocol(owner) { return Set((symbols[owner].flatMap { conformers[$0] } ?? []).map { .object(names[$0]) }) }
        return owner.isEmpty ? [] : [.object(owner)]
    }

    // MARK: - Types, by symbol

    private func isProtocol(_ s: Symbol) -> Bool { info[s].declaredKind == .protocol }
    private func chain(_ s: Symbol) -> [Symbol] { chains[s] ?? [s] }
    private func protocols(of s: Symbol) -> [Symbol] { adopted[s] ?? [] }

    private func isSubtype(_ type: Symbol, of other: Symbol) -> Bool {
        chain(type).contains(other) || protocols(of: type).contains(other)
    }

    /// The objects a value of a declared type may be: the type, or every conformer of a protocol.
    private func objects(ofDeclared type: Symbol) -> Set<V> {
        if isProtocol(type) { return Set((conformers[type] ?? []).map(V.object)) }
        // Only the app's own types: `UIViewController` as a declared type says nothing of which.
        guard let kind = info[type].declaredKind, kind != .extension else { return [] }
        return [.object(type)]
    }

    /// `self` in a function of `owner`: the type, or in a protocol extension every conformer.
    private func selfValues(_ owner: Symbol) -> Set<V> {
        if let known = selfValuesMemo[owner] { return known }
        let found: Set<V> = isProtocol(owner) ? Set((conformers[owner] ?? []).map(V.object)) : owner == empty ? [] : [.object(owner)]
        selfValuesMemo[owner] = found
        return found
    }

    /// The type along `type`'s chain that declares property `name` (where its values live).
    private func fieldOwner(_ type: Symbol, _ name: Symbol) -> Symbol {
        let key = Self.pair(type, name)
        if let known = fieldOwnerMemo[key] { return known }
        var found = type
        if let owners = propertyOwners[name], let declaring = chain(type).first(where: owners.contains) { found = declaring }
        fieldOwnerMemo[key] = found
        return found
    }

    /// The methods an instance of `type` runs for `name`: its own or its nearest superclass's,
    /// else a default from a protocol it adopts (whose `where Self:` it meets).
    private func methods(_ type: Symbol, _ name: Symbol) -> [Int] {
        // Only names some type declares can be found; most calls are UIKit's (`addSubview`).
        guard declaredMethodNames.contains(name) else { return [] }
        let key = Self.pair(type, name)
        if let known = methodsMemo[key] { return known }
        let found = lookUpMethods(type, name)
        methodsMemo[key] = found
        return found
    }

    private func lookUpMethods(_ type: Symbol, _ name: Symbol) -> [Int] {
        for t in chain(type) {
            if let found = methodsByOwner[Self.pair(t, name)], !found.isEmpty { return found }
        }
        // `extension View { func accountPopover(…) }`: SwiftUI's protocol, which the sources extend
        // but do not declare, so no conformance lists it.
        if info[type].isView, let found = methodsByOwner[Self.pair(viewName, name)], !found.isEmpty { return found }
        // A nested type's own name where several share it, and which one is not known: each's.
        if let qualified = qualifiedByName[type] {
            let found = qualified.flatMap { methodsByOwner[Self.pair($0, name)] ?? [] }
            if !found.isEmpty { return found }
        }
        let protocols = protocols(of: type)
        guard !protocols.isEmpty else { return [] }
        let adopted = Set(protocols + chain(type))
        for p in protocols {
            let found = (methodsByOwner[Self.pair(p, name)] ?? []).filter { constraintsOf[$0].allSatisfy { meets(type, $0, adopted) } }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Whether `type` meets a protocol extension's `where Self: constraint`. A protocol the
    /// sources do not declare (`UIImagePickerControllerDelegate`) is met where the type or a
    /// superclass lists it. A UIKit controller class is met by a view controller whose
    /// superclasses leave the sources through a class of a package or of Objective-C
    /// (`MessagesViewController: RocketChatViewController`), which may inherit from it, and
    /// `UIViewController` by any view controller.
    private func meets(_ type: Symbol, _ constraint: Symbol, _ adopted: Set<Symbol>) -> Bool {
        if adopted.contains(constraint) { return true }
        // The sources' own classes and protocols are in `adopted` when met; UIKit's types
        // (which the sources may extend) are not.
        guard info[constraint].declaredKind == nil || info[constraint].declaredKind == .extension else { return false }
        guard info[constraint].isUIKitController else {
            return chain(type).contains { index[names[$0]]?.inherits.contains(names[constraint]) == true }
        }
        guard info[type].controllerKind != nil, let top = chain(type).last else { return false }
        return constraint == uiViewController || (info[top].declaredKind == nil && !info[top].isUIKitController)
    }

    private func getter(_ type: Symbol, _ name: Symbol) -> Int? {
        let key = Self.pair(type, name)
        if let known = getterMemo[key] { return known < 0 ? nil : known }
        var found = -1
        for t in chain(type) { if let g = gettersByOwner[Self.pair(t, name)] { found = g; break } }
        getterMemo[key] = found
        return found < 0 ? nil : found
    }

    private func declaredType(ofProperty name: Symbol, in type: Symbol) -> Symbol? {
        let key = Self.pair(type, name)
        if let known = propertyTypeMemo[key] { return known < 0 ? nil : known }
        var found = -1
        for t in chain(type) + protocols(of: type) { if let d = propertyTypes[Self.pair(t, name)] { found = d; break } }
        propertyTypeMemo[key] = found
        return found < 0 ? nil : found
    }

    // MARK: - Names

    /// The function whose local `name` is, looking out through the closures that capture it.
    private func scope(of name: Symbol, from f: Int) -> Int? {
        var current: Int? = f
        while let c = current {
            if localsOf[c].contains(name) { return c }
            current = parentOf[c]
        }
        return nil
    }

    /// The declared type of a name or property path, when values are not known.
    private func declaredType(_ e: Expr, in f: Int) -> Symbol? {
        switch e {
        case .name(let n):
            if let s = scope(of: n, from: f) { return declaredOf[s][n] }
            return declaredType(ofProperty: n, in: ownerOf[f])
        case .member(let base, let name):
            if case .selfRef = base { return declaredType(ofProperty: name, in: ownerOf[f]) }
            guard let baseType = declaredType(base, in: f) else { return nil }
            return declaredType(ofProperty: name, in: baseType)
        default: return nil
        }
    }

    // MARK: - Evaluation

    /// How deep `eval` is: a chain of 2,000 calls (what the source guard lets through) would
    /// overflow a test thread's stack; past this depth a value is unknown.
    private var depth = 0
    static let maxDepth = 256

    private func eval(_ e: Expr, in f: Int) -> Set<V> {
        guard depth < Self.maxDepth else { return [] }
        depth += 1
        defer { depth -= 1 }
        switch e {
        case .selfRef:
            // The type's instances, and what callers passed as the receiver (a plain UIViewController
            // made at a site, calling a helper declared in `extension UIViewController`).
            var method = f
            while kindOf[method] == .closure, let parent = parentOf[method] { method = parent }
            return selfValues(ownerOf[f]).union(read(.local(method, selfName)))
        case .name(let n):
            if let s = scope(of: n, from: f) {
                let held = read(.local(s, n))
                // `let view: ListViewController = storyboard.instantiate()`: a generic helper's
                // result is what the annotation names. A protocol says nothing of which conformer.
                if held.isEmpty, let declared = declaredOf[s][n], !isProtocol(declared) { return objects(ofDeclared: declared) }
                return held
            }
            let owner = ownerOf[f]
            if n == superName {
                // The superclass the sources declare, whose methods `super.` calls run.
                guard let base = chain(owner).dropFirst().first, info[base].declaredKind == .class else { return [] }
                return [.object(base)]
            }
            if propertyOwners[n] != nil || getter(owner, n) != nil {
                var out: Set<V> = []
                for v in selfValues(owner) { out.formUnion(member(v, n)) }
                if out.isEmpty, let declared = declaredType(ofProperty: n, in: owner) { out = objects(ofDeclared: declared) }
                return out
            }
            guard info[n].isTypeName else { return [] }
            // `Destination.view(for:)` in the code of `SignUpFlow` or of a type nested beside it.
            if let qualified = qualifiedByName[n] {
                let around = names[owner]
                let outer = around.lastIndex(of: ".").map { String(around[..<$0]) }
                for prefix in [around, outer].compactMap({ $0 }) {
                    if let s = symbols[prefix + "." + names[n]], qualified.contains(s) { return [.meta(s)] }
                }
            }
            return [.meta(n)]
        case .member(let base, let name):
            var bases = eval(base, in: f)
            if bases.isEmpty, let declared = declaredType(base, in: f) { bases = objects(ofDeclared: declared) }
            var out: Set<V> = []
            for v in bases { out.formUnion(member(v, name)) }
            if out.isEmpty, let declared = declaredType(e, in: f) { out = objects(ofDeclared: declared) }
            return out
        case .construct(let type, let generic, let args, let call, let original):
            return construct(type, generic: generic, args, call: call, original: original, in: f)
        case .call(let receiver, let name, let args, let call, let original):
            return self.call(receiver, name, args, call: call, original: original, in: f)
        case .closure(let local):
            return [.closure(function(local, writtenIn: f))]
        case .reference(let receiver, let name, let call):
            reference(receiver, name, call: call, in: f)
            return []
        case .array(let items), .choice(let items):
            var out: Set<V> = []
            for item in items { out.formUnion(eval(item, in: f)) }
            return out
        case .cast(let inner, let type):
            var kept: Set<V> = []
            let anyObject = isProtocol(type)
            for value in eval(inner, in: f) {
                if case .object(let t) = value, !(anyObject || isSubtype(t, of: type) || info[t].declaredKind == nil) { continue }
                kept.insert(value)
            }
            if kept.isEmpty, info[type].declaredKind == .class, info[type].controllerKind != nil { return [.object(type)] }
            return kept
        case .implicitMember(let name):
            // The static property of that name, when one type alone declares it.
            guard let owners = staticOwners[name], owners.count == 1, let owner = owners.first else { return [] }
            return member(.meta(owner), name)
        case .string, .unknown:
            return []
        }
    }

    /// `v.name`: a stored property's values, and a computed one's returns.
    private func member(_ v: V, _ name: Symbol) -> Set<V> {
        switch v {
        case .meta where name == selfName:
            return [v]  // `ReviewPractice.self`: the type itself, a value a list of types holds
        case .object(let t), .meta(let t):
            var out = read(.field(fieldOwner(t, name), name))
            if let g = getter(t, name) {
                out.formUnion(read(.ret(g)))
                // A view's computed part (`var content: some View`) runs when its body reads it: a
                // link in it is the body's. (Other getters are left unlinked: UIKit apps read
                // thousands, and a walk back from a sink through a model's getter finds no screen.)
                if running >= 0, info[ownerOf[g]].hasBody { link(running, g, call: Self.propertyRead, certain: true) }
            } else if out.isEmpty, case .object = v, name == firstName || name == lastName {
                // A list is the set of its elements: `pages.first` is one of the pages.
                return [v]
            } else if out.isEmpty, case .meta = v, info[name].isTypeName {
                // `StoryboardScene.Main`: a type nested in another, known by its own name, or
                // by both where another nested type shares it (`SignUpFlow.Destination`).
                if let qualified = symbols[names[t] + "." + names[name]], qualifiedByName[name]?.contains(qualified) == true { return [.meta(qualified)] }
                return [.meta(name)]
            }
            return out
        case .stack(let s):
            if info[name].readsStackContents { return read(.contents(s)) }
            // A navigation wrapper's own navigation controller (`wrapper.childNavigationController`,
            // set as a tab): the wrapper stands for it, with what it holds.
            if info[stackTypes[s]].declaredKind == .class, let held = declaredType(ofProperty: name, in: stackTypes[s]), info[held].flowKind == .navigation {
                return [v]
            }
            return []
        case .scene where name == firstName || name == lastName:
            return [v]  // `pages.first`, a list of loaded scenes read as the set of them
        case .closure, .hosted, .storyboard, .scene:
            return []
        }
    }

    private func store(_ new: Set<V>, into target: Expr, in f: Int) {
        guard !new.isEmpty else { return }
        switch target {
        case .name(let n):
            if let s = scope(of: n, from: f) {
                add(new, to: .local(s, n))
            } else {
                for v in selfValues(ownerOf[f]) { storeMember(new, v, n) }
            }
        case .member(.member(let owner, let list), let role) where listViews.contains(list) && listRoles.contains(role):
            // `viewController.tableView.delegate = dataSource`, wired by a coordinator: the object
            // answers that screen's list, so its callbacks run while the screen is shown.
            var screens = eval(owner, in: f)
            if screens.isEmpty, let declared = declaredType(owner, in: f) { screens = objects(ofDeclared: declared) }
            for case .object(let t) in screens where info[t].controllerKind != nil { storeField(new, on: t, answersList) }
        case .member(let base, let name):
            var bases = eval(base, in: f)
            if bases.isEmpty, let declared = declaredType(base, in: f) { bases = objects(ofDeclared: declared) }
            for v in bases { storeMember(new, v, name) }
        default: break
        }
    }

    private lazy var listViews: Set<Symbol> = Set(["tableView", "collectionView"].map { intern($0) })
    private lazy var listRoles: Set<Symbol> = Set(["delegate", "dataSource"].map { intern($0) })
    /// A field no source declares: the objects that answer a screen's table or collection view.
    private lazy var answersList = intern("(answers its list)")

    private func storeMember(_ new: Set<V>, _ v: V, _ name: Symbol) {
        switch v {
        case .object(let t) where name == viewControllers && running >= 0 && ownerOf[running] == t && info[t].flowKind == .navigation:
            // A navigation controller of the app's setting its own stack: kept apart from what
            // other code stores on objects of its type (its field is one per type).
            storeField(new, on: t, name)
            add(new, to: .field(t, ownViewControllers))
        case .object(let t): storeField(new, on: t, name)
        case .meta(let t): add(new, to: .field(fieldOwner(t, name), name))
        case .stack(let s) where name == viewControllers || name == panelContent: add(new, to: .contents(s))
        default: break
        }
    }

    /// A property's values live on the type that declares it (one per type). What is stored on
    /// objects of a subclass, or of a class that has subclasses, is kept apart as well: a base
    /// screen's `coordinator`, set by each flow's coordinator on the subclass it makes, holds
    /// every flow's coordinator, but a subclass's objects only their own (see `mayHold`).
    private func storeField(_ new: Set<V>, on t: Symbol, _ name: Symbol) {
        let owner = fieldOwner(t, name)
        add(new, to: .field(owner, name))
        if owner != t || subclassesOf[t] != nil { add(new, to: .exact(t, name)) }
    }

    /// Whether objects of `type` can hold in their property `field` an object whose method
    /// `g` a call on that property runs (`coordinator?.chooseItem(…)` in a subclass of a
    /// folder picker that only one flow's coordinator makes). False only when the property's
    /// values explain the call and nothing stored on objects of `type`, or of the classes it
    /// inherits the property through, runs `g`.
    func mayHold(_ type: String, field: String, running g: Int) -> Bool {
        guard let t = symbols[type], let f = symbols[field], let name = symbols[functions[g].name] else { return true }
        let owner = fieldOwner(t, f)
        guard owner != t || subclassesOf[t] != nil, getter(t, f) == nil, let n = nodes[.field(owner, f)], !saturated.contains(n) else { return true }
        func runsG(_ set: Set<V>) -> Bool {
            set.contains { v in
                if case .object(let o) = v { return methods(o, name).contains(g) }
                return false
            }
        }
        guard runsG(values[n]) else { return true }  // the call reached `g` another way
        for x in chain(t) {
            if let e = nodes[.exact(x, f)], saturated.contains(e) || runsG(values[e]) { return true }
            if x == owner { break }
        }
        return false
    }

    /// The property of `self` a call edge's call is made on (`coordinator?.showItems(…)`,
    /// `self.delegate.done()`), nil for any other receiver.
    func selfField(of edge: CallEdge) -> String? {
        guard let receiver = receiver(of: edge) else { return nil }
        switch receiver {
        case .name, .member(.selfRef, _): return ownProperty(compile(receiver), in: edge.caller).map { names[$0] }
        default: return nil
        }
    }

    /// The call index of a computed property's read, which is no call of the function's.
    static let propertyRead = Int(Int32.max)

    private func link(_ caller: Int, _ callee: Int, call: Int, certain: Bool, arguments args: [FlowArgument] = []) {
        let position = functions[caller].position(ofCall: call)
        let inserted = callers[callee, default: []].insert(CallEdge(caller: caller, call: call, position: position, certain: certain)).inserted
        if inserted, !args.isEmpty { arguments[Self.callKey(caller, call), default: [:]][callee] = args }
    }

    /// The arguments of each call that reaches app code, by caller and call index, then by
    /// callee: a construction rewritten into a caller during attribution is evaluated at that
    /// caller's call index, and must not replace what the call itself passed.
    private var arguments: [Int: [Int: [FlowArgument]]] = [:]
    /// Calls made through a parameter of the caller (a closure it was handed, a receiver it was
    /// handed), by caller and call index: the parameter's name.
    private var throughParameter: [Int: (String, Int)] = [:]

    /// The parameter an edge's call goes through, and the function it is a parameter of (the
    /// caller, or a function the calling closure is written in).
    func parameter(of edge: CallEdge) -> (name: String, function: Int)? {
        throughParameter[Self.callKey(edge.caller, edge.call)].map { (name: $0.0, function: $0.1) }
    }

    /// What a call passed for each of the callee's parameters: the expressions, in the caller.
    /// The receiver a call edge's call is made on (`vc` in `vc.show(from: self)`), nil for a
    /// call on `self` or a plain function.
    func receiver(of edge: CallEdge) -> FlowExpr? {
        if let known = receivers[edge.caller] { return known[edge.call] }
        // Every call's receiver in the function, read once: a walk asks for many of its calls.
        var found: [Int: FlowExpr] = [:]
        functions[edge.caller].forEachExpression { e in
            if case .call(let receiver?, _, _, let call) = e, found[call] == nil { found[call] = receiver }
        }
        receivers[edge.caller] = found
        return found[edge.call]
    }
    private var receivers: [Int: [Int: FlowExpr]] = [:]

    func passed(_ edge: CallEdge, to callee: Int) -> [String: FlowExpr] {
        guard let args = arguments(of: edge, to: callee) else { return [:] }
        var out: [String: FlowExpr] = [:]
        for (arg, parameter) in slots(labelSymbols(args), callee) { out[functions[callee].parameters[parameter]] = args[arg].value }
        // A parameter left out holds its default: a router's `switch` on it takes that arm.
        for (name, value) in functions[callee].defaults where out[name] == nil && value.outerCase != nil { out[name] = value }
        return out
    }

    /// Each argument's label as a symbol (`underscore` for none). A label no function declares
    /// was never interned, and matches no parameter.
    private func labelSymbols(_ args: [FlowArgument]) -> [Symbol] {
        args.map { arg in arg.label.map { symbols[$0] ?? -1 } ?? underscore }
    }

    /// Which parameter each argument goes to: by label in order, unlabelled ones to the next
    /// parameter without a label; a closure's parameters by position. (argument, parameter) pairs.
    private func slots<Labels: Collection>(_ argumentLabels: Labels, _ callee: Int) -> [(Int, Int)] where Labels.Element == Symbol {
        let isClosure = kindOf[callee] == .closure
        let labels = labelsOf[callee]
        let parameterCount = parametersOf[callee].count
        var out: [(Int, Int)] = []
        var next = 0
        for (a, label) in argumentLabels.enumerated() {
            var slot: Int?
            if isClosure {
                slot = next < parameterCount ? next : nil
            } else {
                var i = next
                while i < labels.count, labels[i] != label { i += 1 }
                slot = i < labels.count ? i : nil
                // A trailing closure fills the next parameter that takes a view-making closure,
                // labelled or not (`present { Detail() }` for `present(type: = .sheet, content:
                // () -> some View)`), and in a plain type's initialiser (`MenuItem(title: "About") {
                // … }`, kept and run by the menu). Not in a view's: a wrapper view's content
                // (`Wrapper { Home() }`) is read per site where it is made, and a field would hold
                // every site's.
                if slot == nil, label == underscore, kindOf[callee] == .method {
                    slot = closureParametersOf[callee].first { $0 >= next }
                } else if slot == nil, label == underscore, kindOf[callee] == .initializer, !info[ownerOf[callee]].hasBody, labels.count > next {
                    slot = labels.count - 1  // its last parameter, as a trailing closure fills
                }
            }
            guard let s = slot else { continue }
            next = s + 1
            out.append((a, s))
        }
        return out
    }

    /// Binds a call's arguments to a callee's parameters. `evaluated` keeps each argument's
    /// values across the callees of one call, so an argument is evaluated once per call.
    private func bind(_ args: [Argument], _ evaluated: inout [Set<V>?], to callee: Int, from f: Int) {
        let bound = slots(args.lazy.map(\.label), callee)
        for (arg, parameter) in bound {
            if evaluated[arg] == nil { evaluated[arg] = eval(args[arg].value, in: f) }
            add(evaluated[arg]!, to: .local(callee, parametersOf[callee][parameter]))
        }
        // A parameter the call leaves out holds its default, made in the callee. A default that
        // makes a value of its own type (`init(child: State = .init())`, or two nested types of
        // one name) would be evaluated again inside itself, doubling per level: each callee's
        // defaults are evaluated once at a time.
        guard !defaultsOf[callee].isEmpty, defaultsBeingEvaluated.insert(callee).inserted else { return }
        defer { defaultsBeingEvaluated.remove(callee) }
        for (parameter, value) in defaultsOf[callee] where !bound.contains(where: { $0.1 == parameter }) {
            add(eval(value, in: callee), to: .local(callee, parametersOf[callee][parameter]))
        }
    }

    /// The callees whose default arguments `bind` is evaluating now.
    private var defaultsBeingEvaluated: Set<Int> = []

    /// What callee `g` returns for the enum case this call passes (`get(scene: .profile(vm))`
    /// of a router whose arms return, or assign the local it returns, per case); nil when `g`
    /// switches on no parameter the call hands a case. A router of dozens of screens returns
    /// more than a node holds: by case, each caller still gets its own.
    private func caseNarrowed(_ g: Int, _ args: [Argument], _ original: [FlowArgument]) -> Set<V>? {
        guard narrowsByCase else { return nil }
        let arms = functions[g].caseReturns
        guard !arms.isEmpty else { return nil }
        for (arg, parameter) in slots(args.lazy.map(\.label), g) where arg < original.count {
            let name = functions[g].parameters[parameter]
            guard let written = original[arg].value.outerCase, let out = armValues(g, switchingOn: name, case: written) else { continue }
            return out
        }
        return nil
    }

    /// What `g` returns in its arms for `case` of what it switches on (a parameter, or `self`);
    /// nil when no arm is for that case.
    private func armValues(_ g: Int, switchingOn subject: String, case written: String) -> Set<V>? {
        let arms = functions[g].caseReturns
        let matching = arms.indices.filter { arms[$0].parameter == subject && arms[$0].cases.contains(written) }
        guard !matching.isEmpty else { return nil }
        var out: Set<V> = []
        for i in matching { out.formUnion(eval(compiledArm(g, i), in: g)) }
        return out
    }

    /// What an enum's own method returns for the case it is called on (`.detail(vm).instantiate()`
    /// of `func instantiate() -> UIViewController { switch self { case .detail(let vm): … } }`),
    /// when attribution's walk has put a caller's case where the method's receiver was (see
    /// `caseNarrowed`); nil for any other receiver.
    private func selfCaseNarrowed(_ receiver: Expr, _ name: Symbol) -> Set<V>? {
        guard narrowsByCase else { return nil }
        let caseName: String
        var written: String?
        switch receiver {
        case .implicitMember(let c): caseName = names[c]
        case .call(nil, let c, _, _, _) where names[c].hasPrefix("."): caseName = String(names[c].dropFirst())
        case .call(.name(let type)?, let c, _, _, _), .member(.name(let type), let c): (caseName, written) = (names[c], names[type])
        default: return nil
        }
        // Written with its type (`Scene.report(vm)`), the case is that enum's only.
        guard var enums = enumsByCase[caseName] else { return nil }
        if let written { enums = enums.intersection([written]) }
        var out: Set<V>?
        for g in byName[name] ?? [] where enums.contains(names[ownerOf[g]]) {
            if let values = armValues(g, switchingOn: "self", case: caseName) { out = (out ?? []).union(values) }
        }
        return out
    }

    /// A `CaseReturn`'s value, compiled on first use.
    private func compiledArm(_ g: Int, _ i: Int) -> Expr {
        if let known = compiledArms[g]?[i] { return known }
        let e = compile(functions[g].caseReturns[i].value)
        compiledArms[g, default: [:]][i] = e
        return e
    }

    private var compiledArms: [Int: [Int: Expr]] = [:]

    /// Closures handed to code the app does not have (UIKit, SwiftUI, a library): they run when
    /// that code calls back, on behalf of the function that handed them over. Handed to an
    /// enum case (`.execute(block: { … })`, a table row's action), a closure is data: it runs
    /// for whoever holds the value it went into (see `holders`).
    private func handOver(_ args: [Argument], from f: Int, call: Int, asData: Bool = false) {
        for arg in args {
            var linked = false
            for case .closure(let c) in eval(arg.value, in: f) where !asData {
                link(f, c, call: call, certain: true)
                linked = true
            }
            // `Button(action: action)` in a component's body: the closure its maker stored.
            if linked, let field = ownProperty(arg.value, in: f) { fieldCalls[Self.callKey(f, call)] = names[field] }
        }
    }

    /// `name` or `self.name` when it is a property of the function's own type, not a local.
    private func ownProperty(_ e: Expr, in f: Int) -> Symbol? {
        switch e {
        case .name(let n) where scope(of: n, from: f) == nil && propertyOwners[n] != nil: n
        case .member(.selfRef, let n) where propertyOwners[n] != nil: n
        default: nil
        }
    }

    /// Calls that run a closure read from a property of `self` (a component's stored `action`),
    /// by caller and call index: the property's name.
    private var fieldCalls: [Int: String] = [:]

    /// The property of `self` whose closures the edge's call runs, if it runs one.
    func field(of edge: CallEdge) -> String? { fieldCalls[Self.callKey(edge.caller, edge.call)] }

    /// Every argument a call passed, whatever the callee's parameters (a view's `body`, linked
    /// from the construction that made the view, has none).
    func arguments(of edge: CallEdge, to callee: Int) -> [FlowArgument]? { arguments[Self.callKey(edge.caller, edge.call)]?[callee] }

    /// A caller's call as one dictionary key (a function has far fewer than 2^20 calls).
    private static func callKey(_ caller: Int, _ call: Int) -> Int { caller &* 1_048_576 &+ call }

    /// The types whose properties hold an object of each type (a screen holds its view model,
    /// its data source): code of a type that nothing calls runs for the objects that hold it.
    func holders() -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for (key, n) in nodes {
            guard case .field(let holder, _) = key else { continue }
            for case .object(let held) in values[n] where held != holder { out[names[held], default: []].insert(names[holder]) }
        }
        return out
    }

    /// The types whose properties hold each closure: a closure kept as data (a table row's
    /// action) runs for the screen that holds it, or holds the object that holds it.
    func closureHolders() -> [Int: Set<String>] {
        var out: [Int: Set<String>] = [:]
        for (key, n) in nodes {
            guard case .field(let holder, _) = key else { continue }
            for case .closure(let c) in values[n] { out[c, default: []].insert(names[holder]) }
        }
        return out
    }

    /// `UIStoryboard(name: "Main", bundle: nil)`: that storyboard. A generated accessor's scene
    /// (SwiftGen's `SceneType<T>(storyboard: Main.self, identifier: "Home")`, or its
    /// `InitialSceneType<T>(storyboard: Main.self)`): the scene it loads, which its
    /// `instantiate()` returns (see `instantiated`). Its type argument alone would say only
    /// `UINavigationController` for a storyboard's navigation controller.
    private func storyboardValue(_ type: Symbol, _ args: [Argument]) -> V? {
        if type == uiStoryboard, info[type].declaredKind == nil {
            guard case .string(let name)? = args.first?.value else { return nil }
            return .storyboard(name)
        }
        guard info[type].declaredKind == .struct, let board = args.first(where: { $0.label == storyboardLabel }),
              case .member(.name(let owner), selfName) = board.value, args.count <= 2 else { return nil }
        let name = storyboardNames[owner] ?? intern(String(names[owner].split(separator: ".").last ?? ""))
        switch args.first(where: { $0.label == identifierLabel })?.value {
        case nil where args.count == 1: return .scene(name, empty)
        case .string(let identifier)?: return .scene(name, identifier)
        default: return nil
        }
    }

    /// A scene loaded from a storyboard: `storyboard.instantiateViewController(withIdentifier:
    /// "Home")` (a literal identifier), `instantiateInitialViewController()`, or a generated
    /// accessor's `instantiate()`. nil when the receiver is no storyboard or scene.
    private func instantiated(_ receivers: Set<V>, _ name: Symbol, _ args: [Argument]) -> Set<V>? {
        var out: Set<V> = []
        var loads = false
        for value in receivers {
            switch value {
            case .scene where name == instantiate:
                loads = true
                out.insert(value)
            case .storyboard(let board) where name == instantiateInitialViewController:
                loads = true
                out.insert(.scene(board, empty))
            case .storyboard(let board) where name == instantiateViewController:
                loads = true
                if case .string(let identifier)? = args.first?.value { out.insert(.scene(board, identifier)) }
            default: break
            }
        }
        return loads ? out : nil
    }

    private func construct(_ type: Symbol, generic: Symbol?, _ args: [Argument], call: Int, original: [FlowArgument], in f: Int) -> Set<V> {
        // `AnyView(RoomScreen(…))` erases the view's type, not the view: it shows what it wraps
        // (a coordinator's `toPresentable() -> AnyView` is its screen).
        if type == anyView, info[type].declaredKind == nil, let first = args.first { return eval(first.value, in: f) }
        // `ChangeImageButton()`: a method of the view's own, spelled like a type (a private
        // `@ViewBuilder func ChangeImageButton() -> some View`), where no type of that name is declared.
        if info[type].declaredKind == nil, methodsByOwner[Self.pair(ownerOf[f], type)]?.isEmpty == false {
            return self.call(nil, type, args, call: call, original: original, in: f)
        }
        if let shown = passedThrough(type, original, call: call, in: f) { return shown }
        if let scene = storyboardValue(type, args) { return [scene] }
        let kind = info[type].flowKind
        if kind == .navigation, let root = args.first(where: { $0.label == rootViewController }) {
            let site = stackSite(StackKey(function: f, call: call, type: type), contents: eval(root.value, in: f))
            if case .name(let p) = root.value, let i = parametersOf[f].firstIndex(of: p) { stackParameters[site] = i }
            return [.stack(site)]
        }
        // `NavigationStack { Home() }`, `TabView { A().tabItem { … }; B() }`: a container per site
        // holding what its content closure builds. `Tab("Home") { A() }` (iOS 18) stands for its view.
        if !index.hidesSwiftUI(names[type]), FlowSinks.swiftUIContainers[names[type]] != nil || FlowSinks.swiftUIBuilders.contains(names[type]) {
            var built: Set<V> = []
            for arg in args {
                for case .closure(let c) in eval(arg.value, in: f) {
                    link(f, c, call: call, certain: true)
                    built.formUnion(read(.ret(c)))
                }
            }
            return FlowSinks.swiftUIContainers[names[type]] == nil ? built : [.stack(stackSite(StackKey(function: f, call: call, type: type), contents: built))]
        }
        // A plain tab bar or view controller made in code: what it holds is known per site
        // (`viewControllers =`, `addChild`), so each site is a value of its own.
        // A page controller is made with its style (`UIPageViewController(transitionStyle: …)`),
        // and its pages are set later (`setViewControllers([page], direction: …)`): also per
        // site, as a split controller's columns are (`UISplitViewController(style: .doubleColumn)`).
        // UIKit's own class, even when the app extends it (a subclass is a type of its own).
        // A floating panel (FloatingPanel's controller, or the app's subclass of it) holds the
        // content each site sets: a value per site too.
        if chain(type).contains(floatingPanel) {
            for t in chain(type) { if let found = methodsByOwner[Self.pair(t, initName)], let g = found.first { link(f, g, call: call, certain: true); break } }
            return [.stack(stackSite(StackKey(function: f, call: call, type: type), contents: []))]
        }
        if (args.isEmpty && (type == uiTabBarController || type == uiViewController || kind == .navigation))
            || ((kind == .pager || kind == .split) && info[type].declaredKind != .class) {
            if kind == .navigation { return [navigationStack(type, at: f, call: call)] }
            return [.stack(stackSite(StackKey(function: f, call: call, type: type), contents: []))]
        }
        if kind == .hosting, type == uiHostingController || info[type].isGenericHost || info[type].declaredKind == nil {
            var view = generic
            var handed: Set<V> = []
            // The view is handed as `rootView:`; a package's hosting class the scan does not read
            // may name it otherwise (`HostingController(content: Player())`): its only argument.
            let handedView = args.first(where: { $0.label == rootView })
                ?? (info[type].declaredKind == nil && type != uiHostingController && args.count == 1 ? args.first : nil)
            if view == nil, let root = handedView {
                if case .construct(let v, _, _, _, _) = root.value { view = v } else {
                    let views = eval(root.value, in: f).compactMap { if case .object(let v) = $0, info[v].isView { v } else { nil } }
                    if case .name(let p) = root.value {
                        // A helper's parameter or local (`UIHostingController(rootView: toPresent)`
                        // in `prepareToPresent(_:)`): each view its callers hand it, and each call
                        // of the helper the view that call hands it (see `call`).
                        handed = Set(views.map(V.hosted))
                        if let i = parametersOf[f].firstIndex(of: p) { hostParameters[f] = i }
                    } else {
                        // `rootView: Settings().environmentObject(model)`: the view the modifiers are on.
                        view = views.min { names[$0] < names[$1] }
                    }
                }
            }
            for arg in args { _ = eval(arg.value, in: f) }
            handOver(args, from: f, call: call)
            return view.map { [.hosted($0)] } ?? handed
        }
        // `UITab(title:image:identifier:) { _ in Nav(rootViewController: X()) }` (iOS 18): the tab
        // stands for what its provider returns, so `tabs = [UITab…]` sets the tab bar's children.
        if type == uiTab, info[type].declaredKind == nil {
            var provided: Set<V> = []
            for arg in args {
                for case .closure(let c) in eval(arg.value, in: f) {
                    link(f, c, call: call, certain: true)
                    provided.formUnion(read(.ret(c)))
                }
            }
            return provided
        }
        if info[type].isView, let body = getter(type, bodyName), returnsOwnProperty(body) {
            // `Lazy { EventView(…) }`, a view whose body only returns what it keeps (`lazyBody()`,
            // `content`): it shows what this site hands it, not itself (its one body would
            // show what every site hands it). Never itself where a site hands it a closure or a
            // view, even before the closure's returns are known: a value once added stays. Made
            // with neither (`Screen()` keeping a `DetailView()` of its own), it is a view as any.
            var built: Set<V> = []
            var handed = false
            for arg in args {
                for value in eval(arg.value, in: f) {
                    if case .closure(let c) = value {
                        handed = true
                        link(f, c, call: call, certain: true)
                        built.formUnion(read(.ret(c)))
                    } else if case .object(let v) = value, info[v].isView {
                        handed = true
                        built.insert(value)
                    }
                }
            }
            if handed { return built }
        }
        // A library's controller made around one of the app's (`MDCBottomSheetController(
        // contentViewController: picker)`, `SheetViewController(controller: details)`): a sheet
        // or popup showing it. A value per site beside the type, as a wrapper screen's, so what
        // it shows is that content.
        if info[type].declaredKind == nil, info[type].endsInController, !info[type].isUIKitController, kind == nil || kind == .screen {
            var wrapped: Set<V> = []
            var handed = args.filter { $0.label != underscore && names[$0.label].lowercased().hasSuffix("controller") }
            // A side menu or drawer (`DrawerController(centerViewController: home,
            // leftDrawerViewController: menu)`, `SWRevealViewController(rearViewController:
            // frontViewController:)`) shows its main controller; its drawers slide over it.
            let main = handed.filter { arg in Self.mainContentLabels.contains { names[arg.label].hasPrefix($0) } }
            if !main.isEmpty, main.count < handed.count { handed = main }
            for arg in handed {
                if case .selfRef = arg.value { continue }  // the presenter handed over, not a content
                wrapped.formUnion(eval(arg.value, in: f).filter { value in
                    if case .object(let t) = value { return info[t].controllerKind != nil }
                    if case .stack = value { return true }
                    return false
                })
            }
            if !wrapped.isEmpty {
                handOver(args, from: f, call: call)
                return [.object(type), .stack(stackSite(StackKey(function: f, call: call, type: type), contents: wrapped))]
            }
        }
        for t in chain(type) { for body in bodiesByOwner[t] ?? [] { link(f, body, call: call, certain: true, arguments: original) } }
        // A view made in another view's code is part of it: its `body` runs while that view is
        // on screen (a row's link is its list's). Made in a controller (a hosting controller's
        // root), it is a screen of its own. Made by a class that is neither (a coordinator or
        // view model handing it to a router), it is a screen too (`viewsMadeByClasses`), whose
        // body still runs from there so what it wraps is known; but not a view made around
        // content it is handed (`ThemeNavigationStack { Settings() }`), a wrapper.
        let maker = info[ownerOf[f]]
        if info[type].hasBody, maker.controllerKind == nil, maker.declaredKind == .class, !maker.isView,
           !original.contains(where: \.isClosure) {
            madeByClasses.insert(Made(view: type, function: f))
        }
        if info[type].hasBody, maker.controllerKind == nil {
            if let body = getter(type, bodyName) {
                link(f, body, call: call, certain: true, arguments: original)
                // A view that wraps what it is handed in a stack (`PlatformNavigationStack { Home() }`,
                // a `NavigationStack` or `NavigationView` by OS version): a stack per site, around it.
                if let wrapped = wrappedStack(type, body: body, args, call: call, in: f) { return wrapped }
            }
            for body in methods(type, bodyName) { link(f, body, call: call, certain: true, arguments: original) }
        } else if info[type].hasBody, maker.controllerKind == .screen || maker.controllerKind == .hosting, let body = getter(type, bodyName) {
            // Made in a screen controller's code, its body runs while that screen is on screen,
            // unless the view is a screen itself (hosted and shown), where attribution stops
            // first: a hosting controller's view added as a subview is part of the screen. Not
            // in a container's (a tab bar's tabs are screens of their own).
            link(f, body, call: call, certain: true, arguments: original)
        }
        var inits: [Int] = []
        for t in chain(type) { if let found = methodsByOwner[Self.pair(t, initName)], !found.isEmpty { inits = found; break } }
        if !inits.isEmpty {
            var wrapped: Set<V> = []
            var evaluated = [Set<V>?](repeating: nil, count: args.count)
            for g in inits where labelsMatch(args, g) && !fillsWrongParameter(args, original, g) {
                bind(args, &evaluated, to: g, from: f)
                link(f, g, call: call, certain: true, arguments: original)
                wrapped.formUnion(controllerArguments(args, of: g, from: f))
            }
            // A screen made around other controllers (`TopBottomContainer(topController: a, bottomController: b)`):
            // what it shows is known per site, so the site is a value of its own beside the type.
            if !wrapped.isEmpty, kind == .screen {
                return [.object(type), .stack(stackSite(StackKey(function: f, call: call, type: type), contents: wrapped))]
            }
            // A navigation controller of the app's made around a controller its own initialiser
            // is handed (`ImageNavigationController(imagePageViewController: page)`, which calls
            // `super.init(rootViewController:)`): a stack with that root, per site.
            if !wrapped.isEmpty, kind == .navigation {
                return [.stack(stackSite(StackKey(function: f, call: call, type: type), contents: wrapped))]
            }
            // One made with an initialiser that hands it no controller
            // (`StatusNavigationController(shouldAllowBranding: false)`), or fills itself.
            if kind == .navigation, info[type].declaredKind == .class { return [navigationStack(type, at: f, call: call)] }
        } else if info[type].declaredKind == .struct || info[type].declaredKind == .class {
            // A memberwise initialiser (a SwiftUI view's `onTap: { … }`): each argument is the property of its label.
            for arg in args where arg.label != underscore { storeField(eval(arg.value, in: f), on: type, arg.label) }
            // A trailing closure fills the last property of a function type: a plain type's
            // (`SettingsItem(title: "About") { … }`, a table row's action its data source runs),
            // and a view's only when its own link or sheet shows it (else each site's content is
            // read where the view is made).
            if shownClosureProperties.contains(type) || !info[type].isView, let last = original.last, last.label == nil, last.isClosure,
               let property = trailingClosureProperties[names[type]] {
                storeField(eval(args[args.count - 1].value, in: f), on: type, intern(property))
            }
        } else {
            handOver(args, from: f, call: call)
        }
        return [.object(type)]
    }

    /// A view that only shows what it is made with, so that a link builds its destination when
    /// it is followed (`LazyView(Detail())`, with one stored `let build: () -> Content` and
    /// `var body: Content { build() }`), is that content: what this construction hands it.
    /// Nil for other types, and when the content cannot be read.
    private func passedThrough(_ type: Symbol, _ original: [FlowArgument], call: Int, in f: Int) -> Set<V>? {
        // A construction that hands it nothing (`AboutTab()`, whose body returns the view its
        // property starts as) makes a view as any other.
        guard let property = passThroughViews[type], let handed = handed(to: property, of: names[type], original) else { return nil }
        // Else never a screen itself: when what it is handed is not known here (a wrapper's own
        // stored closure), attribution reads it per maker.
        var out: Set<V> = []
        for value in eval(compile(handed), in: f) {
            guard case .closure(let c) = value else { out.insert(value); continue }
            link(f, c, call: call, certain: true)
            out.formUnion(read(.ret(c)))
        }
        return out
    }

    /// What a construction of `type` hands its stored `property`: through the initialiser of
    /// its own it runs, or by label to the memberwise one (a lone trailing closure fills it).
    private func handed(to property: String, of type: String, _ original: [FlowArgument]) -> FlowExpr? {
        if let (g, passed) = initializer(of: type, for: original) {
            for case .assign(let target, .name(let q)) in functions[g].statements where target == .member(.selfRef, property) || target == .name(property) {
                return passed[q]
            }
            return nil
        }
        if let labelled = original.first(where: { $0.label == property }) { return labelled.value }
        if original.count == 1, let only = original.first, only.label == nil, only.isClosure { return only.value }
        return nil
    }

    /// `LazyView(destination)`: what a view that only shows what it is made with is handed
    /// (`destination`), as written; nil for any other expression.
    func passThroughContent(_ e: FlowExpr) -> FlowExpr? {
        guard case .construct(let type, _, let args, _) = e.underModifiers, let t = symbols[type], let property = passThroughViews[t] else { return nil }
        return handed(to: property, of: type, args)
    }

    /// Views whose body is their one stored property, or its call, by that property.
    private lazy var passThroughViews: [Symbol: String] = {
        var out: [Symbol: String] = [:]
        for name in index.declaredNames where index.isView(name) {
            guard let type = symbols[name], let body = getter(type, bodyName), let info = index[name] else { continue }
            let stored = info.properties.keys.filter { symbols[$0].map { getter(type, $0) == nil } ?? true }
            guard stored.count == 1, let property = stored.first else { continue }
            let returns = functions[body].statements.compactMap { if case .ret(let e) = $0 { e } else { nil } }
            guard returns.count == 1, functions[body].statements.count == 1 else { continue }
            if returns[0].ownPropertyRead == property { out[type] = property }
        }
        return out
    }()

    /// Whether a trailing closure would fill an unlabelled parameter that takes no closure
    /// while `g` takes a view-making one (`ThemedSection { … }` is not `init(_ title: String,
    /// @ViewBuilder content:)`, whose title it would fill): Swift would not choose `g`.
    private func fillsWrongParameter(_ args: [Argument], _ original: [FlowArgument], _ g: Int) -> Bool {
        guard let last = original.last, last.isClosure, last.label == nil, original.count == args.count, !closureParametersOf[g].isEmpty,
              let slot = slots(args.lazy.map(\.label), g).first(where: { $0.0 == args.count - 1 })?.1 else { return false }
        return !closureParametersOf[g].contains(slot)
    }

    /// A method handed on as a value (`action: interactor.didTapAbout`): the code that hands
    /// it calls it, as it would a closure written in its place (whatever runs the closure
    /// later is, for attribution, that code's). Only methods of the receiver's own types: a
    /// stored closure of that name is handed on, not run, and a name alone resolves nothing.
    private func reference(_ receiver: Expr?, _ name: Symbol, call: Int, in f: Int) {
        var targets: Set<V>
        if let receiver {
            targets = eval(receiver, in: f)
            if targets.isEmpty, let declared = declaredType(receiver, in: f) { targets = objects(ofDeclared: declared) }
        } else {
            targets = selfValues(ownerOf[f])
        }
        var found: Set<Int> = []
        for case .object(let type) in targets {
            // One method by its labels (an override counts with what it overrides): a bare
            // `tableView` beside a table controller's `tableView(_:cellForRowAt:)` and its
            // kin is the framework's property, and overloads would need the types to choose.
            // Not a builder: a method that returns a view or a controller (`content:
            // modalDestination`, a sheet's) is called by what it is handed for what it returns,
            // which a call here would put in the wrong place.
            let named = methods(type, name).filter { g in kindOf[g] == .method && !(returnTypeOf[g].map(makesScreens) ?? false) }
            guard let first = named.first, named.allSatisfy({ labelsOf[$0] == labelsOf[first] }) else { continue }
            for g in named {
                if ownerOf[g] != type { add([.object(type)], to: .local(g, selfName)) }
                found.insert(g)
            }
        }
        guard !found.isEmpty else { return }
        noteThroughParameter(receiver, name, call: call, in: f)
        for g in found.sorted() { link(f, g, call: call, certain: true) }
    }

    /// Records the parameter a call goes through, if any: `completion(result)` runs whatever
    /// closure that caller passed, `client.apply()` the method of whatever it passed. The
    /// parameter may be the enclosing function's, captured by a closure (`session.dataTask { …
    /// completion(r) }`).
    private func noteThroughParameter(_ receiver: Expr?, _ name: Symbol, call: Int, in f: Int) {
        var through: (Symbol, Int)?
        if receiver == nil, let s = scope(of: name, from: f), parametersOf[s].contains(name) { through = (name, s) }
        if case .name(let p)? = receiver, let s = scope(of: p, from: f), parametersOf[s].contains(p) { through = (p, s) }
        if let through { throughParameter[Self.callKey(f, call)] = (names[through.0], through.1) }
    }

    /// A view or controller type, as a function declares it returns one (`some View`, `AnyView`).
    private func makesScreens(_ type: Symbol) -> Bool {
        type == viewName || names[type] == "AnyView" || info[type].isView || info[type].controllerKind != nil
    }

    /// A navigation controller made at a site with no controller handed to it: a stack per
    /// site, holding what the class's own code sets (`viewControllers = [root]` in the
    /// initialiser it is made with, a flow controller's own code), and without a root until
    /// something is set (see `rootless`; `UINavigationController()` sets nothing).
    private func navigationStack(_ type: Symbol, at f: Int, call: Int) -> V {
        let own = info[type].declaredKind == .class ? read(.field(type, ownViewControllers)) : []
        let site = stackSite(StackKey(function: f, call: call, type: type), contents: own)
        if own.isEmpty { rootless.insert(site) } else { rootless.remove(site) }
        return .stack(site)
    }

    /// Views whose body is a SwiftUI navigation stack around a property of theirs
    /// (`NavigationStack { content() }`): the app's own stack views, made around what they are handed.
    private var stackWrappers: Set<Symbol> = []

    private func findStackWrappers() {
        for (g, function) in functions.enumerated() where function.kind == .getter && function.name == "body" {
            let owner = ownerOf[g]
            // `content()`, `content`, `content().environment(…)`: the modifiers' view. A stored
            // property (what it is handed), not a computed part of its own.
            func isStoredContent(_ value: FlowExpr) -> Bool {
                switch value.underModifiers {
                case .name(let p), .call(nil, let p, _, _), .call(.selfRef?, let p, _, _), .member(.selfRef, let p):
                    let name = intern(p)
                    return propertyOwners[name]?.contains(owner) == true && gettersByOwner[Self.pair(owner, name)] == nil
                default: return false
                }
            }
            // `NavigationView(content: content)` hands the stored content closure on as it is.
            function.forEachExpression { e in
                if holdsInStack(e, writtenIn: g, handedAsIs: true, isStoredContent) { stackWrappers.insert(owner) }
            }
        }
    }

    /// Whether `e`, written in function `g`, makes a SwiftUI navigation stack (SwiftUI's own,
    /// not an app type of that name) whose content closure returns something `content` accepts,
    /// or, `handedAsIs`, that is handed such content as an argument.
    private func holdsInStack(_ e: FlowExpr, writtenIn g: Int, handedAsIs: Bool, _ content: (FlowExpr) -> Bool) -> Bool {
        guard case .construct(let type, _, let args, _) = e, FlowSinks.swiftUIContainers[type] == .navigation, !index.hidesSwiftUI(type) else { return false }
        return args.contains { arg in
            // `NavigationStack(path: appState.path(for: .more))`: the path it is bound to is no content.
            guard arg.label != "path" else { return false }
            guard case .closure(let local) = arg.value else { return handedAsIs && content(arg.value) }
            return functions[function(local, writtenIn: g)].statements.contains { if case .ret(let value) = $0 { content(value) } else { false } }
        }
    }

    /// `extension View` helpers that put the view they are called on in a SwiftUI navigation
    /// stack (`func navigationStackEmbeded() -> some View { NavigationStack { self } }`): each
    /// call makes a stack around its receiver.
    private var selfStackHelpers: Set<Int> = []

    private func findSelfStackHelpers() {
        func wrapsSelf(_ value: FlowExpr, in g: Int) -> Bool {
            switch value.underModifiers {
            case .choice(let arms): return arms.contains { wrapsSelf($0, in: g) }
            case .call(nil, "modifier", let args, _), .call(.selfRef?, "modifier", let args, _):
                // `modifier(WithNavigation(…))`, a modifier that puts the view in a stack.
                return isStackModifier(args.first?.value)
            case let stack: return holdsInStack(stack, writtenIn: g, handedAsIs: false, { $0.underModifiers == .selfRef })
            }
        }
        for g in functions.indices where ownerOf[g] == viewName && functions[g].kind == .method {
            if functions[g].statements.contains(where: { if case .ret(let e) = $0 { wrapsSelf(e, in: g) } else { false } }) { selfStackHelpers.insert(g) }
        }
    }

    /// `ViewModifier`s whose `body(content:)` puts `content` in a SwiftUI navigation stack
    /// (with destinations for the links of the view it modifies): each use is a stack around the
    /// view it is used on.
    private var stackModifiers: Set<Symbol> = []

    private func findStackModifiers() {
        for c in functions.indices {
            let g = enclosingMethod(c)
            guard functions[g].name == "body", functions[g].parameters.first == "content",
                  index[names[ownerOf[g]]]?.inherits.contains("ViewModifier") == true else { continue }
            functions[c].forEachExpression { e in
                if holdsInStack(e, writtenIn: c, handedAsIs: false, { $0.underModifiers == .name("content") }) { stackModifiers.insert(ownerOf[g]) }
            }
        }
    }

    /// `WithNavigation(…)`, made as a modifier's argument: one of `stackModifiers`.
    private func isStackModifier(_ e: FlowExpr?) -> Bool {
        guard case .construct(let type, _, _, _)? = e, let s = symbols[type] else { return false }
        return stackModifiers.contains(s)
    }

    /// A stack made at this site when `type`'s body is a SwiftUI navigation stack of its own
    /// around the content closure it is handed; nil otherwise.
    private func wrappedStack(_ type: Symbol, body: Int, _ args: [Argument], call: Int, in f: Int) -> Set<V>? {
        guard stackWrappers.contains(type) else { return nil }
        var closures: [Int] = []
        for arg in args { for case .closure(let c) in eval(arg.value, in: f) { closures.append(c) } }
        guard !closures.isEmpty else { return nil }
        var contents: Set<V> = []
        for c in closures {
            link(f, c, call: call, certain: true)
            contents.formUnion(read(.ret(c)))
        }
        return [.stack(stackSite(StackKey(function: f, call: call, type: navigationStack), contents: contents))]
    }

    /// A stack made at one site around each of `elements` (a `map` over them), numbered in a
    /// fixed order: a draft must not depend on a set's order, which changes from run to run.
    private func stacks(around elements: Set<V>, function f: Int, call: Int, type: Symbol) -> Set<V> {
        var out: Set<V> = []
        for element in elements.sorted(by: { Self.precedes(exported($0), exported($1)) }) {
            out.insert(.stack(stackSite(StackKey(function: f, call: call, type: type, element: element), contents: [element])))
        }
        return out
    }

    private func stackSite(_ site: StackKey, contents: Set<V>) -> Int {
        let id: Int
        if let known = stackIDs[site] {
            id = known
        } else {
            id = stacks.count
            stacks.append(Stack(function: site.function, call: site.call, type: names[site.type]))
            stackTypes.append(site.type)
            stackIDs[site] = id
        }
        add(contents, to: .contents(id))
        return id
    }

    /// `.styled()` written without its type: the static methods of that name, when one
    /// controller type alone declares them and no enum has a case of that name (the type the
    /// call's context expects is not known, and `.success(value)` is a case far more often).
    private func staticMethods(dotted name: Symbol) -> [Int] {
        if let known = staticMethodsMemo[name] { return known }
        var found: [Int] = []
        let plain = String(names[name].dropFirst())
        if plain != "init", enumsByCase[plain] == nil {
            for g in byName[intern(plain)] ?? [] where isStaticOf[g] {
                if let first = found.first, ownerOf[first] != ownerOf[g] { found = []; break }
                found.append(g)
            }
            if let first = found.first, info[ownerOf[first]].controllerKind == nil { found = [] }
        }
        staticMethodsMemo[name] = found
        return found
    }

    private var staticMethodsMemo: [Symbol: [Int]] = [:]
    /// Navigation stacks made empty (`UINavigationController()`), filled later by whoever holds them.
    private var rootless: Set<Int> = []

    /// What a screen's initialiser is handed as its content: the first argument whose parameter
    /// is declared as a view controller (later ones are accessories: a footer, a header).
    private func controllerArguments(_ args: [Argument], of g: Int, from f: Int) -> Set<V> {
        for arg in args {
            if case .selfRef = arg.value { continue }  // the presenter handed over, not a child
            guard let i = labelsOf[g].firstIndex(of: arg.label) else { continue }
            let name = parametersOf[g][i]
            // Declared as a view controller, or as a generic parameter named for one (`topController: T`).
            let declared = declaredOf[g][name]
            let isController = declared.map { info[$0].controllerKind != nil } ?? false
            let named = info[name].endsInController && declared.map { info[$0].declaredKind == nil && !info[$0].isUIKitController } ?? false
            guard isController || named else { continue }
            return eval(arg.value, in: f)
        }
        return []
    }

    /// Of a name's functions, those whose labels the call's arguments fit (`open(account:)`, not
    /// `open(url:)`). None when a label is one no candidate declares: the call is to another
    /// method of that name (UIKit's `present(_:animated:)`, not an app extension's
    /// `present(flow:)`), which Swift would never confuse with them.
    private func overloads(_ found: [Int], _ args: [Argument]) -> [Int] {
        found.filter { labelsMatch(args, $0) }
    }

    /// Whether every label the call passes is one of `g`'s.
    private func labelsMatch(_ args: [Argument], _ g: Int) -> Bool {
        labelsFit(args.lazy.map(\.label), g)
    }

    /// Whether `g` declares every label in `labels` (`underscore` fits any function).
    private func labelsFit(_ labels: some Sequence<Symbol>, _ g: Int) -> Bool {
        labels.allSatisfy { $0 == underscore || labelsOf[g].contains($0) }
    }

    private func isPageStyle(_ style: Expr) -> Bool {
        switch style {
        case .implicitMember(let name), .call(nil, let name, _, _, _): names[name] == "page" || names[name] == ".page"
        case .construct(let type, _, _, _, _): names[type] == "PageTabViewStyle"
        default: false
        }
    }

    /// The views a call returns (the view it is called on) replaced by a navigation stack this
    /// call makes around them.
    private func stackAroundReceiver(_ result: inout Set<V>, function f: Int, call: Int) {
        let views = result.filter { if case .object(let t) = $0 { info[t].isView } else { false } }
        result.subtract(views)
        result.insert(.stack(stackSite(StackKey(function: f, call: call, type: navigationStack), contents: views)))
    }

    /// The labels a side menu's or drawer's initialiser gives its main controller.
    static let mainContentLabels = ["center", "front", "content", "main"]

    /// SwiftUI protocols whose conformers have a `body` that runs as part of the view using
    /// them (besides `View`): modifiers, toolbar content.
    static let partsWithBody: Set<String> = ["ViewModifier", "ToolbarContent", "CustomizableToolbarContent"]

    /// `instantiateAuthViewController` → `AuthViewController`, for each view controller class
    /// the sources declare: the name a generated storyboard accessor has.
    private lazy var instantiatedClass: [Symbol: Symbol] = {
        var out: [Symbol: Symbol] = [:]
        for (type, i) in info.enumerated() where i.declaredKind == .class && i.controllerKind != nil {
            if let accessor = symbols["instantiate" + names[type]] { out[accessor] = type }
        }
        return out
    }()

    /// Names too common to resolve by name alone when the receiver's type is unknown.
    static let tooCommon: Set<String> = [
        "start", "stop", "dismiss", "reload", "update", "configure", "setup", "setUp", "present", "show", "push", "pop",
        "run", "load", "refresh", "close", "open", "handle", "perform", "execute", "callAsFunction", "finish", "cancel",
        "reset", "bind", "apply", "send", "save", "remove", "add", "set", "get", "fetch", "didTap", "navigate",
    ]

    private func call(_ receiver: Expr?, _ name: Symbol, _ args: [Argument], call: Int, original: [FlowArgument], in f: Int) -> Set<V> {
        var callees: [(Int, Bool)] = []
        var result: Set<V> = []
        var closures: Set<Int> = []
        let owner = ownerOf[f]
        if let receiver, !observedNames.isEmpty {
            if subscriptionSymbols.contains(name), subscribe(receiver, args, call: call, in: f) { return result }
            if sendSymbols.contains(name) { noteWrite(receiver, value: original.first?.value, call: call, in: f) }
        }
        if let receiver, let narrowed = selfCaseNarrowed(receiver, name) { return narrowed }
        // `R.storyboard.member.personDetailViewController()`: a scene R.swift's generated code
        // loads, which the sources do not hold when it is generated at build time.
        if case .member(.member(.name(rswiftRoot), rswiftStoryboards), let board)? = receiver, info[rswiftRoot].declaredKind == nil {
            let storyboard = intern(FlowSinks.rswiftStoryboard + names[board])
            return [.scene(storyboard, name == instantiateInitialViewController ? empty : name)]
        }
        if let receiver {
            var targets = eval(receiver, in: f)
            if targets.isEmpty, let declared = declaredType(receiver, in: f) { targets = objects(ofDeclared: declared) }
            if let scenes = instantiated(targets, name, args) { return scenes }
            // Then's `x.then { $0.title = … }` (github.com/devxoul/Then), when the app declares no
            // `then` of its own: the closure sets up `x`, and the call returns `x`.
            if name == thenName, byName[name] == nil, args.count == 1 {
                for case .closure(let c) in eval(args[0].value, in: f) {
                    if let p = parametersOf[c].first { add(targets, to: .local(c, p)) }
                    link(f, c, call: call, certain: true)
                }
                return targets
            }
            switch info[name].special {
            case .sequence(let returnsResults, let returnsElements):
                // The elements pass through a closure's parameter and come back as its returns.
                for arg in args {
                    // `controllers.map(Nav.init(rootViewController:))`: a stack around each element.
                    if returnsResults, case .member(.name(let type), initName) = arg.value, info[type].flowKind == .navigation {
                        result.formUnion(stacks(around: targets, function: f, call: call, type: type))
                        continue
                    }
                    for case .closure(let c) in eval(arg.value, in: f) {
                        if let p = parametersOf[c].first { add(targets, to: .local(c, p)) }
                        link(f, c, call: call, certain: true)
                        guard returnsResults else { continue }
                        for value in read(.ret(c)) {
                            // `{ Nav(rootViewController: $0) }`: a stack around each element, not one
                            // stack that may start at any of them (a tab bar's tabs).
                            if case .stack(let s) = value, stacks[s].function == c, stackParameters[s] == 0 {
                                result.formUnion(stacks(around: targets, function: c, call: stacks[s].call, type: stackTypes[s]))
                            } else if case .stack(let s) = value, stacks[s].function == c, case let roots = read(.contents(s)), roots.count > 1 {
                                // `tabs.map { tab in Nav(rootViewController: tab.viewController()) }`:
                                // each run makes a stack around what it computes for its element.
                                result.formUnion(stacks(around: roots, function: c, call: stacks[s].call, type: stackTypes[s]))
                            } else {
                                result.insert(value)
                            }
                        }
                    }
                }
                if returnsElements { result.formUnion(targets) }
                return result
            case .addChild, .setViewControllers:
                if let first = args.first { for case .stack(let site) in targets { add(eval(first.value, in: f), to: .contents(site)) } }
            case .tabViewStyle:
                // `.tabViewStyle(.page)`, `.tabViewStyle(PageTabViewStyle())`: the tab view is a pager.
                if let style = args.first?.value, isPageStyle(style) {
                    for case .stack(let site) in targets where stackTypes[site] == tabView {
                        stackTypes[site] = pagedTabView
                        stacks[site].type = FlowSinks.pagedTabView
                    }
                }
            case .append:
                if let first = args.first { store(eval(first.value, in: f), into: receiver, in: f) }
            case nil:
                break
            }
            // `self.init()` in a class factory (`class func instantiate() -> UINavigationController`)
            // makes a controller of that type, as `T()` does.
            if name == initName {
                for case .object(let type) in targets where info[type].controllerKind != nil { result.insert(.object(type)) }
                for case .meta(let type) in targets where info[type].controllerKind != nil { result.insert(.object(type)) }
            }
            for t in targets {
                switch t {
                case .object(let type):
                    let found = overloads(methods(type, name), args)
                    if found.isEmpty {
                        for case .closure(let c) in member(t, name) { closures.insert(c) }
                        if case .selfRef = receiver, !closures.isEmpty { fieldCalls[Self.callKey(f, call)] = names[name] }
                    }
                    // A modifier (`.navigationTitle(…)`, an `extension View` helper) returns the
                    // view it is called on, changed: the same screen.
                    if info[type].isView, !found.contains(where: { chain(type).contains(ownerOf[$0]) }) { result.insert(t) }
                    for g in found where ownerOf[g] != type { add([t], to: .local(g, selfName)) }
                    if found.contains(where: { functions[$0].returnsSelf }) { result.insert(t) }
                    callees += found.map { ($0, true) }
                case .meta(let type):
                    let found = overloads(methods(type, name), args)
                    callees += found.map { ($0, true) }
                    // `MultipleSelectReviewViewController.instantiate()` through a protocol
                    // extension's `-> Self`: that type, not every conformer the extension's `Self` is.
                    if info[type].controllerKind != nil, found.contains(where: { functions[$0].returnsSelf }) { result.insert(.object(type)) }
                    if found.isEmpty, info[type].controllerKind != nil, name != initName { result.insert(.object(type)) }  // `FeedViewController.instantiate()`
                    if found.isEmpty { for case .closure(let c) in member(t, name) { closures.insert(c) } }
                case .closure(let c) where name == callAsFunction:
                    closures.insert(c)
                case .stack(let site):
                    let found = methods(stackTypes[site], name)
                    for g in found { add([t], to: .local(g, selfName)) }
                    callees += found.map { ($0, true) }
                    if FlowSinks.swiftUIContainers[names[stackTypes[site]]] != nil, !index.hidesSwiftUI(names[stackTypes[site]]) { result.insert(t) }
                default: break
                }
            }
            // A method every declaration of which returns `Self` (a vendored Then's `then { … }`,
            // a fluent setter) returns what it is called on, also where the receiver's type does
            // not show it has one (a protocol extension adopted by `NSObject`, which the sources do
            // not declare).
            if let declared = byName[name], !declared.isEmpty, declared.allSatisfy({ functions[$0].returnsSelf && !isStaticOf[$0] }) {
                for t in targets { if case .meta = t { continue }; result.insert(t) }
            }
            // SwiftUI's own views (`Text("Pick").itemSetUp(…)`) are objects of no declared type:
            // only an `extension View` helper can be what is called on them.
            let onlySwiftUIViews = !targets.isEmpty && targets.allSatisfy { if case .object(let t) = $0 { info[t].declaredKind == nil && !info[t].isUIKitController } else { false } }
            if targets.isEmpty || onlySwiftUIViews, callees.isEmpty, !info[name].isTooCommon, let candidates = byName[name] {
                // Only a name one type declares resolves; a second owner ends the search (a name
                // like `viewDidLoad` has as many candidates as the app has screens).
                var matching: [Int] = []
                var owners = 0
                // A call that leaves out an argument the method requires (`action()` for
                // `action(viewItem:)`) is a closure's or another type's, never that method.
                for g in candidates where !isStaticOf[g] && labelsMatch(args, g) && args.count >= functions[g].requiredArguments {
                    if let first = matching.first, ownerOf[first] != ownerOf[g] { owners = 2; break }
                    owners = 1
                    matching.append(g)
                }
                // A name only `extension View` declares is that helper, whatever view it is called
                // on (SwiftUI's own, `ScrollView { … }.shareable()`, are not the sources' types).
                if owners == 1, !onlySwiftUIViews || matching.allSatisfy({ ownerOf[$0] == viewName }) { callees += matching.map { ($0, ownerOf[$0] == viewName) } }
            }
        } else {
            if let s = scope(of: name, from: f) {
                for case .closure(let c) in read(.local(s, name)) { closures.insert(c) }
            }
            if info[name].special == .addChild, let first = args.first {
                for case .stack(let site) in eval(.selfRef, in: f) { add(eval(first.value, in: f), to: .contents(site)) }
            }
            if info[name].special == .setViewControllers, let first = args.first, info[owner].flowKind == .navigation, info[owner].declaredKind == .class {
                // `setViewControllers([root], animated: false)` in a navigation controller's own code.
                add(eval(first.value, in: f), to: .field(owner, ownViewControllers))
            }
            // `let detail = detail(for: item)`: a local named like the method it is made by.
            if closures.isEmpty {
                var found: [Int] = []
                for v in selfValues(owner) { if case .object(let t) = v { found += methods(t, name) } }
                // A call on self in a class runs a subclass's override too (a base view model's
                // `send` calling the `process` each subclass implements).
                if !found.isEmpty, info[owner].declaredKind == .class {
                    for sub in subclassesOf[owner] ?? [] { found += methodsByOwner[Self.pair(sub, name)] ?? [] }
                }
                if found.isEmpty, let own = methodsByOwner[Self.pair(owner, name)] { found = own }
                found = overloads(found, args)
                if found.isEmpty {
                    for v in selfValues(owner) { for case .closure(let c) in member(v, name) { closures.insert(c) } }
                    if !closures.isEmpty { fieldCalls[Self.callKey(f, call)] = names[name] }
                }
                if found.isEmpty, closures.isEmpty, let global = methodsByOwner[Self.pair(empty, name)] { found = global }
                if found.isEmpty, closures.isEmpty, info[name].isDotted { found = staticMethods(dotted: name) }
                callees += Set(found).sorted().map { ($0, true) }
            }
        }
        noteThroughParameter(receiver, name, call: call, in: f)
        // `container.resolve(SettingsViewController.self)!`, `storyboard.instantiate(Detail.self)`:
        // code the app does not have, handed a controller's or view's type, makes one of that type
        // (a dependency container, a storyboard helper).
        // So does the app's own generic one (`static func resolve<Service>(_ type: Service.Type)
        // -> Service`, over a container): it returns a type it does not declare.
        let returnsGeneric = !callees.isEmpty && callees.allSatisfy { (g, _) in
            returnTypeOf[g].map { info[$0].declaredKind == nil && info[$0].controllerKind == nil && !info[$0].isView } ?? false
        }
        if callees.isEmpty || returnsGeneric, closures.isEmpty {
            for arg in args {
                if case .member(.name(let type), selfName) = arg.value, info[type].controllerKind != nil || info[type].isView { result.insert(.object(type)) }
            }
            // `Storyboards.Profile.instantiateAuthViewController()`: a storyboard accessor generated
            // at build time (Natalie), which the sources do not hold, names the class it makes.
            if byName[name] == nil, let made = instantiatedClass[name] { result.insert(.object(made)) }
        }
        var evaluated = [Set<V>?](repeating: nil, count: args.count)
        for c in closures.sorted() {
            bind(args, &evaluated, to: c, from: f)
            link(f, c, call: call, certain: true, arguments: original)
            result.formUnion(read(.ret(c)))
        }
        if name == modifierName, receiver != nil, isStackModifier(original.first?.value) {
            // `Home().modifier(WithNavigation())`: a stack of this call around the view.
            stackAroundReceiver(&result, function: f, call: call)
        }
        var seen: Set<Int> = []
        // In a fixed order: the receiver's values are a set, and the stacks the callees make are
        // numbered as they are made (a draft named a stack's site differently from run to run).
        callees.sort { ($0.0, $0.1 ? 0 : 1) < ($1.0, $1.1 ? 0 : 1) }
        for (g, certain) in callees where seen.insert(g).inserted {
            bind(args, &evaluated, to: g, from: f)
            link(f, g, call: call, certain: certain, arguments: original)
            if selfStackHelpers.contains(g) {
                // `Settings().navigationStackEmbeded()`: a stack of this call around the view. On
                // SwiftUI's own views (`List { … }.navigationStackEmbeded()` in a body), a stack
                // around what they build, as `NavigationStack { List { … } }` would be.
                stackAroundReceiver(&result, function: f, call: call)
                continue
            }
            // An `extension View` helper returns the view it is called on, changed (see above): what
            // it returns for every caller's view together is no one caller's.
            if ownerOf[g] == viewName, result.contains(where: { if case .object(let t) = $0 { info[t].isView } else { false } }) { continue }
            if let narrowed = caseNarrowed(g, args, original) {
                result.formUnion(narrowed)
                continue
            }
            let returned = read(.ret(g))
            let hostedArgument = hostParameters[g].flatMap { p in slots(args.lazy.map(\.label), g).first(where: { $0.1 == p })?.0 }
            if returned.isEmpty, let type = returnTypeOf[g], info[type].declaredKind == .class, info[type].controllerKind != nil, subclassesOf[type] == nil {
                // A factory declared `-> GroupDetailsViewController` whose body the flow cannot
                // read (a storyboard scene loaded through a generated accessor) makes one: an
                // app's controller class with no subclasses is the only thing it can return.
                result.insert(.object(type))
            }
            for value in returned {
                if case .hosted = value, let arg = hostedArgument {
                    // A helper that hosts what it is handed: this call's view, not every caller's.
                    if evaluated[arg] == nil { evaluated[arg] = eval(args[arg].value, in: f) }
                    for case .object(let v) in evaluated[arg]! where info[v].isView { result.insert(.hosted(v)) }
                    continue
                }
                // A stack the helper makes around what it is handed: one per call, holding what
                // this call hands it (five tabs made by one `embed(_:)` are five stacks).
                if case .stack(let s) = value, let p = stackParameters[s], stacks[s].function == g,
                   let arg = slots(args.lazy.map(\.label), g).first(where: { $0.1 == p })?.0 {
                    if evaluated[arg] == nil { evaluated[arg] = eval(args[arg].value, in: f) }
                    result.insert(.stack(stackSite(StackKey(function: f, call: call, type: stackTypes[s]), contents: evaluated[arg]!)))
                } else if case .stack(let s) = value, rootless.contains(s), stacks[s].function == g, isStaticOf[g] || ownerOf[g] == empty {
                    // A static or global factory of empty stacks (`static func styled() ->
                    // UINavigationController`) makes a new one per call: each coordinator that
                    // takes one as its default fills its own in `start()`, and one stack would
                    // start at all their roots.
                    result.insert(.stack(stackSite(StackKey(function: f, call: call, type: stackTypes[s]), contents: read(.contents(s)))))
                } else {
                    result.insert(value)
                }
            }
        }
        if callees.isEmpty, closures.isEmpty {
            handOver(args, from: f, call: call, asData: receiver == nil && info[name].isDotted)
            // `.navigationDestination(for: Route.self) { route in route.view }`: SwiftUI hands the
            // closure a value of that type.
            if name == navigationDestination, let type = args.first(where: { $0.label == forLabel }), case .member(.name(let t), _) = type.value {
                let values = objects(ofDeclared: t)
                for arg in args { for case .closure(let c) in eval(arg.value, in: f) { if let p = parametersOf[c].first { add(values, to: .local(c, p)) } } }
            }
        }
        return result
    }

    // MARK: - Observed properties

    /// Calls that subscribe a closure to a publisher, a subject or a signal.
    static let subscriptions: Set<String> = ["sink", "subscribe", "observeValues", "observeNext", "drive", "bind"]
    /// Calls that send a value to a subject's subscribers.
    static let sends: Set<String> = ["send", "onNext", "accept"]
    private lazy var subscriptionSymbols = Set(Self.subscriptions.compactMap { symbols[$0] })
    private lazy var sendSymbols = Set(Self.sends.compactMap { symbols[$0] })

    /// The property a chain of operators starts at, and what holds it (nil: a plain name):
    /// `$selectedItem` on `model` in `model.$selectedItem.dropFirst().receive(on: RunLoop.main)`.
    private func chainRoot(_ e: Expr) -> (base: Expr?, name: Symbol)? {
        var e = e
        while case .call(let receiver?, _, _, _, _) = e { e = receiver }
        switch e {
        case .member(let base, let name): return (base, name)
        case .name(let name): return (nil, name)
        default: return nil
        }
    }

    /// Whether an assignment's target may be an observed property (`x.selected`, `relay.value`),
    /// by name alone: the cheap test before the receiver is evaluated.
    private static func isObserved(_ target: Expr, _ observed: Set<Symbol>, _ names: [String]) -> Bool {
        switch target {
        case .name(let n): return observed.contains(n)
        case .member(let base, let n):
            if observed.contains(n) { return true }
            if names[n] == "value", case .member(_, let m) = base { return observed.contains(m) }
            return false
        default: return false
        }
    }

    /// Property names some closure is subscribed to (see `subscribe`).
    private var observedNames: Set<Symbol> = []
    private struct Listener: Hashable {
        var closure: Int
        var subscriber: Int
        var call: Int
    }
    private struct Writer: Hashable {
        var function: Int
        /// The send's call index; for an assignment, which is no call, the function's call
        /// count plus the statement's index (one key per assignment, cited at the function).
        var call: Int
        var value: FlowExpr?
    }
    /// By `pair(type, property)`: the closures subscribed to it, and the code that sets it or sends on it.
    private var listeners: [Int: Set<Listener>] = [:]
    private var writers: [Int: Set<Writer>] = [:]

    /// The property a chain of operators starts at (`base.$name…`, or `name` on self), as
    /// (the types whose objects hold it, its name).
    private func observed(_ e: Expr, in f: Int) -> (types: [Symbol], name: Symbol)? {
        guard let (held, name) = chainRoot(e) else { return nil }
        // A plain name is a property of `self`, unless it is a local.
        if held == nil, scope(of: name, from: f) != nil { return nil }
        let base = held ?? .selfRef
        let written = names[name]
        guard let field = written.hasPrefix("$") ? symbols[String(written.dropFirst())] : name, observedNames.contains(field) else { return nil }
        var values = eval(base, in: f)
        if values.isEmpty, let declared = declaredType(base, in: f) { values = objects(ofDeclared: declared) }
        let types = values.compactMap { v -> Symbol? in if case .object(let t) = v { t } else { nil } }.sorted()
        return types.isEmpty ? nil : (types, field)
    }

    /// `model.$selected.sink { … }`, `model.events.sink { … }`: the closure runs when the
    /// property is set or the subject sends, on behalf of the code that does it (the screen
    /// whose action set it), not of the code that subscribed. Whether the call was one.
    private func subscribe(_ receiver: Expr, _ args: [Argument], call: Int, in f: Int) -> Bool {
        // Only a screen's subscriptions (a controller's or a view's): a coordinator's runs from
        // where the coordinator starts as well (a published value is delivered on subscribing),
        // and the setters of an app-wide state (`appState = .loggedIn`) lead far from any screen.
        let owner = ownerOf[f]
        guard info[owner].controllerKind != nil || info[owner].isView else { return false }
        guard let (types, field) = observed(receiver, in: f) else { return false }
        var closures: [Int] = []
        for arg in args { for case .closure(let c) in eval(arg.value, in: f) { closures.append(c) } }
        guard !closures.isEmpty else { return false }
        for t in types {
            for c in closures { listeners[Self.pair(t, field), default: []].insert(Listener(closure: c, subscriber: f, call: call)) }
        }
        return true
    }

    /// An assignment to an observed property (`selected = item`, `relay.value = x`) or a send on
    /// one (`events.send(.help)`). Initialisers and initial values set no one's property.
    private func noteWrite(_ target: Expr, value: FlowExpr?, call: Int, in f: Int) {
        guard kindOf[f] != .initializer, kindOf[f] != .body else { return }
        if case .implicitMember(let flag)? = value, flag == "false" { return }
        var target = target
        if case .member(let base, let n) = target, names[n] == "value" { target = base }
        guard let (types, name) = observed(target, in: f) else { return }
        for t in types { writers[Self.pair(t, name), default: []].insert(Writer(function: f, call: call, value: value)) }
    }

    /// Each subscribed closure is called by the code that sets what it observes, handed the
    /// value set or sent (a `switch` on it takes that arm); by the code that subscribed when
    /// the flow sees nothing set it.
    private func connectObservers() {
        if FlowTrace.enabled { FlowTrace.write("flow: \(observedNames.count) observed properties, \(listeners.count) with subscribers, \(writers.count) set or sent on") }
        for key in listeners.keys.sorted() {
            let sets = (writers[key] ?? []).sorted { ($0.function, $0.call) < ($1.function, $1.call) }
            for listener in listeners[key]!.sorted(by: { ($0.closure, $0.subscriber, $0.call) < ($1.closure, $1.subscriber, $1.call) }) {
                if sets.isEmpty {
                    link(listener.subscriber, listener.closure, call: listener.call, certain: true)
                    continue
                }
                for w in sets {
                    link(w.function, listener.closure, call: w.call, certain: true, arguments: w.value.map { [FlowArgument(label: nil, value: $0)] } ?? [])
                }
                observerClosures.insert(listener.closure)
            }
        }
        guard !observerClosures.isEmpty else { return }
        // What those closures run of their own type's code (`self?.showList()` and what it calls).
        // Only calls whose labels the callee declares: UIKit's `present(vc, animated: true)`
        // resolves to every `present(…)` the screen declares when none fits.
        var callees: [Int: [Int]] = [:]
        for (callee, edges) in callers {
            for edge in edges {
                // A label no function declares was never interned, and fits none.
                let labels = (arguments(of: edge, to: callee) ?? []).compactMap { $0.label.map { symbols[$0] ?? -1 } }
                guard labelsFit(labels, callee) else { continue }
                callees[edge.caller, default: []].append(callee)
            }
        }
        var work = Array(observerClosures)
        observerReach = observerClosures
        while let g = work.popLast() {
            for callee in callees[g] ?? [] where ownerOf[callee] == ownerOf[g] && observerReach.insert(callee).inserted { work.append(callee) }
        }
    }

    /// Closures that run when what they observe is set (linked to the code that sets it), and
    /// the code of their own type they run: a screen's code that is on screen only when
    /// another screen's action set what it observes (see `FlowAttribution`).
    private(set) var observerClosures: Set<Int> = []
    private(set) var observerReach: Set<Int> = []

    // MARK: - Fixpoint

    private func run(_ statement: Statement, _ i: Int, in f: Int) {
        switch statement {
        case .assign(let target, let value):
            let found = eval(value, in: f)
            store(found, into: target, in: f)
            if !observedNames.isEmpty, Self.isObserved(target, observedNames, names), case .assign(_, let written) = functions[f].statements[i] {
                noteWrite(target, value: written, call: functions[f].calls.count + i, in: f)
            }
        case .evaluate(let e):
            _ = eval(e, in: f)
        case .ret(let e):
            add(eval(e, in: f), to: .ret(f))
        }
    }

    /// Runs every function once, then again each function whose inputs grew, until none did
    /// or `budget` runs per function on average are spent.
    func solve(budget: Int = 30) {
        queued = Array(repeating: true, count: functions.count)
        worklist = Array(functions.indices.reversed())
        let limit = budget * max(1, functions.count)
        while let f = worklist.popLast() {
            guard runs < limit else { exhausted = true; break }
            queued[f] = false
            runs += 1
            running = f
            for (i, statement) in code[f].enumerated() { run(statement, i, in: f) }
            running = -1
        }
        connectObservers()
        if FlowTrace.enabled { FlowTrace.write("flow: \(runs) function runs, \(functions.count) functions, \(values.count) nodes, \(stacks.count) sites") }
    }

    /// Method names a `#selector` or an Interface Builder action names, app-wide.
    var selectorNames: Set<String> = []

    /// Whether `g` (or the method it is written in) is code nothing runs: a private method or
    /// an `@IBAction` that nothing calls and no selector or Interface Builder action names.
    /// Other methods may be called by UIKit (overrides, delegate and data source methods), and
    /// `@objc` ones by Objective-C code the scan does not read: they are kept.
    func isDeadEntry(_ g: Int) -> Bool {
        let m = enclosingMethod(g)
        let function = functions[m]
        // A view's private computed part (`private var deviceSection: some View`) that no body
        // or other code reads: what it lays out is never on screen.
        if function.kind == .getter, function.isPrivate, info[ownerOf[m]].hasBody {
            return (callers[m] ?? []).isEmpty
        }
        guard function.kind == .method, function.isIBAction || (function.isPrivate && !function.isObjC) else { return false }
        guard (callers[m] ?? []).isEmpty else { return false }
        return !selectorNames.contains(function.name)
    }

    /// The type `e` is declared with (`let tabs: UITabBarController`), when it is a property or
    /// a local with one.
    func declaredTypeName(_ e: FlowExpr, in f: Int) -> String? {
        declaredType(compile(e), in: f).map { names[$0] }
    }

    /// A sink's argument at the fixpoint.
    func valuesOf(_ e: FlowExpr, in f: Int) -> Set<Value> {
        let compiled = compile(e)
        narrowsByCase = true
        defer { narrowsByCase = false }
        return exported(eval(compiled, in: f))
    }

    /// Whether a call handing a router a case gets that case's returns only (`caseNarrowed`):
    /// when an expression is read for one caller (attribution's walk rewrites a router's call
    /// with the caller's case), not in the fixpoint, where one narrowed caller would leave a
    /// shared helper's parameter with fewer screens than its other callers hand it.
    private var narrowsByCase = false

    func relativePath(_ f: Int) -> String { index.files[fileOf[f]].relativePath }

    /// Views a class that is neither a view nor a controller makes (a coordinator, a view
    /// model): not part of the screen whose action ran that code, but screens of their own,
    /// shown by code the scan may not follow (a router it cannot name).
    private struct Made: Hashable { let view: Symbol, function: Int }
    private var madeByClasses: Set<Made> = []

    /// Each view a class's code makes and does not return, with the class, in name order. A
    /// view model's `func content() -> some View` is read by a view's body: part of that view.
    /// (A closure's returns are what it builds: `Overlay { ContentView() }` hands it on.)
    func viewsMadeByClasses() -> [(view: String, maker: String)] {
        let handedOn = madeByClasses.filter { functions[$0.function].kind == .closure || !peek(.ret($0.function)).contains(.object(names[$0.view])) }
        let pairs = Set(handedOn.map { [names[$0.view], names[ownerOf[$0.function]]] })
        return pairs.sorted { $0.lexicographicallyPrecedes($1) }.map { ($0[0], $0[1]) }
    }

    /// The types whose code makes a view and so runs its body (see `construct`).
    func makers(of view: String) -> Set<String> {
        guard let type = symbols[view], let body = getter(type, bodyName) else { return [] }
        return Set((callers[body] ?? []).map { functions[$0.caller].owner })
    }

    /// A computed property's getter, by its type's name and its own.
    func getterFunction(owner: String, name: String) -> Int? {
        guard let type = symbols[owner], let property = symbols[name] else { return nil }
        return getter(type, property)
    }

    /// What each column closure of the `NavigationSplitView` made at stack site `s` builds, in
    /// the order they are written: sidebar, then content and detail.
    func splitColumns(_ s: Int) -> [Set<Value>] {
        let site = stacks[s]
        var columns: [Set<Value>]?
        functions[site.function].forEachExpression { e in
            guard columns == nil, case .construct(_, _, let args, let call) = e, call == site.call else { return }
            columns = args.compactMap { arg in
                guard case .closure(let local) = arg.value else { return nil }
                return peek(.ret(function(local, writtenIn: site.function)))
            }
        }
        return columns ?? []
    }

    /// The methods of that name, of any type.
    func methods(named name: String) -> [Int] { symbols[name].flatMap { byName[$0] } ?? [] }

    /// Whether `view` is one of the app's stack views or stack modifiers (see `findStackWrappers`,
    /// `findStackModifiers`): each place that uses one makes a stack of its own, so the stack in
    /// its body is no screen's.
    func isStackWrapper(_ view: String) -> Bool {
        guard let type = symbols[view] else { return false }
        return stackWrappers.contains(type) || stackModifiers.contains(type)
    }

    /// The views a SwiftUI stack's content closure starts with that are made there around
    /// content written in the same place (`NavigationStack { Shelf { … } }`), by a view every
    /// initialiser of which takes a closure that builds views: a layout of the maker's own
    /// content, not a screen the stack starts at; also through a part of the maker's body
    /// (`NavigationStack { content }`, with `var content: some View { MainViewLayout { … } }`).
    func layoutsStarting(_ s: Int) -> Set<String> {
        let site = stacks[s]
        var out: Set<String> = []
        func read(_ g: Int, depth: Int) {
            for case .ret(let value) in functions[g].statements {
                switch value.underModifiers {
                case .construct(let type, _, let inner, _) where inner.contains(where: \.isClosure) && takesContent(type):
                    out.insert(type)
                case .name(let name) where depth == 0, .member(.selfRef, let name) where depth == 0:
                    if let part = getterFunction(owner: functions[g].owner, name: name) { read(part, depth: 1) }
                default:
                    break
                }
            }
        }
        functions[site.function].forEachExpression { e in
            guard case .construct(_, _, let args, let call) = e, call == site.call else { return }
            for case .closure(let local) in args.map(\.value) { read(function(local, writtenIn: site.function), depth: 0) }
        }
        return out
    }

    /// A view made around content its maker builds (`CustomAlertContainerView { MainView() }`):
    /// every initialiser takes a closure, or the memberwise one takes content or a closure.
    func isLayout(_ view: String) -> Bool {
        guard let type = symbols[view], index.isView(view) else { return false }
        if methodsByOwner[Self.pair(type, initName)]?.isEmpty ?? true, trailingClosureProperties[view] != nil { return true }
        return takesContent(view)
    }

    /// Every initialiser takes a closure, or the memberwise one takes `@ViewBuilder` content.
    private func takesContent(_ view: String) -> Bool {
        guard let type = symbols[view] else { return false }
        guard let inits = methodsByOwner[Self.pair(type, initName)], !inits.isEmpty else { return contentViews.contains(type) }
        return inits.allSatisfy { !closureParametersOf[$0].isEmpty }
    }

    /// A view's `body` getter, by the view's name.
    func bodyGetter(of view: String) -> Int? {
        guard let type = symbols[view] else { return nil }
        return getter(type, bodyName)
    }

    /// What function `g` returns, at the fixpoint.
    func returns(of g: Int) -> Set<Value> { peek(.ret(g)) }

    /// The property a trailing closure fills when `type` is made with its memberwise
    /// initialiser (`SubMenuCell(title: "Account") { AccountView() }` fills `destination`).
    func trailingClosureProperty(of type: String) -> String? { trailingClosureProperties[type] }
    private var trailingClosureProperties: [String: String] = [:]

    /// The initialiser of its own that a construction of `type` with `args` runs, and what the
    /// construction passes each of its parameters. A trailing closure fills the last parameter
    /// that takes one (`NavRow(title: "Skills") { SkillsView() }` for `init(title: String,
    /// @ViewBuilder content: () -> Content)`), as Swift fills it.
    func initializer(of type: String, for args: [FlowArgument]) -> (function: Int, passed: [String: FlowExpr])? {
        guard let t = symbols[type], let inits = methodsByOwner[Self.pair(t, initName)] else { return nil }
        let labels = labelSymbols(args)
        let trailing = args.last.map { $0.label == nil && $0.isClosure } ?? false
        for g in inits where labelsFit(labels, g) && args.count >= functions[g].requiredArguments {
            var bound = slots(labels, g)
            if trailing, !bound.contains(where: { $0.0 == args.count - 1 }) {
                guard let p = closureParametersOf[g].last ?? (labelsOf[g].isEmpty ? nil : labelsOf[g].count - 1) else { continue }
                bound.append((args.count - 1, p))
            }
            var passed: [String: FlowExpr] = [:]
            for (arg, parameter) in bound { passed[functions[g].parameters[parameter]] = args[arg].value }
            return (g, passed)
        }
        return nil
    }
    /// Views with `@ViewBuilder` content their makers build (`MainViewLayout { … }`).
    private var contentViews: Set<Symbol> = []
    /// The types whose trailing closure property a SwiftUI link or sheet in their own code shows.
    private var shownClosureProperties: Set<Symbol> = []

    /// The global number of a closure written in function `f` as its file's `local`-th function.
    func function(_ local: Int, writtenIn f: Int) -> Int { local + firstOfFile[fileOf[f]] }
}
