import SwiftUI
import UIKit

// A helper wraps whatever view it is handed in a hosting controller
// (`UIHostingController(rootView: view)`): it hosts each view its callers hand it, not one
// of them. So the account summary a coordinator hosts through it is a screen with its own
// sheet, and the review prompt one caller hands the router is not what every caller shows.
func makeHostingController<Content: View>(_ view: Content) -> UIViewController {
    UIHostingController(rootView: view)
}

final class Router {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showAccountSummary() {
        navigationController.pushViewController(makeHostingController(AccountSummaryView(router: self)), animated: true)
    }

    func presentReview() {
        presentView(ReviewPromptView())
    }

    func presentLanguagePicker() {
        presentView(LanguagePickerView())
    }

    func presentView<Content: View>(_ view: Content) {
        navigationController.present(makeHostingController(view), animated: true)
    }
}

struct HomeView: View {
    let router: Router
    var body: some View {
        Button("Account") { router.showAccountSummary() }
    }
}

struct AccountSummaryView: View {
    let router: Router
    @State private var isEditing = false

    var body: some View {
        VStack {
            Button("Edit") { isEditing = true }
            Button("Language") { router.presentLanguagePicker() }
        }
        .sheet(isPresented: $isEditing) { EditProfileView() }
    }
}

struct PlayerView: View {
    let router: Router
    var body: some View {
        Button("Done") { router.presentReview() }
    }
}

struct EditProfileView: View { var body: some View { Text("Edit") } }
struct ReviewPromptView: View { var body: some View { Text("Rate us") } }
struct LanguagePickerView: View { var body: some View { Text("Language") } }

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let navigationController = UINavigationController()
        let router = Router(navigationController: navigationController)
        navigationController.viewControllers = [makeHostingController(HomeView(router: router)), makeHostingController(PlayerView(router: router))]
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
