import UIKit

// The extension's own code: its folder is an app of its own, left out of the app's draft.
final class ShareExtensionLogger {}
