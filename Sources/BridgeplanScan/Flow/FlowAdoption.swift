/// The value-flow phases' results as draft edges: each sink a screen reaches becomes a push or
/// a presentation from that screen, with its chain (the call in the screen, the sink) as the
/// note; every other navigation site becomes an unresolved line that says why. After the
/// draft is made valid, `accountForSites` counts the sites that ended as edges (the coverage
/// line) and gives each of the rest its reason.
extension Resolver {
    /// A navigation call site and what became of it.
    struct NavigationSite {
        var place: Place
        var text: String
        /// Why it is no edge, when the value flow could not make one.
        var reason: String?
    }

    mutating func adoptFlow() {
        var flow = FlowAnalysis(index: index, files: index.files.map(\.flow))
        flow.solve()
        if flow.exhausted {
            remarks.append("the value flow stopped after \(flow.rounds) rounds before reaching a fixpoint: edges may be missing")
        }
        let screenIDs = Set(screens.keys)
        let sites = FlowAttribution.sites(&flow, isScreen: { screenIDs.contains($0) })
        for site in sites {
            let place = Place(file: site.file, position: site.use.position)
            let (targets, isNavigation) = flowTargets(site.values, flow, depth: 0)
            if FlowTrace.enabled {
                FlowTrace.write("\(at(place)) \(site.use.sink) values=\(site.values.map { "\($0)" }.sorted()) triggers=\(site.triggers.map { "\($0.screen)\($0.certain ? "" : "?")" }) targets=\(targets.map(\.id)) reason=\(site.unreached ?? "-")")
            }
            guard isNavigation || site.values.isEmpty else { continue }  // an alert, or not a view controller at all
            var record = NavigationSite(place: place, text: site.use.text)
            defer { navigationSites.append(record) }
            switch site.use.sink {
            case .push, .show, .setStack, .present, .showDetail:
                guard !targets.isEmpty else {
                    record.reason = "what it shows is not known"
                    continue
                }
                guard !site.triggers.isEmpty else {
                    if let handler = site.lifecycle {
                        for t in targets { entries.append((id: t.id, via: handler, place: place)) }
                    } else {
                        record.reason = site.unreached
                    }
                    continue
                }
                let possible = targets.count > 1
                for trigger in site.triggers {
                    for target in targets where target.id != trigger.screen || site.use.sink == .push {
                        var chain = trigger.position.map { "\(relative(trigger.file)):\($0.line) → " } ?? ""
                        chain += "\(at(place)) \(Self.sinkName(site.use.sink))"
                        if let via = target.via { chain += " (\(via))" }
                        if possible || !trigger.certain { chain = "possible: " + chain }
                        switch site.use.sink {
                        case .push, .show, .setStack: addPush(trigger.screen, target.id, note: chain)
                        default: addPresent(trigger.screen, target.stack ?? target.id, .sheet, note: chain)
                        }
                    }
                }
            case .addChild, .windowRoot, .stackRoot, .segue:
                // Containment, roots, stacks and segues are drawn by the readers that know their
                // rules (containment, window roots, storyboards); the site counts when they cite it.
                record.reason = site.triggers.isEmpty ? site.unreached : nil
            }
        }
    }

    /// The screens a sink's values name: screens of the draft, system controllers (kept in
    /// UIKit), hosted SwiftUI views, and the root of a navigation stack made in code. The flag
    /// says whether any value is a view controller at all (false for an alert or a plain object).
    private mutating func flowTargets(_ values: Set<FlowAnalysis.Value>, _ flow: FlowAnalysis, depth: Int) -> ([FlowTarget], Bool) {
        var out: [FlowTarget] = []
        var isNavigation = false
        // A wrapper screen made at a known site shows what it was made around, not itself.
        var wrappers: Set<String> = []
        for case .stack(let s) in values where index.controllerKind(flow.stacks[s].type) == .screen { wrappers.insert(flow.stacks[s].type) }
        for value in values.sorted(by: { "\($0)" < "\($1)" }) {
            switch value {
            case .object(let type):
                guard let kind = index.controllerKind(type), !wrappers.contains(type) else { continue }
                if case .system(let system) = kind {
                    guard !isAlertLike(type) && !isAlertLike(system) else { continue }
                    isNavigation = true
                    if let id = systemScreen(type, Place(file: index[type]?.file ?? 0, position: index[type]?.position ?? Position(line: 1, column: 1))) {
                        out.append(FlowTarget(id: id))
                    }
                    continue
                }
                isNavigation = true
                if screens[type] != nil {
                    out.append(FlowTarget(id: type))
                } else if kind == .hosting, let view = index[type]?.generic, screens[view] != nil {
                    out.append(FlowTarget(id: view))
                }
            case .hosted(let view):
                isNavigation = true
                if screens[view] == nil, index.isView(view) { registerView(view) }
                if screens[view] != nil { out.append(FlowTarget(id: view, via: "hosted")) }
            case .stack(let s):
                isNavigation = true
                guard depth < 2 else { continue }
                let site = flow.stacks[s]
                let made = flow.functions[site.function].calls[site.call].position
                let via = "in a \(site.type) made at \(relative(flow.fileOf[site.function])):\(made.line)"
                let (inner, _) = flowTargets(flow.peek(.contents(s)), flow, depth: depth + 1)
                // A navigation stack made around one screen is a container of the draft: presenting
                // it puts that screen in a stack, so what it pushes is kept.
                var stack: String?
                if index.controllerKind(site.type) == .navigation, inner.count == 1, screens[inner[0].id] != nil {
                    stack = containerID(.navigation(root: inner[0].id, type: site.type), at: Place(file: flow.fileOf[site.function], position: made))
                }
                out += inner.map { FlowTarget(id: $0.id, via: $0.via.map { via + ", " + $0 } ?? via, stack: stack) }
            case .meta, .closure:
                continue
            }
        }
        var seen: Set<String> = []
        return (out.filter { seen.insert($0.id).inserted }, isNavigation)
    }

    struct FlowTarget {
        var id: String
        var via: String?
        /// The navigation container the target is the root of, when it was made in code with it.
        var stack: String?
    }

    static func sinkName(_ kind: FlowSinks.Kind) -> String {
        switch kind {
        case .push: "pushViewController"
        case .present: "present"
        case .show: "show"
        case .showDetail: "showDetailViewController"
        case .addChild: "addChild"
        case .setStack: "setViewControllers"
        case .windowRoot: "rootViewController ="
        case .stackRoot: "UINavigationController(rootViewController:)"
        case .segue: "performSegue"
        }
    }

    /// After `makeValid`: a site is resolved when an edge, a container's child, a root or an
    /// entry of the draft cites its line; any other gets an unresolved line with its reason,
    /// unless one already stands at its place.
    mutating func accountForSites() {
        var cited: Set<String> = []
        func cite(_ text: String) {
            // "path/File.swift:12" tokens, wherever they stand in a note.
            for word in text.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "(" || $0 == ")" || $0 == "," }) {
                if word.contains(".swift:") || word.contains(".storyboard:") || word.contains(".xib:") { cited.insert(String(word)) }
            }
        }
        for note in edgeNotes.values { cite(note) }
        for screen in screens.values { for e in screen.embeds { cite(at(e.at)) } }
        for container in containers.values { cite(at(container.place)); for e in container.embeds { cite(at(e.at)) } }
        for root in windowRoots { cite(at(root.place)) }
        for entry in entries { cite(at(entry.place)) }
        let resolvedLines = Set(navigationSites.filter { cited.contains(at($0.place)) }.map { "\($0.place.file):\($0.place.position.line)" })
        // A site drawn as an edge is no longer unresolved, whatever a reader said of it first.
        unresolved.removeAll { resolvedLines.contains("\($0.place.file):\($0.place.position.line)") }
        let unresolvedLines = Set(unresolved.map { "\($0.place.file):\($0.place.position.line)" })
        var resolved = 0
        for site in navigationSites {
            if resolvedLines.contains("\(site.place.file):\(site.place.position.line)") {
                resolved += 1
            } else if !unresolvedLines.contains("\(site.place.file):\(site.place.position.line)") {
                addUnresolved(site.place, "\(site.text): \(site.reason ?? "no edge was drawn from it")")
            }
        }
        navigationCoverage = (resolved, navigationSites.count)
    }
}
