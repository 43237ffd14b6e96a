import UIKit

// A base screen wires its star button to its own method in a lazy property, read from its
// initialiser. The button works while that screen (a subclass) is shown: the sheet is
// presented by the subclasses, not by the screens that make and push them.
protocol Favoriting {}

extension Favoriting where Self: UIViewController {
    func presentFavorites() {
        present(UINavigationController(rootViewController: FavoritesViewController()), animated: true)
    }
}

class StarredViewController: UIViewController, Favoriting {
    lazy var starButton: UIBarButtonItem = {
        UIBarButtonItem(image: nil, style: .plain, target: self, action: #selector(starTapped))
    }()

    init() {
        super.init(nibName: nil, bundle: nil)
        navigationItem.rightBarButtonItem = starButton
    }

    required init?(coder: NSCoder) { fatalError() }

    @objc func starTapped() {
        presentFavorites()
    }
}

final class TeamViewController: StarredViewController {}
final class FavoritesViewController: UIViewController {}

final class TeamsListViewController: UIViewController {
    func teamTapped() {
        navigationController?.pushViewController(TeamViewController(), animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: TeamsListViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
