import ArgumentParser
import Bridgeplan

public enum GatesFormat: String, Sendable, CaseIterable, ExpressibleByArgument {
    case text, json
}

extension Runner {
    /// The catalog, optionally judged against a deployment target.
    public static func gates(target text: String?, format: GatesFormat, input: InputSettings) -> CommandOutput {
        let setup = Setup(input.resolvingConfig(beside: ".", isFolder: true))
        if let failure = setup.failure { return failure }
        let catalog = setup.options.catalog
        var output = CommandOutput()
        output.stderr = DiagnosticReporter.render(setup.problems, format: .text, files: setup.files)
        var target: OSVersion?
        if let text {
            guard let version = OSVersion(text) else {
                output.stderr += "error: --target '\(text)' is not a version such as 15, 15.0 or 16.4\n"
                output.exitCode = ExitStatus.usage
                return output
            }
            target = version
        }
        switch format {
        case .json:
            let gates: [JSON] = catalog.all.map { gate in
                var fields: [String: JSON] = [
                    "id": .string(gate.id), "api": .string(gate.api), "kind": .string(gate.kind), "tier": .string(gate.tier),
                    "introduced": .string(gate.introduced.description),
                    "deprecated": .string(gate.deprecated?.description), "softDeprecated": .bool(gate.softDeprecated),
                    "fallback": gate.fallback.map { f in
                        .object(["text": .string(f.text), "minimum": .string(f.minimum.description), "shim": .string(f.shim), "source": .string(f.source), "confidence": .string(f.confidence)])
                    } ?? .null,
                    "source": .string(gate.source), "confidence": .string(gate.confidence), "origin": .string(gate.origin),
                ]
                if let target { fields["status"] = .string(gate.status(at: target).rawValue) }
                return .object(fields)
            }
            var top: [String: JSON] = ["schema": .string("bridgeplan.gates/1"), "gates": .array(gates)]
            if let target { top["target"] = .string(target.description) }
            output.stdout = JSON.object(top).rendered()
        case .text:
            var rows = [["GATE", "API", "IOS", "FALLBACK FROM"] + (target == nil ? [] : ["AT \(target!)"])]
            for gate in catalog.all {
                var row = [gate.id, gate.api, gate.introduced.description, gate.fallback.map { $0.minimum.description } ?? "-"]
                if let target {
                    switch gate.status(at: target) {
                    case .native: row.append("available")
                    case .fallback: row.append("fallback: \(gate.fallback!.shim ?? gate.fallback!.text)")
                    case .unmet: row.append("gated (needs \(gate.metFrom))")
                    }
                }
                rows.append(row)
            }
            output.stdout = table(rows)
            if let target {
                let all = catalog.all
                let native = all.filter { $0.status(at: target) == .native }.count
                let fallback = all.filter { $0.status(at: target) == .fallback }.count
                output.stdout += "\n\(all.count) gates at iOS \(target): \(native) available, \(fallback) through a fallback, \(all.count - native - fallback) gated\n"
            }
        }
        return output
    }

    /// Columns padded to their widest cell (the API column capped, so lines stay readable).
    static func table(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let clipped = rows.map { row in row.enumerated().map { $0.offset == 1 && $0.element.count > 44 ? String($0.element.prefix(43)) + "…" : $0.element } }
        let widths = (0..<columns).map { c in clipped.map { c < $0.count ? $0[c].count : 0 }.max() ?? 0 }
        return clipped.map { row in
            row.enumerated().map { c, cell in
                c + 1 == row.count ? cell : cell + String(repeating: " ", count: widths[c] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
