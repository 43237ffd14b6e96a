import Bridgeplan

/// One sampled commit: what its Swift sources hold, by the rules `scan` drafts with.
public struct HistoryPoint: Sendable, Equatable, Codable {
    public var commit: String
    /// Committer time, seconds since 1970 (UTC).
    public var time: Int
    /// Swift files read.
    public var files = 0
    /// Storyboards and xibs read.
    public var interfaceFiles = 0
    /// Swift files not read: blobs missing from a partial clone, files over the size limit,
    /// and files the parser would not read safely.
    public var unreadFiles = 0
    /// Screens in the draft `scan` would write, by framework: UIKit view controllers, SwiftUI
    /// views shown from SwiftUI (the app's root, navigation), and SwiftUI shown through a
    /// UIHostingController (a hosting subclass or a view a hosting controller is made with).
    public var uikitScreens = 0
    public var swiftUIScreens = 0
    public var hostedScreens = 0
    /// Live bridges: places in code that make a UIHostingController (or a subclass of one),
    /// and types conforming to UIViewRepresentable or UIViewControllerRepresentable.
    public var hostingControllers = 0
    public var representables = 0
    /// `scan`'s containment findings (`scan-*` rules, unread files left out).
    public var containmentFindings = 0
    /// Lines of view code: UIKit view controllers and UIView subclasses, and SwiftUI views
    /// (every declaration of the type, extensions included).
    public var uikitLines = 0
    public var swiftUILines = 0

    /// The screens counted, for finding the ones that moved to SwiftUI (kept in the cache,
    /// not printed).
    public var screenList: [HistoryScreen] = []

    public init(commit: String, time: Int) {
        self.commit = commit
        self.time = time
    }

    public var screens: Int { uikitScreens + swiftUIScreens + hostedScreens }

    /// SwiftUI screens (hosted ones included) as a share of all screens, 0 with none.
    public var swiftUIShare: Double { screens == 0 ? 0 : Double(swiftUIScreens + hostedScreens) / Double(screens) }

    public var date: CivilDate { CivilDate(time: time) }
}

/// One screen of a point.
public struct HistoryScreen: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case uikit, swiftui, hosted }
    public var id: String
    public var kind: Kind
    /// The file that declares it, "" for a screen declared outside the Swift sources.
    public var file: String
    /// Lines of its own declarations (extensions included).
    public var lines: Int
    /// For a UIHostingController subclass, the file of the view it shows.
    public var viewFile: String?
}

/// The census of one tree's facts: the same resolution `scan` runs, counted.
enum HistoryCensus {
    /// UIKit's view classes: a type that inherits from one is UIKit view code.
    static let uikitViewClasses: Set<String> = [
        "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView", "UICollectionView",
        "UIStackView", "UITextField", "UITextView", "UIVisualEffectView", "UINavigationBar", "UITabBar", "UIToolbar",
        "UISearchBar", "UISwitch", "UISlider", "UISegmentedControl", "UIPickerView", "UIDatePicker", "UIPageControl",
        "UIProgressView", "UIActivityIndicatorView", "UIInputView",
    ]
    static let representableProtocols: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]

    /// Counts `files` (sorted by path) into `point`. Without `fullScan` the resolver skips the
    /// value-flow analysis: screens are the classes, hosting controllers and hosted views scan
    /// registers, and screens it meets only by following navigation (declared outside the
    /// Swift sources) are not counted.
    static func count(_ files: [FileFacts], documents: [IBDocument], plists: [InfoPlist], into point: inout HistoryPoint, catalog: GateCatalog, fullScan: Bool) {
        let index = TypeIndex(files)
        var resolver = Resolver(index: index, catalog: catalog)
        resolver.documents = documents
        resolver.plists = plists
        resolver.census = !fullScan
        resolver.run()

        // Views a hosting controller is made with, and how many places make one.
        var hostedViews: Set<String> = []
        for file in files {
            for function in file.flow.functions {
                for statement in function.statements {
                    switch statement {
                    case .assign(let target, let value):
                        visit(target, index, &hostedViews, &point.hostingControllers)
                        visit(value, index, &hostedViews, &point.hostingControllers)
                    case .evaluate(let value), .ret(let value):
                        visit(value, index, &hostedViews, &point.hostingControllers)
                    }
                }
            }
        }
        for name in index.order where index.controllerKind(name) == .hosting {
            if let view = index[name]?.generic { hostedViews.insert(view) }
        }

        for (id, screen) in resolver.screens.sorted(by: { $0.key < $1.key }) {
            let kind: HistoryScreen.Kind
            switch screen.framework {
            case .uikit:
                kind = .uikit
                point.uikitScreens += 1
            case .swiftui:
                // A hosting subclass and the view it shows are one screen.
                if index.controllerKind(id) == .hosting, let view = index[id]?.generic, resolver.screens[view] != nil { continue }
                if index.controllerKind(id) == .hosting || hostedViews.contains(id) {
                    kind = .hosted
                    point.hostedScreens += 1
                } else {
                    kind = .swiftui
                    point.swiftUIScreens += 1
                }
            }
            let info = index[id]
            var screen = HistoryScreen(id: id, kind: kind, file: info.map { files[$0.file].relativePath } ?? "", lines: info?.lines ?? 0)
            if index.controllerKind(id) == .hosting, let view = info?.generic, let shown = index[view] { screen.viewFile = files[shown.file].relativePath }
            point.screenList.append(screen)
        }
        point.containmentFindings = resolver.findings.count { $0.rule != .scanFileSkipped }

        for name in index.order where !name.isEmpty {
            guard let info = index[name] else { continue }
            if info.inherits.contains(where: representableProtocols.contains), info.kind != .extension { point.representables += 1 }
            if index.isView(name) {
                point.swiftUILines += info.lines
            } else if isUIKitViewCode(name, index) {
                point.uikitLines += info.lines
            }
        }
    }

    /// A view controller (a hosting controller aside) or a UIView subclass.
    static func isUIKitViewCode(_ name: String, _ index: TypeIndex) -> Bool {
        if let kind = index.controllerKind(name) { return kind != .hosting }
        return index.descends(name, fromAnyOf: uikitViewClasses)
    }

    /// Walked directly rather than through `FlowExpr.forEach`: it runs over every expression of
    /// every point of a history, where the closure's call per expression costs a third more.
    private static func visit(_ expr: FlowExpr, _ index: TypeIndex, _ hosted: inout Set<String>, _ sites: inout Int) {
        switch expr {
        case .construct(let type, let generic, let args, _):
            if type == "UIHostingController" || index.controllerKind(type) == .hosting {
                sites += 1
                if let generic { hosted.insert(generic) }
                if let root = args.first(where: { $0.label == "rootView" }) ?? (type == "UIHostingController" ? args.first : nil),
                   case .construct(let view, _, _, _) = root.value {
                    hosted.insert(view)
                }
            }
            for arg in args { visit(arg.value, index, &hosted, &sites) }
        case .call(let receiver, _, let args, _):
            if let receiver { visit(receiver, index, &hosted, &sites) }
            for arg in args { visit(arg.value, index, &hosted, &sites) }
        case .member(let base, _), .cast(let base, _):
            visit(base, index, &hosted, &sites)
        case .array(let items), .choice(let items):
            for item in items { visit(item, index, &hosted, &sites) }
        case .name, .selfRef, .closure, .reference, .implicitMember, .string, .unknown:
            break
        }
    }
}
