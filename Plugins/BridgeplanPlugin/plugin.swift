import Foundation
import PackagePlugin

/// `swift package plan-migration [INVENTORY] [bridgeplan plan options…]`: plans the package's
/// inventory with the bridgeplan tool. Without an inventory argument it looks for
/// `bridgeplan.yaml`, `ui-inventory.yaml` or `inventory.yaml` at the package root.
@main
struct BridgeplanPlugin: CommandPlugin {
    static let defaultNames = ["bridgeplan.yaml", "ui-inventory.yaml", "inventory.yaml"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "bridgeplan")
        let root = context.package.directoryURL
        var arguments = arguments
        let command = ["validate", "plan", "gates", "diff", "dump", "schema"].contains(arguments.first ?? "") ? arguments.removeFirst() : "plan"
        if command != "gates", command != "schema", !arguments.contains(where: { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }) {
            guard let found = Self.defaultNames.map({ root.appendingPathComponent($0) }).first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                Diagnostics.error("no inventory given and none of \(Self.defaultNames.joined(separator: ", ")) at the package root; run `swift package plan-migration path/to/inventory.yaml`")
                return
            }
            arguments.insert(found.path, at: 0)
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [command] + arguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("bridgeplan \(command) exited with code \(process.terminationStatus)")
        }
    }
}
