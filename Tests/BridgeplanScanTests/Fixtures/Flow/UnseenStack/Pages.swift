import UIKit

final class SongsViewController: CategoryViewController {}

enum Pages {
    static func make() -> [UIViewController] { [SongsViewController()] }
}
