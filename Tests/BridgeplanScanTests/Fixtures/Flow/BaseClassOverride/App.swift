import UIKit

// A base view whose init calls a method each subclass overrides: one override runs per
// object made, so the control's modal belongs only to the screen whose view holds one.
class View: UIView {
    init() {
        super.init(frame: .zero)
        bindActions()
    }

    required init?(coder: NSCoder) { nil }

    func bindActions() {}
}

protocol FollowResponder: AnyObject {
    func showUnfollow()
}

final class FollowControl: View {
    let button = UIButton()

    override func bindActions() {
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
    }

    @objc func buttonTapped(_ sender: UIButton) {
        let responder: FollowResponder? = findResponder()
        responder?.showUnfollow()
    }

    func findResponder<T>() -> T? { nil }
}

final class BannerView: View {
    override func bindActions() {}
}

final class FollowController: FollowResponder {
    weak var controller: UIViewController?

    func showUnfollow() {
        controller?.present(UnfollowViewController(), animated: true)
    }
}

final class ProfileScreen: View {
    let follow = FollowControl()
}

final class ProfileViewController: UIViewController {
    override func loadView() {
        view = ProfileScreen()
    }
}

final class NewsViewController: UIViewController {
    override func loadView() {
        view = BannerView()
    }
}

final class UnfollowViewController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = UITabBarController()
        tabs.viewControllers = [ProfileViewController(), NewsViewController()]
        window?.rootViewController = tabs
        return true
    }
}
