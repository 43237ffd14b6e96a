// What one file says about how values move, as plain data: the facts phase of the value-flow
// analysis (FlowExtractor) writes these per file, concurrently; the flow phase (FlowAnalysis)
// reads all files' at once. No syntax tree outlives its file.

/// An expression reduced to what value flow needs.
indirect enum FlowExpr: Sendable, Hashable {
    /// A plain name: a local, a parameter, a captured variable, a property of `self`, or a type.
    case name(String)
    case selfRef
    /// `base.member` (optional marks removed).
    case member(FlowExpr, String)
    /// `T(…)`, `T<G>(…)`, `T.init(…)`: `call` is this construction's index in its function.
    case construct(type: String, generic: String?, args: [FlowArgument], call: Int)
    /// `receiver.name(…)` or `name(…)` (receiver nil): a method, a function, or a closure
    /// held in a variable. `call` is its index in the function's `calls`.
    case call(receiver: FlowExpr?, name: String, args: [FlowArgument], call: Int)
    /// A closure literal: an index into the file's functions.
    case closure(Int)
    /// A method named as a value, not called (`action: interactor.didTapAbout`, `onDone:
    /// close`): evaluated where it is written, for its effect; `call` is its index in `calls`.
    case reference(receiver: FlowExpr?, name: String, call: Int)
    /// Every element of an array literal; arrays are read as the set of their elements.
    case array([FlowExpr])
    /// One of these: `a ?? b`, `c ? a : b`, the arms of an `if` or `switch` expression.
    case choice([FlowExpr])
    /// `e as? T`, `e as! T`, `e as T`.
    case cast(FlowExpr, String)
    /// `.errorReport`: a static member of a type the context gives (found by name alone).
    case implicitMember(String)
    /// A string literal with no interpolation: a storyboard's name or a scene's identifier.
    case string(String)
    case unknown
}

struct FlowArgument: Sendable, Hashable {
    /// nil for an unlabelled argument (and a first trailing closure).
    var label: String?
    var value: FlowExpr

    /// A closure literal (`{ … }`), trailing or not.
    var isClosure: Bool { if case .closure = value { true } else { false } }
}

/// One statement's effect on values.
enum FlowStatement: Sendable, Hashable {
    /// `let x = e`, `x = e`, `self.x = e`, `a.b = e`, `if let x = e`, `for x in e`.
    case assign(target: FlowExpr, value: FlowExpr)
    /// An expression run for its effects (a call).
    case evaluate(FlowExpr)
    case ret(FlowExpr)
}

/// A call of an API that shows or contains a view controller (see `FlowSinks`).
struct FlowSinkUse: Sendable, Hashable {
    var sink: FlowSinks.Kind
    /// The expression that carries the controller (the pushed, presented or added one).
    var value: FlowExpr
    var receiver: FlowExpr?
    var position: Position
    /// The call as written, shortened, for unresolved lines.
    var text: String
    /// What must hold for the call to run that the code around it says: in the fallback of
    /// `if #available(iOS N, *)`, never in an app whose deployment target is N or later; under
    /// `if Config.isEnabled`, never when the app declares that flag a constant `false`.
    var runsOnlyIf: RunCondition?
    /// `.navigationDestination(for: Item.self)`: the type of the values it shows a view for.
    var valueType: String? = nil
}

/// A function, initialiser, accessor, closure, or a type's body (its property initialisers).
struct FlowFunction: Sendable {
    enum Kind: Sendable, Hashable { case method, initializer, closure, body, getter }
    var kind: Kind
    /// The type it belongs to (the extended type for an extension), "" at top level.
    var owner: String
    /// Base name: `showDetail`, `init`, a property's name for its getter, `(closure)`, `(body)`.
    var name: String
    /// Argument labels (`_` for none) and the names the body uses, in order.
    var labels: [String] = []
    var parameters: [String] = []
    /// Default values that make something (`= NavigationController()`), by parameter: what
    /// the parameter holds when a call leaves it out.
    var defaults: [String: FlowExpr] = [:]
    /// How many arguments a call must pass: the parameters with no default value and not
    /// variadic (a variadic one takes none).
    var requiredArguments = 0
    /// Declared parameter and local types by name (`let nav: UINavigationController`).
    var declaredTypes: [String: String] = [:]
    /// The parameters declared as closures that make a view (`@ViewBuilder content: @escaping
    /// () -> some View`), by index: where an unlabelled trailing closure goes (`present { Detail() }`).
    var closureParameters: [Int] = []
    var isStatic = false
    /// `private` or `fileprivate`: only its own file can call it.
    var isPrivate = false
    /// `@IBAction` or `@IBSegueAction`: Interface Builder calls it when a control is connected.
    var isIBAction = false
    /// `@objc`: Objective-C code, which the scan does not read, may call it.
    var isObjC = false
    /// The type it declares it returns, by name (`-> GroupDetailsViewController`, `-> Self`).
    var returnType: String?
    /// Declared `-> Self` (a storyboard factory, `static func instantiate() -> Self`, in a
    /// protocol extension): called on a type, it makes that type, whatever its body says.
    var returnsSelf: Bool { returnType == "Self" }
    /// A protocol extension's `where Self: A & B`.
    var selfConstraints: [String] = []
    var position: Position
    /// For closures and local functions: the function they are written in (an index in the
    /// same file), whose locals they capture.
    var parent: Int?
    var statements: [FlowStatement] = []
    /// Where each call of the function is written, by its index: the call graph keeps where
    /// each edge is made.
    var calls: [Position] = []
    /// Where call `index` is written. A write to an observed property links its observers
    /// with an index past the calls (one per statement), which has no place of its own: the
    /// function's is used.
    func position(ofCall index: Int) -> Position { index < calls.count ? calls[index] : position }
    /// Calls made only when a parameter equals one of some constants (`if place == Keys.settings
    /// { showSettings() }`, `case .settings:` in a `switch` on it), by call index: a router's
    /// branch runs only for the callers that pass that constant.
    var callGuards: [Int: CallGuard] = [:]
    /// Calls that only wire a target-action on `self` (`UIBarButtonItem(…, target: self,
    /// action: #selector(favorite))`): the method runs later, when the control is used, on the
    /// screen `self` is, not for whoever runs the code that wires it (an initialiser's callers).
    var deferredCalls: Set<Int> = []
    var sinks: [FlowSinkUse] = []
    /// Views returned for some cases of a parameter only (see `CaseReturn`).
    var caseReturns: [CaseReturn] = []
    /// Enum cases written as values in this function's code.
    var caseUses: [CaseUse] = []
    /// Locals this function declares (parameters included): other names are captures or
    /// properties of `self`.
    var locals: Set<String> = []
    /// Views a result builder here makes only in an `if` or `switch` arm (`if isShowSettings {
    /// SettingsFragment() }`): shown in place of, or over, the rest while the state says so.
    var conditionalViews: [MadeView] = []
    /// Statements (by index) under a condition the code states: the fallback of an
    /// `#available(iOS N, *)` check (`controller = WebVC(…)` where iOS 10 makes a `WebKitVC`),
    /// or a branch on a static flag.
    var runsOnlyIf: [Int: RunCondition] = [:]
}

/// A view a result builder returns only for some cases of a parameter: `case .account(let id):
/// AccountView(id: id)` in a destination closure's `switch route`.
struct CaseReturn: Sendable, Hashable {
    var parameter: String
    var cases: Set<String>
    var value: FlowExpr
}

/// A view made at a place in a function's code (`type` as written, without its module).
struct MadeView: Sendable, Hashable {
    var type: String
    var position: Position
}

/// An enum case written as a value (`.account(id: x)`, `Route.settings`) and where: the source
/// of a route a destination closure switches on. `type` is the type written before it, if any.
struct CaseUse: Sendable, Hashable {
    var name: String
    var type: String?
    var position: Position
    /// The property whose initial table holds it (`static let items = [Item(page: .devices)]`):
    /// the case is written by the code that reads the table, not where the table is declared.
    var table: String? = nil
    /// The type its place asks for when none is written: a function's declared return type
    /// for `return .settings` (`func route(for item: MenuItem) -> Route?`).
    var context: String? = nil
}

/// A call's guard: `parameter` equals one of `constants`, each the last name of a static member
/// (`NavigationManager.settingsPageKey` and `.settingsPageKey` are both `settingsPageKey`).
struct CallGuard: Sendable, Hashable {
    var parameter: String
    var constants: Set<String>
}

/// A property declared on a type, with its declared type (base name).
/// A condition the code states for code to run.
enum RunCondition: Sendable, Hashable {
    /// The fallback of `if #available(iOS N, *)` (its `else`, or a `guard`'s body): runs only
    /// below N.
    case below(String)
    /// `if Config.isEnabled { … }` (`value` true), or `if !Config.isEnabled`, or the `else` of
    /// the first: runs only when the static property `member` of `type` is `value`.
    case flag(type: String, member: String, value: Bool)
}

struct FlowProperty: Sendable {
    var owner: String
    var name: String
    var type: String?
    var isStatic: Bool
    /// `static let isEnabled = false`, or a `let` with a Boolean literal: its value, which no
    /// code can change.
    var constant: Bool? = nil
    /// A stored property of a function type that a memberwise initialiser takes
    /// (`@ViewBuilder var destination: () -> Content`): the last such one of a type is what a
    /// trailing closure at its construction fills.
    var isClosureParameter = false
    /// `@ViewBuilder var content: Content`: content whoever makes the view builds, which its
    /// memberwise initialiser takes as a closure.
    var isContent = false
}

struct FlowFile: Sendable {
    var functions: [FlowFunction] = []
    var properties: [FlowProperty] = []
    /// The methods `#selector(…)` names in this file, by base name (`close` for `#selector(close(_:))`).
    var selectors: Set<String> = []
    /// Each enum's cases declared in this file, by the enum's name.
    var enumCases: [String: Set<String>] = [:]
}

extension FlowExpr {
    /// This expression and every one inside it (a call's receiver and arguments, a member's
    /// or a cast's base, a list's items), outermost first. A closure is a function of its own
    /// and is not entered.
    func forEach(_ body: (FlowExpr) -> Void) {
        body(self)
        switch self {
        case .construct(_, _, let args, _): for arg in args { arg.value.forEach(body) }
        case .call(let receiver, _, let args, _):
            receiver?.forEach(body)
            for arg in args { arg.value.forEach(body) }
        case .member(let base, _), .cast(let base, _): base.forEach(body)
        case .reference(let receiver, _, _): receiver?.forEach(body)
        case .array(let items), .choice(let items): for item in items { item.forEach(body) }
        case .name, .selfRef, .closure, .implicitMember, .string, .unknown: break
        }
    }
}

extension FlowExpr {
    /// The property of `self` this reads, or calls with no arguments (a stored closure):
    /// `destination`, `self.destination`, `build()`, `self.build()`. Written bare, the name may
    /// also be a local, which the caller rules out.
    var ownPropertyRead: String? {
        switch self {
        case .name(let n), .member(.selfRef, let n), .call(nil, let n, [], _), .call(.selfRef?, let n, [], _): n
        default: nil
        }
    }

    /// The view a chain of modifiers is called on (`Detail().padding().navigationTitle(…)`:
    /// `Detail()`); a call on `self` (`self.content()`) is the view itself.
    var underModifiers: FlowExpr {
        var e = self
        while case .call(let receiver?, _, _, _) = e, receiver != .selfRef { e = receiver }
        return e
    }

    /// `.settings`, `.post(post)`: an enum case written without its type.
    var isCase: Bool {
        switch self {
        case .implicitMember: true
        case .call(nil, let name, _, _): name.hasPrefix(".") && name != ".init"
        default: false
        }
    }

    /// The enum cases written in it, innermost first (`.settings(.accountSignIn)`: accountSignIn,
    /// then settings), without their types; `Route.settings` too.
    /// The enum case this expression is, when it is one (`.profile`, `.profile(vm)`,
    /// `Scene.profile`): not the cases written inside it.
    var outerCase: String? {
        switch self {
        case .implicitMember(let name): name
        case .call(nil, let name, _, _) where name.hasPrefix(".") && name != ".init": String(name.dropFirst())
        case .member(.name(let type), let name) where type.first?.isUppercase == true && name.first?.isLowercase == true: name
        case .call(.name(let type)?, let name, _, _) where type.first?.isUppercase == true && name.first?.isLowercase == true: name
        default: nil
        }
    }

    var caseNames: [String] {
        var out: [String] = []
        func walk(_ e: FlowExpr) {
            switch e {
            case .implicitMember(let name): out.append(name)
            case .call(nil, let name, let args, _) where name.hasPrefix(".") && name != ".init":
                for arg in args { walk(arg.value) }
                out.append(String(name.dropFirst()))
            case .member(.name(let type), let name) where type.first?.isUppercase == true && name.first?.isLowercase == true:
                out.append(name)
            case .call(.name(let type)?, let name, let args, _) where type.first?.isUppercase == true && name.first?.isLowercase == true:
                for arg in args { walk(arg.value) }
                out.append(name)
            case .construct(_, _, let args, _):
                for arg in args { walk(arg.value) }
            default: break
            }
        }
        walk(self)
        return out
    }
}

extension FlowFunction {
    /// What its code assigns to local `name` (`let vc = X()`, each arm's `vc = Y()`), in order.
    func assignments(to name: String) -> [FlowExpr] {
        var assigned: [FlowExpr] = []
        for case .assign(.name(name), let value) in statements { assigned.append(value) }
        return assigned
    }

    /// Every expression of its statements, and every one inside them (see `FlowExpr.forEach`).
    func forEachExpression(_ body: (FlowExpr) -> Void) {
        for statement in statements {
            switch statement {
            case .assign(let target, let value):
                target.forEach(body)
                value.forEach(body)
            case .evaluate(let e), .ret(let e): e.forEach(body)
            }
        }
    }
}
