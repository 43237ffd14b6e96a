import UIKit

// The app delegate starts on onboarding, on a what's-new screen or on the home stack, each
// in its own branch with a local of the same name: each branch sets its own root, and the
// roots the draft does not start on are entries. Branches of a screen reusing a local name
// keep their values apart too.
final class HomeViewController: UIViewController {
    var compact = false

    @objc func openTapped() {
        Router.open(from: self, compact: compact)
    }
}

enum Router {
    static func open(from presenter: UIViewController, compact: Bool) {
        if compact {
            let destination = DetailViewController()
            presenter.navigationController?.pushViewController(destination, animated: true)
        } else {
            let destination = SummaryViewController()
            presenter.present(destination, animated: true)
        }
    }
}

final class DetailViewController: UIViewController {}
final class SummaryViewController: UIViewController {}
final class OnboardingViewController: UIViewController {}
final class WhatsNewViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var hasOnboarded = false
    var hasSeenWhatsNew = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        if !hasOnboarded {
            let first = OnboardingViewController()
            window?.rootViewController = first
        } else if !hasSeenWhatsNew {
            let first = WhatsNewViewController()
            window?.rootViewController = first
        } else {
            window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        }
        window?.makeKeyAndVisible()
        return true
    }
}
