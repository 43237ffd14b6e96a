// The app vendors Then: `then { … }` is declared in a protocol extension `NSObject` adopts,
// returning `Self`. Called on a navigation controller UIKit declares, it returns that
// navigation controller, so the window's root is the stack around the home screen, whose
// push is drawn.
import UIKit

public protocol Then {}

extension Then where Self: AnyObject {
    @inlinable
    public func then(_ block: (Self) throws -> Void) rethrows -> Self {
        try block(self)
        return self
    }
}

extension NSObject: Then {}

final class HomeViewController: UIViewController {
    var appJustStarted = false

    @objc func showSettings() {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }
}

final class SettingsViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let home = HomeViewController().then { $0.appJustStarted = true }
        window.rootViewController = UINavigationController(rootViewController: home).then {
            $0.navigationBar.prefersLargeTitles = true
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
