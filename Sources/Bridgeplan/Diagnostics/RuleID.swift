/// Every rule Bridgeplan reports, by id. What each rule is, says and cites lives in one file
/// per rule under Rules/, listed in `RuleRegistry`.
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
    case unusedIgnore = "unused-ignore"
    case unresolvedNavigation = "unresolved-navigation"
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

    /// Each rule's own description (`RuleRegistry`) holds its severity, category and texts.
    public var severity: Severity { RuleRegistry.severity(self) }
    public var category: RuleCategory { RuleRegistry.category(self) }
    public var summary: String { RuleRegistry.description(self).summary }

    /// Input that cannot be read or parsed at all: exit code 2, no inventory.
    public var isFatal: Bool {
        switch self {
        case .ioError, .fileTooLarge, .yamlSyntax, .yamlLimit, .multipleDocuments: true
        default: false
        }
    }

    /// A lint finding (as opposed to a schema or parse error).
    public var isLint: Bool { category.isLint }

    /// Position in `allCases` (SARIF's `ruleIndex`).
    public var index: Int { RuleRegistry.index(self) }
}
