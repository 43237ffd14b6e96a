import YAMLFront

// The inventory, schema version 1 (docs/inventory.md). Value types; every element keeps
// the span of the YAML node it was read from (`node`, `…Node`), so any later layer can
// point at it without the YAML tree, which is freed once the inventory is decoded.

public enum Framework: String, Sendable, CaseIterable, Codable {
    case uikit, swiftui
}

public enum ContainerKind: String, Sendable, CaseIterable {
    case tabBar = "tab-bar", navigation, split, pager

    /// The key that lists this container's children.
    public var childrenKey: String {
        switch self {
        case .tabBar: "tabs"
        case .navigation: "root"
        case .split: "columns"
        case .pager: "pages"
        }
    }

    var edge: EdgeKind {
        switch self {
        case .tabBar: .tab
        case .navigation: .root
        case .split: .column
        case .pager: .page
        }
    }
}

public enum PresentationStyle: String, Sendable, CaseIterable {
    case sheet, fullScreen = "full-screen", popover
}

/// How a child view controller is added (UIKit's containment calls).
public enum Containment: String, Sendable, CaseIterable {
    /// addChild → add the view → didMove(toParent:).
    case full
    /// Only the view is added; the controller never becomes a child.
    case viewOnly = "view-only"
    /// addChild and the view, but no didMove(toParent:).
    case missingDidMove = "missing-did-move"
}

/// How a child view controller is removed.
public enum Removal: String, Sendable, CaseIterable {
    case full, viewOnly = "view-only", missingWillMove = "missing-will-move", wrongOrder = "wrong-order", none
}

/// Where an embedded child's view lives.
public enum EmbedPlace: String, Sendable, CaseIterable {
    case view, cell, header
}

public enum ScreenSource: String, Sendable, CaseIterable {
    case code, storyboard, xib
}

public enum ReferenceStrength: String, Sendable, CaseIterable {
    case weak, strong
}

/// A located reference to an id.
public struct Ref: Sendable, Hashable {
    public var id: String
    public var node: Span
}

public struct Presentation: Sendable {
    public var target: Ref
    public var style: PresentationStyle
}

public struct Embed: Sendable {
    public var target: Ref
    public var containment: Containment
    public var removal: Removal
    public var place: EmbedPlace
    /// The list item; and the value nodes, when written, for precise findings.
    public var node: Span
    public var containmentNode: Span?
    public var removalNode: Span?
    public var placeNode: Span?
}

public struct GateNeed: Sendable {
    public var gate: String
    public var node: Span
}

public struct Container: Sendable {
    public var id: String
    public var node: Span
    /// The id's value, where a duplicate id is reported.
    public var idNode: Span
    public var kind: ContainerKind
    public var framework: Framework
    /// Tabs, the navigation root, columns or pages, in order.
    public var children: [Ref]
    public var coordinator: Ref?
    public var embeds: [Embed]
    public var effort: Int
    public var note: String?
}

public struct Screen: Sendable {
    public var id: String
    public var node: Span
    public var idNode: Span
    public var framework: Framework
    public var push: [Ref]
    public var present: [Presentation]
    public var embeds: [Embed]
    public var needs: [GateNeed]
    public var effort: Int
    /// Whether `effort:` was written; without it a screen counts 1.
    public var effortGiven = false
    public var source: ScreenSource
    public var sourceNode: Span?
    public var reachesIntoUIKit: Bool
    public var reachesNode: Span?
    public var keepUIKit: Bool
    public var coordinator: Ref?
    public var note: String?
    /// `uikit_class:`: the UIKit or library class the screen is, when it is not the app's own
    /// view controller (a `UIAlertController`, a paging library's controller).
    public var uikitClass: String?

    /// What the screen's class asks of a bridge (`uikit_class:`, else the id as a class name).
    public var knownClass: UIKitClass? { UIKitClass.named(uikitClass ?? id) }
}

public struct Coordinator: Sendable {
    public var id: String
    public var node: Span
    public var idNode: Span
    public var parent: Ref?
    public var owns: Ref?
    public var viewControllerReference: ReferenceStrength
    public var referenceNode: Span?
    public var removedOnFinish: Bool
    public var removedNode: Span?
    public var note: String?
}

/// One rule a screen, container or coordinator ignores (`ignore: [rule-id]`, with a `note:`
/// saying why): its findings about that element are set aside, counted and listed apart.
public struct Ignore: Sendable {
    public var subject: String
    public var rule: RuleID
    public var node: Span
}

public struct RoadmapStep: Sendable {
    public var version: OSVersion
    public var node: Span
    public var note: String?
}

public struct Policy: Sendable, Hashable {
    public var fullRewriteMaxScreens = 8
    public var maxEffortPerStage = 40
    public var stacksBelow16: StacksBelow16 = .helper
    /// The effort points the team finishes in a week, to state the plan in weeks.
    public var pointsPerWeek: Int?
    public init() {}
}

/// How a navigation stack migrates while the target is below iOS 16 (NavigationStack's).
public enum StacksBelow16: String, Sendable, Hashable, CaseIterable {
    /// Migrate now on NavigationView through the NavigationStackOrView helper; rewrite the
    /// links to value-based navigation at the 16 raise.
    case helper
    /// Keep the stack UIKit until the target reaches 16.
    case wait
    /// Host each screen on the UIKit stack now; replace the navigation controller at 16.
    case perScreen = "per-screen"
}

public struct App: Sendable {
    public var name: String
    public var deploymentTarget: OSVersion
    public var deploymentTargetNode: Span
    public var roadmap: [RoadmapStep]
    public var root: Ref
    /// What the system opens besides the root (deep links, notifications, quick actions, a
    /// coordinator presenting from the window): reachable like the root.
    public var entries: [Entry] = []
}

/// An entry point: a screen or container the app shows without the root leading to it.
public struct Entry: Sendable {
    public var target: Ref
    /// How it is opened (`deep-link`, `notification`, `quick-action`, …): free text.
    public var via: String?
}

/// A navigation call `scan` found and could not turn into an edge (`unresolved:`): work the
/// plan knows nothing of until someone reads the call and adds its edge.
public struct UnresolvedSite: Sendable {
    /// The call as written, e.g. `pushViewController(HelpViewController())`.
    public var call: String
    /// Where it is, `file:line` below the scanned folder.
    public var at: String?
    /// Why the scan could not draw it.
    public var reason: String?
    public var node: Span
}

public struct Inventory: Sendable {
    /// The largest `effort` one element may have: a million elements at this stay far
    /// inside Int, so no sum of efforts can overflow.
    public static let maxEffort = 10_000

    public var schemaVersion: Int
    public var app: App
    public var policy: Policy
    public var containers: [Container]
    public var screens: [Screen]
    public var coordinators: [Coordinator]
    /// Ids of elements left out for an error already reported (a container of an unknown
    /// kind): references to them raise nothing more.
    public var droppedIDs: Set<String> = []
    /// Findings the team accepted: `ignore:` on a screen, container or coordinator.
    public var ignores: [Ignore] = []
    /// Navigation a scan could not resolve, carried into the plan's first stage.
    public var unresolved: [UnresolvedSite] = []
    /// The file it was read from. Only the path: the bytes are not needed past decoding,
    /// and a command that shows no excerpts (plan) lets them go.
    public let path: String

    /// The file:line:column of a node, start to end.
    public func location(_ span: Span) -> SourceLocation {
        Self.location(span, file: path)
    }

    static func location(_ span: Span, file: String) -> SourceLocation {
        SourceLocation(
            file: file, line: Int(span.startLine), column: Int(span.startColumn),
            endLine: Int(span.endLine), endColumn: Int(span.endColumn)
        )
    }
}
