import Bridgeplan
@testable import BridgeplanCLI
@testable import BridgeplanScan
import Foundation
import Testing

/// Storyboards, xibs and Info.plist: the reader, and what the draft makes of them.
@Suite struct InterfaceBuilderTests {
    static let storyboardHeader = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A">"#

    @Test func scenesSeguesAndTheirLines() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        \(Self.storyboardHeader)
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController storyboardIdentifier="Home" id="A" customClass="HomeViewController" sceneMemberID="viewController">
                            <view key="view" id="v">
                                <button id="b">
                                    <connections>
                                        <segue destination="B" kind="show" identifier="next" id="g1"/>
                                    </connections>
                                </button>
                            </view>
                            <connections>
                                <segue destination="B" kind="presentation" modalPresentationStyle="overFullScreen" id="g2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="r" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let document = IBReader.read(Array(text.utf8), relativePath: "App/Main.storyboard", displayPath: "App/Main.storyboard")
        #expect(document.skipped == nil)
        #expect(document.name == "Main")
        #expect(document.initialController == "A")
        #expect(document.controllers.count == 1, "the first responder placeholder is no scene")
        let home = document.controllers[0]
        #expect(home.customClass == "HomeViewController" && home.storyboardIdentifier == "Home" && home.line == 6)
        #expect(home.segues.map(\.kind) == ["show", "presentation"])
        #expect(home.segues.map(\.line) == [10, 15])
        #expect(home.segues[0].identifier == "next")
        #expect(home.segues[1].modalPresentationStyle == "overFullScreen")
    }

    @Test func aXibsFilesOwner() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
            </objects>
        </document>
        """
        let document = IBReader.read(Array(text.utf8), relativePath: "Profile.xib", displayPath: "Profile.xib")
        #expect(document.kind == .xib)
        #expect(document.filesOwner?.name == "ProfileViewController")
        #expect(document.filesOwner?.line == 4)
    }

    /// Untrusted XML: an entity-expansion bomb and an external entity are refused before
    /// libxml2 sees them; AppKit storyboards and broken XML are reported, not read.
    @Test(arguments: [
        (#"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><document type="CocoaTouch">&b;</document>"#, "declares a DTD"),
        (#"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><document type="CocoaTouch" initialViewController="&x;"/>"#, "declares a DTD"),
        (#"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"><scenes/></document>"#, "not a UIKit"),
        (#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>"#, "not well-formed"),
    ])
    func hostileOrForeignDocumentsAreNotRead(_ text: String, _ reason: String) {
        let document = IBReader.read(Array(text.utf8), relativePath: "x.storyboard", displayPath: "x.storyboard")
        #expect(document.skipped?.contains(reason) == true, "\(document.skipped ?? "read")")
        #expect(document.controllers.isEmpty)
        #expect(document.initialController?.contains("lol") != true && document.initialController?.contains("root:") != true,
                "no entity is expanded into what the document says")
    }

    /// Invalid UTF-8 in an element name made FoundationXML trap (SIGILL) inside its parser
    /// callback: the fuzzer's reproducer (Fuzz/findings/) is refused before parsing, with the
    /// line, and the scan of a folder holding it finishes.
    @Test func invalidUTF8IsRefusedBeforeParsing() throws {
        let reproducer = repoRoot.appendingPathComponent("Fuzz/findings/foundationxml-invalid-utf8-trap.storyboard")
        let bytes = try [UInt8](Data(contentsOf: reproducer))
        let document = IBReader.read(bytes, relativePath: "Main.storyboard", displayPath: "Main.storyboard")
        #expect(document.skipped == "not valid UTF-8 at line 8, which Interface Builder always writes", "\(document.skipped ?? "read")")
        let valid = Array(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes/></document>"#.utf8)
        #expect(IBReader.firstInvalidUTF8(valid) == nil)
        #expect(IBReader.firstInvalidUTF8(Array("ab".utf8) + [0xC3]) == 2)
        #expect(IBReader.firstInvalidUTF8(Array("é€😀".utf8)) == nil)
        try withApp(["Ok.swift": "import UIKit\nfinal class OkViewController: UIViewController {}\n"]) { root in
            try Data(bytes).write(to: URL(fileURLWithPath: root + "/Main.storyboard"))
            let result = try SourceScanner.scan([root])
            #expect(result.draft.contains("\"OkViewController\""))
            #expect(result.draft.contains("not valid UTF-8"))
        }
    }

    /// A segue kind holding a DEL (0x7F) went into a draft comment raw, and libyaml refused
    /// the draft (found by the storyboard fuzz target: Fuzz/findings/). Comments escape it.
    @Test func controlCharactersInAStoryboardKeepTheDraftReadable() throws {
        let reproducer = repoRoot.appendingPathComponent("Fuzz/findings/draft-control-character-in-segue-kind.storyboard")
        let bytes = try [UInt8](Data(contentsOf: reproducer))
        #expect(bytes.contains(0x7F))
        try withApp(["Home.swift": "import UIKit\nfinal class HomeViewController: UIViewController {}\n"]) { root in
            try Data(bytes).write(to: URL(fileURLWithPath: root + "/Main.storyboard"))
            let draft = try SourceScanner.scan([root]).draft
            #expect(schemaProblems(draft).isEmpty, "\(schemaProblems(draft).map(\.message))")
            #expect(draft.contains("segue re\\u007Fationship"))
        }
    }

    /// A processing instruction with no data (`<?xml?>`, `<?pi?>`) crashed FoundationXML
    /// (SIGSEGV in its callback; the fuzzer's reproducer is in Fuzz/findings/): only the XML
    /// declaration at the start reaches the parser.
    @Test(arguments: [
        "<?xml?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>\n",
        "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><?pi?></document>\n",
    ])
    func processingInstructionsAreRefusedBeforeParsing(_ text: String) {
        let document = IBReader.read(Array(text.utf8), relativePath: "Main.storyboard", displayPath: "Main.storyboard")
        #expect(document.skipped?.contains("processing instruction") == true, "\(document.skipped ?? "read")")
        #expect(IBReader.strayProcessingInstruction(Array("\u{FEFF}  <?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>".utf8)) == nil)
    }

    @Test func theFuzzersProcessingInstructionReproducerIsRefused() throws {
        let reproducer = repoRoot.appendingPathComponent("Fuzz/findings/foundationxml-processing-instruction-segv.storyboard")
        let document = IBReader.read(try [UInt8](Data(contentsOf: reproducer)), relativePath: "Main.storyboard", displayPath: "Main.storyboard")
        #expect(document.skipped?.hasPrefix("holds a processing instruction at line 1") == true, "\(document.skipped ?? "read")")
    }

    @Test func aBillionLaughsStoryboardIsAnsweredAtOnce() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        var previous = "lol"
        for i in 1...9 {
            text += "<!ENTITY lol\(i) \"\(String(repeating: "&\(previous);", count: 10))\">\n"
            previous = "lol\(i)"
        }
        text += "]>\n<document type=\"CocoaTouch\" initialViewController=\"&lol9;\"/>\n"
        // Refused before libxml2 sees it, so no entity is ever expanded.
        let document = IBReader.read(Array(text.utf8), relativePath: "Laughs.storyboard", displayPath: "Laughs.storyboard")
        #expect(document.skipped?.contains("declares a DTD") == true, "\(document.skipped ?? "read")")
        #expect(document.controllers.isEmpty)
    }

    @Test func infoPlistNamesTheStartStoryboardAndExtensions() throws {
        let app = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIMainStoryboardFile</key><string>Main</string>
        <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneStoryboardFile</key><string>Scene</string></dict></array>
        </dict></dict>
        </dict></plist>
        """
        let plist = try InfoPlist.read(Array(app.utf8), relativePath: "App/Info.plist").get()
        #expect(plist.startStoryboard == "Scene", "the scene manifest's storyboard wins")
        #expect(plist.folder == "App" && !plist.isSeparateApp)
        let share = """
        <plist version="1.0"><dict><key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.share-services</string></dict></dict></plist>
        """
        #expect(try InfoPlist.read(Array(share.utf8), relativePath: "Share/Info.plist").get().extensionPoint == "com.apple.share-services")
        #expect(throws: SourceScanner.Unread.self) { try InfoPlist.read(Array("not a plist".utf8), relativePath: "Info.plist").get() }
    }

    /// A plist may name its main storyboard as the launch screen too: the storyboard is still
    /// the app's UI (pass for iOS), while one named only as the launch screen, or one whose
    /// initial scene is a plain placeholder the code replaces (Twidere X), is a still image.
    @Test func aMainStoryboardNamedAsTheLaunchScreenIsRead() throws {
        let plist = { (main: String) in
            "<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key><string>\(main)</string><key>UILaunchStoryboardName</key><string>Main</string></dict></plist>"
        }
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        \(Self.storyboardHeader)
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="A" customClass="HomeViewController" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews><button id="b1"><connections><segue destination="B" kind="show" identifier="next" id="g1"/></connections></button></subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="B" customClass="DetailViewController" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """
        let screens = "import UIKit\nfinal class HomeViewController: UIViewController {}\nfinal class DetailViewController: UIViewController {}\nfinal class OtherViewController: UIViewController {}\n"
        let placeholder = storyboard.replacing(#"customClass="HomeViewController" "#, with: "")
            .replacing(#"<view key="view" id="v1"><subviews><button id="b1"><connections><segue destination="B" kind="show" identifier="next" id="g1"/></connections></button></subviews></view>"#, with: "")
        for (main, text, isRead) in [("Main", storyboard, true), ("Other", storyboard, false), ("Main", placeholder, false)] {
            let files = [
                "App/Info.plist": plist(main),
                "App/Base.lproj/Main.storyboard": text,
                "App/Screens.swift": screens,
            ]
            try withApp(files) { root in
                let draft = try SourceScanner.scan([root]).draft
                #expect(draft.contains("target: \"DetailViewController\"") == isRead, "the segue of a storyboard that is the app's: \(draft)")
                #expect(draft.contains("the initial view controller of App/Base.lproj/Main.storyboard") == isRead)
                #expect(draft.contains("no custom class") == false, "a launch screen's scenes are no screens")
            }
        }
    }

    /// An extension whose Info.plist sits in a Resources folder is left out whole: its
    /// screens are in the folder above (home-assistant's layout).
    @Test func anExtensionsResourcesFolderLeavesOutTheExtension() throws {
        let plist = "<plist version=\"1.0\"><dict><key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string></dict></dict></plist>"
        let files = [
            "App/HomeViewController.swift": "import UIKit\nfinal class HomeViewController: UIViewController {}\n",
            "Extensions/Content/ContentViewController.swift": "import UIKit\nfinal class ContentViewController: UIViewController {}\n",
            "Extensions/Content/Resources/Info.plist": plist,
        ]
        try withApp(files) { root in
            let draft = try SourceScanner.scan([root]).draft
            #expect(draft.contains("HomeViewController"))
            #expect(!draft.contains("ContentViewController"), "\(draft)")
            #expect(draft.contains("# left out: Extensions/Content/, an app extension"))
        }
    }

    /// An App Clip is an app of its own: its `@main` App is not the app's window, and its
    /// folder is left out (isowords' root had been its App Clip's view).
    @Test func anAppClipIsLeftOut() throws {
        let clip = "<plist version=\"1.0\"><dict><key>NSAppClip</key><dict><key>NSAppClipRequestEphemeralUserNotification</key><false/></dict></dict></plist>"
        let files = [
            "App/iOS/App.swift": "import SwiftUI\n@main struct MainApp: App { var body: some Scene { WindowGroup { HomeView() } } }\nstruct HomeView: View { var body: some View { Text(\"Home\") } }\n",
            "App/AppClip/ClipApp.swift": "import SwiftUI\n@main struct ClipApp: App { var body: some Scene { WindowGroup { ClipView() } } }\nstruct ClipView: View { var body: some View { Text(\"Clip\") } }\n",
            "App/AppClip/Info.plist": clip,
        ]
        #expect(try InfoPlist.read(Array(clip.utf8), relativePath: "App/AppClip/Info.plist").get().isSeparateApp)
        try withApp(files) { root in
            let draft = try SourceScanner.scan([root]).draft
            #expect(draft.contains("root: \"HomeView\""), "\(draft)")
            #expect(!draft.contains("ClipView"))
            #expect(draft.contains("# left out: App/AppClip/, an App Clip"))
        }
    }

    /// The fixture app's draft: the root from Info.plist, containers from relationships,
    /// segue edges with their storyboard lines, and every screen reachable in the plan.
    @Test func theStoryboardAppsDraftPlansItsMainScreens() throws {
        let draft = try Fixture.scan("StoryboardApp").draft
        let checked = Pipeline.check(SourceFile(path: "draft.yaml", text: draft))
        let analysis = try #require(checked.analysis, "\(checked.diagnostics)")
        #expect(analysis.inventory.app.root.id == "MainTabs")
        #expect(childList(draft, of: "MainTabs") == ["FeedViewControllerNav", "SettingsNavigationController"])
        #expect(draft.contains(#"{ target: "PlayerViewController", style: "full-screen", scanned: "App/Base.lproj/Main.storyboard:48: segue presentation" }"#))
        #expect(draft.contains(#"{ target: "AboutViewController", scanned: "App/Settings.storyboard:20: segue show" }"#))
        #expect(draft.contains(#"{ target: "ComposeViewController", style: "sheet""#), "the wrapping navigation controller pushes nothing")
        #expect(!draft.contains("CMN-00-001") && !draft.contains("ComposeViewControllerNav"))
        #expect(draft.contains(#"{ target: "HelpViewController", scanned: "App/Base.lproj/Main.storyboard:56: segue show 'showHelp'; performed at App/Screens/Screens.swift:18; destination class from FeedViewController.prepare(for:sender:)" }"#)
                || draft.contains(#"{ target: "HelpViewController", scanned: "App/Base.lproj/Main.storyboard:56: segue show 'showHelp'; destination class from FeedViewController.prepare(for:sender:); performed at App/Screens/Screens.swift:18" }"#))
        #expect(draft.contains(#"- { call: "performSegue(withIdentifier: \"showNothing\") in FeedViewController", at: "App/Screens/Screens.swift:19", reason: "no segue of that identifier leaves its scene" }"#))
        #expect(!draft.contains("ShareViewController"), "the share extension is an app of its own")
        #expect(!draft.contains("id: \"UIViewController\""), "an extension of UIViewController is no screen")
        #expect(!draft.contains("AvatarView"), "a xib owned by a view is no screen")
        let unreachable = checked.diagnostics.filter { $0.rule.rawValue == RuleID.unreachableScreen.rawValue }.compactMap(\.subject)
        #expect(unreachable.isEmpty, "\(unreachable)")
    }

    /// An overlay window's root (a feature tour, a toast) is not the app's: the scene
    /// delegate's assignment wins, wherever the files sort.
    @Test func theSceneDelegatesWindowRootWins() throws {
        let files = [
            "App/ATour.swift": """
            import UIKit
            final class FeatureTour {
                var window: UIWindow?
                func show() { window?.rootViewController = TourViewController() }
            }
            final class TourViewController: UIViewController {}
            """,
            "App/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
            }
            final class HomeViewController: UIViewController {}
            """,
        ]
        try withApp(files) { root in
            let draft = try SourceScanner.scan([root]).draft
            #expect(draft.contains("root: \"HomeViewControllerNav\""))
        }
    }

    @Test func theDeploymentTargetOption() throws {
        var request = Runner.ScanRequest(directories: [Fixture.path("StoryboardApp")])
        request.deploymentTarget = "16"
        let output = Runner.scan(request)
        #expect(output.stdout.contains("deployment_target: \"16.0\""))
        #expect(output.stdout.contains("deployment target: from --deployment-target"))
        request.deploymentTarget = "sixteen"
        #expect(Runner.scan(request).exitCode == ExitStatus.usage)
    }
}

/// Storyboard resolution in time linear in the scenes: a chain of show segues is read by a
/// worklist, split columns are placed by count, and each performSegue reads only the segues
/// its identifier names. The results are the ones UIKit gives.
@Suite struct StoryboardResolutionTests {
    static func storyboard(_ scenes: [String], initial: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="\#(initial)"><scenes>"#
            + scenes.joined(separator: "\n") + "</scenes></document>\n"
    }

    /// A scene whose segues a button triggers, as Interface Builder writes them; containers'
    /// relationships and embeds are the scene's own.
    static func scene(_ element: String, _ id: String, _ type: String?, _ segues: String = "") -> String {
        let own = segues.contains(#"kind="relationship""#) || segues.contains(#"kind="embed""#)
        let button = own || segues.isEmpty ? "" : #"<view key="view" id="v\#(id)"><subviews><button id="b\#(id)"><connections>\#(segues)</connections></button></subviews></view>"#
        return #"<scene sceneID="x\#(id)"><objects><\#(element) id="\#(id)"\#(type.map { " customClass=\"\($0)\"" } ?? "") sceneMemberID="viewController">\#(button)<connections>\#(own ? segues : "")</connections></\#(element)></objects></scene>"#
    }

    static func segue(_ destination: String, _ kind: String, _ extra: String = "") -> String {
        #"<segue destination="\#(destination)" kind="\#(kind)" \#(extra) id="g\#(destination)"/>"#
    }

    static let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"#

    @Test func aChainOfShowSeguesPushesAlongTheStack() throws {
        let n = 300
        // Scenes listed last to first, so no single pass in file order could resolve the chain.
        let scenes = [Self.scene("navigationController", "nav", nil, Self.segue("s0", "relationship", #"relationship="rootViewController""#))]
            + (0..<n).reversed().map { i in Self.scene("viewController", "s\(i)", "S\(i)", i + 1 < n ? Self.segue("s\(i + 1)", "show") : "") }
            // A show from a scene in no stack is a presentation.
            + [Self.scene("viewController", "lone", "Lone", Self.segue("s5", "show"))]
        try withApp(["Info.plist": Self.plist, "Main.storyboard": Self.storyboard(scenes, initial: "nav")]) { root in
            let inventory = try #require(Pipeline.check(SourceFile(path: "d.yaml", text: try SourceScanner.scan([root]).draft)).analysis?.inventory)
            for i in 0..<(n - 1) {
                #expect(inventory.screens.first { $0.id == "S\(i)" }?.push.map(\.id) == ["S\(i + 1)"], "S\(i)")
            }
            #expect(inventory.screens.first { $0.id == "Lone" }?.present.map(\.target.id) == ["S5"])
        }
    }

    @Test func splitColumnsAndTabsKeepUIKitsOrder() throws {
        let relationships = [
            Self.segue("detail", "relationship", #"relationship="detailViewController""#),
            Self.segue("primary", "relationship", #"relationship="primaryViewController""#),
            Self.segue("middle", "relationship", #"relationship="supplementaryViewController""#),
            Self.segue("primary", "relationship", #"relationship="masterViewController""#),
        ].joined()
        let scenes = [
            Self.scene("splitViewController", "split", "MailSplit", relationships),
            Self.scene("viewController", "primary", "Folders"), Self.scene("viewController", "middle", "Messages"),
            Self.scene("viewController", "detail", "Message"),
        ]
        try withApp(["Info.plist": Self.plist, "Main.storyboard": Self.storyboard(scenes, initial: "split")]) { root in
            let inventory = try #require(Pipeline.check(SourceFile(path: "d.yaml", text: try SourceScanner.scan([root]).draft)).analysis?.inventory)
            let split = try #require(inventory.containers.first { $0.id == "MailSplit" })
            #expect(split.children.map(\.id) == ["Folders", "Messages", "Message"], "primary, supplementary, secondary; the repeated primary once")
        }
    }

    @Test func performSegueFindsItsSegueByIdentifier() throws {
        let segues = (0..<50).map { Self.segue("t\($0)", "presentation", #"identifier="open\#($0)""#) }.joined()
        let scenes = [Self.scene("viewController", "home", "HomeViewController", segues)] + (0..<50).map { Self.scene("viewController", "t\($0)", "T\($0)") }
        let code = "import UIKit\nfinal class HomeViewController: UIViewController {\n    func go() {\n        performSegue(withIdentifier: \"open7\", sender: nil)\n        performSegue(withIdentifier: \"open4\", sender: nil)\n        performSegue(withIdentifier: \"missing\", sender: nil)\n    }\n}\n"
        try withApp(["Info.plist": Self.plist, "Main.storyboard": Self.storyboard(scenes, initial: "home"), "Home.swift": code]) { root in
            let draft = try SourceScanner.scan([root]).draft
            let performed = draft.split(separator: "\n").filter { $0.contains("performed at") }
            #expect(performed.count == 2, "\(performed)")
            #expect(performed.contains { $0.contains("'open7'") && $0.contains("Home.swift:4") })
            #expect(performed.contains { $0.contains("'open4'") && $0.contains("Home.swift:5") })
            #expect(!performed.contains { $0.contains("'open1'") || $0.contains("'open70'") })
            #expect(draft.contains(#"- { call: "performSegue(withIdentifier: \"missing\") in HomeViewController", at: "Home.swift:6", reason: "no segue of that identifier leaves its scene" }"#), "\(draft)")
        }
    }

    /// An identifier held in a constant the type or the file declares names its segue as a literal does.
    @Test func performSegueReadsAConstantIdentifier() throws {
        let segues = [Self.segue("detail", "presentation", #"identifier="showDetail""#), Self.segue("help", "presentation", #"identifier="showHelp""#)].joined()
        let scenes = [Self.scene("viewController", "home", "HomeViewController", segues),
                      Self.scene("viewController", "detail", "DetailViewController"), Self.scene("viewController", "help", "HelpViewController")]
        let code = """
        import UIKit
        let helpSegue = "showHelp"
        final class HomeViewController: UIViewController {
            fileprivate let detailSegue = "showDetail"
            var chosen = "showDetail"
            func go() {
                performSegue(withIdentifier: detailSegue, sender: nil)
                performSegue(withIdentifier: helpSegue, sender: nil)
                performSegue(withIdentifier: self.chosen, sender: nil)
            }
        }
        """
        try withApp(["Info.plist": Self.plist, "Main.storyboard": Self.storyboard(scenes, initial: "home"), "Home.swift": code]) { root in
            let draft = try SourceScanner.scan([root]).draft
            let performed = draft.split(separator: "\n").filter { $0.contains("performed at") }
            #expect(performed.contains { $0.contains("'showDetail'") && $0.contains("Home.swift:7") }, "\(draft)")
            #expect(performed.contains { $0.contains("'showHelp'") && $0.contains("Home.swift:8") }, "\(draft)")
            #expect(!performed.contains { $0.contains("Home.swift:9") }, "a `var` may hold another identifier by then")
        }
    }
}
