/// Found by `bridgeplan scan` in Swift sources; the examples are Swift files.
enum ScanFileSkipped: DescribedRule {
    static let description = RuleDescription(
        .scanFileSkipped, .warning, .scan,
        summary: "A source file the scan did not read: too large, unreadable, or nested past what the parser reads safely.",
        rationale: "Swift's parser does exponential work on deeply nested '[' and recurses once per level of nesting; files past the scan's limits (generated or minified code, as a rule) are skipped rather than hang or crash the scan, and nothing in them is in the draft.",
        sources: [
            RuleSource("swift-syntax Parser (maximumNestingLevel)", "https://github.com/swiftlang/swift-syntax/blob/main/Sources/SwiftParser/Parser.swift"),
        ],
        fix: "Leave generated code out with --exclude, or list what the file declares in the inventory by hand.",
        triggering: [
            #"""
            let x = [[[[[[[[[[↓[[]]]]]]]]]]]]
            """#,
        ],
        nonTriggering: [
            #"""
            import UIKit
            final class HomeViewController: UIViewController {
                let x = [[[]]]
            }
            """#,
        ]
    )
}
