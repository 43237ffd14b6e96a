import UIKit

// A screen calls its delegate; the delegate, a coordinator, navigates.
protocol SettingsViewControllerDelegate: AnyObject {
    func settingsDidSelectAbout(_ controller: SettingsViewController)
    func settingsDidSelectLicenses()
}

final class SettingsViewController: UITableViewController {
    weak var delegate: SettingsViewControllerDelegate?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.row == 0 {
            delegate?.settingsDidSelectAbout(self)
        } else {
            delegate?.settingsDidSelectLicenses()
        }
    }
}

final class SettingsCoordinator: SettingsViewControllerDelegate {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let settings = SettingsViewController()
        settings.delegate = self
        navigationController.pushViewController(settings, animated: false)
    }

    func settingsDidSelectAbout(_ controller: SettingsViewController) {
        navigationController.pushViewController(AboutViewController(), animated: true)
    }

    func settingsDidSelectLicenses() {
        let licenses = UINavigationController(rootViewController: LicensesViewController())
        navigationController.present(licenses, animated: true)
    }
}

final class HomeViewController: UIViewController {
    var settingsCoordinator: SettingsCoordinator?

    @objc func openSettings() {
        let coordinator = SettingsCoordinator(navigationController: navigationController!)
        settingsCoordinator = coordinator
        coordinator.start()
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
    }
}

final class AboutViewController: UIViewController {}
final class LicensesViewController: UIViewController {}
