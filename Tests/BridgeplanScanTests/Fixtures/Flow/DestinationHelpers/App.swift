import SwiftUI

@main
struct WalletApp: App {
    var body: some Scene { WindowGroup { NavigationStack { HomeView() } } }
}

// A destination modifier the app writes once; every screen applies it through two helpers,
// so the closure it stores is each caller's own.
struct StackDestination<D, C>: ViewModifier where D: Hashable, C: View {
    let dataType: D.Type
    let destination: (D) -> C

    init(dataType: D.Type, destination: @escaping (D) -> C) {
        self.dataType = dataType
        self.destination = destination
    }

    func body(content: Content) -> some View {
        content.navigationDestination(for: dataType, destination: destination)
    }
}

extension View {
    // The closure makes a view: `C: View` is said in the `where` clause.
    func stackDestination<D, C>(for dataType: D.Type, destination: @escaping (D) -> C) -> some View where D: Hashable, C: View {
        modifier(makeDestination(for: dataType, destination: destination))
    }

    fileprivate func makeDestination<D: Hashable, C: View>(for dataType: D.Type, destination: @escaping (D) -> C) -> some ViewModifier {
        StackDestination(dataType: dataType, destination: destination)
    }
}

struct HomeView: View {
    var body: some View { ScrollViewReader { _ in HomeList() } }
}

// A part only the home screen makes: the destinations it applies are the home screen's.
struct HomeList: View {
    enum Tag: Hashable { case settings, send }
    var body: some View {
        List {
            link(.settings) { Text("Settings") }
            link(.send) { Text("Send") }
        }
        .stackDestination(for: Tag.self) { tag in destination(tag) }
    }

    func link<Label: View>(_ tag: Tag, label: @escaping () -> Label) -> some View {
        NavigationLink(value: tag, label: label)
    }

    @ViewBuilder private func destination(_ tag: Tag) -> some View {
        switch tag {
        case .settings: SettingsView()
        case .send: SendView()
        }
    }
}

struct SettingsView: View {
    enum Tag: Hashable { case about }
    var body: some View {
        List { NavigationLink(value: Tag.about) { Text("About") } }
            .stackDestination(for: Tag.self) { _ in AboutView() }
    }
}

// A row that wraps a link around the destination each screen hands it.
struct LinkRow<Destination: View>: View {
    let title: String
    let destination: Destination
    var body: some View { NavigationLink(destination: destination) { Text(title) } }
}

struct SendView: View {
    var body: some View { LinkRow(title: "Scan", destination: ScanView()) }
}

struct AboutView: View {
    var body: some View { LinkRow(title: "Licenses", destination: LicensesView()) }
}

struct ScanView: View { var body: some View { Text("Scan") } }
struct LicensesView: View { var body: some View { Text("Licenses") } }
