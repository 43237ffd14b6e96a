import Eureka
import UIKit

// The app's own base class, named as the library class it subclasses: its superclass is the
// module's class of that name, so its subclasses are screens.
class FormViewController: Eureka.FormViewController {}

final class FoldersViewController: FormViewController {}

final class SettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(FoldersViewController(), animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: SettingsViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
