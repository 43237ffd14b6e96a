import SwiftUI

// A plain type nested in another (`Style.ListItem`, a set of text styles) shares its last
// name with a view (`ListItem`, a row with a share sheet). `ListItem()` written inside
// `Style` makes the nested one: the row's sheet is not every screen's that makes a `Style`.
struct Style {
    let size: Double
    static let header = Style(size: 20)
}

extension Style {
    static let listItem = ListItem()

    struct ListItem {
        let title = Style(size: 15)
    }
}

struct ListItem: View {
    let title: String
    @State private var isSharing = false

    var body: some View {
        Button(title) { isSharing = true }
            .sheet(isPresented: $isSharing) { ShareSheet(title: title) }
    }
}

struct ShareSheet: View {
    let title: String
    var body: some View { Text(title) }
}

struct SearchView: View {
    var body: some View {
        List {
            ListItem(title: "Saved article")
        }
    }
}

struct SettingsView: View {
    var body: some View { Text("Settings").font(.system(size: Style(size: 17).size)) }
}

@main
struct PocketApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                SearchView().tabItem { Text("Search") }
                SettingsView().tabItem { Text("Settings") }
            }
        }
    }
}
