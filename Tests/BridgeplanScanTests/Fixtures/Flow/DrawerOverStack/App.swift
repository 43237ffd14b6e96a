import SwiftUI

@main
struct DrawerApp: App {
    var body: some Scene {
        WindowGroup { MainView() }
    }
}

enum Route: Hashable {
    case settings
    case about
    case language
}

enum MenuItem: CaseIterable {
    case settings
    case about
}

final class Navigation: ObservableObject {
    @Published var path: [Route] = []
}

/// Makes the stack around the home screen; its drawer, outside the stack's content, sets the path.
struct MainView: View {
    @StateObject private var navigation = Navigation()

    var body: some View {
        NavigationStack(path: $navigation.path) {
            HomeScreen()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .settings: SettingsScreen()
                    case .about: AboutScreen()
                    case .language: LanguageScreen()
                    }
                }
        }
        .overlay { Drawer(navigation: navigation) }
    }
}

struct Drawer: View {
    @ObservedObject var navigation: Navigation

    var body: some View {
        VStack {
            ForEach(MenuItem.allCases, id: \.self) { item in
                Button("Open") { select(item) }
            }
        }
    }

    private func select(_ item: MenuItem) {
        navigation.path = [route(for: item)]
    }

    /// Both enums have a `settings` case: the declared return type says which one is written.
    private func route(for item: MenuItem) -> Route {
        switch item {
        case .settings: return .settings
        case .about: return .about
        }
    }
}

struct HomeScreen: View {
    var body: some View { Text("Home") }
}

struct SettingsScreen: View {
    var body: some View {
        NavigationLink(value: Route.language) { Text("Language") }
    }
}

struct AboutScreen: View {
    var body: some View { Text("About") }
}

struct LanguageScreen: View {
    var body: some View { Text("Language") }
}
