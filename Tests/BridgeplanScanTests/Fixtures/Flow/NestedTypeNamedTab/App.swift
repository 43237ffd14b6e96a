import SwiftUI

// An iOS 18 tab view whose `Tab(value:) { … } label: { … }` items sit in a wrapper's content
// closure, in an app that also declares a `Tab` of its own inside a model.
@main
struct TabsApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum HomeTab { case home, search }

// A model's own `Tab`, nested: outside the model, `Tab` is still SwiftUI's.
final class LaterModel {
    enum Tab { case saved, done }
    var tab: Tab = .saved
}

struct Host<Content: View>: View {
    let onOpen: (Int) -> Void
    @ViewBuilder let content: () -> Content

    init(store: Int, onOpen: @escaping (Int) -> Void, @ViewBuilder content: @escaping () -> Content) {
        self.onOpen = onOpen
        self.content = content
    }

    var body: some View { content() }
}

struct RootView: View {
    @State private var tab: HomeTab = .home
    @State private var ready = true

    var body: some View {
        if ready {
            tabs(store: 1)
        } else {
            Text("Loading")
        }
    }

    private func tabs(store: Int) -> some View {
        Host(store: store) { route in
            tab = .home
        } content: {
            TabView(selection: $tab) {
                Tab(value: HomeTab.home) {
                    HomeView()
                } label: {
                    Text("Home")
                }
                Tab(value: HomeTab.search, role: .search) {
                    SearchView()
                } label: {
                    Text("Search")
                }
            }
        }
    }
}

struct HomeView: View {
    var body: some View {
        NavigationStack {
            List { NavigationLink("Detail") { DetailView() } }
        }
    }
}

struct SearchView: View {
    var body: some View { NavigationStack { Text("Search") } }
}

struct DetailView: View {
    var body: some View { Text("Detail") }
}
