import XCTest

final class FeedTestViewController: UIViewController {}
