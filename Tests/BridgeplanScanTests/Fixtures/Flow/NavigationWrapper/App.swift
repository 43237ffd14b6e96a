import UIKit

// A view controller that owns a navigation controller and forwards to it, made around a root:
// a navigation stack. Coordinators get one by default and fill it in start(); the tab bar shows
// each wrapper's own navigation controller.
final class NavigationController: UIViewController {
    let childNavigationController: UINavigationController

    init(rootViewController: UIViewController = UIViewController()) {
        childNavigationController = UINavigationController(rootViewController: rootViewController)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    var viewControllers: [UIViewController] {
        get { childNavigationController.viewControllers }
        set { childNavigationController.viewControllers = newValue }
    }

    func pushViewController(_ viewController: UIViewController, animated: Bool) {
        childNavigationController.pushViewController(viewController, animated: animated)
    }
}

protocol FeedViewControllerDelegate: AnyObject {
    func didSelectPost(in viewController: FeedViewController)
}

final class FeedViewController: UIViewController {
    weak var delegate: FeedViewControllerDelegate?

    @objc func openPost() {
        delegate?.didSelectPost(in: self)
    }
}

final class PostViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

final class FeedCoordinator: FeedViewControllerDelegate {
    let navigationController: NavigationController

    init(navigationController: NavigationController = NavigationController()) {
        self.navigationController = navigationController
    }

    func start() {
        let feed = FeedViewController()
        feed.delegate = self
        navigationController.viewControllers = [feed]
    }

    func didSelectPost(in viewController: FeedViewController) {
        navigationController.pushViewController(PostViewController(), animated: true)
    }
}

final class SettingsCoordinator {
    let navigationController: NavigationController

    init(navigationController: NavigationController = NavigationController()) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.viewControllers = [SettingsViewController()]
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let feed = FeedCoordinator()
    let settings = SettingsCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        feed.start()
        settings.start()
        let tabs = UITabBarController()
        tabs.viewControllers = [feed.navigationController.childNavigationController, settings.navigationController.childNavigationController]
        window?.rootViewController = tabs
        return true
    }
}
