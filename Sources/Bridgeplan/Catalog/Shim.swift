/// Small pieces of code stage 0 adds so units can ship below the versions of the APIs they
/// use. Gate fallbacks name them by raw value (`fallback.shim` in the catalog).
public enum Shim: String, Sendable, CaseIterable {
    case containmentHelper = "containment-helper"
    case navigationStackOrView = "navigation-stack-or-view"
    case dismissWrapper = "dismiss-wrapper"
    case refreshControl = "refresh-control"
    case sheetDetents = "sheet-detents"
    case hostingCell = "hosting-cell"
    case uikitAppDelegate = "uikit-app-delegate"

    public var title: String {
        switch self {
        case .containmentHelper: "Containment helper (addChild → addSubview → didMove; willMove → removeFromSuperview → removeFromParent)"
        case .navigationStackOrView: "NavigationStackOrView (NavigationStack from iOS 16, NavigationView below)"
        case .dismissWrapper: "Dismiss wrapper (@Environment(\\.dismiss) from iOS 15, presentationMode below)"
        case .refreshControl: "Pull to refresh below iOS 15 (UIRefreshControl on a table or collection view kept in UIKit, inside a moved screen through a representable)"
        case .sheetDetents: "Sheet detents below iOS 16 (UISheetPresentationController, iOS 15)"
        case .hostingCell: "Hosting controller per cell below iOS 16, and for headers and footers (UIHostingConfiguration for cells from 16)"
        case .uikitAppDelegate: "UIKit app delegate hosting SwiftUI below iOS 14 (App protocol from 14)"
        }
    }

    /// What the native API does not replace when the target passes the shim's gate.
    public var retirementCaveat: String? {
        switch self {
        case .sheetDetents: ".presentationDetents applies to a SwiftUI .sheet only: a hosting controller presented by UIKit keeps its sheetPresentationController"
        case .hostingCell: "UIHostingConfiguration is for table and collection view cells only: headers and footers keep a hosting controller"
        default: nil
        }
    }

    /// A short, compilable starting point.
    public var snippet: String {
        switch self {
        case .containmentHelper:
            """
            extension UIViewController {
                /// Embeds a SwiftUI view as a child: addChild (sends willMove), add the view, didMove.
                @discardableResult
                func embedSwiftUI<Content: View>(_ view: Content, in container: UIView) -> UIHostingController<Content> {
                    let host = UIHostingController(rootView: view)
                    addChild(host)
                    host.view.translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(host.view)
                    NSLayoutConstraint.activate([
                        host.view.topAnchor.constraint(equalTo: container.topAnchor),
                        host.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                        host.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                        host.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                    ])
                    host.didMove(toParent: self)
                    return host
                }

                /// Removes a child: willMove(toParent: nil) first; removeFromParent sends didMove itself.
                func removeEmbedded(_ child: UIViewController) {
                    child.willMove(toParent: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParent()
                }
            }
            """
        case .navigationStackOrView:
            """
            struct NavigationStackOrView<Content: View>: View {
                @ViewBuilder let content: () -> Content

                var body: some View {
                    if #available(iOS 16.0, *) {
                        NavigationStack(root: content)
                    } else {
                        NavigationView(content: content)
                            .navigationViewStyle(.stack)
                    }
                }
            }
            """
        case .dismissWrapper:
            """
            /// Closes the presented hosting controller on every supported version.
            struct DismissButton<Label: View>: View {
                @Environment(\\.presentationMode) private var presentationMode
                @ViewBuilder let label: () -> Label

                var body: some View {
                    Button(action: { presentationMode.wrappedValue.dismiss() }, label: label)
                }
            }
            // From iOS 15: @Environment(\\.dismiss) private var dismiss; dismiss()
            """
        case .refreshControl:
            """
            /// Pull to refresh on a UITableView or UICollectionView kept in UIKit (hosting SwiftUI
            /// rows; inside a screen already SwiftUI, through a UIViewControllerRepresentable)
            /// until its target reaches List's .refreshable (iOS 15).
            /// SwiftUI's List and ScrollView expose no UIScrollView to attach a control to.
            /// The control holds its target weakly: keep the coordinator in a property.
            @MainActor
            final class RefreshCoordinator: NSObject {
                private let action: @MainActor () async -> Void

                init(action: @escaping @MainActor () async -> Void) {
                    self.action = action
                }

                func attach(to scrollView: UIScrollView) {
                    let control = UIRefreshControl()
                    control.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
                    scrollView.refreshControl = control
                }

                @objc private func refresh(_ control: UIRefreshControl) {
                    Task {
                        await action()
                        control.endRefreshing()
                    }
                }
            }
            """
        case .sheetDetents:
            """
            /// Presents a SwiftUI view as a medium/large sheet on iOS 15. From iOS 16 a SwiftUI
            /// `.sheet` uses .presentationDetents; a host presented by UIKit keeps this.
            @MainActor
            func presentSheet<Content: View>(_ view: Content, from presenter: UIViewController) {
                let host = UIHostingController(rootView: view)
                if let sheet = host.sheetPresentationController {
                    sheet.detents = [.medium(), .large()]
                    sheet.prefersGrabberVisible = true
                }
                presenter.present(host, animated: true)
            }
            """
        case .hostingCell:
            """
            /// One hosting controller per reused cell (or header or footer view), with full
            /// containment: added when configured, removed on reuse, moved when the parent changes.
            final class HostingCell<Content: View>: UICollectionViewCell {
                private var host: UIHostingController<Content>?

                func set(_ view: Content, parent: UIViewController) {
                    if let host, host.parent === parent {
                        host.rootView = view
                        // The new content may be another size: let self-sizing measure again.
                        host.view.invalidateIntrinsicContentSize()
                        return
                    }
                    removeHost()
                    let host = UIHostingController(rootView: view)
                    host.view.backgroundColor = .clear
                    parent.addChild(host)
                    host.view.frame = contentView.bounds
                    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    contentView.addSubview(host.view)
                    host.didMove(toParent: parent)
                    self.host = host
                }

                override func prepareForReuse() {
                    super.prepareForReuse()
                    removeHost()
                }

                private func removeHost() {
                    guard let host else { return }
                    host.willMove(toParent: nil)
                    host.view.removeFromSuperview()
                    host.removeFromParent()
                    self.host = nil
                }
            }
            // iOS 16+, cells only: cell.contentConfiguration = UIHostingConfiguration { RowView(item: item) }
            """
        case .uikitAppDelegate:
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: scene)
                    window.rootViewController = UIHostingController(rootView: RootView())
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            """
        }
    }
}
