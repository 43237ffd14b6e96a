import SwiftUI

// The profile screen's stack starts with a computed part of its own body, laid out by a view
// whose memberwise initialiser takes `@ViewBuilder` content: the layout is no screen, and the
// stack's root, with the links in it, is the profile screen.
@main
struct ProfileApp: App {
    var body: some Scene {
        WindowGroup { ProfileView() }
    }
}

enum ProfileRoute: Hashable {
    case theme
    case appIcon
}

struct PageLayout<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(spacing: 0) {
            content
            Divider()
        }
    }
}

struct ProfileView: View {
    @State private var path: [ProfileRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            content.navigationDestination(for: ProfileRoute.self) { route in
                switch route {
                case .theme: ThemeView()
                case .appIcon: AppIconView()
                }
            }
        }
    }

    var content: some View {
        PageLayout {
            List {
                Button("Theme") { path.append(.theme) }
                Button("App icon") { path.append(.appIcon) }
            }
        }
    }
}

struct ThemeView: View {
    var body: some View { Text("Theme") }
}

struct AppIconView: View {
    var body: some View { Text("App icon") }
}
