import Bridgeplan
import Foundation
import Testing

@Suite struct CatalogTests {
    @Test func builtInCatalogReadsCleanly() throws {
        let (catalog, diagnostics) = try GateCatalogDecoder.decode(try source("Config/gates.yaml"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(catalog.order.count == 167)
        #expect(GateCatalog.builtIn.order == catalog.order, "the compiled-in catalog is Config/gates.yaml")
        for gate in catalog.all {
            #expect(!gate.source.isEmpty, "\(gate.id) has no source")
            if let fallback = gate.fallback {
                #expect(!fallback.source.isEmpty, "\(gate.id)'s fallback has no source")
                #expect(["verified", "likely", "unsure"].contains(fallback.confidence))
                if let other = fallback.gate { #expect(catalog[other] != nil, "\(gate.id) falls back to unknown \(other)") }
                if let shim = fallback.shim { #expect(Shim(rawValue: shim) != nil, "\(gate.id): unknown shim \(shim)") }
            }
        }
    }

    /// Facts checked by hand against Apple's documentation, as the catalog must state them.
    @Test(arguments: [
        ("navigation-stack", "16.0"), ("refreshable", "15.0"), ("environment-dismiss", "15.0"),
        ("observable-macro", "17.0"), ("preview-macro", "13.0"), ("preview-macro-uikit", "17.0"),
        ("searchable", "15.0"), ("task", "15.0"), ("presentation-detents", "16.0"), ("app-protocol", "14.0"),
        ("ui-hosting-configuration", "16.0"), ("refreshable-scroll-view", "16.0"), ("presentation-mode", "13.0"),
    ])
    func introducedVersions(_ id: String, _ version: String) throws {
        let gate = try #require(GateCatalog.builtIn[id])
        #expect(gate.introduced == OSVersion(version)!)
    }

    @Test func fallbacksHaveTheirOwnMinimum() throws {
        let catalog = GateCatalog.builtIn
        let detents = try #require(catalog["presentation-detents"])
        #expect(detents.fallback?.minimum == OSVersion(15))
        #expect(detents.status(at: OSVersion(14)) == .unmet)
        #expect(detents.status(at: OSVersion(15)) == .fallback)
        #expect(detents.status(at: OSVersion(16)) == .native)
        #expect(detents.metFrom == OSVersion(15))
        #expect(catalog["environment-dismiss"]?.fallback?.gate == "presentation-mode")
        #expect(catalog["environment-dismiss"]?.fallback?.minimum == OSVersion(13))
        #expect(catalog["navigation-stack"]?.fallback?.shim == "navigation-stack-or-view")
        #expect(catalog["refreshable"]?.fallback?.minimum == OSVersion(13))
        #expect(catalog["navigation-link-is-active"]?.deprecated == OSVersion(16))
        #expect(catalog["navigation-view"]?.softDeprecated == true)
    }

    /// The facts the reference corrected: wording a user acts on must say the right version.
    @Test func correctedFactsAreStated() throws {
        let catalog = GateCatalog.builtIn
        #expect(catalog["presentation-corner-radius"]?.fallback?.text.contains("preferredCornerRadius (iOS 15)") == true)
        #expect(catalog["toolbar-visibility"]?.softDeprecated == true)
        #expect(catalog["toolbar-visibility"]?.replacement?.contains("toolbarVisibility(_:for:) (iOS 18)") == true)
        #expect(catalog["context-menu"]?.introduced == OSVersion(13) && catalog["context-menu-preview"]?.introduced == OSVersion(16))
        #expect(catalog["tab-view-style-page"]?.introduced == OSVersion(14))
        #expect(catalog["map-legacy"]?.deprecated == OSVersion(17))
        // A SwiftUI ScrollView exposes no UIScrollView: the fallback never suggests reaching one.
        #expect(catalog["refreshable"]?.fallback?.text.contains("introspection") == false)
    }

    /// Names people reach for suggest the catalog's ids.
    @Test(arguments: [("charts", "swift-charts"), ("observable", "observable-macro"), ("storekit", "storekit-views")])
    func aliasesSuggestTheGate(_ typed: String, _ suggested: String) {
        let checked = Pipeline.check(SourceFile(path: "app.yaml", text: """
        version: 1
        app: { name: A, deployment_target: "16.0", root: Home }
        screens:
          - { id: Home, needs: [\(typed)] }
        """))
        let unknown = checked.diagnostics.filter { $0.rule == .unknownGate }
        #expect(unknown.count == 1 && unknown[0].message.hasSuffix("did you mean '\(suggested)'?"), "\(unknown.map(\.message))")
    }

    @Test func userFilesAddAndReplaceGates() throws {
        let file = SourceFile(path: "mine.yaml", text: """
        version: 1
        gates:
          - id: navigation-stack
            api: NavigationStack (team policy)
            introduced: "16.0"
            source: our wiki
          - id: design-kit
            api: DesignKit
            introduced: "17.0"
            fallback: { text: DesignKit 2, minimum: "14.0", source: changelog }
            source: internal
        """)
        let (extra, diagnostics) = try GateCatalogDecoder.decode(file)
        #expect(diagnostics.isEmpty)
        var catalog = GateCatalog.builtIn
        catalog.merge(extra)
        #expect(catalog.order.count == 168)
        // The built-in entry has a fallback; the user's replaces it whole.
        #expect(GateCatalog.builtIn["navigation-stack"]?.fallback != nil)
        let replaced = try #require(catalog["navigation-stack"])
        #expect(replaced.fallback == nil, "a user entry replaces the built-in one whole")
        #expect(replaced.origin == "mine.yaml")
        let added = try #require(catalog["design-kit"])
        #expect(added.status(at: OSVersion(14)) == .fallback)
        #expect(added.origin == "mine.yaml")
    }

    @Test func badGateFilesGetLocatedDiagnostics() throws {
        let file = SourceFile(path: "bad.yaml", text: """
        version: 1
        gates:
          - id: a
            api: A
            introduced: soon
            source: x
            fallbak: {}
          - id: b
            api: B
            source: y
        """)
        let (catalog, diagnostics) = try GateCatalogDecoder.decode(file)
        let summary = diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule)" }
        #expect(summary.contains("5:17 invalid-version"))
        #expect(diagnostics.first { $0.rule.rawValue == "unknown-key" }?.message.contains("did you mean 'fallback'") == true)
        #expect(summary.filter { $0 == "8:5 missing-key" }.count == 1, "b lacks only 'introduced'")
        #expect(!summary.contains("3:5 missing-key"), "a's introduced is invalid, not missing")
        #expect(catalog.order.isEmpty)
    }
}
