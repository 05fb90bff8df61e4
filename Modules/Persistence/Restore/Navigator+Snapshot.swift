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
    /// ``/WayfinderCoordinators/Navigator/restore(_:source:reserving:)``).
    ///
    /// The snapshot's bags replace every bag the app had: a screen or flow the restore keeps
    /// ends with the bag saved for it, or with none when the snapshot has none.
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
        let report = try await restore(snapshot.tree, source: source, reserving: snapshot.unreadable.map(\.entry))
        // The saved bags are the whole saved state: a bag written since the save goes.
        removeAllStates()
        return restoreBags(of: snapshot, after: report) { Self.flowStates($0, after: report) }
    }

    /// Puts a restored snapshot's bags back, and completes its report: the entries the
    /// snapshot could not decode first among the dropped ones, and the bags left out.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot restored.
    ///   - report: What its tree's restore did.
    ///   - liveFlows: The saved flow bags under the ids their flows have now.
    func restoreBags(
        of snapshot: NavigationSnapshot, after report: RestorationReport,
        liveFlows: ([CoordinatorID: StateBag]) -> [CoordinatorID: StateBag]
    ) -> RestorationReport {
        var report = report
        report.dropped = snapshot.unreadable + report.dropped
        // Each bag comes back with its entry (a flow's with the flow, under the id of the flow
        // started again); those of entries the restore left out stay with the snapshot.
        let (states, overLimit) = Self.withinLimits(snapshot.states, stateLimits)
        let left = restoreStates(entries: states.entries, flows: liveFlows(states.flows))
        // A bag whose owner is not in the restored tree is reported, so that the snapshot
        // holding it is kept aside rather than saved over; but not again when the report names
        // its owner's part as left out already (a dropped entry, a skipped container).
        let accounted = !report.isComplete
        let dropped = Set(report.dropped.map(\.entry))
        report.statesLeftOut =
            overLimit
            + left.entries.keys.sorted().filter {
                !dropped.contains($0) && !(accounted && snapshot.tree.entry($0) != nil)
            }.map {
                StateLeftOut(owner: .entry($0), reason: .noOwner)
            }
            + left.flows.keys.sorted().filter { !(accounted && snapshot.tree.coordinator($0) != nil) }.map {
                StateLeftOut(owner: .flow($0), reason: .noOwner)
            }
        return report
    }

    /// The bags of `states` that `limits` allow, and those left out: each bag over the limit of
    /// one bag, then, when the rest still take more than the limit of a snapshot, all of them.
    /// A restore holds saved state to the same limits a write does (``stateLimits``).
    static func withinLimits(_ states: SavedStates, _ limits: StateLimits) -> (SavedStates, [StateLeftOut]) {
        var left: [StateLeftOut] = []
        /// The bags of one kind within the limit of one bag; the others go to `left`.
        func small<ID: Comparable>(_ bags: [ID: StateBag], _ owner: (ID) -> StateOwner) -> [ID: StateBag] {
            var kept: [ID: StateBag] = [:]
            for (id, bag) in bags.sorted(by: { $0.key < $1.key }) {
                guard bag.storedSize > limits.perBag else {
                    kept[id] = bag
                    continue
                }
                left.append(
                    StateLeftOut(owner: owner(id), reason: .bagTooLarge(size: bag.storedSize, limit: limits.perBag)))
            }
            return kept
        }
        let kept = SavedStates(
            entries: small(states.entries, StateOwner.entry), flows: small(states.flows, StateOwner.flow))
        let total = kept.storedSize
        guard total > limits.perSnapshot else { return (kept, left) }
        let all =
            kept.entries.keys.sorted().map { StateOwner.entry($0) }
            + kept.flows.keys.sorted().map { StateOwner.flow($0) }
        left += all.map { StateLeftOut(owner: $0, reason: .statesTooLarge(size: total, limit: limits.perSnapshot)) }
        return (SavedStates(), left)
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
