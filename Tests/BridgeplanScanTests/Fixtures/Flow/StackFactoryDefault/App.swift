import UIKit

// A coordinator's navigation controller comes from a default argument, a static factory in an
// extension of UINavigationController that makes the app's subclass (the tab bar's extension
// declares a factory of the same name); `start()` sets its root.
// Restarting the app's tabs from a settings screen sets those roots again: no push.
extension UINavigationController {
    static func withBarAppearance(tint: UIColor = .red) -> UINavigationController {
        let instance = NavigationController()
        instance.navigationBar.tintColor = tint
        return instance
    }
}

extension UITabBarController {
    static func withBarAppearance(tint: UIColor = .red) -> UITabBarController {
        let instance = UITabBarController()
        instance.tabBar.tintColor = tint
        return instance
    }
}

final class NavigationController: UINavigationController {}

final class TransactionsViewController: UIViewController {}
final class TransactionDetailsViewController: UIViewController {}

protocol SettingsViewControllerDelegate: AnyObject {
    func didChangeLocale(in viewController: SettingsViewController)
}

final class SettingsViewController: UIViewController {
    weak var delegate: SettingsViewControllerDelegate?

    @objc func localeChanged() {
        delegate?.didChangeLocale(in: self)
    }
}

final class TransactionsCoordinator {
    let navigationController: UINavigationController
    let rootViewController = TransactionsViewController()

    init(navigationController: UINavigationController = .withBarAppearance()) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.viewControllers = [rootViewController]
    }

    func showDetails() {
        navigationController.pushViewController(TransactionDetailsViewController(), animated: true)
    }
}

final class SettingsCoordinator: SettingsViewControllerDelegate {
    let navigationController: UINavigationController
    var onRestart: (() -> Void)?

    init(navigationController: UINavigationController = .withBarAppearance()) {
        self.navigationController = navigationController
    }

    func start() {
        let settings = SettingsViewController()
        settings.delegate = self
        navigationController.viewControllers = [settings]
    }

    func didChangeLocale(in viewController: SettingsViewController) {
        onRestart?()
    }
}

final class AppCoordinator {
    let window: UIWindow
    let tabBarController: UITabBarController = .withBarAppearance()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let transactions = TransactionsCoordinator()
        transactions.start()
        let settings = SettingsCoordinator()
        settings.onRestart = { [weak self] in self?.start() }
        settings.start()
        tabBarController.viewControllers = [transactions.navigationController, settings.navigationController]
        window.rootViewController = tabBarController
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let coordinator = AppCoordinator(window: window)
        coordinator.start()
        window.makeKeyAndVisible()
        self.window = window
        self.coordinator = coordinator
        return true
    }
}
