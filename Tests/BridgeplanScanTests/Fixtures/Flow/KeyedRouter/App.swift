import UIKit

// A router dispatches on a key its callers pass: each branch runs only for the callers that
// pass its key, so a screen gets the destinations of the keys it passes, not every branch.
final class NavigationManager {
    static let shared = NavigationManager()
    static let settingsPageKey = "settings"
    static let profilePageKey = "profile"
    static let helpPageKey = "help"
    static let folderPageKey = "folder"
    weak var tabs: MainTabBarController?

    func navigateTo(_ place: String, data: Any? = nil) {
        if place == NavigationManager.folderPageKey {
            // The controller is made from what the caller passes: attribution rewrites it into
            // each caller, at the caller's own call.
            if let name = data as? String { tabs?.showFolder(name) }
        } else if place == NavigationManager.settingsPageKey {
            tabs?.showSettings()
        } else if place == NavigationManager.profilePageKey {
            tabs?.showProfile()
        } else if place == NavigationManager.helpPageKey {
            tabs?.showHelp()
        }
    }
}

enum Sheet { case about, licenses }

final class MainTabBarController: UITabBarController {
    // First in the file, so its sink is attributed before the others.
    func showFolder(_ name: String) { present(FolderContentViewController(name: name), animated: true) }
    func showSettings() { present(SettingsViewController(), animated: true) }
    func showProfile() { present(ProfileViewController(), animated: true) }
    func showHelp() { present(HelpViewController(), animated: true) }

    func open(_ sheet: Sheet) {
        switch sheet {
        case .about: present(AboutViewController(), animated: true)
        case .licenses: present(LicensesViewController(), animated: true)
        }
    }
}

final class FolderViewController: UIViewController {
    @objc func settingsTapped() { NavigationManager.shared.navigateTo(NavigationManager.settingsPageKey) }
    @objc func aboutTapped() { (tabBarController as? MainTabBarController)?.open(.about) }
}

final class PodcastViewController: UIViewController {
    @objc func profileTapped() { NavigationManager.shared.navigateTo(NavigationManager.profilePageKey) }
    @objc func licensesTapped() { (tabBarController as? MainTabBarController)?.open(Sheet.licenses) }
}

final class ShelfViewController: UIViewController {
    @objc func folderTapped() { NavigationManager.shared.navigateTo(NavigationManager.folderPageKey, data: "Favourites") }
}

final class LinkViewController: UIViewController {
    // A key known only at run time: any branch may run.
    var key = ""
    @objc func linkTapped() { NavigationManager.shared.navigateTo(key) }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let tabs = MainTabBarController()
        tabs.viewControllers = [FolderViewController(), PodcastViewController(), ShelfViewController(), LinkViewController()]
        NavigationManager.shared.tabs = tabs
        window?.rootViewController = tabs
    }
}

final class SettingsViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class HelpViewController: UIViewController {}
final class AboutViewController: UIViewController {}
final class LicensesViewController: UIViewController {}
final class FolderContentViewController: UIViewController {
    init(name: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
