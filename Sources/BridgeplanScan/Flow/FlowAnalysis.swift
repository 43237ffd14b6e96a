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
struct FlowAnalysis {
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
    }

    /// A controller type's kind; one the Swift sources do not declare (Objective-C, a package:
    /// `DismissibleHostingController`, `ThemedNavigationController`) is known by its name.
    func kind(of type: String) -> TypeIndex.ControllerKind? {
        index.controllerKind(type) ?? (index[type] == nil ? TypeIndex.kind(named: type) : nil)
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

    let index: TypeIndex
    /// Every function of every file, and the file each is in (an index into `index.files`).
    private(set) var functions: [FlowFunction] = []
    private(set) var fileOf: [Int] = []
    private var firstOfFile: [Int] = []
    private var methodsByOwner: [String: [String: [Int]]] = [:]
    private var gettersByOwner: [String: [String: Int]] = [:]
    /// Every method and initialiser name the sources declare.
    private var declaredMethodNames: Set<String> = []
    /// Each type's property initialisers, which run when an instance is made.
    private var bodiesByOwner: [String: [Int]] = [:]
    private var propertyTypes: [String: [String: String]] = [:]
    private var propertyOwners: [String: Set<String>] = [:]
    /// The types that declare a static property of each name.
    private var staticOwners: [String: Set<String>] = [:]
    private var conformers: [String: Set<String>] = [:]
    /// Functions by name, app-wide, for calls on receivers of no known type.
    private var byName: [String: [Int]] = [:]

    /// Each class's subclasses, all the way down.
    private(set) var subclasses: [String: [String]] = [:]
    /// Each declared type's superclass chain and adopted protocols, walked once.
    private var chains: [String: [String]] = [:]
    private var adopted: [String: [String]] = [:]
    private var nodes: [NodeKey: Int] = [:]
    private(set) var values: [Set<Value>] = []
    private(set) var stacks: [Stack] = []
    private var stackIDs: [Stack: Int] = [:]
    /// Who calls each function, with where.
    private(set) var callers: [Int: Set<CallEdge>] = [:]
    /// The functions that read each node, the function running, and those to run again.
    private var readers: [Set<Int>] = []
    private var saturated: Set<Int> = []
    private var running = -1
    private var worklist: [Int] = []
    private var queued: [Bool] = []
    /// Functions run, all told; `exhausted` when the budget ran out before the fixpoint.
    private(set) var runs = 0
    private(set) var exhausted = false

    init(index: TypeIndex, files: [FlowFile]) {
        self.index = index
        for (f, file) in files.enumerated() {
            firstOfFile.append(functions.count)
            for function in file.functions {
                var function = function
                function.parent = function.parent.map { $0 + firstOfFile[f] }
                // Statements that can move no value and call nothing (`x.count`, `y = 3`) are left
                // out of the fixpoint: every run would evaluate them for nothing.
                function.statements.removeAll { statement in
                    switch statement {
                    case .evaluate(let e): return !Self.acts(e)
                    case .assign(_, let value), .ret(let value): return Self.isInert(value)
                    }
                }
                functions.append(function)
                fileOf.append(f)
            }
            for p in file.properties {
                propertyOwners[p.name, default: []].insert(p.owner)
                if p.isStatic { staticOwners[p.name, default: []].insert(p.owner) }
                if let type = p.type { propertyTypes[p.owner, default: [:]][p.name] = type }
            }
        }
        for (id, f) in functions.enumerated() {
            switch f.kind {
            case .method, .initializer:
                methodsByOwner[f.owner, default: [:]][f.name, default: []].append(id)
                declaredMethodNames.insert(f.name)
                if f.kind == .method { byName[f.name, default: []].append(id) }
            case .getter: gettersByOwner[f.owner, default: [:]][f.name] = id
            case .body: bodiesByOwner[f.owner, default: []].append(id)
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
            conformers[proto] = seen.filter { index[$0]?.kind != .protocol }
        }
        for name in index.types.keys {
            chains[name] = walkChain(name)
        }
        for name in index.types.keys {
            adopted[name] = walkProtocols(name)
        }
        for (name, chain) in chains where index[name]?.kind == .class {
            for base in chain.dropFirst() { subclasses[base, default: []].append(name) }
        }
        for key in subclasses.keys { subclasses[key]!.sort() }
    }

    /// Whether evaluating `e` can call anything or make anything (a call, a construction, a closure).
    static func acts(_ e: FlowExpr) -> Bool {
        switch e {
        case .call, .construct, .closure: return true
        case .member(let base, _), .cast(let base, _): return acts(base)
        case .array(let items), .choice(let items): return items.contains(where: acts)
        case .name, .selfRef, .implicitMember, .unknown: return false
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

    // MARK: - Nodes

    private mutating func node(_ key: NodeKey) -> Int {
        if let n = nodes[key] { return n }
        nodes[key] = values.count
        values.append([])
        readers.append([])
        return values.count - 1
    }

    /// A node's values, read from outside the solver.
    func peek(_ key: NodeKey) -> Set<Value> { nodes[key].map { values[$0] } ?? [] }

    /// A node's values, read while a function runs: the function is run again when they grow.
    private mutating func read(_ key: NodeKey) -> Set<Value> {
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

    private mutating func add(_ new: Set<Value>, to key: NodeKey) {
        guard !new.isEmpty else { return }
        let n = node(key)
        guard !saturated.contains(n) else { return }
        let before = values[n].count
        values[n].formUnion(new)
        guard values[n].count != before else { return }
        if values[n].count > Self.saturation {
            saturated.insert(n)
            values[n] = []
        }
        for r in readers[n] where !queued[r] {
            queued[r] = true
            worklist.append(r)
        }
    }

    // MARK: - Types

    func isProtocol(_ name: String) -> Bool { index[name]?.kind == .protocol }

    /// The superclass chain from `type`, itself first.
    func chain(_ type: String) -> [String] {
        if let known = chains[type] { return known }
        return walkChain(type)
    }

    private func walkChain(_ type: String) -> [String] {
        var out: [String] = []
        var current = type
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            out.append(current)
            guard let info = index[current], info.kind == .class || info.kind == .extension, let superclass = info.inherits.first,
                  !isProtocol(superclass) else { break }
            current = superclass
        }
        return out
    }

    /// The protocols a type adopts, through its superclasses and protocols that refine others.
    func protocols(of type: String) -> [String] {
        if let known = adopted[type] { return known }
        return walkProtocols(type)
    }

    private func walkProtocols(_ type: String) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        var work = chain(type)
        while let t = work.popLast() {
            for base in index[t]?.inherits ?? [] where isProtocol(base) && seen.insert(base).inserted {
                out.append(base)
                work.append(base)
            }
        }
        return out.sorted()
    }

    func isSubtype(_ type: String, of other: String) -> Bool {
        chain(type).contains(other) || protocols(of: type).contains(other)
    }

    /// The objects a value of a declared type may be: the type, or every conformer of a protocol.
    func objects(ofDeclared type: String) -> Set<Value> {
        if isProtocol(type) { return Set((conformers[type] ?? []).map(Value.object)) }
        // Only the app's own types: `UIViewController` as a declared type says nothing of which.
        guard let info = index[type], info.kind != .extension else { return [] }
        return [.object(type)]
    }

    /// `self` in a function of `owner`: the type, or in a protocol extension every conformer.
    func selfValues(_ owner: String) -> Set<Value> {
        if isProtocol(owner) { return Set((conformers[owner] ?? []).map(Value.object)) }
        return owner.isEmpty ? [] : [.object(owner)]
    }

    /// The type along `type`'s chain that declares property `name` (where its values live).
    func fieldOwner(_ type: String, _ name: String) -> String {
        guard let owners = propertyOwners[name] else { return type }
        for t in chain(type) where owners.contains(t) { return t }
        for p in protocols(of: type) where owners.contains(p) { return type }
        return type
    }

    /// The methods an instance of `type` runs for `name`: its own or its nearest superclass's,
    /// else a default from a protocol it adopts (whose `where Self:` it meets).
    func methods(_ type: String, _ name: String) -> [Int] {
        // Only names some type declares can be found; most calls are UIKit's (`addSubview`).
        guard declaredMethodNames.contains(name) else { return [] }
        for t in chain(type) {
            if let found = methodsByOwner[t]?[name], !found.isEmpty { return found }
        }
        let protocols = protocols(of: type)
        guard !protocols.isEmpty else { return [] }
        let adopted = Set(protocols + chain(type))
        for p in protocols {
            let found = (methodsByOwner[p]?[name] ?? []).filter { functions[$0].selfConstraints.allSatisfy(adopted.contains) }
            if !found.isEmpty { return found }
        }
        return []
    }

    private func getter(_ type: String, _ name: String) -> Int? {
        for t in chain(type) { if let g = gettersByOwner[t]?[name] { return g } }
        return nil
    }

    private func declaredType(ofProperty name: String, in type: String) -> String? {
        for t in chain(type) { if let d = propertyTypes[t]?[name] { return d } }
        for p in protocols(of: type) { if let d = propertyTypes[p]?[name] { return d } }
        return nil
    }

    // MARK: - Names

    /// The function whose local `name` is, looking out through the closures that capture it.
    private func scope(of name: String, from f: Int) -> Int? {
        var current: Int? = f
        while let c = current {
            if functions[c].locals.contains(name) { return c }
            current = functions[c].parent
        }
        return nil
    }

    /// The declared type of a name or property path, when values are not known.
    func declaredType(_ e: FlowExpr, in f: Int) -> String? {
        switch e {
        case .name(let n):
            if let s = scope(of: n, from: f) { return functions[s].declaredTypes[n] }
            return declaredType(ofProperty: n, in: functions[f].owner)
        case .member(let base, let name):
            if case .selfRef = base { return declaredType(ofProperty: name, in: functions[f].owner) }
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

    mutating func eval(_ e: FlowExpr, in f: Int) -> Set<Value> {
        guard depth < Self.maxDepth else { return [] }
        depth += 1
        defer { depth -= 1 }
        switch e {
        case .selfRef:
            // The type's instances, and what callers passed as the receiver (a plain UIViewController
            // made at a site, calling a helper declared in `extension UIViewController`).
            var method = f
            while functions[method].kind == .closure, let parent = functions[method].parent { method = parent }
            return selfValues(functions[f].owner).union(read(.local(method, "self")))
        case .name(let n):
            if let s = scope(of: n, from: f) { return read(.local(s, n)) }
            let owner = functions[f].owner
            if propertyOwners[n] != nil || getter(owner, n) != nil {
                var out: Set<Value> = []
                for v in selfValues(owner) { out.formUnion(member(v, n)) }
                if out.isEmpty, let declared = declaredType(ofProperty: n, in: owner) { out = objects(ofDeclared: declared) }
                return out
            }
            if n.first?.isUppercase == true, index[n] != nil || index.controllerKind(n) != nil { return [.meta(n)] }
            return []
        case .member(let base, let name):
            var bases = eval(base, in: f)
            if bases.isEmpty, let declared = declaredType(base, in: f) { bases = objects(ofDeclared: declared) }
            var out: Set<Value> = []
            for v in bases { out.formUnion(member(v, name)) }
            if out.isEmpty, let declared = declaredType(e, in: f) { out = objects(ofDeclared: declared) }
            return out
        case .construct(let type, let generic, let args, let call):
            return construct(type, generic: generic, args, call: call, in: f)
        case .call(let receiver, let name, let args, let call):
            return self.call(receiver, name, args, call: call, in: f)
        case .closure(let local):
            return [.closure(local + firstOfFile[fileOf[f]])]
        case .array(let items), .choice(let items):
            var out: Set<Value> = []
            for item in items { out.formUnion(eval(item, in: f)) }
            return out
        case .cast(let inner, let type):
            // A loop, not `filter`: a closure in a mutating method would copy the whole analysis.
            var kept: Set<Value> = []
            let anyObject = isProtocol(type)
            for value in eval(inner, in: f) {
                if case .object(let t) = value, !(anyObject || isSubtype(t, of: type) || index[t] == nil) { continue }
                kept.insert(value)
            }
            if kept.isEmpty, index[type]?.kind == .class, index.controllerKind(type) != nil { return [.object(type)] }
            return kept
        case .implicitMember(let name):
            // The static property of that name, when one type alone declares it.
            guard let owners = staticOwners[name], owners.count == 1, let owner = owners.first else { return [] }
            return member(.meta(owner), name)
        case .unknown:
            return []
        }
    }

    /// `v.name`: a stored property's values, and a computed one's returns.
    private mutating func member(_ v: Value, _ name: String) -> Set<Value> {
        switch v {
        case .object(let t), .meta(let t):
            var out = read(.field(fieldOwner(t, name), name))
            if let g = getter(t, name) { out.formUnion(read(.ret(g))) }
            return out
        case .stack(let s):
            switch name {
            case "topViewController", "visibleViewController", "viewControllers", "children", "first", "last": return read(.contents(s))
            default: return []
            }
        case .closure, .hosted:
            return []
        }
    }

    private mutating func store(_ new: Set<Value>, into target: FlowExpr, in f: Int) {
        guard !new.isEmpty else { return }
        switch target {
        case .name(let n):
            if let s = scope(of: n, from: f) {
                add(new, to: .local(s, n))
            } else {
                for v in selfValues(functions[f].owner) { storeMember(new, v, n) }
            }
        case .member(let base, let name):
            var bases = eval(base, in: f)
            if bases.isEmpty, let declared = declaredType(base, in: f) { bases = objects(ofDeclared: declared) }
            for v in bases { storeMember(new, v, name) }
        default: break
        }
    }

    private mutating func storeMember(_ new: Set<Value>, _ v: Value, _ name: String) {
        switch v {
        case .object(let t), .meta(let t): add(new, to: .field(fieldOwner(t, name), name))
        case .stack(let s) where name == "viewControllers": add(new, to: .contents(s))
        default: break
        }
    }

    private mutating func link(_ caller: Int, _ callee: Int, call: Int, certain: Bool, arguments args: [FlowArgument] = []) {
        let position = call < functions[caller].calls.count ? functions[caller].calls[call] : functions[caller].position
        let inserted = callers[callee, default: []].insert(CallEdge(caller: caller, call: call, position: position, certain: certain)).inserted
        if inserted, !args.isEmpty { arguments[caller &* 1_048_576 &+ call, default: [:]][callee] = args }
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
        throughParameter[edge.caller &* 1_048_576 &+ edge.call].map { (name: $0.0, function: $0.1) }
    }

    /// What a call passed for each of the callee's parameters: the expressions, in the caller.
    func passed(_ edge: CallEdge, to callee: Int) -> [String: FlowExpr] {
        guard let args = arguments[edge.caller &* 1_048_576 &+ edge.call]?[callee] else { return [:] }
        var out: [String: FlowExpr] = [:]
        for (arg, parameter) in slots(args, callee) { out[functions[callee].parameters[parameter]] = args[arg].value }
        return out
    }

    /// Which parameter each argument goes to: by label in order, unlabelled ones to the next
    /// parameter without a label; a closure's parameters by position. (argument, parameter) pairs.
    private func slots(_ args: [FlowArgument], _ callee: Int) -> [(Int, Int)] {
        // Fields read one by one: a `FlowFunction` copy retains each of its fields.
        let isClosure = functions[callee].kind == .closure
        let labels = functions[callee].labels
        let parameterCount = functions[callee].parameters.count
        var out: [(Int, Int)] = []
        var next = 0
        for (a, arg) in args.enumerated() {
            var slot: Int?
            if isClosure {
                slot = next < parameterCount ? next : nil
            } else {
                var i = next
                while i < labels.count, labels[i] != (arg.label ?? "_") { i += 1 }
                slot = i < labels.count ? i : nil
            }
            guard let s = slot else { continue }
            next = s + 1
            out.append((a, s))
        }
        return out
    }

    private mutating func bind(_ args: [FlowArgument], to callee: Int, from f: Int) {
        for (arg, parameter) in slots(args, callee) {
            add(eval(args[arg].value, in: f), to: .local(callee, functions[callee].parameters[parameter]))
        }
    }

    /// Closures handed to code the app does not have (UIKit, SwiftUI, a library): they run when
    /// that code calls back, on behalf of the function that handed them over. Handed to an
    /// enum case (`.execute(block: { … })`, a table row's action), a closure is data: it runs
    /// for whoever holds the value it went into (see `holders`).
    private mutating func handOver(_ args: [FlowArgument], from f: Int, call: Int, asData: Bool = false) {
        for arg in args {
            for case .closure(let c) in eval(arg.value, in: f) where !asData { link(f, c, call: call, certain: true) }
        }
    }

    /// The types whose properties hold an object of each type (a screen holds its view model,
    /// its data source): code of a type that nothing calls runs for the objects that hold it.
    func holders() -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for (key, n) in nodes {
            guard case .field(let holder, _) = key else { continue }
            for case .object(let held) in values[n] where held != holder { out[held, default: []].insert(holder) }
        }
        return out
    }

    /// The types whose properties hold each closure: a closure kept as data (a table row's
    /// action) runs for the screen that holds it, or holds the object that holds it.
    func closureHolders() -> [Int: Set<String>] {
        var out: [Int: Set<String>] = [:]
        for (key, n) in nodes {
            guard case .field(let holder, _) = key else { continue }
            for case .closure(let c) in values[n] { out[c, default: []].insert(holder) }
        }
        return out
    }

    private mutating func construct(_ type: String, generic: String?, _ args: [FlowArgument], call: Int, in f: Int) -> Set<Value> {
        let kind = kind(of: type)
        if kind == .navigation, let root = args.first(where: { $0.label == "rootViewController" }) {
            return [.stack(stackSite(Stack(function: f, call: call, type: type), contents: eval(root.value, in: f)))]
        }
        // A plain tab bar or view controller made in code: what it holds is known per site
        // (`viewControllers =`, `addChild`), so each site is a value of its own.
        if args.isEmpty, type == "UITabBarController" || type == "UIViewController" || kind == .navigation {
            return [.stack(stackSite(Stack(function: f, call: call, type: type), contents: []))]
        }
        if kind == .hosting, type == "UIHostingController" || index.isGenericHost(type) || index[type] == nil {
            var view = generic
            if view == nil, let root = args.first(where: { $0.label == "rootView" }), case .construct(let v, _, _, _) = root.value { view = v }
            for arg in args { _ = eval(arg.value, in: f) }
            handOver(args, from: f, call: call)
            return view.map { [.hosted($0)] } ?? []
        }
        for t in chain(type) { for body in bodiesByOwner[t] ?? [] { link(f, body, call: call, certain: true) } }
        var inits: [Int] = []
        for t in chain(type) { if let found = methodsByOwner[t]?["init"], !found.isEmpty { inits = found; break } }
        if !inits.isEmpty {
            var wrapped: Set<Value> = []
            for g in inits where labelsMatch(args, g) {
                bind(args, to: g, from: f)
                link(f, g, call: call, certain: true, arguments: args)
                wrapped.formUnion(controllerArguments(args, of: g, from: f))
            }
            // A screen made around other controllers (`TopBottomContainer(topController: a, bottomController: b)`):
            // what it shows is known per site, so the site is a value of its own beside the type.
            if !wrapped.isEmpty, kind == .screen {
                return [.object(type), .stack(stackSite(Stack(function: f, call: call, type: type), contents: wrapped))]
            }
        } else if index[type]?.kind == .struct || index[type]?.kind == .class {
            // A memberwise initialiser (a SwiftUI view's `onTap: { … }`): each argument is the property of its label.
            for arg in args { if let label = arg.label { add(eval(arg.value, in: f), to: .field(fieldOwner(type, label), label)) } }
        } else {
            handOver(args, from: f, call: call)
        }
        return [.object(type)]
    }

    private mutating func stackSite(_ site: Stack, contents: Set<Value>) -> Int {
        let id: Int
        if let known = stackIDs[site] { id = known } else { id = stacks.count; stacks.append(site); stackIDs[site] = id }
        add(contents, to: .contents(id))
        return id
    }

    /// What a screen's initialiser is handed as its content: the first argument whose parameter
    /// is declared as a view controller (later ones are accessories: a footer, a header).
    private mutating func controllerArguments(_ args: [FlowArgument], of g: Int, from f: Int) -> Set<Value> {
        for arg in args {
            if case .selfRef = arg.value { continue }  // the presenter handed over, not a child
            guard let i = functions[g].labels.firstIndex(of: arg.label ?? "_") else { continue }
            let name = functions[g].parameters[i]
            // Declared as a view controller, or as a generic parameter named for one (`topController: T`).
            let declared = functions[g].declaredTypes[name]
            let isController = declared.map { index.controllerKind($0) != nil } ?? false
            let named = name.lowercased().hasSuffix("controller") && declared.map { index[$0] == nil && TypeIndex.uikitControllers[$0] == nil } ?? false
            guard isController || named else { continue }
            return eval(arg.value, in: f)
        }
        return []
    }

    /// Whether every label the call passes is one of `g`'s (by index: a `FlowFunction` copy
    /// retains each of its fields).
    private func labelsMatch(_ args: [FlowArgument], _ g: Int) -> Bool {
        args.allSatisfy { arg in arg.label.map(functions[g].labels.contains) ?? true }
    }

    /// Names too common to resolve by name alone when the receiver's type is unknown.
    static let tooCommon: Set<String> = [
        "start", "stop", "dismiss", "reload", "update", "configure", "setup", "setUp", "present", "show", "push", "pop",
        "run", "load", "refresh", "close", "open", "handle", "perform", "execute", "callAsFunction", "finish", "cancel",
        "reset", "bind", "apply", "send", "save", "remove", "add", "set", "get", "fetch", "didTap", "navigate",
    ]

    private mutating func call(_ receiver: FlowExpr?, _ name: String, _ args: [FlowArgument], call: Int, in f: Int) -> Set<Value> {
        var callees: [(Int, Bool)] = []
        var result: Set<Value> = []
        var closures: Set<Int> = []
        let owner = functions[f].owner
        if let receiver {
            var targets = eval(receiver, in: f)
            if targets.isEmpty, let declared = declaredType(receiver, in: f) { targets = objects(ofDeclared: declared) }
            switch name {
            case "map", "compactMap", "flatMap", "forEach", "filter", "first", "last", "sorted", "reversed", "prefix", "suffix":
                // The elements pass through a closure's parameter and come back as its returns.
                for case .closure(let c) in args.flatMap({ eval($0.value, in: f) }) {
                    if let p = functions[c].parameters.first { add(targets, to: .local(c, p)) }
                    link(f, c, call: call, certain: true)
                    if name == "map" || name == "compactMap" || name == "flatMap" { result.formUnion(read(.ret(c))) }
                }
                if name != "map", name != "compactMap", name != "flatMap", name != "forEach" { result.formUnion(targets) }
                return result
            case "addChild", "addChildViewController":
                if let first = args.first { for case .stack(let site) in targets { add(eval(first.value, in: f), to: .contents(site)) } }
            case "append", "insert":
                if let first = args.first { store(eval(first.value, in: f), into: receiver, in: f) }
            case "setViewControllers":
                if let first = args.first { for case .stack(let s) in targets { add(eval(first.value, in: f), to: .contents(s)) } }
            default: break
            }
            for t in targets {
                switch t {
                case .object(let type):
                    let found = methods(type, name)
                    if found.isEmpty {
                        for case .closure(let c) in member(t, name) { closures.insert(c) }
                    }
                    for g in found where functions[g].owner != type { add([t], to: .local(g, "self")) }
                    callees += found.map { ($0, true) }
                case .meta(let type):
                    let found = methods(type, name)
                    callees += found.map { ($0, true) }
                    if found.isEmpty, index.controllerKind(type) != nil, name != "init" { result.insert(.object(type)) }  // `FeedViewController.instantiate()`
                    if found.isEmpty { for case .closure(let c) in member(t, name) { closures.insert(c) } }
                case .closure(let c) where name == "callAsFunction":
                    closures.insert(c)
                case .stack(let site):
                    let found = methods(stacks[site].type, name)
                    for g in found { add([t], to: .local(g, "self")) }
                    callees += found.map { ($0, true) }
                default: break
                }
            }
            if targets.isEmpty, callees.isEmpty, !Self.tooCommon.contains(name), let candidates = byName[name] {
                var matching: [Int] = []
                for g in candidates where labelsMatch(args, g) && !functions[g].isStatic { matching.append(g) }
                if Set(matching.map { functions[$0].owner }).count == 1 { callees += matching.map { ($0, false) } }
            }
        } else {
            if let s = scope(of: name, from: f) {
                for case .closure(let c) in read(.local(s, name)) { closures.insert(c) }
            }
            if name == "addChild" || name == "addChildViewController", let first = args.first {
                for case .stack(let site) in eval(.selfRef, in: f) { add(eval(first.value, in: f), to: .contents(site)) }
            }
            // `let detail = detail(for: item)`: a local named like the method it is made by.
            if closures.isEmpty {
                var found: [Int] = []
                for v in selfValues(owner) { if case .object(let t) = v { found += methods(t, name) } }
                // A call on self in a class runs a subclass's override too (a base view model's
                // `send` calling the `process` each subclass implements).
                if !found.isEmpty, index[owner]?.kind == .class { for sub in subclasses[owner] ?? [] { found += methodsByOwner[sub]?[name] ?? [] } }
                if found.isEmpty, let own = methodsByOwner[owner]?[name] { found = own }
                if found.isEmpty {
                    for v in selfValues(owner) { for case .closure(let c) in member(v, name) { closures.insert(c) } }
                }
                if found.isEmpty, closures.isEmpty, let global = methodsByOwner[""]?[name] { found = global }
                callees += Set(found).sorted().map { ($0, true) }
            }
        }
        // Which parameter of f the call goes through, if any: `completion(result)` runs whatever
        // closure that caller passed, `client.apply()` the method of whatever it passed.
        // The parameter may be the enclosing function's, captured by a closure (`session.dataTask { … completion(r) }`).
        var through: (String, Int)?
        if receiver == nil, let s = scope(of: name, from: f), functions[s].parameters.contains(name) { through = (name, s) }
        if case .name(let p)? = receiver, let s = scope(of: p, from: f), functions[s].parameters.contains(p) { through = (p, s) }
        if let through { throughParameter[f &* 1_048_576 &+ call] = through }
        for c in closures.sorted() {
            bind(args, to: c, from: f)
            link(f, c, call: call, certain: true, arguments: args)
            result.formUnion(read(.ret(c)))
        }
        var seen: Set<Int> = []
        for (g, certain) in callees where seen.insert(g).inserted {
            bind(args, to: g, from: f)
            link(f, g, call: call, certain: certain, arguments: args)
            result.formUnion(read(.ret(g)))
        }
        if callees.isEmpty, closures.isEmpty {
            let asData = receiver == nil && name.hasPrefix(".")
            handOver(args, from: f, call: call, asData: asData)
        }
        return result
    }

    // MARK: - Fixpoint

    private mutating func run(_ statement: FlowStatement, in f: Int) {
        switch statement {
        case .assign(let target, let value):
            let found = eval(value, in: f)
            store(found, into: target, in: f)
        case .evaluate(let e):
            _ = eval(e, in: f)
        case .ret(let e):
            add(eval(e, in: f), to: .ret(f))
        }
    }

    /// Runs every function once, then again each function whose inputs grew, until none did
    /// or `budget` runs per function on average are spent.
    mutating func solve(budget: Int = 30) {
        queued = Array(repeating: true, count: functions.count)
        worklist = Array(functions.indices.reversed())
        let limit = budget * max(1, functions.count)
        while let f = worklist.popLast() {
            guard runs < limit else { exhausted = true; break }
            queued[f] = false
            runs += 1
            running = f
            for statement in functions[f].statements { run(statement, in: f) }
            running = -1
        }
        if FlowTrace.enabled { FlowTrace.write("flow: \(runs) function runs, \(functions.count) functions, \(values.count) nodes, \(stacks.count) sites") }
    }

    /// A sink's argument at the fixpoint.
    mutating func valuesOf(_ e: FlowExpr, in f: Int) -> Set<Value> { eval(e, in: f) }

    func relativePath(_ f: Int) -> String { index.files[fileOf[f]].relativePath }
}
