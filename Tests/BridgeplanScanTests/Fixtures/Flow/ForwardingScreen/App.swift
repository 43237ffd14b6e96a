// A screen made around the controller it pushes once its own work is done: it is shown
// itself, and pushes the controller it was handed. A container made around the controllers
// it lays out shows them.
import UIKit

final class SignInEmailViewController: UIViewController {
    @objc func sessionReceived() {
        let password = SignInPasswordViewController()
        navigationController!.pushViewController(AuthorizeEmailViewController(nextVc: password), animated: true)
    }

    @objc func showHelp() {
        navigationController!.pushViewController(TopBottomContainer(top: HelpViewController(), bottom: ContactViewController()), animated: true)
    }
}

final class AuthorizeEmailViewController: UIViewController {
    private let nextVc: UIViewController

    init(nextVc: UIViewController) {
        self.nextVc = nextVc
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc func emailConfirmed() {
        navigationController!.pushViewController(nextVc, animated: true)
    }
}

final class TopBottomContainer: UIViewController {
    init(top: UIViewController, bottom: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(top)
        addChild(bottom)
    }

    required init?(coder: NSCoder) { nil }
}

final class SignInPasswordViewController: UIViewController {}
final class HelpViewController: UIViewController {}
final class ContactViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: SignInEmailViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
