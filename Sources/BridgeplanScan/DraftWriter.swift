import Bridgeplan

/// The draft inventory as YAML (schema v1): every id quoted, defaults left out, `scanned:` on
/// each element naming the Swift file:line it came from, the navigation calls it could not
/// draw under `unresolved:`, and what it left out as comments at the end.
enum DraftWriter {
    /// What the scan read, for the header and the closing comments.
    struct Summary {
        var files: Int
        var documents: Int
        var roots: [String]
        var target: FileWalker.Target?
        /// Folders left out as apps of their own (extensions, watch apps), with why.
        var separateApps: [(folder: String, why: String)] = []
        /// The target came from `--deployment-target`.
        var forcedTarget = false
        /// Swift files left out as macOS code (AppKit or Cocoa imported, not UIKit).
        var appKitFiles = 0
        /// Swift files left out as tests (XCTest or Testing imported).
        var testFiles = 0
        /// Swift files left out because no target of their Xcode project but tests compiles
        /// them, per project (its `.xcodeproj`).
        var unbuiltFiles: [(project: String, count: Int)] = []
        var unbuiltInterfaceFiles: [(project: String, count: Int)] = []
    }

    static func yaml(_ r: inout Resolver, appName: String, summary: Summary) -> String {
        let root = r.root()
        let target = summary.target
        let files = summary.files
        var read = "\(files) Swift file\(files == 1 ? "" : "s")"
        if summary.documents > 0 { read += " and \(summary.documents) storyboard\(summary.documents == 1 ? "" : "s") and xib\(summary.documents == 1 ? "" : "s")" }
        var out = "# Draft inventory written by `bridgeplan scan` from \(read).\n"
        out += "# Names are resolved without a type checker: review it, then run `bridgeplan validate` on it.\n"
        let coverage = r.navigationCoverage
        if coverage.total > 0 {
            out += "# Navigation: \(coverage.resolved) of \(coverage.total) call sites drawn as edges; the others are listed under unresolved.\n"
        }
        out += "version: 1\n"
        out += "app:\n"
        out += "  name: \(quoted(appName))\n"
        out += "  deployment_target: \(quoted(target?.version ?? "13.0"))\n"
        let placeholder = "ScannedApp"
        out += "  root: \(quoted(root?.id ?? placeholder))\n"
        var appNote = root.map { "root: \($0.why)" } ?? "no view controller found"
        if summary.forcedTarget {
            appNote += "; deployment target: from --deployment-target"
        } else if let target, target.isAppTarget {
            appNote += "; deployment target: the app target's, at \(target.file):\(target.line)"
        } else if let target {
            appNote += "; deployment target: the lowest found, at \(target.file):\(target.line)"
        }
        out += "  scanned: \(quoted(appNote))\n"
        let entries = r.entries.filter { $0.id != root?.id && (r.screens[$0.id] != nil || r.containers[$0.id] != nil) }
        if !entries.isEmpty {
            out += "  entries:\n"
            for e in entries { out += "    - { target: \(quoted(e.id)), via: \(quoted(e.via)), scanned: \(quoted(r.at(e.place))) }\n" }
        }

        let containers = r.containers.values.sorted { ($0.place.file, $0.place.position, $0.id) < ($1.place.file, $1.place.position, $1.id) }
        if !containers.isEmpty {
            out += "containers:\n"
            for c in containers {
                out += "  - id: \(quoted(c.id))\n"
                out += "    kind: \(quoted(c.kind.rawValue))\n"
                if c.framework == .swiftui { out += "    framework: \"swiftui\"\n" }
                if c.kind == .navigation {
                    out += "    root: \(quoted(c.children[0]))\n"
                } else {
                    out += "    \(c.kind.childrenKey):\n"
                    for child in c.children { out += "      - \(reference(child, note: r.edgeNotes[.init(from: c.id, kind: .child, to: child)]))\n" }
                }
                if let coordinator = c.coordinator, r.coordinators[coordinator] != nil { out += "    coordinator: \(quoted(coordinator))\n" }
                writeEmbeds(c.embeds, from: c.id, notes: r, into: &out)
                out += "    scanned: \(quoted("\(r.at(c.place)): \(c.description)"))\n"
            }
        }

        let screens = r.screens.values.sorted { ($0.place.file, $0.place.position, $0.id) < ($1.place.file, $1.place.position, $1.id) }
        out += "screens:\n"
        if screens.isEmpty {
            out += "  - id: \(quoted(placeholder))\n"
            out += "    scanned: \(quoted("placeholder: the scan found no view controller"))\n"
        }
        for s in screens {
            out += "  - id: \(quoted(s.id))\n"
            if s.framework == .swiftui { out += "    framework: \"swiftui\"\n" }
            if !s.push.isEmpty {
                out += "    push:\n"
                for target in s.push { out += "      - \(reference(target, note: r.edgeNotes[.init(from: s.id, kind: .push, to: target)]))\n" }
            }
            if !s.present.isEmpty {
                out += "    present:\n"
                for p in s.present {
                    let note = r.edgeNotes[.init(from: s.id, kind: .present, to: p.target)].map { ", scanned: \(quoted($0))" } ?? ""
                    out += "      - { target: \(quoted(p.target)), style: \(quoted(p.style.rawValue))\(note) }\n"
                }
            }
            writeEmbeds(s.embeds, from: s.id, notes: r, into: &out)
            if !s.needs.isEmpty {
                out += "    needs:\n"
                for need in s.needs { out += "      - { gate: \(quoted(need.gate)), scanned: \(quoted(need.note)) }\n" }
            }
            if s.effort > 1 { out += "    effort: \(s.effort)\n" }
            if s.source != .code { out += "    source: \(quoted(s.source.rawValue))\n" }
            if s.keepUIKit { out += "    keep_uikit: true\n" }
            // The plan returns its pages from the library's data source instead of embedding them.
            if let pager = r.index.libraryPager(of: s.id) { out += "    uikit_class: \(quoted(pager))\n" }
            if let coordinator = s.coordinator, r.coordinators[coordinator] != nil { out += "    coordinator: \(quoted(coordinator))\n" }
            let size = s.effort > 1 ? "; effort \(s.effort) from \(s.lines) lines of code" : ""
            out += "    scanned: \(quoted("\(r.at(s.place)): \(s.description)\(size)"))\n"
        }

        let coordinators = r.coordinators.values.sorted { ($0.place.file, $0.place.position, $0.id) < ($1.place.file, $1.place.position, $1.id) }
        if !coordinators.isEmpty {
            out += "coordinators:\n"
            for c in coordinators {
                out += "  - id: \(quoted(c.id))\n"
                if let parent = c.parent { out += "    parent: \(quoted(parent))\n" }
                if let owns = c.owns, r.screens[owns] != nil || r.containers[owns] != nil { out += "    owns: \(quoted(owns))\n" }
                out += "    view_controller_reference: \(quoted(c.reference.rawValue))\n"
                out += "    removed_on_finish: \(c.removedOnFinish)\n"
                out += "    scanned: \(quoted("\(r.at(c.place)): a coordinator (childCoordinators and start())"))\n"
            }
        }

        // What the scan could not draw is data, so `validate` and `plan` carry it.
        let unresolved = r.unresolved.sorted { (r.relative($0.place.file), $0.place.position, $0.text) < (r.relative($1.place.file), $1.place.position, $1.text) }
        var seen: Set<String> = []
        var sites = ""
        for u in unresolved {
            let (call, reason) = split(u.text)
            var item = "  - { call: \(quoted(call)), at: \(quoted(r.at(u.place)))"
            if !reason.isEmpty { item += ", reason: \(quoted(reason))" }
            item += " }\n"
            if seen.insert(item).inserted { sites += item }
        }
        if !sites.isEmpty { out += "unresolved:\n" + sites }

        var comments: [String] = []
        for app in summary.separateApps {
            comments.append("# left out: \(app.folder)/, \(app.why): an app of its own; scan that folder by itself to draft it")
        }
        if summary.appKitFiles > 0 {
            comments.append("# left out: \(summary.appKitFiles) Swift file\(summary.appKitFiles == 1 ? "" : "s") importing AppKit or Cocoa and not UIKit (macOS code)")
        }
        for (project, count) in summary.unbuiltFiles {
            comments.append("# left out: \(count) Swift file\(count == 1 ? "" : "s") under \(project)'s folder that no target of it compiles (tests or code not built)")
        }
        for (project, count) in summary.unbuiltInterfaceFiles {
            comments.append("# left out: \(count) storyboard\(count == 1 ? "" : "s") or xib\(count == 1 ? "" : "s") under \(project)'s folder that no target of it copies (never loaded)")
        }
        if summary.testFiles > 0 {
            comments.append("# left out: \(summary.testFiles) Swift file\(summary.testFiles == 1 ? "" : "s") importing XCTest or Testing (tests)")
        }
        for remark in r.remarks { comments.append("# scan: \(remark)") }
        if target == nil {
            comments.append("# deployment_target: no .iOS(...) in Package.swift and no IPHONEOS_DEPLOYMENT_TARGET in a project.pbxproj or .xcconfig; 13.0, SwiftUI's floor, written: set it (or pass --deployment-target)")
        }
        if !r.systemPresented.isEmpty {
            let list = r.systemPresented.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
            comments.append("# alerts and search controllers shown (not screens): \(list)")
        }
        if !comments.isEmpty { out += comments.map(clean).joined(separator: "\n") + "\n" }
        return out
    }

    private static func writeEmbeds(_ embeds: [Resolver.EmbedDraft], from id: String, notes r: Resolver, into out: inout String) {
        guard !embeds.isEmpty else { return }
        out += "    embed:\n"
        for e in embeds {
            let note = r.edgeNotes[.init(from: id, kind: .embed, to: e.target)] ?? r.at(e.at)
            out += "      - { target: \(quoted(e.target)), containment: \(quoted(e.containment.rawValue)), removal: \(quoted(e.removal.rawValue)), in: \(quoted(e.place.rawValue)), scanned: \(quoted(note)) }\n"
        }
    }

    /// A list item: `{ target: "X", scanned: "…" }`, or the bare id when nothing says where it comes from.
    private static func reference(_ id: String, note: String?) -> String {
        guard let note else { return quoted(id) }
        return "{ target: \(quoted(id)), scanned: \(quoted(note)) }"
    }


    /// "call(…): reason" → ("call(…)", "reason"), splitting at the first ": " outside brackets.
    static func split(_ text: String) -> (String, String) {
        var depth = 0
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" { depth -= 1 }
            if depth == 0, c == ":", text.index(after: i) < text.endIndex, text[text.index(after: i)] == " " {
                return (String(text[..<i]), String(text[text.index(i, offsetBy: 2)...]))
            }
            i = text.index(after: i)
        }
        return (text, "")
    }

    /// A comment stays one line whatever the source held.
    /// A comment line YAML reads back: what it may not hold raw (control characters, DEL and
    /// C1 controls, line separators, the BOM) is written as a `\u` escape. A segue kind with a
    /// DEL in it once made the draft unreadable (found by fuzzing the storyboard reader).
    private static func clean(_ line: String) -> String {
        var out = ""
        for scalar in line.unicodeScalars {
            if YAMLText.needsEscape(scalar) { out += YAMLText.escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// A double-quoted YAML scalar (see `YAMLText.quoted`).
    static func quoted(_ s: String) -> String { YAMLText.quoted(s) }
}
