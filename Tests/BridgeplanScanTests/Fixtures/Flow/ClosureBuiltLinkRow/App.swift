import SwiftUI

// A row that wraps NavigationLink. Its initialiser runs the closure its caller hands it and
// keeps what it builds in a stored property, which the link shows. Each use of the row pushes
// what its own caller built, from the screen the row is in.
@main
struct RowsApp: App {
    var body: some Scene {
        WindowGroup { HomeView() }
    }
}

struct LinkRow<Content: View>: View {
    var title: String
    var destination: Content
    @Binding var loading: Bool

    init(title: String, loading: Binding<Bool> = .constant(false), item: Any? = nil,
         @ViewBuilder content: (_ item: Any?) -> Content) {
        self.title = title
        self._loading = loading
        self.destination = content(item)
    }

    var body: some View {
        if loading {
            ProgressView()
        } else {
            NavigationLink(destination: destination) {
                Text(title)
            }
        }
    }
}

struct HomeView: View {
    var body: some View {
        NavigationStack {
            List {
                LinkRow(title: "Skills") { _ in SkillsView() }
                LinkRow(title: "Profile") { _ in ProfileView() }
            }
        }
    }
}

struct SkillsView: View {
    var body: some View {
        List {
            LinkRow(title: "Add") { _ in AddSkillView() }
        }
    }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}

struct AddSkillView: View {
    var body: some View { Text("Add") }
}
