import Foundation
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderScript
import WayfinderStacks

// MARK: - Rules that change the session

/// Saves the state as the state-restoration plugin does (a snapshot through the snapshot
/// coder), reads it back, restores it, and compares the tree and the bags with what they were.
struct SaveRestoreRoundTrips: CheckInvariant {
    let name = BuiltInInvariant.saveRestore.rawValue
    var changesSession: Bool { true }
    /// It holds only when the restored state equals the saved one.
    var leavesStateWhenItHolds: Bool { true }
    /// The snapshots the coder has already given back unchanged (the measured reason is on
    /// ``RoundTripMemo``).
    let memo = RoundTripMemo()

    func violation(in step: CheckStep) async -> String? {
        let app = step.session.app
        let navigator = app.navigator
        // A state waiting for an answer or in an interactive back is not saved as such; nor one
        // whose navigation waits for its loaders: a restore would queue behind it, and its
        // loads may wait for a script's answer that never comes.
        guard step.session.questionAsked == nil, !step.session.isInInteractiveBack,
            navigator.loaders.pending == nil
        else { return nil }
        let tree = navigator.tree
        let snapshot = navigator.snapshot(appID: app.manifest.app.id.value, savedAt: Date(timeIntervalSince1970: 0))
        let before = step.fingerprint ?? StateFingerprint.text(of: step.session)
        let coder = SnapshotCoder(registry: app.routes)
        if navigator.savesWindows {
            return await windowsViolation(
                navigator, appID: app.manifest.app.id.value, coder: coder, before: before, step)
        }
        let decoded: NavigationSnapshot
        do {
            decoded = try memo.roundTrip(snapshot, through: coder)
        } catch {
            return "the state cannot be saved and read back: \(error)"
        }
        if decoded.tree != tree { return "the tree read back from a save differs from the one saved" }
        if decoded.states != snapshot.states { return "the state bags read back from a save differ" }
        do {
            try await navigator.restore(decoded)
        } catch {
            // A guard may refuse what is restored (the state-restoration plugin re-checks it).
            return nil
        }
        let after = StateFingerprint.text(of: step.session)
        if before != after {
            return "restoring the saved state gives another state:\n\(after)\nnot\n\(before)"
        }
        return nil
    }

    /// The same round trip for an app with windows: every window's snapshot through the coder,
    /// then all of them restored at once.
    private func windowsViolation(
        _ navigator: Navigator, appID: String, coder: SnapshotCoder, before: String, _ step: CheckStep
    ) async -> String? {
        var saved = navigator.windowsSnapshot(appID: appID, savedAt: Date(timeIntervalSince1970: 0))
        do {
            saved.windows = try saved.windows.map { try memo.roundTrip($0, through: coder) }
            saved.recentlyClosed = try saved.recentlyClosed.map { try memo.roundTrip($0, through: coder) }
        } catch {
            return "the state cannot be saved and read back: \(error)"
        }
        for snapshot in saved.windows {
            if let window = saved.window(of: snapshot), snapshot.tree != navigator.tree.window(window) {
                return "the tree of window \(window) read back from a save differs from the one saved"
            }
        }
        do {
            try await navigator.restore(saved)
        } catch {
            return nil
        }
        let after = StateFingerprint.text(of: step.session)
        if before != after {
            return "restoring the saved windows gives another state:\n\(after)\nnot\n\(before)"
        }
        return nil
    }
}

/// Presses the system back button until there is nothing to go back to, confirming every
/// leave check, and fails when that takes more presses than the tree has screens and tabs.
struct BackTerminates: CheckInvariant {
    let name = BuiltInInvariant.backTerminates.rawValue
    var changesSession: Bool { true }

    func violation(in step: CheckStep) async -> String? {
        let session = step.session
        let tree = session.app.navigator.tree
        let limit = tree.allStacks.reduce(0) { $0 + $1.entries.count } * 2 + 4
        _ = await session.cancelPendingQuestion()
        for _ in 0..<limit {
            let reply: AppSession.Reply?
            do {
                reply = try await session.run("system-back")
            } catch {
                return nil
            }
            if case .noted(let note)? = reply, note.contains("nothing to go back to") { return nil }
            if session.questionAsked != nil { _ = try? await session.run("confirm") }
        }
        return "system back was pressed \(limit) times and there is still something to go back to"
    }
}
