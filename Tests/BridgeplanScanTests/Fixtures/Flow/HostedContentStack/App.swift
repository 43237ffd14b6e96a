import SwiftUI
import UIKit

// A hosting controller, presented bare, whose view's inner part wraps its content in a
// `NavigationView`: the links in that content push inside the stack the SwiftUI side makes.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = HomeViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

final class HomeViewController: UIViewController {
    @objc func addContact() {
        present(AddContactHostingViewController(), animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self, action: #selector(addContact))
    }
}

final class AddContactHostingViewController: UIHostingController<AddContactMainView> {
    init() {
        super.init(rootView: AddContactMainView())
    }

    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
}

struct AddContactMainView: View {
    var body: some View {
        AddContactMainInnerView()
    }
}

struct AddContactMainInnerView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Scan") { ScanResultView() }
            }
        }
    }
}

struct ScanResultView: View {
    var body: some View { Text("Scanned") }
}
