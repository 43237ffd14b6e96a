import UIKit

// A base list's UIKit callback presents: each subclass screen that does not override it runs
// it (one that implements another `tableView(…)` still does); one that overrides it does not.
class BaseListViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        present(UINavigationController(rootViewController: PickerViewController()), animated: true)
    }
}

final class FavoritesViewController: BaseListViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}

final class RecentsViewController: BaseListViewController {}

final class ArchiveViewController: BaseListViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(ArchiveDetailViewController(), animated: true)
    }
}

final class PickerViewController: UIViewController {}
final class ArchiveDetailViewController: UIViewController {}

// Row actions another type hands a base settings table: each runs for the screen whose
// section made it, not for every subclass of the table.
struct Row {
    var action: (UIViewController) -> Void
}

class SettingsTableViewController: UITableViewController {
    var rows: [Row] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        rows[indexPath.row].action(self)
    }
}

final class HelpPresenter {
    static func showHelp(from viewController: UIViewController) {
        viewController.present(HelpViewController(), animated: true)
    }
}

final class GeneralSettingsViewController: SettingsTableViewController {}
final class PrivacySettingsViewController: SettingsTableViewController {}
final class HelpViewController: UIViewController {}

final class HomeViewController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [
            UINavigationController(rootViewController: FavoritesViewController()),
            UINavigationController(rootViewController: RecentsViewController()),
            UINavigationController(rootViewController: ArchiveViewController()),
            UINavigationController(rootViewController: GeneralSettingsViewController()),
            UINavigationController(rootViewController: PrivacySettingsViewController()),
        ]
        let general = GeneralSettingsViewController()
        general.rows = [Row(action: { HelpPresenter.showHelp(from: $0) })]
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = HomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
