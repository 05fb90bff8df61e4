import WayfinderCoordinators
import WayfinderRouting

extension ComposedApp {
    // MARK: - Starting flows

    /// Starts the manifest coordinator `name` as a flow of the running coordinator `parent`, as
    /// its kind and `presentation` say (what a `flow:` action does); inside an open
    /// `navigator.transaction` it joins that transaction.
    ///
    /// Plugins that plan navigation as data (deep links, a guard resuming a refused request)
    /// use it for the one step that is not data: creating a coordinator.
    ///
    /// - Parameters:
    ///   - name: The manifest coordinator to start.
    ///   - parent: The coordinator to start it from: a manifest coordinator with a router
    ///     (`stack`, `child`, `base`).
    /// - Returns: The id of the started coordinator.
    /// - Throws: ``CompositionError/unknownCoordinator(_:)``,
    ///   ``CompositionError/unsupported(_:)`` when `parent` is not a running manifest flow,
    ///   ``CompositionError/navigation(_:request:)`` when the navigator refuses.
    @discardableResult
    public func startFlow(_ name: String, from parent: CoordinatorID) async throws(CompositionError) -> CoordinatorID {
        guard let actor = navigator.coordinator(parent) as? Coordinator<DefaultRoute> else {
            let found =
                navigator.coordinator(parent).map { "'\($0.core.name)' (\($0.core.kind))" } ?? "no running coordinator"
            throw .unsupported(
                "flow \(name): \(parent) is \(found), not a coordinator of the manifest that navigates with a router")
        }
        return try await startFlow(name, from: actor).id
    }
}
