import UIKit

// A settings table whose rows are plain values with a trailing-closure action, answered by a
// data source a coordinator sets as the screen's table delegate. Selecting a row runs its
// action while that screen is shown, so its pushes are the screen's.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let more = MoreController()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = more.prepare()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

struct SettingsItem {
    let title: String
    let action: () -> Void
}

final class SettingsDataSource: NSObject, UITableViewDelegate {
    private let items: [SettingsItem]

    init(presenter: UIViewController) {
        items = [
            SettingsItem(title: "About") {
                presenter.navigationController?.pushViewController(AboutViewController(), animated: true)
            },
        ]
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        items[indexPath.row].action()
    }
}

final class MoreController {
    private let viewController = MoreViewController()
    private lazy var dataSource = SettingsDataSource(presenter: viewController)

    func prepare() -> UIViewController {
        viewController.tableView.delegate = dataSource
        return UINavigationController(rootViewController: viewController)
    }
}

final class MoreViewController: UITableViewController {}
final class AboutViewController: UIViewController {}
