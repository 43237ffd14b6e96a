import Bridgeplan
import Foundation
import Testing

/// Plans never ask for a step that cannot be done at that point, and say what the step is.
@Suite struct PlanStepTests {
    static func plan(_ yaml: String) throws -> Plan {
        let checked = Pipeline.check(SourceFile(path: "app.yaml", text: yaml))
        let analysis = try #require(checked.analysis, "\(checked.diagnostics.map(\.message))")
        return Planner.plan(analysis, diagnostics: checked.diagnostics)
    }

    static func lines(_ plan: Plan, of unit: String) -> (stage: Int, lines: [String]) {
        let u = plan.units.firstIndex { $0.id == unit }!
        let stage = plan.unitStage[u]!
        return (stage, plan.checklist(plan.stages[stage]).filter { $0.hasPrefix(unit + ":") })
    }

    /// A stage's checklist reads as work: a hazard two units share is one line naming both,
    /// each screen of a stack is a task with its effort, and an info finding is a note.
    @Test func sharedHazardsOnceScreensAsTasksInfosAsNotes() throws {
        let plan = try Self.plan("""
        version: 1
        app: { name: A, deployment_target: "15.0", root: Tabs }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Tabs, kind: tab-bar, tabs: [Home, Nav] }
          - { id: Nav, kind: navigation, root: List }
        screens:
          - { id: Home, present: [{ target: Filters, style: popover }, { target: Sort, style: popover }] }
          - { id: List, push: [Item], effort: 2 }
          - { id: Item, effort: 5 }
          - { id: Filters }
          - { id: Sort }
        """)
        let modals = plan.stages.first { stage in stage.units.contains { plan.units[$0].id == "Filters" } }!
        let sizing = plan.checklist(modals).filter { $0.contains("sizingOptions") }
        #expect(sizing.count == 1 && sizing.first?.hasPrefix("Filters, Sort: the hosting controller must size itself") == true, "\(sizing)")
        let stacks = plan.stages.first { stage in stage.units.contains { plan.units[$0].id == "Nav" } }!
        let lines = plan.readableChecklist(stacks)
        #expect(lines.filter { $0.action == .migrateScreen }.map(\.text) == ["Nav: rewrite 'Item' in SwiftUI (5 points)", "Nav: rewrite 'List' in SwiftUI (2 points)"])
        let note = try #require(lines.first { $0.rule == .navigationViewBelow16 })
        #expect(note.isNote && lines.last?.rule == .navigationViewBelow16, "notes come after the tasks")
        let markdown = PlanFormat.markdown.render(plan)
        #expect(markdown.contains("- Note: Nav: stack 'Nav' ships on iOS 15.0") && !markdown.contains("- [ ] Nav: stack 'Nav' ships"))
    }

    /// The tab bar is rewritten at 15 while one tab waits for 16: the rewrite keeps that tab in
    /// a representable, and the tab's own stage replaces it (no host, no tabBarItem).
    /// Below iOS 13 nothing can move: one finding at the target says so, not one per gate per unit.
    @Test func aTargetBelowSwiftUIIsOneFinding() throws {
        let yaml = """
        version: 1
        app: { name: Old, deployment_target: "10.0", root: Nav }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Nav, kind: navigation, root: Home }
        screens:
          - { id: Home, push: [Detail], present: [Sheet], needs: [refreshable] }
          - { id: Detail }
          - { id: Sheet }
        """
        let checked = Pipeline.check(SourceFile(path: "app.yaml", text: yaml))
        let gates = checked.diagnostics.filter { $0.rule == .gateUnmet }
        #expect(gates.count == 1)
        #expect(gates.first?.location.line == 2 && gates.first?.message.contains("SwiftUI needs iOS 13.0") == true)
        // With a raise to 13 planned, the gates above it are judged one by one again.
        let raised = Pipeline.check(SourceFile(path: "app.yaml", text: yaml.replacingOccurrences(of: #"deployment_target: "10.0","#, with: #"deployment_target: "10.0", target_roadmap: [{ version: "13.0" }],"#)))
        #expect(raised.analysis != nil)
        #expect(!raised.diagnostics.contains { $0.message.contains("SwiftUI needs iOS 13.0") })
    }

    /// A screen rewritten in SwiftUI on 14 cannot put a UIRefreshControl on a SwiftUI list:
    /// the step keeps its list a UIKit table inside it, with the shim on that.
    @Test func pullToRefreshBelow15KeepsAUIKitListInsideTheMovedScreen() throws {
        let plan = try Self.plan("""
        version: 1
        app: { name: Feed, deployment_target: "14.0", root: Tabs }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Tabs, kind: tab-bar, tabs: [FeedNav, MoreNav] }
          - { id: FeedNav, kind: navigation, root: Feed }
          - { id: MoreNav, kind: navigation, root: More }
        screens:
          - { id: Feed, needs: [refreshable] }
          - { id: More }
        """)
        let stage = Self.lines(plan, of: "FeedNav").stage
        let lines = plan.checklist(plan.stages[stage])
        #expect(plan.stages[stage].target == OSVersion(14))
        #expect(lines.contains { $0.hasPrefix("Feed: .refreshable(action:) is iOS 15.0+; until then its list stays a UITableView or UICollectionView hosting SwiftUI rows, inside the SwiftUI screen through a UIViewControllerRepresentable") })
        #expect(!lines.contains { $0.contains("the screen keeps in UIKit") })
        #expect(plan.stages[0].shims.contains("refresh-control"))
    }

    /// When a parent becomes SwiftUI, the hosts earlier stages made for its children go, and
    /// what UIKit read from them (a tab's tabBarItem) moves to SwiftUI.
    @Test func theRootRewriteUnwindsTheHostsOfItsTabs() throws {
        let plan = try #require(BridgeplanTests.plan(try check("Config/examples/marketplace.yaml")))
        let (stage, lines) = Self.lines(plan, of: "MarketTabs")
        let tabs = lines.filter { $0.contains("was hosted in stage") && $0.contains("`tabBarItem`") }
        #expect(tabs.count == 3)
        // Each tab was hosted in a stage before the rewrite.
        for line in tabs {
            let hosted = try #require(Int(line.split(separator: "stage ")[1].prefix { $0.isNumber }))
            #expect(hosted < stage)
        }
        #expect(lines.contains { $0.hasPrefix("MarketTabs: 'LiveMiniPlayer', hosted over the tab bar in stage 1, becomes `.safeAreaInset(edge: .bottom)`") })
    }

    /// A screen that becomes SwiftUI and presents a controller that stays UIKit is told how:
    /// the modifier for its style around a representable, for good or until the target moves.
    @Test func aSwiftUIPresenterOfAUIKitControllerGetsARepresentable() throws {
        let plan = try Self.plan("""
        version: 1
        app: { name: P, deployment_target: "15.0", root: HomeNav }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: HomeNav, kind: navigation, root: Home }
        screens:
          - { id: Home, push: [Detail] }
          - { id: Detail, present: [Scanner, { target: Player, style: full-screen }, Share] }
          - { id: Scanner, keep_uikit: true }
          - { id: Player, effort: 30, needs: [navigation-stack] }
          - { id: Share, uikit_class: UIActivityViewController, keep_uikit: true }
        """)
        let all = plan.stages.flatMap { plan.checklist($0) }
        #expect(all.contains { $0.hasPrefix("Detail: present UIKit 'Scanner' with `.sheet(isPresented:)` around a UIViewControllerRepresentable that makes it, for good") })
        // The system controller gets its SwiftUI form instead.
        #expect(!all.contains { $0.contains("present UIKit 'Share'") })
        #expect(all.contains { $0.hasPrefix("Detail: it presents UIKit 'Share', which SwiftUI offers as ShareLink") })
        // Player moves first (a modal stage before the root rewrite): no representable for it.
        #expect(!all.contains { $0.contains("present UIKit 'Player'") })
    }

    /// A stack that is a column of a split still UIKit hears of the split's own wrapper bar.
    @Test func aStackInAUIKitSplitColumnWarnsOfTheSecondBar() throws {
        let plan = try #require(BridgeplanTests.plan(try check("Config/examples/marketplace.yaml")))
        let detail = plan.checklist(plan.stages[Self.lines(plan, of: "SellerDetailNav").stage])
        #expect(detail.contains { $0.hasPrefix("SellerDetailNav, a column of UIKit split 'SellerDashboardSplit': a column-style split") })
        #expect(plan.stages.flatMap { plan.checklist($0) }.filter { $0.contains("column-style split") }.count == 1)
    }

    /// A rewrite names its screens, largest first, so the work has an item per screen.
    @Test func aRewriteListsItsScreensLargestFirst() throws {
        let plan = try Self.plan("""
        version: 1
        app: { name: Small, deployment_target: "16.0", root: Nav }
        policy: { full_rewrite_max_screens: 8 }
        containers:
          - { id: Nav, kind: navigation, root: Home }
        screens:
          - { id: Home, push: [Feed, About], effort: 3 }
          - { id: Feed, effort: 12 }
          - { id: About }
        """)
        let lines = Self.lines(plan, of: "Nav").lines
        #expect(Array(lines.prefix(3)) == ["Nav: rewrite 'Feed' in SwiftUI (12 points)", "Nav: rewrite 'Home' in SwiftUI (3 points)", "Nav: rewrite 'About' in SwiftUI (1 point)"], "one task per screen, largest first: \(lines)")
    }

    /// A screen that moves to SwiftUI and presents a kept share sheet is told its SwiftUI form,
    /// and from which version.
    @Test func aSystemControllerWithASwiftUIFormIsReplacedWhereItIsPresented() throws {
        let plan = try Self.plan("""
        version: 1
        app: { name: Share, deployment_target: "15.0", root: Tabs }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Tabs, kind: tab-bar, tabs: [FeedNav, MoreNav] }
          - { id: FeedNav, kind: navigation, root: Feed }
          - { id: MoreNav, kind: navigation, root: More }
        screens:
          - { id: Feed, present: [UIActivityViewController] }
          - { id: More }
          - { id: UIActivityViewController, keep_uikit: true }
        """)
        let stage = Self.lines(plan, of: "FeedNav").stage
        let lines = plan.checklist(plan.stages[stage])
        #expect(lines.contains("Feed: it presents UIKit 'UIActivityViewController', which SwiftUI offers as ShareLink from iOS 16.0 (until then present the controller through a representable): use it there and that bridge goes"))
    }

    @Test func aTabThatWaitsIsKeptByTheRewrittenTabBar() throws {
        let plan = try Self.plan("""
        version: 1
        app: { name: A, deployment_target: "15.0", root: Tabs, target_roadmap: ["16.0"] }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Tabs, kind: tab-bar, tabs: [HomeNav, SellNav] }
          - { id: HomeNav, kind: navigation, root: Home }
          - { id: SellNav, kind: navigation, root: Sell }
        screens:
          - id: Home
          - { id: Sell, needs: [table] }
        """)
        let tabs = Self.lines(plan, of: "Tabs"), sell = Self.lines(plan, of: "SellNav")
        #expect(tabs.stage < sell.stage)
        #expect(plan.checklist(plan.stages[tabs.stage]).contains { $0.hasPrefix("Tabs: keep UIKit 'SellNav'") })
        #expect(sell.lines.first?.contains("in Tabs, already SwiftUI, replace the UIViewControllerRepresentable") == true, "\(sell.lines)")
        #expect(!sell.lines.contains { $0.contains("UIHostingController") || $0.contains("tabBarItem") }, "\(sell.lines)")
    }

    /// A tab kept UIKit under the new TabView warns that UIKit's bar hiding is not SwiftUI's,
    /// a kept screen brings the keyboard hazard once, and work no `effort:` counts is named.
    @Test func keptTabsKeyboardAndUncostedWorkAreSaid() throws {
        let yaml = """
        version: 1
        app: { name: A, deployment_target: "15.0", root: Tabs, target_roadmap: ["16.0"] }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Tabs, kind: tab-bar, tabs: [HomeNav, SellNav] }
          - { id: HomeNav, kind: navigation, root: Home }
          - { id: SellNav, kind: navigation, root: Sell }
        screens:
          - { id: Home, present: [Scanner] }
          - { id: Sell, needs: [table] }
          - { id: Scanner, keep_uikit: true }
        coordinators:
          - { id: HomeCoordinator, owns: HomeNav }
        """
        let plan = try Self.plan(yaml)
        let tabs = Self.lines(plan, of: "Tabs")
        #expect(tabs.lines.contains { $0.hasPrefix("Tabs: 'SellNav' stays UIKit inside the TabView: `hidesBottomBarWhenPushed`") }, "\(tabs.lines)")
        let all = plan.stages.flatMap { plan.checklist($0) }
        #expect(all.filter { $0.contains("keyboard's safe area") }.count == 1)
        #expect(plan.uncostedWork == ["rewriting coordinator 'HomeCoordinator' as SwiftUI navigation state", "deep links and state restoration at the root rewrite"])

        // Without the kept screen and the coordinator: no keyboard line, only the root's work.
        let plain = try Self.plan(yaml.replacingOccurrences(of: ", present: [Scanner]", with: "")
            .replacingOccurrences(of: "  - { id: Scanner, keep_uikit: true }\n", with: "")
            .replacingOccurrences(of: "coordinators:\n  - { id: HomeCoordinator, owns: HomeNav }", with: ""))
        #expect(!plain.stages.flatMap { plain.checklist($0) }.contains { $0.contains("keyboard's safe area") })
        #expect(plain.uncostedWork == ["deep links and state restoration at the root rewrite"])
    }

    /// A child that moves after its parent became SwiftUI replaces the representable: it is not
    /// told to size a host, and brings no containment helper.
    @Test func aChildAfterItsSwiftUIParentMakesNoHost() throws {
        let plan = try Self.plan("""
        version: 1
        app: { name: A, deployment_target: "15.0", root: Nav, target_roadmap: ["17.0"] }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Nav, kind: navigation, root: Home }
        screens:
          - { id: Home, embed: [Rail] }
          - { id: Rail, needs: [scroll-target-layout] }
        """)
        let rail = Self.lines(plan, of: "Rail")
        #expect(rail.lines == ["Rail: in Home, already SwiftUI, replace the UIViewControllerRepresentable that keeps it with its SwiftUI view (no hosting controller, no addChild)"])
        let unit = try #require(plan.units.first { $0.id == "Rail" })
        #expect(unit.shims.isEmpty && plan.stages[rail.stage].shims.isEmpty)
    }

    /// UIHostingConfiguration is for cells: a header keeps one hosting controller for good, and
    /// the 16 raise does not tell it otherwise; a cell moves to the configuration.
    @Test func headersKeepAHostCellsTakeTheConfiguration() throws {
        let plan = try Self.plan("""
        version: 1
        app: { name: A, deployment_target: "15.0", root: Nav, target_roadmap: ["16.0"] }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Nav, kind: navigation, root: Home }
        screens:
          - { id: Home, embed: [{ target: Banner, in: header }, { target: Row, in: cell }] }
          - id: Banner
          - id: Row
        """)
        let everything = plan.stages.flatMap { plan.checklist($0) }
        #expect(!everything.contains { $0.contains("Banner") && $0.contains("replace its fallback") })
        #expect(!everything.contains { $0.hasPrefix("Banner: show it with UIHostingConfiguration") })
        let banner = try #require(plan.units.first { $0.id == "Banner" })
        #expect(banner.shims.contains("hosting-cell") && !banner.gates.contains { $0.gate == "ui-hosting-configuration" })
        let row = try #require(plan.units.first { $0.id == "Row" })
        #expect(row.gates.contains { $0.gate == "ui-hosting-configuration" })
    }

    /// A root screen that swaps onboarding and the main tab bar is rewritten with its tab bar,
    /// as the App's root view choosing between them.
    @Test func aRootSwitcherIsRewrittenWithItsTabBar() throws {
        let plan = try Self.plan("""
        version: 1
        app: { name: A, deployment_target: "16.0", root: RootSwitcher }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Tabs, kind: tab-bar, tabs: [HomeNav] }
          - { id: HomeNav, kind: navigation, root: Home }
        screens:
          - { id: RootSwitcher, embed: [Onboarding, Tabs] }
          - id: Onboarding
          - id: Home
        """)
        #expect(!plan.units.contains { $0.id == "Tabs" }, "the tab bar is no unit of its own")
        let root = Self.lines(plan, of: "RootSwitcher")
        #expect(root.lines.contains { $0.contains("switching between 'Onboarding', 'Tabs'") && $0.contains("'Tabs' as a TabView") })
    }

    /// An inventory whose navigation looks incomplete: stage 0 says so, and the summary names
    /// no deletion candidates.
    @Test func incompleteNavigationIsStageZerosAndDeletesNothing() throws {
        let plan = try Self.plan("""
        version: 1
        app: { name: A, deployment_target: "16.0", root: Nav }
        policy: { full_rewrite_max_screens: 0 }
        containers:
          - { id: Nav, kind: navigation, root: Home }
        screens:
          - { id: Home, push: [B] }
          - { id: B }
          - { id: C }
          - { id: D }
          - { id: E }
          - { id: F }
        """)
        #expect(plan.checklist(plan.stages[0]).contains { $0.hasPrefix("Fix navigation-incomplete") })
        #expect(!plan.stages.dropFirst().flatMap { plan.checklist($0) }.contains { $0.contains("[navigation-incomplete]") })
        let markdown = PlanFormat.markdown.render(plan)
        #expect(markdown.contains("| Deletion candidates | not listed: 4 of 6 screens are unreachable"))
    }

    /// `wait` without a 16 raise: the stack is blocked, and the error asks for a raise to 16.0.
    @Test func waitWithoutARaiseAsksForSixteen() throws {
        let checked = Pipeline.check(SourceFile(path: "app.yaml", text: """
        version: 1
        app: { name: A, deployment_target: "15.0", root: Tabs }
        policy: { full_rewrite_max_screens: 0, stacks_below_16: wait }
        containers:
          - { id: Tabs, kind: tab-bar, tabs: [Nav, Other] }
          - { id: Nav, kind: navigation, root: Home }
        screens:
          - { id: Home, push: [Detail] }
          - id: Detail
          - id: Other
        """))
        let unmet = checked.diagnostics.filter { $0.rule == .gateUnmet }
        #expect(unmet.count == 1 && unmet[0].message.hasSuffix("add a roadmap raise to 16.0 or drop the need"), "\(unmet.map(\.message))")
    }
}

/// The JSON plan's checklist items are the prose lines as data, index for index.
/// A screen's effort is counted once whatever reaches it: a page embedded in the stack's root
/// that also pushes itself (a thread that opens a thread) used to count nothing.
@Suite struct EffortTests {
    static func inventory(pagePushes: String) -> String {
        """
        version: 1
        app: { name: A, deployment_target: "15.0", root: Nav }
        containers:
          - { id: Nav, kind: navigation, root: Root }
        screens:
          - { id: Root, effort: 6, push: [Settings, A, B, C, D, E, F], embed: [{ target: Page }, { target: Web }] }
          - { id: Settings, framework: swiftui }
          - { id: A }
          - { id: B }
          - { id: C }
          - { id: D }
          - { id: E }
          - { id: F }
          - { id: Page, effort: 20, push: [\(pagePushes)] }
          - { id: Web, effort: 4 }
          - { id: Color }
        """
    }

    @Test func aScreenThatPushesItselfStillCounts() throws {
        let selfPushing = try #require(plan(check(yaml: Self.inventory(pagePushes: "Page, Color"))))
        let plain = try #require(plan(check(yaml: Self.inventory(pagePushes: "Color"))))
        #expect(plain.totalEffort == 38)
        #expect(selfPushing.totalEffort == 38, "\(selfPushing.units.map { "\($0.id) \($0.effort)" })")
        let nav = try #require(selfPushing.units.first { $0.screens.contains("Page") })
        #expect(nav.effort == 6 + 20 + 7 + 1, "Root, Page, A–F and Color at 1 each, and the navigation container's 1")
    }
}

/// A scanned draft's `unresolved:` items are navigation the plan does not know of: validate
/// says so once, at the first, with how many, and the plan's first stage lists each for review.
@Suite struct UnresolvedNavigationTests {
    static let draft = """
    version: 1
    app: { name: A, deployment_target: "16.0", root: Home }
    screens:
      - id: Home
        note: "unresolved: in a string is not an item"
    unresolved:
      - { call: "present(makeSheet())", at: "Home.swift:12", reason: "what it shows is not known" }
      - { call: "pushViewController(DetailViewController())", at: "Home.swift:20" }
    """

    @Test func unresolvedItemsAreCountedAtTheFirstAndReviewedInStageZero() throws {
        let checked = check(yaml: Self.draft)
        let found = checked.diagnostics.filter { $0.rule == .unresolvedNavigation }
        #expect(found.count == 1)
        #expect(found.first?.location.line == 7 && found.first?.location.column == 5)
        #expect(found.first?.severity == .info)
        #expect(found.first?.message.hasPrefix("2 navigation calls the scan could not resolve") == true, "\(found.first?.message ?? "")")
        let planned = try #require(plan(checked))
        let review = planned.checklistItems(planned.stages[0]).filter { $0.action == .reviewUnresolved }.map(\.text)
        #expect(review == [
            "Review present(makeSheet()) at Home.swift:12, which the scan could not resolve (what it shows is not known): add the edge it makes to the inventory, then delete its 'unresolved' item",
            "Review pushViewController(DetailViewController()) at Home.swift:20, which the scan could not resolve: add the edge it makes to the inventory, then delete its 'unresolved' item",
        ])
        #expect(PlanFormat.markdown.render(planned).contains("Review present(makeSheet()) at Home.swift:12"))
        let withoutThem = Self.draft.components(separatedBy: "unresolved:\n")[0]
        #expect(!check(yaml: withoutThem).diagnostics.contains { $0.rule == .unresolvedNavigation })
    }

    @Test func anItemWithoutItsCallIsASchemaError() {
        let checked = check(yaml: Self.draft + "\n  - { at: \"Home.swift:30\" }")
        #expect(checked.diagnostics.contains { $0.rule == .missingKey && $0.message.contains("'call'") }, "\(checked.diagnostics.map(\.message))")
    }
}

/// Lint findings carry the number of the element they are about, which the planner files
/// them by; a coordinator's findings carry none (coordinators are no elements of the graph).
@Suite struct FindingElementTests {
    @Test func findingsCarryTheirElement() throws {
        let checked = check(yaml: """
        version: 1
        app: { name: A, deployment_target: "16.0", root: Home }
        screens:
          - { id: Home, embed: [{ target: Chart, containment: view-only }] }
          - { id: Chart }
          - { id: Orphan }
        coordinators:
          - { id: Chart, view_controller_reference: strong }
        """)
        let analysis = try #require(checked.analysis, "\(checked.diagnostics.map(\.message))")
        let graph = analysis.graph
        let viewOnly = try #require(checked.diagnostics.first { $0.rule == .containmentViewOnly })
        #expect(viewOnly.element == graph.index["Chart"] && viewOnly.subject == "Chart")
        #expect(checked.diagnostics.first { $0.rule == .unreachableScreen }?.element == graph.index["Orphan"])
        // A coordinator that shares a screen's id is not that screen.
        let strong = try #require(checked.diagnostics.first { $0.rule == .coordinatorStrongReference })
        #expect(strong.element == nil && strong.subject == "Chart")
        let planned = try #require(plan(checked))
        let chartLines = planned.stages.flatMap { planned.checklist($0) }.filter { $0.hasPrefix("Chart: ") }
        #expect(!chartLines.contains { $0.contains("[coordinator-strong-reference]") }, "\(chartLines)")
    }
}

/// An unreachable screen the team accepts (its finding ignored with a reason) is no deletion
/// candidate: it is reached some way the inventory does not model.
@Suite struct DeletionCandidateTests {
    @Test func anAcceptedUnreachableScreenIsNotADeletionCandidate() throws {
        let yaml = """
        version: 1
        app: { name: A, deployment_target: "16.0", root: Home }
        screens:
          - id: Home
          - id: Orphan
          - { id: DeepLinked, ignore: [{ rule: unreachable-screen, reason: "opened by the widget's deep link" }] }
        """
        let checked = check(yaml: yaml)
        #expect(checked.ignored.map(\.subject) == ["DeepLinked"])
        let planned = try #require(plan(checked))
        #expect(planned.analysis.unreachableScreens == ["Orphan", "DeepLinked"])
        #expect(planned.analysis.deletionCandidates == ["Orphan"])
        #expect(PlanFormat.markdown.render(planned).contains("| Deletion candidates | `Orphan` |"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(PlanFormat.json.render(planned).utf8)) as? [String: Any])
        #expect(json["deletionCandidates"] as? [String] == ["Orphan"], "\(json.keys.sorted())")
    }
}

@Suite struct ChecklistItemTests {
    @Test func itemsMatchTheProseAndNameTheirRule() throws {
        let text = String(decoding: try source("Config/examples/marketplace.yaml").bytes, as: UTF8.self)
        let checked = Pipeline.check(SourceFile(path: "marketplace.yaml", text: text))
        let plan = Planner.plan(try #require(checked.analysis), diagnostics: checked.diagnostics)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(PlanFormat.json.render(plan).utf8)) as? [String: Any])
        let stages = try #require(json["stages"] as? [[String: Any]])
        let actions = Set(ChecklistItem.Action.allCases.map(\.rawValue))
        for stage in stages {
            let prose = try #require(stage["checklist"] as? [String])
            let items = try #require(stage["checklistItems"] as? [[String: Any]])
            #expect(prose.count == items.count)
            for (line, item) in zip(prose, items) {
                #expect(actions.contains(item["action"] as? String ?? ""), "\(item)")
                // A finding's line ends with its rule; a unit's line starts with its id or an element of it.
                if item["action"] as? String == "finding", let rule = item["rule"] as? String { #expect(line.hasSuffix("[\(rule)]")) }
                if item["action"] as? String == "fix", let rule = item["rule"] as? String { #expect(line.hasPrefix("Fix \(rule) ")) }
            }
        }
        let all = stages.flatMap { $0["checklistItems"] as? [[String: Any]] ?? [] }
        #expect(all.contains { $0["action"] as? String == "finding" && $0["rule"] as? String == "navigation-view-below-16" && $0["unit"] as? String == "CheckoutNav" })
        #expect(all.contains { $0["action"] as? String == "replace-representable" && $0["unit"] as? String == "SellNav" })
    }
}

/// Findings in the Markdown plan link to their inventory line, from wherever the report is read.
@Suite struct InventoryLinkTests {
    @Test(arguments: [
        ("Reports/plan.md", "Config/examples/app.yaml", "../Config/examples/app.yaml"),
        ("plan.md", "app.yaml", "app.yaml"),
        ("out/deep/plan.md", "./app.yaml", "../../app.yaml"),
        ("/tmp/plans/plan.md", "/tmp/app/ui.yaml", "../app/ui.yaml"),
        ("Reports/plan.md", "Reports/../Config/app.yaml", "../Config/app.yaml"),
    ])
    func linksAreRelativeToTheReportsFolder(_ report: String, _ inventory: String, _ expected: String) {
        #expect(RelativePath.link(from: report, to: inventory, cwd: "/work/repo") == expected)
    }

    @Test func standardOutputIsReadFromTheWorkingDirectory() {
        #expect(RelativePath.link(from: nil, to: "/work/repo/Config/app.yaml", cwd: "/work/repo") == "Config/app.yaml")
        // `-o /dev/stdout` (or any stream) is read where it is shown: from the working folder,
        // never from /dev, which would break the link and spell out the absolute path.
        for stream in ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", "/dev/null"] {
            #expect(RelativePath.link(from: stream, to: "/work/repo/Config/app.yaml", cwd: "/work/repo") == "Config/app.yaml", "\(stream)")
        }
    }

    /// A report written into a folder reached through a symbolic link links by the real
    /// folders: `link` → `b/reports`, so the inventory in `a` is two folders up, not one.
    @Test func linksFollowSymbolicLinks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-links-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/b/reports", withIntermediateDirectories: true)
        try "version: 1\n".write(toFile: root + "/a/app.yaml", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/b/reports")
        #expect(RelativePath.link(from: root + "/link/plan.md", to: root + "/a/app.yaml") == "../../a/app.yaml")
        #expect(RelativePath.link(from: "link/plan.md", to: "a/app.yaml", cwd: root) == "../../a/app.yaml")
    }

    @Test func findingsLinkToTheirLineOnlyWhenTheLinkIsKnown() throws {
        let checked = Pipeline.check(SourceFile(path: "my app.yaml", text: """
        version: 1
        app: { name: A, deployment_target: "15.0", root: Nav }
        containers:
          - { id: Nav, kind: navigation, root: Home }
        screens:
          - { id: Home, embed: [{ target: Panel, containment: missing-did-move }] }
          - id: Panel
        """))
        var plan = Planner.plan(try #require(checked.analysis), diagnostics: checked.diagnostics)
        #expect(!PlanFormat.markdown.render(plan).contains("#L6"))
        plan.inventoryLink = "../my app.yaml"
        #expect(PlanFormat.markdown.render(plan).contains("[my app.yaml:6:"), "the visible text stays the location")
        #expect(PlanFormat.markdown.render(plan).contains("](../my%20app.yaml#L6)"))
        // A parenthesis in the path would end the destination: encoded.
        plan.inventoryLink = "../app (old).yaml"
        #expect(PlanFormat.markdown.render(plan).contains("](../app%20%28old%29.yaml#L6)"))
    }
}
