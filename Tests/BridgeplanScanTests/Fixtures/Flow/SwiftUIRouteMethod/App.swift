import SwiftUI

@main
struct FeedApp: App {
    var body: some Scene { WindowGroup { HomeView() } }
}

/// More cases than one value-flow node holds, named with capitals as some apps do.
enum Route: Hashable {
    case Page01
    case Page02(id: Int)
    case Page03
    case Page04
    case Page05
    case Page06
    case Page07
    case Page08
    case Page09
    case Page10
    case Page11
    case Page12
    case Page13
    case Page14
    case Page15
    case Page16
    case Page17
    case Page18
    case Page19
    case Page20
    case Page21
    case Page22
    case Page23
    case Page24
    case Page25
    case Page26

    @ViewBuilder
    func view(coordinator: NavigationCoordinator) -> some View {
        switch self {
        case .Page01:
            Page01View()
        case .Page02(let id):
            Page02View(id: id)
        case .Page03:
            Page03View()
        case .Page04:
            Page04View()
        case .Page05:
            Page05View()
        case .Page06:
            Page06View()
        case .Page07:
            Page07View()
        case .Page08:
            Page08View()
        case .Page09:
            Page09View()
        case .Page10:
            Page10View()
        case .Page11:
            Page11View()
        case .Page12:
            Page12View()
        case .Page13:
            Page13View()
        case .Page14:
            Page14View()
        case .Page15:
            Page15View()
        case .Page16:
            Page16View()
        case .Page17:
            Page17View()
        case .Page18:
            Page18View()
        case .Page19:
            Page19View()
        case .Page20:
            Page20View()
        case .Page21:
            Page21View()
        case .Page22:
            Page22View()
        case .Page23:
            Page23View()
        case .Page24:
            Page24View()
        case .Page25:
            Page25View()
        case .Page26:
            Page26View()
        }
    }
}

final class NavigationCoordinator: ObservableObject {
    @Published var path = [Route]()
    func push(route: Route) { path.append(route) }
}

struct HomeView: View {
    @StateObject private var coordinator = NavigationCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            List {
                Button("First") { coordinator.push(route: .Page01) }
                Button("Second") { coordinator.push(route: Route.Page02(id: 2)) }
            }
            .navigationDestination(for: Route.self) { route in
                Group {
                    if coordinator.path.count > 8 {
                        route.view(coordinator: coordinator).navigationBarBackButtonHidden()
                    } else {
                        route.view(coordinator: coordinator)
                    }
                }
            }
        }
    }
}

struct Page01View: View {
    @EnvironmentObject var coordinator: NavigationCoordinator
    var body: some View {
        List {
            Button("Last") { coordinator.push(route: .Page26) }
            // A type whose name starts in lower case.
            NavigationLink { iCloudSettingsView() } label: { Text("iCloud") }
        }
    }
}

struct Page02View: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct Page03View: View {
    var body: some View { Text("3") }
}

struct Page04View: View {
    var body: some View { Text("4") }
}

struct Page05View: View {
    var body: some View { Text("5") }
}

struct Page06View: View {
    var body: some View { Text("6") }
}

struct Page07View: View {
    var body: some View { Text("7") }
}

struct Page08View: View {
    var body: some View { Text("8") }
}

struct Page09View: View {
    var body: some View { Text("9") }
}

struct Page10View: View {
    var body: some View { Text("10") }
}

struct Page11View: View {
    var body: some View { Text("11") }
}

struct Page12View: View {
    var body: some View { Text("12") }
}

struct Page13View: View {
    var body: some View { Text("13") }
}

struct Page14View: View {
    var body: some View { Text("14") }
}

struct Page15View: View {
    var body: some View { Text("15") }
}

struct Page16View: View {
    var body: some View { Text("16") }
}

struct Page17View: View {
    var body: some View { Text("17") }
}

struct Page18View: View {
    var body: some View { Text("18") }
}

struct Page19View: View {
    var body: some View { Text("19") }
}

struct Page20View: View {
    var body: some View { Text("20") }
}

struct Page21View: View {
    var body: some View { Text("21") }
}

struct Page22View: View {
    var body: some View { Text("22") }
}

struct Page23View: View {
    var body: some View { Text("23") }
}

struct Page24View: View {
    var body: some View { Text("24") }
}

struct Page25View: View {
    var body: some View { Text("25") }
}

struct Page26View: View {
    var body: some View { Text("26") }
}
struct iCloudSettingsView: View {
    var body: some View { Text("iCloud") }
}
