import UIKit

// A tab bar controller of the app's sets its own tabs in `viewDidLoad` with
// `setViewControllers(_:animated:)`, no receiver written, mapping an enum of tabs to a
// navigation controller around the screen each tab computes (a `switch` that assigns one local
// in every arm). Each run of the `map` makes its own stack: two tabs, each with its own root,
// not one stack that may start at either screen.

enum Tab: CaseIterable {
    case home, search

    func viewController() -> UIViewController {
        let viewController: UIViewController
        switch self {
        case .home:
            let _viewController = HomeViewController()
            viewController = _viewController
        case .search:
            let _viewController = SearchViewController()
            viewController = _viewController
        }
        return viewController
    }
}

final class HomeViewController: UIViewController {
    @objc func openDetail() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }
}

final class SearchViewController: UIViewController {
    @objc func openResult() {
        navigationController?.pushViewController(ResultViewController(), animated: true)
    }
}

final class DetailViewController: UIViewController {}
final class ResultViewController: UIViewController {}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let viewControllers: [UIViewController] = Tab.allCases.map { tab in
            let rootViewController = tab.viewController()
            let navigationController = UINavigationController(rootViewController: rootViewController)
            return navigationController
        }
        setViewControllers(viewControllers, animated: false)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = MainTabBarController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
