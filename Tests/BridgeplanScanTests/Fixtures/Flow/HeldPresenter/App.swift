import UIKit
import UserNotifications

// A notification's tap runs in a service no screen calls: the router it reaches presents on
// the root it was handed at launch, so the root screen is the presenter.
final class NotificationRouter {
    weak var rootViewController: UIViewController?

    func openMatch() {
        let navigation = UINavigationController(rootViewController: MatchViewController())
        rootViewController?.present(navigation, animated: true)
    }
}

final class PushService: NSObject, UNUserNotificationCenterDelegate {
    let router: NotificationRouter

    init(router: NotificationRouter) {
        self.router = router
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        router.openMatch()
        completionHandler()
    }
}

final class HomeViewController: UIViewController {}
final class MatchViewController: UIViewController {}

// A receiver that may hold either of two screens names no presenter.
final class AmbiguousRouter {
    var presenter: UIViewController?

    func showHelp() {
        presenter?.present(HelpViewController(), animated: true)
    }
}

final class HelpViewController: UIViewController {}
final class OtherViewController: UIViewController {}

final class AmbiguousService: NSObject, UNUserNotificationCenterDelegate {
    let router = AmbiguousRouter()

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        router.presenter = Bool.random() ? HomeViewController() : OtherViewController()
        router.showHelp()
        completionHandler()
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let router = NotificationRouter()
    lazy var pushService = PushService(router: router)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let home = HomeViewController()
        window.rootViewController = home
        router.rootViewController = home
        UNUserNotificationCenter.current().delegate = pushService
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
