@testable import Bridgeplan
import Foundation
import Testing

/// The shapes of steps that could not be done, each a fixture with the checklist it gets now
/// beside it (`Fixtures/plan-shapes/NAME.expected.txt`), and the verifier catching each shape
/// when a step asks for it.
struct PlanVerifierTests {
    static let folder = "Tests/BridgeplanTests/Fixtures/plan-shapes"
    static let shapes = ["presenter-already-swiftui", "navigation-path-below-16", "nested-stack", "tab-bar-child", "detents-without-uikit-presenter", "library-pager-page", "alert-presented"]

    static func plan(_ name: String) throws -> Plan {
        let checked = try check("\(folder)/\(name).yaml")
        let analysis = try #require(checked.analysis, "\(checked.diagnostics.map(\.message))")
        return Planner.plan(analysis, diagnostics: checked.diagnostics)
    }

    @Test(arguments: shapes)
    func eachShapeGetsAStepThatCanBeDone(_ name: String) throws {
        let plan = try Self.plan(name)
        #expect(PlanVerifier.verify(plan).isEmpty, "\(PlanVerifier.verify(plan))")
        let lines = plan.stages.map { stage in
            "## Stage \(stage.index) (iOS \(stage.target)): \(stage.title)\n" + plan.checklist(stage).map { "- \($0)\n" }.joined()
        }
        try expectGolden(lines.joined(separator: "\n"), "\(Self.folder)/\(name).expected.txt")
    }

    static func element(_ plan: Plan, _ id: String) throws -> Int { try #require(plan.analysis.graph.index[id]) }

    static func stage(of id: String, _ plan: Plan) throws -> Int {
        let u = try #require(plan.units.firstIndex { $0.id == id })
        return try #require(plan.unitStage[u])
    }

    @Test func aUIKitPresentationFromASwiftUIPresenterIsCaught() throws {
        let plan = try Self.plan("presenter-already-swiftui")
        let player = try Self.element(plan, "Player"), detail = try Self.element(plan, "Detail"), feed = try Self.element(plan, "Feed")
        let s = try Self.stage(of: "Player", plan)
        let graph = plan.analysis.graph
        #expect(PlanVerifier.violation(.presentFromUIKit(anchor: player, presenters: [detail]), stage: s, model: plan.model, graph: graph)?.contains("SwiftUI by then") == true)
        #expect(PlanVerifier.violation(.presentFromSwiftUI(anchor: player, presenters: [feed]), stage: s, model: plan.model, graph: graph)?.contains("still UIKit") == true)
        #expect(PlanVerifier.violation(.styleOnHost(anchor: player, presenters: [detail]), stage: s, model: plan.model, graph: graph) != nil)
        #expect(PlanVerifier.violation(.presentFromUIKit(anchor: player, presenters: [feed]), stage: s, model: plan.model, graph: graph) == nil)
    }

    @Test func navigationPathBelow16AndAddChildToATabBarAreCaught() throws {
        let paths = try Self.plan("navigation-path-below-16")
        let checkout = try Self.element(paths, "Checkout")
        let s = try Self.stage(of: "Checkout", paths)
        #expect(PlanVerifier.violation(.navigationPath(anchor: checkout), stage: s, model: paths.model, graph: paths.analysis.graph)?.contains("iOS 16") == true)

        let tabs = try Self.plan("tab-bar-child")
        let player = try Self.element(tabs, "MiniPlayer"), bar = try Self.element(tabs, "Tabs"), home = try Self.element(tabs, "Home")
        let t = try Self.stage(of: "MiniPlayer", tabs)
        #expect(PlanVerifier.violation(.embedWithAddChild(anchor: player, parents: [bar]), stage: t, model: tabs.model, graph: tabs.analysis.graph)?.contains("tab-bar") == true)
        #expect(PlanVerifier.violation(.embedWithAddChild(anchor: player, parents: [home]), stage: t, model: tabs.model, graph: tabs.analysis.graph) == nil)
    }

    @Test func addChildIntoALibraryPagerOrOfAnAlertIsCaught() throws {
        let pager = try Self.plan("library-pager-page")
        let home = try Self.element(pager, "Home"), page = try Self.element(pager, "Trending")
        let s = try Self.stage(of: "Trending", pager)
        #expect(PlanVerifier.violation(.embedWithAddChild(anchor: page, parents: [home]), stage: s, model: pager.model, graph: pager.analysis.graph)?.contains("paging library") == true)
        #expect(pager.checklist(pager.stages[s]).contains { $0.contains("from `viewControllers(for:)`") && $0.contains("no addChild") })
        #expect(!pager.checklist(pager.stages[s]).contains { $0.contains("embedSwiftUI") })

        let alerts = try Self.plan("alert-presented")
        let undo = try Self.element(alerts, "UndoAlert"), message = try Self.element(alerts, "Message")
        #expect(PlanVerifier.violation(.embedWithAddChild(anchor: undo, parents: [message]), stage: 0, model: alerts.model, graph: alerts.analysis.graph)?.contains("UIAlertController") == true)
        let lines = alerts.stages.flatMap { alerts.checklist($0) }
        #expect(!lines.contains { $0.contains("UndoAlert") && $0.contains("representable") && !$0.contains("no container or representable") })
        #expect(lines.contains { $0.contains("alert 'DeleteConfirm'") && $0.contains("`.alert(isPresented:content:)`") })
    }

    @Test func aShimNoUnitUsesIsCaught() throws {
        var plan = try Self.plan("detents-without-uikit-presenter")
        #expect(!plan.stages[0].shims.contains("sheet-detents"))
        #expect(plan.checklist(plan.stages[try Self.stage(of: "Filters", plan)]).contains { $0.contains("opens at full height until the 16 raise") })
        plan.stages[0].shims.append("sheet-detents")
        #expect(PlanVerifier.verify(plan).map(\.reason) == ["no unit in the plan uses it"])
    }

    @Test func aStageBelowTheOneBeforeIsCaughtOnce() throws {
        var plan = try Self.plan("nested-stack")
        let last = plan.stages.count - 1
        plan.stages[last].target = OSVersion(15)
        plan.model.targets[last] = OSVersion(15)
        let failures = PlanVerifier.verify(plan).filter { $0.reason.contains("below the stage before") }
        #expect(failures.map(\.stage) == [last])
    }

    @Test func aNestedStackNeverUnwoundIsCaught() throws {
        var plan = try Self.plan("nested-stack")
        #expect(PlanVerifier.verify(plan).isEmpty)
        for s in plan.stages.indices { plan.stages[s].plannedItems.removeAll { !$0.steps.isEmpty } }
        let failures = PlanVerifier.verify(plan)
        #expect(failures.map(\.reason) == ["a NavigationStack inside another SwiftUI stack, never unwound"])
        #expect(failures.first?.unit == "Inner")
    }

    @Test func aBridgeLeftToAMovedScreenIsCaught() throws {
        var plan = try Self.plan("tab-bar-child")
        // As if the plan forgot to move Search: its edges to the SwiftUI stack stay live.
        plan.model.swiftUIAfter[try Self.element(plan, "Search")] = .max
        let failures = PlanVerifier.verify(plan)
        #expect(!failures.isEmpty && failures.allSatisfy { $0.reason.contains("'Search'") })
    }

    @Test func everyExampleUnderConfigPassesTheVerifier() throws {
        // The verifier runs in `plan` itself: every example under Config passes it.
        for path in files(under: "Config/examples", ext: "yaml") {
            let checked = try check(path)
            guard let analysis = checked.analysis else { continue }
            #expect(PlanVerifier.verify(Planner.plan(analysis, diagnostics: checked.diagnostics)).isEmpty, "\(path)")
        }
    }
}
