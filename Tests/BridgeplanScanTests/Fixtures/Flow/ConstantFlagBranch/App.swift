import SwiftUI

// Code under a branch on a flag the app declares a constant runs only when the constant says
// so: the credits section (and the paywall only its button opens) is switched off, the sync
// section switched on, and the `else` of the switched-off flag runs.
enum BackendConfig {
    static let isMonetizationEnabled = false
    static let isSyncEnabled = true
}

@main
struct ResumeApp: App {
    var body: some Scene {
        WindowGroup { ProfileView() }
    }
}

struct ProfileView: View {
    @State private var showPaywall = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 14) {
                if BackendConfig.isSyncEnabled {
                    syncSection
                }
                if BackendConfig.isMonetizationEnabled {
                    creditsSection
                } else {
                    NavigationLink("Free plan") { FreePlanView() }
                }
            }
            .sheet(isPresented: $showPaywall) { PaywallView() }
        }
    }

    private var syncSection: some View {
        NavigationLink("Sync") { SyncView() }
    }

    private var creditsSection: some View {
        VStack {
            NavigationLink("Credits") { CreditsView() }
            Button("Buy") { showPaywall = true }
        }
    }
}

struct SyncView: View { var body: some View { Text("") } }
struct FreePlanView: View { var body: some View { Text("") } }
struct CreditsView: View { var body: some View { Text("") } }
struct PaywallView: View { var body: some View { Text("") } }
