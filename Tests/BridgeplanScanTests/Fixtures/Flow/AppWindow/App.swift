import UIKit

// The app's window gets a plain controller that embeds the tab bar through a helper; a
// privacy cover gets a window of its own, which is not the app's root.
extension UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

final class RootCoordinator {
    let viewController = UIViewController()
    private let tabBarController = UITabBarController()

    func showHome() {
        tabBarController.setViewControllers([UINavigationController(rootViewController: FeedViewController()), AccountViewController()], animated: false)
        viewController.embed(tabBarController)
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var privacyWindow: UIWindow?
    let coordinator = RootCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = coordinator.viewController
        coordinator.showHome()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        privacyWindow = UIWindow()
        privacyWindow?.rootViewController = PrivacyCoverViewController()
    }
}

final class FeedViewController: UIViewController {}
final class AccountViewController: UIViewController {}
final class PrivacyCoverViewController: UIViewController {}
