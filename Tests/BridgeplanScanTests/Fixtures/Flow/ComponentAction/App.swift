import UIKit

// A button component keeps the action its maker hands it and runs it when tapped. Its
// properties are one per type, so every button runs every button's action; only the
// construction that handed over this action leads back to the screen that shows it (here
// through the content each screen builds its views from).
final class PrimaryButton: UIButton {
    private let action: () -> Void

    init(title: String, action: @escaping () -> Void) {
        self.action = action
        super.init(frame: .zero)
        setTitle(title, for: .normal)
        addTarget(self, action: #selector(act), for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func act() {
        action()
    }
}

struct CheckSymptomsContent {
    let views: [UIView]

    init(coordinator: Coordinator) {
        views = [PrimaryButton(title: "Yes", action: { coordinator.showSymptoms() })]
    }
}

struct EditPostcodeContent {
    let views: [UIView]

    init(coordinator: Coordinator) {
        views = [PrimaryButton(title: "Save", action: { coordinator.savePostcode() })]
    }
}

final class CheckSymptomsViewController: UIViewController {
    let content: CheckSymptomsContent

    init(coordinator: Coordinator) {
        content = CheckSymptomsContent(coordinator: coordinator)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.views.forEach(view.addSubview)
    }
}

final class EditPostcodeViewController: UIViewController {
    let content: EditPostcodeContent

    init(coordinator: Coordinator) {
        content = EditPostcodeContent(coordinator: coordinator)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.views.forEach(view.addSubview)
    }
}

final class SymptomsViewController: UIViewController {}
final class PostcodeSavedViewController: UIViewController {}

final class Coordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.viewControllers = [CheckSymptomsViewController(coordinator: self), EditPostcodeViewController(coordinator: self)]
    }

    func showSymptoms() {
        navigationController.present(SymptomsViewController(), animated: true)
    }

    func savePostcode() {
        navigationController.present(PostcodeSavedViewController(), animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = Coordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        coordinator.start()
        window.rootViewController = coordinator.navigationController
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
