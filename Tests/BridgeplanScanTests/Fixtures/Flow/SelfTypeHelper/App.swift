import UIKit

// A picker's static helper makes a picker and presents it on the controller it is handed: the
// callers present the picker; the picker does not present itself.
final class PickerViewController: UIViewController {
    static func displayPicker(title: String, parentController: UIViewController) {
        let picker = PickerViewController()
        picker.title = title
        picker.modalPresentationStyle = .overFullScreen
        parentController.present(picker, animated: true)
    }
}

final class SettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        PickerViewController.displayPicker(title: "Units", parentController: self)
    }
}

final class AlertsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        PickerViewController.displayPicker(title: "Sound", parentController: self)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [SettingsViewController(), AlertsViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
