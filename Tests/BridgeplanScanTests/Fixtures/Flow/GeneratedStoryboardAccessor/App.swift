import UIKit

// Storyboard accessors generated at build time (Natalie's `Storyboards.Profile
// .instantiateAuthViewController()`) are not in the sources: the accessor's name says which
// class it makes.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: EventsViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class EventsViewController: UIViewController {
    @objc func openEvent() {
        let preview = Storyboards.EventPreview.instantiateEventPreviewViewController()
        navigationController?.pushViewController(preview, animated: true)
    }
}

final class EventPreviewViewController: UIViewController {}
