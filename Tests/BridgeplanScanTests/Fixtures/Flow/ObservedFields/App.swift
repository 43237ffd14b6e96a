import Combine
import UIKit

// A closure subscribed to a view model's published property (`model.$selected.sink { … }`) or
// to a subject it sends on (`model.events.sink { … }`) runs when that property is set or the
// subject sends: on behalf of the screen whose action did it, not of the screen that
// subscribed. A home screen that subscribes to the pushed list's model pushes the item from
// the list, not from home; the value sent picks the `switch` arm that runs.
final class HomeModel {
    @Published var tappedSeeAll: Bool = false
    let list = ListModel()

    func seeAllTapped() {
        tappedSeeAll = true
    }
}

final class ListModel {
    enum Event {
        case openItem(Int)
        case openHelp
    }

    @Published var selectedItem: Int?
    let events = PassthroughSubject<Event, Never>()

    func select(_ item: Int) {
        selectedItem = item
    }

    func helpTapped() {
        events.send(.openHelp)
    }

    func itemLongPressed(_ item: Int) {
        events.send(.openItem(item))
    }
}

final class HomeViewController: UIViewController {
    let model = HomeModel()
    private var subscriptions: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "All", style: .plain, target: self, action: #selector(seeAll))
        model.$tappedSeeAll.sink { [weak self] tapped in
            guard tapped else { return }
            self?.showList()
        }.store(in: &subscriptions)
    }

    @objc private func seeAll() {
        model.seeAllTapped()
    }

    private func showList() {
        let list = ListViewController(model: model.list)
        model.list.$selectedItem.dropFirst().sink { [weak self] item in
            guard let item else { return }
            self?.navigationController?.pushViewController(ItemViewController(item: item), animated: true)
        }.store(in: &subscriptions)
        model.list.events.sink { [weak self] event in
            switch event {
            case .openItem(let item):
                self?.present(ItemEditorViewController(item: item), animated: true)
            case .openHelp:
                self?.present(HelpViewController(), animated: true)
            }
        }.store(in: &subscriptions)
        navigationController?.pushViewController(list, animated: true)
    }
}

final class ListViewController: UITableViewController {
    let model: ListModel

    init(model: ListModel) {
        self.model = model
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(help))
        tableView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(longPressed)))
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        model.select(indexPath.row)
    }

    @objc private func help() {
        model.helpTapped()
    }

    @objc func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard let row = tableView.indexPathForRow(at: recognizer.location(in: tableView))?.row else { return }
        model.itemLongPressed(row)
    }
}

final class ItemViewController: UIViewController {
    let item: Int
    init(item: Int) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class ItemEditorViewController: UIViewController {
    let item: Int
    init(item: Int) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class HelpViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
