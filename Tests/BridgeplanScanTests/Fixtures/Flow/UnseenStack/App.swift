import UIKit

// A screen whose own code pushes is in a navigation stack, even where the code that makes the
// stack is not read (here a dependency container hands the app its navigation controller): it
// gets a stack of its own, marked possible, and its pushes stay. A screen the code shows with
// no stack around it (a tab of its own) pushes nothing, and a push that only a coordinator's
// code makes, from a screen in no stack, is left out.
protocol DependencyContainer {
    func register<Service>(_ type: Service.Type, factory: @escaping () -> Service)
    func resolve<Service>(_ type: Service.Type) -> Service?
}

enum Assembly {
    static func register(in container: DependencyContainer) {
        container.register(SignInViewController.self) { SignInViewController() }
        container.register(UINavigationController.self) {
            UINavigationController(rootViewController: container.resolve(SignInViewController.self)!)
        }
    }
}

final class SignInViewController: UIViewController {
    func forgotPasswordTapped() {
        navigationController?.pushViewController(ResetPasswordViewController(), animated: true)
    }
}

final class ResetPasswordViewController: UIViewController {}

final class ProfileViewController: UIViewController {
    func accountTapped() {
        navigationController?.pushViewController(AccountViewController(), animated: true)
    }
}

final class AccountViewController: UIViewController {}

final class SettingsViewController: UIViewController {
    var onAbout: (() -> Void)?

    func aboutTapped() {
        onAbout?()
    }
}

final class AboutViewController: UIViewController {}

}

final class SettingsCoordinator {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }

    func start(from presenter: UIViewController) {
        let settings = SettingsViewController()
        settings.onAbout = { [weak self] in
            self?.navigation.pushViewController(AboutViewController(), animated: true)
        }
        presenter.present(settings, animated: true)
    }
}

final class MainTabBarController: UITabBarController {
    var settings: SettingsCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [ProfileViewController()]
    }

    func settingsTapped(navigation: UINavigationController) {
        settings = SettingsCoordinator(navigation: navigation)
        settings?.start(from: self)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var container: DependencyContainer!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        if UserDefaults.standard.bool(forKey: "signedIn") {
            window?.rootViewController = MainTabBarController()
        } else {
            Assembly.register(in: container)
            window?.rootViewController = container.resolve(UINavigationController.self)
        }
        window?.makeKeyAndVisible()
        return true
    }
}
