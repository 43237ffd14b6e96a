import UIKit

// A base class's method wraps `self` in a navigation controller and presents it on the
// controller it is handed: each caller presents the controller it calls the method on, not
// every controller any caller does.
class BaseViewController: UIViewController {
    func presentInNavigationController(from presenter: UIViewController, animated: Bool = true) {
        let navigationController = UINavigationController(rootViewController: self)
        navigationController.modalPresentationStyle = .formSheet
        presenter.present(navigationController, animated: animated)
    }
}

final class HomeViewController: BaseViewController {
    @objc func scanTapped() {
        let scanner = ScannerViewController()
        scanner.presentInNavigationController(from: self)
    }

    @objc func listTapped() {
        ListViewController().presentInNavigationController(from: self, animated: false)
    }
}

final class ListViewController: BaseViewController {
    @objc func rowTapped() {
        let detail = DetailViewController()
        detail.presentInNavigationController(from: self)
    }
}

final class ScannerViewController: BaseViewController {}
final class DetailViewController: BaseViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = HomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
