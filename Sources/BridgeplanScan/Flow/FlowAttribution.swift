/// The attribution phase: for every navigation sink, who is on screen when it runs, and what
/// it shows. A sink belongs to the screen whose own code reaches it: its methods, the closures
/// it stores and calls, the delegate and coordinator methods it calls, walked back through the
/// call graph until a screen's function is met. A sink no screen reaches stays unresolved
/// with the functions it was reached from.
struct FlowAttribution {
    /// A screen that triggers a sink, and where: the call in the screen's code that leads to
    /// it (nil when the sink is in the screen's own code).
    struct Trigger: Hashable {
        var screen: String
        var file: Int
        var position: Position?
        /// Every call on the way was resolved by the receiver's type, not by name alone.
        var certain: Bool
    }

    struct Site {
        var use: FlowSinkUse
        var function: Int
        var file: Int
        var triggers: [Trigger]
        var values: Set<FlowAnalysis.Value>
        /// Why no screen could be named, when `triggers` is empty.
        var unreached: String?
        /// The sink runs from an app or scene delegate's handler (an entry), by that handler.
        var lifecycle: String?
    }

    /// How far back a sink is followed, in calls.
    static let depth = 20

    static func sites(_ flow: inout FlowAnalysis, isScreen: (String) -> Bool) -> [Site] {
        var out: [Site] = []
        let holders = flow.holders()
        for f in flow.functions.indices {
            for use in flow.functions[f].sinks {
                let values = flow.valuesOf(use.value, in: f)
                var site = Site(use: use, function: f, file: flow.fileOf[f], triggers: [], values: values)
                attribute(&site, flow, holders: holders, isScreen: isScreen)
                out.append(site)
            }
        }
        return out
    }

    private static func attribute(_ site: inout Site, _ flow: FlowAnalysis, holders: [String: Set<String>], isScreen: (String) -> Bool) {
        let start = site.function
        let owner = flow.functions[start].owner
        if isScreen(owner) {
            site.triggers = [Trigger(screen: owner, file: flow.fileOf[start], position: nil, certain: true)]
            return
        }
        var found: Set<Trigger> = []
        var roots: [String] = []
        var visited: Set<Int> = [start]
        var frontier: [(function: Int, certain: Bool)] = [(start, true)]
        var level = 0
        while !frontier.isEmpty, level < depth {
            level += 1
            var next: [(Int, Bool)] = []
            for (g, certain) in frontier {
                let edges = flow.callers[g] ?? []
                if edges.isEmpty {
                    let function = flow.functions[g]
                    let subclassed = flow.index[function.owner]?.kind == .class && !(flow.subclasses[function.owner] ?? []).isEmpty
                    if flow.isProtocol(function.owner) || subclassed {
                        // A protocol default no code calls: UIKit calls it on the screens that adopt it.
                        // A base class's method UIKit calls: it runs on the screens that subclass it.
                        let adopters = (flow.selfValues(function.owner).compactMap { value -> String? in
                            if case .object(let t) = value, isScreen(t) { return t }
                            return nil
                        } + (subclassed ? flow.subclasses[function.owner] ?? [] : []).filter(isScreen)).sorted()
                        for a in adopters { found.insert(Trigger(screen: a, file: flow.fileOf[g], position: nil, certain: certain && adopters.count == 1)) }
                        if !adopters.isEmpty { continue }
                    }
                    // Code nothing calls, of a type a screen holds (a view model's table actions, a data
                    // source's callbacks): it runs while that screen is shown.
                    let held = (holders[function.owner] ?? []).filter(isScreen).sorted()
                    if !held.isEmpty, function.kind == .closure || isCallback(function) {
                        for h in held { found.insert(Trigger(screen: h, file: flow.fileOf[g], position: function.position, certain: certain && held.count == 1)) }
                        continue
                    }
                    if flow.index.isAppDelegate(function.owner), site.lifecycle == nil {
                        // Named by the handler a closure is written in (`application(_:didFinishLaunching…)`).
                        var handler = g
                        while flow.functions[handler].kind == .closure, let parent = flow.functions[handler].parent { handler = parent }
                        site.lifecycle = "\(function.owner).\(flow.functions[handler].name)"
                    }
                    roots.append(describe(g, flow))
                    continue
                }
                for edge in edges.sorted(by: { ($0.caller, $0.position) < ($1.caller, $1.position) }) {
                    let caller = flow.functions[edge.caller]
                    if isScreen(caller.owner) {
                        found.insert(Trigger(screen: caller.owner, file: flow.fileOf[edge.caller], position: edge.position, certain: certain && edge.certain))
                    } else if visited.insert(edge.caller).inserted {
                        next.append((edge.caller, certain && edge.certain))
                    }
                }
            }
            frontier = next
        }
        // One trigger per screen: the first call found, certain if any path is.
        var best: [String: Trigger] = [:]
        for t in found.sorted(by: { ($0.screen, $0.file, $0.position?.line ?? 0) < ($1.screen, $1.file, $1.position?.line ?? 0) }) {
            if let b = best[t.screen] { if !b.certain && t.certain { best[t.screen] = t } } else { best[t.screen] = t }
        }
        site.triggers = best.values.sorted { $0.screen < $1.screen }
        if site.triggers.isEmpty {
            let list = Array(Set(roots)).sorted()
            site.unreached = list.isEmpty
                ? "no screen's code reaches it within \(depth) calls"
                : "no screen's code reaches it: it runs from " + list.prefix(3).joined(separator: ", ") + (list.count > 3 ? " and \(list.count - 3) more" : "")
        }
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
