// A root view shows the settings screen over its content while its state says so. The
// settings screen has a navigation stack of its own: it is a screen, embedded by the root,
// and its links and sheets are its own. A small banner shown under a condition stays a part:
// its sheet is the root's.
import SwiftUI

@main
struct ChatApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @State private var isShowSettings = false
    @State private var hasError = false

    var body: some View {
        ZStack {
            ConversationsView(onSettings: { isShowSettings = true })
            if hasError {
                ErrorBanner()
            }
            if isShowSettings {
                SettingsScreen()
            }
        }
    }
}

struct ConversationsView: View {
    var onSettings: () -> Void

    var body: some View {
        List {
            Button("Settings", action: onSettings)
        }
    }
}

struct ErrorBanner: View {
    @State private var isShowingHelp = false

    var body: some View {
        Button("Something went wrong") { isShowingHelp = true }
            .sheet(isPresented: $isShowingHelp) { HelpView() }
    }
}

struct SettingsScreen: View {
    @State private var isShowingLicenses = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("About") { AboutView() }
                Button("Licenses") { isShowingLicenses = true }
            }
        }
        .sheet(isPresented: $isShowingLicenses) { LicensesView() }
    }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}

struct AboutView: View {
    var body: some View { Text("About") }
}

struct LicensesView: View {
    var body: some View { Text("Licenses") }
}
