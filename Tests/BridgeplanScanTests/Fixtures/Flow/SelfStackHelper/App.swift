import SwiftUI

// An `extension View` helper that puts the view it is called on in a navigation stack: each
// call is a stack around that view, not one stack around every caller's.
extension View {
    func navigationStackEmbeded(_ path: Binding<NavigationPath>? = nil) -> some View {
        if let path {
            NavigationStack(path: path) {
                self
            }
        } else {
            NavigationStack {
                self
            }
        }
    }
}

struct DetailView: View { var body: some View { Text("d") } }
struct AccountView: View {
    var body: some View { List { NavigationLink("Detail") { DetailView() } } }
}
struct SettingsView: View {
    var body: some View { List { NavigationLink("Detail") { DetailView() } } }
}

struct ProfileView: View {
    @State private var showAccount = false
    var body: some View {
        List {
            Button("Account") { showAccount = true }
            NavigationLink("Settings") { SettingsView() }
        }
        .navigationStackEmbeded()
        .sheet(isPresented: $showAccount) {
            AccountView().navigationStackEmbeded()
        }
    }
}

@main
struct PassApp: App {
    var body: some Scene {
        WindowGroup { ProfileView() }
    }
}
