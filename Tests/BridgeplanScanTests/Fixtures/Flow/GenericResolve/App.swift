// The app's own generic helper over a dependency container returns the type it is handed,
// and Then's `then { … }` returns what it is called on, set up: the screen presents a plan
// upgrade screen. A helper that returns a type the app declares is read from its body.
import Swinject
import Then
import UIKit

enum Assembler {
    static let container = Container()

    static func resolve<Service>(_ serviceType: Service.Type) -> Service {
        container.resolve(serviceType)!
    }

    static func settings(for kind: Any.Type) -> SettingsViewController {
        SettingsViewController()
    }
}

final class HomeViewController: UIViewController {
    @objc func upgrade() {
        let upgradeViewController = Assembler.resolve(PlanUpgradeViewController.self).then {
            $0.promoCode = "WELCOME"
        }
        present(UINavigationController(rootViewController: upgradeViewController), animated: true)
    }

    @objc func openSettings() {
        present(Assembler.settings(for: PlanUpgradeViewController.self), animated: true)
    }
}

final class PlanUpgradeViewController: UIViewController {
    var promoCode: String?
}

final class SettingsViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = HomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
