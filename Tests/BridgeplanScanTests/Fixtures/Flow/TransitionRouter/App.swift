import UIKit

// A navigator builds a screen for a scene and shows it the way a transition says: a `switch`
// on the transition, with a default the callers mostly leave out, arms that carry values
// (`.modal(animated:)`), and arms whose work runs in a closure (`DispatchQueue.main.async`,
// `UIView.transition(…, animations: { window.rootViewController = target })`). Each caller's
// edge comes from the arm its transition takes, with the screen its scene makes.
final class HomeViewController: UIViewController {
    var navigator: Navigator!

    @objc func openRepository() { navigator.show(segue: .repository, sender: self) }
    @objc func openSettings() { navigator.show(segue: .settings, sender: self, transition: .modal(animated: true)) }
}

final class RepositoryViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

final class Navigator {
    enum Scene { case home, repository, settings }
    enum Transition {
        case root(in: UIWindow)
        case navigation
        case modal(animated: Bool)
    }

    func get(segue: Scene) -> UIViewController {
        switch segue {
        case .home:
            let home = HomeViewController()
            home.navigator = self
            return UINavigationController(rootViewController: home)
        case .repository: return RepositoryViewController()
        case .settings: return SettingsViewController()
        }
    }

    func show(segue: Scene, sender: UIViewController?, transition: Transition = .navigation) {
        show(target: get(segue: segue), sender: sender, transition: transition)
    }

    private func show(target: UIViewController, sender: UIViewController?, transition: Transition) {
        switch transition {
        case .root(in: let window):
            UIView.transition(with: window, duration: 0.5, options: .transitionFlipFromLeft, animations: {
                window.rootViewController = target
            })
        case .navigation:
            sender?.navigationController?.pushViewController(target, animated: true)
        case .modal(let animated):
            DispatchQueue.main.async {
                let nav = UINavigationController(rootViewController: target)
                sender?.present(nav, animated: animated)
            }
        }
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let navigator = Navigator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        navigator.show(segue: .home, sender: nil, transition: .root(in: window))
        window.makeKeyAndVisible()
        return true
    }
}
