import SwiftUI
import UIKit

// An `extension View` helper presents, on the top controller, a hosting controller around what
// the view-building closure it is handed returns (`present(style: .fullScreen) { EditorView()
// }`). Each call shows its own closure's view: the helper's `builder()` is read as the caller's
// closure, called where the caller wrote it, not as every caller's closures at once.

extension UIApplication {
    static func topViewController() -> UIViewController? { nil }
}

extension View {
    func present<Content: View>(style: UIModalPresentationStyle = .automatic, @ViewBuilder builder: () -> Content) {
        let toPresent = UIHostingController(rootView: builder())
        toPresent.modalPresentationStyle = style
        UIApplication.topViewController()?.present(toPresent, animated: true, completion: nil)
    }
}

struct HomeView: View {
    var body: some View {
        Button("Edit") { showEditor() }
    }

    private func showEditor() {
        present(style: .fullScreen) {
            EditorView()
        }
    }
}

struct SettingsView: View {
    var body: some View {
        Button("About") {
            present {
                AboutView()
            }
        }
    }
}

struct EditorView: View { var body: some View { Text("Editor") } }
struct AboutView: View { var body: some View { Text("About") } }

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeView()
                SettingsView()
            }
        }
    }
}
