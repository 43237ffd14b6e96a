import UIKit

// Table rows carry their actions as closures (an enum case's payload); the screen that owns
// the table model runs them.
enum RowAction {
    case execute(block: () -> Void)
    case none
}

struct Row {
    var title: String
    var action: RowAction
}

final class InfoViewModel {
    let onPrivacy: () -> Void
    var rows: [Row] = []

    init(onPrivacy: @escaping () -> Void) {
        self.onPrivacy = onPrivacy
        rows = [Row(title: "Privacy", action: .execute(block: { [weak self] in self?.onPrivacy() }))]
    }
}

final class InfoViewController: UITableViewController {
    let viewModel: InfoViewModel

    init(viewModel: InfoViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class InfoCoordinator {
    let navigationController = UINavigationController()

    func start() {
        let model = InfoViewModel(onPrivacy: { [weak self] in self?.showPrivacy() })
        navigationController.setViewControllers([InfoViewController(viewModel: model)], animated: false)
    }

    private func showPrivacy() {
        navigationController.pushViewController(PrivacyViewController(), animated: true)
    }
}

final class PrivacyViewController: UIViewController {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let coordinator = InfoCoordinator()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = coordinator.navigationController
        coordinator.start()
    }
}
