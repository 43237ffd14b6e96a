import UIKit

// A settings screen a newer one replaced: its class is still compiled but nothing makes it,
// so what it presents is never shown. One made only from Objective-C stays live.
final class HomeViewController: UIViewController {
    @objc func settingsTapped() {
        present(UINavigationController(rootViewController: NewSettingsViewController()), animated: true)
    }
}

final class NewSettingsViewController: UIViewController {
    @objc func helpTapped() {
        present(HelpViewController(), animated: true)
    }
}

final class OldSettingsViewController: UIViewController {
    @objc func helpTapped() {
        present(HelpViewController(), animated: true)
    }

    @objc func aboutTapped() {
        present(AboutViewController(), animated: true)
    }
}

final class LegacyViewController: UIViewController {
    @objc func aboutTapped() {
        present(AboutViewController(), animated: true)
    }
}

final class HelpViewController: UIViewController {}
final class AboutViewController: UIViewController {}

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
