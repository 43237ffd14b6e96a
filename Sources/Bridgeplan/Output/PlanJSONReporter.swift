/// `bridgeplan.plan/1`: the plan as data, keys sorted, byte-for-byte deterministic.
public enum PlanJSONReporter {
    public static let schema = "bridgeplan.plan/1"

    public static func render(_ plan: Plan) -> String {
        String(decoding: renderUTF8(plan), as: UTF8.self)
    }

    /// The plan as bytes; every object's keys are written in sorted order.
    public static func renderUTF8(_ plan: Plan) -> [UInt8] {
        // Generous on purpose: pages of the reserve that are never written cost no memory,
        // while growing the buffer copies it (sizes per element: docs/performance.md).
        var w = JSONWriter(capacity: 65_536 + plan.analysis.graph.count * 1024 + plan.diagnostics.count * 768)
        write(plan, to: &w)
        return w.finishUTF8()
    }

    /// The same bytes handed to `sink` a chunk at a time: a 100k-screen plan is about 50 MB
    /// of JSON, which need never be in memory at once.
    public static func stream(_ plan: Plan, chunkSize: Int = 1 << 20, to sink: (UnsafeRawBufferPointer) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            var w = JSONWriter(chunkSize: chunkSize, sink: sink)
            write(plan, to: &w)
            w.finishStreaming()
        }
    }

    private static func write(_ plan: Plan, to w: inout JSONWriter) {
        let analysis = plan.analysis
        let inventory = plan.inventory
        let graph = analysis.graph
        w.object { w in
            w.object("app") { w in
                w.field("deploymentTarget", inventory.app.deploymentTarget.description)
                w.field("file", inventory.path)
                w.field("name", inventory.app.name)
                w.field("root", inventory.app.root.id)
                w.field("targetRoadmap", analysis.targets.dropFirst().map(\.description))
            }
            w.array("boundaries") { w in
                w.elements(plan.boundaries.count) { w, i in
                    let b = plan.boundaries[i]
                    w.object { w in
                        w.field("edge", b.edge.rawValue)
                        w.field("from", b.from)
                        w.field("hazard", b.hazard)
                        w.field("liveNow", b.liveNow)
                        w.field("removedBy", b.removedBy)
                        w.field("strategy", b.strategy.rawValue)
                        w.field("to", b.to)
                    }
                }
            }
            w.field("deletionCandidates", analysis.deletionCandidates)
            w.array("findings") { w in
                w.elements(plan.diagnostics.count) { w, i in DiagnosticReporter.write(plan.diagnostics[i], to: &w) }
            }
            w.field("schema", schema)
            w.array("stages") { w in
                w.elements(plan.stages.count, piece: 64) { w, i in
                    let stage = plan.stages[i]
                    let items = plan.checklistItems(stage)
                    w.object { w in
                        w.field("bridges", stage.bridges)
                        w.field("checklist", items.map(\.text))
                        // The same lines as data, index for index: what to do, for which unit, by which rule.
                        w.array("checklistItems") { w in
                            for item in items {
                                w.object { w in
                                    w.field("action", item.action.rawValue)
                                    w.field("rule", item.rule?.rawValue)
                                    w.field("unit", item.unit)
                                }
                            }
                        }
                        w.field("effort", stage.effort)
                        w.field("index", stage.index)
                        w.field("kind", stage.kind.rawValue)
                        w.field("shims", stage.shims)
                        w.field("swiftuiScreens", stage.swiftUIScreens)
                        w.field("swiftuiShare", stage.swiftUIShare)
                        w.field("target", stage.target.description)
                        w.field("title", stage.title)
                        w.array("units") { w in
                            for u in stage.units { w.value(plan.units[u].id) }
                        }
                    }
                }
            }
            w.object("summary") { w in
                w.field("blockedUnits", plan.blockedUnits.map(\.id))
                w.field("bridgesAtEnd", plan.stages.last?.bridges ?? plan.bridgesNow)
                w.field("bridgesNow", plan.bridgesNow)
                if let calibration = plan.calibration {
                    func spread(_ s: EffortCalibration.Spread?) -> JSON {
                        guard let s else { return .null }
                        let e = Double(plan.totalEffort)
                        return .fields(["median": .double((e * s.median).rounded()), "low": .double((e * s.low).rounded()), "high": .double((e * s.high).rounded())])
                    }
                    w.field("calibratedEffort", .fields([
                        "source": .string(calibration.source), "moves": .int(calibration.moves),
                        "screenDays": spread(calibration.daysPerPoint), "changedLines": spread(calibration.linesPerPoint),
                    ]))
                }
                w.field("effort", plan.totalEffort)
                if let weeks = plan.weeks(plan.totalEffort) { w.field("effortWeeks", .double(weeks)) }
                w.field("errors", plan.diagnostics.count(.error))
                w.field("infos", plan.diagnostics.count(.info))
                w.field("screens", plan.reachableScreens)
                w.field("screensWithoutEffort", plan.screensWithoutEffort)
                w.field("stages", plan.stages.count)
                w.field("swiftuiScreensNow", plan.swiftUIScreensNow)
                w.field("swiftuiShareAtEnd", plan.swiftUIShareAtEnd)
                w.field("swiftuiShareNow", plan.swiftUIShareNow)
                w.field("uncostedWork", plan.uncostedWork)
                w.field("unreachableScreens", analysis.unreachableScreens.count)
                w.field("warnings", plan.diagnostics.count(.warning))
                w.field("wholeAppRewrite", analysis.isWholeAppRewrite)
            }
            w.array("units") { w in
                w.elements(plan.units.count) { w, u in
                    let unit = plan.units[u]
                    w.object { w in
                        w.field("blockedBy", unit.blockedBy)
                        w.array("containers") { w in
                            for member in unit.members where graph.isContainer(member) { w.value(graph.ids[member]) }
                        }
                        w.field("effort", unit.effort)
                        w.array("gates") { w in
                            for gate in unit.gates {
                                w.object { w in
                                    w.field("gate", gate.gate)
                                    w.field("neededBy", gate.neededBy)
                                    w.field("status", gate.status.rawValue)
                                }
                            }
                        }
                        // The gate that keeps the unit past the deployment target, or null.
                        w.key("heldBy")
                        if let held = unit.heldBy {
                            w.object { w in
                                w.field("gate", held.gate)
                                w.field("neededBy", held.neededBy)
                            }
                        } else {
                            w.null()
                        }
                        w.field("id", unit.id)
                        w.field("notes", unit.notes)
                        w.field("requiredTarget", unit.requiredTarget.description)
                        w.field("screens", unit.screens)
                        w.field("shims", unit.shims)
                        w.field("shipTarget", unit.shipTarget?.description)
                        w.field("stage", plan.unitStage[u])
                        w.field("strategy", unit.strategy.rawValue)
                    }
                }
            }
        }
    }
}
