import UIKit
import ChatKit

// A protocol extension whose `where Self:` names UIKit's types: it runs on the adopters that
// meet it. One inherits UIKit's class through a package's class (`ChatKitViewController`),
// one conforms to the delegate protocols in an extension, and one adopts the protocol but
// meets no constraint, so the default is not its code.
protocol MediaPicker: AnyObject {}

extension MediaPicker where Self: UIViewController & UIImagePickerControllerDelegate & UINavigationControllerDelegate {
    func openCamera() {
        let imagePicker = UIImagePickerController()
        imagePicker.delegate = self
        present(imagePicker, animated: true)
    }
}

extension UIViewController {
    func hideKeyboard() { view.endEditing(true) }
}

final class MessagesViewController: ChatKitViewController {}

extension MessagesViewController: MediaPicker, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    func upload() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Camera", style: .default) { _ in
            self.openCamera()
        })
        present(alert, animated: true)
    }
}

final class ProfileViewController: UITableViewController, MediaPicker {
    @objc func editAvatar() {
        hideKeyboard()
        openCamera()
    }
}

extension ProfileViewController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

final class SettingsViewController: UIViewController, MediaPicker {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [MessagesViewController(), ProfileViewController(), SettingsViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
