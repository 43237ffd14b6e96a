import UIKit

/// Patterns a name-based scan gets right or wrong. expected-findings.txt says what a
/// reviewer would report; the scan's misses and extra reports here are its measured error.
final class PanelsViewController: UIViewController {
    private var panels: [UIViewController] = []
    private let sidebar = SidebarViewController()
    private let keyboard = KeyboardController()

    override func viewDidLoad() {
        super.viewDidLoad()
        // A loop over children: correct.
        for panel in panels {
            addChild(panel)
            view.addSubview(panel.view)
            panel.didMove(toParent: self)
        }
        // didMove in an animation's completion: correct.
        addChild(sidebar)
        view.addSubview(sidebar.view)
        UIView.animate(withDuration: 0.3, animations: {
            self.sidebar.view.alpha = 1
        }, completion: { _ in
            self.sidebar.didMove(toParent: self)
        })
        // Not a view controller: an object with a view.
        view.addSubview(keyboard.view)
    }

    func removeAll() {
        children.forEach {
            $0.willMove(toParent: nil)
            $0.view.removeFromSuperview()
            $0.removeFromParent()
        }
    }

    // A factory's result, by a controller-like name: found.
    func showMade() {
        let vc = makeChild()
        view.addSubview(vc.view)
    }

    // A factory's result used inline: missed (no name to go by).
    func showInline() {
        view.addSubview(makeChild().view)
    }

    // didMove on two branches: correct, but read as twice.
    func show(_ child: UIViewController, animated: Bool) {
        addChild(child)
        view.addSubview(child.view)
        if animated {
            child.didMove(toParent: self)
        } else {
            child.didMove(toParent: self)
        }
    }

    // A transition: didMove in the completion, removal of the old one in order.
    func swap(from old: UIViewController, to new: UIViewController) {
        old.willMove(toParent: nil)
        addChild(new)
        transition(from: old, to: new, duration: 0.25, options: [], animations: nil) { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
        }
    }

    // The removal is split across two methods on a local: missed willMove is real here.
    func dropSidebar() {
        sidebar.view.removeFromSuperview()
        sidebar.removeFromParent()
    }

    // Added through a helper: addChild in install(), the view and didMove here (full containment).
    func showDetail(_ detail: DetailPanelViewController) {
        install(detail)
        view.addSubview(detail.view)
        detail.didMove(toParent: self)
    }

    private func install(_ child: UIViewController) {
        addChild(child)
    }

    private func makeChild() -> UIViewController { SidebarViewController() }
}

final class SidebarViewController: UIViewController {}
final class DetailPanelViewController: UIViewController {}

final class KeyboardController: NSObject {
    let view = UIView()
}

/// A cell that hosts SwiftUI and cleans up on reuse.
final class HostingCell: UITableViewCell {
    private var host: UIViewController?

    func configure(parent: UIViewController, content: UIViewController) {
        parent.addChild(content)
        contentView.addSubview(content.view)
        content.didMove(toParent: parent)
        host = content
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        host?.willMove(toParent: nil)
        host?.view.removeFromSuperview()
        host?.removeFromParent()
    }
}
