import SwiftUI
import UIKit

final class FeedViewController: UIViewController {
    @objc func openSettings() {
        present(UIHostingController(rootView: SettingsView()), animated: true)
    }

    @objc func openProfile() {
        navigationController?.pushViewController(UIHostingController(rootView: ProfileView()), animated: true)
    }
}
