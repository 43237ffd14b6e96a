import UIKit

// A folder whose name holds a space ("Screen List"): the segue the storyboard draws from
// this call is a resolved site, cited by its whole path.
final class ListViewController: UIViewController {
    private let showDetailSegue = "showDetail"

    @IBAction func openDetail(_ sender: Any) {
        self.performSegue(withIdentifier: self.showDetailSegue, sender: nil)
    }
}

final class DetailViewController: UIViewController {}
