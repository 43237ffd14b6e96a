import SwiftUI

// The window's stack starts at whatever view its model chose: the model keeps the current
// screen as an `AnyView` and swaps it when the user signs in or out.
@main
struct RootApp: App {
    var body: some Scene {
        WindowGroup { ContentView(viewModel: ContentViewModel()) }
    }
}

final class ContentViewModel: ObservableObject {
    @Published var currentView: AnyView

    init() {
        self.currentView = AnyView(LoadingView())
    }

    func update(signedIn: Bool) {
        if signedIn {
            currentView = AnyView(HomeView().environmentObject(self))
        } else {
            currentView = AnyView(SignInView())
        }
    }
}

struct ContentView: View {
    @ObservedObject var viewModel: ContentViewModel

    var body: some View {
        NavigationView {
            viewModel.currentView
        }
        .onAppear { viewModel.update(signedIn: false) }
    }
}

struct LoadingView: View {
    var body: some View { ProgressView() }
}

struct SignInView: View {
    var body: some View {
        NavigationLink("Sign up") { SignUpView() }
    }
}

struct SignUpView: View {
    var body: some View { Text("Sign up") }
}

struct HomeView: View {
    var body: some View {
        NavigationLink("Settings") { SettingsView() }
    }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
