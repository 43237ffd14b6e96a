import SwiftUI
import SafariServices

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            // A sheet the scene puts on the window's first view is that view's.
            RootView()
                .sheet(isPresented: .constant(false)) { OnboardingView() }
        }
    }
}

// The window's view is only a tab bar: its tabs are screens, each with its own stack.
struct RootView: View {
    @State private var showsWhatsNew = false

    var body: some View {
        MainTabs()
            .sheet(isPresented: $showsWhatsNew) {
                WhatsNewView()
            }
    }
}

// A part of the window's view that is its tab bar: the tab bar is the window view's.
struct MainTabs: View {
    var body: some View {
        TabView {
            FeedView()
                .tabItem { Label("Feed", systemImage: "list.bullet") }
            Tab("Library", systemImage: "books.vertical") {
                LibraryView()
            }
        }
    }
}

struct FeedView: View {
    @State private var composing = false
    @State private var reading: Article?
    @State private var editing = false
    @State private var filtering = false

    var body: some View {
        NavigationStack {
            List(articles) { article in
                // A row is part of the feed: its link is the feed's.
                ArticleRow(article: article)
            }
            .navigationTitle("Feed")
            #if !os(visionOS)
                .sheet(isPresented: $filtering) { FilterView() }
            #endif
            .toolbar {
                Button("Compose") { composing = true }
            }
            .fullScreenCover(isPresented: $composing) {
                ComposeView()
            }
            .sheet(item: $reading) { article in
                NavigationStack {
                    ReaderView(article: article)
                }
            }
            .sheet(isPresented: $editing) {
                // The app's own stack view around what it is handed: a stack, not a screen.
                StackWrapper {
                    EditorView()
                }
            }
        }
    }

    var articles: [Article] { [] }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        NavigationLink(destination: ArticleView(article: article).navigationTitle(article.title)) {
            Text(article.title)
        }
    }
}

struct ArticleView: View {
    let article: Article
    @State private var showsSource = false

    var body: some View {
        ScrollView {
            Text(article.title)
            NavigationLink {
                AuthorView()
            } label: {
                Text("Author")
            }
        }
        .popover(isPresented: $showsSource) {
            SafariView(url: article.url)
                .ignoresSafeArea()
        }
        .modifier(ReportButton())
        .shareable(isPresented: $showsSource)
    }
}

extension View {
    // An app's own modifier: it runs for the view it is called on.
    func shareable(isPresented: Binding<Bool>) -> some View {
        sheet(isPresented: isPresented) { ShareView() }
    }
}

// A modifier's body is part of the view it modifies.
struct ReportButton: ViewModifier {
    @State private var reporting = false

    func body(content: Content) -> some View {
        content.sheet(isPresented: $reporting) { ReportView() }
    }
}

struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink(value: 1) { Text("Saved") }
            }
            .navigationDestination(for: Int.self) { _ in
                SavedView()
            }
            .navigationDestination(isPresented: .constant(false)) {
                SettingsScreen()
            }
            .navigationDestination(for: Shelf.self) { shelf in
                shelf.destination
            }
            .toolbar { toolbarItems }
            .toolbar { LibraryToolbar() }
        }
    }

    // A computed part of the body: its sheet is the library's.
    @State private var sorting = false
    private var toolbarItems: some View {
        Button("Sort") { sorting = true }
            .sheet(isPresented: $sorting) { SortOptionsView() }
    }
}

struct LibraryToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem {
            NavigationLink(destination: StatsView()) { Text("Stats") }
        }
    }
}

// A route whose view is a computed property of the value SwiftUI hands the destination.
enum Shelf: Hashable {
    case archive

    var destination: some View { ArchiveView() }
}

struct StackWrapper<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        NavigationStack { content() }
    }
}

struct EditorView: View {
    var body: some View {
        NavigationLink(destination: EditorHelpView()) { Text("Help") }
    }
}

// A UIKit screen a SwiftUI link shows through a representable, showing a SwiftUI view in turn.
struct SettingsScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SettingsViewController { SettingsViewController() }
    func updateUIViewController(_ controller: SettingsViewController, context: Context) {}
}

final class SettingsViewController: UIViewController {
    func showHelp() {
        present(UIHostingController(rootView: HelpView().environment(\.locale, .current)), animated: true)
    }
}

struct SafariView: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

struct Article: Identifiable { let id: Int; let title: String; let url: URL }
struct WhatsNewView: View { var body: some View { Text("New") } }
struct ComposeView: View { var body: some View { Text("Compose") } }
struct ReaderView: View { let article: Article; var body: some View { Text(article.title) } }
struct AuthorView: View { var body: some View { Text("Author") } }
struct SavedView: View { var body: some View { Text("Saved") } }
struct HelpView: View { var body: some View { Text("Help") } }
struct ReportView: View { var body: some View { Text("Report") } }
struct SortOptionsView: View { var body: some View { Text("Sort") } }
struct ArchiveView: View { var body: some View { Text("Archive") } }
struct EditorHelpView: View { var body: some View { Text("Editor help") } }
struct OnboardingView: View { var body: some View { Text("Welcome") } }
struct FilterView: View { var body: some View { Text("Filter") } }
struct ShareView: View { var body: some View { Text("Share") } }
struct StatsView: View { var body: some View { Text("Stats") } }
