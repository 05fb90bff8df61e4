import WayfinderCoordinators
import WayfinderRouting

/// A `stack` or `child` coordinator of the manifest: shows its `root` route and navigates with
/// a `Router<DefaultRoute>`; base coordinators embedded in its first screen start with it.
@MainActor
final class ManifestFlowCoordinator: Coordinator<DefaultRoute> {
    /// The manifest entry.
    let spec: CoordinatorSpec
    let factory: CoordinatorFactory

    init(name: String, spec: CoordinatorSpec, factory: CoordinatorFactory) {
        self.spec = spec
        self.factory = factory
        super.init(name: name)
    }

    override func start(animated: Bool = true) async throws {
        guard let root = spec.root?.value else {
            throw CompositionError.coordinatorWithoutRoot(core.name)
        }
        try await startFlow(route: factory.route(root), animated: animated)
        try await factory.embed(into: self, route: root, animated: animated)
    }
}
