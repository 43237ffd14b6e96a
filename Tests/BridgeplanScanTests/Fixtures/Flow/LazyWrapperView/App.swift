import SwiftUI

// A wrapper view whose body only runs the closure it keeps (`Lazy { EventView(…) }`, which
// builds a link's destination when it is shown) is not a screen of its own: it shows what
// each site hands it. One body shared by every site would give each wrapped screen's sheets
// to all of them.
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

struct EventFeedbackForm: View {
    let title: String
    var body: some View { Text(title) }
}

@main
struct ConventionApp: App {
    var body: some Scene {
        WindowGroup { ScheduleView() }
    }
}
