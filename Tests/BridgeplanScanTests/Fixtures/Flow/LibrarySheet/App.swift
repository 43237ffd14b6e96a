// A library's bottom sheet made around one of the app's controllers shows that controller:
// the edge goes to the content, not to the library's class. A library controller handed only
// its presenter shows its own UI.
import MaterialComponents
import UIKit

final class SettingsViewController: UIViewController {
    @objc func chooseTheme() {
        let picker = ThemePickerViewController()
        let sheet = MDCBottomSheetController(contentViewController: picker)
        present(sheet, animated: true)
    }

    @objc func pay() {
        let payment = CheckoutSheetController(hostViewController: self)
        present(payment, animated: true)
    }
}

final class ThemePickerViewController: UIViewController {}

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
