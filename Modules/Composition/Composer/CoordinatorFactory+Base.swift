import WayfinderCoordinators

extension CoordinatorFactory {
    // MARK: - Base coordinators

    /// A base coordinator (pending the families merge).
    func makeBase(_ name: String, spec: CoordinatorSpec) throws(CompositionError) -> any CoordinatorType {
        throw .unsupported("coordinator '\(name)': base coordinators are not available yet")
    }

    /// Starts the base coordinators embedded in `route` (pending the families merge).
    func embed(into coordinator: ManifestFlowCoordinator, route: String, animated: Bool) async throws {}
}
