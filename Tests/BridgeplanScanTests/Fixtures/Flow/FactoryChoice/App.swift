// A screen pushes what a factory returns for the row's data, one of five controllers the
// factory makes itself: each can be pushed. A screen that pushes a controller handed back by
// a helper shows whatever the helper's callers hand it, and names no single screen.
import UIKit

enum LibraryItem {
    case genres, artists, albums, songs, playlists

    func makeViewController() -> UIViewController? {
        switch self {
        case .genres:
            let vc = GenresViewController()
            return vc
        case .artists:
            let vc = ArtistsViewController()
            return vc
        case .albums:
            return AlbumsViewController()
        case .songs:
            return SongsViewController()
        case .playlists:
            return PlaylistsViewController()
        }
    }
}

final class LibraryViewController: UITableViewController {
    private let items: [LibraryItem] = [.genres, .artists, .albums, .songs, .playlists]

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let next = items[indexPath.row].makeViewController() else { return }
        navigationController?.pushViewController(next, animated: true)
    }
}

enum Recents {
    static func remember(_ controller: UIViewController) -> UIViewController { controller }
}

final class HistoryViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let next = Recents.remember(indexPath.row == 0 ? GenresViewController() : ArtistsViewController())
        navigationController?.pushViewController(next, animated: true)
    }

    @objc func showAlbums() { _ = Recents.remember(AlbumsViewController()) }
    @objc func showSongs() { _ = Recents.remember(SongsViewController()) }
}

final class GenresViewController: UIViewController {}
final class ArtistsViewController: UIViewController {}
final class AlbumsViewController: UIViewController {}
final class SongsViewController: UIViewController {}
final class PlaylistsViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: LibraryViewController()),
            UINavigationController(rootViewController: HistoryViewController()),
        ]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
