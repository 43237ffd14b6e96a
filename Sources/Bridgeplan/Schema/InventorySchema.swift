/// The JSON Schema (draft-07) of inventory version 1 (docs/inventory.md), for editors: the
/// Red Hat YAML extension reads it through a `# yaml-language-server: $schema=…` line and
/// gives completion, hover text and checks as you type. It states what a schema can (keys,
/// types, enums, required keys, the id-or-mapping forms of list items); references,
/// duplicates, cycles and the lint rules stay with `bridgeplan validate`.
///
/// `bridgeplan schema` prints it; Config/bridgeplan.schema.json is the committed copy.
public enum InventorySchema {
    public static let draft = "http://json-schema.org/draft-07/schema#"

    /// The pattern of a version written as a string: N, N.N or N.N.N (OSVersion's grammar).
    public static let versionPattern = #"^[0-9]{1,4}(\.[0-9]{1,4}){0,2}$"#

    /// The schema text: sorted keys, two-space indent, final newline.
    public static func rendered(catalog: GateCatalog = .builtIn) -> String {
        json(catalog: catalog).rendered()
    }

    /// The schema; `needs` items offer the catalog's gate ids as examples (never as an
    /// enum: `--gates` files add ids).
    public static func json(catalog: GateCatalog = .builtIn) -> JSON {
        .object([
            "$schema": .string(draft),
            "title": .string("Bridgeplan inventory, version 1"),
            "description": .string("The UI of an iOS app (containers, screens, coordinators, deployment target) from which Bridgeplan plans its UIKit to SwiftUI migration; docs/inventory.md in Bridgeplan's repository describes every key."),
            "type": .string("object"),
            "additionalProperties": .bool(false),
            "required": .strings(["version", "app"]),
            "properties": .object([
                "version": .object([
                    "description": .string("Inventory schema version; only 1 is supported."),
                    "const": .int(1),
                ]),
                "app": app,
                "policy": policy,
                "containers": list(of: "container", "Tab bars, navigation stacks, split views and pagers, each with an id unique across containers and screens."),
                "screens": list(of: "screen", "Screens (one view controller each), each with an id unique across containers and screens."),
                "coordinators": list(of: "coordinator", "Coordinators (the objects that start flows and own navigation), each with an id unique among coordinators."),
                "unresolved": list(of: "unresolvedSite", "Navigation calls `bridgeplan scan` found and could not draw as edges; the plan's first stage lists each for review."),
            ]),
            "definitions": .object(definitions(catalog)),
        ])
    }

    // MARK: - Top-level sections

    private static let app: JSON = mapping(
        "The app: its name, deployment target, planned target raises and window root.",
        required: ["name", "deployment_target", "root"],
        [
            "name": .object(["type": .string("string"), "description": .string("The app's name, used in the plan's title.")]),
            "deployment_target": ref("version", "The iOS deployment target the app ships on today, e.g. \"15.0\"."),
            "target_roadmap": .object([
                "type": .strings(["array", "null"]),
                "description": .string("Planned raises of the deployment target; a unit that needs a newer iOS ships after the raise that meets it."),
                "items": .object(["$ref": .string("#/definitions/roadmapStep")]),
            ]),
            "root": ref("reference", "The window's root: a container or screen id."),
            "entries": .object([
                "type": .strings(["array", "null"]),
                "description": .string("What the system opens besides the root (deep links, notifications, quick actions, a coordinator presenting from the window): reachable like the root."),
                "items": .object(["anyOf": .array([
                    ref("reference", "A screen or container id."),
                    .object([
                        "type": .string("object"),
                        "additionalProperties": .bool(false),
                        "required": .array([.string("target")]),
                        "properties": .object(withProvenance([
                            "target": ref("reference", "The screen or container the entry opens."),
                            "via": .object(["type": .string("string"), "description": .string("How it is opened: deep-link, notification, quick-action, …")]),
                            "note": ref("note", "Free text for the team."),
                        ])),
                    ]),
                ])]),
            ]),
            "note": ref("note", "Free text for the team."),
        ]
    )

    private static let policy: JSON = .object([
        "type": .strings(["object", "null"]),
        "description": .string("Planning policy; every key has a default."),
        "additionalProperties": .bool(false),
        "properties": .object([
            "full_rewrite_max_screens": integer(minimum: 0, default: 8, "An app with at most this many screens is planned as one full rewrite; default 8."),
            "max_effort_per_stage": integer(minimum: 1, default: 40, "Stages with more effort points than this are split; default 40."),
            "points_per_week": .object(["type": .string("integer"), "minimum": .int(1), "maximum": .int(Inventory.maxEffort), "description": .string("The effort points the team finishes in a week: the plan then states its effort in weeks too (summary, CSV). No default.")]),
            "stacks_below_16": enumeration(
                StacksBelow16.allCases.map(\.rawValue), default: StacksBelow16.helper.rawValue,
                "How a navigation stack migrates below iOS 16: helper (now, on NavigationView through NavigationStackOrView; links rewritten at the 16 raise), wait (stays UIKit until 16) or per-screen (each screen hosted on the UIKit stack now, the navigation controller replaced at 16). Default helper."),
        ]),
    ])

    // MARK: - Definitions

    private static func definitions(_ catalog: GateCatalog) -> [String: JSON] {
        [
            "lintRule": .object([
                "type": .string("string"),
                "enum": .strings(RuleID.allCases.filter(\.isLint).map(\.rawValue)),
                "description": .string("A lint rule: a finding about the app, which a team can accept."),
            ]),
            "version": .object([
                "description": .string("An iOS version: N, N.N or N.N.N (\"17.10\" > \"17.9\", 15 == 15.0). Quote it: a bare 15.10 is the number 15.1 to editors."),
                "anyOf": .array([
                    .object(["type": .string("string"), "pattern": .string(versionPattern)]),
                    .object(["type": .string("number"), "minimum": .int(0)]),
                ]),
            ]),
            "id": .object([
                "type": .string("string"),
                "minLength": .int(1),
                "description": .string("An id: unique across containers and screens (coordinators have their own ids)."),
            ]),
            "note": .object([
                "type": .string("string"),
                "description": .string("Free text for the team; any list item may carry one."),
            ]),
            "scanned": .object([
                "type": .string("string"),
                "description": .string("Where `bridgeplan scan` found the element in the code; the team's notes go in 'note'."),
            ]),
            "reference": .object([
                "description": .string("An id, or { target: id, note: … }."),
                "anyOf": .array([
                    .object(["$ref": .string("#/definitions/id")]),
                    mapping(
                        "A reference with a note.", required: ["target"],
                        ["target": ref("id", "The id referred to."), "note": ref("note", "Free text for the team.")]
                    ),
                ]),
            ]),
            "referenceList": .object([
                "type": .strings(["array", "null"]),
                "description": .string("Ids in order; an item is an id or { target: id, note: … }."),
                "items": .object(["$ref": .string("#/definitions/reference")]),
            ]),
            "framework": .object([
                "enum": .strings(Framework.allCases.map(\.rawValue)),
                "default": .string("uikit"),
                "description": .string("What it is written in today: uikit (default) or swiftui."),
            ]),
            "effort": integer(minimum: 0, maximum: Inventory.maxEffort, default: 1, "Effort points for rewriting it in SwiftUI, relative to the other elements; default 1, at most 10000."),
            "roadmapStep": .object([
                "description": .string("A planned raise: a version, or { version, note }."),
                "anyOf": .array([
                    .object(["$ref": .string("#/definitions/version")]),
                    mapping(
                        "A planned raise with a note.", required: ["version"],
                        [
                            "version": ref("version", "The deployment target after the raise, e.g. \"16.0\"."),
                            "note": ref("note", "When or why; shown with the raise-target stage in the plan."),
                        ]
                    ),
                ]),
            ]),
            "presentation": .object([
                "description": .string("A modal presentation: an id (presented as a sheet), or { target, style, note }."),
                "anyOf": .array([
                    .object(["$ref": .string("#/definitions/id")]),
                    mapping(
                        "A modal presentation.", required: ["target"],
                        [
                            "target": ref("id", "The presented screen or container (e.g. a navigation stack for a flow)."),
                            "style": enumeration(
                                PresentationStyle.allCases.map(\.rawValue), default: "sheet",
                                "How it is presented: sheet (default), full-screen or popover."
                            ),
                            "note": ref("note", "Free text for the team."),
                        ]
                    ),
                ]),
            ]),
            "embed": .object([
                "description": .string("A child view controller: an id (full containment, in the parent's view, never removed), or { target, containment, removal, in, note }."),
                "anyOf": .array([
                    .object(["$ref": .string("#/definitions/id")]),
                    mapping(
                        "A child view controller and how it is added and removed.", required: ["target"],
                        [
                            "target": ref("id", "The child: a screen or container id."),
                            "containment": enumeration(
                                Containment.allCases.map(\.rawValue), default: "full",
                                "How it is added: full = addChild, add the view, didMove(toParent:) (default); view-only = only the view (error); missing-did-move = no didMove (warning)."
                            ),
                            "removal": enumeration(
                                Removal.allCases.map(\.rawValue), default: "none",
                                "How it is removed: none = never (default); full = willMove(toParent: nil), removeFromSuperview, removeFromParent; the others are the mistakes the lint rules report."
                            ),
                            "in": enumeration(
                                EmbedPlace.allCases.map(\.rawValue), default: "view",
                                "Where its view lives: view (default), cell (a table or collection cell: one hosting controller per cell) or header."
                            ),
                            "note": ref("note", "Free text for the team."),
                        ]
                    ),
                ]),
            ]),
            "embedList": .object([
                "type": .strings(["array", "null"]),
                "description": .string("Child view controllers added to it; an item is an id or { target, containment, removal, in, note }."),
                "items": .object(["$ref": .string("#/definitions/embed")]),
            ]),
            "gate": .object([
                "type": .string("string"),
                "minLength": .int(1),
                "description": .string("A feature-gate id: built in (`bridgeplan gates` lists them) or from a --gates file."),
                "examples": .strings(catalog.all.map(\.id)),
            ]),
            "need": .object([
                "description": .string("An API the SwiftUI version needs: a gate id, or { gate, note }."),
                "anyOf": .array([
                    .object(["$ref": .string("#/definitions/gate")]),
                    mapping(
                        "A needed API with a note.", required: ["gate"],
                        ["gate": ref("gate", "The feature-gate id."), "note": ref("note", "Free text for the team.")]
                    ),
                ]),
            ]),
            "container": container,
            "screen": screen,
            "coordinator": coordinator,
            "unresolvedSite": mapping(
                "A navigation call the scan could not resolve: add the edge it makes by hand, then delete the item.",
                required: ["call"],
                [
                    "call": .object(["type": .string("string"), "description": .string("The call as written in the code.")]),
                    "at": .object(["type": .string("string"), "description": .string("Where it is: file:line below the scanned folder.")]),
                    "reason": .object(["type": .string("string"), "description": .string("Why the scan could not draw it.")]),
                    "note": ref("note", "Free text for the team."),
                ]
            ),
        ]
    }

    private static let container: JSON = {
        var schema = mapping(
            "A tab bar, navigation stack, split view or pager. Its children go under tabs, root, columns or pages, by kind.",
            required: ["id", "kind"],
            [
                "id": ref("id", "The container's id, unique across containers and screens."),
                "kind": enumeration(
                    ContainerKind.allCases.map(\.rawValue), default: nil,
                    "tab-bar (lists tabs), navigation (a UINavigationController: has a root), split (lists columns) or pager (lists pages)."
                ),
                "framework": ref("framework", "What the container is written in today: uikit (default) or swiftui."),
                "tabs": ref("referenceList", "Tab bar only, required there: the tabs in order, container or screen ids."),
                "root": ref("reference", "Navigation only, required there: the id of the stack's root screen."),
                "columns": ref("referenceList", "Split only, required there: the columns in order, container or screen ids."),
                "pages": ref("referenceList", "Pager only, required there: the pages in order, container or screen ids."),
                "coordinator": ref("reference", "The id of the coordinator that drives it."),
                "embed": ref("embedList", "Child view controllers added to the container itself (e.g. a mini player on a UITabBarController)."),
                "effort": ref("effort", "Effort points for rewriting the container itself in SwiftUI; default 1."),
                "ignore": ignore,
                "note": ref("note", "Free text for the team; required with 'ignore', saying why."),
            ]
        )
        // Each kind requires its children key and refuses the other three.
        let childKeys = ContainerKind.allCases.map(\.childrenKey)
        let rules: [JSON] = ContainerKind.allCases.map { kind in
            var refused: [String: JSON] = [:]
            for key in childKeys where key != kind.childrenKey { refused[key] = .bool(false) }
            return .object([
                "if": .object(["properties": .object(["kind": .object(["const": .string(kind.rawValue)])]), "required": .strings(["kind"])]),
                "then": .object(["required": .strings([kind.childrenKey]), "properties": .object(refused)]),
            ])
        }
        if case .object(var fields) = schema {
            fields["allOf"] = .array(rules)
            schema = .object(fields)
        }
        return schema
    }()

    private static let screen: JSON = mapping(
        "A screen: one view controller, or one SwiftUI view in a hosting controller.",
        required: ["id"],
        [
            "id": ref("id", "The screen's id, unique across containers and screens."),
            "framework": ref("framework", "What the screen is written in today: uikit (default) or swiftui."),
            "push": ref("referenceList", "Screens it pushes onto its navigation stack: screen ids."),
            "present": .object([
                "type": .strings(["array", "null"]),
                "description": .string("Screens or containers it presents modally; an item is an id (a sheet) or { target, style, note }."),
                "items": .object(["$ref": .string("#/definitions/presentation")]),
            ]),
            "embed": ref("embedList", "Child view controllers it adds; an item is an id or { target, containment, removal, in, note }."),
            "needs": .object([
                "type": .strings(["array", "null"]),
                "description": .string("APIs its SwiftUI version needs, as gate ids, checked against the deployment target and roadmap."),
                "items": .object(["$ref": .string("#/definitions/need")]),
            ]),
            "effort": ref("effort", "Effort points for rewriting the screen in SwiftUI; default 1."),
            "source": enumeration(
                ScreenSource.allCases.map(\.rawValue), default: "code",
                "Where the view controller is built: code (default), storyboard or xib (a storyboard hosting controller needs init?(coder:))."
            ),
            "reaches_into_uikit": boolean(default: false, "True when its SwiftUI view drives its presenter or a UINavigationController directly (a warning); default false."),
            "keep_uikit": boolean(default: false, "True to keep it in UIKit (camera, third-party SDKs), wrapped in a UIViewControllerRepresentable; default false."),
            "coordinator": ref("reference", "The id of the coordinator that drives it."),
            "uikit_class": .object([
                "type": .string("string"),
                "minLength": .int(1),
                "description": .string("The UIKit or library class it is, when that decides its bridge: UIAlertController (presented only; SwiftUI's .alert or .confirmationDialog), a paging library's controller (it contains its pages: ButtonBarPagerTabStripViewController, PageboyViewController, TabmanViewController, PagingViewController, …), UIActivityViewController or PHPickerViewController (ShareLink, PhotosPicker)."),
                "examples": .strings(["UIAlertController", "ButtonBarPagerTabStripViewController", "PagingViewController"]),
            ]),
            "ignore": ignore,
            "note": ref("note", "Free text for the team; required with 'ignore', saying why."),
        ]
    )

    /// `ignore:`: lint rules whose findings about this element the team accepts.
    private static let ignore: JSON = .object([
        "type": .string("array"),
        "description": .string("Rules whose findings about this element are accepted: set aside, counted, listed with --show-ignored, and reported as unused-ignore once they match nothing. Each says why: in the element's note, or as { rule, reason } (which keeps a scanned draft's note as it is)."),
        "items": .object(["oneOf": .array([
            .object(["$ref": .string("#/definitions/lintRule")]),
            .object([
                "type": .string("object"),
                "description": .string("A rule and why its findings are accepted."),
                "required": .strings(["rule", "reason"]),
                "additionalProperties": .bool(false),
                "properties": .object([
                    "rule": ref("lintRule", "The lint rule."),
                    "reason": .object(["type": .string("string"), "minLength": .int(1), "description": .string("Why the team accepts it.")]),
                ]),
            ]),
        ])]),
    ])

    private static let coordinator: JSON = mapping(
        "A coordinator: the object that starts a flow, and who holds whom.",
        required: ["id"],
        [
            "id": ref("id", "The coordinator's id, unique among coordinators."),
            "parent": ref("reference", "The id of the parent coordinator, which holds this one among its child coordinators."),
            "owns": ref("reference", "The id of the container or screen it starts."),
            "view_controller_reference": enumeration(
                ReferenceStrength.allCases.map(\.rawValue), default: "weak",
                "How its view controllers hold it: weak (default) or strong (a warning: a retain cycle when the coordinator holds them too)."
            ),
            "removed_on_finish": boolean(default: true, "Whether its parent removes it when it finishes; false is a leak (a warning); default true."),
            "ignore": ignore,
            "note": ref("note", "Free text for the team; required with 'ignore', saying why."),
        ]
    )

    // MARK: - Builders

    /// A mapping that refuses keys it does not list.
    private static func mapping(_ description: String, required: [String], _ properties: [String: JSON]) -> JSON {
        .object([
            "type": .string("object"),
            "description": .string(description),
            "additionalProperties": .bool(false),
            "required": .strings(required),
            "properties": .object(withProvenance(properties)),
        ])
    }

    /// Wherever a team may write `note:`, a scanned draft writes `scanned:` (where the element
    /// came from in the code), so the two never collide.
    private static func withProvenance(_ properties: [String: JSON]) -> [String: JSON] {
        guard properties["note"] != nil else { return properties }
        var properties = properties
        properties["scanned"] = ref("scanned", "Where `bridgeplan scan` found it (file:line and how); rewritten by `scan --update`.")
        return properties
    }

    /// A `$ref` with the description of this use (editors show it; validators ignore it).
    private static func ref(_ definition: String, _ description: String) -> JSON {
        .object(["$ref": .string("#/definitions/\(definition)"), "description": .string(description)])
    }

    /// A list that may also be null (an empty key), as the decoder reads it.
    private static func list(of definition: String, _ description: String) -> JSON {
        .object([
            "type": .strings(["array", "null"]),
            "description": .string(description),
            "items": .object(["$ref": .string("#/definitions/\(definition)")]),
        ])
    }

    private static func enumeration(_ values: [String], default value: String?, _ description: String) -> JSON {
        var fields: [String: JSON] = ["type": .string("string"), "enum": .strings(values), "description": .string(description)]
        if let value { fields["default"] = .string(value) }
        return .object(fields)
    }

    private static func integer(minimum: Int, maximum: Int? = nil, default value: Int, _ description: String) -> JSON {
        var object: [String: JSON] = ["type": .string("integer"), "minimum": .int(minimum), "default": .int(value), "description": .string(description)]
        if let maximum { object["maximum"] = .int(maximum) }
        return .object(object)
    }

    private static func boolean(default value: Bool, _ description: String) -> JSON {
        .object(["type": .string("boolean"), "default": .bool(value), "description": .string(description)])
    }
}
