import UIKit

// The window's navigation controller is made empty, and the first coordinator pushes the
// home screen onto it at launch: that push is the stack's root (there is no screen for it to
// be pushed from), and the home screen's pushes are then pushes within that stack.
class Coordinator {
    func start() {}
}

final class ApplicationCoordinator: Coordinator {
    let window: UIWindow
    lazy var rootViewController: UINavigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    override func start() {
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        MainCoordinator(navigationController: rootViewController).start()
    }
}

final class MainCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() {
        let home = HomeViewController()
        home.onShowDetail = { [weak self] in self?.showDetail() }
        navigationController.pushViewController(home, animated: false)
    }

    func showDetail() {
        navigationController.pushViewController(DetailViewController(), animated: true)
    }
}

final class HomeViewController: UIViewController {
    var onShowDetail: (() -> Void)?

    @objc func detailTapped() {
        onShowDetail?()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Detail", style: .plain, target: self, action: #selector(detailTapped))
    }
}

final class DetailViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: ApplicationCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        coordinator = ApplicationCoordinator(window: window)
        coordinator?.start()
        return true
    }
}
