import UIKit

final class FakeViewController: UIViewController {}
