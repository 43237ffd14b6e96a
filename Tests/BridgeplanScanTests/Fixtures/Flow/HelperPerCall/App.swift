// A screen calls an app helper that presents (as a popover when given a sender) at two
// places with two controllers: each call shows its own, certainly, not one of the two.
import UIKit

extension UIViewController {
    @discardableResult
    func present(_ vc: UIViewController, _ sender: UIView? = nil) -> Bool {
        guard presentedViewController == nil else { return false }
        if let sender = sender {
            vc.modalPresentationStyle = .popover
            vc.popoverPresentationController?.sourceView = sender
        }
        present(vc, animated: true)
        return true
    }
}

final class BrowsingViewController: UIViewController {
    let securityButton = UIButton()
    let settingsButton = UIButton()

    @objc func action(_ sender: UIButton) {
        switch sender {
        case securityButton:
            let vc = SecurityPopUpViewController()
            present(vc, sender)
        case settingsButton:
            let vc = SettingsViewController()
            present(vc, sender)
        default:
            break
        }
    }
}

final class SecurityPopUpViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = BrowsingViewController()
        self.window = window
        return true
    }
}
