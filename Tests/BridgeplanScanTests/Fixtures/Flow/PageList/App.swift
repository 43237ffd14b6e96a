import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: PanelViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

// A page controller made in code and embedded: its first page is `pages.first`, and a list
// is the set of its elements, so every page is one of its pages. They push onto the panel's stack.
final class PanelViewController: UIViewController, UIPageViewControllerDataSource {
    private var pageContainer: UIPageViewController!
    private var pages: [UIViewController] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        pageContainer = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pageContainer.dataSource = self
        addChild(pageContainer)
        view.addSubview(pageContainer.view)
        pageContainer.didMove(toParent: self)
        pages = []
        pages.append(StatusViewController())
        pages.append(ControlsViewController())
        if let first = pages.first {
            pageContainer.setViewControllers([first], direction: .forward, animated: true, completion: nil)
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
}

final class StatusViewController: UIViewController {}
final class ControlsViewController: UIViewController {
    func openDetail() { show(ControlDetailViewController(), sender: self) }
}
final class ControlDetailViewController: UIViewController {}
