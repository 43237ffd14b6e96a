import UIKit

// A base view controller presents on `self` from a method a button calls through the
// `controller` it keeps. Whatever the chain of calls, the screen on screen is `self`: each
// subclass screen that runs this implementation. One that overrides it presents its own.
class BaseChatViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(ShareButton(controller: self))
    }

    func selectPhoto() {
        present(PhotoPickerViewController(), animated: true)
    }
}

final class ChatViewController: BaseChatViewController {}
final class GroupChatViewController: BaseChatViewController {}

final class ChannelViewController: BaseChatViewController {
    override func selectPhoto() {
        present(ChannelPhotoPolicyViewController(), animated: true)
    }
}

final class PhotoPickerViewController: UIViewController {}
final class ChannelPhotoPolicyViewController: UIViewController {}

final class ShareButton: UIButton {
    weak var controller: BaseChatViewController?

    init(controller: BaseChatViewController) {
        self.controller = controller
        super.init(frame: .zero)
        addTarget(self, action: #selector(execute), for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    @objc func execute() {
        controller?.selectPhoto()
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [ChatViewController(), GroupChatViewController(), ChannelViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
