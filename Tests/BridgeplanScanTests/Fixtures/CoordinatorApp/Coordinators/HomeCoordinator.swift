import UIKit

final class HomeCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = HomeViewController()
        home.coordinator = self
        navigationController.pushViewController(home, animated: false)
    }

    func showDetail(id: Int) {
        let detail = DetailViewController()
        navigationController.pushViewController(detail, animated: true)
    }

    func showCheckout() {
        let checkout = CheckoutCoordinator(navigationController: navigationController)
        checkout.parentCoordinator = self
        childCoordinators.append(checkout)
        checkout.start()
    }

    func showHelp() {
        navigationController.pushViewController(HelpViewController(), animated: true)
    }

    func didFinish() {
        parentCoordinator?.remove(child: self)
    }
}
