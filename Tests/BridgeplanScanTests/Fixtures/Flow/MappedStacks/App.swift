import UIKit

// Tabs made by mapping screens to stacks, with an initialiser reference or a closure: a stack
// around each screen, each a tab, not one stack that may start at any of them.
final class TimelinesViewController: UIViewController {}
final class ExploreViewController: UIViewController {}
final class NotificationsViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
final class AboutViewController: UIViewController {}
final class SwipeableNavigationController: UINavigationController {}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var controllers: [UIViewController] = [TimelinesViewController(), ExploreViewController()]
        controllers.append(NotificationsViewController())
        viewControllers = controllers.map(SwipeableNavigationController.init(rootViewController:))
    }
}

final class SecondaryTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let screens: [UIViewController] = [SettingsViewController(), AboutViewController()]
        viewControllers = screens.map { UINavigationController(rootViewController: $0) }
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = MainTabBarController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
