import UIKit

// The app ships on iOS 15: a fallback for iOS 14 and earlier never runs.
final class EditorViewController: UIViewController {
    @objc func pickColor() {
        if #available(iOS 14, *) {
            present(UIColorPickerViewController(), animated: true)
        } else {
            present(LegacyColorViewController(), animated: true)
        }
    }

    @objc func share() {
        guard #available(iOS 16, *) else {
            present(OldShareViewController(), animated: true)
            return
        }
        present(ShareViewController(), animated: true)
    }
}

final class LegacyColorViewController: UIViewController {}
final class OldShareViewController: UIViewController {}
final class ShareViewController: UIViewController {}
