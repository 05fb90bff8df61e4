import Foundation
import WayfinderCoordinators

extension Navigator {
    // MARK: - Snapshots

    /// A snapshot of everything this navigator shows, as of the last commit.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene this navigator runs.
    ///   - savedAt: The time to record.
    /// - Returns: A snapshot of ``/WayfinderCoordinators/Navigator/tree``.
    public func snapshot(
        appID: String, sceneID: String = NavigationSnapshot.defaultSceneID, savedAt: Date = Date()
    ) -> NavigationSnapshot {
        var snapshot = NavigationSnapshot(appID: appID, sceneID: sceneID, savedAt: savedAt, tree: tree)
        snapshot.states = SavedStates(entries: entryStates, flows: flowStates)
        return snapshot
    }

    /// Restores a snapshot into the live coordinators, as one transaction (see
    /// ``Navigator/restore(_:source:)``).
    ///
    /// The report's dropped entries start with those the snapshot could not decode
    /// (``NavigationSnapshot/unreadable``), then those the restore left out.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot, usually from ``SnapshotStore/load(appID:sceneID:)``.
    ///   - source: Who causes the change; interceptors see it.
    /// - Returns: What was restored, skipped and dropped.
    /// - Throws: ``/WayfinderCoordinators/NavigationError`` when an interceptor denies or redirects the restore.
    @discardableResult
    public func restore(
        _ snapshot: NavigationSnapshot, source: NavigationSource = .restoration
    )
        async throws(NavigationError) -> RestorationReport
    {
        var report = try await restore(snapshot.tree, source: source, reserving: snapshot.unreadable.map(\.entry))
        report.dropped = snapshot.unreadable + report.dropped
        // Each bag comes back with its entry; those of entries the restore left out stay with
        // the snapshot.
        restoreStates(entries: snapshot.states.entries, flows: snapshot.states.flows)
        return report
    }
}
