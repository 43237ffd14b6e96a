import UIKit

final class FeedViewController: UITableViewController {
    @IBAction func openLicenses() {
        let licenses = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Licenses")
        navigationController?.pushViewController(licenses, animated: true)
    }

    @IBAction func openProfile() {
        present(ProfileViewController(nibName: "ProfileViewController", bundle: nil), animated: true)
    }

    @IBAction func openDetail() {
        let detail = storyboard!.instantiateViewController(withIdentifier: String(describing: DetailViewController.self)) as! DetailViewController
        show(detail, sender: self)
    }

    @IBAction func openHelp() { performSegue(withIdentifier: "showHelp", sender: self) }
    @IBAction func openNothing() { performSegue(withIdentifier: "showNothing", sender: self) }

    // The help scene has no class in the storyboard: this cast names it.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let help = segue.destination as? HelpViewController { help.topic = "feed" }
    }
}

final class HelpViewController: UIViewController { var topic = "" }

final class DetailViewController: UIViewController {}
final class BannerViewController: UIViewController {}
final class PlayerViewController: UIViewController {}
final class FilterViewController: UIViewController {}
final class ComposeViewController: UIViewController {}
final class SettingsNavigationController: UINavigationController {}
final class SettingsViewController: UITableViewController {}
final class AboutViewController: UIViewController {}
final class LicensesViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class AvatarView: UIView {}

// Not screens: an extension of UIKit's own class, and a UIAlertController subclass.
extension UIViewController {
    func showError() {}
}
