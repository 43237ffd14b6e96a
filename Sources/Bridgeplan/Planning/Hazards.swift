/// Known hazards of a hosting boundary that the inventory already shows, as checklist lines
/// of the unit that creates the boundary. Each names a page a user can open.
enum Hazards {
    /// Once per plan, in stage 0, when any unit puts SwiftUI in a hosting controller.
    static let environment = ChecklistItem(.hazard, "A hosting controller made from UIKit code has no SwiftUI view above it, so it starts from the default environment: objects and values set with `.environmentObject(_:)` or `.environment(_:)` on other SwiftUI screens do not reach it; inject what each hosted view reads on its root view where the host is made (a host added as a child of, or presented from, a hosted SwiftUI screen inherits that screen's environment) (https://developer.apple.com/documentation/swiftui/environmentobject, https://fivestars.blog/articles/swiftui-environment-propagation-3/)")

    /// Once per plan, in stage 0, when a navigation stack moves to SwiftUI.
    static let barAppearance = ChecklistItem(.hazard, "Bar styling set on the UINavigationController a stack replaces (its `navigationBar.standardAppearance` and the rest) goes with it: a SwiftUI stack styles its bar with `.toolbarBackground(_:for:)` and `.toolbarColorScheme(_:for:)` from iOS 16; check each moved stack's bar against the UIKit one (https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:))")

    /// Once per plan, in stage 0, when any unit is embedded as a child.
    static let embeddedSafeArea = ChecklistItem(.hazard, "A hosting controller adds the safe-area regions of where it sits to its view (all of them by default), which can inset an embedded view inside a cell, a scroll view or next to a bar; from iOS 16.4, set the host's `safeAreaRegions = []` where the content should ignore them (https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions)")

    /// Once per plan, in stage 0, when a screen stays UIKit (`keep_uikit`) inside SwiftUI.
    static let keyboard = ChecklistItem(.hazard, "SwiftUI lays content out around the keyboard's safe area (iOS 14), the content of a representable and of a hosting controller included; a UIKit controller kept inside SwiftUI that moves its own content for the keyboard (a chat input bar, an SDK's form, IQKeyboardManager) is then moved twice: opt the representable out with `.ignoresSafeArea(.keyboard)`, or a host with `safeAreaRegions` (iOS 16.4), and check each kept controller with the keyboard up (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard, https://github.com/hackiftekhar/IQKeyboardManager/issues/2001)")

    /// Once per plan, in stage 0, when any unit is embedded as a child.
    static let accessibilityOrder = ChecklistItem(.hazard, "A hosting controller's view is an accessibility container of its own, and `accessibilitySortPriority(_:)` (iOS 14) orders elements only among others at the same level, not across the boundary: check VoiceOver's order on each screen that mixes UIKit views with an embedded host, and move focus with `@AccessibilityFocusState` (iOS 15) or `UIAccessibility.post(notification: .screenChanged, argument:)` where a step changes what is on screen (https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:), https://github.com/cashapp/AccessibilitySnapshot/issues/33)")

    /// `owners`: coordinator indices by the element they own. `makesHost`: false when the unit
    /// only replaces representables in SwiftUI parents, so no hosting controller's hazards apply.
    static func items(for unit: MigrationUnit, stage: Int, model: StageModel, makesHost: Bool, analysis: Analysis, owners: [Int: [Int]]) -> [ChecklistItem] {
        let graph = analysis.graph, inventory = analysis.inventory
        let anchor = unit.members[0], id = unit.id
        var items: [ChecklistItem] = makesHost ? hostItems(for: unit, stage: stage, model: model, analysis: analysis) : []
        if unit.strategy == .perNavigation, graph.containerKind(anchor) == .navigation {
            // A column-style split wraps a column that is no navigation controller in one of
            // its own: the host of a SwiftUI stack there sits under a second bar.
            for e in graph.incoming[anchor] where graph.edges[e].kind == .column && model.framework(graph.edges[e].from, after: stage) == .uikit {
                items.append(ChecklistItem(.hazard, unit: id, "\(id), a column of UIKit split '\(graph.ids[graph.edges[e].from])': a column-style split (`UISplitViewController(style:)`, iOS 14) wraps a column that is not a navigation controller in a UINavigationController of its own, so a hosting controller holding a navigation stack there shows two bars; hide the wrapper's bar (`setNavigationBarHidden(true, animated: false)` on the column's `navigationController`) or keep the column's screens on its UINavigationController until the split moves (https://developer.apple.com/documentation/uikit/uisplitviewcontroller)"))
                break
            }
            let native = stackIsNative(unit)
            for c in owners[anchor] ?? [] {
                if native {
                    var item = ChecklistItem(.hazard, unit: id, "\(id), owned by coordinator '\(inventory.coordinators[c].id)': the coordinator's pushViewController calls have no UINavigationController to act on once the stack is a NavigationStack; have it drive the stack's path (NavigationPath) or retire it (https://developer.apple.com/documentation/swiftui/navigationpath)")
                    item.steps = [.navigationPath(anchor: anchor)]
                    items.append(item)
                } else {
                    // NavigationPath is iOS 16: below it the helper's NavigationView is driven by link state.
                    items.append(ChecklistItem(.hazard, unit: id, "\(id), owned by coordinator '\(inventory.coordinators[c].id)': the coordinator's pushViewController calls have no UINavigationController to act on once the stack is SwiftUI; until iOS 16 have it set the state of `NavigationLink(isActive:destination:label:)` links (NavigationPath is iOS 16), or retire it (https://developer.apple.com/documentation/swiftui/navigationlink)"))
                }
            }
            // Kept screens are units of their own: found as the stack's push targets.
            for m in unit.members {
                for e in graph.outgoing[m] where graph.edges[e].kind == .push {
                    guard let kept = graph.screen(graph.edges[e].to), kept.keepUIKit else { continue }
                    items.append(ChecklistItem(.hazard, unit: id, "\(id), keeping '\(kept.id)' UIKit through a representable: Apple does not document that a represented controller's navigationItem (title, bar buttons) reaches the NavigationStack's bar; set them with `.navigationTitle` and `.toolbar` on the representable, and check the bar on a device (https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable)"))
                }
            }
        }
        return items
    }

    /// The steps of `items`, in order, without their text (see `Checklist.steps`).
    static func steps(for unit: MigrationUnit, stage: Int, model: StageModel, makesHost: Bool, analysis: Analysis, owners: [Int: [Int]]) -> [Step] {
        let graph = analysis.graph, anchor = unit.members[0]
        var steps: [Step] = []
        if makesHost {
            let (uikitPresenters, styles, _) = Checklist.presenters(of: unit, stage: stage, model: model, graph: graph)
            if styles.contains(.popover) { steps.append(.styleOnHost(anchor: anchor, presenters: uikitPresenters)) }
            if styles.contains(.fullScreen) { steps.append(.styleOnHost(anchor: anchor, presenters: uikitPresenters)) }
        }
        if unit.strategy == .perNavigation, graph.containerKind(anchor) == .navigation, stackIsNative(unit) {
            for _ in owners[anchor] ?? [] { steps.append(.navigationPath(anchor: anchor)) }
        }
        return steps
    }

    static func stackIsNative(_ unit: MigrationUnit) -> Bool {
        unit.gates.contains { $0.gate == StrategyGate.navigationStack.id && $0.status == .native }
    }

    /// What a hosting controller made for the unit must do where UIKit shows it.
    private static func hostItems(for unit: MigrationUnit, stage: Int, model: StageModel, analysis: Analysis) -> [ChecklistItem] {
        let graph = analysis.graph
        let anchor = unit.members[0], id = unit.id
        var items: [ChecklistItem] = []
        // A host embedded as a child, or shown in a popover, sizes its container only when asked.
        // Only UIKit presenters present a host: a SwiftUI one uses a modifier and no host.
        let (uikitPresenters, styles, _) = Checklist.presenters(of: unit, stage: stage, model: model, graph: graph)
        if unit.strategy == .embedded || styles.contains(.popover) {
            items.append(ChecklistItem(.hazard, unit: id, "\(id): the hosting controller must size itself: `sizingOptions = .preferredContentSize` or `.intrinsicContentSize` from iOS 16, constraints on `view.intrinsicContentSize` below it (https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions)"))
        }
        if styles.contains(.popover) {
            items.append(ChecklistItem(.hazard, unit: id, steps: [.styleOnHost(anchor: anchor, presenters: uikitPresenters)], "\(id): give the popover a source before presenting the host (`popoverPresentationController?.sourceView` and `sourceRect`, or `sourceItem`); UIKit raises an exception on iPad without one (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller)"))
        }
        if styles.contains(.fullScreen) {
            items.append(ChecklistItem(.hazard, unit: id, steps: [.styleOnHost(anchor: anchor, presenters: uikitPresenters)], "\(id): set `modalPresentationStyle = .fullScreen` on the hosting controller before presenting it; UIKit shows it as a sheet otherwise, the default since iOS 13 (https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle)"))
        }
        // A host that is a UIKit tab: the tab bar reads the host's tabBarItem, not `.tabItem`.
        for e in graph.incoming[anchor] where graph.edges[e].kind == .tab && graph.framework(graph.edges[e].from) == .uikit
            && !unit.parentsInSwiftUI.contains(graph.ids[graph.edges[e].from]) {
            items.append(ChecklistItem(.hazard, unit: id, "\(id), a tab of UIKit tab bar '\(graph.ids[graph.edges[e].from])': set the hosting controller's `tabBarItem` (title, image, `badgeValue`); `.tabItem` and `.badge` in the SwiftUI view do nothing there (https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem)"))
            break
        }
        // A host pushed onto a UIKit stack by a screen that stays UIKit when it moves.
        if !graph.isContainer(anchor), unit.strategy != .perNavigation || unit.members.count == 1,
           graph.incoming[anchor].contains(where: { graph.edges[$0].kind == .push && !unit.members.contains(graph.edges[$0].from) }) {
            items.append(ChecklistItem(.hazard, unit: id, "\(id), pushed onto a UIKit stack: set the host's `title` (or `navigationItem`) before the push, so the back button and the transition show it, and `hidesBottomBarWhenPushed` where the UIKit screen did (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed)"))
        }
        return items
    }
}
