import SwiftUI
import SwiftUIFlux

let store = Store<AppState>(reducer: appReducer, state: AppState())

@main
struct MoviesApp: App {
    // The Mac Catalyst scene does not run on iOS; the window's view sits inside a library's
    // environment provider.
    #if targetEnvironment(macCatalyst)
    var body: some Scene {
        WindowGroup {
            StoreProvider(store: store) { SplitView() }
        }
    }
    #else
    var body: some Scene {
        WindowGroup {
            StoreProvider(store: store) {
                // Of the views over one another, the one holding the tab bar is where the app starts.
                ZStack {
                    TabbarView().accentColor(.orange)
                    MigrationView()
                }
                .onOpenURL { _ in }
            }
        }
    }
    #endif
}

struct TabbarView: View {
    var body: some View {
        TabView {
            MoviesHome().tabItem { Text("Movies") }
            MyLists().tabItem { Text("Lists") }
        }
    }
}

// A library's protocol that refines View, with its body as a method.
struct MoviesHome: ConnectedView {
    struct Props { let movies: [Int] }

    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(movies: []) }

    func body(props: Props) -> some View {
        NavigationView {
            VStack {
                // A paged tab view is a pager: its pages swiped through inside this screen.
                TabView {
                    FeaturedPage()
                    UpcomingPage()
                }
                .tabViewStyle(.page)
                List(props.movies, id: \.self) { movie in
                    NavigationLink(destination: MovieDetail(movieId: movie)) { Text("\(movie)") }
                }
            }
        }
    }
}

struct MovieDetail: ConnectedView {
    struct Props { let title: String }
    let movieId: Int
    @State private var addingToList = false

    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(title: "") }

    func body(props: Props) -> some View {
        Text(props.title)
            .sheet(isPresented: $addingToList) { ListForm() }
    }
}

struct MyLists: View {
    @State var route: ListsRoute?

    var body: some View {
        NavigationView {
            List {
                // swiftui-navigation's link, declared as the app's NavigationLink initialiser: its
                // trailing closure is the destination.
                NavigationLink(unwrapping: $route, case: \.detail) { _ in ListDetail() }
            }
            .sheet(unwrapping: $route, case: \.create) { _ in ListForm() }
            // The iPad detail column: not where the stack starts.
            ListPlaceholder()
        }
    }
}

enum ListsRoute { case detail, create }

extension NavigationLink {
    init<Enum, Case, WrappedDestination>(
        unwrapping enum: Binding<Enum?>,
        case caseKeyPath: CaseKeyPath<Enum, Case>,
        @ViewBuilder destination: @escaping (Binding<Case>) -> WrappedDestination
    ) where Destination == WrappedDestination?, Label == Text {
        self.init("", unwrapping: `enum`.case(caseKeyPath), destination: destination)
    }
}

struct MigrationView: View { var body: some View { NavigationView { Text("Migrating") } } }
struct ListDetail: View { var body: some View { Text("List") } }
struct FeaturedPage: View { var body: some View { Text("Featured") } }
struct UpcomingPage: View { var body: some View { Text("Upcoming") } }
struct ListPlaceholder: View { var body: some View { Text("Pick a list") } }

struct SplitView: View { var body: some View { NavigationView { Sidebar() } } }
struct Sidebar: View { var body: some View { Text("Sidebar") } }
struct ListForm: View { var body: some View { Text("New list") } }
