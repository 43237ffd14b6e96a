/// The app at every stage of a plan: which framework each element is in after each stage,
/// and the deployment target then. Steps choose their text from it, and `PlanVerifier`
/// checks every step against it.
///
/// One number per element (the stage after which it is SwiftUI) instead of a snapshot per
/// stage: a 100k-screen plan has dozens of stages.
public struct StageModel: Sendable {
    /// The stage after which each element is SwiftUI: -1 for SwiftUI from the start,
    /// `Int.max` for UIKit to the end.
    var swiftUIAfter: [Int]
    /// The deployment target each stage ships on.
    var targets: [OSVersion]

    /// The element's framework once stage `stage` is done (`-1`: before the plan starts).
    public func framework(_ element: Int, after stage: Int) -> Framework {
        swiftUIAfter[element] <= stage ? .swiftui : .uikit
    }

    /// The element's framework while stage `stage` is being worked on, before it is done.
    public func framework(_ element: Int, before stage: Int) -> Framework {
        framework(element, after: stage - 1)
    }

    /// The stage after which the element is SwiftUI, nil when it never is.
    public func stage(of element: Int) -> Int? {
        let s = swiftUIAfter[element]
        return s == .max ? nil : max(s, -1)
    }

    public func target(of stage: Int) -> OSVersion { targets[stage] }
}

/// What a checklist line asks for, as data the verifier can check against the stage model:
/// each case's precondition is stated where it is checked (`PlanVerifier`).
enum Step: Sendable, Hashable {
    /// `present(UIHostingController(rootView:))` from these presenters: each is UIKit.
    case presentFromUIKit(anchor: Int, presenters: [Int])
    /// `.sheet`, `.fullScreenCover` or `.popover` from these presenters: each is SwiftUI.
    case presentFromSwiftUI(anchor: Int, presenters: [Int])
    /// A setting on the hosting controller a UIKit presenter presents: some presenter is UIKit.
    case styleOnHost(anchor: Int, presenters: [Int])
    /// `addChild` of the host into these parents: each is a UIKit screen or navigation
    /// container (a tab bar controller's children are its tabs, a pager's its pages).
    case embedWithAddChild(anchor: Int, parents: [Int])
    /// The stack becomes a NavigationStack (or the helper): it sits in no SwiftUI stack.
    case navigationStack(anchor: Int)
    /// Advice that names NavigationPath: the stage ships on iOS 16 or later.
    case navigationPath(anchor: Int)
    /// The inner stack gives up its own NavigationStack inside the outer one: from this stage
    /// on, the two may both be SwiftUI.
    case unwindStack(inner: Int, outer: Int)
}

extension AppGraph {
    /// Navigation containers inside another's stack: (inner, outer), where something in the
    /// outer stack (its root, a pushed or embedded screen) or the outer container itself
    /// contains the inner one.
    func nestedStacks() -> [(inner: Int, outer: Int)] {
        var pairs: [(inner: Int, outer: Int)] = []
        for inner in 0..<containerCount where containerKind(inner) == .navigation {
            var outers: [Int] = []  // per inner stack: a handful at most
            for e in incoming[inner] where edges[e].kind.contains {
                let parent = edges[e].from
                let outer = containerKind(parent) == .navigation ? parent : navigationStack[parent]
                if let outer, outer != inner, !outers.contains(outer) {
                    outers.append(outer)
                    pairs.append((inner, outer))
                }
            }
        }
        return pairs
    }
}
