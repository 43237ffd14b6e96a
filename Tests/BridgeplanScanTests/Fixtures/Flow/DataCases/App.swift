import UIKit

// A protocol default switches over the item a screen's data gives: an arm runs only for the
// screens whose side makes that case.
enum FeedItem {
    case post(String)
    case banner(Int)
}

protocol FeedProvider: UIViewController {
    func item(at row: Int) -> FeedItem?
}

extension FeedProvider {
    func didSelect(row: Int) {
        guard let item = item(at: row) else { return }
        switch item {
        case .post(let id):
            navigationController?.pushViewController(PostViewController(id: id), animated: true)
        case .banner:
            present(RequestsViewController(), animated: true)
        }
    }
}

final class InboxViewController: UIViewController, FeedProvider, UITableViewDelegate {
    var pending = 0

    func item(at row: Int) -> FeedItem? {
        row == 0 && pending > 0 ? .banner(pending) : .post("\(row)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelect(row: indexPath.row)
    }

    // A ternary whose condition has an operator: either arm is shown.
    @objc func compose() {
        present(pending > 1 ? BulkReplyViewController() : ReplyViewController(), animated: true)
    }
}

final class HomeViewController: UIViewController, FeedProvider, UITableViewDelegate {
    func item(at row: Int) -> FeedItem? {
        .post("\(row)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelect(row: indexPath.row)
    }
}

final class PostViewController: UIViewController {
    init(id: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class RequestsViewController: UIViewController {}
final class ReplyViewController: UIViewController {}
final class BulkReplyViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: HomeViewController()), UINavigationController(rootViewController: InboxViewController())]
        window?.rootViewController = tabs
        return true
    }
}
