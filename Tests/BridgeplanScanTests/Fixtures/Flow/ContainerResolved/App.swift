import Swinject
import UIKit

// Screens made by a dependency container: `resolve(T.self)` on a library's container makes
// a T, so the push shows that screen. A type handed to it that is no controller or view
// (a service) makes nothing the draft shows.
final class Injection {
    let container = Container()
}

final class HomeViewController: UIViewController {
    let injection = Injection()

    @objc func openSettings() {
        let settings = injection.container.resolve(SettingsViewController.self)!
        navigationController?.pushViewController(settings, animated: true)
    }

    @objc func openHelp() {
        let service = injection.container.resolve(HelpService.self)!
        present(service.makeAlert(), animated: true)
    }
}

final class SettingsViewController: UIViewController {}

final class HelpService {
    func makeAlert() -> UIAlertController { UIAlertController(title: "Help", message: nil, preferredStyle: .alert) }
}

@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
