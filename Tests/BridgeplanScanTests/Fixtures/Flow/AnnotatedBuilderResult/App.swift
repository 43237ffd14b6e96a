import UIKit

// A VIPER module: a builder loads each screen with a generic storyboard helper whose result
// type only the local's annotation names, wires a presenter and a router, and returns the
// screen as a plain `UIViewController`. The screen calls its presenter through an optional
// protocol-typed property, and hands one of the presenter's methods, through the optional, to
// an action sheet of its own (a view, not a screen), which runs it when tapped.
extension UIStoryboard {
    func instantiateViewController<T: UIViewController>() -> T {
        instantiateViewController(withIdentifier: String(describing: T.self)) as! T
    }
}

protocol CalendarPresenting: AnyObject {
    func showProfile()
    func showSettings()
}

protocol CalendarRouting: AnyObject {
    func presentProfile()
    func presentSettings()
}

final class CalendarViewController: UIViewController {
    var presenter: CalendarPresenting?

    @IBAction func profileTapped(_ sender: Any) {
        presenter?.showProfile()
    }

    @IBAction func moreTapped(_ sender: Any) {
        ActionSheet.show(with: [ActionOption(title: "Settings", action: presenter?.showSettings)])
    }
}

final class ProfileViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
final class HelpViewController: UIViewController {}

struct ActionOption {
    let title: String
    let action: (() -> Void)?
}

final class ActionSheet: UIView {
    private var options: [ActionOption] = []

    static func show(with options: [ActionOption]) {
        let sheet = ActionSheet()
        sheet.options = options
        UIApplication.shared.windows.first?.addSubview(sheet)
    }

    @objc func tapped(_ index: Int) { options[index].action?() }
}

final class CalendarPresenter: CalendarPresenting {
    var router: CalendarRouting?
    func showProfile() { router?.presentProfile() }
    func showSettings() { router?.presentSettings() }
}

final class CalendarRouter: CalendarRouting {
    weak var viewController: UIViewController?
    func presentProfile() { viewController?.show(ProfileBuilder().create(), sender: nil) }
    func presentSettings() { viewController?.show(SettingsBuilder().create(), sender: nil) }
}

final class CalendarBuilder {
    func create() -> UIViewController {
        let storyboard = UIStoryboard(name: "Calendar", bundle: nil)
        let view: CalendarViewController = storyboard.instantiateViewController()
        let presenter = CalendarPresenter()
        let router = CalendarRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}

final class ProfileBuilder {
    func create() -> UIViewController {
        let view: ProfileViewController = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController()
        return view
    }
}

final class SettingsBuilder {
    func create() -> UIViewController {
        let view: SettingsViewController = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController()
        return view
    }
}

protocol Helping: UIViewController {}
extension HelpViewController: Helping {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: CalendarBuilder().create())
        window.makeKeyAndVisible()
        self.window = window
        // A local annotated with a protocol says nothing of which conformer it holds.
        let helper: Helping = makeHelper()
        window.rootViewController?.present(helper, animated: true)
        return true
    }

    private func makeHelper<T>() -> T { fatalError() }
}
