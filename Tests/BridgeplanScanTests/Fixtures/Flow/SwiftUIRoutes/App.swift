import SwiftUI
import Observation

@main
struct ChirpApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                TimelineView()
                    .withRoutes()
                .navigationDestination(for: Bookmark.self) { BookmarkView(bookmark: $0) }
                .navigationDestination(for: Int64.self) { PostView(postID: $0) }
            }
            .withSheets(item: $router.sheet)
            .environment(router)
        }
    }
}

enum Route: Hashable {
    case profile(id: String)
    case thread(id: String)
    case settings
}

enum SheetRoute: Identifiable {
    case compose
    case report(id: String)
    var id: String { "\(self)" }
}

@Observable final class Router {
    var path: [Route] = []
    var sheet: SheetRoute?

    func navigate(to route: Route) { path.append(route) }
}

extension View {
    // Every stack's destinations, applied once at its root: each case's view is pushed by the
    // screen that asks for that case, not by the root.
    func withRoutes() -> some View {
        navigationDestination(for: Route.self) { route in
            switch route {
            case .profile(let id): ProfileView(id: id)
            case .thread(let id): ThreadView(id: id)
            case .settings: SettingsView()
            }
        }
    }

    func withSheets(item: Binding<SheetRoute?>) -> some View {
        sheet(item: item) { route in
            switch route {
            case .compose: ComposeView()
            case .report(let id): ReportView(id: id)
            }
        }
    }
}

struct TimelineView: View {
    @Environment(Router.self) private var router

    var body: some View {
        List {
            PostRow(author: "a", post: "1")
        }
        .toolbar {
            Button("Compose") { router.sheet = .compose }
            NavigationLink(value: Route.settings) { Text("Settings") }
        }
    }
}

// A row is part of the timeline: its routes are the timeline's.
struct PostRow: View {
    @Environment(Router.self) private var router
    let author: String
    let post: String

    var body: some View {
        Text(post)
            .onTapGesture { router.navigate(to: .thread(id: post)) }
    }
}

struct ThreadView: View {
    @Environment(Router.self) private var router
    @State private var info: InfoKind?
    let id: String

    var body: some View {
        Button("Author") { router.navigate(to: .profile(id: id)) }
        // An `Int64` made for a count: the app only extends `Int64`, so where one is made says
        // nothing of the posts the stack's `Int64` destination shows.
        Button("Count") { print(Int64(id.count).isEven) }
            .contextMenu {
                Button("Report") { router.sheet = .report(id: id) }
                Button("Rules") { info = .rules }
            }
            .sheet(item: $info) { InfoSheet(kind: $0) }
    }
}

// A view that shows one of several views by the case it is made with: each is shown from the
// screens that write its case.
enum InfoKind: Identifiable {
    case rules, credits
    var id: Int { 0 }
}

struct InfoSheet: View {
    let kind: InfoKind

    var body: some View {
        switch kind {
        case .rules: RulesView()
        case .credits: CreditsView()
        }
    }
}

struct RulesView: View { var body: some View { Text("Rules") } }
struct CreditsView: View { var body: some View { Text("Credits") } }

struct ProfileView: View {
    let id: String

    var body: some View {
        List {
            // A value of a type the stack's root has a destination for: pushed from here.
            NavigationLink(value: Bookmark(id: 1)) { Text("Saved") }
        }
    }
}

struct Bookmark: Hashable { let id: Int }
struct PostView: View { let postID: Int64; var body: some View { Text("\(postID)") } }
extension Int64 { var isEven: Bool { self % 2 == 0 } }
struct BookmarkView: View { let bookmark: Bookmark; var body: some View { Text("\(bookmark.id)") } }
struct SettingsView: View {
    var body: some View {
        List {
            // The app's own link initialiser, taking a route: the route's enum says which view.
            NavigationLink(.account(id: "me")) { Text("Account") }
            NavigationLink(.notifications) { Text("Notifications") }
        }
        .navigationDestination(for: SettingsPage.self) { page in page.view() }
    }
}

enum SettingsPage: Hashable {
    case account(id: String)
    case notifications

    @ViewBuilder func view() -> some View {
        switch self {
        case let .account(id): AccountView(id: id)
        case .notifications: NotificationsView()
        }
    }
}

extension NavigationLink where Destination == Never {
    init(_ page: SettingsPage, @ViewBuilder label: () -> Label) {
        self.init(value: page, label: label)
    }
}

struct AccountView: View { let id: String; var body: some View { Text(id) } }
struct NotificationsView: View { var body: some View { Text("Notifications") } }
struct ComposeView: View { var body: some View { Text("Compose") } }
struct ReportView: View { let id: String; var body: some View { Text(id) } }
