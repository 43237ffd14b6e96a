import UIKit

// A controller chosen by an `#available` check: below iOS 10 the web page opens in an older
// screen. The app targets iOS 15 (its package says so), so that branch never runs and only
// the newer screen is presented.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = HomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class HomeViewController: UIViewController {
    @objc func showTerms() {
        let controller: UIViewController
        if #available(iOS 10.0, *) {
            controller = WebKitViewController()
        } else {
            controller = LegacyWebViewController()
        }
        present(controller, animated: true)
    }
}

final class WebKitViewController: UIViewController {}
final class LegacyWebViewController: UIViewController {}
