import UIKit

// Screens that make themselves in a class factory (`self.init()`, `Self()`) wrapped in a
// navigation controller: the stack holds that screen, so what it pushes is drawn.
final class SettingsViewController: UITableViewController {
    class func instantiate() -> UINavigationController {
        UINavigationController(rootViewController: self.init())
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(AboutViewController(), animated: true)
    }
}

final class HelpViewController: UIViewController {
    static func instantiate(topic: String) -> UINavigationController {
        let help = Self()
        help.title = topic
        return UINavigationController(rootViewController: help)
    }
}

final class AboutViewController: UIViewController {}

final class BrowserViewController: UIViewController {
    @objc func settingsTapped() {
        present(SettingsViewController.instantiate(), animated: true)
    }

    @objc func helpTapped() {
        present(HelpViewController.instantiate(topic: "tor"), animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = BrowserViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
