import SwiftUI
#if os(macOS)
import AppKit

// The macOS half of a shared file: not read, so it neither hides the iOS class nor is a finding.
final class SharedViewController: NSViewController {
    func show(_ child: NSViewController) {
        addChild(child)
        view.addSubview(child.view)
    }
}
#else
import UIKit

final class SharedViewController: UIViewController {}
#endif

struct FooterView: View {
    var body: some View { Text("footer") }
}

// A view that owns a hosting controller and puts its view in a table footer: the controller
// is never a child. A real mistake.
final class FooterOwnerView: UIView {
    let host = UIHostingController(rootView: FooterView())
    let tableView = UITableView()

    func install() {
        tableView.tableFooterView = host.view
    }
}
