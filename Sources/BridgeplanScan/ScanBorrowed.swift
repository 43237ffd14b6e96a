import Bridgeplan

/// Navigation a screen runs through code it does not declare: default implementations in
/// protocol extensions it adopts (`extension StatusTableViewCellDelegate where Self:
/// DataSourceProvider { func tableViewCell(…) { … } }`, reached by a cell's delegate call) and
/// static helpers it hands itself to (`DataSourceFacade.coordinateToProfileScene(provider:
/// self, …)`, which calls `provider.coordinator.present(scene: .profile(…), …)`). Their pushes,
/// presentations and coordinator calls are the screen's.
extension Resolver {
    /// Every name a class adopts, through its superclasses in the sources, their extensions
    /// and the protocols they inherit (kept: asked for every call a screen makes on itself).
    mutating func adoptedNames(_ type: String) -> Set<String> {
        if let known = adoptedCache[type] { return known }
        var found: Set<String> = []
        var queue = [type]
        while let name = queue.popLast() {
            for base in index[name]?.inherits ?? [] where found.insert(base).inserted { queue.append(base) }
        }
        adoptedCache[type] = found
        return found
    }

    /// Protocol extension functions worth running as each adopting screen's own: in an
    /// extension of a protocol the app declares, or constrained by `where Self: …`; with
    /// events; and not called on `self` by name anywhere (those are followed from the call).
    func protocolDefaults() -> [(proto: String, functions: [TypeIndex.Function])] {
        var calledOnSelf: Set<String> = []
        for name in index.order {
            for function in index[name]!.functions {
                for event in function.facts.events {
                    if case .call("self", let method, _, _, _) = event.kind { calledOnSelf.insert(method) }
                }
            }
        }
        var result: [(String, [TypeIndex.Function])] = []
        for name in index.order where !name.isEmpty {
            guard let info = index[name] else { continue }
            let functions = info.functions.filter { function in
                Self.isProtocolDefault(function, of: info) && function.facts.name != "(type body)" && !calledOnSelf.contains(function.facts.name)
            }
            if !functions.isEmpty { result.append((name, functions)) }
        }
        return result
    }

    /// Runs the protocol defaults each screen adopts as that screen's methods.
    mutating func analyseProtocolDefaults() {
        let defaults = protocolDefaults()
        guard !defaults.isEmpty else { return }
        for screen in screens.keys.sorted() where index[screen]?.kind == .class {
            let adopted = adoptedNames(screen)
            for (proto, functions) in defaults where adopted.contains(proto) {
                for function in functions where function.facts.selfConstraints.allSatisfy(adopted.contains) {
                    analyseBorrowed(function, as: screen)
                }
            }
        }
    }

    /// A method `self.method()` finds in a protocol extension the screen adopts.
    mutating func protocolFunctions(_ screen: String, named method: String) -> [TypeIndex.Function] {
        let adopted = adoptedNames(screen)
        var found: [TypeIndex.Function] = []
        for proto in adopted.sorted() {
            guard let info = index[proto] else { continue }
            for function in info.functions where function.facts.name == method && Self.isProtocolDefault(function, of: info)
                && function.facts.selfConstraints.allSatisfy(adopted.contains) {
                found.append(function)
            }
        }
        return found
    }

    /// A default implementation with a body: in an extension of a protocol the app declares,
    /// or of any protocol when constrained by `where Self: …` (a class cannot be).
    static func isProtocolDefault(_ function: TypeIndex.Function, of info: TypeIndex.Info) -> Bool {
        guard !function.facts.events.isEmpty else { return false }
        return info.kind == .protocol || (info.kind == .extension && !function.facts.selfConstraints.isEmpty)
    }

    /// One borrowed function, read as `screen`'s own: navigation only (containment findings
    /// stay with the code that declares them).
    mutating func analyseBorrowed(_ function: TypeIndex.Function, as screen: String) {
        let key = "\(screen)|\(function.file)|\(function.facts.position.line):\(function.facts.position.column)"
        guard borrowedRuns.insert(key).inserted else { return }
        var scan = FunctionScan(
            type: screen, facts: function.facts, isCoordinator: false,
            ctx: Context(type: screen, file: function.file, function: function.facts))
        for event in function.facts.events {
            let place = Place(file: function.file, position: event.position)
            // In a `switch` arm over the adopter's data (`case .banner:`), the event runs only
            // for screens whose side makes that case, when some code makes it at all.
            if Self.navigates(event.kind), event.branches.contains(where: { !$0.cases.isEmpty }) {
                if writtenNames == nil { writtenNames = DataCases(index) }
                if !writtenNames!.mayHold(event, screen: screen, index: index) { continue }
            }
            switch event.kind {
            case .bind(let name, let e): scan.ctx.locals[name] = eval(e, scan.ctx)
            case .bindType(let name, let declared): scan.ctx.locals[name] = eval(.cast(declared), scan.ctx)
            case .call(let receiver, let method, _, let cases, let labels): called(receiver, method, labels: labels, cases: cases, &scan, place)
            case .helperCall(let type, let method, let labels, let arguments, let cases):
                helperCalled(type, method, labels: labels, arguments: arguments, cases: cases, scan.ctx)
            case .push(let receiver, let target), .show(let receiver, let target):
                attributedPlaces.insert(place)
                pushed(target, by: receiver, &scan, place)
            case .present(_, let target):
                attributedPlaces.insert(place)
                presented(target, &scan, place)
            case .presentationStyle(let receiver, let style): scan.styles[receiver] = style
            default: break
            }
        }
    }

    /// Events that show a screen, or call code that may.
    static func navigates(_ kind: Event.Kind) -> Bool {
        switch kind {
        case .push, .present, .show, .call, .helperCall: true
        default: false
        }
    }

    /// `Facade.helper(provider: self, …)`: follows the helper for each argument that is a screen.
    mutating func helperCalled(_ type: String, _ method: String, labels: [String], arguments: [String?], cases: [String], _ ctx: Context) {
        guard index[type] != nil else { return }
        for (i, argument) in arguments.enumerated() {
            guard let argument, case .instance(let screen) = eval(.name(argument), ctx), screens[screen] != nil else { continue }
            followHelper(screen: screen, type: type, method: method, labels: labels, argument: i, cases: Set(cases), depth: 0)
        }
    }

    /// The parameter that argument `argument` of a call with these labels binds, matching
    /// labels in order and letting parameters with defaults be left out; nil when the labels
    /// do not fit the function.
    static func parameterSlot(of argument: Int, labels: [String], in facts: FunctionFacts) -> Int? {
        guard let open = facts.signature.firstIndex(of: "(") else { return nil }
        let declared = facts.signature[facts.signature.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != ")" }
        guard declared.count == facts.parameters.count else { return nil }
        var next = 0
        var slot: Int?
        for (i, label) in labels.enumerated() {
            while next < declared.count, declared[next] != label { next += 1 }
            guard next < declared.count else { return nil }
            if i == argument { slot = next }
            next += 1
        }
        return slot
    }

    /// The pushes, presentations and coordinator calls a static helper makes through the
    /// parameter that holds `screen`, as the screen's.
    mutating func followHelper(screen: String, type: String, method: String, labels: [String], argument: Int, cases: Set<String>, depth: Int) {
        guard depth < 4 else { return }
        let key = "\(screen)|\(type).\(method)(\(labels.joined(separator: ":")))|\(argument)|\(cases.sorted().joined(separator: ","))"
        guard followedHelpers.insert(key).inserted else { return }
        for function in index.functions(type, named: method) {
            guard let slot = Self.parameterSlot(of: argument, labels: labels, in: function.facts) else { continue }
            let parameter = function.facts.parameters[slot]
            guard parameter != "_" else { continue }
            var ctx = Context(type: type, file: function.file, function: function.facts)
            ctx.locals[parameter] = .instance(screen)
            var styles: [String: String] = [:]
            // `provider`, `provider.navigationController`: the screen, or its stack.
            func isScreen(_ receiver: String?) -> Bool {
                guard let receiver else { return false }
                return receiver == parameter || receiver.hasPrefix(parameter + ".")
            }
            for event in function.facts.events {
                let place = Place(file: function.file, position: event.position)
                switch event.kind {
                case .bind(let name, let e) where name != parameter: ctx.locals[name] = eval(e, ctx)
                case .bindType(let name, let declared) where name != parameter: ctx.locals[name] = eval(.cast(declared), ctx)
                case .presentationStyle(let receiver, let style): styles[receiver] = style
                case .call(let receiver, let next, _, let more, let labels) where isScreen(receiver):
                    let property = receiver == parameter ? "" : String(receiver.dropFirst(parameter.count + 1))
                    if property.isEmpty {
                        // `provider.showLogin()`: the screen's own method, inherited or a protocol default.
                        for borrowed in protocolFunctions(screen, named: next) { analyseBorrowed(borrowed, as: screen) }
                        if let inherited = index.inheritedFunctions(screen, named: next), inherited.owner != screen {
                            attribute(screen: screen, coordinator: inherited.owner, method: next, labels: labels, cases: cases.union(more), depth: depth + 1)
                        }
                    } else if !property.contains(".") {
                        screenCalls.append((screen, property, next, Array(cases.union(more)).sorted(), place))
                    }
                case .helperCall(let t, let next, let l, let args, let more):
                    for (i, a) in args.enumerated() where a == parameter {
                        followHelper(screen: screen, type: t, method: next, labels: l, argument: i, cases: cases.union(more), depth: depth + 1)
                    }
                case .push(let receiver, let target) where isScreen(receiver), .show(let receiver, let target) where isScreen(receiver):
                    attributedPlaces.insert(place)
                    push(from: screen, target, ctx, place, call: "pushViewController")
                case .present(let receiver, let target) where isScreen(receiver):
                    attributedPlaces.insert(place)
                    present(from: screen, target, ctx, place, styles: styles)
                default:
                    break
                }
            }
        }
    }
}

/// The member and enum-case names each type's code writes (`.banner(…)`, `Item.post(…)`,
/// `x.banner`), read from the value-flow facts: a `switch` arm over data whose cases the code
/// of one screen's side never writes cannot run for that screen, whose data holds none.
struct DataCases {
    private var written: [String: Set<String>] = [:]
    /// The names written on each screen's side, worked out on first use.
    private var sides: [String: Set<String>] = [:]
    /// Every name written anywhere: a case no code writes comes from elsewhere (decoded data).
    private var anywhere: Set<String> = []

    init(_ index: TypeIndex) {
        for file in index.files {
            for function in file.flow.functions where !function.owner.isEmpty {
                var names: Set<String> = []
                function.forEachExpression { e in
                    switch e {
                    case .implicitMember(let n), .member(_, let n): names.insert(n)
                    case .call(_, let n, _, _): names.insert(n.hasPrefix(".") ? String(n.dropFirst()) : n)
                    default: break
                    }
                }
                written[function.owner, default: []].formUnion(names)
                anywhere.formUnion(names)
            }
        }
    }

    /// Whether `event` of a protocol default can run for `screen`: true unless it is in a
    /// `switch` arm whose cases some code writes but none on the screen's side (its class,
    /// superclasses, and the types of their properties, two levels down).
    mutating func mayHold(_ event: Event, screen: String, index: TypeIndex) -> Bool {
        let arms = event.branches.map { Set($0.cases) }.filter { !$0.isEmpty && !$0.isDisjoint(with: anywhere) }
        guard !arms.isEmpty else { return true }
        if sides[screen] == nil { sides[screen] = side(of: screen, index) }
        let names = sides[screen]!
        return arms.allSatisfy { !$0.isDisjoint(with: names) }
    }

    private func side(of screen: String, _ index: TypeIndex) -> Set<String> {
        var side: Set<String> = []
        var level: [String] = []
        var current: String? = screen
        while let c = current, side.insert(c).inserted {
            level.append(c)
            current = index[c]?.inherits.first
        }
        for _ in 0..<2 {
            var next: [String] = []
            for type in level {
                for (_, property) in index[type]?.properties ?? [:] {
                    let held = property.facts.type ?? { if case .construct(let t, _, _, _)? = property.facts.value { return t } else { return nil } }()
                    if let held, side.insert(held).inserted { next.append(held) }
                }
            }
            level = next
        }
        return side.reduce(into: Set<String>()) { $0.formUnion(written[$1] ?? []) }
    }
}
