import UIKit

// A folder picker's base class keeps the flow's coordinator, and each flow's coordinator
// sets itself on the subclass it makes. The property, declared once, holds every flow's
// coordinator; a subclass's objects hold only their own, so a subclass's call on it runs
// its own flow's code, and the base class's call runs each subclass's own.
protocol FolderChoosing: AnyObject {
    func chooseItem(_ name: String)
    func showCreateNewFolder()
}

class ChooseFolderViewController: UITableViewController {
    weak var coordinator: FolderChoosing?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "New", style: .plain, target: self, action: #selector(createNewFolder))
    }

    @objc func createNewFolder() {
        coordinator?.showCreateNewFolder()
    }
}

final class CreateVaultChooseFolderViewController: ChooseFolderViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.chooseItem("new")
    }
}

final class OpenVaultChooseFolderViewController: ChooseFolderViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.chooseItem("existing")
    }
}

final class CreateVaultPasswordViewController: UIViewController {}
final class OpenVaultPasswordViewController: UIViewController {}
final class CreateNewFolderViewController: UIViewController {}

final class CreateVaultCoordinator: FolderChoosing {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let picker = CreateVaultChooseFolderViewController()
        picker.coordinator = self
        navigationController.pushViewController(picker, animated: true)
    }

    func chooseItem(_ name: String) {
        navigationController.pushViewController(CreateVaultPasswordViewController(), animated: true)
    }

    func showCreateNewFolder() {
        navigationController.pushViewController(CreateNewFolderViewController(), animated: true)
    }
}

final class OpenVaultCoordinator: FolderChoosing {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let picker = OpenVaultChooseFolderViewController()
        picker.coordinator = self
        navigationController.pushViewController(picker, animated: true)
    }

    func chooseItem(_ name: String) {
        navigationController.pushViewController(OpenVaultPasswordViewController(), animated: true)
    }

    func showCreateNewFolder() {}
}

final class VaultListViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let navigationController else { return }
        if indexPath.row == 0 {
            CreateVaultCoordinator(navigationController: navigationController).start()
        } else {
            OpenVaultCoordinator(navigationController: navigationController).start()
        }
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: VaultListViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
