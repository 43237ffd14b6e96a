import SafariServices
import UIKit

// A shared web helper opens its own web screen only when asked (`forceCustom: true`), else
// Safari; the choice is made in a local function that captures the flag. Each caller gets the
// screen its flag picks, the default when it leaves the flag out.
final class WebViewController: UIViewController {}

final class WebManager {
    static let shared = WebManager()

    func open(_ url: URL, in controller: UIViewController, forceCustom: Bool = false) {
        func present(url: URL) {
            if forceCustom {
                presentCustom(url, in: controller)
            } else {
                controller.present(SFSafariViewController(url: url), animated: true)
            }
        }
        DispatchQueue.main.async { present(url: url) }
    }

    private func presentCustom(_ url: URL, in controller: UIViewController) {
        controller.present(UINavigationController(rootViewController: WebViewController()), animated: true)
    }
}

final class AuthorsViewController: UIViewController {
    @objc func openSite() { WebManager.shared.open(URL(string: "https://example.com")!, in: self) }
}

final class SocialAuthViewController: UIViewController {
    @objc func signIn() { WebManager.shared.open(URL(string: "https://example.com/oauth")!, in: self, forceCustom: true) }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [AuthorsViewController(), SocialAuthViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
