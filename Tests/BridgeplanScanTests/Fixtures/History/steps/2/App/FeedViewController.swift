import SwiftUI
import UIKit

final class FeedViewController: UIViewController {
    @objc func openSettings() {
        present(SettingsViewController(), animated: true)
    }

    @objc func openProfile() {
        navigationController?.pushViewController(UIHostingController(rootView: ProfileView()), animated: true)
    }
}
