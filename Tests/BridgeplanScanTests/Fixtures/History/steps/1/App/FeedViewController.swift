import UIKit

final class FeedViewController: UIViewController {
    @objc func openSettings() {
        present(SettingsViewController(), animated: true)
    }
}
