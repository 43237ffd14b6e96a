@testable import BridgeplanScan
import Testing

/// What the facts phase records of SwiftUI code: which calls are navigation sinks and where,
/// what a result builder returns, the views a switch gives per case, and enum cases written as
/// values. The fixtures under Fixtures/Flow/SwiftUI* check the drafts these lead to.
@Suite struct SwiftUIFactsTests {
    static func facts(_ source: String) -> FlowFile {
        Extractor.facts(source: source, relativePath: "V.swift", displayPath: "V.swift").flow
    }

    /// SwiftUI's own labels decide: `.sheet(isPresented:)` shows a view, an app's `.sheet(style:)`
    /// does not; `NavigationLink(destination:)` and `{ } label: { }` push, `NavigationLink(value:)`
    /// alone does not (its view comes from a destination), a link with an initialiser SwiftUI
    /// lacks (`unwrapping:case:`) pushes what its closure builds.
    /// A window group whose view is a library's wrapper (`ThemePickerContainer { ZStack {
    /// RootTabView() } }`): the views inside its content are kept in turn, outermost first, and
    /// the app's root is the first the app declares.
    @Test func windowGroupViewsInsideWrappersAreKept() throws {
        let source = """
        import SwiftUI
        import ThemeKit
        @main struct RadioApp: App {
            var body: some Scene {
                WindowGroup {
                    ThemePickerContainer(configuration: config) {
                        ZStack {
                            RootTabView()
                                .environment(appState)
                            #if DEBUG
                            DebugHUD()
                            #endif
                        }
                    }
                }
            }
        }
        struct RootTabView: View { var body: some View { Text("") } }
        struct DebugHUD: View { var body: some View { Text("") } }
        """
        let facts = Extractor.facts(source: source, relativePath: "App.swift", displayPath: "App.swift")
        let app = try #require(facts.types.first { $0.name == "RadioApp" })
        #expect(app.windowGroupRoot?.views == ["ThemePickerContainer", "ZStack", "RootTabView"])
        try withApp(["App.swift": source]) { root in
            let draft = try SourceScanner.scan([root]).draft
            #expect(draft.contains("root: \"RootTabView\""))
        }
    }

    @Test func sinksFollowSwiftUIsLabels() throws {
        let file = Self.facts("""
        import SwiftUI
        struct Home: View {
            var body: some View {
                List {
                    NavigationLink(destination: Detail()) { Text("a") }
                    NavigationLink { Detail() } label: { Text("b") }
                    NavigationLink(value: 3) { Text("c") }
                    NavigationLink(unwrapping: $route, case: \\.edit) { _ in Editor() }
                }
                .sheet(isPresented: $composing) { Composer() }
                .sheet(style: .large)
                .fullScreenCover(item: $photo) { Viewer(photo: $0) }
                .popover(isPresented: $info) { Info() }
                .navigationDestination(for: Item.self) { ItemView(item: $0) }
            }
        }
        """)
        let sinks = file.functions.flatMap(\.sinks).sorted { $0.position.line < $1.position.line }
        #expect(sinks.map(\.sink) == [.link, .link, .link, .sheet, .cover, .popover, .link], "\(sinks.map(\.text))")
        #expect(sinks.map(\.position.line) == [5, 6, 8, 10, 12, 13, 14])
        // A modifier's site is its own line, not the first line of the chain it ends.
        #expect(sinks.first { $0.sink == .sheet }?.position.line == 10)
        #expect(sinks.last?.valueType == "Item")
    }

    /// In a result builder every view written as a statement is returned, and in a `switch` over
    /// a parameter or `self` each is kept with the cases it is returned for.
    @Test func builderStatementsAreReturnsPerCase() throws {
        let file = Self.facts("""
        import SwiftUI
        enum Page {
            case settings(String), about
            @ViewBuilder func view() -> some View {
                switch self {
                case let .settings(section): SettingsView(section: section)
                case .about: AboutView().padding()
                }
            }
        }
        """)
        let view = try #require(file.functions.first { $0.name == "view" })
        let returned = view.statements.compactMap { statement -> String? in
            var e: FlowExpr
            if case .ret(let value) = statement { e = value } else { return nil }
            while case .call(let receiver?, _, _, _) = e { e = receiver }
            if case .construct(let type, _, _, _) = e { return type } else { return nil }
        }
        #expect(returned == ["SettingsView", "AboutView"])
        #expect(view.caseReturns.map(\.cases) == [["settings"], ["about"]])
        #expect(view.caseReturns.allSatisfy { $0.parameter == "self" })
        #expect(file.enumCases["Page"] == ["settings", "about"])
    }

    /// A postfix `#if` keeps the view it modifies and the modifiers of the clause that builds
    /// for iOS (a sheet among them); the macOS clause's are left out.
    @Test func postfixIfConfigKeepsTheViewAndItsIOSModifiers() throws {
        let file = Self.facts("""
        import SwiftUI
        struct Home: View {
            var body: some View {
                Form { Text("x") }
                #if os(macOS)
                    .sheet(isPresented: $a) { MacOnly() }
                #else
                    .sheet(isPresented: $b) { Phone() }
                #endif
            }
        }
        """)
        let sinks = file.functions.flatMap(\.sinks)
        #expect(sinks.count == 1)
        #expect(sinks.first?.position.line == 8)
        let body = try #require(file.functions.first { $0.name == "body" })
        #expect(body.statements.contains { if case .ret(.construct("Form", _, _, _)) = $0 { true } else { false } })
    }

    /// Enum cases written as values, innermost first, with the type when it is written.
    @Test func caseNamesAreReadInnermostFirst() {
        let nested = FlowExpr.call(receiver: nil, name: ".settings", args: [FlowArgument(label: nil, value: .implicitMember("accountSignIn"))], call: 0)
        #expect(nested.caseNames == ["accountSignIn", "settings"])
        #expect(nested.isCase)
        #expect(FlowExpr.member(.name("Route"), "profile").caseNames == ["profile"])
        #expect(FlowExpr.call(receiver: nil, name: ".init", args: [], call: 0).isCase == false)
        let file = Self.facts("""
        struct Row {
            func tap() { router.navigate(to: .thread(id: 1)); sheet = Route.compose }
        }
        """)
        let uses = file.functions.flatMap(\.caseUses)
        #expect(uses.map(\.name) == ["thread", "compose"])
        #expect(uses.map(\.type) == [nil, "Route"])
    }

    /// A case looked up in a collection is read, not written: no route's source.
    @Test func aCaseLookedUpIsNoRoute() {
        let file = Self.facts("""
        struct AliasDetail {
            func tap() {
                if options.contains(.contacts) { router.navigate(to: .mailboxes) }
                let i = tabs.firstIndex(of: .settings)
                selected.remove(.notes)
            }
        }
        """)
        #expect(file.functions.flatMap(\.caseUses).map(\.name) == ["mailboxes"])
    }
}
