import SwiftUI

// A settings screen keeps a section its body no longer shows (the line that read it is
// commented out): the link inside it is never on screen. The section it does show links on.
@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup { SettingsView() }
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationView {
            List {
                accountSection
                // quickActionsSection
            }
        }
    }

    private var accountSection: some View {
        NavigationLink(destination: AccountView()) { Text("Account") }
    }

    private var quickActionsSection: some View {
        NavigationLink(destination: MyPostsView()) { Text("My posts") }
    }
}

struct AccountView: View {
    var body: some View { Text("Account") }
}

struct MyPostsView: View {
    var body: some View { Text("Posts") }
}
