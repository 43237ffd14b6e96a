import SwiftUI

// A hand-made tab bar: every tab stays in a ZStack and only the selected one is opaque. Each
// tab makes its own navigation stack, so each is a screen of its own, and its links and sheets
// are its own, not those of the view that stacks them.
@main
struct TabsApp: App {
    var body: some Scene {
        WindowGroup { MainView() }
    }
}

enum Tab { case devices, hub }

struct MainView: View {
    @State private var selected: Tab = .devices

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                DevicesView()
                    .opacity(selected == .devices ? 1 : 0)
                HubView()
                    .opacity(selected == .hub ? 1 : 0)
            }
            HStack {
                Button("Devices") { selected = .devices }
                Button("Hub") { selected = .hub }
            }
        }
    }
}

struct DevicesView: View {
    @State private var showsUpdate = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Info") { DeviceInfoView() }
                Button("Update") { showsUpdate = true }
            }
            .sheet(isPresented: $showsUpdate) { UpdateView() }
        }
    }
}

struct HubView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Remote") { RemoteView() }
        }
    }
}

struct DeviceInfoView: View {
    var body: some View { Text("Info") }
}

struct UpdateView: View {
    var body: some View { Text("Update") }
}

struct RemoteView: View {
    var body: some View { Text("Remote") }
}
