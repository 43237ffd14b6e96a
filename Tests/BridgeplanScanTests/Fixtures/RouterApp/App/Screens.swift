import UIKit

final class HomeViewController: UIViewController {
    var coordinator: SceneCoordinator!

    @objc func openProfile() {
        coordinator.transition(to: .profile(ProfileViewModel(name: "me")), from: self, type: .show)
    }

    @objc func openSettings() {
        coordinator.transition(to: .settings, from: self, type: .modal)
    }
}

final class ProfileViewController: UIViewController {
    var coordinator: SceneCoordinator!
    var viewModel: ProfileViewModel?

    @objc func openAbout() {
        coordinator.transition(to: .about, from: self, type: .show)
    }
}

final class SettingsViewController: UIViewController {}
final class AboutViewController: UIViewController {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let coordinator = SceneCoordinator()

    func scene() {
        let home = HomeViewController()
        home.coordinator = coordinator
        window?.rootViewController = UINavigationController(rootViewController: home)
    }
}
