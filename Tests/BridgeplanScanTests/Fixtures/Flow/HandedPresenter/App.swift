import SafariServices
import UIKit

// Code that presents on a controller it is handed: the screens it is handed are the ones on
// screen, whichever screens' code reaches the call. A screen that hands `nil` presents
// nothing; a footer view presents on the screen its delegate names.
func openInBrowser(_ url: URL, from sender: UIViewController?) {
    guard let sender else { return }
    sender.present(SFSafariViewController(url: url), animated: true)
}

final class Settings {
    func openHelp() { openInBrowser(URL(string: "https://example.com/help")!, from: nil) }
}

final class AboutViewController: UIViewController {
    @objc func openSite() { openInBrowser(URL(string: "https://example.com")!, from: self) }
}

final class SettingsViewController: UIViewController {
    let settings = Settings()
    @objc func help() { settings.openHelp() }
    @objc func about() { navigationController?.pushViewController(AboutViewController(), animated: true) }
}

protocol FooterDelegate: AnyObject {
    func presentingController() -> UIViewController
}

final class FooterView: UIView {
    weak var delegate: FooterDelegate?

    @objc func actionsTapped() {
        delegate?.presentingController().present(ActionsViewController(), animated: true)
    }
}

final class ActionsViewController: UIViewController {}

final class DownloadsViewController: UIViewController, FooterDelegate {
    let footer = FooterView()
    override func viewDidLoad() {
        super.viewDidLoad()
        footer.delegate = self
        view.addSubview(footer)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(settings))
    }
    func presentingController() -> UIViewController { self }
    @objc func settings() {
        present(UINavigationController(rootViewController: SettingsViewController()), animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: DownloadsViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
