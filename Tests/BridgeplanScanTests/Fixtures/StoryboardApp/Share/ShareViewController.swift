import UIKit

// An app extension: a separate app, left out of the main app's draft.
final class ShareViewController: UIViewController {}
