import UIKit

// Helpers that take the presenter or the presented controller as a parameter.
enum ShareHelper {
    static func share(_ text: String, in viewController: UIViewController) {
        let activity = UIActivityViewController(activityItems: [text], applicationActivities: nil)
        viewController.present(activity, animated: true)
    }
}

extension UIViewController {
    func presentModally(_ controller: UIViewController) {
        let navigation = UINavigationController(rootViewController: controller)
        present(navigation, animated: true)
    }
}

final class ArticleViewController: UIViewController {
    @objc func shareTapped() { ShareHelper.share("article", in: self) }
    @objc func commentsTapped() { presentModally(CommentsViewController()) }
}

final class ProfileViewController: UIViewController {
    @objc func editTapped() { presentModally(EditProfileViewController()) }
}

final class CommentsViewController: UIViewController {}
final class EditProfileViewController: UIViewController {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let tabs = UITabBarController()
        tabs.viewControllers = [ArticleViewController(), ProfileViewController()]
        window?.rootViewController = tabs
    }
}
