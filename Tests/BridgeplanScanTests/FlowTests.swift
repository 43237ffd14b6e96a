import Bridgeplan
@testable import BridgeplanCLI
@testable import BridgeplanScan
import Foundation
import Testing

/// The value-flow patterns, one small app each under Fixtures/Flow: its draft against its
/// golden, and the edges its `edges.txt` says must (`+`) and must not (`-`) be drawn.
@Suite struct FlowPatternTests {
    static let root = fixturesRoot.appendingPathComponent("Flow")

    static let patterns: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).appendingPathComponent("edges.txt").path) }.sorted()
    }()

    /// The folder is read at run time: an empty list would make the tests below vacuous.
    @Test func everyPatternHasAFixture() {
        #expect(Self.patterns.count == 140, "\(Self.patterns)")
    }

    @Test(arguments: patterns)
    func draftMatchesItsGolden(_ pattern: String) throws {
        let folder = Self.root.appendingPathComponent(pattern)
        let result = try SourceScanner.scan([folder.path])
        try expectGolden(result.draft, folder.appendingPathComponent("expected.yaml"))
        #expect(schemaProblems(result.draft).isEmpty)
    }

    @Test(arguments: patterns)
    func edgesAreDrawnAsTheFixtureSays(_ pattern: String) throws {
        let folder = Self.root.appendingPathComponent(pattern)
        let result = try SourceScanner.scan([folder.path])
        let checked = Pipeline.check(SourceFile(path: "draft.yaml", text: result.draft))
        let inventory = try #require(checked.analysis?.inventory, "the draft does not decode")
        let text = try String(contentsOf: folder.appendingPathComponent("edges.txt"), encoding: .utf8)
        var assertions = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ").map(String.init)
            guard words.count >= 2, words[0] == "+" || words[0] == "-" else { continue }
            assertions += 1
            let wanted = words[0] == "+"
            let found: Bool
            switch words[1] {
            case "push", "present", "embed":
                let screen = inventory.screens.first { $0.id == words[2] }
                let targets: [String]
                switch words[1] {
                case "push": targets = screen?.push.map(\.id) ?? []
                case "present": targets = screen?.present.map(\.target.id) ?? []
                default: targets = screen?.embeds.map(\.target.id) ?? []
                }
                found = targets.contains(words[3])
                if wanted, words.count > 4, words[4] == "possible" {
                    let marked = result.draft.split(separator: "\n").contains { $0.contains("target: \"\(words[3])\"") && $0.contains("possible:") }
                    #expect(marked, "\(pattern): \(line) is not marked possible")
                }
            case "child":
                found = inventory.containers.first { $0.id == words[2] }?.children.contains { $0.id == words[3] } ?? false
            case "root":
                found = inventory.app.root.id == words[2]
            case "entry":
                found = inventory.app.entries.contains { $0.target.id == words[2] }
            case "screen":
                found = inventory.screens.contains { $0.id == words[2] }
            case "keep":
                found = inventory.screens.first { $0.id == words[2] }?.keepUIKit ?? false
            case "findings":
                found = result.findings.count == Int(words[2])
            case "sites":
                // Navigation call sites resolved, of all found: `sites 3 4`.
                found = result.navigationSites.resolved == Int(words[2]) && result.navigationSites.total == Int(words[3])
            default:
                Issue.record("\(pattern): unknown assertion '\(line)'")
                continue
            }
            #expect(found == wanted, "\(pattern): \(line)")
        }
        #expect(assertions > 0, "\(pattern): edges.txt asserts nothing")
    }

    /// A reader's edge is found by the place its note cites first: `App.swift:12` is not
    /// `App.swift:123`, whose edges replacing line 12's would lose.
    @Test func aNoteCitesItsOwnLineOnly() {
        #expect(Resolver.cites("App.swift:12", "App.swift:12"))
        #expect(Resolver.cites("App.swift:12 present (in a stack)", "App.swift:12"))
        #expect(Resolver.cites("App.swift:12; in a navigation controller that pushes nothing", "App.swift:12"))
        #expect(!Resolver.cites("App.swift:123", "App.swift:12"))
        #expect(!Resolver.cites("Home.swift:4 → App.swift:12 present", "App.swift:12"))
        #expect(!Resolver.cites(nil, "App.swift:12"))
    }

    /// A helper's parameter handed more controllers than a node keeps (it saturates and holds
    /// none): each caller still presents its own, and none presents another's.
    /// `super.init(…)` runs the base class's code for this same object, as a call on `self`
    /// does: a walk back from one subclass's override, through a base initialiser that calls it
    /// (`bindViewModelOutput()`), keeps to the initialisers of that subclass, not every
    /// subclass's `super.init`.
    @Test func superCallsAreCallsOnSelf() throws {
        let source = """
        final class CommunityViewController: BaseViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                bind()
                store.load()
            }
        }
        """
        let facts = Extractor.facts(source: source, relativePath: "A.swift", displayPath: "A.swift")
        let initialiser = try #require(facts.flow.functions.first { $0.name == "init" })
        let shapes = FlowAttribution.callShapes(of: initialiser).values
        #expect(shapes.filter { $0 == .onSelf }.count == 2, "\(shapes)")
    }

    @Test func aSaturatedHelperStillShowsEachCallersOwn() throws {
        let count = FlowAnalysis.saturation + 6
        var source = "import UIKit\nextension UIViewController {\n    func showModally(_ controller: UIViewController) { present(controller, animated: true) }\n}\n"
        for i in 0..<count {
            source += "final class Screen\(i)ViewController: UIViewController { @objc func tap() { showModally(Detail\(i)ViewController()) } }\n"
            source += "final class Detail\(i)ViewController: UIViewController {}\n"
        }
        try withApp(["App.swift": source]) { root in
            let draft = try SourceScanner.scan([root]).draft
            let inventory = try #require(Pipeline.check(SourceFile(path: "draft.yaml", text: draft)).analysis?.inventory)
            for i in 0..<count {
                let presented = inventory.screens.first { $0.id == "Screen\(i)ViewController" }?.present.map(\.target.id) ?? []
                #expect(presented == ["Detail\(i)ViewController"], "Screen\(i)ViewController presents \(presented)")
            }
        }
    }

    /// A superclass from a package the scan does not read is known by its name: a subclass of
    /// `ChartsTableViewController` is a screen, one of `ThemedNavigationController` a stack,
    /// and a `DismissibleHostingController(rootView: V())` of that package shows V.
    @Test func superclassesFromPackagesAreKnownByName() throws {
        let source = """
        import UIKit
        import ChartsKit
        final class StatusViewController: ChartsTableViewController {
            @objc func bolus() { present(DismissibleHostingController(rootView: BolusView()), animated: true) }
            @objc func history() { navigationController?.pushViewController(HistoryViewController(), animated: true) }
        }
        final class HistoryViewController: UIViewController {}
        final class AppNavigationController: ThemedNavigationController {}
        struct BolusView: View { var body: some View { Text("") } }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: StatusViewController())
            }
        }
        """
        try withApp(["App.swift": source]) { root in
            let draft = try SourceScanner.scan([root]).draft
            let inventory = try #require(Pipeline.check(SourceFile(path: "draft.yaml", text: draft)).analysis?.inventory)
            let status = try #require(inventory.screens.first { $0.id == "StatusViewController" })
            #expect(status.push.map(\.id) == ["HistoryViewController"])
            #expect(status.present.map(\.target.id) == ["BolusView"])
            #expect(!inventory.screens.contains { $0.id == "AppNavigationController" })
            #expect(TypeIndex.kind(named: "ThemedNavigationController") == .navigation)
            #expect(TypeIndex.kind(named: "ChartsTableViewController") == .screen)
            #expect(TypeIndex.kind(named: "ChartsModel") == nil)
        }
    }

    /// The JSON and SARIF findings carry the same coverage as the draft.
    @Test func jsonAndSarifCarryTheCoverage() throws {
        let folder = Self.root.appendingPathComponent("ClosureCoordinator")
        let sites = try SourceScanner.scan([folder.path]).navigationSites
        #expect(sites.total > sites.resolved)  // the fixture leaves some sites unresolved: both numbers are tested
        for format in [ScanFormat.json, .sarif] {
            var request = Runner.ScanRequest(directories: [folder.path])
            request.format = format
            let output = Runner.scan(request)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            let carrier: [String: Any]?
            if format == .json {
                carrier = json["summary"] as? [String: Any]
            } else {
                carrier = ((json["runs"] as? [[String: Any]])?.first?["properties"]) as? [String: Any]
            }
            let coverage = try #require(carrier?["navigationSites"] as? [String: Any], "\(format)")
            #expect(coverage["resolved"] as? Int == sites.resolved)
            #expect(coverage["total"] as? Int == sites.total)
        }
    }

    /// Every navigation call site is an edge or an unresolved line with its reason, and the
    /// draft says how many became edges.
    @Test func coverageIsCountedAndEverySiteAccountedFor() throws {
        let folder = Self.root.appendingPathComponent("ClosureCoordinator")
        let result = try SourceScanner.scan([folder.path])
        #expect(result.navigationSites.total > 0)
        #expect(result.draft.contains("# Navigation: \(result.navigationSites.resolved) of \(result.navigationSites.total) call sites drawn as edges"))
        let unresolved = result.draft.split(separator: "\n").filter { $0.hasPrefix("  - { call: ") }.count
        #expect(unresolved >= result.navigationSites.total - result.navigationSites.resolved)
    }

    /// Locals of one name declared in sibling branches are two variables in the value flow;
    /// a reference reads the innermost declaration, and a closure's parameter hides an outer local.
    @Test func sameNamedLocalsInSiblingScopesStayApart() throws {
        let source = """
        import UIKit
        final class Home: UIViewController {
            func open(_ flag: Bool) {
                if flag {
                    let vc = A()
                    present(vc, animated: true)
                } else {
                    let vc = B()
                    present(vc, animated: true)
                }
                let run = { (vc: UIViewController) in self.present(vc, animated: true) }
                run(C())
            }
        }
        """
        let facts = Extractor.facts(source: source, relativePath: "Home.swift", displayPath: "Home.swift")
        let open = try #require(facts.flow.functions.first { $0.name == "open" })
        let assigned = open.statements.compactMap { statement -> (String, String)? in
            guard case .assign(.name(let name), .construct(let type, _, _, _)) = statement else { return nil }
            return (name, type)
        }
        #expect(assigned.count == 2)
        #expect(Set(assigned.map(\.0)).count == 2, "both branches write one variable: \(assigned)")
        let presented = open.sinks.map { sink -> String in if case .name(let n) = sink.value { n } else { "?" } }
        #expect(presented == assigned.map(\.0), "each present reads its own branch's variable")
        let closure = try #require(facts.flow.functions.first { $0.kind == .closure })
        #expect(closure.sinks.first.map { if case .name("vc") = $0.value { true } else { false } } == true)
    }
}
