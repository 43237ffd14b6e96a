import Bridgeplan

/// The navigation detectors of the scan: bindings that name a controller, calls that
/// navigate on a screen's behalf, pushes, window roots and container children become the
/// draft's screens, containers and edges. The dispatcher is `Resolver.analyse`.
extension Resolver {
    mutating func bound(_ name: String, to e: Expr, _ event: Event, _ scan: inout FunctionScan, _ place: Place) {
        var value = eval(e, scan.ctx)
        // `let target: UIViewController` given a value in each arm of a `switch` or an `if`
        // holds any of them after it: this reader reads statements in order and would keep the
        // last arm's. It is unknown here, and the value flow, which keeps every arm's, draws it.
        if scan.declaredOnly.contains(name), let earlier = scan.lastBind[name], earlier.excludes(event) { value = .unknown(name) }
        scan.lastBind[name] = event
        scan.ctx.locals[name] = value
        if case .name(let other) = e, !other.contains("."), scan.children[scan.canonical(other)] != nil { scan.aliases[name] = scan.canonical(other) }
        if name == "dataSource", case .instance(let source) = value, source != scan.type, index.isLibraryPager(scan.type) {
            pagesFromDataSource(source, into: scan.type)
        }
        if case .navigation(let root?, _) = value, navigationMade[root] == nil { navigationMade[root] = place }
        handOver(e, &scan.ctx)
    }

    /// A call that may navigate: a method a superclass or an extension of UIViewController
    /// declares (`openURLInApp(url)`, `showLogin()`), whose pushes and presentations are this
    /// screen's, or a call on a router or coordinator the screen holds.
    mutating func called(_ receiver: String, _ method: String, labels: [String], cases: [String], _ scan: inout FunctionScan, _ place: Place) {
        let type = scan.type
        if receiver == "self", screens[type] != nil, index.functions(type, named: method).isEmpty {
            if let inherited = index.inheritedFunctions(type, named: method), inherited.owner != type {
                attribute(screen: type, coordinator: inherited.owner, method: method, labels: labels, cases: Set(cases), depth: 0)
            }
            for function in protocolFunctions(type, named: method) { analyseBorrowed(function, as: type) }
        }
        if screens[type] != nil, !receiver.contains("."), receiver != "self" {
            screenCalls.append((type, receiver, method, cases, place))
        } else if index.isAppDelegate(type), !receiver.contains("."), receiver != "self" {
            // A delegate's handler asking its coordinator or router to show a screen (a
            // notification, a URL): what that shows is an entry, named by the handler.
            delegateCalls.append((type, receiver, method, cases, scan.facts.name + scan.facts.signature))
        }
    }

    mutating func pushed(_ target: Expr, by receiver: String?, _ scan: inout FunctionScan, _ place: Place) {
        if let receiver, let local = scan.ctx.locals[receiver], case .navigation(nil, let t) = local {
            scan.ctx.locals[receiver] = .navigation(root: screenID(eval(target, scan.ctx)), type: t)
            return
        }
        if scan.isCoordinator { return }  // a coordinator's pushes are attributed through the screens that call it
        push(from: scan.type, target, scan.ctx, place, call: "pushViewController")
    }

    mutating func presented(_ target: Expr, _ scan: inout FunctionScan, _ place: Place) {
        if scan.isCoordinator { return }
        present(from: scan.type, target, scan.ctx, place, styles: scan.styles)
    }

    mutating func setWindowRoot(_ e: Expr, _ scan: inout FunctionScan, _ place: Place) {
        if case .name(let n) = e, scan.ctx.locals[n] != nil {
            scan.deferredRoots.append((n, place))
        } else {
            windowRoot(eval(e, scan.ctx), text: e.text, place, in: scan.type)
        }
    }

    mutating func setViewControllers(_ items: [Expr], of receiver: String?, paged: Bool, _ scan: inout FunctionScan, _ place: Place) {
        let owner: Value = receiver.map { eval(.name($0), scan.ctx) } ?? .instance(scan.type)
        if let receiver, case .navigation(nil, let t) = owner, scan.ctx.locals[receiver] != nil {
            scan.ctx.locals[receiver] = .navigation(root: items.first.flatMap { screenID(eval($0, scan.ctx)) }, type: t)
            return
        }
        if case .coordinatorNavigation = owner { return }
        setChildren(of: owner, items, scan.ctx, place, paged: paged)
    }

    mutating func setColumn(_ target: Expr, of receiver: String?, _ scan: inout FunctionScan, _ place: Place) {
        let owner: Value = receiver.map { eval(.name($0), scan.ctx) } ?? .instance(scan.type)
        setChildren(of: owner, [target], scan.ctx, place, paged: false)
    }

    mutating func assignedCoordinator(to receiver: String, _ scan: inout FunctionScan) {
        if scan.isCoordinator, let screen = screenID(eval(.name(receiver), scan.ctx)), assignedCoordinators[screen] == nil {
            assignedCoordinators[screen] = scan.type
        }
    }

    mutating func appendedChildCoordinator(_ e: Expr, _ scan: inout FunctionScan) {
        if case .instance(let c) = eval(e, scan.ctx), index.isCoordinator(c), c != scan.type, parents[c] == nil { parents[c] = scan.type }
    }
}
