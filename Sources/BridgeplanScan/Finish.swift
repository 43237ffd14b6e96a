import Bridgeplan

extension Resolver {
    // MARK: - Needs

    /// A gate goes into `needs` when it can change a plan: introduced above SwiftUI's floor
    /// (iOS 13), or deprecated. Gates every SwiftUI version has (`@State`, `List`) are matched
    /// but left out, or every SwiftUI screen would list a dozen of them.
    func matters(_ gate: String) -> Bool { allGates ? catalog[gate] != nil : Self.matters(gate, in: catalog) }

    static func matters(_ gate: String, in catalog: GateCatalog) -> Bool {
        guard let g = catalog[gate] else { return false }
        return g.introduced > OSVersion.swiftUIFloor || g.deprecated != nil || g.softDeprecated
    }

    mutating func computeNeeds() {
        let declared = index.declaredNames
        var uses: [String: [(file: Int, use: GateUse)]] = [:]
        for name in index.order {
            for (file, use) in index[name]!.gateUses {
                if let typeName = use.typeName, declared.contains(typeName), index[typeName]?.kind != .extension { continue }
                guard matters(use.gate) else { continue }
                if name.isEmpty {
                    for target in use.attributeTo where index[target] != nil { uses[target, default: []].append((file, use)) }
                } else {
                    uses[name, default: []].append((file, use))
                }
            }
        }
        for id in screens.keys.sorted() {
            // The screen, the view a hosting subclass shows, and the app's own non-screen
            // types they use (rows, models, modifiers), transitively.
            // A UIKit screen needs what its own code uses; a SwiftUI screen also what its
            // views and models use.
            let swiftUI = screens[id]!.framework == .swiftui
            var queue = [id]
            if let view = index[id]?.generic, index.controllerKind(id) == .hosting, index[view] != nil { queue.append(view) }
            var seen = Set(queue)
            var i = 0
            while swiftUI, i < queue.count, queue.count < 400 {
                for reference in (index[queue[i]]?.references ?? []).sorted() where !seen.contains(reference) {
                    guard let info = index[reference], info.kind != .protocol, screens[reference] == nil,
                          index.controllerKind(reference) == nil, !index.isCoordinator(reference) else { continue }
                    seen.insert(reference)
                    queue.append(reference)
                }
                i += 1
            }
            var order: [String] = []
            var first: [String: (type: String, file: Int, use: GateUse)] = [:]
            var unguarded: Set<String> = []
            for type in queue {
                for (file, use) in (uses[type] ?? []).sorted(by: { ($0.file, $0.use.position) < ($1.file, $1.use.position) }) {
                    if type != id, let name = use.typeName, GateTable.uikitContent.contains(name) { continue }
                    if first[use.gate] == nil {
                        first[use.gate] = (type, file, use)
                        order.append(use.gate)
                    }
                    if use.guardedBy == nil { unguarded.insert(use.gate) }
                }
            }
            screens[id]!.needs = order.map { gate in
                let (type, file, use) = first[gate]!
                var note = "\(use.api) at \(relative(file)):\(use.position.line)"
                if type != id { note += " (in \(type))" }
                if !unguarded.contains(gate), let version = use.guardedBy { note += "; guarded by #available(iOS \(version), *)" }
                return (gate, note, type != id ? type : nil)
            }
        }
    }

    // MARK: - A valid draft

    /// Drops what would make the draft fail validation (each into the unresolved list, with
    /// why), and picks the root.
    mutating func makeValid() {
        // Tab bars, splits and pagers with no children the scan could name.
        for id in containers.keys.sorted() where containers[id]!.kind != .navigation && containers[id]!.children.isEmpty {
            addUnresolved(containers[id]!.place, "'\(id)' (\(containers[id]!.kind.rawValue)) has no \(containers[id]!.kind.childrenKey) the scan can name: left out")
            remove(id)
        }
        // A tab bar may only be the root, presented, embedded by the root screen or a column of the root split.
        let rootID = root()?.id
        // Who holds each tab bar, found in one pass (a SwiftUI app makes hundreds of containers).
        let containerIDs = containers.keys.sorted()
        let tabBars = Set(containerIDs.filter { containers[$0]!.kind == .tabBar })
        var parents: [String: [String]] = [:], embedders: [String: [String]] = [:]
        for parent in containerIDs { for child in Set(containers[parent]!.children) where tabBars.contains(child) { parents[child, default: []].append(parent) } }
        for s in screens.keys.sorted() where s != rootID {
            for target in Set(screens[s]!.embeds.map(\.target)) where tabBars.contains(target) { embedders[target, default: []].append(s) }
        }
        for id in tabBars.sorted() {
            for parent in parents[id] ?? [] {
                if parent == rootID, containers[parent]!.kind == .split { continue }  // a column of the root split
                containers[parent]!.children.removeAll { $0 == id }
                addUnresolved(containers[parent]!.place, "'\(id)' is a tab bar placed in '\(parent)': a tab bar must be the app root or be presented; left out of '\(parent)'")
            }
            for s in embedders[id] ?? [] {
                screens[s]!.embeds.removeAll { $0.target == id }
                addUnresolved(screens[s]!.place, "'\(s)' embeds the tab bar '\(id)': a tab bar must be the app root or be presented; left out")
            }
        }
        // Removing a tab bar can empty a stack rooted at it, and removing that stack can empty
        // its own holder: repeat until nothing is left empty.
        while let id = containers.keys.sorted().first(where: { containers[$0]!.children.isEmpty }) {
            let kind = containers[id]!.kind
            let lacks = kind == .navigation ? "root" : kind.childrenKey
            addUnresolved(containers[id]!.place, "'\(id)' (\(kind.rawValue)) has no \(lacks) left: left out")
            remove(id)
        }
        dropEmbedCycles()
        linkSeguesToCode()
        resolveShows()
        collapsePresentedWrappers()
        pushOntoStacksMade()
        stackUnseenPushers()
        // Coordinator parent cycles.
        for c in coordinators.keys.sorted() {
            var seen: Set<String> = [c]
            var current = coordinators[c]!.parent
            while let p = current {
                if !seen.insert(p).inserted {
                    addUnresolved(coordinators[c]!.place, "coordinator '\(c)': its parents form a cycle; parent left out")
                    coordinators[c]!.parent = nil
                    break
                }
                current = coordinators[p]?.parent
            }
        }
    }

    private mutating func remove(_ id: String) {
        containers[id] = nil
        for c in containers.keys { containers[c]!.children.removeAll { $0 == id }; containers[c]!.embeds.removeAll { $0.target == id } }
        for s in screens.keys {
            screens[s]!.present.removeAll { $0.target == id }
            screens[s]!.embeds.removeAll { $0.target == id }
        }
        windowRoots.removeAll { $0.id == id }
        for c in coordinators.keys where coordinators[c]!.owns == id { coordinators[c]!.owns = nil }
    }

    /// Embeds that would make a view controller contain its own ancestor.
    private mutating func dropEmbedCycles() {
        func embeds(_ id: String) -> [String] { screens[id]?.embeds.map(\.target) ?? containers[id]?.embeds.map(\.target) ?? [] }
        var changed = true
        while changed {
            changed = false
            outer: for start in (Array(screens.keys) + Array(containers.keys)).sorted() {
                var stack = [(start, [start])]
                var seen: Set<String> = []
                while let (node, path) = stack.popLast() {
                    for next in embeds(node) {
                        if next == start {
                            if screens[node] != nil { screens[node]!.embeds.removeAll { $0.target == next } } else { containers[node]!.embeds.removeAll { $0.target == next } }
                            addUnresolved(screens[node]?.place ?? containers[node]!.place, "'\(node)' embeds '\(next)', which contains it (\((path + [next]).joined(separator: " → "))): left out")
                            changed = true
                            break outer
                        }
                        if seen.insert(next).inserted { stack.append((next, path + [next])) }
                    }
                }
            }
        }
    }

    /// A navigation controller made only to present one screen, which pushes nothing, is a
    /// presentation of that screen: the plan has no stack to migrate there. It stays a
    /// container when it is the root, a tab, a column, a page, embedded, a coordinator's, or
    /// when its stack pushes past its root.
    private mutating func collapsePresentedWrappers() {
        let root = self.root()?.id
        var held: Set<String> = []
        for c in containers.values { held.formUnion(c.kind == .navigation ? [] : c.children); held.formUnion(c.embeds.map(\.target)) }
        for s in screens.values { held.formUnion(s.embeds.map(\.target)) }
        for c in coordinators.values { if let owns = c.owns { held.insert(owns) } }
        held.formUnion(coordinatorStacks.values)
        // Who presents each container, found once (a SwiftUI app has a stack per sheet).
        var presenters: [String: [String]] = [:]
        for s in screens.keys.sorted() { for target in Set(screens[s]!.present.map(\.target)) where containers[target] != nil { presenters[target, default: []].append(s) } }
        for id in containers.keys.sorted() {
            guard let c = containers[id], c.kind == .navigation, id != root, !held.contains(id), c.embeds.isEmpty,
                  let top = c.children.first, screens[top] != nil else { continue }
            var stack: Set<String> = [top]
            var work = [top]
            var pushes = false
            while let s = work.popLast(), !pushes {
                if !(screens[s]?.push.isEmpty ?? true) { pushes = true }
                for e in screens[s]?.embeds ?? [] where stack.insert(e.target).inserted { work.append(e.target) }
            }
            guard !pushes else { continue }
            for s in presenters[id] ?? [] {
                guard let i = screens[s]!.present.firstIndex(where: { $0.target == id }) else { continue }
                let style = screens[s]!.present[i].style
                let note = edgeNotes[EdgeKey(from: s, kind: .present, to: id)]
                screens[s]!.present.remove(at: i)
                if !screens[s]!.present.contains(where: { $0.target == top }) {
                    screens[s]!.present.insert((top, style), at: i)
                    edgeNotes[EdgeKey(from: s, kind: .present, to: top)] = (note.map { $0 + "; " } ?? "") + "in a navigation controller that pushes nothing"
                }
            }
            containers[id] = nil
            collapsedStacks[id] = top
            for i in entries.indices where entries[i].id == id { entries[i].id = top }
        }
    }

    /// The navigation stack each screen is in, as validation computes it: the root of a
    /// navigation container, or pushed or embedded by a screen in a stack.
    func stacked() -> Set<String> {
        var inStack: Set<String> = []
        var work: [String] = []
        for c in containers.values where c.kind == .navigation {
            for child in c.children + c.embeds.map(\.target) where screens[child] != nil && inStack.insert(child).inserted { work.append(child) }
        }
        while let s = work.popLast() {
            for next in screens[s]!.push + screens[s]!.embeds.map(\.target) {
                // A page controller embedded in a stacked screen: its pages' navigationController
                // is that stack too (UIKit looks up the parent chain).
                let reached = containers[next]?.kind == .pager ? containers[next]!.children : [next]
                for screen in reached where screens[screen] != nil && inStack.insert(screen).inserted { work.append(screen) }
            }
        }
        return inStack
    }

    /// A SwiftUI view that makes a `NavigationStack(path:)` around another view and pushes from
    /// its own code outside that content (a drawer in an overlay setting `path = [route]`, an
    /// `onChange` appending to the path) pushes onto that stack, not from a stack of its own:
    /// drawn from the stack's root, possible, since the top may be any screen pushed since. Only
    /// for a view in no stack that embeds one stack: of several, the code does not say which.
    private mutating func pushOntoStacksMade() {
        let inStack = stacked()
        for s in screens.keys.sorted() where screens[s]!.framework == .swiftui && !screens[s]!.push.isEmpty && !inStack.contains(s) {
            let roots = Set(screens[s]!.embeds.compactMap { embed -> String? in
                guard let c = containers[embed.target], c.kind == .navigation, c.framework == .swiftui else { return nil }
                return c.children.first
            })
            guard roots.count == 1, let root = roots.first, root != s, screens[root] != nil else { continue }
            for target in screens[s]!.push {
                let note = edgeNotes.removeValue(forKey: EdgeKey(from: s, kind: .push, to: target)) ?? ""
                guard target != root, !screens[root]!.push.contains(target) else { continue }
                screens[root]!.push.append(target)
                let chain = note.hasPrefix("possible: ") ? String(note.dropFirst("possible: ".count)) : note
                let onto = "onto the stack \(s) makes around \(root)"
                edgeNotes[EdgeKey(from: root, kind: .push, to: target)] = "possible: " + (chain.isEmpty ? onto : chain + "; " + onto)
            }
            screens[s]!.push = []
        }
    }

    /// A screen whose own code pushes is in a navigation stack, whether or not the code that
    /// makes the stack is read (a dependency container's navigation controller, a SwiftUI
    /// wrapper, Objective-C): the first screen of each chain of pushes no stack holds gets a
    /// stack of its own, marked possible, and those pushes stay drawn. On apps read by hand,
    /// such pushes in the screen's own code were all real (14 of 14); pushes reached through
    /// other code (a coordinator, a router) from a screen in no stack were mostly not (7 of 18
    /// real): those are left out, as are the pushes of a screen the code shows elsewhere with
    /// no stack around it (a tab, a column or a page, presented or embedded bare, the window's
    /// root), where a push finds no stack.
    private mutating func stackUnseenPushers() {
        var placed: Set<String> = []
        for c in containers.values { placed.formUnion(c.children); placed.formUnion(c.embeds.map(\.target)) }
        for s in screens.values { placed.formUnion(s.present.map(\.target)); placed.formUnion(s.embeds.map(\.target)) }
        if let root = root()?.id { placed.insert(root) }
        // Code of the screen's own type, in its declaration's or its extensions' files: not a
        // base class's method each subclass runs (pages of a pager the scan does not see, which
        // sit in their pager's stack, not at the root of one of their own).
        func ownCode(_ s: String, _ target: String) -> Bool {
            guard let note = edgeNotes[EdgeKey(from: s, kind: .push, to: target)], !note.contains(" → "),
                  let cited = Self.citedPlace(note), let info = index[s], let colon = cited.lastIndex(of: ":") else { return false }
            let file = String(cited[..<colon])
            return relative(info.file) == file || info.functions.contains { relative($0.file) == file }
        }
        func leaveOut(_ s: String, _ targets: [String], _ why: String) {
            for target in targets {
                // The push's own evidence, so the line it was written at is accounted for.
                let evidence = edgeNotes[EdgeKey(from: s, kind: .push, to: target)].map { " (\($0))" } ?? ""
                addUnresolved(screens[s]!.place, "push \(s) → \(target)\(evidence): \(why); push left out")
            }
            screens[s]!.push.removeAll { targets.contains($0) }
            // What it pushed there is shown in no stack either.
            placed.formUnion(targets)
        }
        while true {
            let inStack = stacked()
            let pushers = screens.keys.sorted().filter { !screens[$0]!.push.isEmpty && !inStack.contains($0) }
            guard !pushers.isEmpty else { return }
            // The first of each chain: no other such screen pushes it (of a cycle, the first by name).
            let pushed = Set(pushers.flatMap { screens[$0]!.push })
            var firsts = pushers.filter { !pushed.contains($0) }
            if firsts.isEmpty { firsts = [pushers[0]] }
            for s in firsts {
                // A screen whose SwiftUI content makes a stack (a hosting controller's view, or a
                // part of it, written in a `NavigationView`) pushes inside it, wherever it is shown.
                // Not a modifier's stack (`.previewNavigationStack()`, a preview helper's): a modifier
                // wraps whatever it is applied to, which the needs do not say.
                let made = screens[s]!.needs.first { need in
                    (need.gate == "navigation-view" || need.gate == "navigation-stack")
                        && need.part.map { index[$0]?.inherits.contains("ViewModifier") == true } != true
                }
                if let made {
                    let id = freshStackID(around: s)
                    containers[id] = ContainerDraft(
                        id: id, kind: .navigation, children: [s], place: screens[s]!.place,
                        description: "possible: a stack \(s)'s SwiftUI content makes around what it shows: \(made.note)"
                    )
                    containers[id]!.framework = .swiftui
                    continue
                }
                let own = screens[s]!.push.filter { ownCode(s, $0) }
                let noStack = "\(s) is in no navigation stack the code shows (no UINavigationController(rootViewController: \(s)()), and no screen in a stack pushes or embeds it)"
                guard !placed.contains(s), !own.isEmpty else {
                    leaveOut(s, screens[s]!.push, noStack)
                    continue
                }
                leaveOut(s, screens[s]!.push.filter { !own.contains($0) }, noStack + ", and the push is reached through other code")
                let id = freshStackID(around: s)
                containers[id] = ContainerDraft(
                    id: id, kind: .navigation, children: [s], place: screens[s]!.place,
                    description: "possible: a navigation stack the code does not show being made; \(s) pushes \(own[0]) in its own code, so one holds it"
                )
            }
        }
    }

    /// The id of a new stack around `screen`: `HomeNav`, or `HomeNav2`… when the draft already
    /// has that one.
    func freshStackID(around screen: String) -> String {
        var id = screen + "Nav"
        var n = 2
        while containers[id] != nil || screens[id] != nil { id = screen + "Nav\(n)"; n += 1 }
        return id
    }

    /// The other roots the app or scene delegate gives the app's window (onboarding on a first
    /// launch, a login screen): the app can start on each, so each is an entry of the draft,
    /// not a screen nothing reaches.
    mutating func addOtherWindowRoots() {
        guard let root = root()?.id else { return }
        // A reader's root on the app's own window too (not a privacy cover's window).
        let delegateSet = windowRoots.filter { delegateRoots.contains($0.id) && appWindowRootPlaces.contains($0.place) }.map { ($0.id, $0.place) }
        for (written, place) in mainWindowRoots + delegateSet {
            // A stack around one screen that pushes nothing is drawn as that screen.
            let id = collapsedStacks[written] ?? written
            guard id != root, isDrafted(id) else { continue }
            if !entries.contains(where: { $0.id == id }) { entries.append((id, "the window's root", place)) }
        }
    }

    /// Whether the draft has a screen or container of this id.
    func isDrafted(_ id: String) -> Bool { screens[id] != nil || containers[id] != nil }

    /// The window's root if the code sets one, else the first tab bar, else the first
    /// navigation container, else the first screen.
    func root() -> (id: String, why: String)? {
        // An app or scene delegate's assignment first: other windows (a tour, a toast overlay) set
        // roots too. Under a SwiftUI `@main App` the WindowGroup is the app's window, so a root
        // set anywhere but a delegate belongs to another window.
        let swiftUIApp = appRoot.map { isDrafted($0.id) } ?? false
        if let main = mainWindowRoot, isDrafted(main.id) {
            return (main.id, "the app window's rootViewController at \(at(main.place))" + (main.via.map { " (\($0))" } ?? ""))
        }
        // Of the roots the delegates choose between (onboarding, an end-of-life notice, the
        // main tabs), a tab bar first, then a navigation stack: the app's main layout.
        let ranked = windowRoots.enumerated().compactMap { (offset, root) -> (rank: Int, offset: Int, root: (place: Place, id: String))? in
            guard delegateRoots.contains(root.id), isDrafted(root.id) else { return nil }
            let kind = containers[root.id]?.kind
            return (kind == .tabBar ? 0 : kind == .navigation ? 1 : 2, offset, root)
        }
        if let best = ranked.min(by: { ($0.rank, $0.offset) < ($1.rank, $1.offset) })?.root {
            return (best.id, "the window's rootViewController at \(at(best.place))")
        }
        // Then a root set outside the delegates (not under a SwiftUI `@main App`, see above).
        if !swiftUIApp, let first = windowRoots.first(where: { !delegateRoots.contains($0.id) && isDrafted($0.id) }) {
            return (first.id, "the window's rootViewController at \(at(first.place))")
        }
        if let storyboardRoot, isDrafted(storyboardRoot.id) { return storyboardRoot }
        if let launch = launchWindowRoot, isDrafted(launch.id) {
            return (launch.id, "the app window's rootViewController at \(at(launch.place)), run at launch" + (launch.via.map { " (\($0))" } ?? ""))
        }
        if let appRoot, swiftUIApp { return appRoot }
        // By place, then name: several containers can be made at one place (a helper's stack per call).
        let ordered = containers.values.sorted { ($0.place.file, $0.place.position, $0.id) < ($1.place.file, $1.place.position, $1.id) }
        if let tab = ordered.first(where: { $0.kind == .tabBar }) { return (tab.id, "no window root found; the first tab bar") }
        if let nav = ordered.first(where: { $0.kind == .navigation }) { return (nav.id, "no window root found; the first navigation container") }
        let screensOrdered = screens.values.sorted { ($0.place.file, $0.place.position, $0.id) < ($1.place.file, $1.place.position, $1.id) }
        if let screen = screensOrdered.first { return (screen.id, "no window root, tab bar or navigation container found; the first screen") }
        return nil
    }
}
