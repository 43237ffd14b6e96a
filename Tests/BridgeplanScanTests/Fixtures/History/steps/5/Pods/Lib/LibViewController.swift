import UIKit

final class LibViewController: UIViewController {}
