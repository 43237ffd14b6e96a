import UIKit

// A router object every screen fills with its own module, then asks to present it in a stack:
// the router's one property holds every screen's module, so the stack it makes may start at
// any of four screens. Which one a screen shows is not known, and no edge is drawn from a guess.
final class ModuleRouter {
    var module: UIViewController?
    weak var source: UIViewController?

    func route() {
        guard let module else { return }
        let nav = UINavigationController(rootViewController: module)
        source?.present(nav, animated: true)
    }
}

final class CertificatesViewController: UIViewController {}
final class QuizViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

final class HomeViewController: UIViewController {
    let router = ModuleRouter()
    @objc func certificates() { router.module = CertificatesViewController(); router.source = self; router.route() }
    @objc func quiz() { router.module = QuizViewController(); router.source = self; router.route() }
}

final class CourseViewController: UIViewController {
    let router = ModuleRouter()
    @objc func profile() { router.module = ProfileViewController(); router.source = self; router.route() }
    @objc func settings() { router.module = SettingsViewController(); router.source = self; router.route() }
    @objc func back() { navigationController?.popViewController(animated: true) }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: HomeViewController()), UINavigationController(rootViewController: CourseViewController())]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
