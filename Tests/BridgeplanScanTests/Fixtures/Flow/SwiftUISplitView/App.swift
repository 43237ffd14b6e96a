import SwiftUI

@main
struct LedgerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

enum Panel: Hashable {
    case accounts
    case reports
    case budget(id: Int)
}

struct ContentView: View {
    @State private var selection: Panel? = .accounts

    var body: some View {
        NavigationSplitView {
            Sidebar(selection: $selection)
        } detail: {
            NavigationStack {
                DetailColumn(selection: $selection)
            }
        }
    }
}

struct Sidebar: View {
    @Binding var selection: Panel?

    var body: some View {
        List(selection: $selection) {
            NavigationLink(value: Panel.accounts) { Label("Accounts", systemImage: "banknote") }
            NavigationLink(value: Panel.reports) { Label("Reports", systemImage: "chart.bar") }
            ForEach(1..<4) { id in
                NavigationLink(value: Panel.budget(id: id)) { Text("Budget \(id)") }
            }
        }
    }
}

/// Switches on the sidebar's selection, with a default before any is made.
struct DetailColumn: View {
    @Binding var selection: Panel?

    var body: some View {
        switch selection ?? .accounts {
        case .accounts:
            AccountsView()
        case .reports:
            ReportsView()
        case .budget(let id):
            BudgetView(id: id)
        }
    }
}

struct AccountsView: View {
    var body: some View {
        List {
            NavigationLink("Transfers") { TransfersView() }
        }
    }
}

struct ReportsView: View {
    @State private var exporting = false

    var body: some View {
        Button("Export") { exporting = true }
            .sheet(isPresented: $exporting) { ExportView() }
    }
}

struct BudgetView: View {
    let id: Int
    var body: some View { Text("Budget \(id)") }
}

struct TransfersView: View {
    var body: some View { Text("Transfers") }
}

struct ExportView: View {
    var body: some View { Text("Export") }
}

struct HistoryView: View {
    var body: some View { Text("History") }
}

// Xcode's canvas runs this; the app never does: `Preview` is no screen and its link no edge.
struct ReportsView_Previews: PreviewProvider {
    struct Preview: View {
        var body: some View {
            NavigationStack {
                ReportsView()
                NavigationLink("History") { HistoryView() }
            }
        }
    }

    static var previews: some View { Preview() }
}
