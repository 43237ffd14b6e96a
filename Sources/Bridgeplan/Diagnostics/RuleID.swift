/// Every rule Bridgeplan reports, with its default severity and a one-line summary (used
/// by SARIF rule metadata and the README's rule table).
public enum RuleID: String, Sendable, CaseIterable, CustomStringConvertible {
    // Input that cannot be read or parsed at all (exit code 2).
    case ioError = "io-error"
    case fileTooLarge = "file-too-large"
    case yamlSyntax = "yaml-syntax"
    case yamlLimit = "yaml-limit"
    case multipleDocuments = "multiple-documents"
    // Schema errors: the inventory is YAML but not a valid inventory.
    case emptyDocument = "empty-document"
    case rootType = "root-type"
    case unknownKey = "unknown-key"
    case typeMismatch = "type-mismatch"
    case missingKey = "missing-key"
    case duplicateKey = "duplicate-key"
    case duplicateID = "duplicate-id"
    case undefinedReference = "undefined-reference"
    case wrongReferenceKind = "wrong-reference-kind"
    case invalidVersion = "invalid-version"
    case unsupportedSchemaVersion = "unsupported-schema-version"
    case invalidValue = "invalid-value"
    case pushOutsideNavigation = "push-outside-navigation"
    case embedCycle = "embed-cycle"
    case nestedTabBar = "nested-tab-bar"
    case coordinatorCycle = "coordinator-cycle"
    case unknownGate = "unknown-gate"
    // The baseline ratchet (validate --baseline).
    case newUIKitScreen = "new-uikit-screen"
    case swiftUIRegression = "swiftui-regression"
    case swiftUIShareDrop = "swiftui-share-drop"
    case baselineFixed = "baseline-fixed"
    case baselineMissing = "baseline-missing"
    // Swift source findings (scan).
    case scanViewWithoutAddChild = "scan-view-without-add-child"
    case scanAddChildWithoutDidMove = "scan-add-child-without-did-move"
    case scanDidMoveWrongObject = "scan-did-move-wrong-object"
    case scanDidMoveTwice = "scan-did-move-twice"
    case scanRemovalWithoutWillMove = "scan-removal-without-will-move"
    case scanRemovalOrder = "scan-removal-order"
    case scanChildAddedRepeatedly = "scan-child-added-repeatedly"
    case scanHostingControllerInCell = "scan-hosting-controller-in-cell"
    case scanAddChildToNavigationController = "scan-add-child-to-navigation-controller"
    case scanChildViewRemovedOnly = "scan-child-view-removed-only"
    case scanFileSkipped = "scan-file-skipped"
    // Lint findings.
    case containmentViewOnly = "containment-view-only"
    case containmentMissingDidMove = "containment-missing-did-move"
    case removalOrder = "removal-order"
    case removalViewOnly = "removal-view-only"
    case mixedNavigationStack = "mixed-navigation-stack"
    case swiftUIReachesIntoUIKit = "swiftui-reaches-into-uikit"
    case navigationViewBelow16 = "navigation-view-below-16"
    case navigationViewInHosting16 = "navigation-view-in-hosting-16"
    case nestedNavigationBar = "nested-navigation-bar"
    case navigationControllerChild = "navigation-controller-child"
    case hostingControllerInCell = "hosting-controller-in-cell"
    case refreshableScrollViewBelow16 = "refreshable-scroll-view-below-16"
    case coordinatorStrongReference = "coordinator-strong-reference"
    case coordinatorNotRemoved = "coordinator-not-removed"
    case storyboardHostingInit = "storyboard-hosting-init"
    case unreachableScreen = "unreachable-screen"
    case navigationIncomplete = "navigation-incomplete"
    case gateUnmet = "gate-unmet"

    /// The id as users write it (`containment-view-only`), also in string interpolation.
    public var description: String { rawValue }

    public var severity: Severity {
        switch self {
        case .containmentMissingDidMove, .removalOrder, .removalViewOnly, .coordinatorStrongReference,
             .swiftUIReachesIntoUIKit, .navigationViewInHosting16, .nestedNavigationBar,
             .navigationControllerChild, .hostingControllerInCell, .refreshableScrollViewBelow16,
             .coordinatorNotRemoved, .unreachableScreen, .navigationIncomplete,
             .scanAddChildWithoutDidMove, .scanDidMoveWrongObject, .scanDidMoveTwice, .scanRemovalWithoutWillMove,
             .scanRemovalOrder, .scanChildAddedRepeatedly, .scanHostingControllerInCell, .scanAddChildToNavigationController,
             .scanChildViewRemovedOnly, .scanFileSkipped:
            .warning
        case .navigationViewBelow16, .storyboardHostingInit, .baselineFixed, .mixedNavigationStack:
            .info
        default:
            .error
        }
    }

    /// Input that cannot be read or parsed at all: exit code 2, no inventory.
    public var isFatal: Bool {
        switch self {
        case .ioError, .fileTooLarge, .yamlSyntax, .yamlLimit, .multipleDocuments: true
        default: false
        }
    }

    /// A lint finding (as opposed to a schema or parse error).
    public var isLint: Bool { index >= RuleID.containmentViewOnly.index }

    /// Position in `allCases` (SARIF's `ruleIndex`).
    public var index: Int { RuleID.allCases.firstIndex(of: self)! }

    public var summary: String {
        switch self {
        case .ioError: "The file cannot be opened or read."
        case .fileTooLarge: "The file is larger than the size cap."
        case .yamlSyntax: "The file is not valid YAML text."
        case .yamlLimit: "Nesting or alias expansion passes a safety cap."
        case .multipleDocuments: "The file holds more than one YAML document."
        case .emptyDocument: "The file holds no YAML document."
        case .rootType: "The document is not a mapping."
        case .unknownKey: "A key the schema does not know."
        case .typeMismatch: "A value of the wrong type."
        case .missingKey: "A required key is missing."
        case .duplicateKey: "A mapping repeats a key."
        case .duplicateID: "Two containers or screens (or two coordinators) share an id."
        case .undefinedReference: "A reference to an id that is not defined."
        case .wrongReferenceKind: "A reference to an id of the wrong kind (e.g. pushing a container)."
        case .invalidVersion: "A version string that is not N, N.N or N.N.N."
        case .unsupportedSchemaVersion: "An inventory schema version this tool does not read."
        case .invalidValue: "A value outside the allowed set."
        case .pushOutsideNavigation: "A push from a screen that is in no navigation stack."
        case .embedCycle: "Child view controllers that embed each other."
        case .nestedTabBar: "A tab bar that is neither the root nor presented modally."
        case .coordinatorCycle: "Coordinators that are each other's parents."
        case .unknownGate: "A `needs` id the feature-gate catalog does not know."
        case .newUIKitScreen: "A UIKit screen that is not in the baseline."
        case .swiftUIRegression: "A screen that was SwiftUI in the baseline and is UIKit now."
        case .swiftUIShareDrop: "The SwiftUI share of screens is below the baseline's."
        case .baselineFixed: "A baseline finding that is gone: refresh the baseline."
        case .baselineMissing: "An inventory the baseline does not record."
        case .scanViewWithoutAddChild: "Swift code adds a view controller's view without addChild."
        case .scanAddChildWithoutDidMove: "Swift code calls addChild without didMove(toParent:) on the child."
        case .scanDidMoveWrongObject: "Swift code calls didMove(toParent:) on the parent or on a controller it did not add."
        case .scanDidMoveTwice: "Swift code calls didMove(toParent:) twice for one child."
        case .scanRemovalWithoutWillMove: "Swift code removes a child without willMove(toParent: nil) first."
        case .scanRemovalOrder: "Swift code calls willMove(toParent: nil) after removeFromParent."
        case .scanChildAddedRepeatedly: "Swift code adds a child in a cell, header or layout callback and never removes it."
        case .scanHostingControllerInCell: "Swift code creates a hosting controller per table or collection cell."
        case .scanAddChildToNavigationController: "Swift code adds a child view controller to a UINavigationController."
        case .scanChildViewRemovedOnly: "Swift code removes a child's view but never removes the child from its parent."
        case .scanFileSkipped: "A source file the scan did not read: too large, unreadable, or nested past what the parser reads safely."
        case .containmentViewOnly: "A child's view is added without addChild: no appearance or trait forwarding, no navigation bridges."
        case .containmentMissingDidMove: "addChild without didMove(toParent:)."
        case .removalOrder: "A child removed without willMove(toParent: nil) first."
        case .removalViewOnly: "A child's view is removed but the controller stays in children."
        case .mixedNavigationStack: "UIKit and SwiftUI screens on one navigation stack (a warning when a SwiftUI screen pushes onward)."
        case .swiftUIReachesIntoUIKit: "A SwiftUI view that drives its presenter or a UINavigationController."
        case .navigationViewBelow16: "A stack that falls back to NavigationView below iOS 16."
        case .navigationViewInHosting16: "NavigationView in a hosting controller in an app that runs on iOS 16."
        case .nestedNavigationBar: "A NavigationStack in a hosting controller pushed onto a UIKit stack."
        case .navigationControllerChild: "A child view controller added to a UINavigationController."
        case .hostingControllerInCell: "A hosting controller per table or collection cell."
        case .refreshableScrollViewBelow16: "`.refreshable` on a ScrollView, which iOS 15 ignores."
        case .coordinatorStrongReference: "A view controller holds its coordinator strongly (a cycle when the coordinator holds it too)."
        case .coordinatorNotRemoved: "A finished coordinator is never removed from its parent."
        case .storyboardHostingInit: "A screen created from a storyboard that becomes a hosting controller needs init?(coder:)."
        case .unreachableScreen: "A screen nothing reaches from the root."
        case .navigationIncomplete: "More than a third of the screens are unreachable: the inventory's navigation looks incomplete."
        case .gateUnmet: "An API needed above the target, with no fallback and no planned raise."
        }
    }
}
