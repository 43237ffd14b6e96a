import UIKit

// A flow object's base class runs `start()`, which each subclass overrides, from a method every
// screen reaches through one helper (`present(flow:)`). A screen that hands the helper a
// scanner flow runs the scanner's `start()`, not the passcode flow's: the walk back from an
// override through a call on another receiver keeps only callers whose receiver can be that
// subclass. And a call whose labels the app's method does not declare (`present(_:animated:)`)
// is UIKit's method, not the app's `present(flow:)`.

class Flow {
    weak var presenter: UIViewController?

    func modal(from viewController: UIViewController) {
        presenter = viewController
        start()
    }

    func start() {}
}

final class ScannerFlow: Flow {
    override func start() {
        presenter?.present(ScannerViewController(), animated: true)
    }
}

final class PasscodeFlow: Flow {
    override func start() {
        presenter?.present(PasscodeViewController(), animated: true)
    }
}

extension UIViewController {
    func present(flow: Flow) {
        flow.modal(from: self)
    }

    func present(banner text: String) {
        present(BannerViewController(), animated: true)
    }
}

final class KeysViewController: UIViewController {
    let scannerFlow = ScannerFlow()

    @objc func connect() {
        present(flow: scannerFlow)
    }

    @objc func showHelp() {
        present(HelpViewController(), animated: true)
    }
}

final class SecurityViewController: UIViewController {
    @objc func setPasscode() {
        present(flow: PasscodeFlow())
    }

    @objc func save() {
        present(banner: "Saved")
    }

    @objc func showHelp() {
        present(HelpViewController(), animated: true)
    }
}

final class ScannerViewController: UIViewController {}
final class PasscodeViewController: UIViewController {}
final class HelpViewController: UIViewController {}
final class BannerViewController: UIViewController {}

final class HomeViewController: UIViewController {
    @objc func openKeys() { navigationController?.pushViewController(KeysViewController(), animated: true) }
    @objc func openSecurity() { navigationController?.pushViewController(SecurityViewController(), animated: true) }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        return true
    }
}
