import UIKit

final class WelcomeViewController: UIViewController {
    @objc func start() {
        // A scene loaded by its storyboard id and handed to a helper that pushes it.
        show(terms: UIStoryboard(name: "Main View", bundle: nil).instantiateViewController(withIdentifier: "Terms"))
    }

    private func show(terms controller: UIViewController) {
        navigationController?.pushViewController(controller, animated: true)
    }

    @objc func skip() {
        view.window?.rootViewController = StoryboardScene.MainView.home.instantiate()
    }
}

final class TermsViewController: UIViewController {}

final class HomeViewController: UIViewController {
    @objc func openDetail() {
        // The storyboard's navigation controller scene: its stack, rooted at DetailViewController.
        let controller: UIViewController = StoryboardScene.MainView.detailNav.instantiate()
        present(controller, animated: true)
    }
}

final class DetailViewController: UIViewController {
    @objc func showTerms() {
        // A list of loaded scenes, read through `first`.
        let pages = [UIStoryboard(name: "Main View", bundle: nil).instantiateViewController(withIdentifier: "Terms")]
        if let first = pages.first { present(first, animated: true) }
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let rootViewController: UIViewController
        rootViewController = StoryboardScene.Onboarding.initialScene.instantiate()
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
