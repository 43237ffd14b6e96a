import Bridgeplan
import Testing

/// `scan --update`'s three-way merge: the team's edits against the scan it was drafted from
/// are kept, the code's changes against that scan come in.
@Suite struct InventoryMergeTests {
    static let base = """
    version: 1
    app: { name: "Shop", deployment_target: "15.0", root: "HomeNav", scanned: "AppDelegate.swift:9" }
    containers:
      - id: "HomeNav"
        kind: "navigation"
        root: "Home"
        scanned: "AppDelegate.swift:9"
    screens:
      - id: "Home"
        push:
          - { target: "Detail", scanned: "Home.swift:12" }
          - { target: "Search", scanned: "Home.swift:20" }
        present:
          - { target: "Login", style: "sheet", scanned: "Home.swift:30" }
        effort: 3
        scanned: "Home.swift:3"
      - id: "Detail"
        scanned: "Detail.swift:3"
      - id: "Search"
        scanned: "Search.swift:3"
      - id: "Login"
        scanned: "Login.swift:3"
      - id: "Legacy"
        scanned: "Legacy.swift:3"
    unresolved:
      - { call: "present(makeSheet())", at: "Home.swift:40", reason: "what it shows is not known" }
    """

    /// The team: Home's effort 3 → 8, Login presented full-screen, the push to Search
    /// deleted, a note and a hand edge on Detail, Legacy accepted as unreachable.
    static let ours = base
        .replacingOccurrences(of: "    effort: 3\n", with: "    effort: 8\n")
        .replacingOccurrences(of: #"style: "sheet""#, with: #"style: "full-screen""#)
        .replacingOccurrences(of: "      - { target: \"Search\", scanned: \"Home.swift:20\" }\n", with: "")
        .replacingOccurrences(of: "  - id: \"Detail\"\n", with: "  - id: \"Detail\"\n    note: \"owned by the catalog team\"\n    push: [Login]\n")
        .replacingOccurrences(of: "  - id: \"Legacy\"\n", with: "  - id: \"Legacy\"\n    ignore: [{ rule: unreachable-screen, reason: \"opened from a push notification\" }]\n")

    /// The code: a line added above everything in Home.swift, Search gone (and its push),
    /// Login gone too, a new Receipt presented from Detail, Home's effort 3 → 5.
    static let theirs = """
    version: 1
    app: { name: "Shop", deployment_target: "15.0", root: "HomeNav", scanned: "AppDelegate.swift:9" }
    containers:
      - id: "HomeNav"
        kind: "navigation"
        root: "Home"
        scanned: "AppDelegate.swift:9"
    screens:
      - id: "Home"
        push:
          - { target: "Detail", scanned: "Home.swift:13" }
        effort: 5
        scanned: "Home.swift:4"
      - id: "Detail"
        present:
          - { target: "Receipt", style: "sheet", scanned: "Detail.swift:8" }
        scanned: "Detail.swift:3"
      - id: "Receipt"
        scanned: "Receipt.swift:3"
      - id: "Legacy"
        scanned: "Legacy.swift:3"
    unresolved:
      - { call: "present(makeSheet())", at: "Home.swift:41", reason: "what it shows is not known" }
    """

    static func tree(_ text: String) throws -> YAMLTree {
        try YAMLTree.parse(SourceFile(path: "t.yaml", text: text))
    }

    static func screen(_ tree: YAMLTree, _ id: String) -> YAMLTree? {
        guard case .list(let screens)? = tree["screens"] else { return nil }
        return screens.first { $0["id"] == .string(id) }
    }

    @Test func editsAreKeptAndTheCodesChangesComeIn() throws {
        let (merged, summary) = InventoryMerge.merge(base: try Self.tree(Self.base), ours: try Self.tree(Self.ours), theirs: try Self.tree(Self.theirs))
        let home = try #require(Self.screen(merged, "Home"))
        #expect(home["effort"] == .int(8), "both changed the effort: the team's stands")
        #expect(home["scanned"] == .string("Home.swift:4"), "where it was found follows the scan")
        #expect(home["push"] == .list([.map([.init("target", .string("Detail")), .init("scanned", .string("Home.swift:13"))])]), "the deleted push to Search stays deleted")
        // Login is gone from the code, but the team had edited its presentation: kept, marked.
        #expect(Self.screen(merged, "Login") == nil, "the screen itself was untouched: dropped")
        guard case .list(let presents)? = home["present"], let login = presents.first else { Issue.record("Home's present: \(String(describing: home["present"]))"); return }
        #expect(login["style"] == .string("full-screen"))
        #expect(login["scanned"]?.string?.hasPrefix("gone: the last scan did not find it, and you had edited it; it was at Home.swift:30") == true)
        let detail = try #require(Self.screen(merged, "Detail"))
        #expect(detail["note"] == .string("owned by the catalog team"))
        #expect(detail["push"] == .list([.string("Login")]), "a hand edge stays, as written")
        #expect(detail["present"]?.yaml().contains("Receipt") == true)
        #expect(Self.screen(merged, "Receipt") != nil)
        #expect(Self.screen(merged, "Search") == nil, "gone from the code and untouched: dropped")
        #expect(Self.screen(merged, "Legacy")?["ignore"] != nil)
        #expect(merged["unresolved"]?.yaml().contains("Home.swift:41") == true, "an unresolved call is matched by its call and file, not its line")
        // The key order of a draft: Detail's new present goes before its scanned.
        let text = merged.yaml(style: InventoryMerge.style)
        #expect(text.contains("""
          - id: "Detail"
            note: "owned by the catalog team"
            push:
              - "Login"
            present:
              - { target: "Receipt", style: "sheet", scanned: "Detail.swift:8" }
            scanned: "Detail.swift:3"
        """), "\(text)")

        #expect(summary.added == ["screen": 1, "edge": 1])
        #expect(summary.gone == ["screen": 2])
        #expect(summary.goneKept == ["edge": 1])
        #expect(summary.conflicts == 1)
        #expect(summary.updated == 0, "a moved line is no change")
        #expect(summary.codeChanged)
        #expect(summary.line == "1 screen added, 1 edge added, 2 screens gone, 1 edge gone from the code but kept (you had edited them; marked in scanned:); your 4 edits kept (1 where the code changed too)", "\(summary.line)")
    }

    @Test func aMergedInventoryReadsBackAndASecondMergeChangesNothing() throws {
        let theirs = try Self.tree(Self.theirs)
        let (merged, _) = InventoryMerge.merge(base: try Self.tree(Self.base), ours: try Self.tree(Self.ours), theirs: theirs)
        let text = merged.yaml(style: InventoryMerge.style)
        #expect(try Self.tree(text) == merged, "the writer's YAML reads back as the same values")
        let checked = Pipeline.check(SourceFile(path: "merged.yaml", text: text))
        #expect(!checked.diagnostics.contains { $0.rule.rawValue.hasPrefix("unknown") || $0.rule == .typeMismatch }, "\(checked.diagnostics.map(\.message))")
        let (again, summary) = InventoryMerge.merge(base: theirs, ours: merged, theirs: theirs)
        #expect(again == merged)
        #expect(!summary.codeChanged)
        #expect(summary.line.hasPrefix("nothing changed in the code"))
    }

    @Test func withoutABaseTheTeamsValuesStandAndOnlyNewItemsComeIn() throws {
        let (merged, summary) = InventoryMerge.merge(base: nil, ours: try Self.tree(Self.ours), theirs: try Self.tree(Self.theirs))
        let home = try #require(Self.screen(merged, "Home"))
        #expect(home["effort"] == .int(8))
        #expect(Self.screen(merged, "Receipt") != nil)
        #expect(Self.screen(merged, "Search") == nil, "a scanned element the code lost is gone")
        #expect(summary.added["screen"] == 1)
        #expect(summary.updated == 0 && summary.editsKept == 0)
    }

    @Test func aValueTheTeamLeftAsScannedFollowsTheCode() throws {
        let theirs = Self.base.replacingOccurrences(of: "    effort: 3\n", with: "    effort: 5\n")
        let (merged, summary) = InventoryMerge.merge(base: try Self.tree(Self.base), ours: try Self.tree(Self.base), theirs: try Self.tree(theirs))
        #expect(Self.screen(merged, "Home")?["effort"] == .int(5))
        #expect(summary.updated == 1 && summary.editsKept == 0 && summary.codeChanged)
        #expect(summary.line == "1 value updated from the code")
    }

    /// A bare id and `{ target: id, … }` are one edge: the team's bare form merges with the
    /// scan's mapping, and its own keys stay.
    @Test func aBareIdAndItsMappingAreOneEdge() throws {
        let base = try Self.tree("screens:\n  - id: A\n    push:\n      - { target: B, scanned: \"A.swift:3\" }\n")
        let ours = try Self.tree("screens:\n  - id: A\n    push: [B]\n")
        let theirs = try Self.tree("screens:\n  - id: A\n    push:\n      - { target: B, scanned: \"A.swift:4\" }\n")
        let (merged, summary) = InventoryMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(Self.screen(merged, "A")?["push"] == .list([.map([.init("target", .string("B")), .init("scanned", .string("A.swift:4"))])]), "\(merged.yaml())")
        #expect(summary.added.isEmpty && summary.gone.isEmpty)
        let noted = try Self.tree("screens:\n  - id: A\n    push:\n      - { target: B, note: \"via the menu\" }\n")
        let (kept, _) = InventoryMerge.merge(base: base, ours: noted, theirs: theirs)
        #expect(Self.screen(kept, "A")?["push"] == .list([.map([.init("target", .string("B")), .init("note", .string("via the menu")), .init("scanned", .string("A.swift:4"))])]), "\(kept.yaml())")
    }

    /// The same call twice in one file is two unresolved items, matched in turn, not one
    /// item matched against the other's line.
    @Test func aRepeatedCallIsMatchedInTurn() throws {
        let twice = "unresolved:\n  - { call: \"present(vc)\", at: \"A.swift:3\" }\n  - { call: \"present(vc)\", at: \"A.swift:9\" }\n"
        let moved = twice.replacingOccurrences(of: "A.swift:3", with: "A.swift:4").replacingOccurrences(of: "A.swift:9", with: "A.swift:10")
        let (merged, summary) = InventoryMerge.merge(base: try Self.tree(twice), ours: try Self.tree(twice), theirs: try Self.tree(moved))
        #expect(merged == (try Self.tree(moved)))
        #expect(!summary.codeChanged && summary.editsKept == 0, "\(summary.line)")
    }

    /// Whatever keys a team's file holds, the merged file reads back as the same values.
    @Test func oddKeysAreQuotedAndReadBack() throws {
        let odd = try Self.tree("version: 1\n\"a: b\": 1\n\"true\": x\n\"-dash\": [1]\n\"\": null\n")
        let (merged, _) = InventoryMerge.merge(base: nil, ours: odd, theirs: odd)
        #expect(try Self.tree(merged.yaml(style: InventoryMerge.style)) == odd)
        #expect(try Self.tree(odd.yaml()) == odd)
    }

    @Test func theScanIsKeptBesideTheInventory() {
        #expect(InventoryMerge.basePath(for: "ui-inventory.yaml") == "ui-inventory.scanned.yaml")
        #expect(InventoryMerge.basePath(for: "app/inv.yml") == "app/inv.scanned.yml")
        #expect(InventoryMerge.basePath(for: "inventory") == "inventory.scanned.yaml")
    }
}
