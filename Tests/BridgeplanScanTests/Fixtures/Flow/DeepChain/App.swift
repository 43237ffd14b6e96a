import UIKit

// A presentation reached from a screen's action through a long chain of other types' calls
// (a restart handler, queued actions, a coordinator handing work to its parent and back) is
// a guess: read by hand, such edges were almost never real. Ten calls back, the screen is
// named in the unresolved list instead; three calls back, the edge is drawn.
final class SettingsViewController: UIViewController {
    var onRestart: (() -> Void)?

    @objc func languageChanged() {
        onRestart?()
    }
}

final class ProfileViewController: UIViewController {
    let router = ProfileRouter()

    @objc func editTapped() {
        router.showEditor(from: self)
    }
}

final class EditorViewController: UIViewController {}
final class ConfirmationViewController: UIViewController {}

final class ProfileRouter {
    func showEditor(from screen: UIViewController) {
        present(EditorViewController(), on: screen)
    }

    private func present(_ controller: UIViewController, on screen: UIViewController) {
        screen.present(controller, animated: true)
    }
}

final class Step1 {
    func run(on presenter: UIViewController) {
        Step2().run(on: presenter)
    }
}

final class Step2 {
    func run(on presenter: UIViewController) {
        Step3().run(on: presenter)
    }
}

final class Step3 {
    func run(on presenter: UIViewController) {
        Step4().run(on: presenter)
    }
}

final class Step4 {
    func run(on presenter: UIViewController) {
        Step5().run(on: presenter)
    }
}

final class Step5 {
    func run(on presenter: UIViewController) {
        Step6().run(on: presenter)
    }
}

final class Step6 {
    func run(on presenter: UIViewController) {
        Step7().run(on: presenter)
    }
}

final class Step7 {
    func run(on presenter: UIViewController) {
        Step8().run(on: presenter)
    }
}

final class Step8 {
    func run(on presenter: UIViewController) {
        Step9().run(on: presenter)
    }
}

final class Step9 {
    func run(on presenter: UIViewController) {
        Step10().run(on: presenter)
    }
}

final class Step10 {
    func run(on presenter: UIViewController) {
        presenter.present(ConfirmationViewController(), animated: true)
    }
}

final class AppCoordinator {
    let tabs = UITabBarController()

    func start() {
        let settings = SettingsViewController()
        settings.onRestart = { [weak self] in self?.restart() }
        tabs.viewControllers = [UINavigationController(rootViewController: ProfileViewController()), settings]
    }

    func restart() {
        Step1().run(on: tabs)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = AppCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        coordinator.start()
        window.rootViewController = coordinator.tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
