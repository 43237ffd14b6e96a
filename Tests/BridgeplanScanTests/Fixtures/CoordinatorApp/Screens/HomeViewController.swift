import UIKit

final class HomeViewController: UIViewController {
    weak var coordinator: HomeCoordinator?

    @objc func didTapItem() {
        coordinator?.showDetail(id: 1)
    }

    @objc func didTapCheckout() {
        coordinator?.showCheckout()
    }
}

/// Holds its coordinator strongly: a retain cycle.
final class DetailViewController: UIViewController {
    var coordinator: HomeCoordinator?
}

final class CartViewController: UIViewController {
    weak var coordinator: CheckoutCoordinating?

    @objc func didTapPay() {
        coordinator?.finishCheckout()
    }
}

final class HelpViewController: UIViewController {}
