// Tempura's route tables: each routable screen (or its navigation controller) lists the
// routes it shows and how, `.push { … }` or `.presentModally { … }`, and the library runs the
// instruction on it when the route is shown. A `.dismissModally` instruction shows nothing;
// a navigation controller's table runs from whichever screen is on top of its stack.
import Tempura
import UIKit

enum Screen: String {
    case settings, faq, question, privacy
}

final class SettingsView: UIView {}
final class FaqView: UIView {}

final class SettingsVC: ViewControllerWithLocalState<SettingsView> {}
final class FaqVC: ViewControllerWithLocalState<FaqView> {}
final class QuestionVC: UIViewController {}
final class PrivacyVC: UIViewController {}

final class SettingsNC: UINavigationController {
    init() {
        super.init(rootViewController: SettingsVC())
    }

    required init?(coder: NSCoder) { nil }
}

extension SettingsNC: RoutableWithConfiguration {
    var routeIdentifier: RouteElementIdentifier { Screen.settings.rawValue }

    var navigationConfiguration: [NavigationRequest: NavigationInstruction] {
        return [
            .show(Screen.faq): .push { _ in FaqVC() },
            .show(Screen.privacy): .presentModally { _ in
                let vc = PrivacyVC()
                return vc
            },
        ]
    }
}

extension FaqVC: RoutableWithConfiguration {
    var routeIdentifier: RouteElementIdentifier { Screen.faq.rawValue }

    var navigationConfiguration: [NavigationRequest: NavigationInstruction] {
        return [
            .show(Screen.question): .presentModally { _ in QuestionVC() },
            .hide(Screen.question): .dismissModally(behaviour: .hard),
        ]
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = SettingsNC()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
