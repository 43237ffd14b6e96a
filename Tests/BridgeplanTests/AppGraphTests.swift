@testable import Bridgeplan
import Testing

/// The graph numbers every element once and resolves references by id.
@Suite struct AppGraphTests {
    /// A repeated id stays the first element's: references resolve to it, and the repeat
    /// is recorded (for the validator's duplicate-id error), however many times it comes.
    @Test func aRepeatedIDResolvesToItsFirstElement() throws {
        let file = SourceFile(path: "repeated.yaml", text: """
            version: 1
            app: { name: Repeated, deployment_target: "15.0", root: Tabs }
            containers:
              - { id: Tabs, kind: tab-bar, tabs: [Home] }
            screens:
              - { id: Home, framework: swiftui }
              - { id: Home, framework: uikit }
              - { id: Other, present: [Home] }
              - { id: Home }
            """)
        let parsed = try YAMLLoader.parse(file)
        let inventory = try #require(InventoryDecoder(reader: NodeReader(document: parsed.document, file: file.path)).decode(file: file))
        let graph = AppGraph(inventory)
        let home = graph.containerCount
        #expect(graph.index["Home"] == home)
        #expect(graph.framework(home) == .swiftui)
        #expect(graph.duplicates.map(\.element) == [home + 1, home + 3])
        #expect(graph.duplicates.map(\.first) == [home, home])
        #expect(graph.edges.filter { graph.ids[$0.to] == "Home" }.allSatisfy { $0.to == home })
        #expect(graph.edges.filter { graph.ids[$0.to] == "Home" }.count == 2)
    }
}
