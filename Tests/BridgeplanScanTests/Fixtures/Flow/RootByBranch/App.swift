import UIKit

// The delegate chooses the window's root by state: a notice, onboarding, or the main tabs.
// The tabs are the root; each other choice is a place the app can start (an entry).
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [UINavigationController(rootViewController: HomeViewController())]
    }
}

final class HomeViewController: UIViewController {}
final class EndOfLifeViewController: UIViewController {}
final class WelcomeViewController: UIViewController {}
final class ForceUpdateViewController: UIViewController {}

enum Store {
    static var isEndOfLife = false
    static var isOnboarded = false
    static var needsUpdate = false
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // One assignment per branch, to the window itself.
        switch true {
        case Store.isEndOfLife:
            window.rootViewController = EndOfLifeViewController()
        case !Store.isOnboarded:
            window.rootViewController = UINavigationController(rootViewController: WelcomeViewController())
        default:
            window.rootViewController = MainTabBarController()
        }
        self.window = window
        window.makeKeyAndVisible()
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Through a local set in each branch, then the window's root.
        let root: UIViewController
        if Store.needsUpdate {
            root = ForceUpdateViewController()
        } else {
            root = MainTabBarController()
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        self.window = window
        return true
    }
}
