import Bridgeplan
import Foundation
import Testing

/// Every shim snippet the plan prints compiles in Swift 6 language mode: each is
/// type-checked against stand-ins for the UIKit and SwiftUI API it uses, with their actor
/// isolation (Fixtures/shim-stubs), so isolation and signature mistakes fail here on Linux.
/// `@objc` and `#selector` need the Objective-C runtime, which Linux lacks: the test drops
/// `@objc` and checks a selector's target method exists by referring to it unapplied, and
/// imports Foundation where a real file's `import UIKit` would bring it.
@Suite struct ShimTests {
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/shim-stubs/UIKitAndSwiftUI.swift").path

    /// `#selector(Type.method(_:))` becomes `{ _ = Type.method(_:); return ShimSelector() }()`.
    static func linuxSource(_ snippet: String) -> String {
        var text = snippet.replacingOccurrences(of: "@objc ", with: "")
        while let start = text.range(of: "#selector(") {
            var depth = 1, end = start.upperBound
            while depth > 0, end < text.endIndex {
                if text[end] == "(" { depth += 1 } else if text[end] == ")" { depth -= 1 }
                end = text.index(after: end)
            }
            let method = text[start.upperBound..<text.index(before: end)]
            text.replaceSubrange(start.lowerBound..<end, with: "{ _ = \(method); return ShimSelector() }()")
        }
        // A real file imports UIKit, which brings Foundation (NSObject) with it.
        return "import Foundation\n" + text
    }

    /// swiftc's diagnostics, or nil when the source type-checks.
    static func typeCheck(_ source: String) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-shim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Shim.swift")
        try source.write(to: file, atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "ShimCheck", stubs, file.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
    }

    @Test(arguments: Shim.allCases)
    func snippetCompilesInSwift6(_ shim: Shim) throws {
        let errors = try Self.typeCheck(Self.linuxSource(shim.snippet))
        #expect(errors == nil, "\(shim.rawValue):\n\(errors ?? "")")
    }

    /// The stand-ins model isolation: the sheet shim without @MainActor (as it once was)
    /// must not compile.
    /// The hosting-cell shim does the four things a reused cell's host needs.
    @Test func theHostingCellShimManagesItsHost() {
        let code = Shim.hostingCell.snippet
        #expect(code.contains("host.view.invalidateIntrinsicContentSize()"), "re-measures after a new rootView")
        #expect(code.contains("host.parent === parent"), "re-parents when the parent changes")
        #expect(code.contains("override func prepareForReuse()") && code.contains("removeHost()"), "removes the child on reuse")
        #expect(code.contains("backgroundColor = .clear"), "clears the host's background")
        #expect(code.contains("willMove(toParent: nil)") && code.contains("removeFromParent()"))
    }

    @Test func aNonisolatedShimIsRejected() throws {
        let nonisolated = Shim.sheetDetents.snippet.replacingOccurrences(of: "@MainActor\n", with: "")
        #expect(nonisolated != Shim.sheetDetents.snippet)
        let errors = try #require(try Self.typeCheck(nonisolated))
        #expect(errors.contains("main actor"), "\(errors)")
    }
}
