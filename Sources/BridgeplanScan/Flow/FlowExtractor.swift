import SwiftSyntax

/// The facts phase of the value-flow analysis, for one file: every function, initialiser,
/// accessor and closure as a list of assignments, calls and returns over `FlowExpr`, and the
/// navigation sinks each one calls. Purely syntactic: names are resolved by `FlowAnalysis`.
final class FlowExtractor: SyntaxVisitor {
    private let lineStarts: [Int]
    private(set) var file = FlowFile()
    /// The enclosing types' names, innermost last; an extension's is the extended type.
    private var owners: [String] = [""]
    private var ownerConstraints: [[String]] = [[]]
    /// Per enclosing type, the types nested in it that inherit nothing (`extension Style {
    /// struct ListItem { … } }`): a plain `ListItem()` there makes that one, not a view of
    /// the same name elsewhere, since types are known by their last name.
    private var plainNested: [Set<String>] = [[]]
    /// Each type's body: where its stored properties' initial values are assigned.
    private var bodies: [String: Int] = [:]

    static func facts(_ tree: SourceFileSyntax, lineStarts: [Int]) -> FlowFile {
        let extractor = FlowExtractor(lineStarts: lineStarts)
        extractor.walk(tree)
        var file = extractor.file
        // Statements that can move no value and call nothing (`x.count`, `y = 3`) are left out
        // here, on every core: the fixpoint would evaluate them on every run for nothing.
        // The conditions statements run under are kept by index: they move with their statements.
        for f in file.functions.indices {
            let function = file.functions[f]
            var kept: [FlowStatement] = []
            var conditions: [Int: RunCondition] = [:]
            for (i, statement) in function.statements.enumerated() {
                switch statement {
                case .evaluate(let e): if !FlowAnalysis.acts(e) { continue }
                case .assign(_, let value), .ret(let value): if FlowAnalysis.isInert(value) { continue }
                }
                if let condition = function.runsOnlyIf[i] { conditions[kept.count] = condition }
                kept.append(statement)
            }
            file.functions[f].statements = kept
            file.functions[f].runsOnlyIf = conditions
        }
        return file
    }

    private init(lineStarts: [Int]) {
        self.lineStarts = lineStarts
        super.init(viewMode: .sourceAccurate)
    }

    private func position(_ node: some SyntaxProtocol) -> Position {
        Position.at(node.positionAfterSkippingLeadingTrivia.utf8Offset, lineStarts: lineStarts)
    }

    private var owner: String { owners[owners.count - 1] }
    /// The name functions and properties are filed under: a plain type nested in another by
    /// its qualified name (`Flow.Destination`, as `constructed` writes it), which the flow
    /// keeps apart only where two such types share a name (`FlowAnalysis.fileOwner`).
    private var qualifiedOwners: [String] = [""]
    private var memberOwner: String { qualifiedOwners[qualifiedOwners.count - 1] }

    // MARK: - Types

    private func enter(_ name: String, members: MemberBlockSyntax, constraints: [String] = []) -> SyntaxVisitorContinueKind {
        let nestedPlain = owners.count > 1 && plainNested[plainNested.count - 1].contains(name)
        qualifiedOwners.append(nestedPlain ? owner + "." + name : name)
        owners.append(name)
        ownerConstraints.append(constraints)
        var plain: Set<String> = []
        for member in members.members {
            let decl = member.decl
            if let s = decl.as(StructDeclSyntax.self), s.inheritanceClause == nil { plain.insert(s.name.text) }
            if let c = decl.as(ClassDeclSyntax.self), c.inheritanceClause == nil { plain.insert(c.name.text) }
            if let e = decl.as(EnumDeclSyntax.self), e.inheritanceClause == nil { plain.insert(e.name.text) }
        }
        plainNested.append(plain)
        return .visitChildren
    }

    private func leave() {
        owners.removeLast()
        qualifiedOwners.removeLast()
        ownerConstraints.removeLast()
        plainNested.removeLast()
    }

    /// The type a plain `Name(…)` makes: a plain type nested in an enclosing one, by its
    /// qualified name (the flow reads it by its own name unless a view or controller has that
    /// name: `FlowAnalysis.nestedType`), or the name.
    private func constructed(_ name: String) -> String {
        for i in stride(from: owners.count - 1, through: 1, by: -1) where plainNested[i].contains(name) {
            return owners[i] + "." + name
        }
        return name
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, members: node.memberBlock) }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let entered = enter(node.name.text, members: node.memberBlock)
        return Extractor.isPreview(node) ? .skipChildren : entered
    }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, members: node.memberBlock) }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, members: node.memberBlock) }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, members: node.memberBlock) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Extractor.typeName(node.extendedType)?.0 ?? node.extendedType.trimmedText
        return enter(name, members: node.memberBlock, constraints: Extractor.selfConstraints(node.genericWhereClause))
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements { file.enumCases[owner, default: []].insert(element.name.text) }
        return .skipChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        Extractor.isOtherPlatform(node) ? .skipChildren : .visitChildren
    }

    /// Top-level code and anything else outside a type's members is not read.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        node.parent?.parent?.is(SourceFileSyntax.self) == true && !node.item.is(DeclSyntax.self) ? .skipChildren : .visitChildren
    }

    // MARK: - Members

    private func newFunction(_ kind: FlowFunction.Kind, name: String, at node: some SyntaxProtocol, parent: Int? = nil) -> Int {
        var f = FlowFunction(kind: kind, owner: memberOwner, name: name, position: position(node))
        f.selfConstraints = ownerConstraints[ownerConstraints.count - 1]
        f.parent = parent
        file.functions.append(f)
        if kind == .closure || kind == .getter { builders.insert(file.functions.count - 1) }
        return file.functions.count - 1
    }

    private func parameters(_ list: FunctionParameterListSyntax, into f: Int, viewGenerics: Set<String> = []) {
        for p in list {
            let inner = (p.secondName ?? p.firstName).text
            if Self.isViewClosureType(p.type, viewGenerics: viewGenerics) || Self.hasViewBuilder(p) { file.functions[f].closureParameters.append(file.functions[f].labels.count) }
            file.functions[f].labels.append(p.firstName.text)
            file.functions[f].parameters.append(inner)
            if p.defaultValue == nil, p.ellipsis == nil { file.functions[f].requiredArguments += 1 }
            file.functions[f].locals.insert(inner)
            if let (type, _) = Extractor.typeName(p.type) { file.functions[f].declaredTypes[inner] = type }
            // A default (`navigationController: NavigationController = NavigationController()`)
            // is what the parameter holds when a caller leaves it out; so is a case
            // (`transition: Transition = .navigation(type: .push)`), which a router's `switch` reads.
            if let value = p.defaultValue?.value, value.is(FunctionCallExprSyntax.self) || value.is(MemberAccessExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) {
                let made = expr(value, in: f)
                if case .construct = made { file.functions[f].defaults[inner] = made }
                if made.outerCase != nil { file.functions[f].defaults[inner] = made }
            }
        }
    }

    /// A closure that makes a view: `@ViewBuilder content: @escaping () -> Content`,
    /// `makeSheet: (Binding<Bool>) -> some View`, `(() -> AnyView)?`. (Completion handlers and
    /// actions are left to their labels: a trailing one bound by position to a shared helper's
    /// parameter credits its sinks to every caller.)
    static func isViewClosureType(_ type: TypeSyntax, builder: Bool = false, viewGenerics: Set<String> = []) -> Bool {
        if let function = type.as(FunctionTypeSyntax.self) {
            let returned = function.returnClause.type.trimmedDescription
            // `() -> ItemListViewModel` makes a model, not a view.
            return builder || (returned.contains("View") && !returned.hasSuffix("Model")) || viewGenerics.contains(returned)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let isBuilder = attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
            return isViewClosureType(attributed.baseType, builder: builder || isBuilder, viewGenerics: viewGenerics)
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return isViewClosureType(optional.wrappedType, builder: builder, viewGenerics: viewGenerics) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return isViewClosureType(only.type, builder: builder, viewGenerics: viewGenerics) }
        return false
    }

    /// A function type, however wrapped: `() -> Content`, `(@escaping () -> Void)?`.
    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunctionType(unwrapped.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return isFunctionType(only.type) }
        return false
    }

    /// `@ViewBuilder content: () -> Content`, the attribute written on the parameter.
    static func hasViewBuilder(_ parameter: FunctionParameterSyntax) -> Bool {
        parameter.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let f = newFunction(.method, name: node.name.text, at: node)
        file.functions[f].isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        file.functions[f].isPrivate = node.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
        let attributes = Set(node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText })
        file.functions[f].isIBAction = attributes.contains("IBAction") || attributes.contains("IBSegueAction")
        file.functions[f].isObjC = attributes.contains("objc")
        // `func navigationLinkEmpty<Destination: View>(…, destination: @escaping () -> Destination)`:
        // a closure returning a generic parameter that must be a view makes a view, whether the
        // constraint is written in the brackets or in a `where` clause.
        var viewGenerics = Set(node.genericParameterClause?.parameters.compactMap { g in
            g.inheritedType?.trimmedDescription.contains("View") == true ? g.name.text : nil
        } ?? [])
        for requirement in node.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               conformance.rightType.trimmedDescription.contains("View") {
                viewGenerics.insert(conformance.leftType.trimmedDescription)
            }
        }
        parameters(node.signature.parameterClause.parameters, into: f, viewGenerics: viewGenerics)
        if let returned = node.signature.returnClause?.type {
            builders.insert(f)
            file.functions[f].returnType = Extractor.typeName(returned)?.0
        }
        if let body = node.body { block(body.statements, into: f, implicitReturn: node.signature.returnClause != nil) }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let f = newFunction(.initializer, name: "init", at: node)
        parameters(node.signature.parameterClause.parameters, into: f)
        if let body = node.body { block(body.statements, into: f, implicitReturn: false) }
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func body() -> Int {
        if let existing = bodies[memberOwner] { return existing }
        let f = FlowFunction(kind: .body, owner: memberOwner, name: "(body)", position: Position(line: 1, column: 1))
        file.functions.append(f)
        bodies[memberOwner] = file.functions.count - 1
        return file.functions.count - 1
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let declared = binding.typeAnnotation.flatMap { Extractor.typeName($0.type)?.0 }
            var property = FlowProperty(owner: memberOwner, name: name, type: declared, isStatic: isStatic)
            if node.bindingSpecifier.tokenKind == .keyword(.let), let literal = binding.initializer?.value.as(BooleanLiteralExprSyntax.self) {
                property.constant = literal.literal.tokenKind == .keyword(.true)
            }
            // A memberwise initialiser takes every stored `var`, and every `let` with no value.
            let isLetWithValue = node.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil
            if !isStatic, binding.accessorBlock == nil, !isLetWithValue, let type = binding.typeAnnotation?.type {
                property.isClosureParameter = Self.isFunctionType(type)
                property.isContent = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
            }
            file.properties.append(property)
            if let value = binding.initializer?.value {
                let f = body()
                let uses = file.functions[f].caseUses.count
                let e = expr(value, in: f)
                // An initial value (`@State var selection: Panel? = .accounts`) is where a view
                // starts, not a step someone takes: its cases are no route's source. A table of
                // rows (`static let items = [Item(title: "Devices", page: .devices)]`) is read by
                // the screens that list it: its cases are theirs.
                if value.is(ArrayExprSyntax.self) {
                    for i in uses..<file.functions[f].caseUses.count { file.functions[f].caseUses[i].table = name }
                } else {
                    file.functions[f].caseUses.removeSubrange(uses...)
                }
                file.functions[f].statements.append(.assign(target: .member(.selfRef, name), value: e))
                if name == "storyboardName", let text = Extractor.stringLiteral(value) {
                    file.functions[f].statements.append(.assign(target: .member(.selfRef, name), value: .string(text)))
                }
            }
            switch binding.accessorBlock?.accessors {
            case .getter(let items)?:
                let f = newFunction(.getter, name: name, at: binding)
                file.functions[f].isPrivate = node.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
                block(items, into: f, implicitReturn: true)
            case .accessors(let list)?:
                for accessor in list {
                    guard let items = accessor.body?.statements else { continue }
                    let specifier = accessor.accessorSpecifier.text
                    let f = newFunction(specifier == "get" ? .getter : .method, name: specifier == "get" ? name : "\(name).\(specifier)", at: accessor)
                    // An observer's and a setter's implicit parameters.
                    for implicit in ["newValue", "oldValue"] { file.functions[f].locals.insert(implicit) }
                    block(items, into: f, implicitReturn: specifier == "get")
                }
            case nil: break
            }
        }
        return .skipChildren
    }

    // MARK: - Statements

    private func append(_ statement: FlowStatement, to f: Int) {
        if let condition = runConditions.last { file.functions[f].runsOnlyIf[file.functions[f].statements.count] = condition }
        file.functions[f].statements.append(statement)
    }

    /// Declares a local in the innermost scope and returns the name it is kept under: a name
    /// declared again in the same function (`let vc = A()` in one branch, `let vc = B()` in the
    /// next) is another variable, kept as `vc#N`, so the two branches' values stay apart.
    @discardableResult
    private func declare(_ name: String, type: TypeSyntax?, in f: Int) -> String {
        var kept = name
        if file.functions[f].locals.contains(name) {
            kept = "\(name)#\(file.functions[f].locals.count)"
            while file.functions[f].locals.contains(kept) { kept += "'" }
        }
        file.functions[f].locals.insert(kept)
        if !scopes.isEmpty { scopes[scopes.count - 1][name] = kept }
        if let type, let (t, _) = Extractor.typeName(type) { file.functions[f].declaredTypes[kept] = t }
        return kept
    }

    /// The names locals are kept under, by lexical scope, innermost last (see `declare`).
    private var scopes: [[String: String]] = []

    /// The name a reference means: the innermost declaration's.
    private func resolve(_ name: String) -> String {
        for scope in scopes.reversed() { if let kept = scope[name] { return kept } }
        return name
    }

    /// Runs `body` in a scope of its own: what it declares is not seen after it. `hiding`: a
    /// closure's or local function's parameters, which hide the enclosing locals of their names;
    /// `selfAs`: one of them that stands for `self`.
    private func scoped(hiding parameters: [String] = [], selfAs alias: String? = nil, _ body: () -> Void) {
        var scope = Dictionary(parameters.map { ($0, $0) }, uniquingKeysWith: { a, _ in a })
        if let alias { scope[alias] = "self" }
        scopes.append(scope)
        body()
        scopes.removeLast()
    }

    /// A body's statements; with `implicitReturn`, a body of one expression returns it.
    private func block(_ items: CodeBlockItemListSyntax, into f: Int, implicitReturn: Bool) {
        // A lone assignment returns nothing and may be a sink (`animations: { window.rootViewController = vc }`).
        if implicitReturn, items.count == 1, let only = items.first, case .expr(let e) = only.item, !e.is(IfExprSyntax.self), !e.is(SwitchExprSyntax.self),
           e.as(SequenceExprSyntax.self).flatMap(assignment) == nil {
            append(.ret(expr(e, in: f)), to: f)
            return
        }
        scoped { for item in items { statement(item.item, in: f) } }
    }

    private func statement(_ item: CodeBlockItemSyntax.Item, in f: Int) {
        switch item {
        case .decl(let decl):
            if let v = decl.as(VariableDeclSyntax.self) {
                for binding in v.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        // The value first: `let vc = vc ?? Default()` reads the outer `vc`.
                        let value = binding.initializer.map { expr($0.value, in: f) }
                        let kept = declare(name, type: binding.typeAnnotation?.type, in: f)
                        if let value { append(.assign(target: .name(kept), value: value), to: f) }
                    } else if let value = binding.initializer?.value {
                        append(.evaluate(expr(value, in: f)), to: f)
                    }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                // A local function: a closure with a name, capturing the enclosing locals.
                let g = newFunction(.closure, name: function.name.text, at: function, parent: f)
                parameters(function.signature.parameterClause.parameters, into: g)
                file.functions[f].locals.insert(function.name.text)
                append(.assign(target: .name(function.name.text), value: .closure(g)), to: f)
                if let body = function.body {
                    scoped(hiding: file.functions[g].parameters) { block(body.statements, into: g, implicitReturn: function.signature.returnClause != nil) }
                }
            } else if let config = decl.as(IfConfigDeclSyntax.self) {
                for clause in config.clauses where !Extractor.isOtherPlatform(clause) {
                    if case .statements(let items)? = clause.elements { for i in items { statement(i.item, in: f) } }
                }
            }
        case .stmt(let stmt):
            if let r = stmt.as(ReturnStmtSyntax.self) {
                if let e = r.expression {
                    let value = expr(e, in: f)
                    append(.ret(value), to: f)
                    // A router's `switch scene { case .profile: return ProfileViewController() … }`,
                    // or its arms assigning the local it returns, modifiers and all (`return
                    // view.padding()`): what it returns per case. An enum's own `switch self`
                    // too (`Scene.instantiate()`): what it returns for the case it is called on.
                    if let only = currentGuard(f), Self.guardsACall(only) || only.parameter == "self" {
                        file.functions[f].caseReturns.append(CaseReturn(parameter: only.parameter, cases: only.constants, value: value))
                    } else if case .name(let local) = value.underModifiers, let arms = armAssignments[f]?[local] {
                        file.functions[f].caseReturns += arms
                    }
                }
            } else if let g = stmt.as(GuardStmtSyntax.self) {
                conditions(g.conditions, in: f)
                // The body runs when the condition fails: below the version, or with the flag unset.
                let otherwise = Self.available(g.conditions).map(RunCondition.below) ?? Self.staticFlag(g.conditions, negated: true)
                if let otherwise { runConditions.append(otherwise) }
                scoped { for i in g.body.statements { statement(i.item, in: f) } }
                if otherwise != nil { runConditions.removeLast() }
            } else if let loop = stmt.as(ForStmtSyntax.self) {
                scoped {
                    if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        let sequence = expr(loop.sequence, in: f)
                        let local = declare(name, type: nil, in: f)
                        append(.assign(target: .name(local), value: sequence), to: f)
                        // `for tab in Tabs.allCases`: each is a `Tabs`, whose members (`tab.nav`) it reads.
                        if case .member(.name(let type), "allCases") = sequence, type.first?.isUppercase == true {
                            file.functions[f].declaredTypes[local] = type
                        }
                    }
                    for i in loop.body.statements { statement(i.item, in: f) }
                }
            } else if let loop = stmt.as(WhileStmtSyntax.self) {
                scoped {
                    conditions(loop.conditions, in: f)
                    for i in loop.body.statements { statement(i.item, in: f) }
                }
            } else if let loop = stmt.as(RepeatStmtSyntax.self) {
                scoped { for i in loop.body.statements { statement(i.item, in: f) } }
            } else if let d = stmt.as(DoStmtSyntax.self) {
                scoped { for i in d.body.statements { statement(i.item, in: f) } }
                for clause in d.catchClauses { scoped { for i in clause.body.statements { statement(i.item, in: f) } } }
            } else if let d = stmt.as(DeferStmtSyntax.self) {
                scoped { for i in d.body.statements { statement(i.item, in: f) } }
            } else if let e = stmt.as(ExpressionStmtSyntax.self) {
                expressionStatement(e.expression, in: f)
            }
        case .expr(let e):
            expressionStatement(e, in: f)
        }
    }

    private func conditions(_ list: ConditionElementListSyntax, in f: Int) {
        for element in list {
            switch element.condition {
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // `if let x`, `guard let x = x`, `guard let x = self.x`: x unwrapped, the same values. Declared as
                // a local it would hide, for the whole function, the property or parameter it unwraps.
                if let value = binding.initializer?.value {
                    let unwrapped = Self.unwrapped(value)
                    if unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == name { continue }
                    if let member = unwrapped.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name,
                       member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", !file.functions[f].locals.contains(name) { continue }
                } else {
                    continue
                }
                if let value = binding.initializer?.value {
                    let read = expr(value, in: f)
                    append(.assign(target: .name(declare(name, type: binding.typeAnnotation?.type, in: f)), value: read), to: f)
                }
            case .expression(let e):
                append(.evaluate(expr(e, in: f)), to: f)
            case .matchingPattern(let pattern):
                append(.evaluate(expr(pattern.initializer.value, in: f)), to: f)
            default: break
            }
        }
    }

    private func expressionStatement(_ e: ExprSyntax, in f: Int) {
        if let i = e.as(IfExprSyntax.self) {
            ifStatement(i, in: f)
        } else if let s = e.as(SwitchExprSyntax.self) {
            append(.evaluate(expr(s.subject, in: f)), to: f)
            let written = Self.switchedName(s.subject)
            // A parameter, or `self` in an enum's method (`switch self { case .settings: SettingsView() }`,
            // a route's view): what is returned then is per case (`CaseReturn`).
            // A stored property (`switch sheetType` in a view made with `Sheet(sheetType: $0)`) is
            // kept as `.sheetType`: the view's cases are chosen where it is made.
            var subject = written
            if let name = subject, name != "self", !file.functions[f].locals.contains(name), !file.functions[f].parameters.contains(name) { subject = "." + name }
            let isParameter = subject.map { $0 == "self" || $0.hasPrefix(".") || file.functions[f].parameters.contains($0) } ?? false
            for case .switchCase(let c) in s.cases {
                // `case .settings, .privacy:` on a parameter: this case's calls run for those values only.
                var equal: CallGuard?
                if isParameter, let subject, case .case(let label) = c.label {
                    let constants = label.caseItems.compactMap { item in
                        // `case .x:`, `case .x(let y):`, `case let .x(y):`
                        (item.pattern.as(ExpressionPatternSyntax.self) ?? item.pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(ExpressionPatternSyntax.self))
                            .flatMap { Self.constant($0.expression) }
                    }
                    if constants.count == label.caseItems.count, !constants.isEmpty { equal = CallGuard(parameter: subject, constants: Set(constants)) }
                }
                if let equal { guards.append((f, equal)) }
                conditional += 1
                scoped { for i in c.statements { statement(i.item, in: f) } }
                conditional -= 1
                if equal != nil { guards.removeLast() }
            }
        } else if let sequence = e.as(SequenceExprSyntax.self), let (lhs, rhs) = assignment(sequence) {
            let target = expr(lhs, in: f), value = expr(rhs, in: f)
            append(.assign(target: target, value: value), to: f)
            if case .name(let local) = target, file.functions[f].locals.contains(local), let only = currentGuard(f), Self.guardsACall(only) {
                armAssignments[f, default: [:]][local, default: []].append(CaseReturn(parameter: only.parameter, cases: only.constants, value: value))
            }
            // `tabs.viewControllers = […]`, `window.rootViewController = x`: sinks written as assignments;
            // also a tab bar's own `viewControllers = […]` and `tabs = [UITab…]` (iOS 18), the
            // latter only with a literal list (`tabs` is a common name for other things).
            var receiver: FlowExpr?, member = ""
            if case .member(let base, let name) = target {
                (receiver, member) = (base, name)
            } else if case .name(let name) = target, !file.functions[f].locals.contains(name) {
                (receiver, member) = (.selfRef, name)
            }
            if let receiver {
                let isList = if case .array = value { true } else { false }
                let kind: FlowSinks.Kind? = member == "viewControllers" || (member == "tabs" && isList) ? .setStack
                    : member == "rootViewController" && target != .name(member) && Self.unwrapped(lhs).trimmedText.lowercased().contains("window") ? .windowRoot : nil
                if let kind { file.functions[f].sinks.append(FlowSinkUse(sink: kind, value: value, receiver: receiver, position: position(sequence), text: Self.short(sequence), runsOnlyIf: runConditions.last)) }
            }
        } else {
            // In a result builder (a view's `body`, a content closure, a `@ViewBuilder`
            // function) each view written as a statement is part of what it returns.
            let value = expr(e, in: f)
            if builders.contains(f), Self.isBuilt(value) {
                append(.ret(value), to: f)
                if conditional > 0 || Self.isShownByState(e), case .construct(let type, _, _, _) = value.underModifiers {
                    file.functions[f].conditionalViews.append(MadeView(type: type, position: position(e)))
                }
                // `case .account(let id): AccountView(id: id)`: this view for these cases only.
                if let only = currentGuard(f) { file.functions[f].caseReturns.append(CaseReturn(parameter: only.parameter, cases: only.constants, value: value)) }
            } else {
                append(.evaluate(value), to: f)
            }
        }
    }

    /// `DeviceView().opacity(selectedTab == .device ? 1 : 0)`: a view kept in the body but seen
    /// only while state says so, as an `if` would show it (a hand-made tab bar's tabs, stacked
    /// in a `ZStack`).
    private static func isShownByState(_ e: ExprSyntax) -> Bool {
        var current: ExprSyntax? = e
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "opacity", let chosen = call.arguments.first?.expression.as(SequenceExprSyntax.self),
               let ternary = chosen.elements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?.as(UnresolvedTernaryExprSyntax.self),
               let last = chosen.elements.last, [ternary.thenExpression, last].contains(where: isZero) {
                return true
            }
            current = member.base
        }
        return false
    }

    private static func isZero(_ e: ExprSyntax) -> Bool {
        let text = e.trimmedDescription
        return text == "0" || text == "0.0"
    }

    /// The name a `switch` is about: `route`, `self.route`, and `selection ?? .home` (a sidebar's
    /// selection with the detail shown before any is made) are `route` and `selection`.
    private static func switchedName(_ subject: ExprSyntax) -> String? {
        let e = unwrapped(subject)
        if let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text { return name }
        if let member = e.as(MemberAccessExprSyntax.self), member.base?.isSelfReference == true {
            return member.declName.baseName.text
        }
        if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??", let first = sequence.elements.first {
            return switchedName(first)
        }
        return nil
    }

    /// Per function, what each local is assigned in the arms of a `switch` on a parameter
    /// (`case .profile: viewController = ProfileViewController()`), for the `return` of it.
    private var armAssignments: [Int: [String: [CaseReturn]]] = [:]

    /// Functions that may build views: closures, getters, and methods that return a value.
    private var builders: Set<Int> = []
    /// How many `if` or `switch` arms (not `#available` checks) the statement being read is in.
    private var conditional = 0

    private func ifStatement(_ i: IfExprSyntax, in f: Int) {
        let stateful = Self.available(i.conditions) == nil
        if stateful { conditional += 1 }
        defer { if stateful { conditional -= 1 } }
        // The conditions' bindings are the body's: a scope for both.
        scoped {
            conditions(i.conditions, in: f)
            let equal = Self.equality(i.conditions, parameters: guardable(f))
            if let equal { guards.append((f, equal)) }
            let flag = Self.staticFlag(i.conditions, negated: false)
            if let flag { runConditions.append(flag) }
            for item in i.body.statements { statement(item.item, in: f) }
            if flag != nil { runConditions.removeLast() }
            if equal != nil { guards.removeLast() }
        }
        let otherwise = Self.available(i.conditions).map(RunCondition.below) ?? Self.staticFlag(i.conditions, negated: true)
        if let otherwise { runConditions.append(otherwise) }
        // `if flag { … } else { … }` on a Bool parameter: the `else` runs when callers pass the other.
        let guardOtherwise = Self.flag(i.conditions, parameters: guardable(f)).map { CallGuard(parameter: $0.parameter, constants: [$0.value ? "false" : "true"]) }
        if let guardOtherwise { guards.append((f, guardOtherwise)) }
        switch i.elseBody {
        case .ifExpr(let next)?: ifStatement(next, in: f)
        case .codeBlock(let block)?: scoped { for item in block.statements { statement(item.item, in: f) } }
        case nil: break
        }
        if guardOtherwise != nil { guards.removeLast() }
        if otherwise != nil { runConditions.removeLast() }
    }

    /// The names a guard in `f` can compare that its callers pass: its parameters, and in a
    /// closure or local function those of the functions it is written in, which it captures
    /// (`func present(url:) { if forceCustom { … } }` inside the method that takes `forceCustom`).
    private func guardable(_ f: Int) -> [String] {
        var names = file.functions[f].parameters
        var current = f
        while let parent = file.functions[current].parent {
            names += file.functions[parent].parameters.filter { !file.functions[f].locals.contains($0) }
            current = parent
        }
        return names
    }

    /// Whether a guard can restrict a call by what its callers pass: one on a parameter, not on
    /// `self` or a stored property (those only choose what a view builds, `CaseReturn`).
    private static func guardsACall(_ g: CallGuard) -> Bool { g.parameter != "self" && !g.parameter.hasPrefix(".") }

    /// The conditions the code being read runs under (`#available` fallbacks, branches on a
    /// static flag), innermost last.
    private var runConditions: [RunCondition] = []

    /// The equality guards being read, innermost last, with the function each is about.
    private var guards: [(function: Int, guard: CallGuard)] = []

    /// The innermost guard on function `f`'s parameters, for a call `f` makes now.
    private func currentGuard(_ f: Int) -> CallGuard? { guards.last { $0.function == f }?.guard }

    /// `if place == Keys.settings` (either side, alone or first among the conditions): the
    /// parameter and the constant's last name.
    static func equality(_ list: ConditionElementListSyntax, parameters: [String]) -> CallGuard? {
        if let flag = flag(list, parameters: parameters) { return CallGuard(parameter: flag.parameter, constants: [flag.value ? "true" : "false"]) }
        for element in list {
            guard case .expression(let e) = element.condition, let sequence = e.as(SequenceExprSyntax.self) else { continue }
            let parts = Array(sequence.elements)
            guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { continue }
            for (lhs, rhs) in [(parts[0], parts[2]), (parts[2], parts[0])] {
                if let name = lhs.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters.contains(name), let constant = constant(rhs) {
                    return CallGuard(parameter: name, constants: [constant])
                }
            }
        }
        return nil
    }

    /// A static member named as a constant: `Keys.settings`, `Module.Keys.settings`, `.settings`
    /// (an enum case or a static let); its last name.
    /// `if forceCustom` or `if !forceCustom` alone, on a parameter: the value that runs the body.
    static func flag(_ list: ConditionElementListSyntax, parameters: [String]) -> (parameter: String, value: Bool)? {
        guard list.count == 1, case .expression(let e) = list.first!.condition else { return nil }
        if let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters.contains(name) { return (name, true) }
        if let not = e.as(PrefixOperatorExprSyntax.self), not.operator.text == "!",
           let name = not.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters.contains(name) { return (name, false) }
        return nil
    }

    static func constant(_ e: ExprSyntax) -> String? {
        // `case .account(let id):`, `case .account(_):` — the case, whatever it carries.
        if let call = e.as(FunctionCallExprSyntax.self) { return constant(call.calledExpression) }
        guard let member = e.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        guard let base = member.base else { return member.declName.baseName.text }
        var current: ExprSyntax? = base
        while let c = current {
            if let reference = c.as(DeclReferenceExprSyntax.self) { return isTypeName(reference.baseName.text) ? member.declName.baseName.text : nil }
            guard let inner = c.as(MemberAccessExprSyntax.self), isTypeName(inner.declName.baseName.text) else { return nil }
            current = inner.base
        }
        return nil
    }

    /// `if Config.isEnabled` (`Type.member`, or `!Type.member`): the flag the body needs, or with
    /// `negated` the one the `else` (a `guard`'s body) needs, which only a lone condition says.
    private static func staticFlag(_ list: ConditionElementListSyntax, negated: Bool) -> RunCondition? {
        if negated, list.count != 1 { return nil }
        for element in list {
            guard case .expression(var e) = element.condition else { continue }
            var value = true
            if let not = e.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" {
                value = false
                e = not.expression
            }
            guard let member = e.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                  base.baseName.text.isTypeLikeName else { continue }
            return .flag(type: base.baseName.text, member: member.declName.baseName.text, value: negated ? !value : value)
        }
        return nil
    }

    /// `#available(iOS 15, *)` among the conditions: "15".
    private static func available(_ list: ConditionElementListSyntax) -> String? {
        for element in list {
            if case .availability(let availability) = element.condition, let version = Extractor.iOSVersion(in: availability) { return version }
        }
        return nil
    }

    /// `a = b` and the compound `a += b` (appending to an array), as (a, b).
    private func assignment(_ sequence: SequenceExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard elements.count == 3 else { return nil }
        if elements[1].is(AssignmentExprSyntax.self) { return (elements[0], elements[2]) }
        if let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text == "+=" { return (elements[0], elements[2]) }
        return nil
    }

    // MARK: - Expressions

    private static func unwrapped(_ e: ExprSyntax) -> ExprSyntax {
        if let o = e.as(OptionalChainingExprSyntax.self) { return unwrapped(o.expression) }
        if let o = e.as(ForceUnwrapExprSyntax.self) { return unwrapped(o.expression) }
        if let t = e.as(TryExprSyntax.self) { return unwrapped(t.expression) }
        if let a = e.as(AwaitExprSyntax.self) { return unwrapped(a.expression) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil { return unwrapped(only.expression) }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return unwrapped(p.expression) }
        if let i = e.as(InOutExprSyntax.self) { return unwrapped(i.expression) }
        return e
    }

    private func expr(_ raw: ExprSyntax, in f: Int) -> FlowExpr {
        let e = Self.unwrapped(raw)
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            let resolved = resolve(name)
            return name == "self" || resolved == "self" ? .selfRef : .name(resolved)
        }
        // `super.init(coordinatorDelegate: delegate)`: the superclass's method, called on self.
        if e.is(SuperExprSyntax.self) { return .name("super") }
        if let member = e.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                useCase(name, type: nil, at: member, in: f)
                return .implicitMember(name)
            }
            if let (type, _) = Self.typeReference(base) { useCase(name, type: type, at: member, in: f) }
            return .member(expr(base, in: f), name)
        }
        if let call = e.as(FunctionCallExprSyntax.self) { return self.call(call, in: f) }
        // `forceCustom: true`: a constant a guarded call compares (`if forceCustom { … }`), like a case.
        if let flag = e.as(BooleanLiteralExprSyntax.self) { return .implicitMember(flag.literal.text) }
        if let closure = e.as(ClosureExprSyntax.self) { return .closure(self.closure(closure, in: f)) }
        if let array = e.as(ArrayExprSyntax.self) { return .array(array.elements.map { expr($0.expression, in: f) }) }
        if let dictionary = e.as(DictionaryExprSyntax.self) {
            // Read as the set of its values, as an array is (`[.home: HomeViewController()]`); the
            // keys only for their effects.
            guard case .elements(let elements) = dictionary.content else { return .array([]) }
            return .array(elements.map { element in
                append(.evaluate(expr(element.key, in: f)), to: f)
                return expr(element.value, in: f)
            })
        }
        if let ternary = e.as(TernaryExprSyntax.self) {
            append(.evaluate(expr(ternary.condition, in: f)), to: f)
            return .choice([expr(ternary.thenExpression, in: f), expr(ternary.elseExpression, in: f)])
        }
        if let sequence = e.as(SequenceExprSyntax.self) { return self.sequence(sequence, in: f) }
        if let i = e.as(IfExprSyntax.self) { return .choice(arms(i, in: f)) }
        if let s = e.as(SwitchExprSyntax.self) {
            append(.evaluate(expr(s.subject, in: f)), to: f)
            var values: [FlowExpr] = []
            for case .switchCase(let c) in s.cases { values.append(armValue(c.statements, in: f)) }
            return .choice(values)
        }
        if let postfix = e.as(PostfixIfConfigExprSyntax.self) {
            // `Form { … } #if !os(visionOS) .background(…) #endif`: the view with the modifiers of
            // the clauses that build for iOS, each read for its effects (a `.sheet` among them).
            for clause in postfix.config.clauses where !Extractor.isOtherPlatform(clause) {
                if case .postfixExpression(let modifiers)? = clause.elements { append(.evaluate(expr(modifiers, in: f)), to: f) }
            }
            return postfix.base.map { expr($0, in: f) } ?? .unknown
        }
        if let subscriptCall = e.as(SubscriptCallExprSyntax.self) { return expr(subscriptCall.calledExpression, in: f) }
        if let generic = e.as(GenericSpecializationExprSyntax.self) { return expr(generic.expression, in: f) }
        return .unknown
    }

    private func arms(_ i: IfExprSyntax, in f: Int) -> [FlowExpr] {
        conditions(i.conditions, in: f)
        var values = [armValue(i.body.statements, in: f)]
        switch i.elseBody {
        case .ifExpr(let next)?: values += arms(next, in: f)
        case .codeBlock(let block)?: values.append(armValue(block.statements, in: f))
        case nil: break
        }
        return values
    }

    /// An `if` or `switch` arm used as a value: its statements run, its last expression is the value.
    private func armValue(_ items: CodeBlockItemListSyntax, in f: Int) -> FlowExpr {
        guard let last = items.last else { return .unknown }
        for item in items.dropLast() { statement(item.item, in: f) }
        if case .expr(let e) = last.item { return expr(e, in: f) }
        statement(last.item, in: f)
        return .unknown
    }

    /// An unfolded operator sequence: `e as? T`, `a ?? b`; other operators give no controller.
    private func sequence(_ s: SequenceExprSyntax, in f: Int) -> FlowExpr {
        let elements = Array(s.elements)
        // `a == b ? X() : Y()`: the parser leaves operators unfolded, so a ternary whose
        // condition has an operator is an element of the sequence. Its value is either arm.
        if let t = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[t].as(UnresolvedTernaryExprSyntax.self) {
            for element in elements[..<t] where !element.is(BinaryOperatorExprSyntax.self) { append(.evaluate(expr(element, in: f)), to: f) }
            let otherwise = elements[(t + 1)...].filter { !$0.is(BinaryOperatorExprSyntax.self) }.map { expr($0, in: f) }
            return .choice([expr(ternary.thenExpression, in: f)] + otherwise)
        }
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self),
           let (name, _) = Extractor.typeName(type.type) {
            return .cast(expr(elements[0], in: f), name)
        }
        var parts: [FlowExpr] = []
        var coalescing = false
        for (i, element) in elements.enumerated() {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                coalescing = coalescing || op.operator.text == "??"
                continue
            }
            if i > 0, elements[i - 1].is(UnresolvedAsExprSyntax.self) { continue }
            if element.is(UnresolvedAsExprSyntax.self) || element.is(TypeExprSyntax.self) { continue }
            parts.append(expr(element, in: f))
        }
        if coalescing { return .choice(parts) }
        // Comparisons and arithmetic: their operands may still call (`a.present(…) == nil` is rare,
        // `x.count > 0` common); evaluated for their effects, no value.
        for part in parts { append(.evaluate(part), to: f) }
        return .unknown
    }

    private func closure(_ c: ClosureExprSyntax, in f: Int) -> Int {
        let g = newFunction(.closure, name: "(closure)", at: c, parent: f)
        if let signature = c.signature {
            switch signature.parameterClause {
            case .simpleInput(let names)?:
                for p in names { file.functions[g].parameters.append(p.name.text); file.functions[g].labels.append("_"); file.functions[g].locals.insert(p.name.text) }
            case .parameterClause(let clause)?:
                for p in clause.parameters {
                    let name = (p.secondName ?? p.firstName).text
                    file.functions[g].parameters.append(name)
                    file.functions[g].labels.append("_")
                    file.functions[g].locals.insert(name)
                    if let type = p.type, let (t, _) = Extractor.typeName(type) { file.functions[g].declaredTypes[name] = t }
                }
            case nil: break
            }
        } else {
            for i in 0..<3 { file.functions[g].parameters.append("$\(i)"); file.functions[g].labels.append("_"); file.functions[g].locals.insert("$\(i)") }
        }
        // Its parameters hide the enclosing function's locals of the same name.
        let selfAs = ownerFirstClosures.contains(c.id) ? file.functions[g].parameters.first : nil
        scoped(hiding: file.functions[g].parameters, selfAs: selfAs) { block(c.statements, into: g, implicitReturn: true) }
        return g
    }

    /// Closures RxSwift hands `self` first: `subscribe(with: self) { owner, value in … }`
    /// (also `bind`, `drive`, `emit`), and a subscription after `withUnretained(self)`. Their
    /// first parameter is `self` (`owner.delegate?.showDetail()` is the screen's own call).
    private var ownerFirstClosures: Set<SyntaxIdentifier> = []

    private static func handsSelfFirst(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["subscribe", "bind", "drive", "emit"].contains(member.declName.baseName.text) else { return false }
        if call.arguments.contains(where: { $0.label?.text == "with" && $0.expression.isSelfReference }) { return true }
        // `observable.withUnretained(self).subscribe(onNext: { owner, value in … })`, through `.observe(on:)` and the like.
        var base = member.base
        while let inner = base?.as(FunctionCallExprSyntax.self), let step = inner.calledExpression.as(MemberAccessExprSyntax.self) {
            if step.declName.baseName.text == "withUnretained", inner.arguments.first?.expression.isSelfReference == true { return true }
            base = step.base
        }
        return false
    }

    /// Text is no value the flow follows, save where a storyboard is named or a scene is picked
    /// (`UIStoryboard(name: "Main", bundle: nil)`, `instantiateViewController(withIdentifier:
    /// "Home")`, a generated accessor's `identifier: "Home"` and `storyboardName = "Main"`).
    private static let storyboardLabels: Set<String> = ["name", "identifier", "withIdentifier"]

    private func arguments(_ call: FunctionCallExprSyntax, in f: Int) -> [FlowArgument] {
        if Self.handsSelfFirst(call) {
            for argument in call.arguments { if let c = argument.expression.as(ClosureExprSyntax.self) { ownerFirstClosures.insert(c.id) } }
            if let trailing = call.trailingClosure { ownerFirstClosures.insert(trailing.id) }
        }
        var args = call.arguments.map { argument in
            noteReference(argument.expression, in: f)
            if let label = argument.label?.text, Self.storyboardLabels.contains(label), let text = Extractor.stringLiteral(argument.expression) {
                return FlowArgument(label: label, value: .string(text))
            }
            return FlowArgument(label: argument.label?.text, value: expr(argument.expression, in: f))
        }
        if let trailing = call.trailingClosure { args.append(FlowArgument(label: nil, value: .closure(closure(trailing, in: f)))) }
        for extra in call.additionalTrailingClosures {
            args.append(FlowArgument(label: extra.label.text, value: .closure(closure(extra.closure, in: f))))
        }
        return args
    }

    /// A method handed on as a value (`ActionButton(action: interactor.didTapAbout)`, `onDone:
    /// close`) runs when what it is handed calls it, for the code that handed it, as a closure
    /// written there would: recorded at its place. Only a name or a chain of names (a call in
    /// the chain would be read twice), on something that is not a type, and a bare name only
    /// when no enclosing function declares it (a local closure is a value, not a method).
    private func noteReference(_ raw: ExprSyntax, in f: Int) {
        let e = Self.unwrapped(raw)
        let receiver: FlowExpr?
        let name: String
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base {
            guard Self.isNameChain(base), Self.typeReference(base) == nil else { return }
            name = member.declName.baseName.text
            receiver = expr(base, in: f)
        } else if let reference = e.as(DeclReferenceExprSyntax.self), reference.argumentNames != nil || !Self.isTypeName(reference.baseName.text) {
            name = reference.baseName.text
            guard name != "self" else { return }
            var scope: Int? = f
            while let s = scope {
                if file.functions[s].locals.contains(name) { return }
                scope = file.functions[s].parent
            }
            receiver = nil
        } else {
            return
        }
        let index = file.functions[f].calls.count
        file.functions[f].calls.append(position(e))
        append(.evaluate(.reference(receiver: receiver, name: name, call: index)), to: f)
    }

    /// `interactor`, `self.model.router`: names and `self`, joined by dots.
    private static func isNameChain(_ raw: ExprSyntax) -> Bool {
        // `presenter?.showAddCard`: a chain through optionals is still a chain of names.
        let e = raw.as(OptionalChainingExprSyntax.self)?.expression ?? raw.as(ForceUnwrapExprSyntax.self)?.expression ?? raw
        if let reference = e.as(DeclReferenceExprSyntax.self) { return reference.argumentNames == nil }
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base { return isNameChain(base) }
        return false
    }

    private func call(_ node: FunctionCallExprSyntax, in f: Int) -> FlowExpr {
        let called = Self.unwrapped(node.calledExpression)
        let args = arguments(node, in: f)
        let index = file.functions[f].calls.count
        var result: FlowExpr
        var name: String
        if let ref = called.as(DeclReferenceExprSyntax.self) {
            // `Self()` in a type's static factory makes one of that type.
            name = ref.baseName.text == "Self" && !owner.isEmpty ? owner : ref.baseName.text
            result = Self.isTypeName(name) ? .construct(type: constructed(name), generic: nil, args: args, call: index) : .call(receiver: nil, name: name, args: args, call: index)
        } else if let generic = called.as(GenericSpecializationExprSyntax.self), let (type, _) = Self.typeReference(generic.expression) {
            name = type
            let argument = generic.genericArgumentClause.arguments.first.map { Extractor.baseName($0.argument.trimmedText) }
            result = .construct(type: type, generic: argument, args: args, call: index)
        } else if let member = called.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            if let base = member.base {
                if name == "init", let (type, generic) = Self.typeReference(base) {
                    result = .construct(type: type, generic: generic, args: args, call: index)
                } else if Self.isTypeName(name), let (type, _) = Self.typeReference(base) {
                    useCase(name, type: type, at: node, in: f)  // or a capitalised case, `Route.Profile(id:)`
                    result = .construct(type: name, generic: nil, args: args, call: index)  // `Module.Type(…)`, `Outer.Inner(…)`
                } else {
                    if let (type, _) = Self.typeReference(base) { useCase(name, type: type, at: node, in: f) }
                    result = .call(receiver: expr(base, in: f), name: name, args: args, call: index)
                }
            } else {
                useCase(name, type: nil, at: node, in: f)
                result = .call(receiver: nil, name: "." + name, args: args, call: index)  // `.init(…)`, `.custom(…)`: an implicit member
            }
        } else if let closure = called.as(ClosureExprSyntax.self) {
            name = "callAsFunction"
            result = .call(receiver: .closure(self.closure(closure, in: f)), name: name, args: args, call: index)
        } else {
            name = "callAsFunction"
            result = .call(receiver: expr(called, in: f), name: name, args: args, call: index)
        }
        if let swiftUI = FlowSinks.backportSpellings[name] {
            name = swiftUI
            switch result {
            case .construct(_, let generic, let args, let call): result = .construct(type: swiftUI, generic: generic, args: args, call: call)
            case .call(let receiver, _, let args, let call): result = .call(receiver: receiver, name: swiftUI, args: args, call: call)
            default: break
            }
        }
        if let equal = currentGuard(f), Self.guardsACall(equal) { file.functions[f].callGuards[file.functions[f].calls.count] = equal }
        file.functions[f].calls.append(position(node))
        // `super.pushViewController(…)` in an override forwards the app's own call: that call is the site.
        let forwards = called.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) ?? false
        if !forwards, let (kind, value) = FlowSinks.match(name: name, arguments: args) {
            var receiver: FlowExpr?
            if case .call(let r, _, _, _) = result { receiver = r }
            file.functions[f].sinks.append(FlowSinkUse(sink: kind, value: value, receiver: receiver, position: position(node), text: Self.short(node), runsOnlyIf: runConditions.last))
        } else if case .call(let panel?, _, _, _) = result, let parent = FlowSinks.panelParent(name: name, arguments: args) {
            file.functions[f].sinks.append(FlowSinkUse(sink: .addChild, value: .member(panel, FlowSinks.panelContent), receiver: parent, position: position(node), text: Self.short(node), runsOnlyIf: runConditions.last))
        } else if case .call(let panel?, _, _, _) = result, let content = FlowSinks.panelContentSet(name: name, arguments: args) {
            append(.assign(target: .member(panel, FlowSinks.panelContent), value: content), to: f)
        } else if case .construct(let type, _, _, _) = result, TypeIndex.kind(named: type) == .navigation, let root = FlowSinks.isStackRoot(args) {
            file.functions[f].sinks.append(FlowSinkUse(sink: .stackRoot, value: root, receiver: nil, position: position(node), text: Self.short(node), runsOnlyIf: runConditions.last))
        } else if case .call = result, called.is(MemberAccessExprSyntax.self) || called.is(DeclReferenceExprSyntax.self),
                  let (kind, content) = FlowSinks.matchModifier(name: name, arguments: args) {
            // A modifier's site is its own line (`.sheet(…)`), not the start of the chain it ends;
            // in an `extension View` helper it may be called on `self` without a dot.
            let at = called.as(MemberAccessExprSyntax.self).map { position($0.declName) } ?? position(node)
            let text = "." + name + "(" + Self.short(node.arguments) + ")"
            var use = FlowSinkUse(sink: kind, value: Self.shown(content, call: index, takesClosure: true), receiver: nil, position: at, text: text, runsOnlyIf: runConditions.last)
            if case .member(let type, "self")? = args.first(where: { $0.label == "for" })?.value {
                switch type {
                case .name(let t), .member(_, let t): use.valueType = t
                default: break
                }
            }
            file.functions[f].sinks.append(use)
        } else if case .call(nil, _, _, _) = result, let (kind, builder) = FlowSinks.formRowPresentation(name: name, arguments: args) {
            file.functions[f].sinks.append(FlowSinkUse(sink: kind, value: Self.shown(builder, call: index), receiver: nil, position: position(node), text: Self.short(node), runsOnlyIf: runConditions.last))
        } else if case .call(nil, _, _, _) = result, file.functions[f].name == FlowSinks.routeConfiguration,
                  let (kind, closure) = FlowSinks.routeInstruction(name: name, arguments: args) {
            file.functions[f].sinks.append(FlowSinkUse(sink: kind, value: Self.shown(closure, call: index), receiver: nil, position: position(node), text: Self.short(node), runsOnlyIf: runConditions.last))
        } else if case .construct("NavigationLink", _, _, _) = result, let destination = FlowSinks.linkDestination(args) {
            var shown = Self.shown(destination, call: index)
            if case .name(let parameter) = destination, file.functions[f].parameters.contains(parameter) {
                // A link helper of the app's handing on what it is handed (`destination:
                // destination` in `navigationLinkEmpty(isActive:destination:)`): a view, or a
                // closure that builds one (`@escaping () -> Destination`), called by the link.
                shown = .choice([destination, Self.shown(destination, call: index, takesClosure: true)])
            }
            file.functions[f].sinks.append(FlowSinkUse(sink: .link, value: shown, receiver: nil, position: position(node), text: Self.short(node), runsOnlyIf: runConditions.last))
        }
        targetAction(node, args: args, in: f)
        return result
    }

    /// `#selector(close)`, `#selector(Coordinator.showHelp(_:))`: the method's base name.
    static func selectorName(_ macro: MacroExpansionExprSyntax) -> String? {
        guard macro.macroName.text == "selector", let path = macro.arguments.first?.expression else { return nil }
        var method = path.trimmedText
        if let paren = method.firstIndex(of: "(") { method = String(method[..<paren]) }
        if let dot = method.lastIndex(of: ".") { method = String(method[method.index(after: dot)...]) }
        return method
    }

    /// `addTarget(coordinator, action: #selector(Coordinator.showHelp), …)`,
    /// `UIBarButtonItem(…, target: self, action: #selector(close))`: the target's method runs
    /// when the control is used, so the function that wires it is its caller.
    private func targetAction(_ node: FunctionCallExprSyntax, args: [FlowArgument], in f: Int) {
        guard let selector = node.arguments.first(where: { $0.label?.text == "action" }),
              let macro = selector.expression.as(MacroExpansionExprSyntax.self), let method = Self.selectorName(macro) else { return }
        let target = args.first { $0.label == "target" }?.value ?? (args.first?.label == nil ? args.first?.value : nil) ?? .selfRef
        let index = file.functions[f].calls.count
        if let equal = currentGuard(f), Self.guardsACall(equal) { file.functions[f].callGuards[index] = equal }
        if target == .selfRef { file.functions[f].deferredCalls.insert(index) }
        file.functions[f].calls.append(position(node))
        append(.evaluate(.call(receiver: target, name: method, args: [], call: index)), to: f)
    }

    private static func isTypeName(_ name: String) -> Bool { name.isTypeLikeName }

    private static let notCases: Set<String> = ["init", "self", "shared", "Type", "Protocol"]

    /// Records `.name` or `Type.name` written as a value when it can be an enum case (not `init`
    /// or `self`): a route's source, matched against the cases a destination switches on. Some
    /// apps capitalise their cases (`Route.ProfileByKey(pubkey:)`); a nested type written the
    /// same way matches only if an enum declares a case of that name and a view switches on it.
    private func useCase(_ name: String, type: String?, at node: some SyntaxProtocol, in f: Int) {
        guard name.first?.isLetter == true, !Self.notCases.contains(name), !Self.isCompared(Syntax(node)),
              !Self.isAssetResource(Syntax(node)), !Self.isLookedUp(Syntax(node)),
              type != nil || !Self.isModifierOption(Syntax(node)) else { return }
        let context = type == nil && node.parent?.is(ReturnStmtSyntax.self) == true ? file.functions[f].returnType : nil
        file.functions[f].caseUses.append(CaseUse(name: name, type: type, position: position(node), context: context))
    }

    /// `Image(.memos)`, `UIImage(resource: .logo)`, `Color(.accent)`: a resource Xcode generates
    /// from the asset catalog (`ImageResource`, `ColorResource`), not a route's case.
    private static func isAssetResource(_ node: Syntax) -> Bool {
        guard let call = callHanded(node), let called = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        return assetInitialisers.contains(called.baseName.text)
    }

    private static let assetInitialisers: Set<String> = ["Image", "UIImage", "Color", "UIColor"]

    /// `options.contains(.contacts)`, `tabs.firstIndex(of: .settings)`: a case looked up in a
    /// collection is read, not written (an alias's discovery options are no route to its
    /// contacts screen).
    private static func isLookedUp(_ node: Syntax) -> Bool {
        guard let call = callHanded(node), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        return lookups.contains(member.declName.baseName.text)
    }

    /// `.listRowSeparator(.hidden)`, `.scrollIndicators(.hidden)`: an option of a SwiftUI
    /// modifier the gate catalog knows, one of SwiftUI's own enums, not an app's route.
    private static func isModifierOption(_ node: Syntax) -> Bool {
        guard let call = callHanded(node), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return GateTable.modifiers[member.declName.baseName.text] != nil
    }

    /// The call `node` is an argument of, written directly in its parentheses.
    private static func callHanded(_ node: Syntax) -> FunctionCallExprSyntax? {
        guard let argument = node.parent?.as(LabeledExprSyntax.self) else { return nil }
        return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    private static let lookups: Set<String> = ["contains", "firstIndex", "lastIndex", "remove"]

    /// `queue.filter { $0 != .onboarding }`, `if sheet == .settings(id)`: a case compared is
    /// read, not written, and shows nothing.
    private static func isCompared(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent, parent.is(FunctionCallExprSyntax.self) || parent.is(ExprListSyntax.self) {
            if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
                return sequence.elements.contains { ["==", "!=", "~="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text) }
            }
            current = parent
        }
        return false
    }

    /// What a SwiftUI link or modifier shows: a view written in place, or what its content
    /// closure builds (the closure run at the call).
    private static func shown(_ content: FlowExpr, call: Int, takesClosure: Bool = false) -> FlowExpr {
        switch content {
        case .closure: return .call(receiver: content, name: "callAsFunction", args: [], call: call)
        // A method named where a modifier takes a closure (`.sheet(item: $task, content:
        // tasksSheet)`): what it builds, as a call of it would. (A link's destination is a view.)
        case .name(let method) where takesClosure, .member(.selfRef, let method) where takesClosure:
            return .call(receiver: nil, name: method, args: [], call: call)
        default: return content
        }
    }

    /// A view a result builder keeps: a construction, or a chain of modifiers on one
    /// (`Detail(item).navigationTitle("…")`), written as a statement of its own.
    private static func isBuilt(_ e: FlowExpr) -> Bool {
        switch e.underModifiers {
        case .construct, .name, .member(.selfRef, _): true  // a view, or a computed part (`header`)
        case .member(.name(let type), _): type.first?.isUppercase == true  // `Flow.Destinations.view(for:)`
        default: false
        }
    }

    /// `T`, `Module.T`, `T<G>` written as an expression: the type's base name and generic argument.
    private static func typeReference(_ e: ExprSyntax) -> (String, String?)? {
        if let ref = e.as(DeclReferenceExprSyntax.self), isTypeName(ref.baseName.text) { return (ref.baseName.text, nil) }
        if let member = e.as(MemberAccessExprSyntax.self), isTypeName(member.declName.baseName.text) { return (member.declName.baseName.text, nil) }
        if let generic = e.as(GenericSpecializationExprSyntax.self), let (type, _) = typeReference(generic.expression) {
            return (type, generic.genericArgumentClause.arguments.first.map { Extractor.baseName($0.argument.trimmedText) })
        }
        return nil
    }

    /// A call's text on one line, at most 80 characters.
    private static func short(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var space = false
        for c in node.trimmedText {
            if c.isWhitespace { space = true; continue }
            if space, !text.isEmpty { text.append(" ") }
            space = false
            text.append(c)
            if text.count >= 80 { return text + "…" }
        }
        return text
    }
}
