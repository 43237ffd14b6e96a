import ArgumentParser
import Bridgeplan
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

public enum DumpFormat: String, Sendable, CaseIterable, ExpressibleByArgument {
    case yaml, json
}

extension Runner {
    /// The inventory as Bridgeplan reads it, every default applied, as YAML or JSON (both
    /// read back as the same inventory). Only for inventories without schema errors.
    public static func dump(path: String, format: DumpFormat = .yaml, input: InputSettings = InputSettings()) -> CommandOutput {
        let (_, analysis, refused) = Setup(input.resolvingConfig(beside: path)).analyse(path, refusal: "nothing dumped")
        guard let analysis else { return refused }
        var output = CommandOutput()
        let document = InventoryDump.document(analysis.inventory)
        switch format {
        case .yaml: output.stdout = InventoryDump.yamlHeader + document.yaml()
        case .json: output.stdout = InventoryDump.yamlSafe(document.json.rendered())
        }
        return output
    }
}

/// The resolved inventory as an ordered document. Keys follow docs/inventory.md in YAML
/// (JSON sorts them). Notes the model keeps (app roadmap steps, containers, screens,
/// coordinators) are written; notes on references, presentations, embeds and needs, and
/// `app.note`, are not part of the model.
enum InventoryDump {
    typealias Node = YAMLTree

    static let yamlHeader = "# The inventory as Bridgeplan reads it, every default applied (bridgeplan dump).\n"

    static func document(_ inventory: Inventory) -> Node {
        .map([
            pair("version", .int(inventory.schemaVersion)),
            pair("app", app(inventory.app)),
            pair("policy", .map([
                pair("full_rewrite_max_screens", .int(inventory.policy.fullRewriteMaxScreens)),
                pair("max_effort_per_stage", .int(inventory.policy.maxEffortPerStage)),
            ] + (inventory.policy.pointsPerWeek.map { [pair("points_per_week", .int($0))] } ?? []))),
            pair("containers", .list(inventory.containers.map(container))),
            pair("screens", .list(inventory.screens.map(screen))),
            pair("coordinators", .list(inventory.coordinators.map(coordinator))),
        ])
    }

    private static func app(_ app: App) -> Node {
        .map([
            pair("name", .string(app.name)),
            pair("deployment_target", .string(app.deploymentTarget.description)),
            pair("target_roadmap", .list(app.roadmap.map { step in
                .map([pair("version", .string(step.version.description))] + note(step.note))
            })),
            pair("root", .string(app.root.id)),
        ] + (app.entries.isEmpty ? [] : [pair("entries", .list(app.entries.map { entry in
            .map([pair("target", .string(entry.target.id))] + (entry.via.map { [pair("via", .string($0))] } ?? []))
        }))]))
    }

    private static func container(_ c: Container) -> Node {
        var pairs = [pair("id", .string(c.id)), pair("kind", .string(c.kind.rawValue)), pair("framework", .string(c.framework.rawValue))]
        if c.kind == .navigation {
            if let root = c.children.first { pairs.append(pair("root", .string(root.id))) }
        } else {
            pairs.append(pair(c.kind.childrenKey, ids(c.children)))
        }
        if let coordinator = c.coordinator { pairs.append(pair("coordinator", .string(coordinator.id))) }
        pairs.append(pair("embed", .list(c.embeds.map(embed))))
        pairs.append(pair("effort", .int(c.effort)))
        return .map(pairs + note(c.note))
    }

    private static func screen(_ s: Screen) -> Node {
        var pairs = [
            pair("id", .string(s.id)),
            pair("framework", .string(s.framework.rawValue)),
            pair("push", ids(s.push)),
            pair("present", .list(s.present.map { .map([pair("target", .string($0.target.id)), pair("style", .string($0.style.rawValue))]) })),
            pair("embed", .list(s.embeds.map(embed))),
            pair("needs", .list(s.needs.map { .string($0.gate) })),
            pair("effort", .int(s.effort)),
            pair("source", .string(s.source.rawValue)),
            pair("reaches_into_uikit", .bool(s.reachesIntoUIKit)),
            pair("keep_uikit", .bool(s.keepUIKit)),
        ]
        if let coordinator = s.coordinator { pairs.append(pair("coordinator", .string(coordinator.id))) }
        if let uikitClass = s.uikitClass { pairs.append(pair("uikit_class", .string(uikitClass))) }
        return .map(pairs + note(s.note))
    }

    private static func coordinator(_ c: Coordinator) -> Node {
        var pairs = [pair("id", .string(c.id))]
        if let parent = c.parent { pairs.append(pair("parent", .string(parent.id))) }
        if let owns = c.owns { pairs.append(pair("owns", .string(owns.id))) }
        pairs.append(pair("view_controller_reference", .string(c.viewControllerReference.rawValue)))
        pairs.append(pair("removed_on_finish", .bool(c.removedOnFinish)))
        return .map(pairs + note(c.note))
    }

    private static func embed(_ e: Embed) -> Node {
        .map([
            pair("target", .string(e.target.id)),
            pair("containment", .string(e.containment.rawValue)),
            pair("removal", .string(e.removal.rawValue)),
            pair("in", .string(e.place.rawValue)),
        ])
    }

    private static func ids(_ refs: [Ref]) -> Node { .list(refs.map { .string($0.id) }) }

    private static func note(_ text: String?) -> [Node.Pair] { text.map { [pair("note", .string($0))] } ?? [] }

    private static func pair(_ key: String, _ value: Node) -> Node.Pair { Node.Pair(key, value) }

    // MARK: - Text

    /// The JSON writer's text with the few characters it leaves raw that YAML cannot hold
    /// raw escaped; they only occur inside strings, where `\uXXXX` means the same in JSON.
    static func yamlSafe(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && YAMLText.needsEscape($0) }) else { return json }
        var out = ""
        for scalar in json.unicodeScalars {
            if scalar.value >= 0x7F, YAMLText.needsEscape(scalar) { out += YAMLText.escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
