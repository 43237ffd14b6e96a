import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What one storyboard or xib declares, as plain data: read once per file (concurrently,
/// like the Swift files), resolved later by `Resolver.readInterfaceBuilder()`.
struct IBDocument: Sendable {
    enum Kind: Sendable { case storyboard, xib }

    /// A scene's view controller (a storyboard scene's top object, or a xib's top-level controller).
    struct Controller: Sendable {
        /// The Interface Builder object id segues point at (`BYZ-38-t0r`).
        var objectID: String
        /// The element: `viewController`, `navigationController`, `tabBarController`, …
        var element: String
        var customClass: String?
        var storyboardIdentifier: String?
        /// `modalPresentationStyle` set on the controller itself.
        var modalPresentationStyle: String?
        var line: Int
        var segues: [Segue] = []
        /// A storyboard reference (`viewControllerPlaceholder`): the storyboard it names
        /// (nil: this one) and the scene's storyboard id there (nil: its initial controller).
        var referencedStoryboard: String?
        var referencedIdentifier: String?
        /// The scene's title (its own, or its navigation item's): names a scene with no class.
        var title: String?
    }

    struct Segue: Sendable {
        /// `show`, `showDetail`, `presentation`, `popoverPresentation`, `embed`, `relationship`,
        /// and the deprecated `push`, `modal`, `popover`, `replace`; `unwind`, `custom`.
        var kind: String
        var destination: String
        var identifier: String?
        var relationship: String?
        var modalPresentationStyle: String?
        var customClass: String?
        var line: Int
        /// Held by its scene itself, not by a control, cell or bar button: only code runs it,
        /// with `performSegue(withIdentifier:)`.
        var isManual = false
    }

    var relativePath: String
    var displayPath: String
    var kind: Kind
    /// The storyboard's name, as `UIStoryboard(name:)` and Info.plist give it.
    var name: String
    var initialController: String?
    var controllers: [Controller] = []
    /// The methods the document's controls send actions to, by base name (`changePlan` for
    /// `selector="changePlan:"`).
    var actions: Set<String> = []
    /// A xib's File's Owner class, and its line.
    var filesOwner: (name: String, line: Int)?
    /// Why the file was not read (not UIKit, malformed, declares entities); nil when read.
    var skipped: String?

    init(relativePath: String, displayPath: String) {
        self.relativePath = relativePath
        self.displayPath = displayPath
        kind = relativePath.hasSuffix(".xib") ? .xib : .storyboard
        let file = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        name = String(file.prefix(upTo: file.lastIndex(of: ".") ?? file.endIndex))
    }
}

/// Reads storyboards and xibs with Foundation's `XMLParser` (libxml2). They are untrusted
/// input: a document with a DTD or entity declarations is refused before parsing (Interface
/// Builder never writes one, and that is where entity-expansion bombs and external entities
/// live), and external entities are never resolved.
enum IBReader {
    static func read(_ bytes: [UInt8], relativePath: String, displayPath: String) -> IBDocument {
        var document = IBDocument(relativePath: relativePath, displayPath: displayPath)
        if declaresDTD(bytes) {
            document.skipped = "declares a DTD or XML entities, which Interface Builder never writes"
            return document
        }
        // Interface Builder writes UTF-8. FoundationXML on Linux traps (SIGILL) on some invalid
        // UTF-8 in an element or attribute name (found by fuzzing: Fuzz/findings/), so such a
        // file never reaches the parser.
        if let offset = firstInvalidUTF8(bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            document.skipped = "not valid UTF-8 at line \(line), which Interface Builder always writes"
            return document
        }
        // FoundationXML on Linux crashes (SIGSEGV in its processing-instruction callback) on a
        // processing instruction with no data, `<?xml?>` included (found by fuzzing).
        // Interface Builder writes one XML declaration and no other: anything else is refused.
        if let offset = strayProcessingInstruction(bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            document.skipped = "holds a processing instruction at line \(line) other than the XML declaration, which Interface Builder never writes"
            return document
        }
        let delegate = Delegate(document)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        let ok = parser.parse()
        document = delegate.document
        if document.skipped == nil, !ok || delegate.failed || delegate.openElements != 0 {
            document.skipped = "not well-formed XML near line \(parser.lineNumber)"
            document.controllers = []
            document.filesOwner = nil
        }
        return document
    }

    /// The offset of a `<?` that is not the XML declaration at the start (`<?xml version=…?>`,
    /// after an optional BOM and white space), or nil.
    static func strayProcessingInstruction(_ bytes: [UInt8]) -> Int? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == 0x3C, bytes[i + 1] == 0x3F {
                guard i == start, isDeclaration(bytes[i...]) else { return i }
            }
            i += 1
        }
        return nil
    }

    /// `<?xml version=…?>`: the target `xml`, then white space and a version before the `?>`.
    private static func isDeclaration(_ text: ArraySlice<UInt8>) -> Bool {
        let head = Array("<?xml".utf8)
        guard text.starts(with: head), let next = text.dropFirst(head.count).first, [0x20, 0x09, 0x0A, 0x0D].contains(next) else { return false }
        let rest = Array(text.prefix(512))
        guard let end = (0..<max(rest.count - 1, 0)).first(where: { rest[$0] == 0x3F && rest[$0 + 1] == 0x3E }) else { return false }
        return String(decoding: rest[..<end], as: UTF8.self).contains("version=")
    }

    /// The offset of the first byte that does not decode as UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// `<!DOCTYPE` or `<!ENTITY` anywhere in the file.
    static func declaresDTD(_ bytes: [UInt8]) -> Bool {
        let marks: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        guard bytes.count >= 8 else { return false }
        for i in 0..<(bytes.count - 7) where bytes[i] == UInt8(ascii: "<") && bytes[i + 1] == UInt8(ascii: "!") {
            for mark in marks where i + mark.count <= bytes.count && bytes[i..<(i + mark.count)].elementsEqual(mark) { return true }
        }
        return false
    }

    static let launchScreen = "a launch screen (launchScreen=\"YES\")"

    private final class Delegate: NSObject, XMLParserDelegate {
        var document: IBDocument
        private var depth = 0
        /// Elements still open when parsing stopped: the document ended early.
        var openElements: Int { depth }
        private(set) var failed = false
        /// Depth of the open scene controller element, while one is open.
        private var controllerDepth: Int?

        init(_ document: IBDocument) { self.document = document }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            let line = parser.lineNumber
            if depth == 1 {
                // The root `document`: only UIKit (CocoaTouch) documents, not AppKit or WatchKit ones.
                guard element == "document", let type = attributes["type"], type.contains("CocoaTouch") else {
                    document.skipped = "not a UIKit (CocoaTouch) Interface Builder document"
                    parser.abortParsing()
                    return
                }
                // A launch screen is a still image shown while the app starts, not a screen of it.
                if attributes["launchScreen"] == "YES" {
                    document.skipped = IBReader.launchScreen
                    parser.abortParsing()
                    return
                }
                document.initialController = attributes["initialViewController"]
                return
            }
            if controllerDepth == nil, attributes["sceneMemberID"] == "viewController" || (document.kind == .xib && depth == 3 && element.hasSuffix("Controller")) {
                controllerDepth = depth
                var controller = IBDocument.Controller(
                    objectID: attributes["id"] ?? "", element: element, customClass: attributes["customClass"],
                    storyboardIdentifier: attributes["storyboardIdentifier"], modalPresentationStyle: attributes["modalPresentationStyle"],
                    line: line
                )
                controller.title = attributes["title"]
                if element == "viewControllerPlaceholder" {
                    controller.referencedStoryboard = attributes["storyboardName"]
                    controller.referencedIdentifier = attributes["referencedIdentifier"]
                }
                document.controllers.append(controller)
                return
            }
            if element == "segue", let controllerDepth, let destination = attributes["destination"], !document.controllers.isEmpty {
                var segue = IBDocument.Segue(
                    kind: attributes["kind"] ?? "", destination: destination, identifier: attributes["identifier"],
                    relationship: attributes["relationship"], modalPresentationStyle: attributes["modalPresentationStyle"],
                    customClass: attributes["customClass"], line: line
                )
                // `<viewController><connections><segue …/>`: the scene's own, not a control's.
                segue.isManual = depth == controllerDepth + 2
                document.controllers[document.controllers.count - 1].segues.append(segue)
                return
            }
            if element == "action", let selector = attributes["selector"], let name = selector.split(separator: ":").first {
                document.actions.insert(String(name))
                return
            }
            if element == "navigationItem", attributes["key"] == "navigationItem", controllerDepth != nil, let last = document.controllers.indices.last,
               document.controllers[last].title == nil {
                document.controllers[last].title = attributes["title"]
                return
            }
            if document.kind == .xib, element == "placeholder", attributes["placeholderIdentifier"] == "IBFilesOwner",
               let owner = attributes["customClass"] {
                document.filesOwner = (owner, line)
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { failed = true }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if depth == controllerDepth { controllerDepth = nil }
            depth -= 1
        }
    }
}
