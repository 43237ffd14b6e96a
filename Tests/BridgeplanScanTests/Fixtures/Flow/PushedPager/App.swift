import UIKit

// A page controller of the app's own class that a stack pushes is a screen: it has its own
// segmented control and map button, and the pages it sets on itself are its children.
final class GalleryViewController: UIViewController {}
final class FilesViewController: UIViewController {}
final class MapViewController: UIViewController {}

final class AllMediaViewController: UIPageViewController {
    private let segments = UISegmentedControl(items: ["Gallery", "Files"])

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        segments.addTarget(self, action: #selector(segmentChanged), for: .valueChanged)
        navigationItem.titleView = segments
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Map", style: .plain, target: self, action: #selector(showMap))
        setViewControllers([GalleryViewController()], direction: .forward, animated: false)
    }

    @objc private func segmentChanged() {
        let page: UIViewController = segments.selectedSegmentIndex == 0 ? GalleryViewController() : FilesViewController()
        setViewControllers([page], direction: .forward, animated: true)
    }

    @objc private func showMap() {
        navigationController?.pushViewController(MapViewController(), animated: true)
    }
}

final class ProfileViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(AllMediaViewController(), animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: ProfileViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
