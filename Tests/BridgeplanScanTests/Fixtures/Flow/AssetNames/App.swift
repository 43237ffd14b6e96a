import SwiftUI

@main
struct MemoApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                HomeView().navigationDestination(for: Route.self) { $0.destination() }
            }
        }
    }
}

enum Route: Hashable {
    case memos
    case settings

    @ViewBuilder func destination() -> some View {
        switch self {
        case .memos: MemosView()
        case .settings: SettingsView()
        }
    }
}

struct HomeView: View {
    var body: some View {
        List {
            NavigationLink(value: Route.memos) { Text("Memos") }
            NavigationLink(value: Route.settings) { Text("Settings") }
        }
    }
}

// The account row shows the app's logo from the asset catalog: `.memos` there is an
// `ImageResource`, not the route's case.
struct SettingsView: View {
    var body: some View {
        Label { Text("Account") } icon: { Image(.memos) }
    }
}

struct MemosView: View { var body: some View { Text("Memos") } }
