import UIKit

// `setViewControllers([main])` on a navigation controller the code does not show being made
// (a dependency container hands the router its navigation controller): the first controller
// is that stack's root from then on, so it is drawn as the root of a stack of its own, and the
// screens it pushes stay drawn. A tab bar's list is no stack.
protocol DependencyContainer {
    func resolve<Service>(_ type: Service.Type) -> Service?
}

final class Router {
    let navigationController: UINavigationController
    let tabs: UITabBarController

    init(container: DependencyContainer) {
        navigationController = container.resolve(UINavigationController.self)!
        tabs = container.resolve(UITabBarController.self)!
    }

    func showMain() {
        navigationController.setViewControllers([MainViewController(router: self)], animated: true)
    }

    func showDetail() {
        navigationController.pushViewController(DetailViewController(), animated: true)
    }

    func showTabs() {
        tabs.viewControllers = [FeedViewController()]
    }
}

final class LoginViewController: UIViewController {
    let router: Router
    init(router: Router) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    func signedIn() {
        router.showMain()
    }

    // The code also makes a stack around the main screen: that one is drawn, not the inferred one.
    func openMainModally() {
        present(UINavigationController(rootViewController: MainViewController(router: router)), animated: true)
    }
}

final class MainViewController: UIViewController {
    let router: Router
    init(router: Router) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Detail", style: .plain, target: self, action: #selector(detail))
    }

    @objc private func detail() {
        router.showDetail()
    }

    func feedTapped() {
        router.showTabs()
    }
}

final class DetailViewController: UIViewController {}
final class FeedViewController: UIViewController {}
