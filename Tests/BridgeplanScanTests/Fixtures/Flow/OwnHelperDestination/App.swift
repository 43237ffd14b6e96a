import SwiftUI

// A destination closure hands its route to a private helper of the same view, which switches
// on it: each row's case pushes that case's screen. `.listRowSeparator(.hidden)` elsewhere is
// SwiftUI's own option, not the route's `.hidden`.
@main
struct ReservationsApp: App {
    var body: some Scene {
        WindowGroup {
            MoreView()
        }
    }
}

private enum MoreDestination: Hashable {
    case notices
    case hidden
    case schedule
}

struct MoreView: View {
    @State private var path: [MoreDestination] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink(value: MoreDestination.notices) { Text("Notices") }
                NavigationLink(value: MoreDestination.hidden) { Text("Hidden") }
                NavigationLink(value: MoreDestination.schedule) { Text("Schedule") }
            }
            .navigationDestination(for: MoreDestination.self) { destination in
                moreDestination(destination)
            }
        }
    }

    @ViewBuilder
    private func moreDestination(_ destination: MoreDestination) -> some View {
        switch destination {
        case .notices:
            NoticesView()
        case .hidden:
            HiddenReservationsView()
        case .schedule:
            ScheduleView()
        }
    }
}

struct ScheduleView: View {
    var body: some View {
        List {
            Text("Today")
                .listRowSeparator(.hidden)
        }
    }
}

struct NoticesView: View {
    var body: some View { Text("Notices") }
}

struct HiddenReservationsView: View {
    var body: some View { Text("Hidden") }
}
