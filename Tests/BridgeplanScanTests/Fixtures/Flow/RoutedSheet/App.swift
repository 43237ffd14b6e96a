import SwiftUI

// An app-wide router: a screen's action sets its published sheet, and one `.sheet(item:)`
// around the app's content maps the value to a view, inside a GeometryReader and a Group.
// The sheet is presented from the screen whose action set the value, and only the view of the
// case it set; a case compared or matched is not set.
final class Router: ObservableObject {
    static let shared = Router()

    enum Sheet: Identifiable, Equatable {
        case settings
        case profile(String)

        var id: String {
            switch self {
            case .settings: return "settings"
            case .profile(let name): return "profile-" + name
            }
        }
    }

    @Published var sheet: Sheet?

    static func present(_ sheet: Sheet) { shared.sheet = sheet }
}

struct SheetHost<Content: View>: View {
    @ObservedObject private var router = Router.shared
    @ViewBuilder var content: () -> Content

    var body: some View {
        content()
            .sheet(item: $router.sheet) { sheet in
                GeometryReader { geometry in
                    Group {
                        switch sheet {
                        case .settings: SettingsView()
                        case .profile(let name): ProfileView(name: name)
                        }
                    }
                    .frame(width: geometry.size.width)
                }
            }
    }
}

struct HomeView: View {
    var body: some View {
        List {
            Button("Settings") { Router.present(.settings) }
            NavigationLink("Feed") { FeedView() }
        }
    }
}

struct FeedView: View {
    var body: some View {
        Button("Profile") {
            if case .settings = Router.shared.sheet { return }
            Router.present(.profile("me"))
        }
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings").onDisappear {
            if Router.shared.sheet != .profile("me") { Router.shared.sheet = nil }
        }
    }
}

struct ProfileView: View {
    let name: String

    var body: some View { Text(name) }
}

@main struct RoutedApp: App {
    var body: some Scene {
        WindowGroup {
            SheetHost {
                NavigationStack { HomeView() }
            }
        }
    }
}
