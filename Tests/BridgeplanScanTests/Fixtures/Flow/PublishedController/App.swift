import Combine
import UIKit

// A sign-in helper publishes the controller it makes (`@Published var pinViewController`), and
// the welcome screen that subscribes presents it in a navigation controller. The observer runs
// for the code that sets the property, so the navigation controller made in the subscriber is
// read in the setter's code, where the call that makes it is not written: it has to be placed
// by the setter, not looked up among the setter's calls.
final class SignInController {
    @Published var pinViewController: UIViewController?

    func start(url: URL) {
        let viewController: PinViewController = {
            let viewController = PinViewController()
            viewController.url = url
            return viewController
        }()
        self.pinViewController = viewController
    }
}

final class WelcomeViewController: UIViewController {
    let signIn = SignInController()
    private var subscriptions: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        signIn.$pinViewController
            .sink { [weak self] viewController in
                guard let self, let viewController else { return }
                let navigationController = UINavigationController(rootViewController: viewController)
                self.present(navigationController, animated: true)
            }
            .store(in: &subscriptions)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sign in", style: .plain, target: self, action: #selector(signInTapped))
    }

    @objc private func signInTapped() {
        signIn.start(url: URL(string: "https://example.com")!)
    }
}

final class PinViewController: UIViewController {
    var url: URL?
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = WelcomeViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
