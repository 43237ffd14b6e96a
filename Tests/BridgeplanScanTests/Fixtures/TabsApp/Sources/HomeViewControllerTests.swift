import UIKit

final class HomeFakeViewController: UIViewController {}
