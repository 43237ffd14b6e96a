import SwiftUI

// The app's stack view hands its stored content closure to the stack as it is
// (`NavigationView(content: content)`): each place that makes one is a stack around what it
// hands, not one stack around the wrapper.
struct SmartNavigationView<Content: View>: View {
    let content: () -> Content

    var body: some View {
        NavigationView(content: content)
            .navigationViewStyle(.stack)
    }
}

struct SearchView: View {
    var body: some View { Text("Search") }
}

struct RunnerListsView: View {
    var body: some View { Text("Lists") }
}

struct HistoryView: View {
    var body: some View { Text("History") }
}

struct BrowseView: View {
    @State private var presentLists = false

    var body: some View {
        SmartNavigationView {
            List {
                NavigationLink {
                    SearchView()
                } label: {
                    Text("Search")
                }
                Button("Lists") { presentLists.toggle() }
            }
            .sheet(isPresented: $presentLists) {
                SmartNavigationView {
                    RunnerListsView()
                }
            }
        }
    }
}

// A layout of the app's around what its maker writes in it: the maker's own content.
struct Shelf<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        ScrollView { content }
    }
}

struct LibraryView: View {
    var body: some View {
        SmartNavigationView {
            Shelf {
                NavigationLink(destination: HistoryView()) { Text("History") }
            }
        }
    }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}

// The root holds the tabs, and covers them with a stack around a profile: a stack the root
// makes, not one the root is in.
struct ContentView: View {
    @State private var showProfile = false

    var body: some View {
        TabView {
            BrowseView().tabItem { Text("Browse") }
            LibraryView().tabItem { Text("Library") }
        }
        .fullScreenCover(isPresented: $showProfile) {
            SmartNavigationView {
                ProfileView()
            }
        }
    }
}

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
