import FloatingPanel
import UIKit

// FloatingPanel (github.com/scenee/FloatingPanel): a panel is given its content with
// `set(contentViewController:)` and added to a parent with `addPanel(toParent:)`; the parent
// embeds the content. Each panel holds its own content: the search screen's panel is not the
// results screen's.
final class SearchPanelViewController: UIViewController {}
final class ResultsPanelViewController: UIViewController {}

final class MapViewController: UIViewController {
    let searchPanel = FloatingPanelController()

    override func viewDidLoad() {
        super.viewDidLoad()
        searchPanel.set(contentViewController: SearchPanelViewController())
        searchPanel.addPanel(toParent: self)
    }
}

final class ScannerViewController: UIViewController {
    private var resultsPanel: FloatingPanelController?

    func showResults() {
        let panel = FloatingPanelController()
        panel.set(contentViewController: ResultsPanelViewController())
        panel.addPanel(toParent: self, animated: true)
        resultsPanel = panel
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        showResults()
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [MapViewController(), ScannerViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
