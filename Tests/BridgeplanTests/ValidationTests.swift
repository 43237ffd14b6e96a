import Bridgeplan
import Foundation
import Testing

/// Invalid inventories beside their expected diagnostics: each `.expected` line is
/// `line:column rule text-the-message-contains`. Every problem must be reported in one run,
/// at its node, and nothing else.
@Suite struct ValidationTests {
    /// A gate name written on many screens is one String in the model (the storage of a
    /// 100k-screen inventory's tens of thousands of `needs`); distinct names stay distinct.
    @Test func repeatedGateNamesShareOneString() throws {
        let checked = check(yaml: """
        version: 1
        app: { name: A, deployment_target: "17.0", root: Home }
        screens:
          - id: Home
            needs: [presentation-detents, observable-macro]
            present: [Other]
          - id: Other
            needs: [{ gate: presentation-detents }]
        """)
        let inventory = try #require(checked.analysis?.inventory)
        let home = inventory.screens[0].needs.map(\.gate), other = inventory.screens[1].needs.map(\.gate)
        #expect(home == ["presentation-detents", "observable-macro"])
        #expect(other == ["presentation-detents"])
        func storage(_ s: String) -> UnsafeRawPointer? { s.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil }
        #expect(storage(home[0]) == storage(other[0]))
        #expect(storage(home[0]) != storage(home[1]))
    }

    /// `app.entries`: what the system opens besides the root is reachable like the root, and
    /// an entry naming nothing is a reference error at its node.
    @Test func entriesAreReachableLikeTheRoot() throws {
        let checked = check(yaml: """
        version: 1
        app:
          name: A
          deployment_target: "16.0"
          root: Home
          entries:
            - { target: Promo, via: deep-link }
            - Receipt
        screens:
          - id: Home
          - id: Promo
            present: [Terms]
          - id: Terms
          - id: Receipt
          - id: Orphan
        """)
        let analysis = try #require(checked.analysis)
        #expect(analysis.inventory.app.entries.map(\.target.id) == ["Promo", "Receipt"])
        #expect(analysis.inventory.app.entries.first?.via == "deep-link")
        #expect(analysis.unreachableScreens == ["Orphan"])
        let message = checked.diagnostics.first { $0.rule.rawValue == "unreachable-screen" }?.message ?? ""
        #expect(message.contains("from the root 'Home' or an entry"))

        let broken = check(yaml: """
        version: 1
        app:
          name: A
          deployment_target: "16.0"
          root: Home
          entries: [{ target: Nowhere, vai: x }]
        screens:
          - id: Home
        """)
        let summary = broken.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule)" }
        #expect(summary.contains("6:23 undefined-reference") || summary.contains { $0.hasPrefix("6:") && $0.hasSuffix("reference") }, "\(summary)")
        #expect(summary.contains { $0.hasPrefix("6:") && $0.hasSuffix("unknown-key") }, "\(summary)")
    }

    /// Real roots: a root screen that swaps onboarding and the main tab bar embeds the tab
    /// bar, and the iPad root split shows it as a column. Both are valid; a tab bar embedded
    /// anywhere else is still an error at the embed.
    /// A page of a page view controller that a screen in a navigation stack embeds pushes onto
    /// that stack (its nearest ancestor navigation controller); a page of a pager nothing in a
    /// stack embeds does not.
    @Test func aPageOfAnEmbeddedPagerPushesOntoTheScreensStack() throws {
        let yaml = { (root: String) in
            """
            version: 1
            app: { name: A, deployment_target: "15.0", root: \(root) }
            containers:
            \(root == "PanelNav" ? "  - { id: PanelNav, kind: navigation, root: Panel }" : "")
              - { id: PanelPages, kind: pager, pages: [Status, Controls] }
            screens:
              - { id: Panel, embed: [PanelPages] }
              - id: Status
              - { id: Controls, push: [Detail] }
              - id: Detail
            """
        }
        let stacked = check(yaml: yaml("PanelNav"))
        #expect(stacked.diagnostics.filter { $0.rule.rawValue == "push-outside-navigation" }.isEmpty, "\(stacked.diagnostics)")
        #expect(stacked.analysis != nil)
        let bare = check(yaml: yaml("Panel"))
        #expect(bare.diagnostics.contains { $0.rule.rawValue == "push-outside-navigation" }, "Panel is in no stack when it is the root itself")
    }

    @Test func aTabBarUnderTheRootIsValid() throws {
        let embedded = check(yaml: """
        version: 1
        app: { name: A, deployment_target: "15.0", root: Root }
        containers:
          - { id: MainTabs, kind: tab-bar, tabs: [Home, Profile] }
        screens:
          - { id: Root, embed: [Onboarding, MainTabs] }
          - id: Onboarding
          - { id: Home, embed: [Other] }
          - id: Profile
          - id: Other
        """)
        #expect(embedded.diagnostics.filter { $0.rule.rawValue == "nested-tab-bar" }.isEmpty, "\(embedded.diagnostics)")
        #expect(embedded.analysis != nil)

        let column = check(yaml: """
        version: 1
        app: { name: A, deployment_target: "15.0", root: RootSplit }
        containers:
          - { id: RootSplit, kind: split, columns: [Sidebar, MainTabs] }
          - { id: MainTabs, kind: tab-bar, tabs: [Home] }
        screens:
          - id: Sidebar
          - id: Home
        """)
        #expect(column.diagnostics.filter { $0.rule.rawValue == "nested-tab-bar" }.isEmpty, "\(column.diagnostics)")

        let nested = check(yaml: """
        version: 1
        app: { name: A, deployment_target: "15.0", root: Root }
        containers:
          - { id: MainTabs, kind: tab-bar, tabs: [Home] }
        screens:
          - { id: Root, present: [Settings] }
          - { id: Settings, embed: [MainTabs] }
          - id: Home
        """)
        let errors = nested.diagnostics.filter { $0.rule.rawValue == "nested-tab-bar" }
        #expect(errors.count == 1 && errors.first?.location.line == 7, "\(nested.diagnostics)")

        // Inside a navigation stack or another tab bar it stays an error.
        let inStack = check(yaml: """
        version: 1
        app: { name: A, deployment_target: "15.0", root: Nav }
        containers:
          - { id: Nav, kind: navigation, root: Home }
          - { id: Inner, kind: tab-bar, tabs: [Other] }
        screens:
          - { id: Home, embed: [Inner] }
          - id: Other
        """)
        #expect(inStack.diagnostics.map { "\($0.rule):\($0.location.line)" } == ["nested-tab-bar:7"], "\(inStack.diagnostics.map(\.message))")
        let inTabs = check(yaml: """
        version: 1
        app: { name: A, deployment_target: "15.0", root: Outer }
        containers:
          - { id: Outer, kind: tab-bar, tabs: [Inner] }
          - { id: Inner, kind: tab-bar, tabs: [Other] }
        screens:
          - id: Other
        """)
        #expect(inTabs.diagnostics.map { "\($0.rule):\($0.location.line)" } == ["nested-tab-bar:4"], "\(inTabs.diagnostics.map(\.message))")
    }

    /// A long screen list is decoded in two halves on two threads (from 4,096 screens on):
    /// the result must be the one pass's, screens in file order and every problem in either
    /// half reported once, at its line.
    @Test func longScreenListsDecodeLikeShortOnes() throws {
        let count = 5000
        func inventory(_ screen: (Int) -> String) -> String {
            var yaml = "version: 1\napp: { name: A, deployment_target: \"17.0\", root: Nav }\n"
            yaml += "containers:\n  - { id: Nav, kind: navigation, root: S0 }\nscreens:\n"
            for i in 0..<count { yaml += "  - { id: S\(i)\(i + 1 < count ? ", push: [S\(i + 1)]" : "")\(screen(i)) }\n" }
            return yaml
        }
        let valid = check(yaml: inventory { _ in "" })
        let decoded = try #require(valid.analysis?.inventory)
        #expect(decoded.screens.map(\.id) == (0..<count).map { "S\($0)" })
        #expect(decoded.screens[4999].push.isEmpty && decoded.screens[2500].push.map(\.id) == ["S2501"])

        // Screen i is on line 6 + i; the halves meet at screen 2500.
        let broken = check(yaml: inventory { i in
            switch i {
            case 10: ", colour: red"
            case 2499: ", effort: lots"
            case 2500: ", present: [Nowhere]"
            case 4000: ", effort: lots"
            default: ""
            }
        })
        let found = broken.diagnostics.map { "\($0.location.line) \($0.rule)" }
        #expect(found == ["16 unknown-key", "2505 type-mismatch", "2506 undefined-reference", "4006 type-mismatch"])

        // Screens the decoder leaves out (not a mapping; no id), one in each half: the
        // second half's screens close the first half's gap, in order, so a reference to a
        // left-out screen is undefined and a repeated id names the first of the two.
        var lines = inventory { _ in "" }.split(separator: "\n").map(String.init)
        lines[5 + 5] = "  - [S5]"
        lines[5 + 2600] = "  - { effort: 2 }"
        lines[5 + 4000] = "  - { id: S7 }"
        // (The broken push chain leaves every later screen outside the stack: not counted.)
        let gaps = check(yaml: lines.joined(separator: "\n")).diagnostics.filter { $0.rule.rawValue != "push-outside-navigation" }
        let gapsFound = gaps.map { "\($0.location.line) \($0.rule)" }
        #expect(gapsFound == [
            "10 undefined-reference", "11 type-mismatch", "2605 undefined-reference", "2606 missing-key",
            "4005 undefined-reference", "4006 duplicate-id",
        ])
        #expect(gaps.last?.message.contains("line 13") == true)
    }

    /// A long screen list (decoded in two halves, from 4,096 screens on) makes the graph its
    /// references describe: every element's edges are its references, in order, with the
    /// embed item behind each embed edge, and the incoming lists are their mirror.
    @Test func longScreenListsMakeTheGraphTheirReferencesDescribe() throws {
        let count = 5000
        var yaml = "version: 1\napp: { name: A, deployment_target: \"17.0\", root: Nav }\n"
        yaml += "containers:\n  - { id: Nav, kind: navigation, root: S0 }\nscreens:\n"
        for i in 0..<count {
            var refs = i + 1 < count ? ", push: [S\(i + 1)]" : ""
            if i % 7 == 0 { refs += ", present: [{ target: S\(i * 13 % count) }]" }
            if i % 11 == 0 { refs += ", embed: [{ target: S\((i + 3) % count), containment: full, removal: full }]" }
            yaml += "  - { id: S\(i)\(refs) }\n"
        }
        let graph = try #require(check(yaml: yaml).analysis?.graph)
        var seen = 0
        for i in graph.containerCount..<graph.count {
            let screen = try #require(graph.screen(i))
            let expected = screen.push.map { "push \($0.id)" } + screen.present.map { "present \($0.target.id)" }
                + screen.embeds.map { "embed \($0.target.id)" }
            let found = graph.outgoing[i].map { e in "\(graph.edges[e].kind) \(graph.ids[graph.edges[e].to])" }
            #expect(found == expected, "edges of \(screen.id)")
            for e in graph.outgoing[i] {
                #expect(graph.incoming[graph.edges[e].to].contains(e))
                if graph.edges[e].kind == .embed { #expect(graph.embed(graph.edges[e])?.target.id == graph.ids[graph.edges[e].to]) }
                seen += 1
            }
        }
        #expect(seen == count - 1 + (count + 6) / 7 + (count + 10) / 11)
    }

    static let fixtures = files(under: "Tests/BridgeplanTests/Fixtures/invalid", ext: "yaml")

    struct Expected: CustomStringConvertible {
        var line: Int, column: Int, rule: String, text: String
        var description: String { "\(line):\(column) \(rule) \(text)" }
    }

    static func expectations(for fixture: String) throws -> [Expected] {
        let path = repoRoot.appendingPathComponent(String(fixture.dropLast(".yaml".count)) + ".expected")
        return try String(contentsOf: path, encoding: .utf8).split(separator: "\n").map { line in
            let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
            let position = parts[0].split(separator: ":").compactMap { Int($0) }
            return Expected(line: position[0], column: position[1], rule: parts[1], text: parts.count > 2 ? parts[2] : "")
        }
    }

    @Test(arguments: fixtures)
    func reportsEveryProblemAtItsNode(_ fixture: String) throws {
        let expected = try Self.expectations(for: fixture)
        let checked = try check(fixture)
        #expect(!checked.isFatal)
        #expect(checked.analysis == nil, "an inventory with schema errors is not analysed")
        let actual = checked.diagnostics
        #expect(actual.count == expected.count, "\(fixture): \(actual.map { "\($0.location.line):\($0.location.column) \($0.rule) \($0.message)" })")
        for e in expected {
            let match = actual.first { $0.location.line == e.line && $0.location.column == e.column && $0.rule.rawValue == e.rule }
            #expect(match != nil, "\(fixture): expected \(e)")
            if let match { #expect(match.message.contains(e.text), "\(match.message) should contain \(e.text)") }
        }
        #expect(actual == actual.sortedByLocation())
    }

    @Test func versionsCompareNumerically() {
        #expect(OSVersion("17.10")! > OSVersion("17.9")!)
        #expect(OSVersion("15")! == OSVersion("15.0")!)
        #expect(OSVersion("16.4.1")! > OSVersion("16.4")!)
        #expect(OSVersion("16.4.1")!.description == "16.4.1")
        #expect(OSVersion("15")!.description == "15.0")
        for bad in ["", "15.", ".1", "v15", "15.0.0.0", "1e3", "-1", "١٥"] { #expect(OSVersion(bad) == nil, "\(bad)") }
    }

    @Test func plainScalarsAreReadAsText() {
        // `yes` and `on` are not booleans here, and 16.10 stays 16.10 (not 16.1).
        let checked = check(yaml: """
        version: 1
        app: { name: on, deployment_target: 16.10, root: yes }
        screens: [{ id: "yes" }]
        """)
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
        #expect(checked.analysis?.inventory.app.deploymentTarget == OSVersion(16, 10))
        #expect(checked.analysis?.inventory.app.name == "on")
    }

    @Test func aliasesShareNeedsLists() {
        let checked = check(yaml: """
        version: 1
        app: { name: A, deployment_target: "16.0", root: Nav }
        containers: [{ id: Nav, kind: navigation, root: One }]
        screens:
          - { id: One, push: [Two], needs: &common [refreshable, searchable] }
          - { id: Two, needs: *common }
        """)
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
        let screens = checked.analysis?.inventory.screens ?? []
        #expect(screens.map { $0.needs.map(\.gate) } == [["refreshable", "searchable"], ["refreshable", "searchable"]])
    }

    @Test func suggestionsNeedToBeClose() {
        let checked = check(yaml: """
        version: 1
        app: { name: A, deployment_target: "16.0", root: Home }
        screens: [{ id: Home, zzzzzzzz: 1 }]
        """)
        let message = checked.diagnostics.first?.message ?? ""
        #expect(message.contains("unknown key 'zzzzzzzz'"))
        #expect(!message.contains("did you mean"))
    }
}
