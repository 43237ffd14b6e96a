/// The attribution phase: for every navigation sink, who is on screen when it runs, and what
/// it shows. A sink belongs to the screen whose own code reaches it: its methods, the closures
/// it stores and calls, the delegate and coordinator methods it calls, walked back through the
/// call graph until a screen's function is met, and the UIKit callbacks and closures of what a
/// screen holds (its view model, its data source). Along the way a helper's parameter stands
/// for what each caller passes, and a call made through a parameter only leads to callers that
/// pass the closure or object it ran. A sink no screen reaches stays unresolved with the
/// functions it was reached from.
struct FlowAttribution {
    /// A screen that triggers a sink, and where: the call in the screen's code that leads to
    /// it (nil when the sink is in the screen's own code).
    struct Trigger: Hashable {
        var screen: String
        var file: Int
        var position: Position?
        /// Every call on the way was resolved by the receiver's type, not by name alone, and the
        /// screen is the only holder or adopter it could be.
        var certain: Bool
    }

    struct Site {
        var use: FlowSinkUse
        var function: Int
        var file: Int
        var triggers: [Trigger]
        /// What the sink shows, all told, and for each trigger what it shows when that screen
        /// runs it: a helper handed its controller as a parameter shows, for each caller, what
        /// that caller passes.
        var values: Set<FlowAnalysis.Value>
        var shown: [Trigger: Set<FlowAnalysis.Value>] = [:]
        /// The screens whose `shown` was read in their own code (a branch the screen takes),
        /// not in a helper many callers share, where the values are every caller's.
        var ownValues: Set<String> = []
        /// Why no screen could be named, when `triggers` is empty.
        var unreached: String?
        /// The sink runs from an app or scene delegate's handler (an entry), by that handler.
        var lifecycle: String?
        /// A route's source (`.account(id:)` written in a screen's code): the destination
        /// closure's sink it is shown by, as (file, position).
        var routeOf: (file: Int, position: Position)?
        /// A destination closure whose views are drawn from its routes' sources instead.
        var routed = false
        /// For the trace: how many calls back the walk found each screen first.
        var levels: [String: Int] = [:]
    }

    /// How far back a sink is followed, in calls, and how many (function, argument) states a
    /// sink's walk may visit.
    static let depth = 20
    static let maxStates = 4_000
    /// A screen the walk finds more than this many calls back, for a push or presentation, is a
    /// guess (named, not drawn): on 19 apps read by hand, 3 of 26 sampled edges found 10 or more
    /// calls back were real (a restart's rebuilt tabs, queued actions, a router's every caller),
    /// against 81 of 104 within 3 calls. Between 7 and 9 calls, 1 of 14 was real, but a
    /// layered app's real chains reach there (view, presenter, flow controller, its parent).
    static let sureDepth = 9
    /// A screen's code run as an observer (see `FlowAnalysis.observerReach`) is on the screen
    /// whose action set what it observes when the walk finds that action within this many calls
    /// (the observer, the setter, the screen's action, and one helper between); else on
    /// the screen that subscribed.
    static let observerDepth = 4

    /// What every walk reads: the screens, who holds what, and the app's own root.
    struct Context {
        let isScreen: (String) -> Bool
        let holders: [String: Set<String>]
        let closureHolders: [Int: Set<String>]
        let shapes: CallShapes
        /// The `@main App` type and the screen its window shows first: code the App's scene
        /// runs (a sheet on the window's root view) is on that screen.
        let app: (type: String, screen: String)?
        /// Functions that build the app's tabs, and those that call one: see `rootBuilders`.
        let rootBuilders: Set<Int>
    }

    /// Functions that set a tab bar's tabs, and their callers. A push or presentation reached
    /// through one runs while the app builds (or rebuilds) its tabs, not from the screen whose
    /// action led there: a locale change that restarts the tabs, whose coordinators' `start()`
    /// push their roots and present a launch prompt, shows none of that from the settings
    /// screen.
    static func rootBuilders(_ flow: FlowAnalysis) -> Set<Int> {
        func isTabBar(_ value: FlowAnalysis.Value) -> Bool {
            switch value {
            case .stack(let s): flow.kind(of: flow.stacks[s].type) == .tabBar
            case .object(let t): flow.kind(of: t) == .tabBar
            default: false
            }
        }
        var builders: Set<Int> = []
        for (f, function) in flow.functions.enumerated() {
            for use in function.sinks {
                // Not the window's root: a router sets it in one arm of a `switch` its other arms
                // push and present from (the arms' guards are the walk's, per call).
                if use.sink == .setStack, let receiver = use.receiver, flow.valuesOf(receiver, in: f).contains(where: isTabBar) { builders.insert(f) }
            }
        }
        var out = builders
        for g in builders { for edge in flow.callers[g] ?? [] { out.insert(edge.caller) } }
        return out
    }

    /// `shown`: what each function's sinks show, by function and sink (`sinkValues(flow)`).
    static func sites(_ flow: FlowAnalysis, shown: [[Set<FlowAnalysis.Value>]], app: (type: String, screen: String)? = nil,
                      isScreen: @escaping (String) -> Bool) -> [Site] {
        var out: [Site] = []
        let context = Context(isScreen: isScreen, holders: flow.holders(), closureHolders: flow.closureHolders(), shapes: CallShapes(flow), app: app,
                              rootBuilders: rootBuilders(flow))
        for f in flow.functions.indices {
            for (i, use) in flow.functions[f].sinks.enumerated() {
                let values = shown[f][i]
                var site = Site(use: lookingThroughLazyView(use, flow), function: f, file: flow.fileOf[f], triggers: [], values: values)
                attribute(&site, flow, context)
                out.append(site)
            }
        }
        out += routes(&out, flow, context)
        out += closureRoutes(&out, flow, context)
        out += boundRoutes(&out, flow, context)
        var byOwner: [String: [Int]]?
        out += stateRoutes(out, flow, context, byOwner: &byOwner)
        unsetSheets(&out, flow, byOwner: &byOwner)
        return out
    }

    /// `.sheet(item: $sheets.addTag) { AddTagSheet(config: $0) }` on the app's main view, bound
    /// to a property of an object views share (an environment object, a coordinator): the sheet
    /// also shows over the screens whose code sets that property (`sheets.addTag = config` in
    /// an activity row). Assignments of `false` and `nil` dismiss, and show nothing.
    private static func boundRoutes(_ sites: inout [Site], _ flow: FlowAnalysis, _ context: Context) -> [Site] {
        var bindings: [(site: Int, type: String, property: String)] = []
        for i in sites.indices where [.sheet, .cover, .popover].contains(sites[i].use.sink) && !sites[i].routed && sites[i].routeOf == nil {
            let f = sites[i].function
            guard case .member(.name(let projected), let property)? = presentationBinding(sites[i], flow), projected.hasPrefix("$"), projected.count > 1,
                  let type = flow.declaredTypeName(.name(String(projected.dropFirst())), in: f), flow.index[type]?.kind == .class,
                  !context.isScreen(type), !flow.index.isView(type) else { continue }
            bindings.append((i, type, property))
        }
        guard !bindings.isEmpty else { return [] }
        var writers: [String: [Int]] = [:]
        let wanted = Set(bindings.map { $0.type + "." + $0.property })
        for (g, function) in flow.functions.enumerated() {
            for case .assign(let target, let value) in function.statements {
                // `false`, and `nil` (read as unknown), dismiss.
                if value == .implicitMember("false") || value == .unknown { continue }
                // Only another type's code setting it: the object's own methods are also run
                // by observers and by every screen that holds the object.
                guard case .member(let base, let p) = target, base != .selfRef, let type = flow.declaredTypeName(base, in: g),
                      type != function.owner else { continue }
                let key = type + "." + p
                if wanted.contains(key), writers[key]?.last != g { writers[key, default: []].append(g) }
            }
        }
        // The view the modifier is on keeps its edge: a sheet several views apply to one flag is
        // presented by whichever of them is on screen when the flag is set.
        var out: [Site] = []
        for (i, type, property) in bindings {
            for g in writers[type + "." + property] ?? [] {
                out.append(routeSite(of: sites[i], at: flow.functions[g].position, in: g, text: "\(property) = …", shows: sites[i].values, flow, context))
            }
        }
        return out
    }

    /// What a sheet's modifier is bound to (`$shown` in `.sheet(isPresented: $shown) { … }`,
    /// `$sheets.addTag` in `.sheet(item:)`): the argument of the call handed the content it shows.
    private static func presentationBinding(_ site: Site, _ flow: FlowAnalysis) -> FlowExpr? {
        var content = site.use.value
        if case .call(let closure?, "callAsFunction", [], _) = content { content = closure }
        var bound: FlowExpr?
        flow.functions[site.function].forEachExpression { e in
            guard bound == nil, case .call(_, _, let args, _) = e, args.contains(where: { $0.value == content }) else { return }
            bound = args.first(where: { $0.label == "isPresented" || $0.label == "item" })?.value
        }
        return bound
    }

    /// `.sheet(isPresented: $showDebugSettings)` on a view whose flag only code nothing runs
    /// sets (`showDebugSettings = true` in a section the body no longer reads), and that hands
    /// the flag's binding to nothing else: the sheet never opens.
    private static func unsetSheets(_ sites: inout [Site], _ flow: FlowAnalysis, byOwner: inout [String: [Int]]?) {
        for i in sites.indices where [.sheet, .cover, .popover].contains(sites[i].use.sink) && sites[i].routeOf == nil && !sites[i].triggers.isEmpty {
            guard case .name(let projected)? = presentationBinding(sites[i], flow), projected.hasPrefix("$"), projected.count > 1 else { continue }
            let flag = String(projected.dropFirst()), owner = flow.functions[sites[i].function].owner
            var bindings = 0, writers: [Int] = []
            for g in functions(of: owner, flow, byOwner: &byOwner) {
                let function = flow.functions[g]
                function.forEachExpression { e in
                    if e == .name(projected) || e == .member(.selfRef, projected) { bindings += 1 }
                    if case .call(let receiver?, "toggle", _, _) = e, receiver == .name(flag) || receiver == .member(.selfRef, flag) { writers.append(g) }
                }
                if function.statements.contains(where: { raises(flag, $0) }) { writers.append(g) }
            }
            var visiting: Set<Int> = []
            guard bindings == 1, !writers.isEmpty, writers.allSatisfy({ neverRuns($0, flow, visiting: &visiting) }) else { continue }
            sites[i].triggers = []
            sites[i].shown = [:]
            sites[i].unreached = Resolver.nothingCalls
        }
    }

    /// The functions a type's code is (methods, closures, getters), grouped by owner on first use.
    private static func functions(of owner: String, _ flow: FlowAnalysis, byOwner: inout [String: [Int]]?) -> [Int] {
        if byOwner == nil { byOwner = Dictionary(grouping: flow.functions.indices) { flow.functions[$0].owner } }
        return byOwner![owner] ?? []
    }

    /// A function and the functions it is written in (a closure's enclosing closures and method).
    private static func enclosing(_ f: Int, _ flow: FlowAnalysis) -> Set<Int> {
        var out: Set<Int> = [f]
        var current = flow.functions[f].parent
        while let p = current, out.insert(p).inserted { current = flow.functions[p].parent }
        return out
    }

    /// `flag = true` (or any value but `false` and `nil`, which dismiss), `self.flag = …`.
    private static func raises(_ flag: String, _ statement: FlowStatement) -> Bool {
        guard case .assign(let target, let value) = statement, value != .implicitMember("false"), value != .unknown else { return false }
        return target == .name(flag) || target == .member(.selfRef, flag)
    }

    /// Whether code `g` never runs: its method is one nothing runs (`isDeadEntry`), or a private
    /// one only such code calls (`settingsDebugRow()`, read only by a section the body never
    /// shows). A cycle of calls is taken as running.
    private static func neverRuns(_ g: Int, _ flow: FlowAnalysis, visiting: inout Set<Int>) -> Bool {
        let m = flow.enclosingMethod(g)
        if flow.isDeadEntry(m) { return true }
        guard flow.functions[m].isPrivate, !flow.functions[m].isObjC, let callers = flow.callers[m], !callers.isEmpty,
              visiting.insert(m).inserted else { return false }
        defer { visiting.remove(m) }
        return callers.allSatisfy { neverRuns($0.caller, flow, visiting: &visiting) }
    }

    /// `.sheet(isPresented: $showingNews) { NewsView() }` on a view that hands each of its
    /// child screens a closure setting that state (`HomeView(onNewsTapped: { showingNews = true })`
    /// in a tab view): the sheet also shows over the child whose code runs the closure, the
    /// screen the user is on when it opens. Closures the view runs itself add nothing.
    private static func stateRoutes(_ sites: [Site], _ flow: FlowAnalysis, _ context: Context, byOwner: inout [String: [Int]]?) -> [Site] {
        var out: [Site] = []
        for site in sites where [.sheet, .cover, .popover].contains(site.use.sink) && !site.routed && site.routeOf == nil && !site.values.isEmpty {
            let f = site.function, owner = flow.functions[f].owner
            guard flow.index.isView(owner) else { continue }
            guard case .name(let projected)? = presentationBinding(site, flow), projected.hasPrefix("$"), projected.count > 1 else { continue }
            let flag = String(projected.dropFirst())
            for c in functions(of: owner, flow, byOwner: &byOwner) where flow.functions[c].kind == .closure {
                guard flow.functions[c].statements.contains(where: { raises(flag, $0) }) else { continue }
                // Handed on: the code outside the functions it is written in that calls it (a
                // child's button) is what the user is on. The closure itself is the view's code.
                let written = enclosing(c, flow)
                // Only a screen's own code: a component several screens lay out (a title bar)
                // runs it wherever it sits, and which screen handed it this closure is not known.
                var seen: Set<Int> = []
                let edges = (flow.callers[c] ?? []).sorted { ($0.caller, $0.position.line, $0.position.column) < ($1.caller, $1.position.line, $1.position.column) }
                for edge in edges where !written.contains(edge.caller) && seen.insert(edge.caller).inserted {
                    let caller = flow.functions[edge.caller].owner
                    guard caller != owner, context.isScreen(caller) else { continue }
                    out.append(routeSite(of: site, at: edge.position, in: edge.caller, text: "\(flag) = …", shows: site.values, flow, context))
                }
            }
        }
        return out
    }

    /// `Coordinator.shared.present { BackupView() }`: a screen hands a closure that makes a view
    /// to code that keeps it (a route on a coordinator's stack), and a sheet elsewhere (a modifier
    /// around the app) runs it. Each view is presented from the screen whose code wrote the
    /// closure that makes it, not from the view the sheet is on.
    private static func closureRoutes(_ sites: inout [Site], _ flow: FlowAnalysis, _ context: Context) -> [Site] {
        let candidates = sites.indices.filter { [.sheet, .cover, .popover].contains(sites[$0].use.sink) && !sites[$0].routed && sites[$0].routeOf == nil }
        // The views those sheets show: only closures that make one of them are looked into.
        let shown = Set(candidates.flatMap { sites[$0].values.filter(FlowAttribution.shows) })
        // Closures run by code other than the code they are written in, by the views they make.
        var handed: [FlowAnalysis.Value: [Int]]?
        func handedClosures() -> [FlowAnalysis.Value: [Int]] {
            var out: [FlowAnalysis.Value: [Int]] = [:]
            for (c, function) in flow.functions.enumerated() where function.kind == .closure {
                let views = flow.returns(of: c).compactMap { value -> String? in if case .object(let type) = value, shown.contains(value) { type } else { nil } }
                guard !views.isEmpty else { continue }
                let written = enclosing(c, flow)
                guard (flow.callers[c] ?? []).contains(where: { !written.contains($0.caller) }) else { continue }
                // The closure that makes the view, not one that runs another it was handed
                // (`{ AnyView(content()) }` in the route's initialiser).
                var makes: Set<String> = []
                function.forEachExpression { e in if case .construct(let type, _, _, _) = e { makes.insert(type) } }
                for type in views where makes.contains(type) { out[.object(type), default: []].append(c) }
            }
            return out
        }
        var out: [Site] = []
        for i in candidates {
            let values = sites[i].values.filter(FlowAttribution.shows)
            guard !values.isEmpty else { continue }
            if handed == nil { handed = handedClosures() }
            // Closures written outside the sheet's own code, for every view it shows.
            let sheetCode = enclosing(sites[i].function, flow)
            var origins: [(closure: Int, value: FlowAnalysis.Value)] = []
            for value in values.sorted(by: FlowAnalysis.precedes) {
                let written = (handed![value] ?? []).filter { c in flow.functions[c].parent.map { !sheetCode.contains($0) } ?? false }
                guard !written.isEmpty else { origins = []; break }
                origins += written.map { ($0, value) }
            }
            guard !origins.isEmpty else { continue }
            var drawn = false
            for (c, value) in origins {
                guard let g = flow.functions[c].parent else { continue }
                let site = routeSite(of: sites[i], at: flow.functions[c].position, in: g, text: "{ … }", shows: [value], flow, context)
                drawn = drawn || !site.triggers.isEmpty
                out.append(site)
            }
            sites[i].routed = drawn
        }
        return out
    }

    /// What every sink shows, by function and sink, worked out once for the SwiftUI screens'
    /// registration and the attribution.
    static func sinkValues(_ flow: FlowAnalysis) -> [[Set<FlowAnalysis.Value>]] {
        var routes: RouteViews?
        return flow.functions.indices.map { f in flow.functions[f].sinks.map { sinkValues($0, in: f, flow, routes: &routes) } }
    }

    /// The sites where a screen is made around controllers that its own code pushes or
    /// presents later (`SignInAuthorizeEmailViewController(nextVc: password)`, which pushes
    /// `nextVc` once the email is confirmed). Such a screen is shown itself. A screen made
    /// around controllers it lays out (`TopBottomContainer(top: a, bottom: b)`) shows them.
    static func forwardingSites(_ flow: FlowAnalysis, shown: [[Set<FlowAnalysis.Value>]]) -> Set<Int> {
        var screenSites: [String: [Int]] = [:]
        for (s, stack) in flow.stacks.enumerated() where flow.kind(of: stack.type) == .screen { screenSites[stack.type, default: []].append(s) }
        guard !screenSites.isEmpty else { return [] }
        var out: Set<Int> = []
        for f in flow.functions.indices where !flow.functions[f].sinks.isEmpty {
            let owner = flow.functions[f].owner
            let types = screenSites.keys.filter { $0 == owner || flow.isSubtype($0, of: owner) }
            guard !types.isEmpty else { continue }
            for (k, use) in flow.functions[f].sinks.enumerated() where use.sink.isTransition {
                for type in types {
                    for s in screenSites[type]! where !out.contains(s) && !flow.peek(.contents(s)).isDisjoint(with: shown[f][k]) { out.insert(s) }
                }
            }
        }
        return out
    }

    /// What a sink shows: its argument's values, or for a SwiftUI link or sheet handed a route
    /// (`NavigationLink(.settings(.accountSignIn)) { … }`) the view the route's enum gives for
    /// that case. `routes` is built on first need.
    private static func sinkValues(_ use: FlowSinkUse, in f: Int, _ flow: FlowAnalysis, routes: inout RouteViews?) -> Set<FlowAnalysis.Value> {
        let use = lookingThroughLazyView(use, flow)
        var values = flow.valuesOf(use.value, in: f)
        guard use.sink.isSwiftUI else { return values }
        values = viewsMade(values, flow)
        guard !values.contains(where: shows) else { return values }
        values = storedByMakers(use, in: f, flow)
        guard !values.contains(where: shows) else { return values }
        if routes == nil { routes = RouteViews(flow) }
        let routed = routes!.values(of: use.value)
        guard routed.isEmpty, let (_, arms) = routeArms(of: use, in: f, flow) else { return routed }
        // A route with more cases than a value-flow node holds (a 40-case `Route.view()`): its
        // views, read arm by arm.
        return arms.reduce(into: []) { $0.formUnion(flow.valuesOf($1.arm.value, in: $1.function).filter(shows)) }
    }

    /// A SwiftUI sink's values with each closure replaced by what it returns:
    /// `NavigationLink(destination: destination)` is handed a view-making closure, not its view,
    /// and SwiftUI calls it.
    static func viewsMade(_ values: Set<FlowAnalysis.Value>, _ flow: FlowAnalysis) -> Set<FlowAnalysis.Value> {
        guard values.contains(where: { if case .closure = $0 { true } else { false } }) else { return values }
        var out: Set<FlowAnalysis.Value> = []
        for value in values {
            if case .closure(let c) = value { out.formUnion(flow.returns(of: c)) } else { out.insert(value) }
        }
        return out
    }

    /// Whether a value can be shown: a controller or view object, a stack, a hosted view.
    static func shows(_ value: FlowAnalysis.Value) -> Bool {
        switch value {
        case .object, .stack, .hosted, .scene: true
        case .meta, .closure, .storyboard: false
        }
    }

    /// The views an enum's own method or property gives for each of its cases (`func view() ->
    /// some View { switch self { case .accountSignIn: AccountSignInSettingsView() … } }`): a route
    /// written as a value shows the view of its innermost case that has one.
    struct RouteViews {
        private var byCase: [String: Set<FlowAnalysis.Value>] = [:]

        init(_ flow: FlowAnalysis) {
            for (g, function) in flow.functions.enumerated() {
                for arm in function.caseReturns where arm.parameter == "self" {
                    let values = flow.valuesOf(arm.value, in: g).filter(FlowAttribution.shows)
                    for name in arm.cases where flow.enumsByCase[name]?.contains(function.owner) == true { byCase[name, default: []].formUnion(values) }
                }
            }
        }

        func values(of e: FlowExpr) -> Set<FlowAnalysis.Value> {
            for name in e.caseNames { if let found = byCase[name], !found.isEmpty { return found } }
            return []
        }
    }

    /// Value-based navigation: a destination closure that switches on the route it is handed
    /// (`.navigationDestination(for: Route.self) { route in switch route { case .account(let id):
    /// AccountView(id: id) … } }`, a `.sheet(item:)` the same way) shows each case's view from
    /// the screens whose code writes that case (`router.navigate(to: .account(id: x))`,
    /// `NavigationLink(value: Route.account(id: x))`), not from the view that applies the
    /// modifier. The route's enum is the one type that declares every case switched on; a case
    /// written without its type counts when no other enum declares that name.
    private static func routes(_ sites: inout [Site], _ flow: FlowAnalysis, _ context: Context) -> [Site] {
        var routes = CaseRoutes()
        for i in sites.indices {
            guard let (c, arms) = routeArms(of: sites[i].use, in: sites[i].function, flow) else { continue }
            if let drawn = routes.draw(sites[i], arms: arms, besides: c, flow, context) { sites[i].routed = drawn }
        }
        // `NavigationSplitView { Sidebar(selection: $panel) } detail: { Detail(selection: panel) }`:
        // the detail column switches on the sidebar's selection, and each row's
        // `NavigationLink(value: Panel.orders)` shows that case's view, pushed when the split
        // view collapses into a stack on iPhone.
        for s in flow.stacks.indices where flow.isSwiftUI(s) && flow.kind(of: flow.stacks[s].type) == .split {
            let site = flow.stacks[s]
            var arms: [(function: Int, arm: CaseReturn)] = []
            for column in flow.splitColumns(s).dropFirst() {
                var views = column
                for case .stack(let inner) in column { views.formUnion(flow.peek(.contents(inner))) }
                for case .object(let type) in views.sorted(by: FlowAnalysis.precedes) { arms += dispatcherArms(of: type, flow) }
            }
            let use = FlowSinkUse(sink: .link, value: .unknown, receiver: nil, position: flow.functions[site.function].position(ofCall: site.call),
                                  text: site.type, runsOnlyIf: nil)
            let column = Site(use: use, function: site.function, file: flow.fileOf[site.function], triggers: [], values: [])
            _ = routes.draw(column, arms: arms, besides: site.function, flow, context)
        }
        return routes.out + typedRoutes(&sites, flow, context)
    }

    /// The views a SwiftUI sink's content closure chooses per case, with the closure: its own
    /// `switch route`, a dispatcher view it makes (`.sheet(item: $sheet) { Sheet(sheetType: $0)
    /// }`, whose body has `switch sheetType`), or the route's own method it calls
    /// (`.navigationDestination(for: Route.self) { $0.view() }`, with `switch self`).
    static func routeArms(of use: FlowSinkUse, in f: Int, _ flow: FlowAnalysis) -> (closure: Int, arms: [(function: Int, arm: CaseReturn)])? {
        guard use.sink.isSwiftUI, case .call(.closure(let local)?, _, _, _) = use.value else { return nil }
        let c = flow.function(local, writtenIn: f)
        let closure = flow.functions[c]
        var arms = closure.caseReturns.filter { $0.parameter == closure.parameters.first }.map { (function: c, arm: $0) }
        if arms.isEmpty {
            var methods: Set<String> = []
            // What the closure builds, through `Group { … }` and its kind (`Group { if let id {
            // route.view().zoom(id) } else { route.view() } }`).
            func read(_ g: Int, depth: Int) {
                // `GeometryReader { _ in Group { switch item { … } } }`: the switch over the
                // sheet's item, one or two wrappers in (the extractor writes a name from an
                // enclosing closure as a property's, `.item`).
                if g != c, let item = closure.parameters.first {
                    arms += flow.functions[g].caseReturns.filter { $0.parameter == "." + item }.map { (function: g, arm: $0) }
                }
                for case .ret(let value) in flow.functions[g].statements {
                    if case .construct(let type, _, let args, _) = value.underModifiers {
                        if FlowSinks.swiftUIBuilders.contains(type), !flow.index.hidesSwiftUI(type), depth < 3 {
                            for case .closure(let inner) in args.map(\.value) { read(flow.function(inner, writtenIn: g), depth: depth + 1) }
                        } else {
                            arms += dispatcherArms(of: type, flow)
                        }
                    }
                    if let method = routeMethod(value, on: closure.parameters.first) { methods.insert(method) }
                }
            }
            read(c, depth: 0)
            for g in Set(methods.flatMap(flow.methods(named:))).sorted() where flow.isEnum(flow.functions[g].owner) {
                arms += flow.functions[g].caseReturns.filter { $0.parameter == "self" }.map { (function: g, arm: $0) }
            }
        }
        if arms.isEmpty, let route = closure.parameters.first {
            var visited: Set<Int> = [c]
            arms = forwardedArms(in: c, route: route, flow, visited: &visited, depth: 0)
        }
        return arms.isEmpty ? nil : (c, arms)
    }

    /// The arms a destination closure reaches by handing its route on: to a closure it holds
    /// (`{ page in destination(page) }`, the destination a modifier was made with) or to a
    /// method (`state.view(for: screen)`), whose own `switch`, the route's method it calls
    /// (`AnyView(page.view())`), or a further hand-on chooses the view per case.
    private static func forwardedArms(in g: Int, route: String, _ flow: FlowAnalysis, visited: inout Set<Int>, depth: Int) -> [(function: Int, arm: CaseReturn)] {
        guard depth < 4 else { return [] }
        var out: [(function: Int, arm: CaseReturn)] = []
        for case .ret(let value) in flow.functions[g].statements {
            for handed in handedCalls(value, route: route) {
                var callees: [Int] = []
                if handed.receiver == nil {
                    for case .closure(let k) in flow.valuesOf(.name(handed.name), in: g).sorted(by: FlowAnalysis.precedes) { callees.append(k) }
                    // Made at one place only: a helper made at several holds each site's own.
                    if callees.isEmpty, case let made = trailingCallbacks(madeWith: flow.functions[g].owner, flow), made.count == 1 { callees = made }
                    // A view's own helper that only this closure calls (`{ destination in
                    // moreDestination(destination) }`, a private `@ViewBuilder` switching on it):
                    // it builds the destination and nothing else. One called from elsewhere too
                    // (a flow's first step, also its root) is read where it is called.
                    if callees.isEmpty {
                        for m in flow.methods(named: handed.name) where flow.functions[m].owner == flow.functions[g].owner
                            && flow.functions[m].labels.count == handed.arguments.count
                            && !(flow.callers[m] ?? []).isEmpty && (flow.callers[m] ?? []).allSatisfy({ $0.caller == g }) {
                            callees.append(m)
                        }
                    }
                }
                // Another object's method (`state.view(for: screen)`). A method of the view itself
                // that switches on the route and is called from elsewhere too is read where it is
                // called, not as the route's arms: helpers of the same view (`dialogTitle(dialog)`,
                // the first step of a flow) switch on it for other ends.
                if let receiver = handed.receiver, receiver != .selfRef {
                    for m in flow.methods(named: handed.name) where flow.functions[m].labels.count == handed.arguments.count {
                        if zip(flow.functions[m].labels, handed.arguments).allSatisfy({ $0 == ($1 ?? "_") }) { callees.append(m) }
                    }
                }
                for k in callees where flow.functions[k].parameters.count > handed.index && visited.insert(k).inserted {
                    let parameter = flow.functions[k].parameters[handed.index]
                    var found = flow.functions[k].caseReturns.filter { $0.parameter == parameter }.map { (function: k, arm: $0) }
                    if found.isEmpty {
                        // The route's own methods: of its declared type when the parameter has one.
                        let declared = flow.functions[k].declaredTypes[parameter]
                        for case .ret(let inner) in flow.functions[k].statements {
                            for method in routeMethods(inner, on: parameter) {
                                for e in flow.methods(named: method).sorted() where flow.isEnum(flow.functions[e].owner) && (declared == nil || flow.functions[e].owner == declared) {
                                    found += flow.functions[e].caseReturns.filter { $0.parameter == "self" }.map { (function: e, arm: $0) }
                                }
                            }
                        }
                    }
                    if found.isEmpty { found = forwardedArms(in: k, route: parameter, flow, visited: &visited, depth: depth + 1) }
                    out += found
                }
            }
        }
        return out
    }

    /// The closures taking arguments that a type is made with as its trailing closure
    /// (`Destinations { page in model.view(for: page) }`), which the value flow leaves unbound
    /// so that a wrapper's fields do not hold every site's content.
    private static func trailingCallbacks(madeWith type: String, _ flow: FlowAnalysis) -> [Int] {
        guard !type.isEmpty else { return [] }
        var out: Set<Int> = []
        for f in flow.functions.indices {
            flow.functions[f].forEachExpression { e in
                e.forEach { inner in
                    guard case .construct(type, _, let args, _) = inner, let last = args.last, last.label == nil, case .closure(let local) = last.value else { return }
                    let k = flow.function(local, writtenIn: f)
                    if !flow.functions[k].parameters.isEmpty { out.insert(k) }
                }
            }
        }
        return out.sorted()
    }

    /// The calls in `value` that hand `route` on as an argument: the callee's name, whether it
    /// has a receiver, the argument's index and every argument's label.
    private static func handedCalls(_ value: FlowExpr, route: String) -> [(receiver: FlowExpr?, name: String, index: Int, arguments: [String?])] {
        var out: [(receiver: FlowExpr?, name: String, index: Int, arguments: [String?])] = []
        value.forEach { e in
            guard case .call(let receiver, let name, let args, _) = e, let index = args.firstIndex(where: { $0.value == .name(route) }) else { return }
            out.append((receiver, name, index, args.map(\.label)))
        }
        return out
    }

    /// The methods `value` calls on `route` anywhere inside it (`AnyView(page.view())`).
    private static func routeMethods(_ value: FlowExpr, on route: String) -> [String] {
        var out: [String] = []
        value.forEach { e in if case .call(.name(route)?, let name, _, _) = e { out.append(name) } }
        return out
    }

    /// The method a closure calls on its parameter under a view's modifiers (`route.view()` in
    /// `{ route in route.view().padding() }`).
    private static func routeMethod(_ value: FlowExpr, on parameter: String?) -> String? {
        guard let parameter else { return nil }
        var e = value
        while case .call(let receiver?, let name, _, _) = e {
            if receiver == .name(parameter) { return name }
            e = receiver
        }
        return nil
    }

    /// The arms of a view that switches on a stored property it is made with (`switch
    /// sheetType`, `switch selection ?? .truck`): which view it builds for which cases.
    private static func dispatcherArms(of view: String, _ flow: FlowAnalysis) -> [(function: Int, arm: CaseReturn)] {
        guard let body = flow.bodyGetter(of: view) else { return [] }
        return flow.functions[body].caseReturns.filter { $0.parameter.hasPrefix(".") }.map { (function: body, arm: $0) }
    }

    /// The route sites drawn so far, with the index of where each enum case is written.
    private struct CaseRoutes {
        var out: [Site] = []
        private var uses: [String: [(function: Int, use: CaseUse)]]?
        /// The functions that read each table property (`SettingItems.all`, `items`), by name.
        private var tableReaders: [String: [Int]]?
        // One site per case written and view chosen: screens that share a dispatcher view
        // (`Sheet(sheetType: $0)` in ten `.sheet(item:)`s) share its routes.
        private var made: [String: Bool] = [:]

        /// Draws a site for each place a case of `arms` is written, shown by `sink`, outside
        /// function `besides` (the closure or view that switches); whether any has a trigger, or
        /// nil when the arms are no one enum's cases.
        mutating func draw(_ sink: Site, arms: [(function: Int, arm: CaseReturn)], besides c: Int, _ flow: FlowAnalysis, _ context: Context) -> Bool? {
            guard !arms.isEmpty else { return nil }
            var route: Set<String>?
            for name in arms.flatMap(\.arm.cases) { route = route.map { $0.intersection(flow.enumsByCase[name] ?? []) } ?? flow.enumsByCase[name] ?? [] }
            guard let enums = route, enums.count == 1, let type = enums.first else { return nil }
            if uses == nil {
                var index: [String: [(function: Int, use: CaseUse)]] = [:]
                for g in flow.functions.indices { for use in flow.functions[g].caseUses { index[use.name, default: []].append((g, use)) } }
                uses = index
            }
            var drawn = false
            for (armFunction, arm) in arms {
                let values = flow.valuesOf(arm.value, in: armFunction)
                for name in arm.cases.sorted() {
                    // A case written bare counts when its name is one enum's, or its place asks for this one.
                    let written = (uses![name] ?? []).filter {
                        $0.use.type == type || ($0.use.type == nil && (flow.enumsByCase[name]?.count == 1 || $0.use.context == type))
                    }
                    for (declared, use) in written {
                        for g in writers(of: use, declaredIn: declared, flow) where g != c && g != armFunction {
                            let key = "\(g):\(use.position.line):\(use.position.column):\(armFunction):\(name)"
                            if let known = made[key] {
                                drawn = drawn || known
                                continue
                            }
                            let site = routeSite(of: sink, at: use.position, in: g, text: "." + name, shows: values, flow, context)
                            drawn = drawn || !site.triggers.isEmpty
                            made[key] = !site.triggers.isEmpty
                            out.append(site)
                        }
                    }
                }
            }
            return drawn
        }

        /// Where a case is written: the function it is in, or for a case in a table of rows,
        /// each function that reads the table (`SettingItems.all` anywhere; `all` or
        /// `self.all` in the table's own type).
        private mutating func writers(of use: CaseUse, declaredIn g: Int, _ flow: FlowAnalysis) -> [Int] {
            guard let table = use.table else { return [g] }
            if tableReaders == nil {
                var tables: Set<String> = []
                for f in flow.functions.indices { for use in flow.functions[f].caseUses { if let t = use.table { tables.insert(t) } } }
                var readers: [String: Set<Int>] = [:]
                for f in flow.functions.indices {
                    let owner = flow.functions[f].owner
                    flow.functions[f].forEachExpression { e in
                        e.forEach { inner in
                            switch inner {
                            case .member(.name(let type), let name) where tables.contains(name): readers[type + "." + name, default: []].insert(f)
                            case .member(.selfRef, let name) where tables.contains(name): readers[owner + "." + name, default: []].insert(f)
                            case .name(let name) where tables.contains(name): readers[owner + "." + name, default: []].insert(f)
                            default: break
                            }
                        }
                    }
                }
                tableReaders = readers.mapValues { $0.sorted() }
            }
            return tableReaders?[flow.functions[g].owner + "." + table] ?? []
        }
    }

    /// A route's source as a site of its own: where function `g` writes the value (`at`), shown
    /// by `sink`, attributed like any sink. What it shows is chosen by the value itself, so each
    /// screen that writes it shows `values` in its own code.
    private static func routeSite(of sink: Site, at position: Position, in g: Int, text: String, shows values: Set<FlowAnalysis.Value>,
                                  _ flow: FlowAnalysis, _ context: Context) -> Site {
        var site = Site(use: FlowSinkUse(sink: sink.use.sink, value: .unknown, receiver: nil, position: position, text: text, runsOnlyIf: nil),
                        function: g, file: flow.fileOf[g], triggers: [], values: values)
        site.routeOf = (sink.file, sink.use.position)
        attribute(&site, flow, context)
        for t in site.triggers { site.shown[t] = values }
        site.ownValues = Set(site.triggers.map(\.screen))
        return site
    }

    /// `.navigationDestination(for: Item.self) { item in ItemDetail(item: item) }` with values that
    /// are no enum switched on: its view is pushed from the screens whose code makes an `Item`
    /// (`NavigationLink(value: Item(id: x))`, `path.append(Item(…))`), not from the view that
    /// applies the modifier (a tab's root, where the stack is made).
    private static func typedRoutes(_ sites: inout [Site], _ flow: FlowAnalysis, _ context: Context) -> [Site] {
        var wanted: [String: [Int]] = [:]
        for i in sites.indices where !sites[i].routed && sites[i].use.sink == .link && sites[i].routeOf == nil {
            // A type the app declares: one it only extends (`extension Int64`) is made everywhere
            // (an id a send returns), and says nothing of where a destination's value comes from.
            if let type = sites[i].use.valueType, let info = flow.index[type], info.kind != .extension, !flow.isEnum(type) {
                wanted[type, default: []].append(i)
            }
        }
        guard !wanted.isEmpty else { return [] }
        var made: [String: [(function: Int, call: Int)]] = [:]
        for (g, function) in flow.functions.enumerated() {
            function.forEachExpression { e in
                if case .construct(let type, _, _, let call) = e, wanted[type] != nil { made[type, default: []].append((g, call)) }
            }
        }
        var out: [Site] = []
        for type in wanted.keys.sorted() {
            for i in wanted[type]! {
                let sink = sites[i]
                var drawn = false
                var seen: Set<String> = []
                for (g, call) in made[type] ?? [] where flow.functions[g].owner != type && call < flow.functions[g].calls.count {
                    let position = flow.functions[g].position(ofCall: call)
                    guard seen.insert("\(g):\(position.line):\(position.column)").inserted else { continue }
                    let site = routeSite(of: sink, at: position, in: g, text: type + "(…)", shows: sink.values, flow, context)
                    drawn = drawn || !site.triggers.isEmpty
                    out.append(site)
                }
                sites[i].routed = drawn
            }
        }
        return out
    }

    /// A step of the walk back: the function reached, and the expression that carries the
    /// controller with the function it is written in (a parameter of the function reached, as
    /// long as each caller's argument can stand for it).
    private struct State: Hashable {
        var function: Int
        var value: FlowExpr
        var valueIn: Int
        var certain: Bool
        /// The walk came through a call on a parameter of `function`: only callers that pass
        /// this closure, or an object of this type, for it lead here.
        var through: Through?
        /// The walk came through a closure that `function`'s object keeps in a property (a
        /// component's stored `action`, named by `parameter`): only the constructions that handed
        /// the object that closure lead here.
        var field: Through?
        /// The walk came through a call made only when a parameter of `function` equals one of
        /// some constants (a router's branch): only callers that pass one of them, or pass
        /// something else than a constant, lead here.
        var equal: Equal?
        /// The walk came down from a subclass's override through a call on `self` in a base
        /// class's code, or through a call on a property only some subclasses' objects hold the
        /// callee in: only callers whose `self` is one of those lead here.
        var selfIs: SelfNeed?
    }

    /// `function` runs the walk's code only when its `self` is one of `types` (or a subclass).
    struct SelfNeed: Hashable {
        var function: Int
        var types: Set<String>
    }

    /// How a call is written, by function and call index: what a call must be to keep a
    /// `SelfNeed` (a base class's `init` calling the `bindActions()` every subclass overrides
    /// runs one override per object made, not every override for every object).
    enum CallShape: Hashable { case construct(String), onSelf }

    /// The shapes of each function's calls, read when a walk first leaves that function (a
    /// walk meets few of an app's functions).
    final class CallShapes {
        private let flow: FlowAnalysis
        private var known: [Int: [Int: CallShape]] = [:]
        init(_ flow: FlowAnalysis) { self.flow = flow }
        subscript(_ f: Int) -> [Int: CallShape] {
            if let shapes = known[f] { return shapes }
            let shapes = FlowAttribution.callShapes(of: flow.functions[f])
            known[f] = shapes
            return shapes
        }
    }

    static func callShapes(of function: FlowFunction) -> [Int: CallShape] {
        var shapes: [Int: CallShape] = [:]
        function.forEachExpression { e in
            switch e {
            case .construct(let type, _, _, let call): shapes[call] = .construct(type)
            // `super.init(…)` runs the base class's code for this same object.
            case .call(nil, _, _, let call), .call(.selfRef?, _, _, let call), .call(.name("super")?, _, _, let call): shapes[call] = .onSelf
            default: break
            }
        }
        return shapes
    }

    struct Equal: Hashable {
        var function: Int
        var parameter: String
        var constants: Set<String>
    }

    /// The last name of an argument written as a static member (`Keys.settings`, `.settings`),
    /// as `CallGuard` records constants; nil for anything else.
    static func constantName(_ e: FlowExpr) -> String? {
        switch e {
        case .implicitMember, .call(nil, _, _, _):
            return e.outerCase  // `.modal`, `.navigation(type: .push)`: the case, whatever it carries
        case .member(let base, let name):
            var current = base
            while true {
                switch current {
                case .name(let type): return type.first?.isUppercase == true ? name : nil
                case .member(let inner, let type) where type.first?.isUppercase == true: current = inner
                default: return nil
                }
            }
        default: return nil
        }
    }

    /// What must come in through a parameter of `function` for the walk to go on to its callers.
    struct Through: Hashable {
        /// A closure, or an object of one of some types.
        enum Need: Hashable { case closure(Int), objects(Set<String>) }
        var function: Int
        var parameter: String
        var need: Need
    }

    /// Whether a caller's argument can be what the walk needs (a callback's completion handler
    /// is not every closure any caller passes). Nil when the argument is a parameter of the
    /// caller in turn: the need moves up to it.
    private static func satisfies(_ argument: FlowExpr, _ need: Through, in caller: Int, _ flow: FlowAnalysis) -> Bool? {
        if case .name(let q) = argument, flow.functions[caller].parameters.contains(q) { return nil }
        let values = flow.valuesOf(argument, in: caller)
        switch need.need {
        case .closure(let id): return values.contains(.closure(id))
        case .objects(let types):
            return values.contains { value in
                if case .object(let t) = value { return mayBe(t, oneOf: types, flow) }
                return false
            }
        }
    }

    /// Whether an object made as `type` may be one of `types`, or a value declared as `type` hold one.
    private static func mayBe(_ type: String, oneOf types: Set<String>, _ flow: FlowAnalysis) -> Bool {
        types.contains { flow.isSubtype(type, of: $0) || flow.isSubtype($0, of: type) }
    }

    /// The arguments a call passes, with a local the caller set once to an enum case (`let scene =
    /// Scene.report(vm)`, then `transition(to: scene)`) read as that case, for a router to choose by.
    private static func casesNamed(_ passed: [String: FlowExpr], in caller: FlowFunction, _ flow: FlowAnalysis) -> [String: FlowExpr] {
        passed.mapValues { value in
            guard case .name(let n) = value, caller.locals.contains(n), !caller.parameters.contains(n) else { return value }
            let assigned = caller.assignments(to: n)
            return assigned.count == 1 && isCase(assigned[0], flow) ? assigned[0] : value
        }
    }

    /// Whether an expression is an enum case the app declares (`.report(vm)`, `Scene.report(vm)`),
    /// not a static factory spelled like one (`Factory.make()`).
    private static func isCase(_ e: FlowExpr, _ flow: FlowAnalysis) -> Bool {
        guard let name = e.outerCase, let enums = flow.enumsByCase[name] else { return false }
        switch e {
        case .call(.name(let type)?, _, _, _), .member(.name(let type), _): return enums.contains(type)
        default: return true
        }
    }

    /// `value` with each parameter of `function` replaced by what the call passed, when the
    /// value is a parameter or made only of parameters and types; nil when it is not.
    /// A local assigned once (`let navigation = UINavigationController(rootViewController: controller)`)
    /// stands for its value, so what it is made of can come from the caller too. `call` is the
    /// caller's call that the rewritten expression stands at (a stack made there is the caller's).
    /// `fields` are what a construction handed a view's stored properties, by label, when the
    /// call is that construction and `function` a method of the view (its `body`).
    private static func substitute(_ value: FlowExpr, _ function: FlowFunction, _ passed: [String: FlowExpr], call: Int,
                                   receiver: @autoclosure () -> FlowExpr? = nil, byMaker: Bool = false,
                                   fields: [String: FlowExpr] = [:], depth: Int = 0) -> FlowExpr? {
        guard depth < 6 else { return nil }
        func sub(_ e: FlowExpr) -> FlowExpr? {
            substitute(e, function, passed, call: call, receiver: receiver(), byMaker: byMaker, fields: fields, depth: depth + 1)
        }
        /// A stored property of the view this construction made (not a parameter or local).
        func field(_ n: String) -> FlowExpr? {
            guard !fields.isEmpty, !function.parameters.contains(n), !function.locals.contains(n) else { return nil }
            return fields[n]
        }
        /// A closure the caller handed (`passed`, or a view's stored one) called with `args`: by
        /// the name it goes by in the caller (a helper's own parameter), else the closure itself.
        func called(_ handed: FlowExpr, _ args: [FlowArgument]) -> FlowExpr {
            if case .name(let q) = handed { return .call(receiver: nil, name: q, args: args, call: call) }
            return .call(receiver: handed, name: "callAsFunction", args: args, call: call)
        }
        /// Every argument substituted, or nil when one cannot be.
        func sub(_ args: [FlowArgument]) -> [FlowArgument]? {
            var out: [FlowArgument] = []
            for arg in args {
                guard let x = sub(arg.value) else { return nil }
                out.append(FlowArgument(label: arg.label, value: x))
            }
            return out
        }
        switch value {
        case .name(let n) where field(n) != nil, .member(.selfRef, let n) where field(n) != nil:
            // A view's stored property (`NavigationLink(destination: destination)` in a row,
            // a modifier's stored closure): what this construction handed it.
            return field(n)
        case .call(nil, let n, let args, _) where field(n) != nil, .call(.selfRef?, let n, let args, _) where field(n) != nil:
            // A stored closure called (`.navigationDestination(for:destination: destination)`):
            // this construction's closure, or the name it goes by in the constructing code.
            guard let handed = field(n), let out = sub(args) else { return nil }
            return called(handed, out)
        case .selfRef where byMaker:
            return .selfRef
        case .name(let n) where byMaker && !function.parameters.contains(n) && !function.locals.contains(n):
            // A closure run by the function it is written in (`DispatchQueue.main.async { … }`):
            // what it captures is that function's, by the same name.
            return value
        case .selfRef:
            // `vc.presentInNavigationController(from: self)` wraps `self`: for this caller, the
            // object it calls the method on (a closure's `self` is its maker's, not a receiver).
            // The receiver is looked up (a walk over the caller's code) only here.
            guard function.kind == .method, let receiver = receiver(), receiver != .selfRef else { return nil }
            return receiver
        case .name(let n):
            if function.parameters.contains(n) { return passed[n] }
            guard function.locals.contains(n) else { return nil }
            let assigned = function.assignments(to: n)
            return assigned.count == 1 ? sub(assigned[0]) : nil
        case .member(let base, let name):
            return sub(base).map { .member($0, name) }
        case .cast(let inner, let type):
            return sub(inner).map { .cast($0, type) }
        case .array(let items), .choice(let items):
            var out: [FlowExpr] = []
            for item in items { guard let x = sub(item) else { return nil }; out.append(x) }
            if case .array = value { return .array(out) }
            return .choice(out)
        case .call(nil, let name, let args, _) where function.parameters.contains(name):
            // `builder()` in a helper handed a closure (`present { Detail() }`): what this
            // caller's closure returns, called where the caller wrote it.
            guard let handed = passed[name], let out = sub(args) else { return nil }
            return called(handed, out)
        case .call(nil, let name, _, _) where name.hasPrefix(".") && name != ".init":
            // An enum case with what it carries (`.profile(viewModel: vm)`): the case is what
            // a router chooses by; what it carries is the caller's business.
            return .call(receiver: nil, name: name, args: [], call: call)
        case .call(let on, let name, let args, _):
            // A call on `self` in a method (`get(scene: scene)` in a coordinator's `present`): the
            // same call on what the caller called the method on, with the caller's arguments.
            let target: FlowExpr
            if let on {
                guard let x = sub(on) else { return nil }
                target = x
            } else {
                guard function.kind == .method, let r = receiver(), r != .selfRef else { return nil }
                target = r
            }
            guard let out = sub(args) else { return nil }
            // Only for the case a router chooses by, handed to it or the one its method is called
            // on (`scene.instantiate()`): a call moved to a caller without one returns what it
            // returns for every caller, read in a narrower place.
            guard target.outerCase != nil || out.contains(where: { $0.value.outerCase != nil }) else { return nil }
            return .call(receiver: target, name: name, args: out, call: call)
        case .construct(let type, let generic, let args, _):
            // Only a construction around what the caller passes: anything else would be read in the wrong function.
            var out: [FlowArgument] = []
            for arg in args {
                // A literal (`useNavigationBar: true`, `.large`) is the same in every caller.
                switch arg.value {
                case .unknown, .implicitMember, .string: out.append(arg); continue
                default: break
                }
                guard let x = sub(arg.value) else { return nil }
                out.append(FlowArgument(label: arg.label, value: x))
            }
            return out.allSatisfy({ FlowAnalysis.isInert($0.value) }) ? nil : .construct(type: type, generic: generic, args: out, call: call)
        default:
            return nil
        }
    }

    /// What the initialiser of its own that one construction of `type` runs stores in each of
    /// the view's properties, written in the constructing code: `self.destination = content()`
    /// is what the caller's trailing closure returns. A property's field holds every site's
    /// values; this is the one site's.
    private static func initializedFields(of type: String, made args: [FlowArgument], call: Int, _ flow: FlowAnalysis) -> [String: FlowExpr] {
        guard let (g, passed) = flow.initializer(of: type, for: args) else { return [:] }
        let initializer = flow.functions[g]
        var fields: [String: FlowExpr] = [:]
        for case .assign(let target, let value) in initializer.statements {
            let property: String
            switch target {
            case .member(.selfRef, let n): property = n
            case .name(let n) where !initializer.locals.contains(n): property = n
            default: continue
            }
            let stored = property.hasPrefix("_") ? String(property.dropFirst()) : property  // `_loading = loading`
            if let made = substitute(value, initializer, passed, call: call) {
                fields[stored] = made
            } else if case .call(nil, let p, let closureArgs, _) = value, let handed = passed[p], case .closure = handed {
                // `content(self.item)`: what the handed closure returns, whatever it is handed.
                let unknown = closureArgs.map { FlowArgument(label: $0.label, value: .unknown) }
                fields[stored] = .call(receiver: handed, name: "callAsFunction", args: unknown, call: call)
            }
        }
        return fields
    }

    /// A SwiftUI sink in a view's code that shows one of the view's stored properties, which
    /// its own initialiser set from what its maker handed it (`NavigationLink(destination:
    /// destination)` in a row made as `LinkRow(title: "Skills") { SkillsView() }`): what each
    /// construction stored, read in the code that made the view.
    private static func storedByMakers(_ use: FlowSinkUse, in f: Int, _ flow: FlowAnalysis) -> Set<FlowAnalysis.Value> {
        // `destination`, or `destination()` (a stored closure's view); a local of that name is no property.
        guard let property = use.value.ownPropertyRead else { return [] }
        switch use.value {
        case .name(let n), .call(nil, let n, _, _): if flow.functions[f].locals.contains(n) { return [] }
        default: break
        }
        let body = flow.enclosingMethod(f)
        let owner = flow.functions[body].owner
        var out: Set<FlowAnalysis.Value> = []
        for edge in flow.callers[body] ?? [] {
            guard let args = flow.arguments(of: edge, to: body), let stored = initializedFields(of: owner, made: args, call: edge.call, flow)[property] else { continue }
            out.formUnion(viewsMade(flow.valuesOf(stored, in: edge.caller), flow))
        }
        return out
    }

    /// A SwiftUI sink handed a lazy view (`NavigationLink(destination: LazyView(destination))`)
    /// stands for one handed what the lazy view is.
    private static func lookingThroughLazyView(_ use: FlowSinkUse, _ flow: FlowAnalysis) -> FlowSinkUse {
        guard use.sink.isSwiftUI, let content = flow.passThroughContent(use.value) else { return use }
        var use = use
        use.value = content
        return use
    }

    /// Whether `f` is `outer` or written inside it (a closure or local function of it).
    private static func writes(_ outer: Int, _ f: Int, _ flow: FlowAnalysis) -> Bool {
        var current: Int? = f
        while let c = current {
            if c == outer { return true }
            current = flow.functions[c].parent
        }
        return false
    }

    /// The function whose parameter a guard in `f` compares: `f`, or for a closure or local
    /// function the function it is written in that declares it (a captured `forceCustom`). Its
    /// callers are the ones that must pass the constant, whichever path the walk takes out.
    private static func declaring(_ parameter: String, from f: Int, _ flow: FlowAnalysis) -> Int {
        var current = f
        while !flow.functions[current].parameters.contains(parameter), let parent = flow.functions[current].parent { current = parent }
        return flow.functions[current].parameters.contains(parameter) ? current : f
    }

    /// The parameter the sink acts on, when it acts on a controller the function was handed
    /// (`func show(on presenter: UIViewController) { presenter.present(self, …) }`), not on
    /// `self` or what `self` holds.
    private static func receivedPresenter(_ use: FlowSinkUse, _ function: FlowFunction) -> String? {
        var current = use.receiver
        while let e = current {
            switch e {
            case .name(let n): return function.parameters.contains(n) ? n : nil
            case .member(let base, _): current = base
            case .cast(let inner, _): current = inner
            default: return nil
            }
        }
        return nil
    }

    private static func attribute(_ site: inout Site, _ flow: FlowAnalysis, _ context: Context) {
        let (holders, closureHolders, shapes, isScreen) = (context.holders, context.closureHolders, context.shapes, context.isScreen)
        let start = site.function
        let owner = flow.functions[start].owner
        // `presenter.present(self)` in a screen's own method that takes its presenter: the
        // screen on screen is whoever calls it, not the screen whose code this is.
        let presenter = receivedPresenter(site.use, flow.functions[start])
        func isA(_ type: String, _ base: String) -> Bool {
            type == base || flow.subclasses[base]?.contains(type) == true || (flow.isProtocol(base) && flow.isSubtype(type, of: base))
        }
        // Code a screen runs only as an observer of what another screen's action sets is that
        // screen's: the walk goes on to the code that sets it.
        if isScreen(owner), presenter == nil, !flow.observerReach.contains(start) {
            if flow.isDeadEntry(start) {
                site.unreached = Resolver.nothingCalls
                return
            }
            let trigger = Trigger(screen: owner, file: flow.fileOf[start], position: nil, certain: true)
            site.triggers = [trigger]
            site.shown[trigger] = site.values
            site.ownValues = [owner]
            return
        }
        // Not when what it shows is handed in (`func pushTo(_ vc: UIViewController)`): each
        // caller shows its own, so the walk below reads each caller's argument.
        if presenter == nil, Self.actsOnSelf(site.use), !Self.isParameter(site.use.value, of: flow.functions[start]),
           flow.index[owner]?.kind == .class, flow.kind(of: owner) == .screen {
            // A base view controller's method that presents or pushes on `self`, whoever calls it
            // (a button that keeps its `controller`): the screen on screen is `self`, one of the
            // subclass screens that run this implementation.
            let method = flow.enclosingMethod(start)
            let heirs = (flow.subclasses[owner] ?? []).filter { isScreen($0) && flow.runsOwnImplementation($0, method) }
            if !heirs.isEmpty {
                if flow.isDeadEntry(start) {
                    site.unreached = Resolver.nothingCalls
                    return
                }
                site.triggers = heirs.map { Trigger(screen: $0, file: flow.fileOf[start], position: nil, certain: true) }
                for t in site.triggers { site.shown[t] = site.values }
                site.ownValues = Set(heirs)
                return
            }
        }
        if presenter == nil, Self.actsOnSelf(site.use), flow.kind(of: owner) == .navigation, flow.index[owner]?.kind == .class,
           flow.callers[flow.enclosingMethod(start)]?.isEmpty ?? true {
            // A navigation controller subclass's own code that nothing in the app calls, pushing
            // or presenting on itself (a routing library's table on the stack, run when a route is
            // shown from it): the screen on screen is the stack's top, which may be its root (what
            // its initialiser hands `super.init(rootViewController:)`, or its sites are made with)
            // or any screen pushed since. A guess: named, not drawn. (On Immuni, 8 of 15 such
            // edges drawn from the root were real.)
            var stackRoots: Set<String> = []
            for (s, stack) in flow.stacks.enumerated() where stack.type == owner {
                for case .object(let t) in flow.peek(.contents(s)) where isScreen(t) { stackRoots.insert(t) }
            }
            for g in flow.functions.indices where flow.functions[g].owner == owner && flow.functions[g].kind == .initializer {
                flow.functions[g].forEachExpression { e in
                    guard case .call(.name("super"), "init", let args, _) = e, let root = args.first(where: { $0.label == "rootViewController" }) else { return }
                    for case .object(let t) in flow.valuesOf(root.value, in: g) where isScreen(t) { stackRoots.insert(t) }
                }
            }
            if !stackRoots.isEmpty, !flow.isDeadEntry(start) {
                site.triggers = stackRoots.sorted().map { Trigger(screen: $0, file: flow.fileOf[start], position: nil, certain: false) }
                for t in site.triggers { site.shown[t] = site.values }
                return
            }
        }
        var found: [Trigger: Set<FlowAnalysis.Value>] = [:]
        var roots: [String] = []
        var builders: [String] = []
        // Pushes and presentations only: a stack's root set while the tabs are built is drawn
        // as before, since the draft keeps a screen's pushes only when it is in a stack.
        let transition = site.use.sink.isTransition
        var visited: Set<State> = []
        var first = State(function: start, value: site.use.value, valueIn: start, certain: true)
        if let call = flow.functions[start].calls.firstIndex(of: site.use.position), let guarded = flow.functions[start].callGuards[call] {
            first.equal = Equal(function: declaring(guarded.parameter, from: start, flow), parameter: guarded.parameter, constants: guarded.constants)
        }
        var frontier = [first]
        visited.insert(frontier[0])
        var level = 0
        var ownValues: Set<String> = []
        /// Code of `screen`, or of a view part only it makes (`ConfigurationList` in the settings
        /// screen's `ScrollViewReader`), a part at a time: its choices are that screen's own.
        func isOwnPart(_ holder: String, of screen: String) -> Bool {
            var current = holder
            for _ in 0..<4 {
                if current == screen { return true }
                let makers = flow.makers(of: current)
                guard !isScreen(current), flow.index.isView(current), makers.count == 1 else { return false }
                current = makers.first!
            }
            return false
        }
        func trigger(_ t: Trigger, _ state: State, _ flow: FlowAnalysis) {
            var t = t
            if level > sureDepth, transition { t.certain = false }
            let values = flow.valuesOf(state.value, in: state.valueIn)
            found[t, default: []].formUnion(site.use.sink.isSwiftUI ? viewsMade(values, flow) : values)
            if FlowTrace.walkLine == site.use.position.line {
                FlowTrace.write("trigger \(t.screen): \(state.value) in \(describe(state.valueIn, flow))")
            }
            if isOwnPart(flow.functions[state.valueIn].owner, of: t.screen) { ownValues.insert(t.screen) }
            if FlowTrace.enabled { site.levels[t.screen] = min(site.levels[t.screen] ?? level, level) }
        }
        // A screen's observer code is on the screens whose actions set what it observes, found
        // within `observerDepth` calls (the walk looks no further), else on its own (below).
        let observing = isScreen(owner) && presenter == nil && flow.observerReach.contains(start)
        let deepest = observing ? observerDepth : depth
        while !frontier.isEmpty, level < deepest, visited.count < maxStates {
            level += 1
            var next: [State] = []
            for state in frontier {
                let g = state.function
                if FlowTrace.walkLine == site.use.position.line {
                    FlowTrace.write("state \(level): \(describe(g, flow))\(state.through.map { " needs \($0.parameter) of \(describe($0.function, flow))" } ?? "")\(state.field.map { " needs field \($0.parameter) of \(describe($0.function, flow))" } ?? "")\(state.selfIs.map { " self is \($0.types.sorted()) in \(describe($0.function, flow))" } ?? "")")
                }
                let certain = state.certain
                let edges = flow.callers[g] ?? []
                if edges.isEmpty {
                    let function = flow.functions[g]
                    if let app = context.app, function.owner == app.type {
                        trigger(Trigger(screen: app.screen, file: flow.fileOf[g], position: nil, certain: certain), state, flow)
                        continue
                    }
                    let subclassed = flow.index[function.owner]?.kind == .class && !(flow.subclasses[function.owner] ?? []).isEmpty
                    if flow.isProtocol(function.owner) || subclassed {
                        // A protocol default no code calls: UIKit calls it on the screens that adopt it
                        // (one of several is a guess: an adopter may not be where UIKit calls it).
                        // A base class's method UIKit calls: it runs on each subclass screen that
                        // does not override it, as surely as on the base itself.
                        let adopters = flow.selfValues(function.owner).compactMap { value -> String? in
                            if case .object(let t) = value, isScreen(t) { return t }
                            return nil
                        }
                        let heirs = subclassed ? (flow.subclasses[function.owner] ?? []).filter { isScreen($0) && flow.runsOwnImplementation($0, g) } : []
                        var all = Set(adopters + heirs).sorted()
                        if let need = state.selfIs, need.function == g { all = all.filter { a in need.types.contains { isA(a, $0) } } }
                        for a in all {
                            // Only when the sink is the base class's own code: a row action a
                            // section of some screen's table handed it runs for that screen alone.
                            let sure = (heirs.contains(a) && owner == function.owner && state.through == nil) || adopters.count == 1
                            trigger(Trigger(screen: a, file: flow.fileOf[g], position: nil, certain: certain && sure), state, flow)
                        }
                        if !all.isEmpty { continue }
                    }
                    // Code nothing calls, of a type a screen holds (a view model's table actions, a data
                    // source's callbacks): it runs while that screen is shown.
                    var held = (holders[function.owner] ?? []).filter(isScreen).sorted()
                    if function.kind == .closure, let keepers = closureHolders[g] {
                        // Kept as data: by a screen, or by what a screen holds (its view model, its table model).
                        var screens = Set(keepers.filter(isScreen))
                        for keeper in keepers where !isScreen(keeper) { screens.formUnion((holders[keeper] ?? []).filter(isScreen)) }
                        if !screens.isEmpty { held = screens.sorted() }
                    }
                    if function.kind == .closure ? held.count == 1 : !held.isEmpty && isCallback(function) {
                        for h in held { trigger(Trigger(screen: h, file: flow.fileOf[g], position: function.position, certain: certain && held.count == 1), state, flow) }
                        continue
                    }
                    if function.kind == .closure, let maker = function.parent {
                        // A closure nothing calls that no one screen holds (a settings row's action,
                        // stored in a row a section makes; a field of many rows holds too many
                        // values to say): it runs while the screen that made it is shown, the one
                        // whose code the walk reaches from the function the closure is written in.
                        if isScreen(flow.functions[maker].owner) {
                            if !flow.isDeadEntry(maker) {
                                trigger(Trigger(screen: flow.functions[maker].owner, file: flow.fileOf[maker], position: function.position, certain: certain), state, flow)
                            }
                        } else {
                            var step = State(function: maker, value: state.value, valueIn: state.valueIn, certain: certain, through: state.through)
                            step.field = state.field
                            if let need = state.equal, need.function != g, Self.writes(need.function, maker, flow) { step.equal = need }
                            // A closure's `self` is its maker's.
                            if let need = state.selfIs, need.function == g { step.selfIs = SelfNeed(function: maker, types: need.types) }
                            if visited.insert(step).inserted { next.append(step) }
                        }
                        continue
                    }
                    if flow.index.isAppDelegate(function.owner), site.lifecycle == nil {
                        // Named by the handler a closure is written in (`application(_:didFinishLaunching…)`).
                        site.lifecycle = "\(function.owner).\(flow.functions[flow.enclosingMethod(g)].name)"
                    }
                    roots.append(describe(g, flow))
                    continue
                }
                for edge in edges.sorted(by: { ($0.caller, $0.call) < ($1.caller, $1.call) }) {
                    if FlowTrace.walkLine == site.use.position.line {
                        FlowTrace.write("walk \(level): \(describe(g, flow)) ← \(describe(edge.caller, flow)) line \(edge.position.line)\(edge.certain ? "" : "?")")
                    }
                    if transition, context.rootBuilders.contains(edge.caller), !isScreen(flow.functions[edge.caller].owner) {
                        // Run while the app builds its root (see `rootBuilders`): at launch, as a
                        // delegate's handler is, whichever screen's action restarted it.
                        if site.lifecycle == nil {
                            let handler = flow.functions[flow.enclosingMethod(edge.caller)]
                            site.lifecycle = "\(handler.owner).\(handler.name)"
                        }
                        builders.append(describe(edge.caller, flow))
                        continue
                    }
                    if flow.functions[edge.caller].deferredCalls.contains(edge.call) {
                        // A control wired to `self`'s method (in an initialiser, a lazy property):
                        // it runs on the screen `self` is, whoever made it. A base class's wiring
                        // is each subclass's own code, so each is as certain as the walk so far.
                        let wirer = flow.functions[edge.caller].owner
                        let need = state.selfIs.flatMap { $0.function == g ? $0.types : nil }
                        var screens = isScreen(wirer) ? [wirer] : (flow.subclasses[wirer] ?? []).filter(isScreen).sorted()
                        if let need { screens = screens.filter { s in need.contains { isA(s, $0) } } }
                        for screen in screens {
                            trigger(Trigger(screen: screen, file: flow.fileOf[edge.caller], position: edge.position, certain: certain), state, flow)
                        }
                        if !screens.isEmpty { continue }
                    }
                    var step = State(function: edge.caller, value: state.value, valueIn: state.valueIn, certain: certain && edge.certain, through: state.through)
                    step.field = state.field
                    // A guard on a parameter the code captured holds until the walk leaves the function
                    // that declares it: closures and local functions written in it pass it on.
                    if let need = state.equal, need.function != g, Self.writes(need.function, edge.caller, flow) { step.equal = need }
                    let callerOwner = flow.functions[edge.caller].owner
                    let shape = shapes[edge.caller][edge.call]
                    if let need = state.selfIs, need.function == g, flow.functions[g].kind == .closure, flow.functions[g].parent == edge.caller {
                        // A closure's `self` is its maker's, whatever runs it (`DispatchQueue.main
                        // .asyncAfter { navigate(to: route) }` in a protocol default).
                        step.selfIs = SelfNeed(function: edge.caller, types: need.types)
                    } else if let need = state.selfIs, need.function == g {
                        // Leaving code that runs for some subclasses' objects: a construction must
                        // make one, a call on `self` must come from code such an object runs.
                        switch shape {
                        case .construct(let type)?:
                            guard need.types.contains(where: { isA(type, $0) }) else { continue }
                        case .onSelf?:
                            if !need.types.contains(where: { isA(callerOwner, $0) }) {
                                let below = need.types.filter { isA($0, callerOwner) }
                                guard !below.isEmpty else { continue }
                                step.selfIs = SelfNeed(function: edge.caller, types: below)
                            }
                        case nil:
                            // A call on another receiver (`flow.modal(from: self)` in a helper every
                            // screen calls with its own flow): the receiver must be able to be one of
                            // those objects. A parameter's need moves up to the callers that pass it.
                            guard let receiver = flow.receiver(of: edge) else { break }
                            if case .name(let q) = receiver, flow.functions[edge.caller].parameters.contains(q) {
                                if step.through == nil { step.through = Through(function: edge.caller, parameter: q, need: .objects(need.types)) }
                            } else {
                                let made = flow.valuesOf(receiver, in: edge.caller).compactMap { v -> String? in
                                    if case .object(let t) = v { return t }
                                    return nil
                                }
                                if !made.isEmpty, !made.contains(where: { mayBe($0, oneOf: need.types, flow) }) { continue }
                            }
                        }
                    }
                    let calleeOwner = flow.functions[g].owner
                    // A base class's code, or a protocol default (`navigateAfterDelay(to:)` calling
                    // `navigate(to:)`), calling on `self` what one subclass or conformer implements.
                    if step.selfIs == nil, shape == .onSelf, calleeOwner != callerOwner, calleeOwner != "", isA(calleeOwner, callerOwner) {
                        step.selfIs = SelfNeed(function: edge.caller, types: [calleeOwner])
                    }
                    if flow.functions[g].kind != .closure, let field = flow.selfField(of: edge), flow.index[callerOwner]?.kind == .class {
                        // A call on a property of `self` (a base screen's `coordinator`): only
                        // objects that can hold the callee's object there make it. Each flow's
                        // coordinator sets itself on the picker subclass it makes.
                        let held = step.selfIs.flatMap { $0.function == edge.caller ? $0.types : nil } ?? [callerOwner]
                        let candidates = held.flatMap { [$0] + (flow.subclasses[$0] ?? []) }
                        let allowed = Set(candidates.filter { flow.mayHold($0, field: field, running: g) })
                        guard !allowed.isEmpty else { continue }
                        if allowed.count < Set(candidates).count {
                            // The fewest types whose subclasses are the rest (holding is inherited).
                            let least = allowed.filter { t in !allowed.contains { $0 != t && isA(t, $0) } }
                            step.selfIs = SelfNeed(function: edge.caller, types: least)
                        }
                    }
                    if let need = state.equal, need.function == g {
                        // Leaving a router's branch: a caller that passes another constant never runs it.
                        if let argument = flow.passed(edge, to: g)[need.parameter] {
                            if let constant = constantName(argument) {
                                guard need.constants.contains(constant) else { continue }
                            } else if case .name(let q) = argument, flow.functions[edge.caller].parameters.contains(q) {
                                step.equal = Equal(function: edge.caller, parameter: q, constants: need.constants)
                            }
                        }
                    }
                    if step.equal == nil, let guarded = flow.functions[edge.caller].callGuards[edge.call] {
                        step.equal = Equal(function: declaring(guarded.parameter, from: edge.caller, flow), parameter: guarded.parameter, constants: guarded.constants)
                    }
                    if let need = state.field, need.function == g {
                        // Leaving code that ran a closure its object keeps: only the constructions
                        // that handed that object the closure lead here (a shared button's action
                        // is not every screen's that makes a button), and code of the same object
                        // keeps the need. A method called on the object from elsewhere says
                        // nothing of which object it is (properties are one per type).
                        step.field = nil
                        if case .construct? = shapes[edge.caller][edge.call], let args = flow.arguments(of: edge, to: g), !args.isEmpty {
                            let verdicts = args.map { satisfies($0.value, need, in: edge.caller, flow) }
                            if !verdicts.contains(true) {
                                guard let i = verdicts.firstIndex(where: { $0 == nil }), case .name(let q) = args[i].value else { continue }
                                if step.through == nil { step.through = Through(function: edge.caller, parameter: q, need: need.need) }
                            }
                        } else if flow.functions[edge.caller].owner == flow.functions[g].owner {
                            step.field = Through(function: edge.caller, parameter: need.parameter, need: need.need)
                        }
                    }
                    if let need = state.through, need.function == g {
                        // Leaving the function whose parameter the walk came through: this caller must pass it.
                        step.through = nil
                        if let argument = flow.passed(edge, to: g)[need.parameter] {
                            switch satisfies(argument, need, in: edge.caller, flow) {
                            case false?: continue
                            case nil:
                                if case .name(let q) = argument { step.through = Through(function: edge.caller, parameter: q, need: need.need) }
                            case true?: break
                            }
                        }
                    }
                    if flow.functions[g].kind == .closure, let field = flow.field(of: edge) {
                        step.field = Through(function: edge.caller, parameter: field, need: .closure(g))
                    }
                    if step.through == nil, let p = flow.parameter(of: edge) {
                        // The caller reached g through a parameter (its own or a function's it is written in):
                        // only callers of that function that pass g's closure, or an object of g's type, lead here.
                        let function = flow.functions[g]
                        if function.kind == .closure {
                            step.through = Through(function: p.function, parameter: p.name, need: .closure(g))
                        } else if !function.owner.isEmpty {
                            step.through = Through(function: p.function, parameter: p.name, need: .objects([function.owner]))
                        }
                    }
                    var fields: [String: FlowExpr] = [:]
                    if state.valueIn == g, case .construct(calleeOwner)? = shape, flow.functions[g].kind != .initializer,
                       let args = flow.arguments(of: edge, to: g) {
                        for arg in args { if let label = arg.label { fields[label] = arg.value } }
                        if let last = args.last, last.label == nil, last.isClosure, let property = flow.trailingClosureProperty(of: calleeOwner),
                           fields[property] == nil {
                            fields[property] = last.value
                        }
                        fields.merge(initializedFields(of: calleeOwner, made: args, call: edge.call, flow)) { _, stored in stored }
                    }
                    if state.valueIn == g, let passed = substitute(state.value, flow.functions[g], casesNamed(flow.passed(edge, to: g), in: flow.functions[edge.caller], flow), call: edge.call,
                                                                   receiver: flow.receiver(of: edge), byMaker: flow.functions[g].parent == edge.caller,
                                                                   fields: fields) {
                        step.value = passed
                        step.valueIn = edge.caller
                    }
                    let caller = flow.functions[edge.caller]
                    // A screen that presents itself on a controller it is handed is not on screen
                    // in its own code (its init passing the presenter on): its callers are.
                    let selfPresenting = presenter != nil && caller.owner == owner
                    if isScreen(caller.owner), !selfPresenting, !flow.observerReach.contains(edge.caller) {
                        if flow.isDeadEntry(edge.caller) { continue }
                        // A base screen's code calling an override: the subclass is on screen.
                        let needed = step.selfIs.map { $0.types.filter(isScreen).sorted() } ?? []
                        for screen in needed.isEmpty ? [caller.owner] : needed {
                            trigger(Trigger(screen: screen, file: flow.fileOf[edge.caller], position: edge.position, certain: step.certain), step, flow)
                        }
                    } else if visited.insert(step).inserted {
                        next.append(step)
                    }
                }
            }
            frontier = next
        }
        // One trigger per screen and call: a screen that calls a helper at two places with two
        // controllers shows each at its own call (BrowsingViewController's security popup and
        // settings through one `present(_:_:)` helper), certain if any path to that call is.
        struct CallKey: Hashable { var screen: String; var file: Int; var line: Int; var column: Int }
        func key(_ t: Trigger) -> CallKey { CallKey(screen: t.screen, file: t.file, line: t.position?.line ?? 0, column: t.position?.column ?? 0) }
        var best: [CallKey: Trigger] = [:]
        var shown: [CallKey: Set<FlowAnalysis.Value>] = [:]
        for t in found.keys.sorted(by: { ($0.screen, $0.file, $0.position?.line ?? 0, $0.position?.column ?? 0) < ($1.screen, $1.file, $1.position?.line ?? 0, $1.position?.column ?? 0) }) {
            shown[key(t), default: []].formUnion(found[t]!)
            if let b = best[key(t)] { if !b.certain && t.certain { best[key(t)] = t } } else { best[key(t)] = t }
        }
        var triggers = best.values.sorted { ($0.screen, $0.file, $0.position?.line ?? 0, $0.position?.column ?? 0) < ($1.screen, $1.file, $1.position?.line ?? 0, $1.position?.column ?? 0) }
        if let on = presentedOn(site, flow, isScreen) {
            // Shown on a controller the code is handed (`showFullPage(_:presenter:)`, a helper's
            // `viewController.present(…)`): the screens it is handed are the ones on screen,
            // whichever screens' code the walk found reaching the call.
            let kept = triggers.filter { on.contains($0.screen) }
            if kept.isEmpty {
                triggers = on.sorted().map { Trigger(screen: $0, file: flow.fileOf[start], position: nil, certain: true) }
                for t in triggers { shown[key(t)] = site.values }
            } else {
                triggers = kept
            }
        }
        if observing, triggers.isEmpty, !flow.isDeadEntry(start) {
            // No screen's action seen setting what it observes, close by: it runs on the screen
            // that subscribed, as any of that screen's code.
            triggers = [Trigger(screen: owner, file: flow.fileOf[start], position: nil, certain: true)]
            shown[key(triggers[0])] = site.values
            ownValues.insert(owner)
        }
        site.triggers = triggers
        for t in site.triggers { site.shown[t] = shown[key(t)] }
        site.ownValues = ownValues
        if site.triggers.isEmpty {
            let list = Array(Set(roots)).sorted()
            let building = Array(Set(builders)).sorted()
            site.unreached = list.isEmpty && !building.isEmpty
                ? "it runs while the app's tabs are built (" + building.prefix(3).joined(separator: ", ") + (building.count > 3 ? " and \(building.count - 3) more" : "") + "), not from a screen"
                : list.isEmpty
                ? "no screen's code reaches it within \(depth) calls"
                : "no screen's code reaches it: it runs from " + list.prefix(3).joined(separator: ", ") + (list.count > 3 ? " and \(list.count - 3) more" : "")
        }
    }

    /// Whether `value` is one of `function`'s parameters (cast or not).
    private static func isParameter(_ value: FlowExpr, of function: FlowFunction) -> Bool {
        switch value {
        case .name(let n): function.parameters.contains(n)
        case .cast(let inner, _): isParameter(inner, of: function)
        default: false
        }
    }

    /// A push or presentation made on the view controller whose code this is: `present(x, …)`,
    /// `self.present`, `navigationController?.pushViewController(x, …)`, `show(x, sender:)`.
    private static func actsOnSelf(_ use: FlowSinkUse) -> Bool {
        guard use.sink.isTransition else { return false }
        switch use.receiver {
        case nil, .selfRef?, .name("navigationController")?, .member(.selfRef, "navigationController")?: return true
        default: return false
        }
    }

    /// The screens a sink's receiver can be, when it is not `self` and every value it can hold
    /// is a screen of the draft (`presenter` handed `_topGroupViewer`); nil when it may be
    /// anything else (a navigation controller, a property no code sets, values past a node's
    /// saturation).
    private static func presentedOn(_ site: Site, _ flow: FlowAnalysis, _ isScreen: (String) -> Bool) -> Set<String>? {
        guard site.use.sink.isTransition, let receiver = site.use.receiver, receiver != .selfRef else { return nil }
        var screens: Set<String> = []
        for value in flow.valuesOf(receiver, in: site.function) {
            guard case .object(let type) = value, isScreen(type) else { return nil }
            screens.insert(type)
        }
        return screens.isEmpty ? nil : screens
    }

    /// UIKit's own parameter types: a method that takes one first is a delegate callback or a
    /// target-action (`tableView(_:didSelectRowAt:)`, `@objc func tapped(_ sender: UIButton)`),
    /// which UIKit calls though no code of the app does. A method nothing calls that takes none
    /// is dead code, and draws no edge.
    static let callbackParameters: Set<String> = [
        "UITableView", "UICollectionView", "UIScrollView", "UITextField", "UITextView", "UISearchBar", "UIPickerView",
        "UIButton", "UIBarButtonItem", "UIControl", "UISwitch", "UISegmentedControl", "UIGestureRecognizer",
        "UITapGestureRecognizer", "WKWebView", "MKMapView", "UIPageViewController", "UINavigationController",
        "UITabBarController", "UIImagePickerController", "UIDocumentPickerViewController", "UIAlertAction", "UIRefreshControl",
    ]

    static func isCallback(_ function: FlowFunction) -> Bool {
        guard let first = function.parameters.first, let type = function.declaredTypes[first] else { return false }
        return callbackParameters.contains(type)
    }

    private static func describe(_ f: Int, _ flow: FlowAnalysis) -> String {
        let function = flow.functions[f]
        let owner = function.owner.isEmpty ? "" : function.owner + "."
        switch function.kind {
        case .closure: return "a closure in \(function.owner.isEmpty ? "top-level code" : function.owner) that nothing calls"
        case .body: return "\(owner)(property initialiser)"
        default: return owner + function.name
        }
    }
}
