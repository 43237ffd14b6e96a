import UIKit

public protocol Coordinator: AnyObject {
    var parentCoordinator: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
    func didFinish()
}

public extension Coordinator {
    func append(child: Coordinator) {
        childCoordinators.append(child)
    }

    func remove(child: Coordinator) {
        guard let targetIndex = childCoordinators.firstIndex(where: { $0 === child }) else {
            return
        }
        childCoordinators.remove(at: targetIndex)
    }
}
