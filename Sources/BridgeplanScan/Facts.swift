// What one Swift file says, as plain data: the first pass (parsing, concurrent, one file at
// a time) produces these; the second pass (ScanResolver, sequential) resolves names across
// files. No syntax tree outlives its file.

/// A 1-based line and UTF-8 column.
public struct Position: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }

    /// The position of a UTF-8 offset, given the offset each line starts at (binary search:
    /// cheaper than SourceLocationConverter's walk over every token).
    static func at(_ offset: Int, lineStarts: [Int]) -> Position {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return Position(line: low + 1, column: offset - lineStarts[low] + 1)
    }
}

/// An expression, reduced to what resolution needs.
indirect enum Expr: Sendable, Hashable {
    /// `T(...)`, `T.init(...)`, `T<G>(...)`: the type, its generic argument, and the first
    /// argument with its label (`rootViewController:`, `rootView:`, `navigationController:`).
    case construct(String, generic: String?, label: String?, argument: Expr?)
    /// `T.member(...)` on a capitalised name: a factory such as `FeedViewController.make()`.
    case staticCall(String, member: String, argument: Expr?)
    /// `x.method(...)` on a variable: the result of a call (`coordinator.start()`).
    case callResult(receiver: String, method: String)
    /// A variable or property path, `self.` and optional marks removed (`self` for self).
    case name(String)
    /// `… as! T` / `… as? T`.
    case cast(String)
    case array([Expr])
    /// A string literal without interpolation.
    case string(String)
    /// `storyboard.instantiateViewController(withIdentifier: id)` (`identifier:`, with or
    /// without `creator:`), or `instantiateInitialViewController()` when `identifier` is nil.
    case instantiate(storyboard: Expr, identifier: Expr?)
    /// `base.map { transform }`, the closure's element as `$0` (`vcs.map { Nav(rootViewController: $0) }`).
    case mapped(base: Expr, transform: Expr)
    /// Anything else, as (shortened) source text for the unresolved list.
    case other(String)

    var text: String {
        switch self {
        case .construct(let t, let g, let label, let argument):
            let generic = g.map { "<\($0)>" } ?? ""
            if let label, let argument { return "\(t)\(generic)(\(label): \(argument.text))" }
            if let argument { return "\(t)\(generic)(\(argument.text))" }
            return "\(t)\(generic)()"
        case .staticCall(let t, let m, let argument): return "\(t).\(m)(\(argument?.text ?? ""))"
        case .mapped(let base, let transform): return "\(base.text).map { \(transform.text) }"
        case .callResult(let r, let m): return r == "self" ? "\(m)()" : "\(r).\(m)()"
        case .name(let n): return n
        case .cast(let t): return "… as \(t)"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .string(let s): return "\"\(s)\""
        case .instantiate(let storyboard, let identifier):
            if let identifier { return "\(storyboard.text).instantiateViewController(withIdentifier: \(identifier.text))" }
            return "\(storyboard.text).instantiateInitialViewController()"
        case .other(let s): return s
        }
    }
}

/// One thing a function does that the scan cares about, in source order.
struct Event: Sendable {
    enum Kind: Sendable {
        /// `let x = E`, `x = E`, `if let x = E`.
        case bind(String, Expr)
        /// `let x: T` (no value).
        case bindType(String, String)
        /// `receiver.addChild(child)`; receiver nil means self.
        case addChild(receiver: String?, child: Expr)
        /// `receiver.addSubview(x.view)` (also insertSubview, addArrangedSubview, …).
        case addSubview(receiver: String?, viewOf: Expr)
        /// `receiver.didMove(toParent: P)`.
        case didMove(receiver: String?, parent: String)
        /// `receiver.willMove(toParent: P)`.
        case willMove(receiver: String?, parent: String)
        case removeFromParent(receiver: String?)
        /// `x.view.removeFromSuperview()`.
        case removeViewFromSuperview(of: Expr)
        case push(receiver: String?, target: Expr)
        case present(receiver: String?, target: Expr)
        /// `show(_:sender:)` / `showDetailViewController(_:sender:)`.
        case show(receiver: String?, target: Expr)
        /// `….rootViewController = E` on a window; `window` is the window's name (`notificationWindow`).
        case setWindowRoot(Expr, window: String?)
        /// `x.viewControllers = [...]`, `x.setViewControllers([...], animated:)`; `paged` when
        /// the call has a `direction:` argument (UIPageViewController).
        case setViewControllers(receiver: String?, items: [Expr], paged: Bool)
        /// `x.setViewController(E, for: .primary)` (UISplitViewController columns).
        case setColumn(receiver: String?, target: Expr)
        /// `x.modalPresentationStyle = .style`.
        case presentationStyle(receiver: String, style: String)
        /// `x.coordinator = self` (x's coordinator is the enclosing type).
        case assignCoordinator(receiver: String)
        /// `receiver.method(...)`: a call that may be a coordinator's; `cases`: the enum cases
        /// among its arguments (`present(scene: .profile(vm), transition: .show)` → profile, show);
        /// `labels`: its arguments' labels, `_` for none (a method whose labels do not fit is another).
        case call(receiver: String, method: String, argument: Expr?, cases: [String], labels: [String])
        /// `Facade.helper(provider: self, …)`: a static function of an app type called with
        /// `self` or a plain name among its arguments (`arguments[i]` is that name, else nil),
        /// which may navigate on behalf of the screen it is handed.
        case helperCall(type: String, method: String, labels: [String], arguments: [String?], cases: [String])
        /// `childCoordinators.append(E)`, `append(child: E)`, `addChildCoordinator(E)`.
        case appendChildCoordinator(Expr)
        /// `childCoordinators.removeAll…`, `.remove(at:)`, `= childCoordinators.filter…`.
        case removeChildCoordinator
        case returnValue(Expr)
        /// `T(...)` for any capitalised T (hosting controllers in cells, coordinator starts).
        case construct(String, generic: String?)
        /// `super.init(rootViewController: E)` / `super.init(rootView: E)`.
        case superInit(label: String, argument: Expr)
        /// `performSegue(withIdentifier: "id", sender:)` on self.
        case performSegue(identifier: String)
        /// `segue.destination as? X` (also through `topViewController`) in `prepare(for:sender:)`.
        case segueDestination(String)
    }

    var kind: Kind
    var position: Position
    /// Inside a cell-registration or diffable-data-source closure.
    var inCellClosure: Bool
    /// Inside a closure that is not a cell closure (a tap handler set on a cell): it runs
    /// later, not once per cell.
    var inHandlerClosure = false
    /// The branches the event sits in: each `if` or `switch` (by its offset) and the arm taken.
    var branches: [Branch] = []

    struct Branch: Sendable, Hashable {
        var statement: Int
        var arm: Int
        /// The enum cases a `switch` arm matches (`case .profile(let vm):` → profile); empty
        /// for `if` arms and `default`.
        var cases: [String] = []
    }


    /// Two events that can never both run: they sit in different arms of one `if` or `switch`.
    func excludes(_ other: Event) -> Bool {
        for a in branches { for b in other.branches where a.statement == b.statement && a.arm != b.arm { return true } }
        return false
    }
}

struct FunctionFacts: Sendable {
    /// `tableView(_:cellForRowAt:)`, `viewDidLoad()`, `init(rootView:)`, `(type body)`.
    var signature: String
    var name: String
    var position: Position
    var events: [Event] = []
    /// Parameter names inside the body, in order (`provider` for `provider p:` is `p`).
    var parameters: [String] = []
    /// `extension P where Self: A & B`: the protocols a conforming type must also adopt for
    /// this default implementation to be its own.
    var selfConstraints: [String] = []
    /// Every case the arms of each `switch` name, by the statement's offset.
    var switchCases: [Int: Set<String>] = [:]

    /// Whether the event runs for a call that passed these enum cases: every `switch` that
    /// names one of them is in an arm that matches (arms that name no case always run, and a
    /// switch on something the call did not pass, `transition` given as a variable, may take any arm).
    func runs(_ event: Event, for cases: Set<String>) -> Bool {
        guard !cases.isEmpty else { return true }
        return event.branches.allSatisfy { branch in
            branch.cases.isEmpty || !cases.isDisjoint(with: branch.cases)
                || cases.isDisjoint(with: switchCases[branch.statement] ?? [])
        }
    }
}

struct PropertyFacts: Sendable {
    var name: String
    /// The declared type's base name (optional marks and generics removed).
    var type: String?
    /// The declared type's first generic argument (`UIHostingController<FeedView>`).
    var generic: String?
    var value: Expr?
    var isWeak: Bool
    var position: Position
}

struct GateUse: Sendable {
    var gate: String
    /// The API as written, for the need's note.
    var api: String
    var position: Position
    /// `"16.0"` when the use sits under `if #available(iOS 16, *)` or in an
    /// `@available(iOS 16, *)` declaration.
    var guardedBy: String?
    /// A type-name match (`NavigationStack`) is dropped when the app declares a type of that name.
    var typeName: String?
    /// Top-level `#Preview` uses go to the types its body names.
    var attributeTo: [String] = []
}

struct TypeFacts: Sendable {
    enum Kind: String, Sendable { case `class`, `struct`, `enum`, `protocol`, `extension`, actor, file }
    var name: String
    var kind: Kind
    /// Inherited and conformed names, base names only.
    var inherits: [String]
    /// Generic arguments of the first inherited type (`UIHostingController<FeedView>`).
    var inheritedGeneric: String?
    var position: Position
    var properties: [PropertyFacts] = []
    var functions: [FunctionFacts] = []
    var gateUses: [GateUse] = []
    /// Capitalised names the type uses (calls and type annotations), for needs closure.
    var references: Set<String> = []
    /// Declared `@main`.
    var isMain = false
    /// Declared inside another type's declaration or extension (`enum Tab` in a model): code
    /// outside that type reaches it only by its qualified name.
    var isNested = false
    /// Declared `private` or `fileprivate`: only its own file can make it.
    var isFilePrivate = false
    /// Lines from the declaration's first to its closing brace.
    var lines = 0
    /// The view a `WindowGroup { RootView() }` in this type shows first.
    var windowGroupRoot: (views: [String], position: Position)?
    /// An extension's `where Self: A & B` (protocol extensions only).
    var selfConstraints: [String] = []
    /// Windows this type raises above the app's (`toastWindow.windowLevel = .alert`): overlays,
    /// whose root is not the app's.
    var overlayWindows: Set<String> = []
    /// String literals written in the type's code that could name a storyboard scene
    /// (`"SettingsViewController"`, `"showDetail"`): what `instantiateViewController(withIdentifier:)`
    /// may be handed, through a helper or a constant.
    var literals: Set<String> = []
}

struct FileFacts: Sendable {
    /// Relative to the scanned directory (notes in the draft).
    var relativePath: String
    /// As the findings print it (the directory as given + relative path).
    var displayPath: String
    var types: [TypeFacts]
    /// Imports AppKit or Cocoa and not UIKit: macOS code, left out of the scan.
    var isAppKit = false
    /// Imports XCTest or Testing: a test target's file, left out of the scan.
    var isTest = false
    /// How values move in the file, for the value-flow analysis.
    var flow = FlowFile()
}
