// A base screen's helper pushes the controller it is handed onto `self`'s stack. Each
// subclass pushes what its own calls hand it, not what any subclass ever hands the helper.
import UIKit

class BaseViewController: UIViewController {
    func pushTo(_ vc: UIViewController) {
        navigationController!.pushViewController(vc, animated: true)
    }
}

final class HomeViewController: BaseViewController {
    @objc func showSlides() {
        pushTo(SlidesViewController())
    }
}

final class SettingsViewController: BaseViewController {
    @objc func showAbout() {
        pushTo(AboutViewController())
    }
}

final class SlidesViewController: BaseViewController {}
final class AboutViewController: BaseViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: HomeViewController()),
            UINavigationController(rootViewController: SettingsViewController()),
        ]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
