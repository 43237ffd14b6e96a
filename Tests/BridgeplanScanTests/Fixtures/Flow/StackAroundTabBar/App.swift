import UIKit

// Wallet.storyboard wraps the tab bar in a navigation controller, and its scene is a plain
// view controller whose class the code makes a tab bar. A tab bar is never a stack's screen
// in the draft: the scene is the tab bar, and presenting the stack presents the tab bar.
final class HomeViewController: UIViewController {}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [HomeViewController()]
    }
}

final class LoginViewController: UIViewController {
    @objc func signIn() {
        let wallet = UIStoryboard(name: "Wallet", bundle: nil)
        let navigation = wallet.instantiateInitialViewController()!
        present(navigation, animated: true)
    }
}

@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = LoginViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
