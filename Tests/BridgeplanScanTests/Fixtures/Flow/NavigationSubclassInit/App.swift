import UIKit

// A navigation controller of the app's class made with an initialiser that hands it no
// controller is an empty stack, as `UINavigationController()` is: the coordinator that made
// it sets its root, and the tab bar shows that stack. Setting the root is no push from the
// screen whose action rebuilt the tabs.
final class StatusNavigationController: UINavigationController {
    private let showsBranding: Bool

    init(showsBranding: Bool) {
        self.showsBranding = showsBranding
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class ContactsCoordinator {
    lazy var rootNavigationController = StatusNavigationController(showsBranding: false)

    func start() {
        rootNavigationController.setViewControllers([ContactListViewController()], animated: false)
    }
}

final class AppCoordinator {
    let tabBarController = UITabBarController()
    lazy var contactsCoordinator: ContactsCoordinator = {
        let coordinator = ContactsCoordinator()
        coordinator.start()
        return coordinator
    }()

    func start(in window: UIWindow) {
        tabBarController.viewControllers = [contactsCoordinator.rootNavigationController, SettingsViewController()]
        window.rootViewController = tabBarController
    }
}

final class ContactListViewController: UITableViewController {}
final class SettingsViewController: UIViewController {}

final class LoadingViewController: UIViewController {
    var window: UIWindow?

    @objc func retry() {
        guard let window else { return }
        AppCoordinator().start(in: window)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let loading = LoadingViewController()
        loading.window = window
        window.rootViewController = loading
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
