import UIKit

open class ChartsViewController: UIViewController {}
