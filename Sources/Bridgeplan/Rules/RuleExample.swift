/// Builders for rule examples, so the inventory around the lines an example is about is
/// written once. The docs show the whole inventory, as the tests run it.
enum RuleExample {
    /// An app whose root is the navigation stack `Nav` with `Home` at its root, then `screens`
    /// (list items, indented two spaces).
    static func stack(target: String = "15.0", screens: String) -> String {
        """
        version: 1
        app: { name: A, deployment_target: "\(target)", root: Nav }
        containers:
          - { id: Nav, kind: navigation, root: Home }
        screens:

        """ + screens
    }

    /// An app whose root stack and Home screen have coordinators, then `coordinators` (list
    /// items, indented two spaces).
    static func coordinators(_ coordinators: String) -> String {
        """
        version: 1
        app: { name: A, deployment_target: "15.0", root: Nav }
        containers:
          - { id: Nav, kind: navigation, root: Home, coordinator: AppCoordinator }
        screens:
          - { id: Home, coordinator: FeedCoordinator }
        coordinators:

        """ + coordinators
    }

    /// A Swift file with `HomeViewController`, whose body is `members` (indented four spaces),
    /// and the `PanelViewController` the examples add as a child.
    static func homeViewController(members: String) -> String {
        """
        import UIKit

        final class HomeViewController: UIViewController {

        """ + members + """

        }

        final class PanelViewController: UIViewController {}
        """
    }
}
