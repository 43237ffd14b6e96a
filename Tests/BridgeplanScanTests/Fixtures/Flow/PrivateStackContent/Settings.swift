import SwiftUI

// A screen splits its body in two: a `private` content view, which only this file can make,
// at the root of its stack. The content is the screen's own: its links push from the screen.
struct SettingsView: View {
    var body: some View {
        NavigationStack {
            SettingsContent()
                .navigationTitle("Settings")
        }
    }
}

private struct SettingsContent: View {
    var body: some View {
        List {
            NavigationLink("Account") { AccountView() }
        }
    }
}

struct AccountView: View { var body: some View { Text("Account") } }
