import UIKit

/// More scenes than one value-flow node holds.
enum Scene {
    case page01
    case page02
    case page03
    case page04
    case page05
    case page06
    case page07
    case page08
    case page09
    case page10
    case page11
    case page12
    case page13
    case page14
    case page15
    case page16
    case page17
    case page18
    case page19
    case page20
    case page21
    case page22
    case page23
    case page24
    case page25
    case page26
}

enum Transition { case show, modal }

final class SceneCoordinator {
    weak var window: UIWindow?

    /// Each case assigns the controller it returns: one per case, not the union of all.
    func get(scene: Scene) -> UIViewController? {
        let viewController: UIViewController?
        switch scene {
        case .page01:
            let controller = Page01ViewController()
            viewController = controller
        case .page02:
            let controller = Page02ViewController()
            viewController = controller
        case .page03:
            let controller = Page03ViewController()
            viewController = controller
        case .page04:
            let controller = Page04ViewController()
            viewController = controller
        case .page05:
            let controller = Page05ViewController()
            viewController = controller
        case .page06:
            let controller = Page06ViewController()
            viewController = controller
        case .page07:
            let controller = Page07ViewController()
            viewController = controller
        case .page08:
            let controller = Page08ViewController()
            viewController = controller
        case .page09:
            let controller = Page09ViewController()
            viewController = controller
        case .page10:
            let controller = Page10ViewController()
            viewController = controller
        case .page11:
            let controller = Page11ViewController()
            viewController = controller
        case .page12:
            let controller = Page12ViewController()
            viewController = controller
        case .page13:
            let controller = Page13ViewController()
            viewController = controller
        case .page14:
            let controller = Page14ViewController()
            viewController = controller
        case .page15:
            let controller = Page15ViewController()
            viewController = controller
        case .page16:
            let controller = Page16ViewController()
            viewController = controller
        case .page17:
            let controller = Page17ViewController()
            viewController = controller
        case .page18:
            let controller = Page18ViewController()
            viewController = controller
        case .page19:
            let controller = Page19ViewController()
            viewController = controller
        case .page20:
            let controller = Page20ViewController()
            viewController = controller
        case .page21:
            let controller = Page21ViewController()
            viewController = controller
        case .page22:
            let controller = Page22ViewController()
            viewController = controller
        case .page23:
            let controller = Page23ViewController()
            viewController = controller
        case .page24:
            let controller = Page24ViewController()
            viewController = controller
        case .page25:
            let controller = Page25ViewController()
            viewController = controller
        case .page26:
            let controller = Page26ViewController()
            viewController = controller
        }
        return viewController
    }

    func present(scene: Scene, from sender: UIViewController, transition: Transition) {
        guard let viewController = get(scene: scene) else { return }
        switch transition {
        case .show: sender.show(viewController, sender: sender)
        case .modal: sender.present(UINavigationController(rootViewController: viewController), animated: true)
        }
    }
}

protocol SceneProvider: UIViewController {
    var coordinator: SceneCoordinator { get }
}

/// Helpers every screen calls with itself as the provider.
enum Facade {
    static func openFirst(provider: SceneProvider) {
        provider.coordinator.present(scene: .page01, from: provider, transition: .show)
    }
    static func openLast(provider: SceneProvider) {
        provider.coordinator.present(scene: .page26, from: provider, transition: .modal)
    }
}

final class ListViewController: UIViewController, SceneProvider {
    let coordinator = SceneCoordinator()
    @objc func firstTapped() { Facade.openFirst(provider: self) }
    @objc func detailTapped() { show(DetailViewController(), sender: self) }
}

final class DetailViewController: UIViewController, SceneProvider {
    let coordinator = SceneCoordinator()
    @objc func lastTapped() { Facade.openLast(provider: self) }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: ListViewController())
    }
}

final class Page01ViewController: UIViewController {}
final class Page02ViewController: UIViewController {}
final class Page03ViewController: UIViewController {}
final class Page04ViewController: UIViewController {}
final class Page05ViewController: UIViewController {}
final class Page06ViewController: UIViewController {}
final class Page07ViewController: UIViewController {}
final class Page08ViewController: UIViewController {}
final class Page09ViewController: UIViewController {}
final class Page10ViewController: UIViewController {}
final class Page11ViewController: UIViewController {}
final class Page12ViewController: UIViewController {}
final class Page13ViewController: UIViewController {}
final class Page14ViewController: UIViewController {}
final class Page15ViewController: UIViewController {}
final class Page16ViewController: UIViewController {}
final class Page17ViewController: UIViewController {}
final class Page18ViewController: UIViewController {}
final class Page19ViewController: UIViewController {}
final class Page20ViewController: UIViewController {}
final class Page21ViewController: UIViewController {}
final class Page22ViewController: UIViewController {}
final class Page23ViewController: UIViewController {}
final class Page24ViewController: UIViewController {}
final class Page25ViewController: UIViewController {}
final class Page26ViewController: UIViewController {}
