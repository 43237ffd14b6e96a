import UIKit

// Settings.storyboard has two scenes with storyboard ids. The code instantiates one by an id
// it hands a helper ("Settings"); no code writes the other's id ("LegacyViewController") or
// names its class, so that scene is never loaded and what its class presents is never shown.
enum Scenes {
    static func make(_ identifier: String) -> UIViewController {
        UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: identifier)
    }
}

final class HomeViewController: UIViewController {
    @objc func openSettings() {
        present(Scenes.make("Settings"), animated: true)
    }
}

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
