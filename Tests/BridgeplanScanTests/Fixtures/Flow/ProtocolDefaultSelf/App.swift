import UIKit

// A protocol default calls a requirement on `self` from a closure it hands on: it runs the
// implementation of the object it is called on. The settings screen asks the about screen to
// navigate, which pushes the licences; it does not run the tab bar's `navigate(to:)`, which
// presents a detail screen.

enum Route { case licences, detail }

protocol NavigationRouter {
    func navigate(to route: Route)
}

extension NavigationRouter {
    func navigateAfterDelay(to route: Route) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            navigate(to: route)
        }
    }
}

final class MainTabBarController: UITabBarController, NavigationRouter {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [UINavigationController(rootViewController: SettingsViewController())]
    }

    func navigate(to route: Route) {
        present(DetailViewController(), animated: true)
    }

    @objc func openFromBanner() {
        navigateAfterDelay(to: .detail)
    }
}

final class AboutViewController: UIViewController, NavigationRouter {
    func navigate(to route: Route) {
        navigationController?.pushViewController(LicencesViewController(), animated: true)
    }
}

final class SettingsViewController: UIViewController {
    @objc func openLicences() {
        let about = AboutViewController()
        show(about, sender: self)
        about.navigateAfterDelay(to: .licences)
    }
}

final class DetailViewController: UIViewController {}
final class LicencesViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = MainTabBarController()
        return true
    }
}
