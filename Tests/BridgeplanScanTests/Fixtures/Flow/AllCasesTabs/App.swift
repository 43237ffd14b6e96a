import UIKit

// A tab bar builds one stack per case of an enum, looping over `allCases` and reading each
// case's computed `nav`: its tabs are the stacks the enum's arms make.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = MainTabBarController()
        window?.makeKeyAndVisible()
        return true
    }
}

enum Tabs: CaseIterable {
    case home, search, profile

    var nav: UINavigationController {
        switch self {
        case .home: return UINavigationController(rootViewController: HomeViewController())
        case .search: return UINavigationController(rootViewController: SearchViewController())
        case .profile: return UINavigationController(rootViewController: ProfileViewController())
        }
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var tabs: [UINavigationController] = []
        for tab in Tabs.allCases {
            let nav = tab.nav
            tabs.append(nav)
        }
        setViewControllers(tabs, animated: false)
    }
}

final class HomeViewController: UIViewController {}
final class SearchViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
