import SwiftUI

// A stack around a view any file can make: that view is the stack's root screen.
struct LibraryTab: View {
    var body: some View {
        NavigationStack {
            BookList()
        }
    }
}

struct BookList: View {
    var body: some View {
        List {
            NavigationLink("Book") { BookView() }
        }
    }
}

struct BookView: View { var body: some View { Text("Book") } }

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                SettingsView().tabItem { Text("Settings") }
                LibraryTab().tabItem { Text("Library") }
            }
        }
    }
}
