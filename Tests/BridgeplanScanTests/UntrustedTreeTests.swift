import Bridgeplan
@testable import BridgeplanScan
import Foundation
import Testing

/// A scanned repository is untrusted input (`scan` runs on pull requests): what the scan
/// cannot or will not read is a located `scan-file-skipped` finding, never a silent gap, and
/// no reader can be made to do more work than the file's size allows.
@Suite(.timeLimit(.minutes(1)))
struct UntrustedTreeTests {
    static let screen = "import UIKit\nfinal class RootViewController: UIViewController {}\n"

    static func skipped(_ result: SourceScanner.Result) -> [String: String] {
        Dictionary(result.findings.filter { $0.rule.rawValue == RuleID.scanFileSkipped.rawValue }.map { ($0.location.file, $0.message) },
                   uniquingKeysWith: { a, _ in a })
    }

    /// A binary plist whose arrays share references: Foundation expanded 217 bytes of seven
    /// levels into 1.4 GB over 10 s. Binary plists are refused unread, so an extension's plist
    /// in that form leaves its screens in the app, which the finding says.
    @Test func aBinaryInfoPlistIsRefusedUnread() throws {
        // "bplist00" and a trailer: refused by its magic, whatever follows.
        let binary = Array("bplist00".utf8) + [UInt8](repeating: 0xA1, count: 200)
        try withApp(["Root.swift": Self.screen, "Share/ShareViewController.swift": "import UIKit\nfinal class ShareViewController: UIViewController {}\n"]) { root in
            try Data(binary).write(to: URL(fileURLWithPath: root + "/Share/Info.plist"))
            let result = try SourceScanner.scan([root])
            let message = try #require(Self.skipped(result)[root + "/Share/Info.plist"])
            #expect(message.contains("binary property list"), "\(message)")
            #expect(result.draft.contains("\"ShareViewController\""), "not known to be an extension, so it stays in")
        }
    }

    @Test func anInfoPlistOverOneMegabyteIsNamed() throws {
        let padding = String(repeating: "<!-- padding -->\n", count: (1 << 20) / 17 + 1)
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>NSExtension</key><dict/></dict></plist>\n" + padding
        try withApp(["Root.swift": Self.screen, "Share/Info.plist": plist]) { root in
            let message = try #require(Self.skipped(try SourceScanner.scan([root]))[root + "/Share/Info.plist"])
            #expect(message.contains("larger than the limit of 1048576"), "\(message)")
        }
    }

    /// A folder the walk cannot open is named. A path past PATH_MAX fails for root too, so
    /// the test holds whoever runs it: 24 folders of 200 characters make a 4,800-character path.
    @Test func aFolderPastPATH_MAXIsNamed() throws {
        try withApp(["Root.swift": Self.screen]) { root in
            var fd = open(root, O_RDONLY | O_DIRECTORY)
            #expect(fd >= 0)
            let name = String(repeating: "d", count: 200)
            for _ in 0..<24 {
                #expect(mkdirat(fd, name, 0o755) == 0)
                let next = openat(fd, name, O_RDONLY | O_DIRECTORY)
                close(fd)
                fd = next
                #expect(fd >= 0)
            }
            let file = openat(fd, "Deep.swift", O_WRONLY | O_CREAT, 0o644)
            #expect(file >= 0)
            close(file)
            close(fd)
            let skipped = Self.skipped(try SourceScanner.scan([root]))
            #expect(skipped.count == 1, "\(skipped)")
            let (path, message) = try #require(skipped.first)
            #expect(path.hasPrefix(root + "/" + name + "/") && path.utf8.count >= Int(PATH_MAX), "\(path.utf8.count)")
            #expect(message.contains("could not be read (File name too long)"), "\(message)")
            // Removed folder by folder: FileManager cannot name the deepest one either.
            try removeDeep(root, name, levels: 24)
        }
    }

    /// A name that is not UTF-8 cannot be written in a draft or a report: it is named with its
    /// bytes escaped.
    @Test func aFileNameThatIsNotUTF8IsNamed() throws {
        try withApp(["Root.swift": Self.screen]) { root in
            let bytes: [UInt8] = Array((root + "/Bad").utf8) + [0xFF, 0xFE] + Array(".swift".utf8) + [0]
            let fd = bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
            #expect(fd >= 0)
            close(fd)
            let skipped = Self.skipped(try SourceScanner.scan([root]))
            #expect(skipped[root + "/Bad\\xFF\\xFE.swift"]?.contains("not UTF-8") == true, "\(skipped)")
        }
    }

    @Test func anUnreadableRootThrows() throws {
        #expect(throws: FileWalker.Unreadable.self) { try FileWalker.walk("/nonexistent-\(UUID().uuidString)", excludes: []) }
    }

    /// The walk saw a regular file; a link swapped in before the read is not followed out of
    /// the tree.
    @Test func aFileSwappedForALinkIsNotFollowed() throws {
        try withApp(["Root.swift": Self.screen, "Outside/Secret.swift": "let secret = 1\n"]) { root in
            #expect(symlink(root + "/Outside/Secret.swift", root + "/Swapped.swift") == 0)
            let read = SourceScanner.readBounded(root + "/Swapped.swift", limit: 1 << 20)
            guard case .failure(let why) = read else {
                Issue.record("read through a symbolic link")
                return
            }
            #expect(why.reason.contains("symbolic link"))
        }
    }

    /// Project files: a version `validate` would refuse is not copied into the draft, and a
    /// large app's project.pbxproj (over 8 MB) is read, not reported as lacking a target.
    @Test func projectFilesGiveOnlyVersionsValidateAccepts() throws {
        let garbage = "IPHONEOS_DEPLOYMENT_TARGET = 99999999999999999999999999.0;\nIPHONEOS_DEPLOYMENT_TARGET = 16.0;\n"
        try withApp(["Root.swift": Self.screen, "A.xcodeproj/project.pbxproj": garbage, "Package.swift": "platforms: [.iOS(.v1_2_3_4_5_6_7_8_9)]\n"]) { root in
            let draft = try SourceScanner.scan([root]).draft
            #expect(draft.contains("deployment_target: \"16.0\""), "\(draft.prefix(400))")
            #expect(schemaProblems(draft).isEmpty)
        }
        let big = String(repeating: "/* padding padding padding padding padding padding */\n", count: 180_000) + "IPHONEOS_DEPLOYMENT_TARGET = 14.0;\n"
        #expect(big.utf8.count > 9_000_000)
        try withApp(["Root.swift": Self.screen, "A.xcodeproj/project.pbxproj": big]) { root in
            let result = try SourceScanner.scan([root])
            #expect(result.draft.contains("deployment_target: \"14.0\""))
            #expect(Self.skipped(result).isEmpty)
        }
    }
}

/// Removes a chain of `levels` folders named `name` below `root`, deepest first, by file
/// descriptors: their paths are past PATH_MAX.
private func removeDeep(_ root: String, _ name: String, levels: Int) throws {
    var fds = [open(root, O_RDONLY | O_DIRECTORY)]
    for _ in 0..<levels { fds.append(openat(fds.last!, name, O_RDONLY | O_DIRECTORY)) }
    unlinkat(fds.last!, "Deep.swift", 0)
    for level in stride(from: levels, to: 0, by: -1) {
        close(fds[level])
        unlinkat(fds[level - 1], name, AT_REMOVEDIR)
    }
    close(fds[0])
}
