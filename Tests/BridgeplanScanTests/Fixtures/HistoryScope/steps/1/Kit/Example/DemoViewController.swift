import UIKit

final class DemoViewController: UIViewController {}
