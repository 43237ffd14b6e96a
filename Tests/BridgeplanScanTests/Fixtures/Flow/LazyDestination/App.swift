import SwiftUI

// `LazyView` builds a link's destination only when the link is followed: it is not a screen,
// but what it is handed. A row wrapper hands it its own stored closure, so the pushed list is
// a screen of its own and its sheet is the list's, not the contact screen's.
@main
struct ContactsApp: App {
    var body: some Scene {
        WindowGroup { ContactView() }
    }
}

struct LazyView<Content: View>: View {
    let build: () -> Content

    init(_ build: @autoclosure @escaping () -> Content) {
        self.build = build
    }

    var body: Content {
        build()
    }
}

struct ManageRow<Destination: View>: View {
    let title: String
    let destination: () -> Destination

    init(title: String, @ViewBuilder destination: @escaping () -> Destination) {
        self.title = title
        self.destination = destination
    }

    var body: some View {
        NavigationLink(destination: LazyView(destination())) { Text(title) }
    }
}

struct ContactView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: LazyView(NotesView())) { Text("Notes") }
                ManageRow(title: "Calls") { CallLogListView() }
            }
        }
    }
}

struct NotesView: View {
    var body: some View { Text("Notes") }
}

struct CallLogListView: View {
    @State private var adding = false

    var body: some View {
        Button("Add") { adding = true }
            .sheet(isPresented: $adding) { CallLogFormView() }
    }
}

struct CallLogFormView: View {
    var body: some View { Text("New call") }
}
