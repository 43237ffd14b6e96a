import UIKit

final class GeneratedViewController: UIViewController {}
