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
        // Each bag comes back with its entry (a flow's with the flow, under the id of the flow
        // started again); those of entries the restore left out stay with the snapshot.
        restoreStates(entries: snapshot.states.entries, flows: Self.flowStates(snapshot.states.flows, after: report))
        return report
    }

    /// The saved flow bags under the ids their flows have now: a flow the restore started again
    /// (``/WayfinderCoordinators/RestorationReport/recreated``) runs under a new id, and a bag
    /// saved under an id that now names such a flow is another flow's, so it stays out.
    static func flowStates(
        _ saved: [CoordinatorID: StateBag], after report: RestorationReport
    ) -> [CoordinatorID: StateBag] {
        guard !report.recreated.isEmpty, !saved.isEmpty else { return saved }
        let renamed = Dictionary(report.recreated.map { ($0.saved, $0.live) }) { first, _ in first }
        let taken = Set(renamed.values)
        var states: [CoordinatorID: StateBag] = [:]
        for (id, bag) in saved {
            if let live = renamed[id] {
                states[live] = bag
            } else if !taken.contains(id), states[id] == nil {
                states[id] = bag
            }
        }
        return states
    }
}
