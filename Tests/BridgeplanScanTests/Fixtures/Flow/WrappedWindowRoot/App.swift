import SwiftUI

// The app's window shows its main view inside two of the app's own wrappers (an alert
// overlay with a closure property, a toast layer with a @ViewBuilder initialiser). The main
// view is the root, and its stack's links are its own, not the wrappers'.
@main
struct LarpApp: App {
    var body: some Scene {
        WindowGroup {
            AlertContainerView {
                ToastLayer {
                    MainView()
                }
            }
        }
    }
}

struct AlertContainerView<Content: View>: View {
    let content: () -> Content

    var body: some View {
        ZStack { content() }
    }
}

struct ToastLayer<Content: View>: View {
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content.overlay { Text("") }
    }
}

struct MainView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Create account") { CreateAccountView() }
                NavigationLink("Contact") { ContactView() }
            }
        }
    }
}

struct CreateAccountView: View {
    var body: some View {
        NavigationLink("Contact") { ContactView() }
    }
}

struct ContactView: View {
    var body: some View { Text("Contact") }
}
