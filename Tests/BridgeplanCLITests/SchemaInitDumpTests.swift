@testable import BridgeplanCLI
@testable import Bridgeplan
import Foundation
import Testing

// `bridgeplan schema`, `init` and `dump`. The schema is checked with a real validator
// (python3's jsonschema, Draft7Validator, on documents loaded with PyYAML's safe_load, as
// an editor would see them); .ci/run installs both.

private let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let schemaPath = "Config/bridgeplan.schema.json"

/// Every example inventory, repository-relative, sorted.
private let examples: [String] = {
    let base = repoRoot.appendingPathComponent("Config/examples")
    let all = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
    return all.filter { $0.hasSuffix(".yaml") }.sorted().map { "Config/examples/\($0)" }
}()

private func absolute(_ relativePath: String) -> String { repoRoot.appendingPathComponent(relativePath).path }

/// A fresh temporary directory, removed when `body` returns.
private func withScratchDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bridgeplan-sid-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// The schema errors python's jsonschema finds in each YAML file, as "json/path: message"
/// ("" is the document root). Records an issue and returns nil when python3 fails.
private func pythonSchemaErrors(_ paths: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String: [String]]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", """
    import json, sys, yaml, jsonschema
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    result = {}
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as f:
            document = yaml.safe_load(f)
        result[path] = sorted("/".join(map(str, e.absolute_path)) + ": " + e.message for e in validator.iter_errors(document))
    json.dump(result, sys.stdout)
    """, absolute(schemaPath)] + paths
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting: a full pipe would block python forever.
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let result = try JSONSerialization.jsonObject(with: data) as? [String: [String]] else {
        Issue.record("python3 with PyYAML and jsonschema is needed (.ci/run installs them): \(errors)", sourceLocation: sourceLocation)
        return nil
    }
    return result
}

/// The JSON paths of the errors ("screens/0/effort"), without messages.
private func errorPaths(_ errors: [String]) -> [String] {
    errors.map { String($0[..<$0.range(of: ": ")!.lowerBound]) }
}

// MARK: - schema

@Suite struct SchemaCommandTests {
    @Test func schemaIsTheCommittedCopy() throws {
        let output = Runner.schema()
        #expect(output.exitCode == 0)
        #expect(output.stderr.isEmpty)
        let url = repoRoot.appendingPathComponent(schemaPath)
        if ProcessInfo.processInfo.environment["BRIDGEPLAN_RECORD"] == "1" {
            try Data(output.stdout.utf8).write(to: url, options: .atomic)
            return
        }
        let committed = try Data(contentsOf: url)
        #expect(committed == Data(output.stdout.utf8), "\(schemaPath) is not what `bridgeplan schema` prints; re-record with BRIDGEPLAN_RECORD=1 if the change is intended")
    }

    @Test func everyExampleNamesTheSchema() throws {
        #expect(examples.count >= 29)
        let schema = repoRoot.appendingPathComponent(schemaPath).standardizedFileURL.path
        for example in examples {
            let text = try String(contentsOfFile: absolute(example), encoding: .utf8)
            let first = text.prefix { $0 != "\n" }
            let prefix = "# yaml-language-server: $schema="
            guard first.hasPrefix(prefix) else {
                Issue.record("\(example) does not begin with '\(prefix)…'")
                continue
            }
            let relative = String(first.dropFirst(prefix.count))
            let resolved = URL(fileURLWithPath: absolute(example)).deletingLastPathComponent().appendingPathComponent(relative).standardizedFileURL.path
            #expect(resolved == schema, "\(example): $schema=\(relative) does not lead to \(schemaPath)")
        }
    }

    /// The schema's keys are exactly the decoder's: an editor neither flags a key
    /// Bridgeplan reads nor offers one it refuses.
    @Test func schemaKeysAreTheDecodersKeys() throws {
        let schema = InventorySchema.json()
        func properties(_ path: String...) -> Set<String> {
            var node = schema
            for key in path {
                guard case .object(let fields) = node, let next = fields[key] else { return [] }
                node = next
            }
            guard case .object(let fields) = node, case .object(let props)? = fields["properties"] else { return [] }
            return Set(props.keys)
        }
        /// The mapping alternative of an id-or-mapping definition.
        func mappingForm(_ definition: String) -> Set<String> {
            guard case .object(let defs)? = field(schema, "definitions"), case .object(let def)? = defs[definition],
                  case .array(let forms)? = def["anyOf"] else { return [] }
            for case .object(let form) in forms {
                if case .object(let props)? = form["properties"] { return Set(props.keys) }
            }
            return []
        }
        #expect(properties() == Set(InventoryDecoder.topKeys))
        #expect(properties("properties", "app") == Set(InventoryDecoder.appKeys))
        #expect(properties("properties", "policy") == Set(InventoryDecoder.policyKeys))
        #expect(properties("definitions", "container") == Set(InventoryDecoder.containerKeys))
        #expect(properties("definitions", "screen") == Set(InventoryDecoder.screenKeys))
        #expect(properties("definitions", "coordinator") == Set(InventoryDecoder.coordinatorKeys))
        #expect(mappingForm("roadmapStep") == Set(InventoryDecoder.roadmapKeys))
        #expect(mappingForm("reference") == Set(InventoryDecoder.refKeys))
        #expect(mappingForm("presentation") == Set(InventoryDecoder.presentKeys))
        #expect(mappingForm("embed") == Set(InventoryDecoder.embedKeys))
        #expect(mappingForm("need") == Set(InventoryDecoder.needKeys))
    }

    /// Every key and definition says, in one line, what a team needs to know.
    @Test func everyKeyHasAOneLineDescription() {
        var missing: [String] = []
        func visit(_ node: JSON, _ path: String) {
            guard case .object(let fields) = node else { return }
            if case .object(let props)? = fields["properties"] {
                for (key, value) in props {
                    if case .bool = value { continue } // `false`: a key refused by a kind
                    if case .string(let text)? = field(value, "description"), !text.isEmpty, !text.contains("\n") {} else { missing.append("\(path)/\(key)") }
                    visit(value, "\(path)/\(key)")
                }
            }
            if case .object(let defs)? = fields["definitions"] {
                for (name, def) in defs {
                    if case .string? = field(def, "description") {} else { missing.append("definitions/\(name)") }
                    visit(def, "definitions/\(name)")
                }
            }
            for key in ["anyOf", "allOf"] {
                if case .array(let items)? = fields[key] {
                    for (n, item) in items.enumerated() where field(item, "if") == nil { visit(item, "\(path)/\(key)/\(n)") }
                }
            }
            if let items = fields["items"] { visit(items, "\(path)/items") }
        }
        visit(InventorySchema.json(), "")
        #expect(missing.isEmpty, "no description: \(missing.sorted())")
    }

    @Test func gateIdsAreExamplesNotAnEnum() throws {
        let definitions = try #require(field(InventorySchema.json(), "definitions"))
        let gate = try #require(field(definitions, "gate"))
        #expect(field(gate, "enum") == nil, "users add gates with --gates")
        #expect(field(gate, "examples") == .strings(GateCatalog.builtIn.all.map(\.id)))
    }

    @Test func userGatesJoinTheExamples() throws {
        try withScratchDirectory { dir throws in
            let gates = dir.appendingPathComponent("gates.yaml")
            try "version: 1\ngates:\n  - { id: design-kit, api: DesignKit, introduced: \"17.0\", source: internal }\n".write(to: gates, atomically: false, encoding: .utf8)
            var input = InputSettings()
            input.gateFiles = [gates.path]
            let output = Runner.schema(input: input)
            #expect(output.exitCode == 0)
            #expect(output.stdout.contains("\"design-kit\""))
            #expect(!Runner.schema().stdout.contains("\"design-kit\""))
            input.gateFiles = [dir.appendingPathComponent("missing.yaml").path]
            #expect(Runner.schema(input: input).exitCode == 2)
        }
    }

    /// All examples, the starter and every dump pass; each invalid fixture fails exactly
    /// where its violations are. Forms Bridgeplan accepts pass; kind rules are enforced.
    @Test func realValidatorAgreesWithBridgeplan() throws {
        try withScratchDirectory { dir throws in
            var valid = examples.map(absolute)
            let starter = dir.appendingPathComponent("starter.yaml")
            try Runner.starterInventory.write(to: starter, atomically: false, encoding: .utf8)
            valid.append(starter.path)
            for (n, example) in examples.enumerated() {
                for format in DumpFormat.allCases {
                    let dump = dir.appendingPathComponent("dump-\(n).\(format.rawValue)")
                    try Runner.dump(path: absolute(example), format: format).stdout.write(to: dump, atomically: false, encoding: .utf8)
                    valid.append(dump.path)
                }
            }
            // Every alternative form Bridgeplan reads, which an editor must not flag.
            let forms = dir.appendingPathComponent("forms.yaml")
            try """
            version: 1
            app:
              name: Forms
              deployment_target: 15.0
              target_roadmap: [16, "16.4.1", { version: 17.0 }]
              root: { target: Tabs, note: "a reference with a note" }
              note: "app notes are read too"
            policy:
            containers:
              - { id: Tabs, kind: tab-bar, tabs: [Nav, { target: Pages, note: n }], coordinator: { target: Root } }
              - { id: Nav, kind: navigation, root: { target: Home }, embed: [Mini] }
              - { id: Pages, kind: pager, pages: [Page], effort: 0 }
              - { id: Split, kind: split, columns: [Side, Nav] }
            screens:
              - id: Home
                push: [{ target: Detail, note: n }]
                present: [Sheet, { target: Split, style: full-screen, note: n }]
                embed: [Card, { target: Cell, containment: missing-did-move, removal: wrong-order, in: cell, note: n }]
                needs: [task, { gate: refreshable, note: n }]
                source: xib
                reaches_into_uikit: false
                keep_uikit: false
              - { id: Detail, push: }
              - { id: Sheet }
              - { id: Card }
              - { id: Cell, framework: swiftui }
              - { id: Page }
              - { id: Side }
              - { id: Mini }
            coordinators:
              - { id: Root, view_controller_reference: weak, removed_on_finish: true }
              - { id: Child, parent: { target: Root }, owns: Nav, note: n }

            """.write(to: forms, atomically: false, encoding: .utf8)
            let bridgeplan = Pipeline.check(path: forms.path)
            #expect(bridgeplan.analysis != nil, "Bridgeplan reads every form: \(bridgeplan.diagnostics.filter { $0.severity == .error }.map(\.message))")
            valid.append(forms.path)

            // What only the schema's kind rules can catch.
            let kinds = dir.appendingPathComponent("kinds.yaml")
            try """
            version: 1
            app: { name: Kinds, deployment_target: "15.0", root: Tabs }
            containers:
              - { id: Tabs, kind: tab-bar, root: Home }
              - { id: Nav, kind: navigation, tabs: [Home] }
              - { id: Split, kind: split }
              - { id: Pages, kind: pager, pages: [Home], columns: [Home] }
            screens:
              - { id: Home, effort: -1, needs: [42], present: [{ style: sheet }] }

            """.write(to: kinds, atomically: false, encoding: .utf8)

            let invalid: [String: [String]] = [
                absolute("Tests/BridgeplanTests/Fixtures/invalid/unknown-keys.yaml"): ["screens/0", "screens/0/embed/0", "screens/1/source"],
                absolute("Tests/BridgeplanTests/Fixtures/invalid/types.yaml"): [
                    "policy/max_effort_per_stage", "screens/0/effort", "screens/0/present", "screens/0/push", "screens/1",
                ],
                absolute("Tests/BridgeplanTests/Fixtures/invalid/missing.yaml"): ["app", "containers/0", "screens/0"],
                absolute("Tests/BridgeplanTests/Fixtures/invalid/bad-target.yaml"): ["app", "app/deployment_target"],
                kinds.path: [
                    // jsonschema places a `then` branch's errors (missing and refused keys) at the container.
                    "containers/0", "containers/0", "containers/1", "containers/1", "containers/2",
                    "containers/3", "screens/0/effort", "screens/0/needs/0", "screens/0/present/0",
                ],
            ]
            guard let result = try pythonSchemaErrors(valid + invalid.keys.sorted()) else { return }
            for path in valid {
                #expect(result[path] == [], "\(path) should validate: \(result[path] ?? ["not checked"])")
            }
            for (path, expected) in invalid {
                let errors = result[path] ?? []
                #expect(!errors.isEmpty, "\(path) must fail the schema")
                #expect(errorPaths(errors).sorted() == expected.sorted(), "\(path): \(errors)")
            }
        }
    }
}

private func field(_ node: JSON, _ key: String) -> JSON? {
    guard case .object(let fields) = node else { return nil }
    return fields[key]
}

// MARK: - init

@Suite struct InitCommandTests {
    @Test func starterValidatesWithoutErrorsOrWarnings() throws {
        try withScratchDirectory { dir throws in
            let path = dir.appendingPathComponent("inventory.yaml").path
            let output = Runner.initInventory(path: path)
            #expect(output.exitCode == 0)
            #expect(output.stdout.isEmpty)
            #expect(output.stderr.contains("wrote \(path)"))
            #expect(try String(contentsOfFile: path, encoding: .utf8) == Runner.starterInventory)
            var request = Runner.ValidateRequest(paths: [path])
            request.strict = true
            let validation = Runner.validate(request)
            #expect(validation.exitCode == 0, "\(validation.stdout)")
            #expect(validation.stderr.hasPrefix("0 errors, 0 warnings"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["inventory.yaml"], "no temporary left behind")
        }
    }

    @Test func starterShowsTheMainShapes() throws {
        let starter = Runner.starterInventory
        #expect(starter.hasPrefix("# yaml-language-server: $schema=bridgeplan.schema.json\n"))
        let checked = Pipeline.check(SourceFile(path: "starter.yaml", text: starter))
        let analysis = try #require(checked.analysis)
        let inventory = analysis.inventory
        #expect(inventory.containers.map(\.kind) == [.tabBar, .navigation, .navigation])
        #expect(inventory.screens.contains { !$0.present.isEmpty })
        #expect(inventory.screens.contains { !$0.embeds.isEmpty })
        #expect(!inventory.coordinators.isEmpty)
        #expect(!inventory.app.roadmap.isEmpty)
        let plan = Planner.plan(analysis, diagnostics: checked.diagnostics)
        #expect(plan.stages.count > 1, "a staged plan, not one rewrite")
    }

    @Test func initNeverOverwritesWithoutForce() throws {
        try withScratchDirectory { dir throws in
            let path = dir.appendingPathComponent("inventory.yaml").path
            try "version: 1 # mine\n".write(toFile: path, atomically: false, encoding: .utf8)
            let output = Runner.initInventory(path: path)
            #expect(output.exitCode == 2)
            #expect(output.stderr.contains("already exists"))
            #expect(output.stderr.contains("--force"))
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "version: 1 # mine\n")

            let forced = Runner.initInventory(path: path, force: true)
            #expect(forced.exitCode == 0)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == Runner.starterInventory)
        }
    }

    @Test func initRefusesDirectoriesAndMissingFolders() throws {
        try withScratchDirectory { dir throws in
            let atDirectory = Runner.initInventory(path: dir.path, force: true)
            #expect(atDirectory.exitCode == 2)
            #expect(atDirectory.stderr.contains("is a directory"))
            let missing = Runner.initInventory(path: dir.appendingPathComponent("no/such/inventory.yaml").path)
            #expect(missing.exitCode == 2)
            #expect(missing.stderr.contains("does not exist"))
        }
    }

    @Test func commandLine() throws {
        #expect(try InitCommand.parse([]).path == "inventory.yaml")
        let command = try #require(try BridgeplanCommand.parseAsRoot(["init", "ui.yaml", "--force"]) as? InitCommand)
        #expect(command.path == "ui.yaml")
        #expect(command.force)
        let dump = try #require(try BridgeplanCommand.parseAsRoot(["dump", "ui.yaml", "--format", "json"]) as? DumpCommand)
        #expect(dump.format == .json)
        #expect(try BridgeplanCommand.parseAsRoot(["schema"]) is SchemaCommand)
    }
}

// MARK: - dump

@Suite struct DumpCommandTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var example: String
        var format: DumpFormat
        var testDescription: String { "\(example) as \(format.rawValue)" }
    }

    static let cases = examples.flatMap { example in DumpFormat.allCases.map { Case(example: example, format: $0) } }

    /// dump(dump(x)) == dump(x): the dump reads back as the same inventory, with no new
    /// errors and the same findings; the JSON dump reads back as YAML too.
    @Test(arguments: cases)
    func dumpIsAFixedPoint(_ c: Case) throws {
        try withScratchDirectory { dir throws in
            let first = Runner.dump(path: absolute(c.example), format: c.format)
            #expect(first.exitCode == 0)
            #expect(first.stderr.isEmpty)
            let dumped = dir.appendingPathComponent("dump.\(c.format.rawValue)")
            try first.stdout.write(to: dumped, atomically: false, encoding: .utf8)

            let original = Pipeline.check(path: absolute(c.example))
            let again = Pipeline.check(path: dumped.path)
            #expect(again.analysis != nil, "the dump has errors: \(again.diagnostics.filter { $0.severity == .error }.map(\.message))")
            func findings(_ checked: Pipeline.Checked) -> [String] {
                checked.diagnostics.map { "\($0.severity) \($0.rule) \($0.subject ?? "-"): \($0.message)" }.sorted()
            }
            #expect(findings(again) == findings(original), "same findings from the dump")

            let second = Runner.dump(path: dumped.path, format: c.format)
            #expect(second == first, "dumping the dump changes it")
            // Either format reads back as the same inventory.
            #expect(Runner.dump(path: dumped.path, format: .yaml).stdout == Runner.dump(path: absolute(c.example), format: .yaml).stdout)
        }
    }

    @Test func aScreensUIKitClassIsDumpedAndReadBack() throws {
        try withScratchDirectory { dir throws in
            let path = dir.appendingPathComponent("classes.yaml")
            try """
            version: 1
            app: { name: Pager, deployment_target: "15.0", root: Home }
            screens:
              - { id: Home, uikit_class: ButtonBarPagerTabStripViewController, embed: [Page] }
              - { id: Page }

            """.write(to: path, atomically: false, encoding: .utf8)
            let output = Runner.dump(path: path.path, format: .yaml)
            #expect(output.stdout.contains("uikit_class: ButtonBarPagerTabStripViewController") || output.stdout.contains("uikit_class: \"ButtonBarPagerTabStripViewController\""), "\(output.stdout)")
            let dumped = dir.appendingPathComponent("dump.yaml")
            try output.stdout.write(to: dumped, atomically: false, encoding: .utf8)
            let again = try #require(Pipeline.check(path: dumped.path).analysis)
            #expect(again.inventory.screens.first { $0.id == "Home" }?.uikitClass == "ButtonBarPagerTabStripViewController")
        }
    }

    @Test func jsonDumpIsJSON() throws {
        let output = Runner.dump(path: absolute("Config/examples/shop.yaml"), format: .json)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect((json["screens"] as? [Any])?.count == 11)
        #expect((json["app"] as? [String: Any])?["deployment_target"] as? String == "15.0")
    }

    @Test func everyDefaultIsWritten() throws {
        try withScratchDirectory { dir throws in
            let path = dir.appendingPathComponent("small.yaml")
            try """
            version: 1
            app: { name: Small, deployment_target: 16, target_roadmap: ["17"], root: Nav }
            containers:
              - { id: Nav, kind: navigation, root: Home, coordinator: { target: C, note: dropped } }
            screens:
              - { id: Home, present: [Modal], embed: [Child], needs: [task], note: "kept" }
              - { id: Modal }
              - { id: Child }
            coordinators:
              - { id: C, owns: Nav }

            """.write(to: path, atomically: false, encoding: .utf8)
            let output = Runner.dump(path: path.path)
            #expect(output.exitCode == 0)
            #expect(output.stdout == """
            \(InventoryDump.yamlHeader)version: 1
            app:
              name: "Small"
              deployment_target: "16.0"
              target_roadmap:
                - version: "17.0"
              root: "Nav"
            policy:
              full_rewrite_max_screens: 8
              max_effort_per_stage: 40
            containers:
              - id: "Nav"
                kind: "navigation"
                framework: "uikit"
                root: "Home"
                coordinator: "C"
                embed: []
                effort: 1
            screens:
              - id: "Home"
                framework: "uikit"
                push: []
                present:
                  - target: "Modal"
                    style: "sheet"
                embed:
                  - target: "Child"
                    containment: "full"
                    removal: "none"
                    in: "view"
                needs: ["task"]
                effort: 1
                source: "code"
                reaches_into_uikit: false
                keep_uikit: false
                note: "kept"
              - id: "Modal"
                framework: "uikit"
                push: []
                present: []
                embed: []
                needs: []
                effort: 1
                source: "code"
                reaches_into_uikit: false
                keep_uikit: false
              - id: "Child"
                framework: "uikit"
                push: []
                present: []
                embed: []
                needs: []
                effort: 1
                source: "code"
                reaches_into_uikit: false
                keep_uikit: false
            coordinators:
              - id: "C"
                owns: "Nav"
                view_controller_reference: "weak"
                removed_on_finish: true

            """)
        }
    }

    /// Strings that YAML would read as something else, or that need escapes, survive.
    @Test(arguments: DumpFormat.allCases)
    func awkwardStringsRoundTrip(_ format: DumpFormat) throws {
        try withScratchDirectory { dir throws in
            let path = dir.appendingPathComponent("awkward.yaml")
            // Escapes are YAML's: DEL, NEL, LS, BOM and a C0 control, which no output may hold raw.
            try #"""
            version: 1
            app: { name: "q\" b\\ t\t del\x7F nel\x85 ls\u2028 bom\uFEFF é 😀 # : - [", deployment_target: "15.0", root: "on" }
            containers:
              - { id: "on", kind: navigation, root: "yes" }
            screens:
              - { id: "yes", note: "two\nlines \x01", present: ["null"], push: ["1.0"] }
              - { id: "null" }
              - { id: "1.0", keep_uikit: true }

            """#.write(to: path, atomically: false, encoding: .utf8)
            let original = try #require(Pipeline.check(path: path.path).analysis).inventory
            let first = Runner.dump(path: path.path, format: format)
            #expect(first.exitCode == 0, "\(first.stderr)")
            for scalar in first.stdout.unicodeScalars where scalar != "\n" {
                #expect(!YAMLText.needsEscape(scalar), "raw U+\(String(scalar.value, radix: 16)) in the dump")
            }
            let dumped = dir.appendingPathComponent("dump.\(format.rawValue)")
            try first.stdout.write(to: dumped, atomically: false, encoding: .utf8)
            let reread = try #require(Pipeline.check(path: dumped.path).analysis).inventory
            #expect(reread.app.name == original.app.name)
            #expect(reread.screens.map(\.id) == ["yes", "null", "1.0"])
            #expect(reread.screens[0].note == "two\nlines \u{01}")
            #expect(reread.screens[0].push.map(\.id) == ["1.0"])
            #expect(reread.containers.map(\.id) == ["on"])
            #expect(Runner.dump(path: dumped.path, format: format) == first)
        }
    }

    @Test func schemaErrorsGetDiagnosticsAndNoDump() {
        let output = Runner.dump(path: absolute("Tests/BridgeplanTests/Fixtures/invalid/types.yaml"))
        #expect(output.exitCode == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("[type-mismatch]"))
        #expect(output.stderr.contains("nothing dumped"))
        #expect(Runner.dump(path: "/nonexistent/inventory.yaml").exitCode == 2)
    }

    @Test func lintFindingsDoNotStopTheDump() {
        let output = Runner.dump(path: absolute("Config/examples/rules/containment-view-only.yaml"))
        #expect(output.exitCode == 0)
        #expect(output.stdout.contains("containment: \"view-only\""))
    }
}
