import UIKit

// A page controller of the app's own class sets its pages on itself in its initialiser: they
// are its pages, not screens the screen that makes it pushes.
final class ImageViewController: UIViewController {
    init(url: URL) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class ImagePageViewController: UIPageViewController {
    let pages: [ImageViewController]

    init(urls: [URL]) {
        pages = urls.map { ImageViewController(url: $0) }
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    required init?(coder: NSCoder) { nil }
}

final class StatusViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        present(ImagePageViewController(urls: []), animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: StatusViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
