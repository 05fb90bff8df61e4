import WayfinderComposition
import WayfinderCoordinators
import WayfinderScript
import WayfinderStacks

/// A rule every state the checker reaches must keep, checked after every event.
///
/// The built-in rules are in ``BuiltInInvariant``; the manifest's `never:` rules become
/// ``ManifestInvariant``s; an app adds its own by conforming a type:
///
/// ```swift
/// struct CartNeverDeeperThanFive: CheckInvariant {
///     let name = "cart-depth"
///     func violation(in step: CheckStep) async -> String? {
///         let depth = step.session.app.navigator.tree.visiblePath.count
///         return depth > 5 ? "the path is \(depth) screens deep" : nil
///     }
/// }
/// let checker = ManifestChecker(configuration, invariants: [CartNeverDeeperThanFive()], open: open)
/// ```
@MainActor
public protocol CheckInvariant {
    /// The rule's name: in reports, in `--invariants` and in recordings.
    var name: String { get }

    /// Whether the rule changes the session it checks (presses back until nothing is left,
    /// restores a saved tree). Such rules run after the others, on a session nobody reads
    /// afterwards.
    var changesSession: Bool { get }

    /// Whether a rule that changes the session leaves it in a state equal to the one it found
    /// whenever it holds (a save and restore that round-trips), so the next such rule may use
    /// the same session instead of reaching the state again.
    var leavesStateWhenItHolds: Bool { get }

    /// Whether the rule's answer depends only on what the checker tells states apart by (the
    /// tree with its ids renumbered, the bags, the changes queued and in flight, the question,
    /// an interactive back, the login, the renderer's model: ``ManifestChecker``'s
    /// fingerprint), not on the event or on what came before it. Such a rule runs only on a
    /// state the checker has not seen: on a state seen before it would give the answer it gave
    /// then, when the search went on. `false` unless the rule says so.
    var readsOnlyTheState: Bool { get }

    /// What is wrong with the state `step` reached, or `nil` when the rule holds.
    func violation(in step: CheckStep) async -> String?
}

extension CheckInvariant {
    /// Most rules only read the session.
    public var changesSession: Bool { false }

    /// A rule that changes the session leaves it changed.
    public var leavesStateWhenItHolds: Bool { false }

    /// A rule may read the event and what came before it: it runs after every event.
    public var readsOnlyTheState: Bool { false }
}

/// What an invariant sees: the session after an event, and what was there before it.
@MainActor
public struct CheckStep {
    /// The session, after the event.
    public let session: AppSession
    /// The event, or `nil` for the starting state.
    public let event: CheckEvent?
    /// What the session was before the event.
    public let before: CheckStepBefore
    /// Whether the event was refused (the command threw something other than a redirect).
    public let refused: Bool
    /// The session's fingerprint (``StateFingerprint``), when the checker made it already.
    var fingerprint: String?

    /// A step of `session`.
    ///
    /// - Parameters:
    ///   - session: The session after the event.
    ///   - event: The event; `nil` at the start.
    ///   - before: What was there before it.
    ///   - refused: Whether the command was refused.
    public init(session: AppSession, event: CheckEvent?, before: CheckStepBefore, refused: Bool) {
        self.session = session
        self.event = event
        self.before = before
        self.refused = refused
    }
}

/// What a session was before an event, as the invariants compare it with what came after.
@MainActor
public struct CheckStepBefore {
    /// The tree before the event.
    public let tree: NavigationTree
    /// The title of each screen whose leave check would have asked before the event.
    public let checkedScreens: [EntryID: String]
    /// The context of each entry before the event, held weakly.
    let contexts: [EntryID: WeakContext]

    /// Takes what `session` is now.
    ///
    /// - Parameter session: The session, before an event.
    public init(_ session: AppSession) {
        let app = session.app
        let tree = app.navigator.tree
        self.tree = tree
        var checked: [EntryID: String] = [:]
        var contexts: [EntryID: WeakContext] = [:]
        for stack in tree.allStacks {
            for entry in stack.entries {
                if let context = app.navigator.context(for: entry.id) { contexts[entry.id] = WeakContext(context) }
                if app.asksBeforeLeaving(entry) { checked[entry.id] = app.title(of: entry) }
            }
        }
        checkedScreens = checked
        self.contexts = contexts
    }
}

/// A context held without keeping it alive, to tell whether it was released.
@MainActor
struct WeakContext {
    weak var context: EntryContext?
    let identity: ObjectIdentifier

    init(_ context: EntryContext) {
        self.context = context
        identity = ObjectIdentifier(context)
    }
}
