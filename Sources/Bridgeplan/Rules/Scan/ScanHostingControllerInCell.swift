/// Found by `bridgeplan scan` in Swift sources; the examples are Swift files.
enum ScanHostingControllerInCell: DescribedRule {
    static let description = RuleDescription(
        .scanHostingControllerInCell, .warning, .scan,
        summary: "Swift code creates a hosting controller per table or collection cell.",
        rationale: "cellForRowAt runs for every cell shown; a hosting controller made there each time piles up. UIHostingConfiguration (iOS 16) shows SwiftUI in a cell without one.",
        sources: [
            RuleSource("UIHostingConfiguration (Apple)", "https://developer.apple.com/documentation/swiftui/uihostingconfiguration"),
        ],
        fix: "Use UIHostingConfiguration from iOS 16, or one hosting controller per reused cell below it.",
        triggering: [
            #"""
            import SwiftUI
            import UIKit

            final class FeedViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    let host = ↓UIHostingController(rootView: RowView())
                    cell.contentView.addSubview(host.view)
                    return cell
                }
            }

            struct RowView: View {
                var body: some View { Text("row") }
            }
            """#,
        ],
        nonTriggering: [
            #"""
            import SwiftUI
            import UIKit

            final class FeedViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    cell.contentConfiguration = UIHostingConfiguration { RowView() }
                    return cell
                }
            }

            struct RowView: View {
                var body: some View { Text("row") }
            }
            """#,
        ]
    )
}
