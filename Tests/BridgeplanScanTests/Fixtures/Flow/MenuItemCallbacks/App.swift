import UIKit

// A presenter builds a menu whose items keep a trailing closure; the menu runs the one tapped.
// The push in that closure comes from the menu, not from the screen that opened it.

struct MenuItem {
    var title: String
    let callback: () -> Void
    var shouldShow: () -> Bool = { true }

    init(title: String, callback: @escaping () -> Void) {
        self.title = title
        self.callback = callback
    }
}

final class MenuViewController: UITableViewController {
    init(items: [MenuItem]) {
        self.items = items
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { fatalError() }

    private let items: [MenuItem]
    private var visibleItems: [MenuItem] { items.filter { $0.shouldShow() } }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        visibleItems[indexPath.row].callback()
    }
}

final class AboutViewController: UIViewController {}

final class Presenter {
    weak var top: UIViewController?

    func presentMenu() {
        let menuNav = UINavigationController()
        let about = MenuItem(title: "About") {
            menuNav.pushViewController(AboutViewController(), animated: true)
        }
        let menu = MenuViewController(items: [about])
        menuNav.viewControllers = [menu]
        top?.present(menuNav, animated: true)
    }
}

final class HomeViewController: UIViewController {
    let presenter = Presenter()
    @objc func menuTapped() { presenter.presentMenu() }
}
