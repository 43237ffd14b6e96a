import UIKit

// The MVVM scene coordinator: view models ask one coordinator, held through a protocol, to
// make a scene (an enum whose `instantiate()` returns a controller per case) and show it with
// a style. The screen whose model asks is on screen, and the scene's controller is shown.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        let coordinator = SceneCoordinator(window: window)
        coordinator.transition(to: .home(HomeViewModel(sceneCoordinator: coordinator)), using: .root, animated: false)
        window.makeKeyAndVisible()
        return true
    }
}

enum TransitionStyle { case root, push, modal }

protocol SceneCoordinatorType {
    func transition(to scene: Scene, using style: TransitionStyle, animated: Bool)
}

enum Scene {
    case home(HomeViewModel)
    case detail(DetailViewModel)
    case report(ReportViewModel)

    func instantiate() -> UIViewController {
        switch self {
        case .home(let viewModel):
            let home = HomeViewController()
            home.bind(viewModel: viewModel)
            return UINavigationController(rootViewController: home)
        case .detail(let viewModel):
            let detail = DetailViewController()
            detail.bind(viewModel: viewModel)
            return detail
        case .report(let viewModel):
            let report = ReportViewController()
            report.bind(viewModel: viewModel)
            return report
        }
    }
}

final class SceneCoordinator: SceneCoordinatorType {
    private let window: UIWindow
    private var currentVC = UIViewController()

    init(window: UIWindow) {
        self.window = window
    }

    func transition(to scene: Scene, using style: TransitionStyle, animated: Bool) {
        let target = scene.instantiate()
        switch style {
        case .root:
            window.rootViewController = target
            currentVC = target
        case .push:
            currentVC.navigationController?.pushViewController(target, animated: animated)
            currentVC = target
        case .modal:
            currentVC.present(target, animated: animated)
            currentVC = target
        }
    }
}

class CommonViewModel {
    let sceneCoordinator: SceneCoordinatorType

    init(sceneCoordinator: SceneCoordinatorType) {
        self.sceneCoordinator = sceneCoordinator
    }
}

final class HomeViewModel: CommonViewModel {
    func openDetail() {
        sceneCoordinator.transition(to: .detail(DetailViewModel(sceneCoordinator: sceneCoordinator)), using: .push, animated: true)
    }
}

final class DetailViewModel: CommonViewModel {
    func report() {
        let scene = Scene.report(ReportViewModel(sceneCoordinator: sceneCoordinator))
        sceneCoordinator.transition(to: scene, using: .modal, animated: true)
    }
}

final class ReportViewModel: CommonViewModel {}

final class HomeViewController: UIViewController {
    private var viewModel: HomeViewModel!

    func bind(viewModel: HomeViewModel) { self.viewModel = viewModel }

    @objc func detailTapped() { viewModel.openDetail() }
}

final class DetailViewController: UIViewController {
    private var viewModel: DetailViewModel!

    func bind(viewModel: DetailViewModel) { self.viewModel = viewModel }

    @objc func reportTapped() { viewModel.report() }
}

final class ReportViewController: UIViewController {
    private var viewModel: ReportViewModel!

    func bind(viewModel: ReportViewModel) { self.viewModel = viewModel }
}
