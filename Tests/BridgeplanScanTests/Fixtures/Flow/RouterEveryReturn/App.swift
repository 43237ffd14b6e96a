import UIKit

// A model returns one of several screens, one `return` per case; the screen presents what
// it returns. Every screen the router may return is shown from it, not only the first.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = RandomSplashViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

enum SplashKind: CaseIterable { case news, weather, timetable }

final class RandomSplashModel {
    func generateRandomScreen() -> UIViewController {
        switch SplashKind.allCases.randomElement() ?? .news {
        case .news: return NewsSplashViewController()
        case .weather: return WeatherSplashViewController()
        case .timetable: return TimetableSplashViewController()
        }
    }
}

final class RandomSplashViewController: UIViewController {
    private let model = RandomSplashModel()

    @objc func showRandomScreen() {
        let next = model.generateRandomScreen()
        next.modalPresentationStyle = .fullScreen
        present(next, animated: true)
    }
}

final class NewsSplashViewController: UIViewController {}
final class WeatherSplashViewController: UIViewController {}
final class TimetableSplashViewController: UIViewController {}
