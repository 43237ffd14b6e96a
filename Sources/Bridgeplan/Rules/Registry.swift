/// A rule that describes itself; lint rules also check (`LintRule`).
protocol DescribedRule {
    static var description: RuleDescription { get }
}

/// Every rule, in one place (periphery's ordered mutator list is the model): the linter
/// runs `lintRules` in this order, and the SARIF rule table, the README's tables and
/// docs/rules.md are generated from `all`.
public enum RuleRegistry {
    /// Lint rules, in the order their findings are reported at one place.
    nonisolated(unsafe) static let lintRules: [any LintRule.Type] = [
        ContainmentViewOnly.self, ContainmentMissingDidMove.self, RemovalOrder.self, RemovalViewOnly.self,
        NavigationControllerChild.self, HostingControllerInCell.self,
        MixedNavigationStack.self, NestedNavigationBar.self, SwiftUIReachesIntoUIKit.self, StoryboardHostingInit.self,
        NavigationViewInHosting16.self, RefreshableScrollViewBelow16.self, NavigationViewBelow16.self,
        CoordinatorStrongReference.self, CoordinatorNotRemoved.self,
        UnreachableScreen.self, NavigationIncomplete.self,
        GateUnmet.self,
    ]

    /// Rules `bridgeplan scan` reports; their detectors live in BridgeplanScan.
    nonisolated(unsafe) static let scanRules: [any DescribedRule.Type] = [
        ScanViewWithoutAddChild.self, ScanAddChildWithoutDidMove.self, ScanDidMoveWrongObject.self, ScanDidMoveTwice.self,
        ScanRemovalWithoutWillMove.self, ScanRemovalOrder.self, ScanChildAddedRepeatedly.self, ScanHostingControllerInCell.self,
        ScanAddChildToNavigationController.self, ScanChildViewRemovedOnly.self, ScanFileSkipped.self,
    ]

    /// Every rule's description, in `RuleID.allCases` order (SARIF's ruleIndex).
    public static let all: [RuleDescription] = {
        var byID: [RuleID: RuleDescription] = [:]
        for d in InputAndSchemaRules.descriptions { byID[d.id] = d }
        for rule in lintRules { byID[rule.description.id] = rule.description }
        for rule in scanRules { byID[rule.description.id] = rule.description }
        return RuleID.allCases.map { id in
            guard let d = byID[id] else { preconditionFailure("rule \(id) has no description in RuleRegistry") }
            return d
        }
    }()

    /// Position of each rule in `all`, by id.
    private static let indexByID: [RuleID: Int] = Dictionary(uniqueKeysWithValues: RuleID.allCases.enumerated().map { ($1, $0) })

    /// Severities by index: read for every diagnostic made, so not through a description copy.
    private static let severities: [Severity] = all.map(\.severity)
    private static let categories: [RuleCategory] = all.map(\.category)

    public static func description(_ id: RuleID) -> RuleDescription { all[indexByID[id]!] }
    static func severity(_ id: RuleID) -> Severity { severities[indexByID[id]!] }
    static func category(_ id: RuleID) -> RuleCategory { categories[indexByID[id]!] }
    static func index(_ id: RuleID) -> Int { indexByID[id]! }
}
