import SwiftUI
import UIKit

// A screen hands its interactor's methods to its views as values (`action:
// interactor.didTapAbout`), with no closure written around them: the method runs when the
// button is tapped, on the screen that made the button. The interactor is a protocol the flow
// controller's struct adopts, and pushes on the flow controller it holds. One view is UIKit; the
// other is SwiftUI, hosted in a controller whose view an app helper adds as a subview, so it is
// part of the home screen, not a screen of its own.
protocol HomeInteracting {
    func didTapAbout()
    func didTapHelp()
}

final class ActionButton: UIButton {
    private let action: () -> Void

    init(title: String, action: @escaping () -> Void) {
        self.action = action
        super.init(frame: .zero)
        setTitle(title, for: .normal)
        addTarget(self, action: #selector(tapped), for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError() }

    @objc private func tapped() { action() }
}

struct HelpBanner: View {
    let interactor: HomeInteracting

    var body: some View {
        Button("Help", action: interactor.didTapHelp)
    }
}

final class HomeViewController: UIViewController {
    private let interactor: HomeInteracting

    init(interactor: HomeInteracting) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(ActionButton(title: "About", action: interactor.didTapAbout))
        let banner = UIHostingController(rootView: HelpBanner(interactor: interactor))
        view.addFillingSubview(banner.view)
        // A method of a value whose type the code does not show resolves to nothing, though
        // one type of the app declares a method of that name.
        let unknown = Bundle.main.object(forInfoDictionaryKey: "Router")
        view.addSubview(ActionButton(title: "Secret", action: unknown.showSecret))
    }
}

extension UIView {
    func addFillingSubview(_ subview: UIView) {
        addSubview(subview)
        subview.frame = bounds
    }
}

final class AboutViewController: UIViewController {}
final class HelpViewController: UIViewController {}
final class SecretViewController: UIViewController {}

final class SecretRouter {
    weak var presenter: UIViewController?

    func showSecret() {
        presenter?.present(SecretViewController(), animated: true)
    }
}

private struct HomeFlowInteractor: HomeInteracting {
    weak var flowController: UINavigationController?

    func didTapAbout() {
        flowController?.pushViewController(AboutViewController(), animated: true)
    }

    func didTapHelp() {
        flowController?.present(HelpViewController(), animated: true)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigationController = UINavigationController()
        let interactor = HomeFlowInteractor(flowController: navigationController)
        navigationController.viewControllers = [HomeViewController(interactor: interactor)]
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window
    }
}
