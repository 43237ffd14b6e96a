import UIKit

// Containment as Swift before 4.2 spelled it: correct code, no finding.
final class ContainerViewController: UIViewController {
    private let content = ContentViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChildViewController(content)
        view.addSubview(content.view)
        content.didMove(toParentViewController: self)
    }
}

final class ContentViewController: UIViewController {}
