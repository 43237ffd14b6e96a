import SwiftUI

// A tab view binds its stack to a path its app state keeps (`NavigationStack(path:
// appState.path(for: .more))`), and its destinations are a view modifier. The stored
// property the path is read from is no content: the view is no stack wrapper.

enum Tab: Hashable { case home, more }
enum MoreDestination: Hashable { case docs }

final class AppState: ObservableObject {
    @Published var paths: [Tab: NavigationPath] = [:]
    func path(for tab: Tab) -> Binding<NavigationPath> {
        Binding(get: { self.paths[tab] ?? NavigationPath() }, set: { self.paths[tab] = $0 })
    }
}

struct MoreView: View {
    @EnvironmentObject private var appState: AppState
    var body: some View {
        NavigationStack(path: appState.path(for: .more)) {
            MoreContentView()
                .modifier(MoreDestinations())
        }
    }
}

struct MoreContentView: View {
    var body: some View {
        Form { NavigationLink(value: MoreDestination.docs) { Text("Docs") } }
    }
}

private struct MoreDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content.navigationDestination(for: MoreDestination.self) { destination in
            switch destination {
            case .docs: DocsView()
            }
        }
    }
}

extension View {
    func moreDestinations() -> some View { modifier(MoreDestinations()) }
}

struct DocsView: View { var body: some View { Text("Docs") } }

struct MainTabView: View {
    var body: some View {
        TabView { MoreView().tabItem { Text("More") } }
    }
}

@main
struct NSApp: App {
    var body: some Scene { WindowGroup { MainTabView() } }
}
