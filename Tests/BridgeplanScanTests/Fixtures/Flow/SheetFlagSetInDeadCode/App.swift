import SwiftUI

// Two sheets on one screen. The debug sheet's flag is set only by a row helper that a section
// the body no longer shows calls: it never opens. The photo sheet's flag is set by a button a
// helper spelled like a type builds (`ChangeImageButton()`), which the body calls: it opens.
@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup { SettingsView() }
    }
}

struct SettingsView: View {
    @State private var showDebugSettings = false
    @State private var showPhotoPicker = false

    var body: some View {
        List {
            ChangeImageButton()
            // debugSection
        }
        .sheet(isPresented: $showDebugSettings) {
            DebugSettingsView()
        }
        .sheet(isPresented: $showPhotoPicker) {
            PhotoPickerView()
        }
    }

    @ViewBuilder
    private func ChangeImageButton() -> some View {
        Button("Change photo") { showPhotoPicker = true }
    }

    private var debugSection: some View {
        Section { debugRow() }
    }

    private func debugRow() -> some View {
        Button("Debug") { showDebugSettings = true }
    }
}

struct DebugSettingsView: View {
    var body: some View { Text("Debug") }
}

struct PhotoPickerView: View {
    var body: some View { Text("Photos") }
}
