import Bridgeplan

extension Resolver {
    func eventKey(_ type: String, _ file: Int, _ event: Event) -> String {
        "\(type)|\(file)|\(event.position.line):\(event.position.column)"
    }

    /// The first screen a coordinator's `start()` puts on its navigation controller
    /// (pushed or set), or the one a child coordinator it starts does.
    mutating func startRoot(_ coordinator: String) -> String? {
        if let cached = startRoots[coordinator] { return cached }
        guard startRootsInProgress.insert(coordinator).inserted else { return nil }
        defer { startRootsInProgress.remove(coordinator) }
        var result: String?
        search: for function in index.functions(coordinator, named: "start") {
            var ctx = Context(type: coordinator, file: function.file, function: function.facts)
            for event in function.facts.events {
                switch event.kind {
                case .bind(let name, let e):
                    ctx.locals[name] = eval(e, ctx)
                case .push(let receiver?, let target):
                    if case .coordinatorNavigation = eval(.name(receiver), ctx), let screen = screenID(eval(target, ctx)) {
                        consumed.insert(eventKey(coordinator, function.file, event))
                        result = screen
                        break search
                    }
                case .setViewControllers(let receiver?, let items, false):
                    if case .coordinatorNavigation = eval(.name(receiver), ctx), let first = items.first, let screen = screenID(eval(first, ctx)) {
                        consumed.insert(eventKey(coordinator, function.file, event))
                        result = screen
                        break search
                    }
                case .call(let receiver, "start", _, _, _):
                    if case .instance(let child) = eval(.name(receiver), ctx), child != coordinator, index.isCoordinator(child),
                       let screen = startRoot(child) {
                        result = screen
                        break search
                    }
                default:
                    break
                }
            }
        }
        startRoots[coordinator] = result
        return result
    }

    /// What a coordinator's `start()` makes first: a stack it drives, a container, a screen it returns or shows.
    mutating func owned(_ coordinator: String) -> String? {
        if let stack = coordinatorStacks[coordinator] { return stack }
        for function in index.functions(coordinator, named: "start") {
            var ctx = Context(type: coordinator, file: function.file, function: function.facts)
            for event in function.facts.events {
                let place = Place(file: function.file, position: event.position)
                switch event.kind {
                case .bind(let name, let e): ctx.locals[name] = eval(e, ctx)
                case .push(_, let target), .present(_, let target), .returnValue(let target), .setWindowRoot(let target, _):
                    if let id = targetID(eval(target, ctx), at: place), isDrafted(id) { return id }
                case .setViewControllers(let receiver, let items, _):
                    let owner: Value = receiver.map { eval(.name($0), ctx) } ?? .instance(coordinator)
                    if case .coordinatorNavigation = owner, let first = items.first, let id = screenID(eval(first, ctx)) { return id }
                    if let id = containerID(owner), containers[id] != nil { return id }
                default: break
                }
            }
        }
        return startRoot(coordinator)
    }

    /// The coordinator a screen's property holds: its class, or the one class conforming to
    /// its protocol (the one that sets `vc.coordinator = self` when several do).
    func coordinator(of screen: String, property name: String) -> (coordinator: String?, declared: String, weak: Bool)? {
        guard let property = index[screen]?.properties[name]?.facts, let declared = property.type else { return nil }
        if index.isCoordinator(declared) { return (declared, declared, property.isWeak) }
        let candidates = index.coordinators(conformingTo: declared)
        guard !candidates.isEmpty || declared.hasSuffix("Coordinator") || declared.hasSuffix("Coordinating") else { return nil }
        if let assigned = assignedCoordinators[screen], candidates.isEmpty || candidates.contains(assigned) {
            return (assigned, declared, property.isWeak)
        }
        return (candidates.count == 1 ? candidates[0] : nil, declared, property.isWeak)
    }

    /// The router a screen's property holds: a navigator type, declared or the one conforming to the declared protocol.
    func navigator(of screen: String, property name: String) -> String? {
        guard let declared = index[screen]?.properties[name]?.facts.type else { return nil }
        if navigators.contains(declared) { return declared }
        let conforming = navigators.filter { index[$0]?.inherits.contains(declared) ?? false }
        return conforming.count == 1 ? conforming.first : nil
    }

    mutating func resolveCoordinators() {
        // Screens' coordinator properties: the screen's coordinator and how it is held.
        for id in screens.keys.sorted() {
            guard let info = index[id], info.kind == .class else { continue }
            for (name, property) in info.properties.sorted(by: { $0.key < $1.key }) {
                guard let found = coordinator(of: id, property: name) else { continue }
                guard let c = found.coordinator, coordinators[c] != nil else {
                    if let type = property.facts.type, !navigators.contains(type), name.lowercased().contains("coordinator") {
                        addUnresolved(Place(file: property.file, position: property.facts.position),
                                      "\(id).\(name): \(found.declared) is adopted by \(index.coordinators(conformingTo: found.declared).joined(separator: ", ").isEmpty ? "no coordinator class" : "several coordinators"); the screen's coordinator is left out")
                    }
                    continue
                }
                if screens[id]!.coordinator == nil { screens[id]!.coordinator = c }
                if !found.weak { coordinators[c]!.reference = .strong }
            }
            if screens[id]!.coordinator == nil, let assigned = assignedCoordinators[id], coordinators[assigned] != nil {
                screens[id]!.coordinator = assigned
            }
        }
        // Start roots first, so their pushes are not taken for a screen's.
        for c in coordinators.keys.sorted() { _ = startRoot(c) }
        // Screens calling their coordinator: the coordinator's pushes and presents are the screen's.
        for call in screenCalls {
            if let found = coordinator(of: call.screen, property: call.receiver), let c = found.coordinator {
                attribute(screen: call.screen, coordinator: c, method: call.method, cases: Set(call.cases), depth: 0)
            } else if let router = navigator(of: call.screen, property: call.receiver) {
                attribute(screen: call.screen, coordinator: router, method: call.method, cases: Set(call.cases), depth: 0)
            }
        }
        // A delegate's calls: the coordinator's pushes and presents from the delegate are entries.
        for call in delegateCalls where call.method != "start" {  // start() is read for the root and its own entries below
            guard let c = coordinator(of: call.delegate, property: call.receiver)?.coordinator ?? navigator(of: call.delegate, property: call.receiver) else { continue }
            entryHandler = call.handler
            attribute(screen: call.delegate, coordinator: c, method: call.method, cases: Set(call.cases), depth: 0)
            entryHandler = nil
        }
        // Coordinators' pushes and presents nobody accounts for.
        // What a coordinator's start() shows that is no screen's doing (onboarding presented
        // from the window, say) opens screens besides the root: entries. Anything else nobody
        // triggers is listed.
        for c in index.order where index.isCoordinator(c) || navigators.contains(c) {
            for function in index[c]!.functions {
                var ctx = Context(type: c, file: function.file, function: function.facts)
                for event in function.facts.events {
                    let text: String
                    let target: Expr
                    switch event.kind {
                    case .bind(let name, let e):
                        ctx.locals[name] = eval(e, ctx)
                        continue
                    case .push(_, let t), .show(_, let t): text = "pushViewController(\(t.text))"; target = t
                    case .present(_, let t): text = "present(\(t.text))"; target = t
                    default: continue
                    }
                    guard !consumed.contains(eventKey(c, function.file, event)) else { continue }
                    let place = Place(file: function.file, position: event.position)
                    if index.isCoordinator(c), function.facts.name == "start", let id = targetID(eval(target, ctx), at: place) {
                        if !entries.contains(where: { $0.id == id }) { entries.append((id, "coordinator", place)) }
                        continue
                    }
                    // A router, an action or a section is no coordinator: say what it is.
                    let caller = index.isCoordinator(c) ? "no screen calls it through its coordinator" : "no screen's code calls it"
                    addUnresolved(Place(file: function.file, position: event.position),
                                  "\(text) in \(c).\(function.facts.signature): \(caller), so the screen it comes from is unknown")
                }
            }
        }
        // Parents, ownership, removal.
        let removers = removingFunctions()
        for c in coordinators.keys.sorted() {
            if let parent = parents[c], coordinators[parent] != nil { coordinators[c]!.parent = parent }
            if let owns = owned(c) {
                coordinators[c]!.owns = owns
                if containers[owns] != nil, containers[owns]!.coordinator == nil { containers[owns]!.coordinator = c }
                if screens[owns] != nil, screens[owns]!.coordinator == nil { screens[owns]!.coordinator = c }
            }
            if let parent = coordinators[c]!.parent {
                coordinators[c]!.removedOnFinish = removes(child: c, parent: parent, removers: removers)
            }
        }
    }

    /// The pushes and presents of `coordinator.method()`, made on behalf of `screen`.
    /// `cases`: the enum cases the screen passed (`.profile(vm)`, `.show`); the router's
    /// `switch` arms that match none of them are not followed.
    mutating func attribute(screen: String, coordinator: String, method: String, labels: [String]? = nil, cases: Set<String> = [], depth: Int) {
        guard depth < 4 else { return }
        for function in index.functions(coordinator, named: method) where labels.map({ TypeIndex.labels($0, fit: function.facts.signature) }) ?? true {
            var ctx = Context(type: coordinator, file: function.file, function: function.facts)
            ctx.cases = cases
            var styles: [String: String] = [:]
            for event in function.facts.events where function.facts.runs(event, for: cases) {
                let place = Place(file: function.file, position: event.position)
                switch event.kind {
                case .bind(let name, let e):
                    ctx.locals[name] = eval(e, ctx)
                case .presentationStyle(let receiver, let style):
                    styles[receiver] = style
                case .push(_, let target), .show(_, let target):
                    consumed.insert(eventKey(coordinator, function.file, event))
                    push(from: screen, target, ctx, place, call: "pushViewController")
                case .present(_, let target):
                    consumed.insert(eventKey(coordinator, function.file, event))
                    present(from: screen, target, ctx, place, styles: styles)
                case .call(let receiver, let next, _, let more, let labels):
                    let passed = cases.union(more)
                    if receiver == "self" {
                        if next != method { attribute(screen: screen, coordinator: coordinator, method: next, labels: labels, cases: passed, depth: depth + 1) }
                    } else if case .instance(let child) = eval(.name(receiver), ctx), index.isCoordinator(child) || navigators.contains(child),
                              child != coordinator {
                        attribute(screen: screen, coordinator: child, method: next, cases: passed, depth: depth + 1)
                    }
                default:
                    break
                }
            }
        }
    }

    /// Names of functions that remove from `childCoordinators` (in any type or extension).
    func removingFunctions() -> Set<String> {
        var names: Set<String> = []
        for name in index.order {
            for function in index[name]!.functions where function.facts.events.contains(where: {
                if case .removeChildCoordinator = $0.kind { return true }
                return false
            }) {
                names.insert(function.facts.name)
            }
        }
        return names
    }

    /// A child coordinator is removed when it, or its parent, calls a function that removes
    /// from `childCoordinators` (`parentCoordinator?.remove(child: self)`, `childDidFinish(self)`),
    /// or the parent removes children in a didFinish-like function of its own.
    func removes(child: String, parent: String, removers: Set<String>) -> Bool {
        // The child removing itself (`remove(child: self)`), or the parent removing another.
        func calls(_ type: String, itself: Bool) -> Bool {
            typeHasEvent(type) { kind in
                guard case .call(_, let method, let argument, _, _) = kind, removers.contains(method) else { return false }
                let isSelf: Bool
                if case .name("self")? = argument { isSelf = true } else { isSelf = false }
                return isSelf == itself
            }
        }
        if calls(child, itself: true) || calls(parent, itself: false) { return true }
        for function in index[parent]?.functions ?? [] {
            let name = function.facts.name.lowercased()
            guard ["finish", "remove", "end", "close", "dismiss", "complete"].contains(where: name.contains) else { continue }
            if function.facts.events.contains(where: { if case .removeChildCoordinator = $0.kind { return true }; return false }) { return true }
        }
        return false
    }
}
