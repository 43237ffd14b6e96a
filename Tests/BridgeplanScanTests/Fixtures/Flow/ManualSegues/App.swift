import UIKit

// A segue a scene holds itself (not a button's, a cell's or a bar item's) runs only when
// code performs it by its identifier: a literal (`showDetail`), or a member named for it
// as R.swift generates (`R.segue.homeViewController.showProfile`). One no code spells, or
// one with no identifier at all, never runs. A scene an R.swift accessor loads
// (`R.storyboard.settings.privacyViewController()`) is the scene of that storyboard id.
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Detail", style: .plain, target: self, action: #selector(detailTapped)),
            UIBarButtonItem(title: "Profile", style: .plain, target: self, action: #selector(profileTapped)),
            UIBarButtonItem(title: "Privacy", style: .plain, target: self, action: #selector(privacyTapped)),
        ]
    }

    @objc func detailTapped(_ sender: Any) {
        performSegue(withIdentifier: "showDetail", sender: self)
    }

    @objc func profileTapped(_ sender: Any) {
        performSegue(withIdentifier: R.segue.homeViewController.showProfile, sender: self)
    }

    @objc func privacyTapped(_ sender: Any) {
        present(R.storyboard.settings.privacyViewController()!, animated: true)
    }
}

final class AboutViewController: UIViewController {}
final class DetailViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class LegacyViewController: UIViewController {}
final class PrivacyViewController: UIViewController {}
