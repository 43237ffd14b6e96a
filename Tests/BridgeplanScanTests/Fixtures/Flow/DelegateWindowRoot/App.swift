import SwiftUI
import UIKit

extension HomeViewController {
    func showAbout() {
        present(UINavigationController(rootViewController: AboutViewController()), animated: true)
    }
}

final class AboutViewController: UIViewController {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: SceneCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let coordinator = SceneCoordinator(sceneDelegate: self)
        self.coordinator = coordinator
        coordinator.setup()
        window?.makeKeyAndVisible()
    }
}

/// Sets the window's root through the scene delegate it is handed, at launch and again when a
/// screen signs out: the root is where the app starts, not a screen's presentation.
final class SceneCoordinator {
    weak var sceneDelegate: SceneDelegate?

    init(sceneDelegate: SceneDelegate) {
        self.sceneDelegate = sceneDelegate
    }

    func setup() {
        let root: UIViewController
        switch UIDevice.current.userInterfaceIdiom {
        case .phone:
            root = UINavigationController(rootViewController: HomeViewController(coordinator: self))
        default:
            root = SidebarViewController(coordinator: self)
        }
        sceneDelegate?.window?.rootViewController = root
    }
}

final class HomeViewController: UIViewController {
    let coordinator: SceneCoordinator

    init(coordinator: SceneCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    func signOut() { coordinator.setup() }

    func showProfile() {
        present(UIHostingController(rootView: ProfileView()), animated: true)
    }
}

final class SidebarViewController: UIViewController {
    let coordinator: SceneCoordinator

    init(coordinator: SceneCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }
}

struct ProfileView: View {
    @State private var editing = false

    var body: some View {
        Button("Edit") { editing = true }
            // `AnyView` erases the type, not the view.
            .sheet(isPresented: $editing) { AnyView(EditProfileView()) }
    }
}

struct EditProfileView: View {
    var body: some View { Text("Edit") }
}
