import SwiftUI

// A destination closure assigns one local in each arm of a `switch` on the route and returns it
// with a modifier (`return view.padding()`): each case shows its own view. The link writing
// `.credits` sits in a section wrapped in a generic `ThemedSection { … }`, whose initialisers
// are overloaded; the trailing closure is the content, not the title of `init(_ title:content:)`,
// so the account screen, which wraps only text in the same section, shows nothing.

struct ThemedSection<Content: View, Header: View>: View {
    private let content: Content
    private let header: Header?

    var body: some View {
        Section { content }
    }
}

extension ThemedSection where Header == EmptyView {
    init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = nil
    }
}

extension ThemedSection where Header == Text {
    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = Text(title)
    }
}

extension ThemedSection {
    init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
        self.header = header()
    }
}

enum Route: Hashable { case credits, about }

struct CreditsSection: View {
    var body: some View {
        ThemedSection {
            NavigationLink("Credits", value: Route.credits)
        }
    }
}

struct AccountView: View {
    var body: some View {
        List {
            ThemedSection { Text("Account") }
        }
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            List {
                CreditsSection()
                NavigationLink("Account") { AccountView() }
            }
            .navigationDestination(for: Route.self) { route in
                let view: AnyView
                switch route {
                case .credits: view = AnyView(CreditsView())
                case .about: view = AnyView(AboutView())
                }
                return view.padding()
            }
        }
    }
}

struct CreditsView: View { var body: some View { Text("Credits") } }
struct AboutView: View { var body: some View { Text("About") } }

@main
struct DemoApp: App {
    var body: some Scene { WindowGroup { SettingsView() } }
}
