import SwiftUI

// A link helper of the app's (`navigationLinkEmpty(isActive:destination:)`, an iOS 15 stand-in
// for `navigationDestination(isPresented:)`) hands a hidden NavigationLink the closure it is
// handed, `@escaping () -> Destination` with `Destination: View`: each caller pushes the view
// its own closure builds, rather than every view the closures build being a part of the screen.

extension View {
    func navigationLinkEmpty<Destination: View>(
        isActive: Binding<Bool>,
        destination: @escaping () -> Destination
    ) -> some View {
        overlay(
            NavigationLink<EmptyView, Destination>(
                isActive: isActive,
                destination: destination,
                label: { EmptyView() }
            )
        )
    }
}

struct HomeView: View {
    @State private var showScan = false
    @State private var showSend = false

    var body: some View {
        VStack {
            Button("Scan") { showScan = true }
            Button("Send") { showSend = true }
        }
        .navigationLinkEmpty(isActive: $showScan) {
            ScanView()
        }
        .navigationLinkEmpty(isActive: $showSend) {
            SendFormView()
        }
    }
}

struct ScanView: View { var body: some View { Text("Scan") } }
struct SendFormView: View { var body: some View { Text("Send") } }

@main
struct WalletApp: App {
    var body: some Scene {
        WindowGroup { NavigationView { HomeView() } }
    }
}
