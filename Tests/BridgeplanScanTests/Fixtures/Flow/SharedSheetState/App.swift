import SwiftUI

// The main view presents the compose sheet bound to a property of an object every screen
// shares. The sheet also shows over the screen whose code sets that property (the inbox);
// setting it to nil dismisses. The object's own method is run by whoever holds the object,
// so what calls it says nothing on its own.
@main
struct MailApp: App {
    @StateObject private var center = SheetCenter()

    var body: some Scene {
        WindowGroup { MainView().environmentObject(center) }
    }
}

struct ComposeItem: Identifiable {
    let id = UUID()
}

final class SheetCenter: ObservableObject {
    @Published var compose: ComposeItem?

    func showCompose() { compose = ComposeItem() }
    func close() { compose = nil }
}

struct MainView: View {
    @EnvironmentObject private var center: SheetCenter

    var body: some View {
        TabView {
            InboxScreen().tabItem { Text("Inbox") }
            SettingsScreen().tabItem { Text("Settings") }
        }
        .sheet(item: $center.compose) { item in
            ComposeSheet(item: item)
        }
    }
}

struct InboxScreen: View {
    @EnvironmentObject private var center: SheetCenter

    var body: some View {
        Button("New message") { center.compose = ComposeItem() }
    }
}

struct SettingsScreen: View {
    @EnvironmentObject private var center: SheetCenter

    var body: some View {
        Button("Write to support") { center.showCompose() }
    }
}

struct ComposeSheet: View {
    @EnvironmentObject private var center: SheetCenter
    let item: ComposeItem

    var body: some View {
        Button("Cancel") { center.compose = nil }
    }
}
