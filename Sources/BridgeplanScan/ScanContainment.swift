import Bridgeplan

/// The containment detectors of the scan: each UIKit containment call in a function's
/// events updates the function's child and removal states, and the findings come from
/// them (`scan-*` rules under Sources/Bridgeplan/Rules/Scan). The dispatcher is
/// `Resolver.analyse`.
extension Resolver {
    mutating func constructed(_ t: String, _ event: Event, _ scan: inout FunctionScan, _ place: Place) {
        let type = scan.type, facts = scan.facts
        let isHosting = t == "UIHostingController" || (index[t] != nil && index.controllerKind(t) == .hosting)
        if isHosting, let where_ = cellPlace(facts, type, event) {
            finding(.scanHostingControllerInCell,
                    "a \(t) is created \(where_) for every cell: each cell gets a view controller of its own (slow to scroll, easy to leak, and it needs containment to get appearance callbacks); use UIHostingConfiguration from iOS 16, or keep one hosting controller per cell and update its rootView",
                    place, subject: type)
        }
    }

    mutating func addedChild(_ child: Expr, to receiver: String?, _ event: Event, _ scan: inout FunctionScan, _ place: Place) {
        let type = scan.type, facts = scan.facts, signature = scan.facts.signature
        let value = eval(child, scan.ctx)
        if case .instance(let c) = value, index.isCoordinator(c) {
            if c != type, parents[c] == nil { parents[c] = type }
            return
        }
        let key = scan.canonical(Self.key(child))
        // View controller containment only: a data model's addChild (an outline, a
        // folder of feeds) or an AppKit controller's is no finding and no embed.
        if !mayBeViewController(receiver.map { eval(.name($0), scan.ctx) }, enclosing: type) || isKnownNonController(value) { return }
        var toNavigation = false
        var parentKey = type
        if let receiver {
            let parentValue = eval(.name(receiver), scan.ctx)
            switch parentValue {
            case .implicitContainer("navigationController"), .navigation, .coordinatorNavigation: toNavigation = true
            case .instance(let t): toNavigation = index.controllerKind(t) == .navigation
            default: break
            }
            // A child added to another controller: the embed is that controller's.
            if let id = targetID(parentValue, at: place) {
                parentKey = screens[id] != nil ? id : "@" + id
            } else {
                parentKey = ""
                addUnresolved(place, "\(receiver).addChild(\(key)) in \(type.isEmpty ? "top-level code" : type): '\(receiver)' is not a controller the draft can name; the embed is left out")
            }
        } else {
            toNavigation = index.controllerKind(type) == .navigation
        }
        if toNavigation {
            finding(.scanAddChildToNavigationController,
                    "addChild(\(key)) adds a child to a UINavigationController (\(receiver ?? "self")): it manages its children as a stack, so the child's view and appearance calls go wrong; push it, or add it to the visible view controller instead",
                    place, subject: type)
        }
        var state = ChildState(added: place)
        state.target = targetID(value, at: place)
        if Self.repeatedFunctions.contains(signature) || event.inCellClosure || (index.isCell(type) && facts.name != "init") {
            // The child kept in a property (`host = content`) and removed through it counts.
            var names: Set<String> = [key, "$0"]
            for e in facts.events { if case .bind(let alias, .name(key)) = e.kind { names.insert(alias) } }
            let removed = typeHasEvent(type) { kind in
                if case .removeFromParent(let r) = kind { return r.map(names.contains) ?? false }
                return false
            }
            if !removed {
                finding(.scanChildAddedRepeatedly,
                        "addChild(\(key)) runs in \(facts.name == "(type body)" ? type : signature), which is called again and again, and '\(key)' is never removed: children pile up in 'children' with their views; add the child once (e.g. in viewDidLoad), or remove the previous one with willMove(toParent: nil), removeFromSuperview and removeFromParent",
                        place, subject: type)
            }
        }
        if scan.children[key] == nil { scan.childOrder.append(key) }
        scan.children[key] = state
        if let target = state.target, !parentKey.isEmpty {
            addEmbed(parentKey, EmbedDraft(target: target, containment: .full, removal: .none, place: embedPlace(facts, type, event, receiver: nil), at: place), key: key)
        }
    }

    mutating func addedSubview(_ viewOf: Expr, to receiver: String?, _ event: Event, _ scan: inout FunctionScan, _ place: Place) {
        let type = scan.type, facts = scan.facts
        let key = scan.canonical(Self.key(viewOf))
        if scan.children[key]?.added != nil { return }
        let value = eval(viewOf, scan.ctx)
        guard isController(value, name: key) else { return }
        let addedLater = facts.events.contains { e in
            if case .addChild(_, let c) = e.kind, Self.key(c) == key, e.position > event.position { return true }
            return false
        }
        let addedElsewhere = index[type]?.properties[key] != nil && typeHasEvent(type, otherThan: facts) { kind in
            if case .addChild(_, let c) = kind { return Self.key(c) == key }
            return false
        }
        if addedLater || addedElsewhere { return }
        // A custom transition's animator or presentation controller adds the presented
        // controller's view to the transition's container view: UIKit asks it to ("The animator
        // object is responsible for adding the view of the presented view controller", Apple,
        // UIViewControllerContextTransitioning.containerView). No parent is missing.
        if index.takesPartInTransitions(type) { return }
        // A view owning the controller cannot be its parent: the fix is in the view controller that owns the view.
        let fix = mayBeViewController(nil, enclosing: type)
            ? "call addChild(\(key)), then add the view, then \(key).didMove(toParent: self)"
            : "\(type) is a view, which cannot be a parent: let the view controller that shows it own '\(key)' (addChild, add the view, didMove(toParent:)), or use UIHostingConfiguration in a cell"
        finding(.scanViewWithoutAddChild,
                "'\(key).view' is added to \(receiver ?? "the view") but '\(key)' is never added as a child view controller: it gets no appearance or trait-change callbacks (viewWillAppear and the rest), a hosted view's navigation title and toolbar are never bridged, and presenting from it finds no parent; \(fix)",
                place, subject: type, notes: ["UIKit's order (Apple, Creating a custom container view controller): addChild → addSubview → didMove(toParent:)"])
        var state = ChildState(added: nil, viewOnly: true)
        state.target = targetID(value, at: place)
        if scan.children[key] == nil { scan.childOrder.append(key) }
        scan.children[key] = state
        if let target = state.target {
            addEmbed(type, EmbedDraft(target: target, containment: .viewOnly, removal: .none, place: embedPlace(facts, type, event, receiver: receiver), at: place), key: key)
        }
    }

    mutating func movedToParent(_ receiver: String?, _ parent: String, _ event: Event, _ scan: inout FunctionScan, _ place: Place) {
        let type = scan.type
        let receiver = receiver.map(scan.canonical)
        guard parent != "nil" else { return }
        let pending = scan.childOrder.filter { scan.children[$0]!.added != nil && !scan.children[$0]!.didMove && !scan.children[$0]!.suppressed }
        guard let receiver else {
            if parent == "self" {
                finding(.scanDidMoveWrongObject,
                        "didMove(toParent: self) is called on the parent itself\(pending.first.map { ", not on the child '\($0)' it added" } ?? ""): call \(pending.first ?? "child").didMove(toParent: self) on the child",
                        place, subject: type)
                if let first = pending.first {
                    scan.children[first]!.suppressed = true
                    markContainment(type, key: first, .missingDidMove)
                }
            }
            return
        }
        if let state = scan.children[receiver], state.added != nil {
            if state.didMove, let earlier = state.didMoveEvent, earlier.excludes(event) {
                return
            } else if state.didMove {
                finding(.scanDidMoveTwice,
                        "didMove(toParent:) is called a second time for '\(receiver)': call it once, after its view is added",
                        place, subject: type)
            } else {
                scan.children[receiver]!.didMove = true
                scan.children[receiver]!.didMoveEvent = event
            }
        } else if scan.children[receiver]?.viewOnly == true {
            return
        } else if let first = pending.first {
            finding(.scanDidMoveWrongObject,
                    "didMove(toParent:) is called on '\(receiver)', but the child added here is '\(first)': call \(first).didMove(toParent: self)",
                    place, subject: type)
            scan.children[first]!.suppressed = true
            markContainment(type, key: first, .missingDidMove)
        }
    }

    mutating func willMoveFromParent(_ receiver: String?, _ parent: String, _ scan: inout FunctionScan, _ place: Place) {
        let type = scan.type
        guard parent == "nil" else { return }
        let key = scan.canonical(receiver ?? "self")
        if scan.removals[key] == nil { scan.removalOrder.append(key) }
        var state = scan.removals[key] ?? RemovalState()
        if state.removed != nil, state.willMove == nil {
            finding(.scanRemovalOrder,
                    "willMove(toParent: nil) on '\(key)' comes after removeFromParent(): the child is told it will leave after it has left; call willMove(toParent: nil) first, then remove its view and removeFromParent()",
                    place, subject: type)
            state.missingWillMove = nil
            state.wrongOrder = true
        }
        if state.willMove == nil { state.willMove = place }
        scan.removals[key] = state
    }

    mutating func removedFromParent(_ receiver: String?, _ scan: inout FunctionScan, _ place: Place) {
        let key = scan.canonical(receiver ?? "self")
        if scan.removals[key] == nil { scan.removalOrder.append(key) }
        var state = scan.removals[key] ?? RemovalState()
        if state.willMove == nil, state.missingWillMove == nil { state.missingWillMove = place }
        if state.removed == nil { state.removed = place }
        scan.removals[key] = state
    }

    mutating func removedView(_ of: Expr, _ scan: inout FunctionScan, _ place: Place) {
        let type = scan.type
        let key = scan.canonical(Self.key(of))
        if scan.removals[key] == nil { scan.removalOrder.append(key) }
        scan.removals[key, default: RemovalState()].viewRemoved = true
        // A child whose view is stripped (on every switch, say) but which stays in `children`.
        let names = [key] + assignments(to: key, in: type)
        if key != "self", names.contains(where: { addsChild(type, $0) }), !names.contains(where: { removesFromParent(type, $0) }) {
            finding(.scanChildViewRemovedOnly,
                    "'\(key).view' is removed from its superview, but '\(key)' is never removed from its parent: it stays in 'children', keeps getting appearance and trait callbacks and stays alive; call \(key).willMove(toParent: nil), remove the view, then \(key).removeFromParent()",
                    place, subject: type, notes: ["UIKit's order: willMove(toParent: nil) → removeFromSuperview → removeFromParent (Apple, Creating a custom container view controller)"])
        }
    }

    /// A call to a containment helper of this type, with a child: `removeView(viewController:
    /// current)` records its removal for the value and what was assigned to it; `install(detail)`,
    /// where install adds its parameter, embeds the value(s) and adds `detail` here.
    mutating func calledHelper(_ method: String, with argument: Expr?, _ scan: inout FunctionScan, _ place: Place) {
        let type = scan.type
        guard case .name(let key)? = argument, method != scan.facts.name else { return }
        if let removal = childRemovingHelper(type, method) {
            recordRemoval(type, key: key, removal, value: eval(.name(key), scan.ctx))
            for alias in assignments(to: key, in: type) { recordRemoval(type, key: alias, removal, value: nil) }
        }
        if let helper = childAddingHelper(type, method) {
            let value = eval(.name(key), scan.ctx)
            if screens[type] != nil { embedThroughHelper(type, key: key, value: value, place, in: scan.facts) }
            if scan.children[key] == nil {
                var state = ChildState(added: place)
                state.didMove = helper.didMove
                state.target = targetID(value, at: place)
                scan.childOrder.append(key)
                scan.children[key] = state
            }
        }
    }

    /// After the function's last event: children never told they moved, and removals.
    mutating func finishContainment(_ scan: inout FunctionScan) {
        let type = scan.type, facts = scan.facts, signature = scan.facts.signature
        // Children added and never told they moved.
        for key in scan.childOrder {
            let state = scan.children[key]!
            guard let added = state.added, !state.didMove, !state.suppressed else { continue }
            // A helper adding its parameter: its callers are checked where they call it.
            if let helper = childAddingHelper(type, facts.name), helper.parameter == key, typeCalls(type, facts.name) { continue }
            let elsewhere = index[type]?.properties[key] != nil && typeHasEvent(type, otherThan: facts) { kind in
                if case .didMove(let r, let p) = kind { return r == key && p != "nil" }
                return false
            }
            if elsewhere { continue }
            finding(.scanAddChildWithoutDidMove,
                    "addChild(\(key)) is not followed by \(key).didMove(toParent: self) in \(facts.name == "(type body)" ? type : signature): the child never learns its move finished; call it after adding the view",
                    added, subject: type, notes: ["addChild(_:) calls willMove(toParent:) itself; didMove(toParent:) is yours to call (Apple, UIViewController.addChild(_:))"])
            markContainment(type, key: key, .missingDidMove)
        }
        // Children removed without willMove(toParent: nil).
        for key in scan.removalOrder {
            let state = scan.removals[key]!
            var removal: Removal
            if let missing = state.missingWillMove {
                let elsewhere = index[type]?.properties[key] != nil && typeHasEvent(type, otherThan: facts) { kind in
                    if case .willMove(let r, "nil") = kind { return (r ?? "self") == key }
                    return false
                }
                if elsewhere {
                    removal = .full
                } else {
                    finding(.scanRemovalWithoutWillMove,
                            "'\(key)' is removed with removeFromParent() without willMove(toParent: nil) first: it gets didMove(toParent: nil) without the matching willMove; call \(key == "self" ? "" : key + ".")willMove(toParent: nil) first",
                            missing, subject: type, notes: ["UIKit's order: willMove(toParent: nil) → removeFromSuperview → removeFromParent (the last two in either order: removeFromParent sends didMove(toParent: nil) itself)"])
                    removal = .missingWillMove
                }
            } else if state.wrongOrder {
                removal = .wrongOrder
            } else if state.removed != nil {
                removal = .full
            } else if state.viewRemoved {
                removal = .viewOnly
            } else {
                continue
            }
            recordRemoval(type, key: key, removal, value: key == "self" ? nil : eval(.name(key), scan.ctx))
        }
    }
}
