import DrawerController
import UIKit

// A drawer library's controller made around the app's: the window shows its center, the home
// stack; the menu drawer slides over it and is not the app's root.
final class HomeViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(TopicViewController(), animated: true)
    }
}

final class TopicViewController: UIViewController {}
final class MenuViewController: UITableViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let center = UINavigationController(rootViewController: HomeViewController())
        let drawer = DrawerController(centerViewController: center, leftDrawerViewController: MenuViewController(), rightDrawerViewController: nil)
        window.rootViewController = drawer
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
