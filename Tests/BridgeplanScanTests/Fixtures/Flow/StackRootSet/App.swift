import UIKit

// A coordinator makes a stack, gives it its root with `viewControllers = [x]` and presents
// it: the screen that asked presents that stack; it pushes nothing.
protocol ScannerViewControllerDelegate: AnyObject {
    func scannerDidTapInfo(_ scanner: ScannerViewController)
}

final class ScannerViewController: UIViewController {
    weak var delegate: ScannerViewControllerDelegate?

    @objc func infoTapped() {
        delegate?.scannerDidTapInfo(self)
    }
}

final class ScannerInfoViewController: UIViewController {}

final class ScannerCoordinator: ScannerViewControllerDelegate {
    let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let scanner = ScannerViewController()
        scanner.delegate = self
        window.rootViewController = UINavigationController(rootViewController: scanner)
    }

    func scannerDidTapInfo(_ scanner: ScannerViewController) {
        let navigationController = UINavigationController()
        navigationController.viewControllers = [ScannerInfoViewController()]
        scanner.present(navigationController, animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: ScannerCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        coordinator = ScannerCoordinator(window: window)
        coordinator?.start()
        self.window = window
        return true
    }
}
