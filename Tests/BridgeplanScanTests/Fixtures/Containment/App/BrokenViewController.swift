import UIKit

/// One containment mistake per function.
final class BrokenViewController: UIViewController {
    private let bannerController = BannerViewController()
    private let statsController = StatsViewController()

    func showBanner() {
        view.addSubview(bannerController.view)
    }

    func showStats() {
        addChild(statsController)
        view.addSubview(statsController.view)
    }

    func showMap() {
        let mapController = MapViewController()
        addChild(mapController)
        view.addSubview(mapController.view)
        self.didMove(toParent: self)
    }

    func showPair() {
        let first = PanelViewController()
        let second = PanelViewController()
        addChild(first)
        view.addSubview(first.view)
        second.didMove(toParent: self)
    }

    func showTwice() {
        let panel = PanelViewController()
        addChild(panel)
        view.addSubview(panel.view)
        panel.didMove(toParent: self)
        panel.didMove(toParent: self)
    }

    func removeWithoutWillMove(_ child: UIViewController) {
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    func removeInWrongOrder(_ child: UIViewController) {
        child.removeFromParent()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
    }

    func showOverlay() {
        let overlay = OverlayViewController()
        navigationController?.addChild(overlay)
        overlay.didMove(toParent: navigationController)
    }

    func presentRounded() {
        let nav = RoundedNavigationController(rootViewController: MapViewController())
        let badge = BadgeViewController()
        nav.addChild(badge)
        badge.didMove(toParent: nav)
        present(nav, animated: true)
    }
}

final class BannerViewController: UIViewController {}
final class StatsViewController: UIViewController {}
final class MapViewController: UIViewController {}
final class PanelViewController: UIViewController {}
final class OverlayViewController: UIViewController {}
final class BadgeViewController: UIViewController {}
final class RoundedNavigationController: UINavigationController {}

final class ToastViewController: UIViewController {
    /// The child removing itself without willMove(toParent: nil).
    func dismissToast() {
        view.removeFromSuperview()
        removeFromParent()
    }
}
