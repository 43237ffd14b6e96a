import UIKit

// Settings.storyboard has two scenes with storyboard ids. Objective-C the scan does not parse
// loads one by its id ("Settings"); nothing, in Swift or Objective-C, spells the other's id
// ("LegacyViewController") or names its class, so that scene is never loaded and what its
// class presents is never shown.
final class HomeViewController: UIViewController {}

final class SettingsViewController: UIViewController {
    @objc func openHelp() {
        present(HelpViewController(), animated: true)
    }
}

final class LegacyViewController: UIViewController {
    @objc func openHelp() {
        present(HelpViewController(), animated: true)
    }
}

final class HelpViewController: UIViewController {}

@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = HomeViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
