import SwiftUI

// A wrapper view whose body only runs the closure it keeps (`Lazy { EventView(…) }`, which
// builds a link's destination when it is shown) is not a screen of its own: it shows what
// each site hands it. One body shared by every site would give each wrapped screen's sheets
// to all of them. A view made with no closure or view handed to it (`AboutTab()`, whose body
// returns the view it keeps) is a screen as any.
struct Lazy<Body: View>: View {
    private let lazyBody: () -> Body

    init(@ViewBuilder _ body: @escaping () -> Body) {
        self.lazyBody = body
    }

    var body: Body {
        lazyBody()
    }
}

struct ScheduleView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Opening ceremony") { Lazy { EventView(title: "Opening ceremony") } }
                NavigationLink("Dealers") { Lazy { DealersView() } }
            }
        }
    }
}

struct EventView: View {
    let title: String
    @State private var isGivingFeedback = false

    var body: some View {
        Button("Feedback") { isGivingFeedback = true }
            .sheet(isPresented: $isGivingFeedback) { EventFeedbackForm(title: title) }
    }
}

struct DealersView: View {
    var body: some View { Text("Dealers") }
}

struct AboutTab: View {
    let about = AboutView()
    var body: some View { about }
}

struct AboutView: View {
    @State private var isShowingLicenses = false

    var body: some View {
        Button("Licenses") { isShowingLicenses = true }
            .sheet(isPresented: $isShowingLicenses) { LicensesView() }
    }
}

struct LicensesView: View {
    var body: some View { Text("Licenses") }
}

struct EventFeedbackForm: View {
    let title: String
    var body: some View { Text(title) }
}

@main
struct ConventionApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ScheduleView().tabItem { Text("Schedule") }
                AboutTab().tabItem { Text("About") }
            }
        }
    }
}
