import UIKit

// A UIKit split view controller made in code: `viewControllers = [primary, detail]` sets its
// columns in that order, the primary a navigation controller filled by its own
// `viewControllers =`. The app's extension of UISplitViewController leaves it UIKit's class.
extension UISplitViewController {
    func popToRoot() {
        (viewControllers.first as? UINavigationController)?.popToRootViewController(animated: false)
    }
}

final class NewsViewController: UITableViewController {
    weak var coordinator: NewsCoordinator?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.read()
    }
}

final class PlaceholderViewController: UIViewController {}
final class ArticleViewController: UIViewController {}

final class NewsCoordinator {
    let splitViewController = UISplitViewController()
    let primary = UINavigationController()

    init() {
        let news = NewsViewController(style: .plain)
        news.coordinator = self
        primary.viewControllers = [news]
        splitViewController.viewControllers = [primary, PlaceholderViewController()]
    }

    func read() {
        splitViewController.showDetailViewController(UINavigationController(rootViewController: ArticleViewController()), sender: self)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let news = NewsCoordinator()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = news.splitViewController
        window.makeKeyAndVisible()
        self.window = window
    }
}
