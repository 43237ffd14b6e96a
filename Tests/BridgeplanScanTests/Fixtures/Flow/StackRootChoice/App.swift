import UIKit

// A coordinator's stack gets its root in `start()`, and on restoring a draft, the last step
// of a flow whose screens push it. Of the two possible roots, the one no screen pushes is
// where the stack starts; the other is pushed within it.
final class ListViewController: UIViewController {
    @objc func sendTapped() {
        navigationController?.pushViewController(SendViewController(), animated: true)
    }
}

final class SendViewController: UIViewController {
    @objc func nextTapped() {
        navigationController?.pushViewController(AmountConfirmViewController(), animated: true)
    }
}

final class AmountConfirmViewController: UIViewController {}

final class WalletCoordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.viewControllers = [ListViewController()]
    }

    func restoreDraft() {
        navigationController.viewControllers = [AmountConfirmViewController()]
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = WalletCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        coordinator.start()
        window.rootViewController = coordinator.navigationController
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
