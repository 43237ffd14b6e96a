/// What a stage's checklist says for each unit: the strategy's steps, then what the lint
/// rules found about the unit's screens.
enum Checklist {
    /// `stage`: the stage the unit moves in; each step's text is chosen from the app's
    /// state in `model` then (the presenter's and parent's frameworks, the target).
    /// `findings`: lint findings by element, as indices into `diagnostics`.
    static func items(for unit: MigrationUnit, stage: Int, model: StageModel, analysis: Analysis, findings: [Int: [Int]], diagnostics: [Diagnostic], owners: [Int: [Int]]) -> [ChecklistItem] {
        let graph = analysis.graph
        let anchor = unit.members[0]
        var items: [ChecklistItem] = []
        func add(_ action: ChecklistItem.Action, rule: RuleID? = nil, _ text: String, steps: [Step] = []) {
            var item = ChecklistItem(action, unit: unit.id, rule: rule, text)
            item.steps = steps
            items.append(item)
        }
        /// The screens are the work: one item each, largest first, with its effort.
        func addScreenItems() {
            let screens = unit.members.filter { !graph.isContainer($0) && model.framework($0, before: stage) == .uikit }
                .sorted { (graph.effort($1), graph.ids[$0]) < (graph.effort($0), graph.ids[$1]) }
            for m in screens { add(.migrateScreen, "\(unit.id): rewrite '\(graph.ids[m])' in SwiftUI (\(Plural.count(graph.effort(m), "point")))") }
        }
        let inSwiftUIOnly = analysis.replacesRepresentablesOnly(unit)
        if !unit.parentsInSwiftUI.isEmpty {
            let replacement = unit.strategy == .perNavigation && graph.isContainer(anchor)
                ? "\(stackAPI(unit)) of its \(Plural.count(unit.screens.count, "screen")) (\(unit.screens.joined(separator: ", ")))" : "its SwiftUI view"
            add(.replaceRepresentable, "\(unit.id): in \(unit.parentsInSwiftUI.joined(separator: ", ")), already SwiftUI, replace the UIViewControllerRepresentable that keeps it with \(replacement) (no hosting controller, no addChild)")
        }
        switch unit.strategy {
        case _ where inSwiftUIOnly:
            break
        case .modal:
            add(.migrate, modalText(unit, stage: stage, model: model, analysis: analysis), steps: modalSteps(unit, stage: stage, model: model, graph: graph))
            let (uikit, _, swiftUI) = presenters(of: unit, stage: stage, model: model, graph: graph)
            if uikit.isEmpty, !swiftUI.isEmpty, unit.gates.contains(where: { $0.gate == "presentation-detents" && $0.status == .fallback }) {
                add(.hazard, "\(unit.id): it needs sheet detents, and a SwiftUI `.sheet` has them only from iOS 16 (`.presentationDetents`): presented from SwiftUI \(names(swiftUI.map(\.0), graph)) on iOS \(model.target(of: stage)), it opens at full height until the 16 raise; to keep the detents, present it from UIKit with the sheet-detents shim until then (https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:))")
            }
        case .perNavigation:
            if graph.isContainer(anchor) {
                add(.migrate, "\(unit.id): replace the UINavigationController and its \(Plural.count(unit.screens.count, "screen")) (\(unit.screens.joined(separator: ", "))) with one UIHostingController holding \(stackAPI(unit))",
                    steps: stackSteps(anchor, graph))
                addScreenItems()
            } else {
                add(.migrate, "\(unit.id): replace the view controller with a UIHostingController of its SwiftUI view")
            }
        case .embedded:
            // UIHostingConfiguration is a cell's content configuration: headers and footers keep a host.
            let (inCell, parents, tabBars, pagers, libraryPagers, others) = embedParents(unit, stage: stage, model: model, graph: graph)
            if !tabBars.isEmpty {
                add(.migrate, "\(unit.id): embedded in tab bar controller \(names(tabBars, graph)), which manages its children as its tabs (`viewControllers`): put the tab bar controller and the hosting controller side by side in a container view controller of your own and add both there, or add the host to the selected tab's screen (https://developer.apple.com/documentation/uikit/uitabbarcontroller)")
            }
            for p in libraryPagers {
                let source = graph.screen(p)?.knownClass?.pageSource ?? "its data source"
                add(.migrate, "\(unit.id): a page of '\(graph.ids[p])', a paging library's controller (\(graph.screen(p)?.uikitClass ?? graph.ids[p])): return the hosting controller from \(source); the library contains its pages itself, so no addChild")
            }
            if !pagers.isEmpty {
                add(.migrate, "\(unit.id): a page of \(names(pagers, graph)): return the hosting controller from the page view controller's data source (`pageViewController(_:viewControllerAfter:)`) or `setViewControllers(_:direction:animated:)`; the pager contains its pages itself, so no addChild (https://developer.apple.com/documentation/uikit/uipageviewcontroller)")
            }
            if !others.isEmpty || parents.isEmpty {
                // A reused cell, header or footer gets the hosting-cell shim's one host per view;
                // embedSwiftUI is for a child added once.
                let reused = unit.shims.contains(Shim.hostingCell.rawValue)
                add(.migrate, inCell && (unit.shipTarget ?? analysis.deploymentTarget) >= OSVersion(16)
                    ? "\(unit.id): show it with UIHostingConfiguration in the cell's contentConfiguration"
                    : reused
                    ? "\(unit.id): host it in each reused view with the hosting-cell shim (one hosting controller per cell, header or footer, contained in \(others.isEmpty ? "its parent" : names(others, graph)) and updated with a new rootView on reuse)"
                    : "\(unit.id): embed the hosting controller with embedSwiftUI (addChild → addSubview → didMove(toParent:)) and remove it with removeEmbedded",
                    steps: embedSteps(anchor, inCell: inCell, parents: parents, others: others))
            }
        case .fullRewrite:
            addScreenItems()
            if anchor == graph.root || analysis.isWholeAppRewrite {
                let target = model.target(of: stage)
                let holding: String
                switch graph.containerKind(anchor) {
                case .tabBar?: holding = " holding a TabView"
                case .split?: holding = target >= OSVersion(16) ? " holding a NavigationSplitView" : " holding a NavigationView with two or three columns (NavigationSplitView is iOS 16)"
                case .navigation?: holding = " holding \(stackAPI(unit))"
                case .pager?: holding = " holding a TabView with `.tabViewStyle(.page)`"
                case nil: holding = ""
                }
                add(.migrate, "\(unit.id): move the window's root to an `@main App` with a `WindowGroup`\(holding); keep UIKit screens that stay behind UIViewControllerRepresentable")
                let switched = unit.members.dropFirst().filter { graph.containerKind($0) == .tabBar || graph.containerKind($0) == .split }
                if !switched.isEmpty {
                    let shown = graph.outgoing[anchor].filter { graph.edges[$0].kind == .embed }.map { graph.ids[graph.edges[$0].to] }
                    let views = switched.map { "'\(graph.ids[$0])' as a \(graph.containerKind($0) == .tabBar ? "TabView" : "NavigationSplitView")" }
                    add(.migrate, "\(unit.id): becomes the App's root view, switching between \(shown.map { "'\($0)'" }.joined(separator: ", ")) with state instead of swapping child view controllers; rewrite \(views.joined(separator: " and ")) in the same step")
                }
                // Tabs still UIKit stacks inside the new TabView: UIKit's bar hiding is UIKit's own.
                for bar in unit.members where graph.containerKind(bar) == .tabBar {
                    let kept = graph.outgoing[bar].filter { graph.edges[$0].kind == .tab && model.framework(graph.edges[$0].to, after: stage) == .uikit }.map { graph.edges[$0].to }
                    guard !kept.isEmpty else { continue }
                    add(.hazard, "\(unit.id): \(names(kept, graph)) stay\(kept.count == 1 ? "s" : "") UIKit inside the TabView: `hidesBottomBarWhenPushed` on \(kept.count == 1 ? "its" : "their") screens is a UIKit tab bar setting that Apple does not document for SwiftUI's tab bar; hide it from SwiftUI with `.toolbar(.hidden, for: .tabBar)` (iOS 16) while such a screen is pushed, and check each kept stack on a device (https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:))")
                }
                add(.hazard, "\(unit.id): URLs and user activities the scene delegate handled (`scene(_:openURLContexts:)`, `scene(_:continue:)`) move to `.onOpenURL` and `.onContinueUserActivity` on the root view, and restored UI state to `@SceneStorage` (all iOS 14); a stack's path restores only as a NavigationStack path with a Codable representation (iOS 16) (https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:), https://developer.apple.com/documentation/swiftui/scenestorage)")
                add(.hazard, "\(unit.id): the objects each hosting controller injected into its view (`.environmentObject(_:)`, `.environment(_:)`) are now injected once, on the App's root view, so every screen under it reads the same instances (https://developer.apple.com/documentation/swiftui/environmentobject)")
                add(.hazard, "\(unit.id): keep the app delegate with `@UIApplicationDelegateAdaptor(AppDelegate.self)` (push registration, URL and quick-action handlers, SDK setup); code that reaches it through `UIApplication.shared.delegate as? AppDelegate` must use the adaptor's instance instead, since the application's delegate is then SwiftUI's own object (https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor)")
            } else {
                add(.migrate, "\(unit.id): rewrite the \(graph.container(anchor)?.kind.rawValue ?? "container") in SwiftUI now that its children are SwiftUI or bridged")
            }
        case .keep, .done:
            break
        }
        for text in unwoundHosts(unit, stage: stage, model: model, graph: graph) { add(.migrate, text) }
        for text in systemControllerForms(unit, stage: stage, model: model, analysis: analysis) { add(.migrate, text) }
        items += Hazards.items(for: unit, stage: stage, model: model, makesHost: !inSwiftUIOnly, analysis: analysis, owners: owners)
        for m in unit.members {
            for i in findings[m] ?? [] where diagnostics[i].rule != .unreachableScreen && !fixedFirst(diagnostics[i].rule)
                && !aboutTheInventory(diagnostics[i].rule) {
                add(.finding, rule: diagnostics[i].rule, "\(graph.ids[m]): \(diagnostics[i].message) [\(diagnostics[i].rule)]")
                // Information is read, not done: a note, not a task.
                items[items.count - 1].isNote = diagnostics[i].severity == .info
            }
        }
        for gate in unit.gates where gate.status == .fallback {
            guard let g = analysis.catalog[gate.gate], let fallback = g.fallback else { continue }
            // The screen moves to SwiftUI in this step, and SwiftUI's lists have no scroll view
            // for the control: its list stays UIKit inside it until List's .refreshable.
            if fallback.shim == Shim.refreshControl.rawValue, graph.index[gate.neededBy] != nil {
                add(.useFallback, "\(gate.neededBy): \(g.api) is iOS \(g.introduced)+; until then its list stays a UITableView or UICollectionView hosting SwiftUI rows, inside the SwiftUI screen through a UIViewControllerRepresentable, with the refresh-control shim on it (https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol)")
                continue
            }
            // A column of a split that is still UIKit: the split's own rewrite brings the
            // NavigationSplitView; the column only hosts its view in the UIKit column.
            if gate.gate == StrategyGate.navigationSplitView.id,
               let split = graph.incoming[anchor].first(where: { graph.edges[$0].kind == .column && model.framework(graph.edges[$0].from, after: stage) == .uikit }).map({ graph.edges[$0].from }) {
                add(.migrate, "\(unit.id): a column of UIKit split '\(graph.ids[split])' until that split moves: host its view in the column, with no NavigationSplitView of its own; the split's NavigationSplitView (iOS \(g.introduced)) comes with the split's rewrite")
                continue
            }
            // A named shim has its own checklist line and snippet.
            guard fallback.shim == nil else { continue }
            // Fallback texts name a replacement ("ObservableObject + @Published") or an action ("use a List").
            let text = fallback.text.hasPrefix("use ") ? String(fallback.text.dropFirst(4)) : fallback.text
            add(.useFallback, "\(unit.id): \(g.api) is iOS \(g.introduced)+; until then use \(text)")
        }
        return items
    }

    /// Containment mistakes are bugs in today's UIKit code: stage 0 fixes them, before any
    /// unit rewrites the code they are in.
    static func fixedFirst(_ rule: RuleID) -> Bool {
        switch rule {
        case .containmentViewOnly, .containmentMissingDidMove, .removalOrder, .removalViewOnly, .navigationControllerChild: true
        default: false
        }
    }

    /// Findings about the inventory itself, not about a unit: stage 0 deals with them before
    /// anything moves (an incomplete inventory makes every later stage doubtful).
    static func aboutTheInventory(_ rule: RuleID) -> Bool { rule == .navigationIncomplete }

    /// A screen that turns SwiftUI here and presents a kept system controller with a SwiftUI
    /// form: the form replaces the controller and its bridge, from the version it needs.
    static func systemControllerForms(_ unit: MigrationUnit, stage: Int, model: StageModel, analysis: Analysis) -> [String] {
        let graph = analysis.graph
        var lines: [String] = []
        let target = model.target(of: stage)
        for m in unit.members where !graph.isContainer(m) && model.framework(m, before: stage) == .uikit {
            for e in graph.outgoing[m] where graph.edges[e].kind == .present {
                let shown = graph.edges[e].to
                guard let screen = graph.screen(shown), screen.keepUIKit, let known = screen.knownClass else { continue }
                if known == .alert {
                    // An alert is only ever presented: no representable can hold one.
                    lines.append(target >= OSVersion(15)
                        ? "\(graph.ids[m]): it presents UIKit alert '\(graph.ids[shown])': in SwiftUI use `.alert(_:isPresented:actions:message:)`, or `.confirmationDialog` for an action sheet (iOS 15), and that bridge goes (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8584l)"
                        : "\(graph.ids[m]): it presents UIKit alert '\(graph.ids[shown])': in SwiftUI use `.alert(isPresented:content:)` with an `Alert`, or `.actionSheet` for an action sheet (iOS 13; `.alert(_:isPresented:actions:message:)` and `.confirmationDialog` from iOS 15), and that bridge goes; an alert cannot be kept in a representable, since UIKit only presents one (https://developer.apple.com/documentation/uikit/uialertcontroller)")
                    continue
                }
                guard case .system(let gate) = known, let form = analysis.catalog[gate] else { continue }
                let when = target >= form.introduced ? "" : " from iOS \(form.introduced) (until then present the controller through a representable)"
                lines.append("\(graph.ids[m]): it presents UIKit '\(graph.ids[shown])', which SwiftUI offers as \(form.api)\(when): use it there and that bridge goes")
            }
        }
        return lines
    }

    /// Children an earlier stage moved behind a hosting controller, which this unit's members
    /// now show directly: each host goes, and what UIKit read from it moves to SwiftUI.
    static func unwoundHosts(_ unit: MigrationUnit, stage: Int, model: StageModel, graph: AppGraph) -> [String] {
        var lines: [String] = []
        let target = model.target(of: stage)
        for m in unit.members where model.framework(m, before: stage) == .uikit {
            for e in graph.outgoing[m] where graph.edges[e].kind.contains {
                let child = graph.edges[e].to
                // Moved by an earlier stage of this plan (not SwiftUI from the start, not a member).
                guard let moved = model.stage(of: child), moved >= 0, moved < stage, !unit.members.contains(child) else { continue }
                let id = graph.ids[child], parent = graph.ids[m]
                switch graph.edges[e].kind {
                case .tab:
                    let badge = target >= OSVersion(15) ? "`.badge`" : "`.badge` from iOS 15 (below it a TabView tab has no badge)"
                    lines.append("\(parent): tab '\(id)' was hosted in stage \(moved): drop its hosting controller and move its `tabBarItem` (title, image, `badgeValue`) to `.tabItem` and \(badge) on its view (https://developer.apple.com/documentation/swiftui/view/tabitem(_:))")
                case .embed where graph.containerKind(m) == .tabBar:
                    let inset = target >= OSVersion(15) ? "`.safeAreaInset(edge: .bottom)`" : "an overlay (`.safeAreaInset` is iOS 15)"
                    lines.append("\(parent): '\(id)', hosted over the tab bar in stage \(moved), becomes \(inset) of the TabView, and its hosting controller and container go (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:))")
                case .embed where graph.screen(m)?.knownClass?.isLibraryPager == true:
                    // The paging library goes with its UIKit controller.
                    let pages = target >= OSVersion(14) ? "a `TabView` with `.tabViewStyle(.page)`" : "a paging view of your own (`.tabViewStyle(.page)` is iOS 14)"
                    lines.append("\(parent): page '\(id)' was hosted in stage \(moved): the paging library leaves with '\(parent)'s UIKit controller; drop the page's hosting controller and show its view as a page of \(pages) (https://developer.apple.com/documentation/swiftui/pagetabviewstyle)")
                case .embed:
                    lines.append("\(parent): '\(id)' was hosted in stage \(moved): drop its hosting controller (and its addChild, didMove and removal) and show its view directly")
                default:
                    lines.append("\(parent): '\(id)' was hosted in stage \(moved): drop its hosting controller and show its view directly")
                }
            }
        }
        return lines
    }

    /// The steps `items` attaches to the unit's lines, in the same order, without writing any
    /// text: what the verifier checks (a 100k-screen plan's text is 40k lines).
    static func steps(for unit: MigrationUnit, stage: Int, model: StageModel, analysis: Analysis, owners: [Int: [Int]]) -> [Step] {
        let graph = analysis.graph, anchor = unit.members[0]
        let inSwiftUIOnly = analysis.replacesRepresentablesOnly(unit)
        var steps: [Step] = []
        switch unit.strategy {
        case _ where inSwiftUIOnly:
            break
        case .modal:
            steps += modalSteps(unit, stage: stage, model: model, graph: graph)
        case .perNavigation where graph.isContainer(anchor):
            steps += stackSteps(anchor, graph)
        case .embedded:
            let (inCell, parents, _, _, _, others) = embedParents(unit, stage: stage, model: model, graph: graph)
            if !others.isEmpty || parents.isEmpty { steps += embedSteps(anchor, inCell: inCell, parents: parents, others: others) }
        default:
            break
        }
        return steps + Hazards.steps(for: unit, stage: stage, model: model, makesHost: !inSwiftUIOnly, analysis: analysis, owners: owners)
    }

    private static func stackSteps(_ anchor: Int, _ graph: AppGraph) -> [Step] {
        graph.containerKind(anchor) == .navigation ? [.navigationStack(anchor: anchor)] : []
    }

    private static func embedSteps(_ anchor: Int, inCell: Bool, parents: [Int], others: [Int]) -> [Step] {
        inCell ? [] : [.embedWithAddChild(anchor: anchor, parents: others)]
    }

    /// The unit's parents (outside it), and those still UIKit after the stage by kind.
    private static func embedParents(_ unit: MigrationUnit, stage: Int, model: StageModel, graph: AppGraph)
        -> (inCell: Bool, parents: [Int], tabBars: [Int], pagers: [Int], libraryPagers: [Int], others: [Int]) {
        let anchor = unit.members[0]
        let inCell = graph.incoming[anchor].contains { graph.embedsInCell($0) }
        let parents = graph.incoming[anchor].filter { graph.edges[$0].kind == .embed && !unit.members.contains(graph.edges[$0].from) }.map { graph.edges[$0].from }
        var tabBars: [Int] = [], pagers: [Int] = [], libraryPagers: [Int] = [], others: [Int] = []
        for p in parents where model.framework(p, after: stage) == .uikit {
            switch graph.containerKind(p) {
            case .tabBar?: tabBars.append(p)
            case .pager?: pagers.append(p)
            default:
                if graph.screen(p)?.knownClass?.isLibraryPager == true { libraryPagers.append(p) } else { others.append(p) }
            }
        }
        return (inCell, parents, tabBars, pagers, libraryPagers, others)
    }

    /// The screens outside the unit that present its anchor, by their framework once the
    /// stage is done: the UIKit ones with every style they present it with (their hosting
    /// controller's settings), the SwiftUI ones each with its first (the modifier to use).
    /// Asked for every unit of a plan: no screen is copied (a copy retains all its arrays).
    static func presenters(of unit: MigrationUnit, stage: Int, model: StageModel, graph: AppGraph)
        -> (uikit: [Int], uikitStyles: Set<PresentationStyle>, swiftUI: [(Int, PresentationStyle)]) {
        let anchor = unit.members[0]
        var uikit: [Int] = [], uikitStyles = Set<PresentationStyle>(), swiftUI: [(Int, PresentationStyle)] = []
        for e in graph.incoming[anchor] where graph.edges[e].kind == .present && !unit.members.contains(graph.edges[e].from) {
            let p = graph.edges[e].from
            guard !graph.isContainer(p) else { continue }
            let present = graph.inventory.screens[p - graph.containerCount].present
            if model.framework(p, after: stage) == .uikit {
                if !uikit.contains(p) { uikit.append(p) }
                for entry in present where entry.target.id == graph.ids[anchor] { uikitStyles.insert(entry.style) }
            } else if !swiftUI.contains(where: { $0.0 == p }) {
                swiftUI.append((p, present.first { $0.target.id == graph.ids[anchor] }?.style ?? .sheet))
            }
        }
        return (uikit, uikitStyles, swiftUI)
    }

    private static func modalSteps(_ unit: MigrationUnit, stage: Int, model: StageModel, graph: AppGraph) -> [Step] {
        let (uikit, _, swiftUI) = presenters(of: unit, stage: stage, model: model, graph: graph)
        var steps: [Step] = []
        if !uikit.isEmpty { steps.append(.presentFromUIKit(anchor: unit.members[0], presenters: uikit)) }
        if !swiftUI.isEmpty { steps.append(.presentFromSwiftUI(anchor: unit.members[0], presenters: swiftUI.map(\.0))) }
        return steps
    }

    /// A SwiftUI presenter gets the modifier for its style, a UIKit one the hosting controller.
    private static func modalText(_ unit: MigrationUnit, stage: Int, model: StageModel, analysis: Analysis) -> String {
        let graph = analysis.graph
        let (uikit, _, swiftUI) = presenters(of: unit, stage: stage, model: model, graph: graph)
        let target = model.target(of: stage)
        let host = "`present(UIHostingController(rootView: …), animated: true)`"
        var text = "\(unit.id): rewrite as a SwiftUI view"
        if swiftUI.isEmpty {
            text += uikit.isEmpty ? "; present it with \(host)" : "; \(names(uikit, graph)) present\(uikit.count == 1 ? "s" : "") it with \(host)"
        } else {
            if !uikit.isEmpty { text += "; UIKit \(names(uikit, graph)) present\(uikit.count == 1 ? "s" : "") it with \(host)" }
            var byStyle: [PresentationStyle: [Int]] = [:]
            for (p, style) in swiftUI { byStyle[style, default: []].append(p) }
            for style in PresentationStyle.allCases {
                guard let presenters = byStyle[style] else { continue }
                text += "; SwiftUI \(names(presenters, graph)) present\(presenters.count == 1 ? "s" : "") it with \(modifier(style, target: target))"
            }
        }
        return text + "; close it with \(dismissAPI(unit, analysis)); keep it from calling its presenter or a navigation controller"
    }

    /// The SwiftUI modifier for a presentation style on this target.
    static func modifier(_ style: PresentationStyle, target: OSVersion) -> String {
        switch style {
        case .sheet:
            return "`.sheet(isPresented:)`"
        case .fullScreen:
            return target >= OSVersion(14)
                ? "`.fullScreenCover(isPresented:)`"
                : "`.fullScreenCover(isPresented:)` from iOS 14; below it, a representable that presents a UIHostingController with `modalPresentationStyle = .fullScreen` (https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:))"
        case .popover:
            return target >= OSVersion(16, 4)
                ? "`.popover(isPresented:)` with `.presentationCompactAdaptation(.popover)` to stay a popover on iPhone"
                : "`.popover(isPresented:)`, which shows as a sheet on iPhone below iOS 16.4 (https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:))"
        }
    }

    static func names(_ elements: [Int], _ graph: AppGraph) -> String {
        elements.map { "'\(graph.ids[$0])'" }.joined(separator: ", ")
    }

    private static func dismissAPI(_ unit: MigrationUnit, _ analysis: Analysis) -> String {
        unit.gates.contains { $0.gate == "environment-dismiss" && $0.status == .native }
            ? "`@Environment(\\.dismiss)`" : "the dismiss wrapper (presentationMode below iOS 15)"
    }

    private static func stackAPI(_ unit: MigrationUnit) -> String {
        unit.gates.contains { $0.gate == "navigation-stack" && $0.status == .native }
            ? "a NavigationStack" : "NavigationStackOrView (NavigationView below iOS 16)"
    }
}
