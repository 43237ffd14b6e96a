import UIKit

enum Target { case list, web }

final class RootViewController: UIViewController {
    lazy var listViewController = ListViewController()
    lazy var webViewController = WebViewController()
    private var currentView: UIViewController?

    // Chosen by an if expression, added through a helper: both are embedded, no finding.
    func switchView(to target: Target) {
        let targetView = if case .list = target { listViewController } else { webViewController }
        if let currentView { removeView(viewController: currentView) }
        addView(viewController: targetView)
        currentView = targetView
    }

    private func addView(viewController: UIViewController) {
        addChild(viewController)
        view.addSubview(viewController.view)
        viewController.didMove(toParent: self)
    }

    private func removeView(viewController: UIViewController) {
        viewController.willMove(toParent: nil)
        viewController.view.removeFromSuperview()
        viewController.removeFromParent()
    }

    // didMove in two arms: called once either way.
    func showBanner(_ banner: BannerViewController, animated: Bool) {
        addChild(banner)
        view.addSubview(banner.view)
        if animated {
            banner.didMove(toParent: self)
        } else {
            banner.didMove(toParent: self)
        }
    }

    // A real mistake: no didMove.
    func showToast(_ toast: ToastViewController) {
        addChild(toast)
        view.addSubview(toast.view)
    }
}

final class ListViewController: UIViewController {}
final class WebViewController: UIViewController {}
final class BannerViewController: UIViewController {}
final class ToastViewController: UIViewController {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene() { window?.rootViewController = RootViewController() }
}

// A child swapped in property observers: removal in willSet, addition in didSet. Correct.
final class PagerViewController: UIViewController {
    var page: UIViewController? {
        willSet {
            page?.willMove(toParent: nil)
            page?.view.removeFromSuperview()
            page?.removeFromParent()
        }
        didSet {
            guard let page else { return }
            addChild(page)
            view.addSubview(page.view)
            page.didMove(toParent: self)
        }
    }
}

// The same with oldValue and newValue.
final class TabsHostViewController: UIViewController {
    var selected: UIViewController {
        didSet {
            oldValue.willMove(toParent: nil)
            oldValue.view.removeFromSuperview()
            oldValue.removeFromParent()
            addChild(selected)
            view.addSubview(selected.view)
            selected.didMove(toParent: self)
        }
    }

    init(selected: UIViewController) {
        self.selected = selected
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }
}

// The old child's view is stripped on every switch, but the child stays in children. A real mistake.
final class SwitcherViewController: UIViewController {
    private var current: UIViewController?

    func show(_ next: UIViewController) {
        current?.view.removeFromSuperview()
        addChild(next)
        view.addSubview(next.view)
        next.didMove(toParent: self)
        current = next
    }
}

// A hosting controller made when a cell's button is tapped, not once per cell: no finding.
final class PlansViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = PlanCell()
        cell.onTap = { [weak self] in
            self?.present(UIHostingController(rootView: FooterView()), animated: true)
        }
        return cell
    }
}

final class PlanCell: UITableViewCell {
    var onTap: (() -> Void)?
}

// Containment done only under #available counts as containment: full, no finding.
final class ModernViewController: UIViewController {
    func showChart() {
        if #available(iOS 16, *) {
            let chart = ChartViewController()
            addChild(chart)
            view.addSubview(chart.view)
            chart.didMove(toParent: self)
        }
    }
}

final class ChartViewController: UIViewController {}

// The new child added in willSet through newValue (in a flatMap), the old one removed in
// didSet through oldValue, the new one's view added through an `if let`. Correct.
final class ActiveChildViewController: UIViewController {
    var active: UIViewController? {
        willSet {
            active?.willMove(toParent: nil)
            newValue.flatMap { addChild($0) }
        }
        didSet {
            oldValue?.view.removeFromSuperview()
            oldValue?.removeFromParent()
            if let controller = active {
                view.addSubview(controller.view)
                controller.didMove(toParent: self)
            }
        }
    }
}

// The plans screen is shown from the root (a screen nothing makes draws no edges).
extension RootViewController {
    @objc func showPlans() {
        present(PlansViewController(), animated: true)
    }
}

// A containment helper written once in a protocol extension its screens adopt: the children
// it adds are children, not views added without one.
protocol HostsReader: UIViewController {
    func add(controller: UIViewController)
}

extension HostsReader {
    func add(controller: UIViewController) {
        controller.willMove(toParent: self)
        addChild(controller)
        controller.didMove(toParent: self)
    }
}

final class ReaderViewController: UIViewController, HostsReader {
    weak var documentController: DocumentViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        let documentController = DocumentViewController()
        add(controller: documentController)
        view.addSubview(documentController.view)
        self.documentController = documentController
    }
}

final class DocumentViewController: UIViewController {}

// A custom transition's animator and presentation controller add the presented controller's
// view to the transition's container view, as UIKit asks them to: no containment mistake.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toVC = transitionContext.viewController(forKey: .to)!
        transitionContext.containerView.addSubview(toVC.view)
        transitionContext.completeTransition(true)
    }
}

final class SheetPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        let sheet = presentedViewController as! DocumentViewController
        containerView?.addSubview(sheet.view)
    }
}
