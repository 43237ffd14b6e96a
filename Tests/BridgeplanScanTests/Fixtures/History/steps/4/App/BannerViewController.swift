import UIKit

final class BannerViewController: UIViewController {}
