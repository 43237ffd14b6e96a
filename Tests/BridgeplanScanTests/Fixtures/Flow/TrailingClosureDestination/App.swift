import SwiftUI

// A cell that pushes the view its maker's trailing closure builds: the closure fills the cell's
// last stored closure property (its memberwise initialiser's last parameter), and the link is
// handed that closure uncalled (`NavigationLink(destination: destination)`), as SwiftUI's
// `init(destination: () -> Destination, label:)` takes it. Each maker pushes its own view.

struct SubMenuCell<Content: View>: View {
    let title: String
    @ViewBuilder var destination: () -> Content

    var body: some View {
        NavigationLink(destination: destination) {
            Text(title)
        }
    }
}

struct SettingsView: View {
    var body: some View {
        List {
            SubMenuCell(title: "Account") { AccountView() }
            SubMenuCell(title: "Privacy") {
                PrivacyView()
            }
        }
    }
}

struct AboutView: View {
    var body: some View {
        SubMenuCell(title: "Licences") { LicencesView() }
    }
}

struct AccountView: View { var body: some View { Text("Account") } }
struct PrivacyView: View { var body: some View { SubMenuCell(title: "About") { AboutView() } } }
struct LicencesView: View { var body: some View { Text("Licences") } }

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { SettingsView() } }
    }
}
