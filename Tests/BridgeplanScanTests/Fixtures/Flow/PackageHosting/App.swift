import SwiftUI
import UIKit

// A hosting controller of a package the scan does not read (`HostingController`, declared
// nowhere in these sources) may take its view under another label than `rootView:`: its only
// argument is the view it hosts, so the child a screen adds is that view.
final class PlayerContainerViewController: UIViewController {
    private lazy var controlsController: UIViewController = {
        let controller = HostingController(content: PlaybackControlsView())
        controller.view.backgroundColor = .clear
        return controller
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(controlsController)
        view.addSubview(controlsController.view)
        controlsController.didMove(toParent: self)
    }
}

struct PlaybackControlsView: View {
    var body: some View { Text("Controls") }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = PlayerContainerViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
