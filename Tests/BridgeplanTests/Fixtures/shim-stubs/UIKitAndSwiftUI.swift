// Minimal stand-ins for the UIKit and SwiftUI API the plan's shims use, with the real
// signatures and actor isolation (UIKit classes and SwiftUI's View are @MainActor), so a
// shim type-checks on Linux as it would against the SDK in Swift 6 language mode.
// Only what the shims call is declared; a shim that calls anything else fails to compile.
import Foundation

// MARK: SwiftUI

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> { ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> { ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView() }
}

public struct EmptyView: View { public var body: Never { fatalError() } }
public struct AnyView: View { public var body: Never { fatalError() } }
public struct ConditionalContent<T: View, F: View>: View { public var body: Never { fatalError() } }
public struct ModifiedContent<Content: View>: View { public var body: Never { fatalError() } }

@available(iOS 16.0, *)
public struct NavigationStack<Root: View>: View {
    public init(@ViewBuilder root: () -> Root) {}
    public var body: Never { fatalError() }
}

public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension View {
    public func navigationViewStyle(_ style: StackNavigationViewStyle) -> ModifiedContent<Self> { ModifiedContent() }
}

public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

public struct PresentationMode {
    public mutating func dismiss() {}
}

public struct Binding<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
}

public struct EnvironmentValues {
    public var presentationMode: Binding<PresentationMode> { fatalError() }
}

@propertyWrapper
public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

// MARK: UIKit

@MainActor open class UIResponder: NSObject {}

@MainActor public final class UIColor {
    public static var clear: UIColor { fatalError() }
}

public struct CGRect {}

public struct UIViewAutoresizing: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = UIViewAutoresizing(rawValue: 1 << 1)
    public static let flexibleHeight = UIViewAutoresizing(rawValue: 1 << 4)
}

@MainActor open class NSLayoutConstraint {
    public static func activate(_ constraints: [NSLayoutConstraint]) {}
}

@MainActor open class NSLayoutAnchor {
    public func constraint(equalTo anchor: NSLayoutAnchor) -> NSLayoutConstraint { fatalError() }
}

@MainActor open class UIView: UIResponder {
    open var translatesAutoresizingMaskIntoConstraints = true
    open var frame = CGRect()
    open var bounds = CGRect()
    open var autoresizingMask: UIViewAutoresizing = []
    open var backgroundColor: UIColor?
    open var topAnchor: NSLayoutAnchor { fatalError() }
    open var bottomAnchor: NSLayoutAnchor { fatalError() }
    open var leadingAnchor: NSLayoutAnchor { fatalError() }
    open var trailingAnchor: NSLayoutAnchor { fatalError() }
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func invalidateIntrinsicContentSize() {}
}

@MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
    }
    /// `action` is a Selector; the shim test rewrites `#selector(…)`, which needs the
    /// Objective-C runtime Linux lacks, to this stand-in.
    open func addTarget(_ target: Any?, action: ShimSelector, for controlEvents: Event) {}
}

public struct ShimSelector: Sendable {
    public init() {}
}

@MainActor open class UIRefreshControl: UIControl {
    override public init() {}
    open func endRefreshing() {}
}

@MainActor open class UIScrollView: UIView {
    open var refreshControl: UIRefreshControl?
}

@MainActor open class UICollectionViewCell: UIView {
    open var contentView: UIView { fatalError() }
    open func prepareForReuse() {}
}

@MainActor open class UISheetPresentationController {
    public final class Detent: Sendable {
        public static func medium() -> Detent { fatalError() }
        public static func large() -> Detent { fatalError() }
    }
    open var detents: [Detent] = []
    open var prefersGrabberVisible = false
}

@MainActor open class UIViewController: UIResponder {
    open var view: UIView! { fatalError() }
    open var parent: UIViewController? { nil }
    open var sheetPresentationController: UISheetPresentationController? { nil }
    open func addChild(_ child: UIViewController) {}
    open func removeFromParent() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) {}
    public var rootView: Content { get { fatalError() } set {} }
}

@MainActor open class UIScene: UIResponder {
    public final class ConnectionOptions {}
}

@MainActor open class UIWindowScene: UIScene {}

@MainActor open class UISceneSession {}

@MainActor open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) {}
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

@MainActor public protocol UIWindowSceneDelegate {
    var window: UIWindow? { get set }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

// MARK: The app's own types the snippets name

struct RootView: View {
    var body: EmptyView { EmptyView() }
}
