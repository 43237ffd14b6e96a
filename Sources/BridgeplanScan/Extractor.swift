#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import SwiftParser
import SwiftSyntax

/// The first pass over one file: types, their properties and functions, the events of
/// each function in source order, and the gated APIs each type uses. Purely syntactic;
/// names are resolved later, across files.
final class Extractor: SyntaxVisitor {
    /// UTF-8 offset of each line's start: positions are found by binary search, which is
    /// cheaper than SourceLocationConverter's walk over every token.
    private let lineStarts: [Int]
    private(set) var types: [TypeFacts]
    /// Indices into `types`; index 0 is the file itself (top-level code).
    private var typeStack: [Int] = [0]
    /// (type index, function index) of the functions being visited.
    private var functionStack: [(type: Int, function: Int)] = []
    /// Whether each visited function declaration pushed (nested ones join their parent).
    private var pushedFunction: [Bool] = []
    private var cellClosureDepth = 0
    /// Closures inside the current function that are not cell closures.
    private var handlerClosureDepth = 0

    /// Gates worth recording (see `Resolver.matters`); nil records every match.
    private let gates: Set<String>?

    static func facts(source: String, relativePath: String, displayPath: String, gates: Set<String>? = nil) -> FileFacts {
        var source = source
        let (tree, lineStarts) = source.withUTF8 { buffer -> (SourceFileSyntax, [Int]) in
            var starts = [0]
            for (i, byte) in buffer.enumerated() where byte == 0x0A { starts.append(i + 1) }
            // The release parser's cap, in debug builds too (whose default is 20): both read a file
            // alike. The deep recursion it allows runs on the workers' large stacks.
            return (Parser.parse(source: buffer, maximumNestingLevel: 256), starts)
        }
        let extractor = Extractor(tree: tree, lineStarts: lineStarts, gates: gates)
        extractor.walk(tree)
        var facts = FileFacts(relativePath: relativePath, displayPath: displayPath, types: extractor.types)
        let appKit = extractor.imports.contains("AppKit") || extractor.imports.contains("Cocoa")
        facts.isAppKit = appKit && !extractor.imports.contains("UIKit")
        // Unit and UI tests (XCTest, Swift Testing) belong to test targets, wherever their folder is.
        facts.isTest = extractor.imports.contains("XCTest") || extractor.imports.contains("Testing")
        if !facts.isAppKit {
            facts.flow = FlowExtractor.facts(tree, lineStarts: lineStarts)
            facts.flow.selectors = extractor.selectors
        }
        return facts
    }

    private init(tree: SourceFileSyntax, lineStarts: [Int], gates: Set<String>?) {
        self.gates = gates
        self.lineStarts = lineStarts
        types = [TypeFacts(name: "", kind: .file, inherits: [], position: Position(line: 1, column: 1))]
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Positions and context

    private func position(_ node: some SyntaxProtocol) -> Position {
        position(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func position(_ offset: Int) -> Position { Position.at(offset, lineStarts: lineStarts) }

    private var currentType: Int { typeStack[typeStack.count - 1] }

    /// The function events go to: the innermost function of the current type, or the
    /// type's body (property initialisers, `var body`).
    private var currentFunction: Int {
        if let last = functionStack.last, last.type == currentType { return last.function }
        if let index = types[currentType].functions.firstIndex(where: { $0.signature == "(type body)" }) { return index }
        types[currentType].functions.append(FunctionFacts(signature: "(type body)", name: "(type body)", position: types[currentType].position))
        return types[currentType].functions.count - 1
    }

    private var inFunction: Bool { functionStack.last?.type == currentType }

    private func record(_ kind: Event.Kind, at node: some SyntaxProtocol) {
        let f = currentFunction
        let kind = renames.isEmpty ? kind : Self.renamed(kind, renames)
        types[currentType].functions[f].events.append(Event(kind: kind, position: position(node), inCellClosure: cellClosureDepth > 0, inHandlerClosure: handlerClosureDepth > 0, branches: branches))
    }

    /// Names that stand for others where they are written, innermost last: in a property's
    /// `willSet` the new value is the property and the property is its old value (`P'old`); in
    /// `didSet` `oldValue` is `P'old`; in `items.forEach { … }` `$0` is `items`. So the observers'
    /// events, read as one function, name each child one way.
    private var renames: [(from: String, to: String)] = []

    static func renamed(_ name: String, _ renames: [(from: String, to: String)]) -> String {
        for (from, to) in renames.reversed() {
            if name == from { return to }
            if name.hasPrefix(from + ".") { return to + name.dropFirst(from.count) }
        }
        return name
    }

    static func renamed(_ e: Expr, _ renames: [(from: String, to: String)]) -> Expr {
        switch e {
        case .name(let n): return .name(renamed(n, renames))
        case .callResult(let r, let m): return .callResult(receiver: renamed(r, renames), method: m)
        case .array(let items): return .array(items.map { renamed($0, renames) })
        case .construct(let t, let g, let l, let a): return .construct(t, generic: g, label: l, argument: a.map { renamed($0, renames) })
        case .staticCall(let t, let m, let a): return .staticCall(t, member: m, argument: a.map { renamed($0, renames) })
        case .mapped(let b, let t): return .mapped(base: renamed(b, renames), transform: t)
        case .instantiate(let s, let i): return .instantiate(storyboard: renamed(s, renames), identifier: i)
        case .cast, .string, .other: return e
        }
    }

    static func renamed(_ kind: Event.Kind, _ renames: [(from: String, to: String)]) -> Event.Kind {
        func r(_ s: String?) -> String? { s.map { renamed($0, renames) } }
        func x(_ e: Expr) -> Expr { renamed(e, renames) }
        switch kind {
        case .bind(let n, let e): return .bind(renamed(n, renames), x(e))
        case .bindType(let n, let t): return .bindType(renamed(n, renames), t)
        case .addChild(let rc, let c): return .addChild(receiver: r(rc), child: x(c))
        case .addSubview(let rc, let v): return .addSubview(receiver: r(rc), viewOf: x(v))
        case .didMove(let rc, let p): return .didMove(receiver: r(rc), parent: p)
        case .willMove(let rc, let p): return .willMove(receiver: r(rc), parent: p)
        case .removeFromParent(let rc): return .removeFromParent(receiver: r(rc))
        case .removeViewFromSuperview(let of): return .removeViewFromSuperview(of: x(of))
        case .push(let rc, let t): return .push(receiver: r(rc), target: x(t))
        case .present(let rc, let t): return .present(receiver: r(rc), target: x(t))
        case .show(let rc, let t): return .show(receiver: r(rc), target: x(t))
        case .setViewControllers(let rc, let items, let paged): return .setViewControllers(receiver: r(rc), items: items.map(x), paged: paged)
        case .setColumn(let rc, let t): return .setColumn(receiver: r(rc), target: x(t))
        case .call(let rc, let m, let a, let c, let l): return .call(receiver: renamed(rc, renames), method: m, argument: a.map(x), cases: c, labels: l)
        case .returnValue(let e): return .returnValue(x(e))
        default: return kind
        }
    }

    /// The `if` and `switch` arms around the current node, outermost first.
    private var branches: [Event.Branch] = []

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        if let owner = node.parent?.as(IfExprSyntax.self) {
            branches.append(Event.Branch(statement: owner.position.utf8Offset, arm: node.id == owner.body.id ? 0 : 1))
        }
        return .visitChildren
    }

    /// `#if os(macOS)` (also watchOS, tvOS, `canImport(AppKit)`), and the `#else` of an
    /// `#if os(iOS)` or `canImport(UIKit)`: code for another platform, not read.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        Self.isOtherPlatform(node) ? .skipChildren : .visitChildren
    }

    static func isOtherPlatform(_ clause: IfConfigClauseSyntax) -> Bool {
        let others = ["os(macOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "canImport(AppKit)", "canImport(WatchKit)", "targetEnvironment(macCatalyst)"]
        if let condition = clause.condition?.trimmedText {
            guard !condition.contains("!"), !condition.contains("||") else { return false }
            return others.contains { condition.contains($0) } && !condition.contains("os(iOS)") && !condition.contains("UIKit")
        }
        // `#else`: other platforms when every earlier clause was for iOS.
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        let earlier = clauses.prefix { $0.id != clause.id }.compactMap { $0.condition?.trimmedText }
        return !earlier.isEmpty && earlier.allSatisfy { ($0.contains("os(iOS)") || $0.contains("canImport(UIKit)")) && !$0.contains("!") }
    }

    /// `else if`: the nested `if` is the outer one's second arm.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if let outer = node.parent?.as(IfExprSyntax.self) { branches.append(Event.Branch(statement: outer.position.utf8Offset, arm: 1)) }
        return .visitChildren
    }

    override func visitPost(_ node: IfExprSyntax) {
        if node.parent?.is(IfExprSyntax.self) == true { branches.removeLast() }
    }

    override func visitPost(_ node: CodeBlockSyntax) {
        if node.parent?.is(IfExprSyntax.self) == true { branches.removeLast() }
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        let statement = node.parent?.parent?.position.utf8Offset ?? 0
        var cases: [String] = []
        if case .case(let label) = node.label {
            for item in label.caseItems { if let name = Self.leadingCase(item.pattern.trimmedText) { cases.append(name) } }
        }
        branches.append(Event.Branch(statement: statement, arm: node.position.utf8Offset, cases: cases))
        if !cases.isEmpty { types[currentType].functions[currentFunction].switchCases[statement, default: []].formUnion(cases) }
        return .visitChildren
    }

    /// `.profile(let vm)`, `let .profile(vm)` → profile.
    static func leadingCase(_ pattern: String) -> String? {
        guard let dot = pattern.firstIndex(of: ".") else { return nil }
        let name = pattern[pattern.index(after: dot)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// Enum cases written as arguments: `.show`, `.profile(viewModel)`.
    static func enumCases(_ arguments: LabeledExprListSyntax) -> [String] {
        arguments.compactMap { argument in
            var e = argument.expression
            if let call = e.as(FunctionCallExprSyntax.self) { e = call.calledExpression }
            guard let member = e.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
            return member.declName.baseName.text
        }
    }

    override func visitPost(_ node: SwitchCaseSyntax) { branches.removeLast() }

    private func use(_ gate: String, api: String, at node: some SyntaxProtocol, typeName: String? = nil, attributeTo: [String] = []) {
        if let gates, !gates.contains(gate) { return }
        let use = GateUse(gate: gate, api: api, position: position(node), guardedBy: Self.availabilityGuard(Syntax(node)), typeName: typeName, attributeTo: attributeTo)
        types[currentType].gateUses.append(use)
    }

    // MARK: - Types

    private func pushType(_ name: String, _ kind: TypeFacts.Kind, inheritance: InheritanceClauseSyntax?, modifiers: DeclModifierListSyntax? = nil, at node: some SyntaxProtocol) {
        var inherits: [String] = []
        var generic: String?
        for (i, inherited) in (inheritance?.inheritedTypes ?? []).enumerated() {
            guard let (base, arg) = Self.typeName(inherited.type) else { continue }
            inherits.append(base)
            if i == 0 { generic = arg }
        }
        var facts = TypeFacts(name: name, kind: kind, inherits: inherits, inheritedGeneric: generic, position: position(node))
        facts.isNested = typeStack.count > 1
        facts.isFilePrivate = modifiers?.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) } ?? false
        facts.lines = position(node.endPositionBeforeTrailingTrivia.utf8Offset).line - facts.position.line + 1
        types.append(facts)
        typeStack.append(types.count - 1)
        for base in inherits {
            if let gate = GateTable.conformances[base] { use(gate, api: ": \(base)", at: node) }
        }
    }

    private func popType() { typeStack.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node.name.text, .class, inheritance: node.inheritanceClause, modifiers: node.modifiers, at: node)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { popType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node.name.text, .struct, inheritance: node.inheritanceClause, modifiers: node.modifiers, at: node)
        types[currentType].isMain = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "main" }
        return Self.isPreview(node) ? .skipChildren : .visitChildren
    }

    /// `struct Foo_Previews: PreviewProvider { … }`: Xcode's canvas runs it, the app never does,
    /// so neither the views it declares nor the code it runs are the app's.
    static func isPreview(_ node: StructDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains { typeName($0.type)?.0 == "PreviewProvider" } ?? false
    }
    override func visitPost(_ node: StructDeclSyntax) { popType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node.name.text, .enum, inheritance: node.inheritanceClause, modifiers: node.modifiers, at: node)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { popType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node.name.text, .actor, inheritance: node.inheritanceClause, modifiers: node.modifiers, at: node)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { popType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node.name.text, .protocol, inheritance: node.inheritanceClause, modifiers: node.modifiers, at: node)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { popType() }

    /// `typealias Dependencies = HasDiagnosis & HasExposureService`: a composition of protocols
    /// read as a protocol that inherits them, so a property typed by the alias has their
    /// members (`dependencies.diagnosis` is a `Diagnosis`). Aliases of one type are left out.
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let composition = node.initializer.value.as(CompositionTypeSyntax.self) else { return .skipChildren }
        let parts = composition.elements.compactMap { Self.typeName($0.type)?.0 }
        guard parts.count == composition.elements.count else { return .skipChildren }
        types.append(TypeFacts(name: node.name.text, kind: .protocol, inherits: parts, inheritedGeneric: nil, position: position(node)))
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.typeName(node.extendedType)?.0 ?? node.extendedType.trimmedText
        pushType(name, .extension, inheritance: node.inheritanceClause, at: node)
        types[currentType].selfConstraints = Self.selfConstraints(node.genericWhereClause)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { popType() }

    /// `where Self: DataSourceProvider & AuthContextProvider` → both names.
    static func selfConstraints(_ clause: GenericWhereClauseSyntax?) -> [String] {
        var names: [String] = []
        for requirement in clause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                  conformance.leftType.trimmedText == "Self" else { continue }
            let right = conformance.rightType
            let parts = right.as(CompositionTypeSyntax.self).map { $0.elements.map(\.type) } ?? [right]
            names += parts.compactMap { typeName($0)?.0 }
        }
        return names
    }

    // MARK: - Functions

    private func pushFunction(_ signature: String, name: String, at node: some SyntaxProtocol) {
        if inFunction {
            pushedFunction.append(false)  // a local function: its events are its parent's
            return
        }
        var facts = FunctionFacts(signature: signature, name: name, position: position(node))
        facts.selfConstraints = types[currentType].selfConstraints
        types[currentType].functions.append(facts)
        functionStack.append((currentType, types[currentType].functions.count - 1))
        pushedFunction.append(true)
    }

    private func popFunction() {
        if pushedFunction.removeLast() { functionStack.removeLast() }
    }

    /// Parameters are locals of their declared type (`_ child: UIViewController`).
    private func bindParameters(_ parameters: FunctionParameterListSyntax) {
        guard pushedFunction.last == true else { return }
        types[currentType].functions[currentFunction].parameters = parameters.map { ($0.secondName ?? $0.firstName).text }
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            guard name != "_", let (type, _) = Self.typeName(parameter.type) else { continue }
            record(.bindType(name, type), at: parameter)
        }
    }

    private static func signature(_ name: String, _ parameters: FunctionParameterListSyntax) -> String {
        name + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let signature = Self.signature(node.name.text, node.signature.parameterClause.parameters)
        pushFunction(signature, name: node.name.text, at: node)
        bindParameters(node.signature.parameterClause.parameters)
        // `func start() -> UIViewController { FeedViewController() }`: an implicit return.
        if pushedFunction.last == true, node.signature.returnClause != nil, let statements = node.body?.statements,
           statements.count == 1, let only = statements.first, case .expr(let value) = only.item {
            record(.returnValue(expr(value)), at: only)
        }
        if let gate = GateTable.function(signature) { use(gate, api: signature, at: node.name) }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { popFunction() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        pushFunction(Self.signature("init", node.signature.parameterClause.parameters), name: "init", at: node)
        bindParameters(node.signature.parameterClause.parameters)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { popFunction() }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        pushFunction("deinit", name: "deinit", at: node)
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { popFunction() }

    // MARK: - Variables

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isWeak = node.modifiers.contains { $0.name.text == "weak" || $0.name.text == "unowned" }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let declared = binding.typeAnnotation.flatMap { Self.typeName($0.type) }
            var value = binding.initializer.map { self.value($0.value) }
            // A computed property of one expression (`static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) }`).
            if value == nil, !inFunction, case .getter(let body)? = binding.accessorBlock?.accessors, let e = Self.singleExpression(body) {
                value = self.value(e)
            }
            if inFunction {
                if let value {
                    record(.bind(name, value), at: binding)
                } else if let declared {
                    record(.bindType(name, declared.0), at: binding)
                }
            } else {
                types[currentType].properties.append(PropertyFacts(
                    name: name, type: declared?.0, generic: declared?.1, value: value, isWeak: isWeak, position: position(binding)
                ))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            record(.bind(name, self.value(value)), at: node)
        } else if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let declared = node.typeAnnotation.flatMap({ Self.typeName($0.type) }) {
            record(.bindType(name, declared.0), at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if inFunction, let value = node.expression { record(.returnValue(expr(value)), at: node) }
        return .visitChildren
    }

    // MARK: - Assignments

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let list = node.elements
        // `overlay.windowLevel = .alert + 1`: the level is an expression of its own.
        if list.count > 3, Array(list)[1].is(AssignmentExprSyntax.self),
           let member = Self.unwrapped(Array(list)[0]).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "windowLevel",
           let base = member.base, let baseRef = Self.ref(base) {
            types[currentType].overlayWindows.insert(Self.baseName(baseRef))
            return .visitChildren
        }
        guard list.count == 3 else { return .visitChildren }
        // `segue.destination as? DetailViewController` in prepare(for:sender:).
        let elements = Array(list)
        if elements[1].is(UnresolvedAsExprSyntax.self), elements[0].trimmedText.contains("segue.destination"),
           let type = elements[2].as(TypeExprSyntax.self), let (name, _) = Self.typeName(type.type), !name.hasPrefix("UI") {
            record(.segueDestination(name), at: node)
            return .visitChildren
        }
        var iterator = list.makeIterator()
        guard let lhs = iterator.next(), let operation = iterator.next(), operation.is(AssignmentExprSyntax.self),
              let rhs = iterator.next() else { return .visitChildren }
        let lhsRef = Self.ref(lhs)
        if let member = Self.unwrapped(lhs).as(MemberAccessExprSyntax.self), let base = member.base {
            let baseRef = Self.ref(base)
            switch member.declName.baseName.text {
            case "rootViewController" where (baseRef ?? Self.shortText(base)).lowercased().contains("window"):
                record(.setWindowRoot(expr(rhs), window: baseRef.map(Self.baseName)), at: node)
                return .visitChildren
            case "windowLevel":
                // Raised above the app's (`.alert`, `.statusBar`, `.normal + 1`): an overlay. `.normal` is not.
                let level = rhs.trimmedText
                let normal = level == "UIWindowLevelNormal" || level.hasSuffix(".normal") || level == "normal"
                if let baseRef, !normal { types[currentType].overlayWindows.insert(Self.baseName(baseRef)) }
                return .visitChildren
            case "viewControllers":
                let items: [Expr]
                if case .array(let list) = expr(rhs) { items = list } else { items = [expr(rhs)] }
                record(.setViewControllers(receiver: Self.receiver(baseRef), items: items, paged: false), at: node)
                return .visitChildren
            case "tableHeaderView", "tableFooterView", "backgroundView", "inputAccessoryView":
                // `tableView.tableFooterView = host.view`: a controller's view put in place without addChild.
                if let owner = Self.viewOwner(rhs) { record(.addSubview(receiver: baseRef, viewOf: expr(owner)), at: node) }
                return .visitChildren
            case "modalPresentationStyle":
                let style = Self.unwrapped(rhs).as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? rhs.trimmedText
                record(.presentationStyle(receiver: baseRef ?? "self", style: style), at: node)
                return .visitChildren
            case "coordinator" where rhs.isSelfReference:
                if let baseRef { record(.assignCoordinator(receiver: baseRef), at: node) }
                return .visitChildren
            default:
                break
            }
        }
        if let lhsRef {
            if lhsRef == "viewControllers" {
                // `viewControllers = [...]` in a UITabBarController subclass.
                let items: [Expr]
                if case .array(let list) = expr(rhs) { items = list } else { items = [expr(rhs)] }
                record(.setViewControllers(receiver: nil, items: items, paged: false), at: node)
            } else if lhsRef == "modalPresentationStyle" {
                record(.presentationStyle(receiver: "self", style: Self.unwrapped(rhs).as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""), at: node)
            } else if lhsRef == "childCoordinators" || lhsRef.hasSuffix(".childCoordinators") {
                record(.removeChildCoordinator, at: node)
            } else if !lhsRef.contains(".") {
                record(.bind(lhsRef, value(rhs)), at: node)
            }
        }
        return .visitChildren
    }

    // MARK: - Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text }
        let first = node.arguments.first?.expression
        let callee = node.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            // `Storyboards.Profile.instantiateAuthViewController()`: a storyboard accessor generated
            // at build time (Natalie) names the class it makes. UIKit's own
            // `instantiateViewController(withIdentifier:)` names no class (an app's `ViewController`).
            if name.hasPrefix("instantiate"), name.dropFirst(11).first?.isUppercase == true,
               name != "instantiateViewController", name != "instantiateInitialViewController" {
                types[currentType].references.insert(String(name.dropFirst(11)))
            }
            guard let base = member.base else { return .visitChildren }
            if base.is(SuperExprSyntax.self) {
                if name == "init", let label = labels.first ?? nil, let first, label == "rootViewController" || label == "rootView" {
                    record(.superInit(label: label, argument: expr(first)), at: node)
                }
                return .visitChildren
            }
            let baseRef = Self.ref(base)
            if let typeBase = base.as(DeclReferenceExprSyntax.self)?.baseName.text, typeBase.first?.isUppercase == true {
                // A static member or an initialiser of a type.
                if name == "init" {
                    record(.construct(typeBase, generic: nil), at: node)
                    types[currentType].references.insert(typeBase)
                    if let gate = GateTable.typeCall(typeBase, labels: labels) { use(gate, api: typeBase, at: node, typeName: typeBase) }
                } else if let gate = GateTable.animate(base: typeBase, labels: labels) {
                    use(gate, api: "\(typeBase).\(name)", at: node)
                } else if inFunction {
                    helperCall(typeBase, name, node)
                }
                return .visitChildren
            }
            gateModifier(name, node: node, member: member, labels: labels, baseRef: baseRef)
            if let baseRef {
                event(name, receiver: baseRef, node: node, labels: labels, first: first, member: member)
            } else if Self.eventNames.contains(name) {
                // A containment or navigation call on an expression: its text stands for the receiver.
                event(name, receiver: Self.shortText(base), node: node, labels: labels, first: first, member: member)
            }
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `WindowGroup { RootView().modifier()… }`: the view at the start of the chain, and the
            // views inside its content in turn (`ThemeContainer { ZStack { RootTabView() } }`), for
            // when the outer ones are a library's wrappers.
            if name == "WindowGroup" || name == "DocumentGroup", types[currentType].windowGroupRoot == nil,
               let body = Self.closureBody(node.trailingClosure) {
                var views: [String] = []
                var current: ExprSyntax? = Self.chainStart(body)
                while let e = current, views.count < 8, case .construct(let view, _, _, _) = expr(e) {
                    views.append(view)
                    current = e.as(FunctionCallExprSyntax.self)?.trailingClosure.flatMap { closure in
                        closure.statements.lazy.compactMap { $0.item.as(ExprSyntax.self) }.first.map(Self.chainStart)
                    }
                }
                if !views.isEmpty { types[currentType].windowGroupRoot = (views, position(node)) }
            }
            if name.isTypeLikeName {
                record(.construct(name, generic: nil), at: node)
                if let gate = GateTable.typeCall(name, labels: labels) { use(gate, api: name, at: node, typeName: name) }
            } else {
                if name == "withAnimation", let gate = GateTable.typeCall(name, labels: labels) { use(gate, api: name, at: node) }
                event(name, receiver: nil, node: node, labels: labels, first: first, member: nil)
                // A sibling static helper called without its type (`coordinateToScene(dependency: dependency)`).
                if inFunction, !types[currentType].name.isEmpty, !Self.eventNames.contains(name) { helperCall(types[currentType].name, name, node) }
            }
        } else if let specialised = callee.as(GenericSpecializationExprSyntax.self),
                  let name = specialised.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let generic = specialised.genericArgumentClause.arguments.first.map { Self.baseName($0.argument.trimmedText) }
            record(.construct(name, generic: generic), at: node)
            types[currentType].references.insert(name)
            if let gate = GateTable.typeCall(name, labels: labels) { use(gate, api: name, at: node, typeName: name) }
        }
        return .visitChildren
    }

    private func gateModifier(_ name: String, node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, labels: [String?], baseRef: String?) {
        if name == "animate", let gate = GateTable.animate(base: baseRef, labels: labels) {
            use(gate, api: ".animate", at: member.declName)
            return
        }
        var closureParameters: Int?
        if let signature = node.trailingClosure?.signature?.parameterClause {
            switch signature {
            case .simpleInput(let list): closureParameters = list.count
            case .parameterClause(let clause): closureParameters = clause.parameters.count
            }
        } else if node.trailingClosure != nil {
            closureParameters = 0
        }
        // Labelled trailing closures (`preview: { … }`) count as labels.
        let labels = labels + node.additionalTrailingClosures.map { $0.label.text }
        let gates = GateTable.modifier(
            name, labels: labels, argumentText: { node.arguments.trimmedText },
            closureParameters: closureParameters, onScrollView: name == "refreshable" && Self.chainStarts(at: "ScrollView", member.base)
        )
        for gate in gates { use(gate, api: ".\(name)", at: member.declName) }
    }

    /// The expression a modifier chain starts from (`Root().padding().onOpenURL { … }` → `Root()`).
    static func chainStart(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else {
                return current
            }
        }
    }

    /// Whether a modifier chain (`ScrollView { … }.padding().refreshable`) starts at `name`.
    private static func chainStarts(at name: String, _ expression: ExprSyntax?) -> Bool {
        var current = expression
        while let e = current {
            if let call = e.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    current = member.base
                } else {
                    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                }
            } else if let member = e.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else {
                return e.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            }
        }
        return false
    }

    static let eventNames: Set<String> = [
        "addChild", "addChildViewController", "addChildCoordinator", "append", "removeAll", "remove", "removeLast", "removeFirst", "removeSubrange",
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "didMove", "willMove",
        "removeFromParent", "removeFromParentViewController", "removeFromSuperview", "pushViewController", "present",
        "show", "showDetailViewController", "setViewControllers", "setViewController",
    ]

    /// Containment, navigation and coordinator calls; `receiver` is nil for self.
    private func event(
        _ name: String, receiver rawReceiver: String?, node: FunctionCallExprSyntax, labels: [String?], first: ExprSyntax?,
        member: MemberAccessExprSyntax?
    ) {
        let receiver = Self.receiver(rawReceiver)
        let firstLabel = labels.first ?? nil
        let coordinatorList = (receiver ?? "").hasSuffix("childCoordinators")
        switch name {
        // Swift before 4.2 spelled them addChildViewController(_:), didMove(toParentViewController:)
        // and willMove(toParentViewController:); code written then is as correct as today's.
        case _ where (name == "addChild" || name == "addChildViewController") && labels.count == 1 && firstLabel == nil:
            record(.addChild(receiver: receiver, child: expr(first!)), at: node)
        case _ where (name == "addChild" || name == "append") && (firstLabel == "child" || firstLabel == "coordinator"):
            if let first { record(.appendChildCoordinator(expr(first)), at: node) }
        case "addChildCoordinator":
            if let first { record(.appendChildCoordinator(expr(first)), at: node) }
        case "append" where coordinatorList:
            if let first { record(.appendChildCoordinator(expr(first)), at: node) }
        case _ where coordinatorList && ["removeAll", "remove", "removeLast", "removeFirst", "removeSubrange"].contains(name):
            record(.removeChildCoordinator, at: node)
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview":
            guard let first, let viewOf = Self.viewOwner(first) else { break }
            record(.addSubview(receiver: receiver, viewOf: expr(viewOf)), at: node)
        case "didMove" where firstLabel == "toParent" || firstLabel == "toParentViewController":
            record(.didMove(receiver: receiver, parent: Self.parentText(first)), at: node)
        case "willMove" where firstLabel == "toParent" || firstLabel == "toParentViewController":
            record(.willMove(receiver: receiver, parent: Self.parentText(first)), at: node)
        case "removeFromParent", "removeFromParentViewController":
            record(.removeFromParent(receiver: receiver), at: node)
        case "removeFromSuperview":
            guard let member, let base = member.base else { break }
            if let owner = Self.viewOwner(base) {
                record(.removeViewFromSuperview(of: expr(owner)), at: node)
            } else if Self.ref(base) == "view" {
                record(.removeViewFromSuperview(of: .name("self")), at: node)
            }
        case "performSegue" where firstLabel == "withIdentifier" && receiver == nil:
            if let first, let identifier = Self.segueIdentifier(first) { record(.performSegue(identifier: identifier), at: node) }
        case "pushViewController":
            if let first { record(.push(receiver: receiver, target: expr(first)), at: node) }
        case "present" where firstLabel == nil && labels.contains("animated"):
            if let first { record(.present(receiver: receiver, target: expr(first)), at: node) }
        case _ where (name == "show" || name == "showDetailViewController") && labels.contains("sender"):
            if let first { record(.show(receiver: receiver, target: expr(first)), at: node) }
        case "setViewControllers":
            if let first, case .array(let items) = expr(first) {
                record(.setViewControllers(receiver: receiver, items: items, paged: labels.contains("direction")), at: node)
            }
        case "setViewController" where labels.contains("for"):
            if let first { record(.setColumn(receiver: receiver, target: expr(first)), at: node) }
        default:
            // Calls on a name or on self, for coordinator methods and containment helpers; the
            // argument when it is `self`, a construction (`remove(child: self)`,
            // `X(navigationController: nav)`) or a plain name (`addView(viewController: sitemap)`).
            guard receiver == nil || Self.isPlainName(receiver!) else { break }
            var argument: Expr?
            if let first {
                if first.isSelfReference {
                    argument = .name("self")
                } else if let call = first.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.isTypeLikeName == true {
                    argument = expr(first)
                } else if let r = Self.ref(first), Self.isPlainName(r) {
                    argument = .name(r)
                } else if name == "append", let call = first.as(FunctionCallExprSyntax.self),
                          call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isLowercase == true {
                    // `pages.append(makeSummaryPage())`: what a helper of the type makes.
                    argument = expr(first)
                }
            }
            record(.call(receiver: receiver ?? "self", method: name, argument: argument, cases: Self.enumCases(node.arguments),
                         labels: labels.map { $0 ?? "_" }), at: node)
        }
    }

    /// `DataSourceFacade.coordinateToProfileScene(provider: self, …)`: kept when an argument
    /// is `self` or a plain name, which the helper may navigate for.
    private func helperCall(_ type: String, _ method: String, _ node: FunctionCallExprSyntax) {
        let arguments: [String?] = node.arguments.map { argument in
            let e = argument.expression
            if e.isSelfReference { return "self" }
            guard let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true else { return nil }
            return name
        }
        guard arguments.contains(where: { $0 != nil }) else { return }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        record(.helperCall(type: type, method: method, labels: labels, arguments: arguments, cases: Self.enumCases(node.arguments)), at: node)
    }

    // MARK: - Gates: attributes, macros, members, type references

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard let name = Self.typeName(node.attributeName)?.0 else { return .visitChildren }
        if let gate = GateTable.attribute(name, argumentText: node.arguments?.trimmedText ?? "") {
            use(gate, api: "@" + node.attributeName.trimmedText + (node.arguments.map { "(\($0.trimmedText))" } ?? ""), at: node)
        }
        return .visitChildren
    }

    // A `#Preview`'s body, like a `PreviewProvider`, is code only Xcode's canvas runs: the views
    // it makes are not named by the app.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = FlowExtractor.selectorName(node) { selectors.insert(name) }
        preview(node.macroName.text, labels: node.arguments.map { $0.label?.text }, body: node.trailingClosure.map(Syntax.init), at: node)
        return node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        preview(node.macroName.text, labels: node.arguments.map { $0.label?.text }, body: node.trailingClosure.map(Syntax.init), at: node)
        return node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    private func preview(_ macro: String, labels: [String?], body: Syntax?, at node: some SyntaxProtocol) {
        guard macro == "Preview" else { return }
        var shown: [String] = []
        var uikit = false
        if let body {
            for token in body.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind, text.first?.isUppercase == true,
                      token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
                      || token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftBrace else { continue }
                shown.append(text)
                if text.hasSuffix("ViewController") || (text.hasPrefix("UI") && !text.hasPrefix("UIHosting")) { uikit = true }
            }
        }
        let gate = GateTable.preview(labels: labels, showsUIKit: uikit)
        use(gate, api: "#Preview", at: node, attributeTo: currentType == 0 ? shown : [])
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier(let name) = node.declName.baseName.tokenKind, GateTable.members[name] != nil else { return .visitChildren }
        if let gate = GateTable.members[name], !(node.parent?.is(FunctionCallExprSyntax.self) ?? false) {
            use(gate, api: "." + name, at: node.declName)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        types[currentType].references.insert(name)
        if let gate = GateTable.typeNames[name] { use(gate, api: name, at: node, typeName: name) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let name) = node.baseName.tokenKind, name.isTypeLikeName {
            types[currentType].references.insert(name)
        }
        return .visitChildren
    }

    /// A segue's identifier: a string literal, or a constant the enclosing types or the file
    /// declare with one (`fileprivate let moreDetailSegue = "moreDetailSegue"`).
    private static func segueIdentifier(_ e: ExprSyntax) -> String? {
        if let text = stringLiteral(e) { return text }
        let name: String
        if let reference = e.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = e.as(MemberAccessExprSyntax.self), member.base?.isSelfReference == true {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        var current = e.parent
        while let node = current {
            if let members = node.asProtocol(DeclGroupSyntax.self)?.memberBlock.members {
                for member in members { if let text = constant(named: name, in: member.decl) { return text } }
            } else if let file = node.as(SourceFileSyntax.self) {
                for item in file.statements { if let decl = item.item.as(DeclSyntax.self), let text = constant(named: name, in: decl) { return text } }
            }
            current = node.parent
        }
        return nil
    }

    /// `let name = "text"`: the text, when `decl` declares `name` so.
    private static func constant(named name: String, in decl: DeclSyntax) -> String? {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer.flatMap { stringLiteral($0.value) }
        }
        return nil
    }

    /// A string literal's text, when it has no interpolation.
    static func stringLiteral(_ e: ExprSyntax) -> String? {
        guard let literal = e.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }

    /// Literal text is read only for the scene names it may hold; interpolations may hold more.
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if node.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) { return .visitChildren }
        if let text = Self.stringLiteral(ExprSyntax(node)), Self.couldNameScene(text) { types[currentType].literals.insert(text) }
        return .skipChildren
    }

    /// A storyboard id is a word (`Settings`, `settings-vc`, `Main.Settings`), not a sentence or a path.
    private static func couldNameScene(_ text: String) -> Bool {
        guard let first = text.utf8.first, text.utf8.count <= 100, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return false }
        return text.utf8.allSatisfy { c in
            (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c >= 0x30 && c <= 0x39 || c == 0x5F || c == 0x2D || c == 0x2E
        }
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { imports.insert(module) }
        return .skipChildren
    }

    /// Modules the file imports (`UIKit`, `AppKit`, …).
    private var imports: Set<String> = []
    /// Methods `#selector(…)` names anywhere in the file (see `FlowFile.selectors`).
    private var selectors: Set<String> = []

    // MARK: - Cell closures

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var call: Syntax? = node.parent
        var label: String?
        for _ in 0..<3 where call != nil && !call!.is(FunctionCallExprSyntax.self) {
            if let argument = call?.as(LabeledExprSyntax.self) { label = argument.label?.text }
            call = call?.parent
        }
        var callee = call?.as(FunctionCallExprSyntax.self)?.calledExpression
        if let specialised = callee?.as(GenericSpecializationExprSyntax.self) { callee = specialised.expression }
        if let member = callee?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" { callee = member.base }
        if let specialised = callee?.as(GenericSpecializationExprSyntax.self) { callee = specialised.expression }
        let name = callee?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        let isCell = label == "cellProvider" || name.hasSuffix("CellRegistration") || name.hasSuffix("SupplementaryRegistration")
            || name.hasSuffix("DiffableDataSource") || name == "CellRegistration"
        // `child.flatMap { addChild($0) }`, `children.forEach { c in … }`: run at once, on the base.
        var element: String?
        if Self.iterators.contains(name), let base = callee?.as(MemberAccessExprSyntax.self)?.base.flatMap(Self.ref), Self.isPlainName(base) {
            element = Self.renamed(base, renames)
        }
        closureKinds.append(isCell ? .cell : element != nil ? .immediate : .handler)
        if isCell { cellClosureDepth += 1 } else if element == nil { handlerClosureDepth += 1 }
        let before = renames.count
        if let element {
            renames.append(("$0", element))
            if case .simpleInput(let names)? = node.signature?.parameterClause, names.count == 1, let only = names.first?.name.text { renames.append((only, element)) }
            if case .parameterClause(let clause)? = node.signature?.parameterClause, clause.parameters.count == 1, let only = clause.parameters.first?.firstName.text { renames.append((only, element)) }
        }
        renameCounts.append(renames.count - before)
        return .visitChildren
    }

    /// Calls whose closure runs at once on each element (or the unwrapped value) of their base.
    static let iterators: Set<String> = ["forEach", "map", "flatMap", "compactMap", "filter"]

    private enum ClosureKind { case cell, handler, immediate }
    private var closureKinds: [ClosureKind] = []
    /// How many renames each open closure pushed, to pop them with it.
    private var renameCounts: [Int] = []

    override func visitPost(_ node: ClosureExprSyntax) {
        switch closureKinds.removeLast() {
        case .cell: cellClosureDepth -= 1
        case .handler: handlerClosureDepth -= 1
        case .immediate: break
        }
        renames.removeLast(renameCounts.removeLast())
    }

    /// A property observer: in `willSet` the new value is the property and the property its
    /// old value; in `didSet` `oldValue` is the old value.
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        let specifier = node.accessorSpecifier.text
        guard specifier == "willSet" || specifier == "didSet",
              let property = node.parent?.parent?.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { observerRenames.append(0); return .visitChildren }
        let parameter = node.parameters?.name.text ?? (specifier == "willSet" ? "newValue" : "oldValue")
        let old = property + "'old"
        let added: [(from: String, to: String)] = specifier == "willSet" ? [(property, old), (parameter, property)] : [(parameter, old)]
        renames += added
        observerRenames.append(added.count)
        return .visitChildren
    }

    override func visitPost(_ node: AccessorDeclSyntax) {
        renames.removeLast(observerRenames.removeLast())
    }

    private var observerRenames: [Int] = []

    // MARK: - Expressions

    /// `a`, `self.a`, `a?.b`, `a!.b` → "a", "a", "a.b", "a.b"; `self` → "self"; nil for
    /// anything that is not a plain path.
    static func ref(_ e: ExprSyntax) -> String? {
        if let d = e.as(DeclReferenceExprSyntax.self) { return d.baseName.text }
        if let o = e.as(OptionalChainingExprSyntax.self) { return ref(o.expression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return ref(f.expression) }
        if e.is(SuperExprSyntax.self) { return "super" }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, let b = ref(base) {
            let name = m.declName.baseName.text
            return b == "self" ? name : b + "." + name
        }
        return nil
    }

    static func isPlainName(_ text: String) -> Bool {
        // Bytes first: Character's Unicode properties cost more than the rest of the check,
        // and names are ASCII nearly always.
        var ascii = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"): continue
            case 0x80...: ascii = false
            default: return false
            }
        }
        guard !ascii else { return !text.isEmpty }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
    }

    static func receiver(_ text: String?) -> String? {
        guard let text, text != "self" else { return nil }
        return text
    }

    /// The values an `if` or `switch` expression, or a ternary, may produce: one per branch
    /// that ends in a single expression. nil for anything else.
    static func branches(_ e: ExprSyntax) -> [ExprSyntax]? {
        // A branch's one statement may also be a `switch` or `if` statement.
        func last(_ block: CodeBlockItemListSyntax) -> ExprSyntax? {
            singleExpression(block) ?? (block.count == 1 ? block.first?.item.as(ExpressionStmtSyntax.self)?.expression : nil)
        }
        // `{ switch row { case .a: return A() … } }()`: an immediately called closure.
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self),
           let body = last(closure.statements) {
            return branches(body) ?? [body]
        }
        if let s = e.as(SequenceExprSyntax.self) {
            let elements = Array(s.elements)
            if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) { return [ternary.thenExpression, elements[2]] }
            return nil
        }
        if let i = e.as(IfExprSyntax.self) {
            var out: [ExprSyntax] = []
            var current: IfExprSyntax? = i
            while let branch = current {
                guard let value = last(branch.body.statements) else { return nil }
                out.append(value)
                switch branch.elseBody {
                case .ifExpr(let next)?: current = next
                case .codeBlock(let block)?:
                    guard let value = last(block.statements) else { return nil }
                    out.append(value)
                    current = nil
                case nil: current = nil
                }
            }
            return out
        }
        if let s = e.as(SwitchExprSyntax.self) {
            var out: [ExprSyntax] = []
            for item in s.cases {
                guard let switchCase = item.as(SwitchCaseSyntax.self), let value = last(switchCase.statements) else { return nil }
                out.append(value)
            }
            return out
        }
        return nil
    }

    /// The expression of a closure of one statement (`{ FeedView() }`, `{ return x }`).
    static func closureBody(_ closure: ClosureExprSyntax?) -> ExprSyntax? {
        closure.flatMap { singleExpression($0.statements) }
    }

    /// The value of a body of one statement: an expression, or `return` of one.
    static func singleExpression(_ block: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard block.count == 1, let item = block.first?.item else { return nil }
        if let e = item.as(ExprSyntax.self) { return e }
        return item.as(ReturnStmtSyntax.self)?.expression
    }

    private static func unwrapped(_ e: ExprSyntax) -> ExprSyntax {
        if let o = e.as(OptionalChainingExprSyntax.self) { return unwrapped(o.expression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return unwrapped(f.expression) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil { return unwrapped(only.expression) }
        return e
    }

    /// `x.view` (also `x.view!`, `x?.view`) → `x`.
    private static func viewOwner(_ e: ExprSyntax) -> ExprSyntax? {
        let e = unwrapped(e)
        guard let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "view", let base = m.base else { return nil }
        return unwrapped(base)
    }

    private static func parentText(_ e: ExprSyntax?) -> String {
        guard let e else { return "" }
        if e.is(NilLiteralExprSyntax.self) { return "nil" }
        return ref(e) ?? e.trimmedText
    }

    /// The base name of a type: optional marks, generic arguments and module prefixes removed.
    static func typeName(_ t: TypeSyntax) -> (String, String?)? {
        if let o = t.as(OptionalTypeSyntax.self) { return typeName(o.wrappedType) }
        if let i = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(i.wrappedType) }
        if let s = t.as(SomeOrAnyTypeSyntax.self) { return typeName(s.constraint) }
        if let a = t.as(AttributedTypeSyntax.self) { return typeName(a.baseType) }
        if let id = t.as(IdentifierTypeSyntax.self) {
            return (id.name.text, id.genericArgumentClause?.arguments.first.map { baseName($0.argument.trimmedText) })
        }
        if let m = t.as(MemberTypeSyntax.self) {
            return (m.name.text, m.genericArgumentClause?.arguments.first.map { baseName($0.argument.trimmedText) })
        }
        return nil
    }

    static func baseName(_ text: String) -> String {
        var s = Substring(text)
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        s = s.trimming { $0 == "?" || $0 == "!" || $0 == " " }
        if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
        return String(s)
    }

    /// Whether `.other` expressions keep their text (for the unresolved list); values bound
    /// to variables never print theirs, so they skip the work.
    private var keepText = true

    func value(_ e: ExprSyntax) -> Expr {
        keepText = false
        defer { keepText = true }
        return expr(e)
    }

    func expr(_ e: ExprSyntax) -> Expr {
        if let t = e.as(TryExprSyntax.self) { return expr(t.expression) }
        if let a = e.as(AwaitExprSyntax.self) { return expr(a.expression) }
        if let branches = Self.branches(e) { return .array(branches.map(expr)) }
        if let s = e.as(SequenceExprSyntax.self) {
            let elements = Array(s.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self),
               let (name, _) = Self.typeName(type.type) {
                // `… as! UINavigationController` on a storyboard scene: the scene says more than UIKit's class.
                if name.hasPrefix("UI"), case .instantiate = expr(elements[0]) { return expr(elements[0]) }
                return .cast(name)
            }
            // `viewModel?.pages ?? []`: either side.
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                return .array([expr(elements[0]), expr(elements[2])])
            }
            return .other(keepText ? Self.shortText(e) : "…")
        }
        if let a = e.as(AsExprSyntax.self), let (name, _) = Self.typeName(a.type) {
            if name.hasPrefix("UI"), case .instantiate = expr(a.expression) { return expr(a.expression) }
            return .cast(name)
        }
        if let array = e.as(ArrayExprSyntax.self) { return .array(array.elements.map { expr($0.expression) }) }
        if let call = e.as(FunctionCallExprSyntax.self) {
            let first = call.arguments.first
            let argument = first.map { expr($0.expression) }
            let label = first?.label?.text
            if let d = call.calledExpression.as(DeclReferenceExprSyntax.self), d.baseName.text.isTypeLikeName {
                // `NavigationStack { FeedView() }`: a container view's content stands as its argument.
                if argument == nil, let body = Self.closureBody(call.trailingClosure) {
                    return .construct(d.baseName.text, generic: nil, label: "content", argument: expr(body))
                }
                return .construct(d.baseName.text, generic: nil, label: label, argument: argument)
            }
            if let d = call.calledExpression.as(DeclReferenceExprSyntax.self), d.baseName.text.first?.isLowercase == true {
                return .callResult(receiver: "self", method: d.baseName.text)
            }
            if let g = call.calledExpression.as(GenericSpecializationExprSyntax.self),
               let d = g.expression.as(DeclReferenceExprSyntax.self) {
                let generic = g.genericArgumentClause.arguments.first.map { Self.baseName($0.argument.trimmedText) }
                return .construct(d.baseName.text, generic: generic, label: label, argument: argument)
            }
            if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
                let member = m.declName.baseName.text
                if member.hasPrefix("instantiate") {
                    // A typed helper names the class: `instantiateController(ofType: X.self)`, `instantiate(X.self)`.
                    for argument in call.arguments {
                        if let typed = argument.expression.as(MemberAccessExprSyntax.self), typed.declName.baseName.text == "self",
                           let type = typed.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
                            return .cast(type)
                        }
                    }
                    if member == "instantiateInitialViewController" { return .instantiate(storyboard: expr(base), identifier: nil) }
                    if member == "instantiateViewController" || member == "instantiateViewControllerWithIdentifier",
                       let id = call.arguments.first(where: { $0.label?.text == "withIdentifier" || $0.label?.text == "identifier" || $0.label == nil }) {
                        return .instantiate(storyboard: expr(base), identifier: expr(id.expression))
                    }
                }
                if let d = base.as(DeclReferenceExprSyntax.self), d.baseName.text.first?.isUppercase == true {
                    return member == "init" ? .construct(d.baseName.text, generic: nil, label: label, argument: argument) : .staticCall(d.baseName.text, member: member, argument: argument)
                }
                // `FeedView().embeddedInHostingController()`: an app's helper that hosts the view it is called on.
                if member.contains("HostingController") || member.hasPrefix("hosted") || member.hasPrefix("hosting"),
                   case .construct = expr(base) {
                    return .construct("UIHostingController", generic: nil, label: "rootView", argument: expr(base))
                }
                // `items.map { Wrap(rootViewController: $0) }`: a closure of one expression.
                if member == "map" || member == "compactMap", call.arguments.isEmpty, let closure = call.trailingClosure,
                   closure.statements.count == 1, let body = closure.statements.first?.item.as(ExprSyntax.self) {
                    return .mapped(base: expr(base), transform: expr(body))
                }
                if let r = Self.ref(base) { return .callResult(receiver: r, method: member) }
            }
            return .other(keepText ? Self.shortText(e) : "…")
        }
        if let text = Self.stringLiteral(e) { return .string(text) }
        let stripped = Self.unwrapped(e)
        if stripped.id != e.id { return expr(stripped) }
        if let r = Self.ref(e) { return .name(r) }
        // `viewControllers[index]`: one of the list's elements, so the list stands for it.
        if let s = e.as(SubscriptCallExprSyntax.self), let r = Self.ref(s.calledExpression) { return .name(r) }
        return .other(keepText ? Self.shortText(e) : "…")
    }

    /// At most about 60 characters of source, spaces collapsed: reads only the tokens it needs.
    static func shortText(_ e: some SyntaxProtocol) -> String {
        var out = ""
        for token in e.tokens(viewMode: .sourceAccurate) {
            if !out.isEmpty, !token.leadingTrivia.isEmpty { out += " " }
            out += token.text
            if out.count > 60 { return String(out.prefix(59)) + "…" }
            if !token.trailingTrivia.isEmpty { out += " " }
        }
        return String(out.trimming(\.isWhitespace))
    }

    // MARK: - Availability

    /// The iOS version of the innermost `if #available(iOS N, *)` body, `guard #available`
    /// before the node in its block, or `@available(iOS N, *)` declaration around the node.
    static func availabilityGuard(_ node: Syntax) -> String? {
        var child = node
        var current = node.parent
        while let parent = current {
            if let block = child.as(CodeBlockSyntax.self), let ifExpr = parent.as(IfExprSyntax.self), ifExpr.body.id == block.id {
                for condition in ifExpr.conditions {
                    if case .availability(let availability) = condition.condition, let v = iOSVersion(in: availability) { return v }
                }
            }
            if let item = child.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                for sibling in list {
                    if sibling.id == item.id { break }
                    guard let guardStmt = sibling.item.as(GuardStmtSyntax.self) else { continue }
                    for condition in guardStmt.conditions {
                        if case .availability(let availability) = condition.condition, let v = iOSVersion(in: availability) { return v }
                    }
                }
            }
            if let attributes = parent.asProtocol(WithAttributesSyntax.self)?.attributes {
                for element in attributes {
                    guard case .attribute(let attribute) = element, attribute.attributeName.trimmedText == "available" else { continue }
                    if let v = iOSVersion(text: attribute.arguments?.trimmedText ?? "") { return v }
                }
            }
            child = parent
            current = parent.parent
        }
        return nil
    }

    static func iOSVersion(in availability: AvailabilityConditionSyntax) -> String? {
        guard availability.availabilityKeyword.tokenKind == .poundAvailable else { return nil }
        return iOSVersion(text: availability.availabilityArguments.trimmedText)
    }

    /// `iOS 16`, `iOS 16.4, *`, `iOS, introduced: 16.0` → "16", "16.4", "16.0".
    static func iOSVersion(text: String) -> String? {
        let parts = text.split(separator: ",").map { String($0.trimming(\.isWhitespace)) }
        guard let i = parts.firstIndex(where: { $0 == "iOS" || $0.hasPrefix("iOS ") }) else { return nil }
        let head = parts[i]
        if head.hasPrefix("iOS ") {
            let v = String(head.dropFirst(4).trimming(\.isWhitespace))
            return v.isEmpty ? nil : v
        }
        for part in parts[(i + 1)...] where part.hasPrefix("introduced:") {
            return String(part.dropFirst("introduced:".count).trimming(\.isWhitespace))
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without leading and trailing characters that `isTrimmed` accepts.
    func trimming(_ isTrimmed: (Character) -> Bool) -> SubSequence {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
