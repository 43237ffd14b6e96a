import NavigationBackport
import SwiftUI

// A launcher chooses the App at run time: the test stand-in's window is empty.
@main
struct AppLoader {
    static func main() {
        if NSClassFromString("XCTestCase") != nil {
            TestApp.main()
        } else {
            NotesApp.main()
        }
    }
}

struct TestApp: App {
    var body: some Scene { WindowGroup {} }
}

struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NBNavigationStack {
                NotesView()
                    .nbNavigationDestination(for: Note.self) { note in NoteView(note: note) }
            }
        }
    }
}

struct Note: Hashable { let title: String }

// NavigationBackport's stack, link and destination stand for SwiftUI's below iOS 16.
struct NotesView: View {
    @State private var showsSettings = false
    var body: some View {
        List {
            NBNavigationLink(value: Note(title: "First")) { Text("First") }
            Button("Settings") { showsSettings = true }
        }
        .sheet(isPresented: $showsSettings) {
            NBNavigationStack { SettingsView() }
        }
    }
}

struct NoteView: View {
    let note: Note
    var body: some View { Text(note.title) }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
