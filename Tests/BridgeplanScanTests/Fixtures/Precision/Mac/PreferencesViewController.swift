import AppKit
import SwiftUI

// macOS code: neither a screen nor a finding.
final class PreferencesViewController: NSViewController {
    func show(_ child: NSViewController) {
        addChild(child)
        view.addSubview(child.view)
    }
}
