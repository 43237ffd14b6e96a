import UIKit

// One helper wraps every tab in a navigation stack of its own: each call is a stack, so each
// tab's pushes stay in its stack.
final class MainViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(embed(HomeViewController()))
        addChild(embed(ProfileViewController()))
    }

    func embed(_ controller: UIViewController) -> UIViewController {
        let nav = UINavigationController(rootViewController: controller)
        nav.navigationBar.prefersLargeTitles = true
        return nav
    }
}

final class HomeViewController: UIViewController {
    @objc func openPost() {
        navigationController?.pushViewController(PostViewController(), animated: true)
    }
}

final class ProfileViewController: UIViewController {
    @objc func openSettings() {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }
}

final class PostViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.rootViewController = MainViewController()
        return true
    }
}
