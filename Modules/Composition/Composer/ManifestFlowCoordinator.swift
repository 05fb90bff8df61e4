import WayfinderCoordinators
import WayfinderRouting

/// A `stack` or `child` coordinator of the manifest: shows its `root` route and navigates with
/// a `Router<DefaultRoute>`; base coordinators embedded in its first screen start with it.
///
/// A window that shows a route is rooted at one too, made for that route with its parameters
/// (``rootRoute``).
@MainActor
final class ManifestFlowCoordinator: Coordinator<DefaultRoute> {
    /// The manifest entry.
    let spec: CoordinatorSpec
    let factory: CoordinatorFactory
    /// The first screen with its parameters, when it is not the spec's `root` without any (a
    /// window showing a route).
    let rootRoute: DefaultRoute?

    init(name: String, spec: CoordinatorSpec, factory: CoordinatorFactory, rootRoute: DefaultRoute? = nil) {
        self.spec = spec
        self.factory = factory
        self.rootRoute = rootRoute
        super.init(name: name)
    }

    override func start(animated: Bool = true) async throws {
        guard let root = rootRoute?.name ?? spec.root?.value else {
            throw CompositionError.coordinatorWithoutRoot(core.name)
        }
        try await startFlow(route: rootRoute ?? factory.route(root), animated: animated)
        try await factory.embed(into: self, route: root, animated: animated)
    }
}
