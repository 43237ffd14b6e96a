import SwiftUI
import UIKit

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }

    @objc func openAbout() {
        present(UIHostingController(rootView: AboutView()), animated: true)
    }
}
