import UIKit

// A controller the Swift sources make but do not declare (an Objective-C class, a library's)
// is a screen, and the root of the navigation stack the code makes around it: a tab here.
final class MainTabBarController: UITabBarController {
    private lazy var libraryNavigation: UINavigationController = {
        UINavigationController(rootViewController: LibraryViewController())
    }()

    private lazy var onAirNavigation: UINavigationController = {
        let root = VLCOnAirViewController()
        return UINavigationController(rootViewController: root)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [libraryNavigation, onAirNavigation]
    }
}

final class LibraryViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = MainTabBarController()
        window?.makeKeyAndVisible()
        return true
    }
}
