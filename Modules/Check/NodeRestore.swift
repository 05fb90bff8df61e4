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

    init(path: [CheckEvent]) {
        self.path = path
    }

    /// Stops the node's app.
    func drop() async {
        if let session { await ManifestChecker.drop(session) }
        session = nil
        isAtNode = false
        restored = false
    }
}

/// Puts an app back into a saved state of the tree and its bags, through the navigator's own
/// restore (one transaction, as the state-restoration plugin restores a snapshot).
///
/// A snapshot holds the tree and the bags; who is logged in, the request a login resumes, a
/// question waiting, an interactive back and the changes queued or in flight are not in it. So
/// only a state with nothing waiting, queued or in flight is saved, and a restore counts only
/// when the state it gives has the node's whole fingerprint (``StateFingerprint``, who is
/// logged in included); otherwise the checker runs the events again on a fresh app.
///
/// That is the same assumption the deduplication already makes: two states with the same
/// fingerprint have the same futures, since the search explores only the first of them. What
/// a restore adds is the restore itself, which observers and plugins see as one more change
/// and which makes the contexts of the restored screens anew. A violation found on a restored
/// app is therefore confirmed on a fresh app that runs the events from the start, so every
/// counterexample is one that `replay` reproduces.
@MainActor
enum NodeRestore {
    /// A state to put an app back into.
    struct Saved {
        /// The tree and the bags.
        let snapshot: NavigationSnapshot
        /// Every window with its tree and bags, the focus and the recently closed windows.
        let windows: WindowsSnapshot
        /// The state's fingerprint, which the restored state must have.
        let fingerprint: String
        /// Whether the renderer held its transitions there (``RendererTiming/hold(_:)``).
        let holding: Bool
    }

    /// What puts `session` back into its present state, or `nil` when it holds what a
    /// snapshot misses (a question, an interactive back, a change queued or in flight, a
    /// transition the renderer holds, a command waiting on one).
    static func saved(_ session: AppSession) -> Saved? {
        let navigator = session.app.navigator
        guard session.questionAsked == nil, !session.isInInteractiveBack, navigator.inFlight == nil,
            navigator.queuedCount == 0, !RendererTiming.isHolding(session),
            BoundedRun.commandsInFlight(on: session).isEmpty
        else { return nil }
        let appID = session.app.manifest.app.id.value
        let snapshot = navigator.snapshot(appID: appID, savedAt: Date(timeIntervalSince1970: 0))
        return Saved(
            snapshot: snapshot,
            windows: navigator.windowsSnapshot(appID: appID, savedAt: Date(timeIntervalSince1970: 0)),
            fingerprint: StateFingerprint.text(of: session), holding: RendererTiming.holds(session))
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
        return StateFingerprint.text(of: session) == saved.fingerprint
    }
}
