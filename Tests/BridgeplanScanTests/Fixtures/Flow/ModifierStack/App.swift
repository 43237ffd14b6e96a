import SwiftUI

// A modifier whose body puts the view it modifies in a navigation stack, with the
// destinations of that view's links, applied through an `extension View` helper: each view it
// is applied to is the root of a stack of its own (a hand-made tab bar's tabs).

final class NavModel: ObservableObject { @Published var path = NavigationPath() }
struct PostsModel: Hashable { let id: Int }
struct PostsView: View { let postsModel: PostsModel; var body: some View { Text("posts") } }
struct AboutView: View { var body: some View { Text("about") } }

extension View {
    func handleNavigations(navModel: NavModel) -> some View {
        modifier(WithNavigationModifier(navModel: navModel))
    }
}

private struct WithNavigationModifier: ViewModifier {
    @ObservedObject var navModel: NavModel

    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            NavigationStack(path: $navModel.path) {
                content
                    .navigationDestination(for: PostsModel.self) { postsModel in
                        PostsView(postsModel: postsModel)
                    }
            }
        }
    }
}

struct HomeView: View {
    var body: some View {
        List { NavigationLink("All", value: PostsModel(id: 1)) }
    }
}

struct SettingsView: View {
    var body: some View {
        List { NavigationLink("About") { AboutView() } }
    }
}

struct ContentView: View {
    @StateObject var homeNav = NavModel()
    @StateObject var settingsNav = NavModel()
    var body: some View {
        ZStack {
            HomeView().handleNavigations(navModel: homeNav)
            SettingsView().handleNavigations(navModel: settingsNav)
        }
    }
}

@main
struct LemmyApp: App {
    var body: some Scene { WindowGroup { ContentView() } }
}
