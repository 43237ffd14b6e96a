import SwiftUI

@main
struct ClinicApp: App {
    let model = PageModel()
    var body: some Scene { WindowGroup { NavigationStack { SettingsView().routed(model) } } }
}

enum Page: Hashable {
    case alarms
    case devices
    case about

    @ViewBuilder func view() -> some View {
        switch self {
        case .alarms: AlarmsView()
        case .devices: DevicesView()
        case .about: AboutView()
        }
    }
}

// The destinations' view, asked of a model that hands the page on to the page's own method.
final class PageModel {
    func view(for page: Page) -> AnyView { AnyView(page.view()) }
}

// A link written once as a modifier: the page travels in the modifier's stored property.
struct PageLink: ViewModifier {
    let page: Page
    func body(content: Content) -> some View {
        NavigationLink(value: page, label: { content })
    }
}

// The stack's destinations, made with a trailing closure the modifier stores and calls.
struct PageDestinations<T: View>: ViewModifier {
    private let destination: (Page) -> T
    init(destination: @escaping (Page) -> T) { self.destination = destination }
    func body(content: Content) -> some View {
        content.navigationDestination(for: Page.self, destination: { page in destination(page) })
    }
}

extension View {
    func link(to page: Page) -> some View { modifier(PageLink(page: page)) }
    func routed(_ model: PageModel) -> some View { modifier(PageDestinations { page in model.view(for: page) }) }
}

struct SettingsView: View {
    var body: some View {
        List {
            Text("Alarms").link(to: .alarms)
            Text("Devices").link(to: .devices)
        }
    }
}

// Only the devices screen links to the about page: the settings screen does not.
// The app's own protocol over View: its conformers are views too.
protocol BaseView: View {}

struct DevicesView: BaseView {
    var body: some View { Text("About").link(to: .about) }
}

struct AlarmsView: View { var body: some View { Text("Alarms") } }
struct AboutView: View { var body: some View { Text("About") } }
