import UIKit

// Picking a locale rebuilds the app's tabs: the coordinator's `start()` sets the tab bar's
// tabs and then runs a launch prompt that presents over them. The prompt is shown while the
// new tabs are built, not from the locale screen whose action led there: it is an entry.
// A screen the coordinator shows for a tab's own action is still that screen's edge.
final class TokensViewController: UIViewController {
    weak var delegate: TokensViewControllerDelegate?

    @objc func addTapped() {
        delegate?.didTapAdd(in: self)
    }
}

final class AddTokenViewController: UIViewController {}
final class WellDoneViewController: UIViewController {}

protocol TokensViewControllerDelegate: AnyObject {
    func didTapAdd(in viewController: TokensViewController)
}

protocol LocalesViewControllerDelegate: AnyObject {
    func didPickLocale(in viewController: LocalesViewController)
}

final class LocalesViewController: UIViewController {
    weak var delegate: LocalesViewControllerDelegate?

    @objc func localePicked() {
        delegate?.didPickLocale(in: self)
    }
}

final class HelpUsCoordinator {
    let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        presenter.present(WellDoneViewController(), animated: true)
    }
}

final class MainCoordinator: TokensViewControllerDelegate, LocalesViewControllerDelegate {
    let tabBarController = UITabBarController()
    let tokensNavigation = UINavigationController()

    func start() {
        setUpTabs()
        HelpUsCoordinator(presenter: tabBarController).start()
    }

    private func setUpTabs() {
        let tokens = TokensViewController()
        tokens.delegate = self
        tokensNavigation.viewControllers = [tokens]
        let locales = LocalesViewController()
        locales.delegate = self
        tabBarController.viewControllers = [tokensNavigation, UINavigationController(rootViewController: locales)]
    }

    func didTapAdd(in viewController: TokensViewController) {
        tokensNavigation.pushViewController(AddTokenViewController(), animated: true)
    }

    func didPickLocale(in viewController: LocalesViewController) {
        start()
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = MainCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = coordinator.tabBarController
        coordinator.start()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
