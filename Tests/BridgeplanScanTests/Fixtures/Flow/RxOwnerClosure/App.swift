import UIKit
import RxSwift

// RxSwift hands a subscription's closure `self` first (`subscribe(with: self)`, or after
// `withUnretained(self)`): `owner.delegate` is the screen's own delegate, so what the
// coordinator shows for it comes from that screen.
protocol FeedDelegate: AnyObject {
    func showChat(for id: Int)
    func showProfile(for id: Int)
}

final class FeedViewController: UIViewController {
    weak var delegate: FeedDelegate?
    private let taps = PublishSubject<Int>()
    private let profileTaps = PublishSubject<Int>()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        taps.subscribe(with: self, onNext: { owner, id in
            owner.delegate?.showChat(for: id)
        })
        .disposed(by: disposeBag)
        profileTaps.withUnretained(self).subscribe(onNext: { owner, id in
            owner.delegate?.showProfile(for: id)
        })
        .disposed(by: disposeBag)
    }
}

final class ChatViewController: UIViewController {}
final class ProfileViewController: UIViewController {}

final class FeedCoordinator: FeedDelegate {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let feed = FeedViewController()
        feed.delegate = self
        navigationController.setViewControllers([feed], animated: false)
    }

    func showChat(for id: Int) {
        navigationController.present(ChatViewController(), animated: true)
    }

    func showProfile(for id: Int) {
        navigationController.pushViewController(ProfileViewController(), animated: true)
    }
}

@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: FeedCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController()
        coordinator = FeedCoordinator(navigationController: navigation)
        coordinator?.start()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }
}
