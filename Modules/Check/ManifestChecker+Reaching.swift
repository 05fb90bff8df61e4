import Foundation
import WayfinderPersistence
import WayfinderScript

// MARK: - Reaching a node's state

extension ManifestChecker {
    /// A session in the node's state: its app when it is there, its app put back by a restore
    /// when the node's state can be restored and the restore gives the same fingerprint, an
    /// app put back into a saved ancestor's state and driven from there (``NodeBase``), or a
    /// fresh app that runs the node's events again from the start.
    func state(of node: FrontierNode) async throws -> AppSession {
        if let session = node.session {
            if node.isAtNode { return session }
            if configuration.reaching == .restore, let saved = node.saved,
                await NodeRestore.put(session, backTo: saved)
            {
                report.restores += 1
                node.isAtNode = true
                node.restored = true
                return session
            }
            // The app serves to reach the node from its base.
            if configuration.reaching == .restore, node.base != nil, let session = node.takeSession() {
                await keepSpare(session)
            } else {
                await node.drop()
            }
        }
        if configuration.reaching == .restore, !node.fromStart, let base = node.base,
            let reached = try await reach(base)
        {
            report.restores += 1
            return arrive(node, on: reached, restored: true)
        }
        guard configuration.reaching == .restore, !node.fromStart, node.base == nil else {
            return arrive(node, on: try await reach(node.path), restored: false)
        }
        let (session, base) = try await reachSavingBase(node.path)
        let arrived = arrive(node, on: session, restored: false)
        // A state a snapshot misses, or one whose guard keeps a request only this app can take
        // back, is reached from the ancestor saved on the way from then on.
        if node.saved?.keepsRequest != false { node.base = base }
        return arrived
    }

    /// A fresh session after the prefix and `path`, and how to reach that state again from the
    /// last state on the way that could be saved (``NodeBase``): the start, or a later one.
    ///
    /// Why: a node with neither a saved state nor a base (one another worker found, or one
    /// whose saved ancestor this checker never held) would be reached from the start before
    /// every one of its events, and so would every node after it that cannot be saved either
    /// (`docs/performance.md`, "Sharing the frontier evenly").
    private func reachSavingBase(_ path: [CheckEvent]) async throws -> (AppSession, NodeBase?) {
        stuck = nil
        var session = try await reach([])
        var last: (saved: NodeRestore.Saved, after: Int)?
        func keep(after count: Int) {
            if let saved = NodeRestore.saved(session), !saved.keepsRequest { last = (saved, count) }
        }
        keep(after: 0)
        for (index, event) in path.enumerated() {
            session = try await perform(event, on: session).session
            if index + 1 < path.count { keep(after: index + 1) }
        }
        // No base from a path whose events did not all return.
        guard let last, stuck == nil else { return (session, nil) }
        let hash = StateFingerprint.hash(StateFingerprint.text(of: session))
        return (session, NodeBase(saved: last.saved, events: Array(path[last.after...]), hash: hash))
    }

    /// Makes `session`, now in the node's state, the node's app, and saves that state the first
    /// time, when states are reached by restores.
    private func arrive(_ node: FrontierNode, on session: AppSession, restored: Bool) -> AppSession {
        node.session = session
        node.isAtNode = true
        node.restored = restored
        node.fromStart = false
        if configuration.reaching == .restore, node.saved == nil {
            node.saved = NodeRestore.saved(session)
        }
        return session
    }

    /// The spare app (the last node's) put back into `base`'s saved state and driven through
    /// the events after it, or `nil` when there is no spare app or the state it reaches does
    /// not have the node's fingerprint (the app is dropped then).
    private func reach(_ base: NodeBase) async throws -> AppSession? {
        guard let app = spare else { return nil }
        spare = nil
        guard await NodeRestore.put(app, backTo: base.saved) else {
            await Self.drop(app)
            return nil
        }
        var session = app
        for event in base.events {
            session = try await perform(event, on: session).session
        }
        guard StateFingerprint.hash(StateFingerprint.text(of: session)) == base.hash else {
            await Self.drop(session)
            return nil
        }
        return session
    }

    /// Keeps the app of a node whose events are done, to reach the next nodes from their bases
    /// (``NodeBase``).
    func keepSpare(_ node: FrontierNode) async {
        guard configuration.reaching == .restore, let session = node.takeSession() else { return }
        await keepSpare(session)
    }

    /// Keeps `session` as the spare app, in place of the one kept before, unless a command
    /// still waits on it; drops it otherwise.
    private func keepSpare(_ session: AppSession) async {
        await RendererTiming.release(session)
        await dropSpare()
        if BoundedRun.commandsInFlight(on: session).isEmpty {
            spare = session
        } else {
            await Self.drop(session)
        }
    }

    /// Drops the spare app.
    func dropSpare() async {
        if let spare { await Self.drop(spare) }
        spare = nil
    }

    /// A fresh session after the prefix and `path`.
    func reach(_ path: some Collection<CheckEvent>) async throws -> AppSession {
        var session = try await open()
        report.appsOpened += 1
        holdTransitions(session)
        for command in configuration.prefix {
            _ = await BoundedRun.run(command, on: session, driver: driver)
        }
        for event in path {
            session = try await perform(event, on: session).session
        }
        return session
    }

    /// Runs `event` on `session`.
    ///
    /// - Returns: The session to go on with (a fresh one after a crash) and whether the
    ///   command was refused.
    func perform(
        _ event: CheckEvent, on session: AppSession
    ) async throws -> (session: AppSession, refused: Bool) {
        report.eventsRun += 1
        guard event.kind != .crash else { return (try await crash(session), false) }
        switch await BoundedRun.run(event.command, on: session, driver: driver) {
        case .returned(.success), .inFlight: return (session, false)
        case .returned(.failure(let error)): return (session, !error.isRedirect)
        case .stuck:
            stuck = event
            return (session, false)
        }
    }

    /// Kills the app and starts it again from what it saved: a snapshot of the tree and the
    /// bags, restored into a fresh app as the state-restoration plugin restores one.
    private func crash(_ session: AppSession) async throws -> AppSession {
        // What was saved before the kill: the commands in flight never run.
        let navigator = session.app.navigator
        let appID = session.app.manifest.app.id.value
        let snapshot = navigator.snapshot(appID: appID, savedAt: Date(timeIntervalSince1970: 0))
        let windows =
            navigator.savesWindows
            ? navigator.windowsSnapshot(appID: appID, savedAt: Date(timeIntervalSince1970: 0)) : nil
        await Self.drop(session)
        let fresh = try await open()
        report.appsOpened += 1
        if let windows {
            _ = try? await fresh.app.navigator.restore(windows)
        } else {
            _ = try? await fresh.app.navigator.restore(snapshot)
        }
        holdTransitions(fresh)
        return fresh
    }

    /// Makes the renderer of a session that started (or was restored) hold its transitions
    /// when renderer timing is explored: a start and a restore wait for their changes, so they
    /// run with transitions that end at once.
    private func holdTransitions(_ session: AppSession) {
        if configuration.kinds.contains(.timing) { RendererTiming.hold(session) }
    }

    /// Stops a session the checker is done with, first ending the transitions its renderer
    /// holds, so that no command waits on them forever (each would keep its app).
    static func drop(_ session: AppSession) async {
        await RendererTiming.release(session)
        await session.app.stop()
    }
}
