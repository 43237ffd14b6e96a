import UIKit

// A base class's push that each subclass runs is no sign a subclass roots a stack: its
// subclasses here are pages a pager shows (in a way the scan does not read), inside the
// pager's stack.
class CategoryViewController: UIViewController {
    func itemSelected() {
        navigationController?.pushViewController(AlbumViewController(), animated: true)
    }
}

final class AlbumViewController: UIViewController {}
