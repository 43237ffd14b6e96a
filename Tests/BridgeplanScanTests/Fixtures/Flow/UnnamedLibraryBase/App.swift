import UIKit
import SweetUIKit

// A screen whose superclass comes from a package the scan does not read, with a name that
// says nothing of what it is. It loads its view and pushes: it is a view controller. A
// presenter on NSObject with a `viewDidLoad()` of its own stays a plain object.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: ChatsViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class ChatsViewController: SweetTableController {
    private let presenter = ChatsPresenter()

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    @objc func didPressCompose() {
        navigationController?.pushViewController(NewChatViewController(), animated: true)
    }
}

final class ChatsPresenter: NSObject {
    func viewDidLoad() {}
}

final class NewChatViewController: UIViewController {}
