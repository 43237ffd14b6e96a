import SwiftUI
import UIKit

final class HomeViewController: UIViewController {
    func openDetail() {
        let detail = DetailViewController()
        navigationController?.pushViewController(detail, animated: true)
    }

    func openArticle() {
        show(ArticleViewController(), sender: self)
    }

    func play() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }

    func openFilters() {
        let filters = UIHostingController(rootView: FilterView())
        filters.modalPresentationStyle = .popover
        present(filters, animated: true)
    }

    func openSettings() {
        present(SettingsHostingController(rootView: SettingsView()), animated: true)
    }

    func confirm() {
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        present(alert, animated: true)
    }

    func openMade() {
        navigationController?.pushViewController(makeDetail(), animated: true)
    }

    private func makeDetail() -> UIViewController {
        DetailViewController()
    }
}

final class DetailViewController: UIViewController {}
final class ArticleViewController: UIViewController {}
final class PlayerViewController: UIViewController {}

final class SettingsHostingController: UIHostingController<SettingsView> {}

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Toggle("Sounds", isOn: .constant(true))
        }
        .toolbar {
            Button("Done") { dismiss() }
        }
    }
}
