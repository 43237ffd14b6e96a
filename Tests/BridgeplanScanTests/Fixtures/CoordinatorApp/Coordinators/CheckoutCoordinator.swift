import UIKit

protocol CheckoutCoordinating: AnyObject {
    func finishCheckout()
}

/// Never removed from its parent: nothing calls remove(child:) for it.
final class CheckoutCoordinator: Coordinator, CheckoutCoordinating {
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let cart = CartViewController()
        cart.coordinator = self
        let nav = UINavigationController(rootViewController: cart)
        nav.modalPresentationStyle = .fullScreen
        navigationController.present(nav, animated: true)
    }

    func finishCheckout() {
        navigationController.dismiss(animated: true)
    }

    func didFinish() {}
}
