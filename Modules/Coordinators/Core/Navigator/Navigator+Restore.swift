import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Restoring a saved tree

    /// Puts a saved tree back into the live coordinators, as one transaction.
    ///
    /// Every container that exists both live and in `tree` (matched by ``ContainerID``; an app
    /// that starts the same way issues the same coordinator ids) gets the saved entries, with
    /// their saved ids; tab bars get their saved selection (by page name) and badges. What
    /// cannot be restored is skipped and listed in the report:
    ///
    /// - a saved container or tab bar with no live counterpart, or whose coordinator id now
    ///   belongs to a coordinator of another name or family than the tree's hierarchy says;
    /// - entries of a child coordinator's scope when that coordinator is not live, or its scope
    ///   is not active in the live container; the stack keeps the longest prefix that can be
    ///   restored, so every entry above a dropped one goes too;
    /// - entries whose id a live entry the restore keeps already uses.
    ///
    /// The change is a transaction like any other, with `source` (``NavigationSource/restoration``
    /// by default): interceptors see every restored entry and may deny or redirect the whole
    /// restore, so a guarded screen is never restored around its guard. Observers and the
    /// renderer get one change, whatever the size of the tree. The entry id generator is moved
    /// past every id of the saved tree, restored or not, and past `reserved`, so no id is ever
    /// issued twice.
    ///
    /// ```swift
    /// let navigator = Navigator()
    /// try await navigator.start(root: AppCoordinator())
    /// let report = try await navigator.restore(savedTree)
    /// print(report)   // restored c0.stack (3 entries) ...
    /// ```
    ///
    /// - Parameters:
    ///   - tree: The saved tree.
    ///   - source: Who causes the change; interceptors see it.
    ///   - reserved: Further ids the saved state used (entries a decoder could not read back).
    /// - Returns: What was restored, skipped and dropped.
    /// - Throws: ``NavigationError`` when an interceptor denies or redirects the restore; the
    ///   live state is then unchanged.
    @discardableResult
    public func restore(
        _ tree: NavigationTree, source: NavigationSource = .restoration, reserving reserved: [EntryID] = []
    )
        async throws(NavigationError) -> RestorationReport
    {
        let flows = flowRestorer == nil || isInsideOpenTransaction ? [] : flowsInProgress(of: tree)
        guard let flowRestorer, !flows.isEmpty else {
            return try await restoreInPlace(tree, source: source, reserving: reserved)
        }
        var started: [RecreatedFlow] = []
        do {
            return try await transaction(source: source, coordinator: nil) {
                var leftOut: [FlowLeftOut] = []
                let map = try await startAgain(
                    flows, of: tree, with: flowRestorer, started: &started, leftOut: &leftOut)
                var report = try await restoreInPlace(
                    tree.renamingCoordinators(map), source: source, reserving: reserved)
                report.recreated = started
                report.flowsLeftOut = leftOut
                return report
            }
        } catch let error as NavigationError {
            // Flows started for a refused restore were never shown: they finish now.
            if !started.isEmpty { reapCoordinators() }
            throw error
        } catch {
            // The app could not start a flow again: restore without the flows, and say so.
            if !started.isEmpty { reapCoordinators() }
            var report = try await restoreInPlace(tree, source: source, reserving: reserved)
            let reason = (error as? FlowRestorerFailure).map { "\($0.error)" } ?? "\(error)"
            report.flowsLeftOut = flows.map { FlowLeftOut(name: $0.name, saved: $0.id, reason: reason) }
            return report
        }
    }

    /// Restores one window's tree inside the open transaction (a restore of several windows, a
    /// reopen): the flows it shows in progress are started again first, as
    /// ``restore(_:source:reserving:)`` does; when the app's ``flowRestorer`` fails, the tree is
    /// restored without them and the report says why.
    func restoreWindowTree(
        _ tree: NavigationTree, source: NavigationSource, reserving reserved: [EntryID]
    ) async throws -> RestorationReport {
        let flows = flowRestorer == nil ? [] : flowsInProgress(of: tree)
        guard let flowRestorer, !flows.isEmpty else {
            return try await restoreInPlace(tree, source: source, reserving: reserved)
        }
        var started: [RecreatedFlow] = []
        var leftOut: [FlowLeftOut] = []
        var report: RestorationReport
        do {
            let map = try await startAgain(flows, of: tree, with: flowRestorer, started: &started, leftOut: &leftOut)
            report = try await restoreInPlace(tree.renamingCoordinators(map), source: source, reserving: reserved)
        } catch let error as FlowRestorerFailure {
            report = try await restoreInPlace(tree, source: source, reserving: reserved)
            let done = Set(started.map(\.saved) + leftOut.map(\.saved))
            leftOut += flows.filter { !done.contains($0.id) }.map {
                FlowLeftOut(name: $0.name, saved: $0.id, reason: "\(error.error)")
            }
        }
        report.recreated = started
        report.flowsLeftOut = leftOut
        return report
    }

    /// The restore itself: one step that fits `tree` into the live state (see ``TreeRestoration``).
    private func restoreInPlace(
        _ tree: NavigationTree, source: NavigationSource, reserving reserved: [EntryID]
    ) async throws(NavigationError) -> RestorationReport {
        let outcome = RestorationOutcome()
        let restoration = StateChange.Restoration(
            tree: tree, reserved: reserved,
            identify: { [unowned self] id in
                self.coordinator(id).map { TreeRestoration.Identity(name: $0.core.name, kind: $0.core.kind) }
            },
            report: { outcome.report = $0 })
        try await perform([.change(.restore(restoration))], source: source, coordinator: nil)
        return outcome.report
    }

    // MARK: - Flows in progress

    /// The saved flows with screens that no live coordinator of the same name and family runs.
    private func flowsInProgress(of tree: NavigationTree) -> [SavedFlow] {
        tree.flowsInProgress { id, name, kind in
            guard let live = coordinator(id) else { return false }
            return live.core.name == name && live.core.kind == kind
        }
    }

    /// Starts each saved flow again from its live parent (a parent started again first), inside
    /// the open transaction, and returns the saved ids mapped to the live ones: those of the
    /// flows, and of the coordinators each flow's start made again (its embedded screens),
    /// matched by name and family in order.
    private func startAgain(
        _ flows: [SavedFlow], of tree: NavigationTree, with restorer: FlowRestorer,
        started: inout [RecreatedFlow], leftOut: inout [FlowLeftOut]
    ) async throws -> [CoordinatorID: CoordinatorID] {
        var map: [CoordinatorID: CoordinatorID] = [:]
        let saved = Dictionary(tree.allCoordinators.map { ($0.id, $0) }) { first, _ in first }
        for var flow in flows {
            flow.parent = map[flow.parent] ?? flow.parent
            guard coordinator(flow.parent) != nil else {
                leftOut.append(
                    FlowLeftOut(
                        name: flow.name, saved: flow.id, reason: "the coordinator it was started from is not live"))
                continue
            }
            let made: CoordinatorID?
            do {
                made = try await restorer(flow)
            } catch {
                throw FlowRestorerFailure(error: error)
            }
            guard let id = made, let live = coordinator(id) else {
                leftOut.append(FlowLeftOut(name: flow.name, saved: flow.id, reason: "the app does not start it again"))
                continue
            }
            map[flow.id] = id
            started.append(RecreatedFlow(name: flow.name, saved: flow.id, live: id))
            if let node = saved[flow.id] { matchChildren(of: node, with: live, into: &map) }
        }
        return map
    }

    /// Maps the saved children of `node` to the live children of `live` with the same name and
    /// family, in order, and so on down.
    func matchChildren(
        of node: CoordinatorNode, with live: any CoordinatorType, into map: inout [CoordinatorID: CoordinatorID]
    ) {
        var candidates = live.core.children
        for child in node.children {
            guard let index = candidates.firstIndex(where: { $0.core.name == child.name && $0.core.kind == child.kind })
            else { continue }
            let match = candidates.remove(at: index)
            map[child.id] = match.core.id
            matchChildren(of: child, with: match, into: &map)
        }
    }
}

/// An error a ``FlowRestorer`` threw, told apart from the restore's own refusal.
private struct FlowRestorerFailure: Error {
    let error: any Error
}

/// Carries the report out of the transaction's step.
@MainActor
private final class RestorationOutcome {
    var report = RestorationReport()
}
