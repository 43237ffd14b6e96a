// Generated using SwiftGen: storyboard scenes as typed values.
import UIKit

internal enum StoryboardScene {
  internal enum MainView: StoryboardType {
    internal static let storyboardName = "Main View"
    internal static let detailNav = SceneType<UIKit.UINavigationController>(storyboard: MainView.self, identifier: "DetailNav")
    internal static let home = SceneType<HomeViewController>(storyboard: MainView.self, identifier: "Home")
  }
  internal enum Onboarding: StoryboardType {
    internal static let storyboardName = "Onboarding"
    internal static let initialScene = InitialSceneType<UIKit.UINavigationController>(storyboard: Onboarding.self)
  }
}

internal protocol StoryboardType {
  static var storyboardName: String { get }
}

internal extension StoryboardType {
  static var storyboard: UIStoryboard {
    return UIStoryboard(name: self.storyboardName, bundle: nil)
  }
}

internal struct SceneType<T: UIViewController> {
  internal let storyboard: StoryboardType.Type
  internal let identifier: String

  internal func instantiate() -> T {
    guard let controller = storyboard.storyboard.instantiateViewController(withIdentifier: identifier) as? T else {
      fatalError("ViewController '\(identifier)' is not of the expected class \(T.self).")
    }
    return controller
  }
}

internal struct InitialSceneType<T: UIViewController> {
  internal let storyboard: StoryboardType.Type

  internal func instantiate() -> T {
    guard let controller = storyboard.storyboard.instantiateInitialViewController() as? T else {
      fatalError("ViewController is not of the expected class \(T.self).")
    }
    return controller
  }
}
