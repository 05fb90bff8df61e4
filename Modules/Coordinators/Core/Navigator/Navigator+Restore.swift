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
        let outcome = RestorationOutcome()
        let step = EngineStep.mutate("restore(\(tree.root?.container.description ?? "empty tree"))") {
            [unowned self] state, ids throws(NavigationError) in
            var restoration = TreeRestoration(tree: tree, state: state) { id in
                self.coordinator(id).map { TreeRestoration.Identity(name: $0.core.name, kind: $0.core.kind) }
            }
            restoration.run(ids: &ids)
            for id in reserved { ids.advance(past: id) }
            state = restoration.state
            outcome.report = restoration.report
        }
        try await perform([step], source: source, coordinator: nil)
        return outcome.report
    }
}

/// Carries the report out of the transaction's step.
@MainActor
private final class RestorationOutcome {
    var report = RestorationReport()
}
