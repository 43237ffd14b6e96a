import UIKit

class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "To", style: .plain, target: self, action: #selector(pickAudience))
    }

    @objc func pickAudience() {
        present(AudiencePickerViewController(), animated: true)
    }
}

class AudiencePickerViewController: UIViewController {}
