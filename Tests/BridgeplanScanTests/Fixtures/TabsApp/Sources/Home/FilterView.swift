import SwiftUI

struct FilterView: View {
    @State private var query = ""

    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                list
            }
        } else {
            NavigationView {
                list
            }
        }
    }

    private var list: some View {
        List(0..<10, id: \.self) { i in
            Text("Filter \(i)")
        }
        .refreshable { await reload() }
        .searchable(text: $query)
        .task { await reload() }
    }

    private func reload() async {}
}

#Preview {
    FilterView()
}
