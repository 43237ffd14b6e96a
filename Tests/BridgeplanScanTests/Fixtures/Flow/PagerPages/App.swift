import UIKit

// A reader holds a page controller in a lazy property, adds it as a child in one method and
// sets its pages in another, from a helper that makes one of two page screens: the reader
// embeds a pager whose pages are those screens.
final class ReaderViewController: UIViewController {
    private lazy var pageViewController: UIPageViewController = {
        UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }()

    var pages: [String] = []
    var usesTwoPages = false

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(pageViewController)
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
    }

    func move(toPage index: Int) {
        pageViewController.setViewControllers([makePage(for: index)], direction: .forward, animated: true)
    }

    private func makePage(for index: Int) -> UIViewController {
        if usesTwoPages {
            return DoublePageViewController(left: pages[index], right: pages[index + 1])
        }
        return SinglePageViewController(text: pages[index])
    }
}

final class SinglePageViewController: UIViewController {
    init(text: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}

final class DoublePageViewController: UIViewController {
    init(left: String, right: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = ReaderViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
