import UIKit

// The detail screen is made only by a storyboard accessor generated at build time, which the
// sources do not hold; the compose screen only by a share extension's Info.plist. Both are
// shown, and so is what each presents.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

class FeedViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(Storyboards.Main.instantiateDetailViewController(), animated: true)
    }
}

class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(help))
    }

    @objc func help() {
        present(HelpViewController(), animated: true)
    }
}

class HelpViewController: UIViewController {}
