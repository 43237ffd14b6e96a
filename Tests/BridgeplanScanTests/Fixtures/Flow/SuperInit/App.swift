import UIKit

// What a subclass's initialiser hands `super.init(…)` reaches the base class's initialiser:
// the delegate a coordinator passes is stored in the base's property, typed as a protocol
// composition (no single protocol's conformers to fall back on), and the subclass's action
// calls it. A base class that keeps its own `viewControllers` list (pages it embeds) is no
// navigation stack: setting that property pushes nothing.
protocol ItemsCoordinatorDelegate: AnyObject {
    func show(url: URL)
}

protocol NoteCoordinatorDelegate: AnyObject {}

class BaseItemsViewController: UIViewController {
    weak var coordinatorDelegate: (ItemsCoordinatorDelegate & NoteCoordinatorDelegate)?

    init(coordinatorDelegate: (ItemsCoordinatorDelegate & NoteCoordinatorDelegate)) {
        self.coordinatorDelegate = coordinatorDelegate
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class TrashViewController: BaseItemsViewController {
    init(title: String, coordinatorDelegate: (ItemsCoordinatorDelegate & NoteCoordinatorDelegate)) {
        super.init(coordinatorDelegate: coordinatorDelegate)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    @objc func linkTapped() {
        coordinatorDelegate?.show(url: URL(fileURLWithPath: "/"))
    }
}

final class WebViewController: UIViewController {}
final class TeamInfoViewController: UIViewController {}
final class TeamEventsViewController: UIViewController {}

class SegmentedContainerViewController: UIViewController {
    let viewControllers: [UIViewController]

    init(viewControllers: [UIViewController]) {
        self.viewControllers = viewControllers
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        for child in viewControllers {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }
}

final class TeamViewController: SegmentedContainerViewController {
    init() {
        super.init(viewControllers: [TeamInfoViewController(), TeamEventsViewController()])
    }

    required init?(coder: NSCoder) { nil }
}

final class DetailCoordinator: ItemsCoordinatorDelegate, NoteCoordinatorDelegate {
    let navigationController = UINavigationController()

    func start() {
        func makeTrash() -> TrashViewController {
            TrashViewController(title: "Trash", coordinatorDelegate: self)
        }
        navigationController.viewControllers = [makeTrash()]
    }

    func show(url: URL) {
        navigationController.present(WebViewController(), animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = DetailCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        coordinator.start()
        window.rootViewController = UITabBarController()
        (window.rootViewController as? UITabBarController)?.viewControllers = [coordinator.navigationController, TeamViewController()]
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
