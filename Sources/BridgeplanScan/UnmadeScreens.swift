/// Screens nothing makes: a view controller class or SwiftUI view that no code the app runs
/// names, no loaded storyboard scene is, and no Objective-C file mentions is compiled but never
/// shown (an old settings screen a SwiftUI one replaced, its storyboard still in the project; a
/// view only a `#Preview` makes). Code the app runs is every type but such views and controllers,
/// and the views and controllers that code names, transitively: a screen only a screen nothing
/// shows makes is never shown either. Its own navigation cannot happen, so its edges are left out
/// with the reason; the screen stays in the draft, for the team to delete rather than migrate.
///
/// A storyboard scene is loaded when it is the initial scene of a storyboard something loads
/// whole (the main storyboard, a storyboard reference without a scene id, an
/// `instantiateInitialViewController()` on it, or on a storyboard the scan cannot name: then
/// every storyboard counts), has a storyboard id that code may instantiate it by, or is the
/// destination of a segue or relationship of a loaded scene. Code may instantiate an id it
/// writes as a string anywhere (handed to a helper, kept in a constant or an enum's raw
/// value), a class it names (`String(describing: T.self)`), or an id an Objective-C file
/// spells as a string.
extension Resolver {
    mutating func leaveOutUnmadeScreens() {
        let shown = Set([storyboardRoot?.id, appRoot?.id, mainWindowRoot?.id].compactMap { $0 } + windowRoots.map(\.id) + entries.map(\.id))
        // Without a known start (a library, a folder of a few screens) nothing says what is shown.
        guard !shown.isEmpty else { return }
        var sitePlaces: [String: Place] = [:]
        for site in navigationSites { sitePlaces[at(site.place)] = site.place }
        let unmade = unmadeTypes(shown: shown)
        for id in screens.keys.sorted() {
            guard let namers = unmade[id] else { continue }
            let screen = screens[id]!
            let why = namers.isEmpty
                ? "no other code names \(id), and no storyboard scene of it is loaded: it is never shown"
                : "only \(namers.joined(separator: ", ")) \(namers.count == 1 ? "names" : "name") \(id), and \(namers.count == 1 ? "it is" : "they are") never shown"
            // Its storyboard segues are drawn later, when the draft is finished: left out here.
            for show in pendingShows where show.from == id {
                addUnresolved(show.place, "segue \(id) → \(show.to): left out, \(why)")
            }
            for segue in classlessSegues where segue.from == id {
                addUnresolved(segue.place, "segue \(segue.kind) from \(id): left out, \(why)")
            }
            pendingShows.removeAll { $0.from == id }
            classlessSegues.removeAll { $0.from == id }
            guard !screen.push.isEmpty || !screen.present.isEmpty || !screen.embeds.isEmpty else { continue }
            // Listed at the call site the edge came from (its note's first place), so the site
            // is accounted for once.
            func leaveOut(_ kind: EdgeKey.Kind, _ to: String, _ verb: String) {
                let key = EdgeKey(from: id, kind: kind, to: to)
                let cited = edgeNotes[key].flatMap { note in note.split(separator: " ").first.flatMap { sitePlaces[String($0)] } }
                edgeNotes[key] = nil
                addUnresolved(cited ?? screen.place, "\(verb) \(id) → \(to): left out, \(why)")
            }
            for to in screen.push { leaveOut(.push, to, "push") }
            for p in screen.present { leaveOut(.present, p.target, "present") }
            for e in screen.embeds { leaveOut(.embed, e.target, "embed") }
            screens[id]!.push = []
            screens[id]!.present = []
            screens[id]!.embeds = []
            screens[id]!.description += "; made nowhere (\(why))"
        }
    }

    /// The view controller classes and SwiftUI views no code the app runs names, each with the
    /// types never shown that do name it (empty when none does).
    private func unmadeTypes(shown: Set<String>) -> [String: [String]] {
        var subclassed: Set<String> = []
        for name in index.order {
            if let base = index[name]?.inherits.first { subclassed.insert(base) }
        }
        let extensionStarts = Set(extensionPlists.compactMap(\.extensionPrincipalClass))
        var candidates: Set<String> = []
        for name in index.order {
            guard let info = index[name], !shown.contains(name), !subclassed.contains(name), !extensionStarts.contains(name) else { continue }
            if (info.kind == .class && index.controllerKind(name) != nil) || index.isView(name) { candidates.insert(name) }
        }
        // Every other type's code runs; what it names may be made, and what that names, in turn.
        var named: Set<String> = []
        func run(_ made: some Sequence<String>) {
            var queue = Array(made)
            while let name = queue.popLast() {
                candidates.remove(name)
                guard named.insert(name).inserted else { continue }
                queue += (index[name]?.references ?? []).filter(candidates.contains)
            }
        }
        run(index.order.filter { !candidates.contains($0) })
        guard !candidates.isEmpty else { return [:] }
        // A class Objective-C mentions is made there.
        let objectiveC = objectiveCFiles.compactMap { try? SourceScanner.readBounded($0, limit: maxFileBytes).get() }
        run(candidates.filter { id in objectiveC.contains { $0.firstRange(of: Array(id.utf8)) != nil } })
        // Scenes of loaded storyboards, and scenes whose class live code names, are made too.
        let seeds = sceneSeeds(objectiveC: objectiveC)
        while case let made = madeClasses(from: seeds.always + seeds.byClass.filter { named.contains($0.key) }.flatMap(\.value))
            .filter(candidates.contains), !made.isEmpty {
            run(made)
        }
        var unmade: [String: [String]] = [:]
        for id in candidates { unmade[id] = [] }
        for name in index.order where candidates.contains(name) {
            for reference in index[name]!.references where reference != name && candidates.contains(reference) {
                unmade[reference]!.append(name)
            }
        }
        return unmade
    }

    /// The storyboard scenes something loads: those it loads whatever code runs (initial scenes
    /// of storyboards loaded whole, ids the code spells), and by class, those it loads when
    /// code the app runs names their class.
    private func sceneSeeds(objectiveC: [[UInt8]]) -> (always: [(d: Int, id: String)], byClass: [String: [(d: Int, id: String)]]) {
        let storyboards = loadableStoryboards
        var wholeLoads = Set(plists.compactMap(\.startStoryboard) + extensionPlists.compactMap(\.extensionStoryboard))
        if let generated = generatedStoryboard { wholeLoads.insert(generated.name) }
        var loadsAll = false
        for d in storyboards {
            for controller in documents[d].controllers where controller.element == "viewControllerPlaceholder" && controller.referencedIdentifier == nil {
                wholeLoads.insert(controller.referencedStoryboard ?? documents[d].name)
            }
        }
        // `instantiateInitialViewController()` loads a storyboard whole: the one its function
        // names (`let storyboard = UIStoryboard(name: "Sync", bundle: nil)`), or, when it names
        // none or several, any.
        for name in index.order {
            for function in index[name]?.functions ?? [] where Self.loadsInitialScene(function.facts) {
                let names = Self.storyboardsNamed(function.facts)
                if names.count == 1 { wholeLoads.formUnion(names) } else { loadsAll = true }
            }
        }
        let literals = Set(index.files.lazy.flatMap(\.types).flatMap(\.literals))
        // An id a Swift literal or an Objective-C string (`@"Settings"`) spells.
        func written(_ id: String) -> Bool {
            literals.contains(id) || objectiveC.contains { $0.firstRange(of: Array("\"\(id)\"".utf8)) != nil }
        }
        var always: [(d: Int, id: String)] = []
        var byClass: [String: [(d: Int, id: String)]] = [:]
        for d in storyboards {
            if loadsAll || wholeLoads.contains(documents[d].name), let initial = documents[d].initialController { always.append((d, initial)) }
            for controller in documents[d].controllers {
                guard let id = controller.storyboardIdentifier else { continue }
                if written(id) {
                    always.append((d, controller.objectID))
                } else if let type = controller.customClass {
                    byClass[type, default: []].append((d, controller.objectID))
                }
            }
        }
        return (always, byClass)
    }

    /// The storyboards read (not skipped).
    private var loadableStoryboards: [Int] { documents.indices.filter { documents[$0].kind == .storyboard && documents[$0].skipped == nil } }

    /// The custom classes of the storyboard scenes loaded from `seeds`, and from the scenes those
    /// lead to (segues, relationships, storyboard references).
    private func madeClasses(from seeds: [(d: Int, id: String)]) -> Set<String> {
        let storyboards = loadableStoryboards
        var loaded: Set<String> = []
        var queue: [(d: Int, id: String)] = []
        func load(_ d: Int, _ id: String) {
            if loaded.insert("\(d)#\(id)").inserted { queue.append((d, id)) }
        }
        for (d, id) in seeds { load(d, id) }
        var classes: Set<String> = []
        while let (d, id) = queue.popLast() {
            guard let c = controllerByObjectID["\(d)#\(id)"] else { continue }
            let controller = documents[d].controllers[c]
            if let type = controller.customClass { classes.insert(type) }
            for segue in controller.segues { load(d, segue.destination) }
            if controller.element == "viewControllerPlaceholder" {
                let target = controller.referencedStoryboard ?? documents[d].name
                for t in storyboards where documents[t].name == target {
                    if let id = controller.referencedIdentifier {
                        for scene in documents[t].controllers where scene.storyboardIdentifier == id { load(t, scene.objectID) }
                    } else if let initial = documents[t].initialController {
                        load(t, initial)
                    }
                }
            }
        }
        return classes
    }

    /// Whether a function calls `instantiateInitialViewController()`.
    private static func loadsInitialScene(_ function: FunctionFacts) -> Bool {
        function.events.contains { event in
            switch event.kind {
            case .call(_, "instantiateInitialViewController", _, _, _): true
            case .bind(_, .instantiate(_, nil)), .returnValue(.instantiate(_, nil)), .setWindowRoot(.instantiate(_, nil), _),
                 .present(_, .instantiate(_, nil)), .push(_, .instantiate(_, nil)), .show(_, .instantiate(_, nil)): true
            default: false
            }
        }
    }

    /// The storyboards a function makes by name (`UIStoryboard(name: "Settings", bundle: nil)`).
    private static func storyboardsNamed(_ function: FunctionFacts) -> Set<String> {
        var names: Set<String> = []
        func visit(_ e: Expr) {
            switch e {
            case .construct("UIStoryboard", _, "name", .string(let name)?): names.insert(name)
            case .construct(_, _, _, let argument?), .staticCall(_, _, let argument?): visit(argument)
            case .instantiate(let storyboard, let identifier): visit(storyboard); if let identifier { visit(identifier) }
            case .array(let items): items.forEach(visit)
            case .mapped(let base, let transform): visit(base); visit(transform)
            default: break
            }
        }
        for event in function.events {
            switch event.kind {
            case .bind(_, let e), .addChild(_, let e), .push(_, let e), .present(_, let e), .show(_, let e),
                 .setWindowRoot(let e, _), .returnValue(let e), .appendChildCoordinator(let e), .superInit(_, let e):
                visit(e)
            case .setViewControllers(_, let items, _): items.forEach(visit)
            case .call(_, _, let e?, _, _): visit(e)
            default: break
            }
        }
        return names
    }
}
