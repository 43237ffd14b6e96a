import YAMLFront

/// Node tree → `Inventory`, with a schema diagnostic for every problem. Returns nil only
/// when the document is not an inventory at all (not a mapping, or no `app`).
struct InventoryDecoder {
    private let reader: NodeReader
    private var document: YAMLDocument { reader.document }
    /// The policy before the inventory's own `policy:` (a project config's).
    var basePolicy = Policy()

    static let topKeys = ["version", "app", "policy", "containers", "screens", "coordinators", "unresolved"]
    static let unresolvedKeys = ["call", "at", "reason", "note", "scanned"]
    static let appKeys = ["name", "deployment_target", "target_roadmap", "root", "entries", "note", "scanned"]
    static let entryKeys = ["target", "via", "note", "scanned"]
    static let roadmapKeys = ["version", "note", "scanned"]
    static let policyKeys = ["full_rewrite_max_screens", "max_effort_per_stage", "stacks_below_16", "points_per_week"]
    static let containerKeys = ["id", "kind", "framework", "tabs", "root", "columns", "pages", "coordinator", "embed", "effort", "ignore", "note", "scanned"]
    static let screenKeys = [
        "id", "framework", "push", "present", "embed", "needs", "effort", "source", "reaches_into_uikit",
        "keep_uikit", "coordinator", "ignore", "note", "scanned", "uikit_class",
    ]
    static let refKeys = ["target", "note", "scanned"]
    static let presentKeys = ["target", "style", "note", "scanned"]
    static let embedKeys = ["target", "containment", "removal", "in", "note", "scanned"]
    static let needKeys = ["gate", "note", "scanned"]
    static let coordinatorKeys = ["id", "parent", "owns", "view_controller_reference", "removed_on_finish", "ignore", "note", "scanned"]

    init(reader: NodeReader) {
        self.reader = reader
    }

    func decode(file: SourceFile) -> Inventory? {
        guard let root = document.root else { return nil }
        guard document.kind(root) == .mapping else {
            reader.report(.rootType, "an inventory is a mapping with 'version', 'app', 'containers' and 'screens'; this document is \(reader.describe(root))", at: root)
            return nil
        }
        var schemaVersion: Int?
        var app: App?
        var appSeen = false
        var policy = basePolicy
        var containers: [Container] = []
        var screens: [Screen] = []
        var coordinators: [Coordinator] = []
        var unresolved: [UnresolvedSite] = []
        reader.forEachPair(root, in: "the inventory", known: Self.topKeys) { key, _, value in
            switch key {
            case "version":
                if let v = reader.int(value, "'version'") {
                    schemaVersion = v
                    if v != 1 {
                        reader.report(.unsupportedSchemaVersion, "inventory schema version \(v) is not supported; this Bridgeplan reads version 1", at: value)
                    }
                }
            case "app":
                appSeen = true
                app = decodeApp(value)
            case "policy": policy = Self.decodePolicy(value, reader: reader, over: basePolicy)
            case "containers":
                containers = reader.list(value, "'containers'").compactMap(decodeContainer)
            case "screens": screens = decodeScreens(reader.list(value, "'screens'"))
            case "coordinators":
                coordinators = reader.list(value, "'coordinators'").compactMap(decodeCoordinator)
            case "unresolved":
                unresolved = reader.list(value, "'unresolved'").compactMap(decodeUnresolved)
            default: return false
            }
            return true
        }
        if schemaVersion == nil, !reader.diagnostics.contains(where: { $0.rule == .typeMismatch && $0.message.hasPrefix("'version'") }) {
            reader.missing("version", in: root, "the inventory")
        }
        if !appSeen { reader.missing("app", in: root, "the inventory") }
        guard let app else { return nil }
        var inventory = Inventory(
            schemaVersion: schemaVersion ?? 1, app: app, policy: policy, containers: containers,
            screens: screens, coordinators: coordinators, path: file.path
        )
        inventory.droppedIDs = reader.droppedIDs
        inventory.ignores = reader.ignores
        inventory.unresolved = unresolved
        return inventory
    }

    /// An `unresolved` item: `{ call, at, reason, note }`, a navigation call the scan could
    /// not turn into an edge.
    private func decodeUnresolved(_ node: NodeID) -> UnresolvedSite? {
        guard reader.expectMapping(node, "an 'unresolved' item") else { return nil }
        var site = UnresolvedSite(call: "", node: span(node))
        reader.forEachPair(node, in: "an 'unresolved' item", known: Self.unresolvedKeys) { key, _, value in
            switch key {
            case "call": site.call = reader.string(value, "'call'") ?? ""
            case "at": site.at = reader.string(value, "'at'")
            case "reason": site.reason = reader.string(value, "'reason'")
            case "note": _ = reader.string(value, "'note'")
            default: return false
            }
            return true
        }
        if !has("call", node) { reader.missing("call", in: node, "an 'unresolved' item") }
        return site
    }

    private func decodeApp(_ node: NodeID) -> App? {
        guard reader.expectMapping(node, "'app'") else { return nil }
        var name: String?, target: (OSVersion, NodeID)?, root: Ref?
        var targetSeen = false
        var roadmap: [RoadmapStep] = []
        var entries: [Entry] = []
        reader.forEachPair(node, in: "'app'", known: Self.appKeys) { key, _, value in
            switch key {
            case "name": name = reader.string(value, "'app.name'")
            case "deployment_target":
                targetSeen = true
                if let v = reader.version(value, "'deployment_target'") { target = (v, value) }
            case "target_roadmap":
                roadmap = reader.list(value, "'target_roadmap'").compactMap(decodeRoadmapStep)
            case "root": root = ref(value, "'app.root'")
            case "entries": entries = reader.list(value, "'app.entries'").compactMap(decodeEntry)
            case "note": _ = reader.string(value, "'note'")
            default: return false
            }
            return true
        }
        if name == nil, !has("name", node) { reader.missing("name", in: node, "'app'") }
        if !targetSeen { reader.missing("deployment_target", in: node, "'app'") }
        if root == nil, !has("root", node) { reader.missing("root", in: node, "'app'") }
        guard let root else { return nil }
        // A deployment target that is missing or no version is reported; the rest of the file is
        // still checked against SwiftUI's floor, so one run shows every problem. (With errors,
        // no plan is made from it.)
        let (version, versionNode) = target ?? (OSVersion.swiftUIFloor, node)
        return App(name: name ?? "", deploymentTarget: version, deploymentTargetNode: span(versionNode), roadmap: roadmap, root: root, entries: entries)
    }

    /// An `app.entries` item: a bare id, or `{ target, via, note }`.
    private func decodeEntry(_ node: NodeID) -> Entry? {
        if document.kind(node) == .scalar { return ref(node, "an 'entries' item").map { Entry(target: $0, via: nil) } }
        guard reader.expectMapping(node, "an 'entries' item") else { return nil }
        var target: Ref?, via: String?
        reader.forEachPair(node, in: "an 'entries' item", known: Self.entryKeys) { key, _, value in
            switch key {
            case "target": target = ref(value, "'target'")
            case "via": via = reader.string(value, "'via'")
            case "note": _ = reader.string(value, "'note'")
            default: return false
            }
            return true
        }
        if !has("target", node) { reader.missing("target", in: node, "an 'entries' item") }
        return target.map { Entry(target: $0, via: via) }
    }

    private func decodeRoadmapStep(_ node: NodeID) -> RoadmapStep? {
        // A bare version is accepted as shorthand for { version: … }.
        if document.kind(node) == .scalar {
            return reader.version(node, "a roadmap version").map { RoadmapStep(version: $0, node: span(node), note: nil) }
        }
        guard reader.expectMapping(node, "a 'target_roadmap' item") else { return nil }
        var version: OSVersion?, note: String?
        var versionNode = node
        reader.forEachPair(node, in: "a 'target_roadmap' item", known: Self.roadmapKeys) { key, _, value in
            switch key {
            case "version":
                versionNode = value
                version = reader.version(value, "'version'")
            case "note": note = reader.string(value, "'note'")
            default: return false
            }
            return true
        }
        if !has("version", node) { reader.missing("version", in: node, "a 'target_roadmap' item") }
        return version.map { RoadmapStep(version: $0, node: span(versionNode), note: note) }
    }

    /// `policy:` keys over `base`: an inventory's over a project config's, a config's over the defaults.
    static func decodePolicy(_ node: NodeID, reader: NodeReader, over base: Policy = Policy()) -> Policy {
        var policy = base
        if reader.document.isNull(node) { return policy }
        guard reader.expectMapping(node, "'policy'") else { return policy }
        reader.forEachPair(node, in: "'policy'", known: Self.policyKeys) { key, _, value in
            switch key {
            case "full_rewrite_max_screens":
                if let v = reader.int(value, "'full_rewrite_max_screens'") { policy.fullRewriteMaxScreens = v }
            case "max_effort_per_stage":
                if let v = reader.int(value, "'max_effort_per_stage'", minimum: 1) { policy.maxEffortPerStage = v }
            case "stacks_below_16":
                if let v = reader.enumeration(value, "'stacks_below_16'", as: StacksBelow16.self) { policy.stacksBelow16 = v }
            case "points_per_week":
                if let v = reader.int(value, "'points_per_week'", minimum: 1, maximum: Inventory.maxEffort) { policy.pointsPerWeek = v }
            default: return false
            }
            return true
        }
        return policy
    }

    private func decodeContainer(_ node: NodeID) -> Container? {
        guard reader.expectMapping(node, "a container") else { return nil }
        var id: String?, idNode = node, kind: ContainerKind?, framework = Framework.uikit
        var children: [Ref] = [], childrenKeys: [(String, NodeID)] = []
        var coordinator: Ref?, embeds: [Embed] = [], effort = 1, note: String?
        var ignored: (NodeID, [(RuleID, NodeID)])?
        reader.forEachPair(node, in: "container \(label(node))", known: Self.containerKeys) { key, keyNode, value in
            switch key {
            case "id":
                id = identifier(value)
                idNode = value
            case "kind": kind = reader.enumeration(value, "container kind", as: ContainerKind.self)
            case "framework": framework = reader.enumeration(value, "'framework'", as: Framework.self) ?? framework
            case "tabs", "columns", "pages":
                childrenKeys.append((key.text, keyNode))
                children = refList(value, "'\(key.text)'")
            case "root":
                childrenKeys.append((key.text, keyNode))
                children = ref(value, "'root'").map { [$0] } ?? []
            case "coordinator": coordinator = ref(value, "'coordinator'")
            case "embed": embeds = reader.list(value, "'embed'").compactMap(decodeEmbed)
            case "effort": effort = reader.int(value, "'effort'", maximum: Inventory.maxEffort) ?? effort
            case "ignore": ignored = (keyNode, decodeIgnore(value))
            case "note": note = reader.string(value, "'note'")
            default: return false
            }
            return true
        }
        if let id, let ignored { record(ignored, of: id, note: note) }
        if id == nil, !has("id", node) { reader.missing("id", in: node, "a container") }
        if kind == nil, !has("kind", node) { reader.missing("kind", in: node, "container \(label(node))") }
        if kind == nil, let id { reader.droppedIDs.insert(id) }
        guard let id, let kind else { return nil }
        for (key, keyNode) in childrenKeys where key != kind.childrenKey {
            reader.report(
                .unknownKey, "'\(key)' does not belong to a \(kind.rawValue) container, which lists its children under '\(kind.childrenKey)'",
                at: keyNode, subject: id
            )
        }
        if !childrenKeys.contains(where: { $0.0 == kind.childrenKey }) {
            reader.missing(kind.childrenKey, in: node, "\(kind.rawValue) container '\(id)'")
        }
        return Container(
            id: id, node: span(node), idNode: span(idNode), kind: kind, framework: framework, children: children,
            coordinator: coordinator, embeds: embeds, effort: effort, note: note
        )
    }

    /// Lists from this many screens on are decoded in two halves at once.
    static let parallelScreens = 4096

    /// Screens are independent of each other, so a long list is decoded in two halves on
    /// two threads, each with a reader of its own; their diagnostics join this reader's in
    /// list order, so the result is the same as one pass. Both halves are written straight
    /// into the one result: joining two arrays would hold the second half twice at the
    /// moment the YAML tree and the whole inventory are both in memory (the peak of a run).
    private func decodeScreens(_ items: ArraySlice<NodeID>) -> [Screen] {
        guard items.count >= Self.parallelScreens else {
            var screens: [Screen] = []
            screens.reserveCapacity(items.count)
            for item in items {
                if let screen = decodeScreen(item) { screens.append(screen) }
            }
            return screens
        }
        let document = self.document, file = reader.file
        let middle = items.startIndex + items.count / 2
        let secondStart = middle - items.startIndex
        var problems: [Diagnostic] = []
        var ignores: [Ignore] = []
        let screens = [Screen](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            let ((firstCount, firstProblems), (secondCount, secondProblems)) = Parallel.both({
                let half = InventoryDecoder(reader: NodeReader(document: document, file: file))
                return (half.decodeScreens(items[..<middle], into: slots.base), (half.reader.diagnostics, half.reader.ignores))
            }, {
                let half = InventoryDecoder(reader: NodeReader(document: document, file: file))
                return (half.decodeScreens(items[middle...], into: slots.base + secondStart), (half.reader.diagnostics, half.reader.ignores))
            })
            // Close the gap the first half's rejected screens left.
            if firstCount < secondStart {
                (buffer.baseAddress! + firstCount).moveInitialize(from: buffer.baseAddress! + secondStart, count: secondCount)
            }
            initialized = firstCount + secondCount
            problems = firstProblems.0 + secondProblems.0
            ignores = firstProblems.1 + secondProblems.1
        }
        reader.append(problems)
        reader.ignores += ignores
        return screens
    }

    /// Decodes `items` into uninitialized memory with room for them all; how many it wrote
    /// (a screen that is not a mapping or has no id is left out).
    private func decodeScreens(_ items: ArraySlice<NodeID>, into slots: UnsafeMutablePointer<Screen>) -> Int {
        var count = 0
        for item in items {
            if let screen = decodeScreen(item) {
                (slots + count).initialize(to: screen)
                count += 1
            }
        }
        return count
    }

    /// The result's storage, shared by the two decoding threads: each writes only its own
    /// half, and `Parallel.both` returns after both have finished.
    private struct Slots: @unchecked Sendable {
        let base: UnsafeMutablePointer<Screen>
    }

    private func decodeScreen(_ node: NodeID) -> Screen? {
        guard reader.expectMapping(node, "a screen") else { return nil }
        var screen = Screen(
            id: "", node: span(node), idNode: span(node), framework: .uikit, push: [], present: [], embeds: [], needs: [], effort: 1,
            source: .code, sourceNode: nil, reachesIntoUIKit: false, reachesNode: nil, keepUIKit: false,
            coordinator: nil, note: nil
        )
        var hasID = false
        var ignored: (NodeID, [(RuleID, NodeID)])?
        reader.forEachPair(node, in: "screen \(label(node))", known: Self.screenKeys) { key, keyNode, value in
            switch key {
            case "id":
                if let id = identifier(value) {
                    screen.id = id
                    screen.idNode = span(value)
                    hasID = true
                }
            case "framework": screen.framework = reader.enumeration(value, "'framework'", as: Framework.self) ?? .uikit
            case "push": screen.push = refList(value, "'push'")
            case "present": screen.present = reader.list(value, "'present'").compactMap(decodePresentation)
            case "embed": screen.embeds = reader.list(value, "'embed'").compactMap(decodeEmbed)
            case "needs": screen.needs = reader.list(value, "'needs'").compactMap(decodeNeed)
            case "effort":
                screen.effort = reader.int(value, "'effort'", maximum: Inventory.maxEffort) ?? 1
                screen.effortGiven = true
            case "source":
                screen.source = reader.enumeration(value, "'source'", as: ScreenSource.self) ?? .code
                screen.sourceNode = span(value)
            case "reaches_into_uikit":
                screen.reachesIntoUIKit = reader.bool(value, "'reaches_into_uikit'") ?? false
                screen.reachesNode = span(value)
            case "keep_uikit": screen.keepUIKit = reader.bool(value, "'keep_uikit'") ?? false
            case "uikit_class": screen.uikitClass = reader.string(value, "'uikit_class'")
            case "coordinator": screen.coordinator = ref(value, "'coordinator'")
            case "ignore": ignored = (keyNode, decodeIgnore(value))
            case "note": screen.note = reader.string(value, "'note'")
            default: return false
            }
            return true
        }
        if !hasID {
            if !has("id", node) { reader.missing("id", in: node, "a screen") }
            return nil
        }
        if let ignored { record(ignored, of: screen.id, note: screen.note) }
        return screen
    }

    private func decodeCoordinator(_ node: NodeID) -> Coordinator? {
        guard reader.expectMapping(node, "a coordinator") else { return nil }
        var c = Coordinator(
            id: "", node: span(node), idNode: span(node), parent: nil, owns: nil, viewControllerReference: .weak, referenceNode: nil,
            removedOnFinish: true, removedNode: nil, note: nil
        )
        var hasID = false
        var ignored: (NodeID, [(RuleID, NodeID)])?
        reader.forEachPair(node, in: "coordinator \(label(node))", known: Self.coordinatorKeys) { key, keyNode, value in
            switch key {
            case "id":
                if let id = identifier(value) {
                    c.id = id
                    c.idNode = span(value)
                    hasID = true
                }
            case "parent": c.parent = ref(value, "'parent'")
            case "owns": c.owns = ref(value, "'owns'")
            case "view_controller_reference":
                c.viewControllerReference = reader.enumeration(value, "'view_controller_reference'", as: ReferenceStrength.self) ?? .weak
                c.referenceNode = span(value)
            case "removed_on_finish":
                c.removedOnFinish = reader.bool(value, "'removed_on_finish'") ?? true
                c.removedNode = span(value)
            case "ignore": ignored = (keyNode, decodeIgnore(value))
            case "note": c.note = reader.string(value, "'note'")
            default: return false
            }
            return true
        }
        if !hasID {
            if !has("id", node) { reader.missing("id", in: node, "a coordinator") }
            return nil
        }
        if let ignored { record(ignored, of: c.id, note: c.note) }
        return c
    }

    /// An `ignore:` list: rule ids a team accepts for this element, each a rule id or
    /// `{ rule: …, reason: … }`. Only findings about the app (lint rules) can be ignored; each id
    /// is checked against the rules; items with their reason are noted in `reasonedIgnores`.
    private func decodeIgnore(_ node: NodeID) -> [(RuleID, NodeID)] {
        reader.list(node, "'ignore'").compactMap { item in
            var ruleNode = item
            if document.kind(item) == .mapping {
                var found: NodeID?
                var reason: String?
                reader.forEachPair(item, in: "an 'ignore' item", known: ["rule", "reason"]) { key, _, value in
                    switch key {
                    case "rule": found = value
                    case "reason": reason = reader.string(value, "'reason'")
                    default: return false
                    }
                    return true
                }
                guard let found else {
                    reader.missing("rule", in: item, "an 'ignore' item")
                    return nil
                }
                if reason?.isEmpty ?? true { reader.missing("reason", in: item, "an 'ignore' item") } else { reader.reasonedIgnores.insert(found) }
                ruleNode = found
            }
            let item = ruleNode
            guard let text = reader.string(item, "an 'ignore' item") else { return nil }
            guard let rule = RuleID(rawValue: text), rule.isLint else {
                let lint = RuleID.allCases.filter(\.isLint).map(\.rawValue)
                reader.report(.invalidValue, "'\(text.clipped(to: 60))' is not a rule that can be ignored (only findings about the app can)\(Suggest.hint(for: text, in: lint))", at: item)
                return nil
            }
            return (rule, item)
        }
    }

    /// Records an element's `ignore:` list; an ignore with no `note:` saying why is an error,
    /// so accepted findings keep their reason.
    private func record(_ ignored: (key: NodeID, rules: [(RuleID, NodeID)]), of id: String, note: String?) {
        if note?.isEmpty ?? true, !ignored.rules.allSatisfy({ reader.reasonedIgnores.contains($0.1) }) {
            reader.report(.missingKey, "'\(id)' ignores \(ignored.rules.map { $0.0.rawValue }.joined(separator: ", ")) with no 'note:' saying why; add one, or give each item its reason ({ rule: …, reason: … })", at: ignored.key, subject: id)
        }
        for (rule, node) in ignored.rules { reader.ignores.append(Ignore(subject: id, rule: rule, node: span(node))) }
    }

    private func decodePresentation(_ node: NodeID) -> Presentation? {
        if document.kind(node) == .scalar {
            return ref(node, "a 'present' item").map { Presentation(target: $0, style: .sheet) }
        }
        guard reader.expectMapping(node, "a 'present' item") else { return nil }
        var target: Ref?, style = PresentationStyle.sheet
        reader.forEachPair(node, in: "a 'present' item", known: Self.presentKeys) { key, _, value in
            switch key {
            case "target": target = ref(value, "'target'")
            case "style": style = reader.enumeration(value, "presentation style", as: PresentationStyle.self) ?? .sheet
            case "note": _ = reader.string(value, "'note'")
            default: return false
            }
            return true
        }
        if !has("target", node) { reader.missing("target", in: node, "a 'present' item") }
        return target.map { Presentation(target: $0, style: style) }
    }

    private func decodeEmbed(_ node: NodeID) -> Embed? {
        if document.kind(node) == .scalar {
            return ref(node, "an 'embed' item").map {
                Embed(target: $0, containment: .full, removal: .none, place: .view, node: span(node))
            }
        }
        guard reader.expectMapping(node, "an 'embed' item") else { return nil }
        var target: Ref?
        var embed = Embed(target: Ref(id: "", node: span(node)), containment: .full, removal: .none, place: .view, node: span(node))
        reader.forEachPair(node, in: "an 'embed' item", known: Self.embedKeys) { key, _, value in
            switch key {
            case "target": target = ref(value, "'target'")
            case "containment":
                embed.containment = reader.enumeration(value, "'containment'", as: Containment.self) ?? .full
                embed.containmentNode = span(value)
            case "removal":
                embed.removal = reader.enumeration(value, "'removal'", as: Removal.self) ?? .none
                embed.removalNode = span(value)
            case "in":
                embed.place = reader.enumeration(value, "'in'", as: EmbedPlace.self) ?? .view
                embed.placeNode = span(value)
            case "note": _ = reader.string(value, "'note'")
            default: return false
            }
            return true
        }
        if !has("target", node) { reader.missing("target", in: node, "an 'embed' item") }
        guard let target else { return nil }
        embed.target = target
        return embed
    }

    private func decodeNeed(_ node: NodeID) -> GateNeed? {
        if document.kind(node) == .scalar {
            return reader.gateName(node, "a 'needs' item").map { GateNeed(gate: $0, node: span(node)) }
        }
        guard reader.expectMapping(node, "a 'needs' item") else { return nil }
        var need: GateNeed?
        reader.forEachPair(node, in: "a 'needs' item", known: Self.needKeys) { key, _, value in
            switch key {
            case "gate": need = reader.gateName(value, "'gate'").map { GateNeed(gate: $0, node: span(value)) }
            case "note": _ = reader.string(value, "'note'")
            default: return false
            }
            return true
        }
        if !has("gate", node) { reader.missing("gate", in: node, "a 'needs' item") }
        return need
    }

    /// An id, or `{ target: id, note: … }`.
    private func ref(_ node: NodeID, _ what: @autoclosure () -> String) -> Ref? {
        if document.kind(node) == .mapping {
            var result: Ref?
            reader.forEachPair(node, in: what(), known: Self.refKeys) { key, _, value in
                switch key {
                case "target": result = ref(value, "'target'")
                case "note": _ = reader.string(value, "'note'")
                default: return false
                }
                return true
            }
            if !has("target", node) { reader.missing("target", in: node, what()) }
            return result
        }
        return reader.string(node, what()).map { Ref(id: $0, node: span(node)) }
    }

    private func refList(_ node: NodeID, _ what: @autoclosure () -> String) -> [Ref] {
        reader.list(node, what()).compactMap { ref($0, "an item of \(what())") }
    }

    /// A non-empty id.
    private func identifier(_ node: NodeID) -> String? {
        guard let id = reader.string(node, "'id'") else { return nil }
        guard !id.isEmpty else {
            reader.report(.invalidValue, "an id cannot be empty", at: node)
            return nil
        }
        return id
    }

    /// What the model keeps of a node: where it stands.
    private func span(_ node: NodeID) -> Span { document.span(node) }

    private func has(_ key: String, _ mapping: NodeID) -> Bool {
        document.pairs(mapping).contains { document.kind($0.key) == .scalar && document.string($0.key) == key }
    }

    /// `'Home'` when the mapping has a readable id, for messages.
    private func label(_ node: NodeID) -> String {
        for (key, value) in document.pairs(node) where document.scalar(key, equals: "id") && document.kind(value) == .scalar {
            return "'\(document.string(value))'"
        }
        return "at line \(document.start(node).line)"
    }
}
