import UIKit

// A router builds the screen for a route in a function with several returns.
enum Route { case profile, settings, help }

final class Router {
    weak var navigationController: UINavigationController?

    func makeScreen(for route: Route) -> UIViewController {
        switch route {
        case .profile: return ProfileViewController()
        case .settings: return SettingsViewController()
        case .help:
            let help = HelpViewController()
            return help
        }
    }

    func show(_ route: Route) {
        navigationController?.pushViewController(makeScreen(for: route), animated: true)
    }
}

final class MenuViewController: UIViewController {
    let router = Router()

    @objc func rowTapped() { router.show(.profile) }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let menu = MenuViewController()
        let navigation = UINavigationController(rootViewController: menu)
        menu.router.navigationController = navigation
        window?.rootViewController = navigation
    }
}

final class ProfileViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
final class HelpViewController: UIViewController {}
