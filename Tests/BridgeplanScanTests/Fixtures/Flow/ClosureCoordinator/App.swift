import UIKit

// A coordinator hands closures to a screen's view model; the screen runs them.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = OnboardingCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = coordinator.navigationController
        coordinator.start()
        return true
    }
}

final class OnboardingCoordinator {
    let navigationController = UINavigationController(rootViewController: WelcomeViewController(viewModel: WelcomeViewModel(onContinue: {}, onTerms: {})))

    func start() {
        let model = WelcomeViewModel(
            onContinue: { [weak self] in self?.showPermissions() },
            onTerms: { [weak self] in self?.showTerms() }
        )
        navigationController.setViewControllers([WelcomeViewController(viewModel: model)], animated: false)
    }

    private func showPermissions() {
        let permissions = PermissionsViewController()
        permissions.onDone = { [weak self] in
            self?.navigationController.present(DoneViewController(), animated: true)
        }
        navigationController.pushViewController(permissions, animated: true)
    }

    private func showTerms() {
        navigationController.pushViewController(TermsViewController(), animated: true)
    }

    // Nothing calls this: it draws no edge.
    private func showLegacy() {
        navigationController.pushViewController(LegacyViewController(), animated: true)
    }
}

final class WelcomeViewModel {
    private let onContinue: () -> Void
    private let onTerms: () -> Void

    init(onContinue: @escaping () -> Void, onTerms: @escaping () -> Void) {
        self.onContinue = onContinue
        self.onTerms = onTerms
    }

    func didTapContinue() { onContinue() }
    func didTapTerms() { onTerms() }
}

final class WelcomeViewController: UIViewController {
    private let viewModel: WelcomeViewModel

    init(viewModel: WelcomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    @objc func continueTapped() { viewModel.didTapContinue() }
    @objc func termsTapped() { viewModel.didTapTerms() }
}

final class PermissionsViewController: UIViewController {
    var onDone: (() -> Void)?

    @objc func doneTapped() {
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Yes", style: .default) { _ in self.onDone?() })
        present(alert, animated: true)
    }
}

final class DoneViewController: UIViewController {}
final class TermsViewController: UIViewController {}
final class LegacyViewController: UIViewController {}
