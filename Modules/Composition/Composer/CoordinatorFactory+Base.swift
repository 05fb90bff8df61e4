import WayfinderCoordinators
import WayfinderRouting

extension CoordinatorFactory {
    // MARK: - Base coordinators

    /// A `base` coordinator: a `BaseCoordinator` whose screen is the entry's `root` route.
    func makeBase(_ name: String, spec: CoordinatorSpec) throws(CompositionError) -> any CoordinatorType {
        try ManifestBaseCoordinator(name: name, spec: spec, factory: self)
    }

    /// Starts the base coordinators embedded (`mode: embed`) in `route`, the first screen of
    /// `host`, each in its slot.
    func embed(into host: ManifestFlowCoordinator, route: String, animated: Bool) async throws {
        for entry in manifest.coordinators {
            let spec = entry.value
            guard spec.builtInKind == .base, spec.mode?.value == .embed, spec.into?.value == route,
                let slot = spec.slot?.value
            else { continue }
            let base = try ManifestBaseCoordinator(name: entry.key, spec: spec, factory: self)
            try await base.start(coordinatorMode: .embed(parent: host, container: slot), animated: animated)
        }
    }
}

/// A `base` coordinator of the manifest: shows its `root` route, started in its `mode` — pushed
/// or presented when an action or deep link starts it, embedded by the coordinator whose first
/// screen hosts its slot, placed by the engine as the root or a tab page.
@MainActor
final class ManifestBaseCoordinator: BaseCoordinator {
    let spec: CoordinatorSpec
    private let screen: AnyRoute

    init(name: String, spec: CoordinatorSpec, factory: CoordinatorFactory) throws(CompositionError) {
        guard let root = spec.root?.value else { throw .coordinatorWithoutRoot(name) }
        self.spec = spec
        screen = AnyRoute(try factory.route(root))
        super.init(name: name)
    }

    override func build() -> AnyRoute { screen }

    override func start() async throws {
        if spec.mode?.value == .present {
            let configuration = CoordinatorModePresentConfiguration(modalPresentationStyle: spec.flowPresentation)
            try await start(coordinatorMode: .present(configuration: configuration))
        } else {
            try await start(coordinatorMode: .push)
        }
    }
}

/// A screen pushed or presented from the screen of a base coordinator that has no stack
/// coordinator above it: a base coordinator of its own, named after its route.
@MainActor
final class ScreenCoordinator: BaseCoordinator {
    private let screen: AnyRoute

    init(route: DefaultRoute) {
        screen = AnyRoute(route)
        super.init(name: route.name)
    }

    override func build() -> AnyRoute { screen }
}
