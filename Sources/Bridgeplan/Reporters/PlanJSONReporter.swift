/// `bridgeplan.plan/1`: the plan as data, keys sorted, byte-for-byte deterministic.
public enum PlanJSONReporter {
    public static let schema = "bridgeplan.plan/1"

    public static func render(_ plan: Plan) -> String {
        let analysis = plan.analysis
        let inventory = plan.inventory
        let units: [JSON] = plan.units.enumerated().map { u, unit in
            .fields([
                "id": .string(unit.id),
                "strategy": .string(unit.strategy.rawValue),
                "stage": plan.unitStage[u].map(JSON.int) ?? .null,
                "requiredTarget": .string(unit.requiredTarget.description),
                "shipTarget": .string(unit.shipTarget?.description),
                "screens": .strings(unit.screens),
                "containers": .strings(unit.members.filter(analysis.graph.isContainer).map { analysis.graph.ids[$0] }),
                "effort": .int(unit.effort),
                "shims": .strings(unit.shims),
                "blockedBy": .strings(unit.blockedBy),
                "gates": .array(unit.gates.map { gate in
                    .fields(["gate": .string(gate.gate), "neededBy": .string(gate.neededBy), "status": .string(gate.status.rawValue)])
                }),
                "notes": .strings(unit.notes),
            ])
        }
        let stages: [JSON] = plan.stages.map { stage in
            .fields([
                "index": .int(stage.index),
                "kind": .string(stage.kind.rawValue),
                "title": .string(stage.title),
                "target": .string(stage.target.description),
                "units": .strings(stage.units.map { plan.units[$0].id }),
                "effort": .int(stage.effort),
                "shims": .strings(stage.shims),
                "checklist": .strings(stage.checklist),
                "swiftuiScreens": .int(stage.swiftUIScreens),
                "swiftuiShare": .double(stage.swiftUIShare),
                "bridges": .int(stage.bridges),
            ])
        }
        let boundaries: [JSON] = plan.boundaries.map { b in
            .fields([
                "from": .string(b.from), "to": .string(b.to), "edge": .string(b.edge.rawValue),
                "strategy": .string(b.strategy.rawValue), "removedBy": .string(b.removedBy),
                "liveNow": .bool(b.liveNow), "hazard": .string(b.hazard),
            ])
        }
        return JSON.object([
            "schema": .string(schema),
            "app": .object([
                "name": .string(inventory.app.name),
                "file": .string(inventory.file.path),
                "deploymentTarget": .string(inventory.app.deploymentTarget.description),
                "targetRoadmap": .strings(analysis.targets.dropFirst().map(\.description)),
                "root": .string(inventory.app.root.id),
            ]),
            "summary": .object([
                "screens": .int(plan.reachableScreens),
                "unreachableScreens": .int(analysis.unreachableScreens.count),
                "swiftuiScreensNow": .int(plan.swiftUIScreensNow),
                "swiftuiShareNow": .double(plan.swiftUIShareNow),
                "swiftuiShareAtEnd": .double(plan.swiftUIShareAtEnd),
                "bridgesNow": .int(plan.bridgesNow),
                "bridgesAtEnd": .int(plan.stages.last?.bridges ?? plan.bridgesNow),
                "stages": .int(plan.stages.count),
                "effort": .int(plan.totalEffort),
                "blockedUnits": .strings(plan.blockedUnits.map(\.id)),
                "wholeAppRewrite": .bool(analysis.isWholeAppRewrite),
                "errors": .int(plan.diagnostics.count(.error)),
                "warnings": .int(plan.diagnostics.count(.warning)),
                "infos": .int(plan.diagnostics.count(.info)),
            ]),
            "units": .array(units),
            "stages": .array(stages),
            "findings": .array(plan.diagnostics.map(DiagnosticReporter.diagnosticJSON)),
            "boundaries": .array(boundaries),
            "deletionCandidates": .strings(analysis.unreachableScreens),
        ]).rendered()
    }
}

/// The formats `plan` writes.
public enum PlanFormat: String, Sendable, CaseIterable {
    case markdown, json

    public func render(_ plan: Plan) -> String {
        switch self {
        case .markdown: PlanMarkdownReporter.render(plan)
        case .json: PlanJSONReporter.render(plan)
        }
    }
}
