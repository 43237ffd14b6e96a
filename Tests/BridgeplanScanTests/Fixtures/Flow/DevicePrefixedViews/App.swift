import SwiftUI

// Views named for the device they lay out start with Apple's lower-case product names
// (`iPhone_RootView`): they are types all the same, made by the calls that name them.
@main
struct TrackerApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        if sizeClass == .compact {
            iPhone_RootView()
        } else {
            iPadRootView()
        }
    }
}

struct iPhone_RootView: View {
    var body: some View {
        TabView {
            iPhone_DevicesView().tabItem { Text("Devices") }
            iPhone_SettingsView().tabItem { Text("Settings") }
        }
    }
}

struct iPadRootView: View {
    var body: some View {
        NavigationSplitView {
            iPhone_DevicesView()
        } detail: {
            Text("Pick a device")
        }
    }
}

struct iPhone_DevicesView: View {
    @State private var adding = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Map") { iPhone_DeviceMapView() }
            }
            .toolbar { Button("Add") { adding = true } }
            .sheet(isPresented: $adding) { iPhone_AddDeviceView() }
        }
    }
}

struct iPhone_DeviceMapView: View {
    var body: some View { Text("Map") }
}

struct iPhone_AddDeviceView: View {
    var body: some View { Text("Add") }
}

struct iPhone_SettingsView: View {
    var body: some View { Text("Settings") }
}
