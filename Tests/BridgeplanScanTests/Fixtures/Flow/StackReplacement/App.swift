import UIKit

// A stack replaced with setViewControllers or viewControllers =, and a push overridden in a
// navigation subclass (super's call forwards the app's own; it is no site of its own).
final class CheckoutNavigationController: UINavigationController {
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
    }
}

final class CartViewController: UIViewController {
    @objc func payTapped() {
        navigationController?.pushViewController(PaymentViewController(), animated: true)
    }
}

final class PaymentViewController: UIViewController {
    @objc func paid() {
        navigationController?.setViewControllers([ReceiptViewController()], animated: true)
    }
}

final class ReceiptViewController: UIViewController {
    @objc func again() {
        navigationController?.viewControllers = [CartViewController()]
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = CheckoutNavigationController(rootViewController: CartViewController())
    }
}
