import UIKit
import UserNotifications

// The window's navigation controller is made empty, and the first coordinator pushes the
// home screen onto it at launch: that push is the stack's root (there is no screen for it to
// be pushed from), and the home screen's pushes are then pushes within that stack. So is a
// push no screen's code reaches (a notification's tap) onto a stack made empty for it.
class Coordinator {
    func start() {}
}

final class ApplicationCoordinator: Coordinator {
    let window: UIWindow
    lazy var rootViewController: UINavigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    override func start() {
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        MainCoordinator(navigationController: rootViewController).start()
    }
}

final class MainCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() {
        let home = HomeViewController()
        home.onShowDetail = { [weak self] in self?.showDetail() }
        navigationController.pushViewController(home, animated: false)
    }

    func showDetail() {
        navigationController.pushViewController(DetailViewController(), animated: true)
    }
}

final class HomeViewController: UIViewController {
    var onShowDetail: (() -> Void)?

    @objc func detailTapped() {
        onShowDetail?()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Detail", style: .plain, target: self, action: #selector(detailTapped))
    }
}

final class DetailViewController: UIViewController {}

final class VoucherCoordinator {
    let navigationController = UINavigationController()

    func start(over presenter: UIViewController) {
        let redeem = RedeemVoucherViewController()
        redeem.onRedeemed = { [weak self] in self?.showSucceeded() }
        navigationController.pushViewController(redeem, animated: false)
        presenter.present(navigationController, animated: true)
    }

    func showSucceeded() {
        navigationController.pushViewController(VoucherSucceededViewController(), animated: true)
    }
}

final class RedeemVoucherViewController: UIViewController {
    var onRedeemed: (() -> Void)?

    @objc func redeemTapped() {
        onRedeemed?()
    }
}

final class VoucherSucceededViewController: UIViewController {}

final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
    weak var presenter: UIViewController?

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        if let presenter { VoucherCoordinator().start(over: presenter) }
        completionHandler()
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: ApplicationCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        coordinator = ApplicationCoordinator(window: window)
        coordinator?.start()
        return true
    }
}
