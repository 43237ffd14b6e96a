import Eureka
import UIKit

// A form library's row shows a controller when it is tapped: Eureka's `presentationMode`
// makes it with the provider's closure and shows it from the form's screen.
final class AboutViewController: UIViewController {}
final class PrivacyViewController: UIViewController {}
final class LicensesViewController: UIViewController {}

enum FormAppearance {
    static func button(_ configure: (ButtonRow) -> Void) -> ButtonRow {
        let row = ButtonRow()
        configure(row)
        return row
    }
}

final class SettingsViewController: FormViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        form +++ Section()
            <<< aboutRow()
            <<< ButtonRow {
                $0.title = "Privacy"
                $0.presentationMode = .presentModally(controllerProvider: .callback(builder: { PrivacyViewController() }), onDismiss: nil)
            }
            <<< ButtonRow {
                $0.title = "Licenses"
                $0.presentationMode = .show(controllerProvider: .storyBoard(storyboardId: "Licenses", storyboardName: "Main", bundle: nil), onDismiss: nil)
            }
    }

    private func aboutRow() -> ButtonRow {
        FormAppearance.button { row in
            row.presentationMode = .show(controllerProvider: ControllerProvider<UIViewController>.callback {
                let controller = AboutViewController()
                return controller
            }, onDismiss: { _ in })
        }
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: SettingsViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
