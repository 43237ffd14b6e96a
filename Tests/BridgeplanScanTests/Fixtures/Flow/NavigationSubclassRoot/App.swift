import UIKit

// A navigation controller of the app's made around what its own initialiser is handed, which
// it passes to `super.init(rootViewController:)`: each one made is a stack with that root, here
// an image pager of the app's own class, which the screen presents.
final class ImageViewController: UIViewController {}

final class ImagePageViewController: UIPageViewController {
    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
        setViewControllers([ImageViewController()], direction: .forward, animated: false)
    }

    required init?(coder: NSCoder) { nil }
}

final class ImageNavigationController: UINavigationController {
    init(imagePageViewController: ImagePageViewController) {
        super.init(rootViewController: imagePageViewController)
    }

    required init?(coder: NSCoder) { nil }
}

// One that fills itself in its own initialiser (`viewControllers = [root]`) is a stack with
// that root too; what other code sets on objects of its type is not its own.
final class SettingsNavigationController: UINavigationController {
    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [SettingsViewController()]
    }

    required init?(coder: NSCoder) { nil }
}

final class SettingsViewController: UIViewController {
    @objc func aboutTapped() {
        navigationController?.pushViewController(AboutViewController(), animated: true)
    }
}

final class AboutViewController: UIViewController {}
final class HelpViewController: UIViewController {}

final class TimelineViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let navigation = ImageNavigationController(imagePageViewController: ImagePageViewController())
        present(navigation, animated: true)
    }

    @objc func settingsTapped() {
        present(SettingsNavigationController(), animated: true)
    }

    @objc func helpTapped() {
        let help = SettingsNavigationController()
        help.viewControllers = [HelpViewController()]
        present(help, animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: TimelineViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
