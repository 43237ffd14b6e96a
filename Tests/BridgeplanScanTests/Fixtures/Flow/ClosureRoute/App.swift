import SwiftUI

// A coordinator keeps the content closure each screen hands it in a route, and one modifier
// around the app shows the top route's content in a sheet. Each view is presented by the
// screen whose code wrote the closure that makes it, not by the view the modifier is on.
final class Coordinator: ObservableObject {
    static let shared = Coordinator()

    private var routeStack: [Route] = []
    @Published var depth = 0

    func present(@ViewBuilder content: @escaping () -> some View) {
        let route = Route(content: content)
        routeStack.append(route)
        depth = routeStack.count
    }

    func route(at level: Int) -> Route? {
        guard level >= 0, level < routeStack.count else { return nil }
        return routeStack[level]
    }

    struct Route {
        let contentBuilder: () -> AnyView

        init(@ViewBuilder content: @escaping () -> some View) {
            contentBuilder = { AnyView(content()) }
        }

        func content() -> AnyView { contentBuilder() }
    }
}

struct CoordinatorModifier: ViewModifier {
    private let coordinator = Coordinator.shared
    @State private var presented = false

    func body(content: Content) -> some View {
        content.sheet(isPresented: $presented) {
            if let route = coordinator.route(at: 0) {
                route.content()
            }
        }
    }
}

struct HomeView: View {
    var body: some View {
        Button("Back up") { Coordinator.shared.present { BackupView() } }
    }
}

struct SettingsView: View {
    var body: some View {
        Button("About") {
            Coordinator.shared.present {
                AboutView()
            }
        }
    }
}

struct BackupView: View {
    var body: some View { Text("Backup") }
}

struct AboutView: View {
    var body: some View { Text("About") }
}

@main struct WalletApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeView()
                SettingsView()
            }
            .modifier(CoordinatorModifier())
        }
    }
}
