import WayfinderCoordinators

/// A coordinator that forgets to show anything in `start`.
final class IdleCoordinator: Coordinator<HomeRoute> {}
