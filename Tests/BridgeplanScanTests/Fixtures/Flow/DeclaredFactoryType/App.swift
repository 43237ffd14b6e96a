import UIKit

// A factory of screens loads them through storyboard accessors generated at build time
// (R.swift), which the sources do not hold: the factory's declared `-> GroupDetailsViewController`
// says what it makes (a class of the app with no subclasses can only be itself). The
// coordinator pushes what the factory makes when the chat screen's header is tapped.
final class GroupDetailsViewController: UIViewController {
    var groupName = ""
}

enum Screens {
    static func groupDetails(named groupName: String) -> GroupDetailsViewController {
        let viewController = R.storyboard.groups.groupDetailsViewController()!
        viewController.groupName = groupName
        return viewController
    }
}

final class ChatViewController: UIViewController {
    var onHeaderTapped: (() -> Void)?

    @objc func headerTapped() {
        onHeaderTapped?()
    }
}

final class ChatCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func makeChat() -> ChatViewController {
        let chat = ChatViewController()
        chat.onHeaderTapped = { [weak self] in self?.showGroupDetails() }
        return chat
    }

    func showGroupDetails() {
        let details = Screens.groupDetails(named: "Friends")
        navigationController.pushViewController(details, animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: ChatCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let navigationController = UINavigationController()
        let coordinator = ChatCoordinator(navigationController: navigationController)
        navigationController.viewControllers = [coordinator.makeChat()]
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window
        self.coordinator = coordinator
        return true
    }
}
