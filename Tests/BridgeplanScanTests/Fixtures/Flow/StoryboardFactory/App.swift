import UIKit

// A storyboard factory in a protocol extension returns `Self`: called on a type, it makes
// that type, not any of the protocol's conformers. A list of types (`[ReviewPractice.self, …]`)
// handed around as values makes each type its static factory returns.
protocol Storyboarded {}

extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        let storyboard = UIStoryboard(name: "Main", bundle: .main)
        return storyboard.instantiateViewController(withIdentifier: String(describing: self)) as! Self
    }
}

final class ReviewViewController: UIViewController, Storyboarded {}
final class QuizViewController: UIViewController, Storyboarded {}
final class AwardViewController: UIViewController, Storyboarded {}

protocol Activity {
    static func instantiate() -> UIViewController
}

struct ReviewActivity: Activity {
    static func instantiate() -> UIViewController { ReviewViewController.instantiate() }
}

struct QuizActivity: Activity {
    static func instantiate() -> UIViewController { QuizViewController.instantiate() }
}

final class ActivityList {
    let activities: [Activity.Type] = [ReviewActivity.self, QuizActivity.self]

    func activity(at row: Int) -> Activity.Type { activities[row] }
}

final class PracticeViewController: UITableViewController {
    let list = ActivityList()

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let activity = list.activity(at: indexPath.row)
        navigationController?.pushViewController(activity.instantiate(), animated: true)
    }

    @objc func finished() {
        present(AwardViewController.instantiate(), animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: PracticeViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
