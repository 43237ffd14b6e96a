import UIKit

/// A tab of its own, in no navigation controller: its push has no stack.
final class ProfileViewController: UIViewController {
    func openAccount() {
        navigationController?.pushViewController(AccountViewController(), animated: true)
    }
}

final class AccountViewController: UIViewController {}

/// Nothing shows it.
final class LegacyViewController: UIViewController {}
