import SwiftUI

// A coordinator makes a view and hands it to a router the scan cannot follow. The view is a
// screen of its own, not part of the screen whose action ran the coordinator: the sheet in
// its body is its own.
protocol Routing: AnyObject {
    func show(_ view: any View)
}

final class ItemsCoordinator {
    weak var router: Routing?

    func createItem() {
        let view = EditItemView()
        router?.show(view)
    }
}

struct ItemsView: View {
    let coordinator: ItemsCoordinator

    var body: some View {
        List {
            Button("New item") { coordinator.createItem() }
            ItemRow()
        }
    }
}

struct ItemRow: View {
    @State private var showsInfo = false

    var body: some View {
        Button("Info") { showsInfo = true }
            .sheet(isPresented: $showsInfo) { InfoView() }
    }
}

struct EditItemView: View {
    @State private var scanning = false

    var body: some View {
        Button("Scan") { scanning = true }
            .sheet(isPresented: $scanning) { ScannerView() }
    }
}

struct ScannerView: View {
    var body: some View { Text("Scan") }
}

struct InfoView: View {
    var body: some View { Text("Info") }
}

@main struct ItemsApp: App {
    var body: some Scene {
        WindowGroup { ItemsView(coordinator: ItemsCoordinator()) }
    }
}
