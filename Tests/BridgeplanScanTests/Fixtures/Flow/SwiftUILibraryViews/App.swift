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
                TabbarView().accentColor(.orange)
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
            List(props.movies, id: \.self) { movie in
                NavigationLink(destination: MovieDetail(movieId: movie)) { Text("\(movie)") }
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
    var body: some View {
        NavigationView { Text("Lists") }
    }
}

struct SplitView: View { var body: some View { NavigationView { Sidebar() } } }
struct Sidebar: View { var body: some View { Text("Sidebar") } }
struct ListForm: View { var body: some View { Text("New list") } }
