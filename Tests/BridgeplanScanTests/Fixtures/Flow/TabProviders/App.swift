import UIKit

// iOS 18 tabs: each `UITab` makes its controller in a provider closure, and the tab bar's
// `tabs` lists them. The stacks the providers return are the tab bar's children, so a push
// from a tab's first screen happens in that tab's stack.
final class RootTabBarController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        tabs = [
            UITab(title: "Events", image: nil, identifier: "events") { _ in
                UINavigationController(rootViewController: EventsViewController())
            },
            UITab(title: "Settings", image: nil, identifier: "settings") { _ in
                UINavigationController(rootViewController: SettingsViewController())
            },
        ]
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class EventsViewController: UIViewController {
    func eventTapped() {
        navigationController?.pushViewController(EventDetailViewController(), animated: true)
    }
}

final class EventDetailViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

// `tabs` of another kind: a model's list of tab names is no tab bar's content.
final class TabsModel {
    var tabs: [String] = []
    func reset() { tabs = ["a", "b"] }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = RootTabBarController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
