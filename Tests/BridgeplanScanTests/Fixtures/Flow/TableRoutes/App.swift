import SwiftUI

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                MenuView()
                    .navigationDestination(for: Page.self) { page in page.view() }
            }
        }
    }
}

enum Page: Hashable {
    case plants
    case watering
    case credits
    case tips

    @ViewBuilder func view() -> some View {
        switch self {
        case .plants: PlantsView()
        case .watering: WateringView()
        case .credits: CreditsView()
        case .tips: TipsView()
        }
    }
}

// The menu's rows are a table: each row's page is pushed by the screen that lists the table.
struct MenuItem {
    let title: String
    let page: Page
}

enum MenuItems {
    static let main = [
        MenuItem(title: "Plants", page: .plants),
        MenuItem(title: "Watering", page: .watering),
    ]
    static let about = [MenuItem(title: "Credits", page: .credits)]
}

struct MenuView: View {
    // A page a view starts on is no step anyone takes.
    @State private var highlighted: Page = .tips

    var body: some View {
        List {
            ForEach(MenuItems.main, id: \.title) { item in
                NavigationLink(value: item.page) { Text(item.title) }
            }
            Text(highlighted == .tips ? "Tips" : "")
        }
    }
}

// Only the plants screen lists the about table.
struct PlantsView: View {
    var body: some View {
        List(MenuItems.about, id: \.title) { item in
            NavigationLink(value: item.page) { Text(item.title) }
        }
    }
}

struct WateringView: View { var body: some View { Text("Watering") } }
struct CreditsView: View { var body: some View { Text("Credits") } }
struct TipsView: View { var body: some View { Text("Tips") } }
