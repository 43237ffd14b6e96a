import SwiftUI
import UIKit

/// Correct containment only: no finding in this file.
final class DashboardViewController: UIViewController {
    private let chart = ChartViewController()
    private var promo: UIHostingController<PromoView>?
    private let summary = SummaryViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Apple's order: addChild -> addSubview -> didMove(toParent:).
        let hostingController = UIHostingController(rootView: PromoView())
        addChild(hostingController)
        view.addSubview(hostingController.view)
        hostingController.didMove(toParent: self)
        promo = hostingController

        addChild(chart)
        view.addSubview(chart.view)
        chart.didMove(toParent: self)

        // didMove for this one comes in finishSummary(): a property, so another method may finish it.
        addChild(summary)
        view.addSubview(summary.view)
    }

    private func finishSummary() {
        summary.didMove(toParent: self)
    }

    func openFeed() {
        let feed = FeedViewController()
        navigationController?.pushViewController(feed, animated: true)
    }

    // Apple's order: willMove(toParent: nil) -> removeFromSuperview -> removeFromParent.
    func hidePromo() {
        guard let promo else { return }
        promo.willMove(toParent: nil)
        promo.view.removeFromSuperview()
        promo.removeFromParent()
    }

    // Also fine: willMove(toParent: nil) -> removeFromParent -> removeFromSuperview.
    func hideChart() {
        chart.willMove(toParent: nil)
        chart.removeFromParent()
        chart.view.removeFromSuperview()
    }

    /// A helper: the child is a parameter of a controller type.
    func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

final class ChartViewController: UIViewController {}

final class SummaryViewController: UIViewController {
    /// The child removing itself, in order.
    func close() {
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}

struct PromoView: View {
    var body: some View {
        Text("Spring sale")
    }
}
