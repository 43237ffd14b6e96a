import UIKit

// Dependencies handed as a composition of "Has" protocols, and a service that keeps the
// screen it is handed and presents on it later. The call's labels are the service's own, so
// its common name (`present`) does not stop it resolving.
protocol HasMailer { var mailer: Mailer { get } }
protocol HasSettings { var settings: Settings { get } }

protocol Mailer {
    func present(fromController: UIViewController, topic: String)
}

final class MailService: Mailer {
    private weak var presenter: UIViewController?

    func present(fromController: UIViewController, topic: String) {
        presenter = fromController
        openComposer()
    }

    private func openComposer() {
        presenter?.present(ComposeViewController(), animated: true)
    }
}

final class Settings {}

// Another type's property of the same name: the name alone does not say which is read.
final class OutboxViewController: UIViewController {
    var mailer: MailQueue?
}

final class MailQueue {
    func present(fromController: UIViewController, topic: String) {}
}

final class AppDependencies: HasMailer, HasSettings {
    let mailer: Mailer = MailService()
    let settings = Settings()
}

final class HelpViewController: UIViewController {
    typealias Dependencies = HasMailer & HasSettings
    // Injected by code the sources do not show (a storyboard's factory): no value to follow,
    // only its declared type.
    var dependencies: Dependencies!

    @objc func contact() {
        dependencies.mailer.present(fromController: self, topic: "help")
    }
}

final class ComposeViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: HelpViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
