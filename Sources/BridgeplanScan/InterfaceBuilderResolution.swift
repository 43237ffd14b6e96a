import Bridgeplan

/// Storyboards and xibs in the draft. A scene becomes a screen (by its custom class) or a
/// container; its segues become edges, each noted with the storyboard line it comes from.
extension Resolver {
    static let screenElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "hostingController",
        "avPlayerViewController", "glkViewController",
    ]

    /// Registers scenes, relationships and segues, xib-backed screens and the storyboard the
    /// app starts from. Runs before the Swift functions are analysed, so code that
    /// instantiates a scene finds it.
    mutating func readInterfaceBuilder() {
        // Launch screens by name too: older storyboards do not mark themselves `launchScreen`.
        // A plist may name its main storyboard as the launch screen as well (iOS then shows
        // the initial scene's view while the app starts): that one is the app's UI unless
        // its initial scene is a plain placeholder (no class, no segues) the code replaces.
        let launchScreens = Set(plists.compactMap(\.launchStoryboard))
        let mainStoryboards = Set(plists.compactMap(\.startStoryboard))
        for d in documents.indices where documents[d].kind == .storyboard && documents[d].skipped == nil && launchScreens.contains(documents[d].name) {
            let document = documents[d]
            let initial = document.controllers.first { $0.objectID == document.initialController }
            let placeholder = initial.map { $0.element == "viewController" && ($0.customClass ?? "").isEmpty && $0.segues.isEmpty } ?? true
            if !mainStoryboards.contains(document.name) || placeholder { documents[d].skipped = IBReader.launchScreen }
        }
        for (d, document) in documents.enumerated() {
            if let why = document.skipped {
                if why != IBReader.launchScreen, document.kind == .storyboard || !why.hasPrefix("not a UIKit") {
                    addUnresolved(documentPlace(d, line: 1), "\(document.name): \(why); not read")
                }
                continue
            }
            if document.kind == .storyboard, storyboardByName[document.name] == nil || document.relativePath.contains("Base.lproj/") {
                storyboardByName[document.name] = d
            }
            for (c, controller) in document.controllers.enumerated() where !controller.objectID.isEmpty {
                controllerByObjectID["\(d)#\(controller.objectID)"] = c
                if let identifier = controller.storyboardIdentifier { scenesWithIdentifier[identifier, default: []].append((d, c)) }
                if let type = controller.customClass {
                    scenesOfClass[type, default: 0] += 1
                    if document.kind == .storyboard, storyboardOfClass[type] == nil { storyboardOfClass[type] = document.name }
                }
            }
        }
        for d in documents.indices where documents[d].skipped == nil && documents[d].kind == .storyboard {
            for controller in documents[d].controllers where controller.element != "viewControllerPlaceholder" {
                _ = sceneID(d, controller.objectID)
            }
        }
        for d in documents.indices where documents[d].skipped == nil && documents[d].kind == .storyboard {
            for controller in documents[d].controllers {
                guard let from = sceneID(d, controller.objectID) else { continue }
                for segue in controller.segues { readSegue(segue, from: from, document: d) }
            }
        }
        for d in documents.indices where documents[d].kind == .xib {
            guard let owner = documents[d].filesOwner, let kind = index.controllerKind(owner.name), kind == .screen || kind == .hosting else { continue }
            registerScreenClass(owner.name)
            if screens[owner.name] != nil, screens[owner.name]!.source == .code {
                screens[owner.name]!.source = .xib
                screens[owner.name]!.description += "; its view from \(documents[d].relativePath):\(owner.line)"
            }
        }
        findStoryboardRoot()
    }

    func documentPlace(_ d: Int, line: Int) -> Place {
        Place(file: index.files.count + d, position: Position(line: line, column: 1))
    }

    // MARK: - Scenes

    /// The draft id of a scene, registering its screen or container on first sight; nil
    /// (once noted as unresolved) when it has no class to name it by.
    mutating func sceneID(_ d: Int, _ objectID: String, depth: Int = 0) -> String? {
        let key = "\(d)#\(objectID)"
        if let id = sceneIDs[key] { return id.isEmpty ? nil : id }
        guard depth < 16, let c = controllerByObjectID[key] else { return nil }
        sceneIDs[key] = ""  // a reference cycle ends here
        let controller = documents[d].controllers[c]
        let place = documentPlace(d, line: controller.line)
        let document = documents[d]
        var id: String?
        switch controller.element {
        case "viewControllerPlaceholder":
            let name = controller.referencedStoryboard ?? document.name
            guard let target = storyboardByName[name] else {
                addUnresolved(place, "storyboard reference to '\(name)': no storyboard of that name was scanned")
                break
            }
            let scene: IBDocument.Controller?
            if let identifier = controller.referencedIdentifier {
                scene = scenesWithIdentifier[identifier]?.first { $0.d == target }.map { documents[target].controllers[$0.c] }
            } else {
                scene = documents[target].initialController.flatMap { controllerByObjectID["\(target)#\($0)"] }.map { documents[target].controllers[$0] }
            }
            guard let scene else {
                addUnresolved(place, "storyboard reference to '\(name)'\(controller.referencedIdentifier.map { " scene '\($0)'" } ?? "'s initial scene"): not found")
                break
            }
            id = sceneID(target, scene.objectID, depth: depth + 1)
        case "navigationController":
            let rootSegue = controller.segues.first { $0.relationship == "rootViewController" }
            let root = rootSegue.flatMap { sceneID(d, $0.destination, depth: depth + 1) }
            // A stack around a tab bar shows the tab bar: a tab bar is never a stack's screen in the draft.
            if let root, containers[root]?.kind == .tabBar {
                id = root
                break
            }
            guard let rootSegue, let root, screens[root] != nil else {
                addUnresolved(place, "\(sceneName(controller, in: document)): a navigation controller whose root scene the scan cannot name; left out")
                break
            }
            // A navigation subclass many scenes share (`ModalNavigationController`) names none of them.
            let containerID = controller.customClass.flatMap { scenesOfClass[$0] == 1 ? $0 : nil } ?? root + "Nav"
            if containers[containerID] == nil {
                containers[containerID] = ContainerDraft(id: containerID, kind: .navigation, children: [root], place: place, description: sceneName(controller, in: document))
                navigationMade[root] = navigationMade[root] ?? place
            }
            edgeNotes[EdgeKey(from: containerID, kind: .child, to: root)] = "\(at(documentPlace(d, line: rootSegue.line))): relationship rootViewController"
            id = containerID
        case "tabBarController", "splitViewController", "pageViewController":
            let kind: ContainerKind = controller.element == "tabBarController" ? .tabBar : controller.element == "splitViewController" ? .split : .pager
            let derived = document.name + (kind == .tabBar ? "Tabs" : kind == .split ? "Split" : "Pages") + (controller.storyboardIdentifier.map { "-" + $0 } ?? "")
            let containerID = controller.customClass.flatMap { scenesOfClass[$0] == 1 ? $0 : nil } ?? derived
            if containers[containerID] == nil {
                containers[containerID] = ContainerDraft(id: containerID, kind: kind, place: place, description: sceneName(controller, in: document))
            }
            id = containerID
        case let element where Self.screenElements.contains(element):
            guard let type = controller.customClass else {
                // A plain UIViewController scene (static content, a settings table) is still a
                // screen to migrate: named by its storyboard id, else its title, else its object id.
                let named = classlessSceneID(controller, in: document)
                if screens[named] == nil {
                    var screen = ScreenDraft(id: named, place: place, description: "\(sceneName(controller, in: document)) with no custom class (a plain \(Self.plainClass[element] ?? "UIViewController"))")
                    screen.source = .storyboard
                    if element == "hostingController" { screen.framework = .swiftui }
                    if element == "avPlayerViewController" { screen.keepUIKit = true }
                    screens[named] = screen
                }
                id = named
                break
            }
            if containers[type] != nil { id = type; break }
            // A plain scene whose class is a tab bar, split or page controller in the code is that container.
            if [.tabBar, .split, .pager].contains(index.controllerKind(type)), let container = containerID(.instance(type)) { id = container; break }
            registerScreenClass(type)
            if screens[type] == nil {
                screens[type] = ScreenDraft(id: type, place: place, description: "\(sceneName(controller, in: document)); class \(type) is not among the Swift sources")
            }
            if element == "hostingController" { screens[type]!.framework = .swiftui }
            if element == "avPlayerViewController" { screens[type]!.keepUIKit = true }
            if screens[type]!.source != .storyboard {
                if screens[type]!.place.file < index.files.count { screens[type]!.description += "; \(sceneName(controller, in: document)) at \(at(place))" }
                screens[type]!.source = .storyboard
            }
            id = type
        default:
            addUnresolved(place, "\(sceneName(controller, in: document)): a \(controller.element) scene, not a kind of view controller the scan knows; left out")
        }
        sceneIDs[key] = id ?? ""
        return id
    }

    static let plainClass = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController",
    ]

    /// The id of a scene with no class: `<storyboard id>`, else `<Storyboard><Title>Scene`, else
    /// `<Storyboard>Scene<object id>`: the first that no type of the sources and no other screen has.
    func classlessSceneID(_ controller: IBDocument.Controller, in document: IBDocument) -> String {
        func words(_ text: String) -> String {
            text.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        var candidates: [String] = []
        if let identifier = controller.storyboardIdentifier, !words(identifier).isEmpty { candidates.append(words(identifier)) }
        if let title = controller.title, !words(title).isEmpty { candidates.append(words(document.name) + words(title) + "Scene") }
        candidates.append(words(document.name) + "Scene" + words(controller.objectID))
        // Each scene is named once (`sceneIDs` keeps it), so a screen of that id is another's.
        return candidates.first { index[$0] == nil && scenesOfClass[$0] == nil && screens[$0] == nil } ?? candidates.last!
    }

    /// "navigationController scene 'Settings' in Main.storyboard".
    private func sceneName(_ controller: IBDocument.Controller, in document: IBDocument) -> String {
        let identifier = controller.storyboardIdentifier.map { " '\($0)'" } ?? ""
        return "\(controller.element) scene\(identifier) in \(document.name).\(document.kind == .xib ? "xib" : "storyboard")"
    }

    // MARK: - Segues

    private mutating func readSegue(_ segue: IBDocument.Segue, from: String, document d: Int) {
        let place = documentPlace(d, line: segue.line)
        let named = segue.identifier.map { " '\($0)'" } ?? ""
        let note = "\(at(place)): segue \(segue.kind)\(named)"
        if segue.kind == "unwind" { return }
        if segue.kind == "relationship", segue.relationship == "rootViewController" { return }  // the navigation container's root
        // A segue its scene holds runs only when code performs it by its identifier; one no
        // code spells never runs (a renamed scene's leftover, an id no `performSegue` uses).
        // (With Objective-C in the app, code the scan does not read may show its destination
        // the same way: the segue is kept as what evidence there is.)
        if segue.isManual, objectiveCFiles.isEmpty, Self.showingSegues.contains(segue.kind) || segue.kind == "custom", !codeSpells(segue.identifier) {
            addUnresolved(place, "segue \(segue.kind)\(named) from \(from): no control triggers it and no code spells its identifier, so it never runs; left out")
            return
        }
        guard let to = sceneID(d, segue.destination) else {
            if controllerByObjectID["\(d)#\(segue.destination)"] == nil {
                addUnresolved(place, "segue \(segue.kind)\(named) from \(from): its destination is not a scene of \(documents[d].name)")
            } else if screens[from] != nil, Self.showingSegues.contains(segue.kind) {
                // prepare(for:sender:) may name the class; decided once the code is read.
                classlessSegues.append((from, segue.kind, place, note, Self.style(of: segue, destination: nil), nil))
            } else {
                addUnresolved(place, "segue \(segue.kind)\(named) from \(from): its destination scene has no class the scan can name; left out")
            }
            return
        }
        let destination = controllerByObjectID["\(d)#\(segue.destination)"].map { documents[d].controllers[$0] }
        if let destination, destination.customClass == nil, Self.screenElements.contains(destination.element),
           screens[from] != nil, Self.showingSegues.contains(segue.kind) {
            // A scene with no class: prepare(for:sender:) may still name the class it is.
            classlessSegues.append((from, segue.kind, place, note, Self.style(of: segue, destination: destination), to))
            return
        }
        switch segue.kind {
        case "relationship":
            // Changed in place: a copy taken out and stored back copied the children each time.
            guard let kind = containers[from]?.kind else { return }
            switch segue.relationship ?? "" {
            case "viewControllers" where kind == .tabBar:
                if relationshipChildren.insert(from + "#" + to).inserted { containers[from]!.children.append(to) }
            case "masterViewController", "primaryViewController", "supplementaryViewController", "detailViewController", "secondaryViewController":
                guard kind == .split, relationshipChildren.insert(from + "#" + to).inserted else { break }
                // Columns in UISplitViewController's order: primary, supplementary, secondary;
                // a child goes after every child of its rank or a lower one.
                let rank: [String: Int] = ["masterViewController": 0, "primaryViewController": 0, "supplementaryViewController": 1]
                let mine = rank[segue.relationship!] ?? 2
                var counts = columnCounts[from] ?? [0, 0, 0]
                containers[from]!.children.insert(to, at: counts[...mine].reduce(0, +))
                counts[mine] += 1
                columnCounts[from] = counts
            default:
                addUnresolved(place, "relationship \(segue.relationship ?? "?") of '\(from)': not one the inventory models; left out")
                return
            }
            edgeNotes[EdgeKey(from: from, kind: .child, to: to)] = "\(at(place)): relationship \(segue.relationship ?? "")"
        case "embed":
            let embed = EmbedDraft(target: to, containment: .full, removal: .none, place: .view, at: place)
            if screens[from] != nil {
                if !screens[from]!.embeds.contains(where: { $0.target == to }) { screens[from]!.embeds.append(embed) }
            } else if containers[from] != nil {
                if !containers[from]!.embeds.contains(where: { $0.target == to }) { containers[from]!.embeds.append(embed) }
            }
            edgeNotes[EdgeKey(from: from, kind: .embed, to: to)] = note
        case "show", "push", "showDetail":
            guard screens[from] != nil else {
                addUnresolved(place, "segue \(segue.kind)\(named) from the container '\(from)': left out")
                return
            }
            pendingShows.append((from, to, place, note))
        case "presentation", "modal", "popoverPresentation", "popover":
            guard screens[from] != nil else {
                addUnresolved(place, "segue \(segue.kind)\(named) from the container '\(from)': left out")
                return
            }
            addPresent(from, to, Self.style(of: segue, destination: destination), note: note)
        default:
            addUnresolved(place, "segue \(segue.kind)\(named)\(segue.customClass.map { " (\($0))" } ?? "") from \(from) to \(to): a transition the scan cannot classify; left out")
        }
    }

    /// Segues that show their destination (push or present), deprecated kinds included.
    /// Whether the app's Swift code writes `identifier`: a literal, or an enum case or a member
    /// of that name in any case (SwiftGen's `StoryboardSegue.Main.showLogin`, R.swift's
    /// `R.segue.loginViewController.showLogin`).
    private mutating func codeSpells(_ identifier: String?) -> Bool {
        guard let identifier else { return false }
        if spelledInSwift == nil {
            var spelled = Set(index.files.lazy.flatMap(\.types).flatMap(\.literals))
            for file in index.files {
                for cases in file.flow.enumCases.values { spelled.formUnion(cases.map { $0.lowercased() }) }
                for function in file.flow.functions {
                    function.forEachExpression { e in
                        switch e {
                        case .member(_, let name), .call(_?, let name, _, _): spelled.insert(name.lowercased())
                        default: break
                        }
                    }
                }
            }
            spelledInSwift = spelled
        }
        return spelledInSwift!.contains(identifier) || spelledInSwift!.contains(identifier.lowercased())
    }

    static let showingSegues: Set<String> = ["show", "push", "showDetail", "presentation", "modal", "popoverPresentation", "popover"]

    /// How a presenting segue shows its destination: a popover, or the style written on the
    /// segue, else on the destination scene.
    static func style(of segue: IBDocument.Segue, destination: IBDocument.Controller?) -> PresentationStyle {
        segue.kind.hasPrefix("popover") ? .popover : presentationStyle(segue.modalPresentationStyle ?? destination?.modalPresentationStyle)
    }

    /// UIKit's `modalPresentationStyle` names in the inventory's three styles.
    static func presentationStyle(_ written: String?) -> PresentationStyle {
        switch written ?? "" {
        case "fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom": return .fullScreen
        case "popover": return .popover
        default: return .sheet
        }
    }

    /// What the code says of segues: a segue to a scene with no class gets the class
    /// `prepare(for:sender:)` casts the destination to, when it names exactly one; each
    /// `performSegue(withIdentifier:)` is noted on its segue's edge, or listed when no segue
    /// of that identifier leaves the screen's scene.
    mutating func linkSeguesToCode() {
        var namedByCode: Set<String> = []
        for segue in classlessSegues {
            let prepared = (preparedDestinations[segue.from] ?? []).filter { index.controllerKind($0) != nil }
            var to: String
            var note = segue.note
            if prepared.count == 1, let type = prepared.first, let found = screenID(.instance(type)) {
                to = found
                note += "; destination class from \(segue.from).prepare(for:sender:)"
                if let scene = segue.scene { namedByCode.insert(scene) }
            } else if let scene = segue.scene {
                to = scene
            } else {
                addUnresolved(segue.place, "\(segue.note.split(separator: ":").dropFirst(2).joined(separator: ":").trimmingCharacters(in: .whitespaces)) from \(segue.from): its destination scene has no class the scan can name, and prepare(for:sender:) names \(prepared.isEmpty ? "none" : "several"); left out")
                continue
            }
            if ["show", "push", "showDetail"].contains(segue.kind) {
                pendingShows.append((segue.from, to, segue.place, note))
            } else {
                addPresent(segue.from, to, segue.style, note: note)
            }
        }
        // A classless scene the code named is that class: its stand-in goes when nothing else uses it.
        if !namedByCode.isEmpty {
            var used: Set<String> = []
            for screen in screens.values {
                used.formUnion(screen.push); used.formUnion(screen.present.map(\.target)); used.formUnion(screen.embeds.map(\.target))
            }
            for container in containers.values { used.formUnion(container.children); used.formUnion(container.embeds.map(\.target)) }
            for show in pendingShows { used.insert(show.to); used.insert(show.from) }
            if let root = storyboardRoot?.0 { used.insert(root) }
            for scene in namedByCode where !used.contains(scene) {
                if let screen = screens[scene], screen.push.isEmpty, screen.present.isEmpty, screen.embeds.isEmpty { screens[scene] = nil }
            }
        }
        // Segue edges and shows by source screen and each name quoted in their note (a segue's
        // identifier is one), so each call reads only its own: 4,000 calls against 4,000
        // segues of one screen were quadratic.
        func names(_ from: String, _ note: String) -> [String] {
            note.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { from + "\u{1F}" + $0.element }
        }
        var segueNotes: [String: [EdgeKey]] = [:]
        for (key, note) in edgeNotes where note.contains(" segue ") {
            for name in Set(names(key.from, note)) { segueNotes[name, default: []].append(key) }
        }
        var showsFrom: [String: [Int]] = [:]
        for (i, show) in pendingShows.enumerated() {
            for name in Set(names(show.from, show.what)) { showsFrom[name, default: []].append(i) }
        }
        for performed in performedSegues {
            let name = performed.screen + "\u{1F}" + performed.identifier
            var found = false
            for key in segueNotes[name] ?? [] {
                guard let note = edgeNotes[key] else { continue }
                if !note.contains("performed at") { edgeNotes[key] = note + "; performed at \(at(performed.place))" }
                found = true
            }
            for i in showsFrom[name] ?? [] {
                if !pendingShows[i].what.contains("performed at") { pendingShows[i].what += "; performed at \(at(performed.place))" }
                found = true
            }
            if !found {
                addUnresolved(performed.place, "performSegue(withIdentifier: \"\(performed.identifier)\") in \(performed.screen): no segue of that identifier leaves its scene")
            }
        }
    }

    /// Show segues, once the stacks are known: a push from a screen in a navigation stack,
    /// else UIKit presents the destination modally. A push makes its destination stacked, so
    /// a worklist reads a screen's shows once, in their order, when it is first known to be
    /// in a stack (a 30,000-scene push chain took 193 s when this went in rounds).
    mutating func resolveShows() {
        let pending = pendingShows
        pendingShows = []
        var showsFrom: [String: [Int]] = [:]
        for (i, show) in pending.enumerated() { showsFrom[show.from, default: []].append(i) }
        var resolved = [Bool](repeating: false, count: pending.count)
        var inStack = stacked()
        var ready = inStack.filter { showsFrom[$0] != nil }.sorted()
        while let from = ready.popLast() {
            for i in showsFrom[from] ?? [] where screens[pending[i].to] != nil {
                addPush(from, pending[i].to, note: pending[i].what)
                resolved[i] = true
                // The destination, and what it pushes or embeds, are in a stack now.
                var work = [pending[i].to]
                while let s = work.popLast() {
                    guard screens[s] != nil, inStack.insert(s).inserted else { continue }
                    if showsFrom[s] != nil { ready.append(s) }
                    work += screens[s]!.push + screens[s]!.embeds.map(\.target)
                }
            }
        }
        for (i, show) in pending.enumerated() where !resolved[i] {
            let why = screens[show.to] == nil ? "its destination is a container" : "\(show.from) is in no navigation stack"
            addPresent(show.from, show.to, .sheet, note: "\(show.what), presented: \(why)")
        }
    }

    // MARK: - The app's first screen

    /// The initial controller of the storyboard Info.plist (or the build settings) names.
    private mutating func findStoryboardRoot() {
        var named: (name: String, source: String)?
        // The app's own plist is the one nearest the root: a sample app inside a vendored library
        // has a plist and a `Main` storyboard of its own.
        var folder = ""
        for plist in plists.sorted(by: { ($0.folder.split(separator: "/").count, $0.relativePath) < ($1.folder.split(separator: "/").count, $1.relativePath) }) {
            if let name = plist.startStoryboard {
                named = (name, plist.sceneStoryboard != nil ? "UISceneStoryboardFile in \(plist.relativePath)" : "UIMainStoryboardFile in \(plist.relativePath)")
                folder = plist.folder
                break
            }
        }
        if named == nil, let generated = generatedStoryboard {
            named = (generated.name, "INFOPLIST_KEY_UIMainStoryboardFile at \(generated.file):\(generated.line)")
        }
        guard let named else { return }
        if documents.contains(where: { $0.name == named.name && $0.skipped == IBReader.launchScreen }) {
            remarks.append("main storyboard '\(named.name)' (\(named.source)) is the launch screen, a still image; the root is whatever the code sets")
            return
        }
        // Of the storyboards of that name, the one in the plist's folder tree (the deepest shared folder wins).
        func shared(_ d: Int) -> Int {
            zip(documents[d].relativePath.split(separator: "/").dropLast(), folder.split(separator: "/")).prefix { $0 == $1 }.count
        }
        let sameName = documents.indices.filter { documents[$0].kind == .storyboard && documents[$0].skipped == nil && documents[$0].name == named.name }
        let nearest = sameName.max { (shared($0), storyboardByName[named.name] == $0 ? 1 : 0) < (shared($1), storyboardByName[named.name] == $1 ? 1 : 0) }
        guard let d = nearest else {
            remarks.append("main storyboard '\(named.name)' (\(named.source)): no storyboard of that name was scanned")
            return
        }
        guard let initial = documents[d].initialController, let id = sceneID(d, initial) else {
            addUnresolved(documentPlace(d, line: 1), "\(named.name).storyboard, the app's main storyboard (\(named.source)): no initial view controller the scan can name")
            return
        }
        storyboardRoot = (id, "the initial view controller of \(documents[d].relativePath) (\(named.source))")
    }

    // MARK: - Code that instantiates scenes

    /// `storyboard.instantiateViewController(withIdentifier: "Detail")`: the scene with that
    /// storyboard id (in the named storyboard when the code names it, else in any, when only
    /// one has it); `instantiateInitialViewController()`: the storyboard's initial scene.
    func instantiated(storyboard: Expr, identifier: Expr?, _ ctx: Context, depth: Int) -> Value {
        var name: String?
        if case .storyboard(let n) = eval(storyboard, ctx, depth: depth + 1) { name = n }
        let text = Expr.instantiate(storyboard: storyboard, identifier: identifier).text
        guard let identifier else {
            guard let name, let d = storyboardByName[name], let initial = documents[d].initialController,
                  let id = sceneIDs["\(d)#\(initial)"], !id.isEmpty else { return .unknown(text) }
            return value(ofScene: id)
        }
        var wanted: String?
        var typeNamed: String?
        switch identifier {
        case .string(let s): wanted = s
        case .construct("String", _, "describing", .name(let path)?) where path.hasSuffix(".self"):
            typeNamed = String(path.dropLast(5))
            if typeNamed == "self" || typeNamed == "Self" { typeNamed = ctx.type }
        case .construct("String", _, "describing", .name("self")?): typeNamed = ctx.type
        case .name(let path) where path.first?.isUppercase == true && path.contains("."):
            typeNamed = String(path.prefix { $0 != "." })
        default: break
        }
        if let typeNamed { wanted = typeNamed }
        guard let wanted else { return .unknown(text) }
        let found = scenes(withIdentifier: wanted, inStoryboard: name)
        if found.count == 1 { return value(ofScene: found.first!) }
        // An identifier made from a class name, with no scene of that id: the class itself.
        if found.isEmpty, let typeNamed, index.controllerKind(typeNamed) != nil { return .instance(typeNamed) }
        return .unknown(text)
    }

    /// The ids of the scenes with that storyboard id, in the storyboard of that name when one is named.
    private func scenes(withIdentifier identifier: String, inStoryboard name: String?) -> Set<String> {
        var found: Set<String> = []
        for (d, c) in scenesWithIdentifier[identifier] ?? [] where documents[d].kind == .storyboard && documents[d].skipped == nil {
            if let name, documents[d].name != name { continue }
            if let id = sceneIDs["\(d)#\(documents[d].controllers[c].objectID)"], !id.isEmpty { found.insert(id) }
        }
        return found
    }

    /// The draft's id for a scene the code loads from the storyboard of that name: the one with
    /// that storyboard id, or the initial scene when `identifier` is nil.
    func loadedScene(storyboard name: String, identifier: String?) -> String? {
        if name.hasPrefix(FlowSinks.rswiftStoryboard) { return rswiftScene(storyboard: String(name.dropFirst(FlowSinks.rswiftStoryboard.count)), accessor: identifier) }
        guard let identifier else {
            guard let d = storyboardByName[name], let initial = documents[d].initialController,
                  let id = sceneIDs["\(d)#\(initial)"], !id.isEmpty else { return nil }
            return id
        }
        let found = scenes(withIdentifier: identifier, inStoryboard: name)
        return found.count == 1 ? found.first : nil
    }

    /// A scene an R.swift accessor loads (`R.storyboard.member.personDetailViewController()`):
    /// R.swift names the storyboard and each scene's storyboard id in lower camel case, with
    /// only letters and digits (`VPNNavigationController` is `vpnNavigationController`).
    private func rswiftScene(storyboard: String, accessor: String?) -> String? {
        func key(_ s: String) -> String { String(s.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let boards = documents.indices.filter { documents[$0].kind == .storyboard && documents[$0].skipped == nil && key(documents[$0].name) == key(storyboard) }
        var found: Set<String> = []
        for d in boards {
            let wanted = accessor.map(key)
            for controller in documents[d].controllers {
                let loaded = wanted == nil ? controller.objectID == documents[d].initialController : controller.storyboardIdentifier.map(key) == wanted
                if loaded, let id = sceneIDs["\(d)#\(controller.objectID)"], !id.isEmpty { found.insert(id) }
            }
        }
        // No storyboard read has it (one of a package's, or not in the sources): a scene id is
        // most often its class's name.
        if boards.isEmpty, let accessor, let first = accessor.first {
            let named = first.uppercased() + accessor.dropFirst()
            if screens[named] != nil { return named }
        }
        return found.count == 1 ? found.first : nil
    }

    private func value(ofScene id: String) -> Value {
        if screens[id] != nil, index[id] != nil { return .instance(id) }
        return .known(id)
    }
}
