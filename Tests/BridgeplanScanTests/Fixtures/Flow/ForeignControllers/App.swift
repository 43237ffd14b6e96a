import PassKit
import UIKit

// LegacyNoteViewController is declared in Objective-C; its Swift extension presents on self.
// A framework's controller the app makes and shows is a screen kept in UIKit.
extension LegacyNoteViewController {
    @objc func showHistory() {
        present(HistoryViewController(), animated: true)
    }
}

final class WalletViewController: UIViewController {
    func add(_ pass: PKPass) {
        guard let controller = PKAddPassesViewController(pass: pass) else { return }
        present(controller, animated: true)
    }
}

final class HistoryViewController: UIViewController {}
