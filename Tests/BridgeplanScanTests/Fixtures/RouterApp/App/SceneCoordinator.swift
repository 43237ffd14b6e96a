import UIKit

struct ProfileViewModel { var name: String }

enum Scene {
    case profile(ProfileViewModel)
    case settings
    case about
}

enum Transition { case show, modal }

// A central scene coordinator: no childCoordinators, no start(). Screens call it with the
// scene they want; the switch builds the screen, the transition decides push or present.
final class SceneCoordinator {
    func transition(to scene: Scene, from source: UIViewController, type: Transition) {
        let viewController = makeViewController(for: scene)
        switch type {
        case .show:
            source.navigationController?.pushViewController(viewController, animated: true)
        case .modal:
            source.present(UINavigationController(rootViewController: viewController), animated: true)
        }
    }

    private func makeViewController(for scene: Scene) -> UIViewController {
        switch scene {
        case .profile(let viewModel):
            let profile = ProfileViewController()
            profile.viewModel = viewModel
            return profile
        case .settings:
            return SettingsViewController()
        case .about:
            return AboutViewController()
        }
    }
}
