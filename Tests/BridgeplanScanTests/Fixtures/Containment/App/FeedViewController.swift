import SwiftUI
import UIKit

final class FeedViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let broken = BrokenViewController()
        navigationController?.pushViewController(broken, animated: true)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let host = UIHostingController(rootView: RowView())
        addChild(host)
        cell.contentView.addSubview(host.view)
        host.didMove(toParent: self)
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = HeaderViewController()
        addChild(header)
        header.didMove(toParent: self)
        return header.view
    }
}

final class HeaderViewController: UIViewController {}

struct RowView: View {
    var body: some View {
        Text("Row")
    }
}
