import Foundation
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderScript

/// How the checker brings an app into the state of a frontier node before it runs one of the
/// node's events.
enum StateReaching: Sendable {
    /// One app per frontier node: a fresh app runs the node's events from the start once, and
    /// between the node's events a restore puts it back (``NodeRestore``), when the node's state
    /// can be restored; otherwise a fresh app runs the events again.
    case restore
    /// A fresh app runs the node's events from the start before every event (the first way the
    /// checker had; the restore-based search is tested against it).
    case rerun
}

/// One state of the frontier whose events the checker explores, on one app: reached once from
/// the start, then put back between its events.
@MainActor
final class FrontierNode {
    /// The events that reach it from the start.
    let path: [CheckEvent]
    /// The app last used for it: in the node's state when ``isAtNode``.
    var session: AppSession?
    /// Whether ``session`` is in the node's state.
    var isAtNode = false
    /// Whether ``session`` got there by a restore (a violation found on it is confirmed from
    /// the start).
    var restored = false
    /// What puts the app back, when the node's state can be restored.
    var saved: NodeRestore.Saved?
    /// How to reach the node from a saved ancestor, when one could be saved.
    var base: NodeBase?
    /// Whether the node must be reached by a fresh app from the start (to confirm a violation
    /// found on a restored app).
    var fromStart = false
    /// Its place in the order one process explores its depth, for a node of a shared level
    /// (``CheckLevel/Node/place``).
    let place: Int?

    init(path: [CheckEvent], base: NodeBase? = nil, place: Int? = nil) {
        self.path = path
        self.base = base
        self.place = place
    }

    /// How to reach the state `event` leads to from this node, whose fingerprint has `hash`:
    /// from this node's saved state, or from the ancestor this node is reached from (also
    /// when this node's state keeps a request for a login, which only its own app takes back).
    func base(after event: CheckEvent, hash: UInt64?) -> NodeBase? {
        guard let hash else { return nil }
        if let saved, !saved.keepsRequest { return NodeBase(saved: saved, events: [event], hash: hash) }
        if let base { return NodeBase(saved: base.saved, events: base.events + [event], hash: hash) }
        return nil
    }

    /// Hands over the node's app, leaving the node without one.
    func takeSession() -> AppSession? {
        defer {
            session = nil
            isAtNode = false
            restored = false
        }
        return session
    }

    /// Stops the node's app.
    func drop() async {
        if let session = takeSession() { await ManifestChecker.drop(session) }
    }
}

/// How the checker reaches a frontier node without a fresh app: it puts an app it already has
/// back into the saved state of the node's nearest ancestor that could be saved, then runs the
/// events from there. It counts only when the state reached has the node's fingerprint;
/// otherwise a fresh app runs the node's events from the start.
///
/// Why (measured, `docs/performance.md`, "Reaching a state from a saved ancestor"): a fresh
/// app is composed, started and driven through every event of the path, several times the
/// cost of one restore and the last events.
struct NodeBase {
    /// The ancestor's saved state.
    let saved: NodeRestore.Saved
    /// The events from the ancestor to the node.
    let events: [CheckEvent]
    /// The hash of the node's fingerprint (``StateFingerprint/hash(_:)``).
    let hash: UInt64
}

/// Puts an app back into a saved state of the tree and its bags, through the navigator's own
/// restore (one transaction, as the state-restoration plugin restores a snapshot).
///
/// A snapshot holds the tree and the bags; who is logged in, the request a login resumes, a
/// question waiting, an interactive back and the changes queued or in flight are not in it.
/// The login guard's state is put back by the guard itself (``CheckedGuard/checkpoint()``),
/// before the tree. The rest cannot be: only a state with nothing waiting, queued or in
/// flight is saved, and a restore counts only when the state it gives has the node's whole
/// fingerprint (``StateFingerprint``, who is logged in included); otherwise the checker runs
/// the events again on a fresh app.
///
/// That is the same assumption the deduplication already makes: two states with the same
/// fingerprint have the same futures, since the search explores only the first of them. What
/// a restore adds is the restore itself, which observers and plugins see as one more change
/// and which makes the contexts of the restored screens anew. A violation found on a restored
/// app is therefore confirmed on a fresh app that runs the events from the start, so every
/// counterexample is one that `replay` reproduces.
@MainActor
enum NodeRestore {
    /// A state to put an app back into (shared by the nodes reached from it).
    final class Saved {
        /// The tree and the bags.
        let snapshot: NavigationSnapshot
        /// Every window with its tree and bags, the focus and the recently closed windows.
        let windows: WindowsSnapshot
        /// The state's fingerprint, which the restored state must have.
        let fingerprint: String
        /// The state's tree and the other lines of its fingerprint, ids as they were
        /// (``StateFingerprint/matches(_:fingerprint:tree:rest:)``).
        let tree: NavigationTree
        let rest: String
        /// Whether the renderer held its transitions there (``RendererTiming/hold(_:)``).
        let holding: Bool
        /// The login guard's state: who is logged in and the request a login resumes (a
        /// snapshot holds neither); `nil` when the app has no guard or its guard cannot.
        let guardState: Any?
        /// Whether the guard keeps a request for a login: it names the flows it will start by
        /// ids its app set aside, so only that app's guard takes the state back.
        let keepsRequest: Bool

        @MainActor init(
            snapshot: NavigationSnapshot, windows: WindowsSnapshot, tree: NavigationTree, rest: String, holding: Bool,
            guardState: Any?, keepsRequest: Bool
        ) {
            self.snapshot = snapshot
            self.windows = windows
            self.tree = tree
            self.rest = rest
            self.fingerprint = StateFingerprint.text(tree: tree, rest: rest)
            self.holding = holding
            self.guardState = guardState
            self.keepsRequest = keepsRequest
        }
    }

    /// Whether `session` holds nothing a snapshot misses (a question, an interactive back, a
    /// change queued or in flight, a transition the renderer holds, a command waiting on one).
    static func canSave(_ session: AppSession) -> Bool {
        let navigator = session.app.navigator
        return session.questionAsked == nil && !session.isInInteractiveBack && navigator.inFlight == nil
            && navigator.queuedCount == 0 && !RendererTiming.isHolding(session)
            && BoundedRun.commandsInFlight(on: session).isEmpty
    }

    /// What puts `session` back into its present state, or `nil` when it holds what a
    /// snapshot misses (a question, an interactive back, a change queued or in flight, a
    /// transition the renderer holds, a command waiting on one).
    static func saved(_ session: AppSession) -> Saved? {
        guard canSave(session) else { return nil }
        let navigator = session.app.navigator
        let appID = session.app.manifest.app.id.value
        let snapshot = navigator.snapshot(appID: appID, savedAt: Date(timeIntervalSince1970: 0))
        return Saved(
            snapshot: snapshot,
            windows: navigator.windowsSnapshot(appID: appID, savedAt: Date(timeIntervalSince1970: 0)),
            tree: navigator.tree, rest: StateFingerprint.rest(of: session), holding: RendererTiming.holds(session),
            guardState: session.app.checkedGuard?.checkpoint(),
            keepsRequest: session.app.checkedGuard?.requestToResume != nil)
    }

    /// Puts `session` back into `saved`: ends the transitions its renderer holds, cancels a
    /// question waiting and an interactive back, then restores the snapshot, each within
    /// ``BoundedRun/patience`` turns, and holds transitions again if the node's renderer did.
    ///
    /// - Returns: Whether it is there now (the same fingerprint); `false` leaves it anywhere.
    static func put(_ session: AppSession, backTo saved: Saved) async -> Bool {
        // A restore waits for its change to be shown: it runs with transitions that end at once.
        await RendererTiming.release(session)
        guard await BoundedRun.within({ await session.cancelPendingQuestion() }) != nil else { return false }
        if session.isInInteractiveBack {
            // What ends an interactive back, run as shipped (a test's planted driver is for
            // the explored events, not for putting a state back).
            guard case .returned = await BoundedRun.run("back-cancel", on: session, driver: ScriptDriver())
            else { return false }
        }
        let navigator = session.app.navigator
        guard session.questionAsked == nil, !session.isInInteractiveBack, navigator.inFlight == nil,
            navigator.queuedCount == 0
        else { return false }
        // The login first: the guard lets a restore show protected screens only to a user.
        if let guardState = saved.guardState {
            guard let guarding = session.app.checkedGuard, guarding.putBack(guardState) else { return false }
        }
        let restored = await BoundedRun.within { () -> Bool in
            do {
                // Windows, saved or open now, are put back (opened, closed, focused) as saved.
                if navigator.savesWindows || !saved.windows.isOneWindow {
                    try await navigator.restore(saved.windows)
                } else {
                    try await navigator.restore(saved.snapshot)
                }
                return true
            } catch {
                // A guard refused what was saved under another login.
                return false
            }
        }
        guard restored == true else { return false }
        if saved.holding { RendererTiming.hold(session) }
        return StateFingerprint.matches(session, fingerprint: saved.fingerprint, tree: saved.tree, rest: saved.rest)
    }
}
