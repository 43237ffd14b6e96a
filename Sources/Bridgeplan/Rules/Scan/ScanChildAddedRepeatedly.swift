/// Found by `bridgeplan scan` in Swift sources; the examples are Swift files.
enum ScanChildAddedRepeatedly: DescribedRule {
    static let description = RuleDescription(
        .scanChildAddedRepeatedly, .warning, .scan,
        summary: "Swift code adds a child in a cell, header or layout callback and never removes it.",
        rationale: "Those callbacks run again and again; each run adds another child view controller that nothing removes, so children and memory grow as the user scrolls or rotates.",
        sources: [
            RuleSource("Creating a custom container view controller (Apple)", "https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller"),
        ],
        fix: "Add the child once (in viewDidLoad, or once per reused cell) and remove it when it goes.",
        triggering: [
            #"""
            import UIKit

            final class FeedViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    let header = HeaderViewController()
                    ↓addChild(header)
                    header.didMove(toParent: self)
                    return header.view
                }
            }

            final class HeaderViewController: UIViewController {}
            """#,
        ],
        nonTriggering: [
            #"""
            import UIKit

            final class FeedViewController: UITableViewController {
                let header = HeaderViewController()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(header)
                    tableView.tableHeaderView = header.view
                    header.didMove(toParent: self)
                }
            }

            final class HeaderViewController: UIViewController {}
            """#,
        ]
    )
}
