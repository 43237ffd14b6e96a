import SwiftUI
import UIKit

final class SearchViewController: UIViewController {
    func showResults() {
        let results = UIHostingController(rootView: ResultsView(model: SearchModel()))
        navigationController?.pushViewController(results, animated: true)
    }

    func configure(_ cell: UICollectionViewCell) {
        cell.contentConfiguration = UIHostingConfiguration {
            Text("Suggestion")
        }
    }
}

struct ResultsView: View {
    let model: SearchModel

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(model.items, id: \.self) { item in
                    ResultRow(title: item)
                }
            }
        }
        .sheet(isPresented: .constant(false)) { detents }
    }

    @available(iOS 16, *)
    private var detents: some View {
        Text("Details").presentationDetents([.medium])
    }
}

struct ResultRow: View {
    let title: String

    var body: some View {
        Text(title)
            .swipeActions { Button("Save") {} }
    }
}

@Observable
final class SearchModel {
    var items: [String] = []
}
