import UIKit

// The app delegate makes a coordinator with an empty stack; its `start()` fills the stack
// and makes it the window's root. A privacy cover raised `.alert + 1` above the app on
// resigning active is another window: its root is not the app's.
final class HomeViewController: UIViewController {}
final class SnapshotViewController: UIViewController {}

final class AppCoordinator {
    let window: UIWindow
    let navigationController: UINavigationController
    private var privacyWindow: UIWindow?

    init(window: UIWindow, navigationController: UINavigationController) {
        self.window = window
        self.navigationController = navigationController
    }

    func start() {
        let home = HomeViewController()
        navigationController.setViewControllers([home], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    @objc func willResignActive() {
        privacyWindow = UIWindow(frame: UIScreen.main.bounds)
        privacyWindow?.rootViewController = SnapshotViewController()
        privacyWindow?.windowLevel = .alert + 1
        privacyWindow?.makeKeyAndVisible()
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var coordinator: AppCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        coordinator = AppCoordinator(window: UIWindow(), navigationController: UINavigationController())
        coordinator?.start()
        return true
    }
}
