/// UIKit and library classes a screen can be (`uikit_class:`, or a screen whose id is the
/// class) whose SwiftUI bridge is not a hosting controller or a representable of its own.
public enum UIKitClass: Sendable, Equatable {
    /// `UIAlertController`: used as-is and only presented, never contained; its view hierarchy
    /// is private (https://developer.apple.com/documentation/uikit/uialertcontroller). SwiftUI
    /// shows one with `.alert` or `.confirmationDialog` on the presenting view.
    case alert
    /// A paging library's controller (XLPagerTabStrip, Pageboy and Tabman, Parchment): it takes
    /// its pages from its data source and contains them itself.
    case libraryPager(String)
    /// A system controller with a SwiftUI form, by the catalog gate of that form.
    case system(formGate: String)

    /// The classes of paging libraries whose pages come from a data source.
    public static let libraryPagers: Set<String> = [
        "PageboyViewController", "TabmanViewController", "PagerTabStripViewController", "ButtonBarPagerTabStripViewController",
        "SegmentedPagerTabStripViewController", "BarPagerTabStripViewController", "TwitterPagerTabStripViewController",
        "PagingViewController",
    ]

    static let systemForms = ["UIActivityViewController": "share-link", "PHPickerViewController": "photos-picker"]

    /// What `name` (a class name) is, or nil for a class with no bridge of its own.
    public static func named(_ name: String) -> UIKitClass? {
        if name == "UIAlertController" { return .alert }
        if libraryPagers.contains(name) { return .libraryPager(name) }
        return systemForms[name].map { .system(formGate: $0) }
    }

    /// A paging library's controller: it contains its pages itself, so nothing is added to it.
    public var isLibraryPager: Bool {
        if case .libraryPager = self { true } else { false }
    }

    /// Where a paging library's controller asks for its pages.
    public var pageSource: String? {
        guard case .libraryPager(let name) = self else { return nil }
        switch name {
        case "PageboyViewController", "TabmanViewController": return "its data source's `viewController(for:at:)`"
        case "PagingViewController": return "its data source's `pagingViewController(_:viewControllerAt:)`"
        default: return "`viewControllers(for:)`"
        }
    }
}
