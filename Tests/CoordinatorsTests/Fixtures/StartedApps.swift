import WayfinderCoordinators
import WayfinderTesting

/// A test navigator whose root is the seed's `HomeCoordinator`, started.
@MainActor
func startedHome(_ rendering: TestNavigator.Rendering) async throws -> (TestNavigator, HomeCoordinator) {
    let app = TestNavigator(rendering)
    let home = HomeCoordinator()
    try await app.start(root: home)
    return (app, home)
}

/// Whole rendered trees of a `HomeCoordinator` root that many scenarios end in.
enum HomeTree {
    /// Only the action list.
    static let atRoot = """
        coordinators
          c0 HomeCoordinator (coordinator, root)
        stack c0.stack
          #0 actionList
        """

    /// The action list with `push(id: 1)` as entry #1.
    static let pushedOnce = """
        coordinators
          c0 HomeCoordinator (coordinator, root)
        stack c0.stack
          #0 actionList
          #1 push(id: 1)
        """
}

/// A test navigator whose root is the seed's `CustomAppTabCoordinator`, started.
@MainActor
func startedTabs(
    _ rendering: TestNavigator.Rendering, initialPage: AppTabPage = .home
) async throws -> (TestNavigator, CustomAppTabCoordinator) {
    let app = TestNavigator(rendering)
    let tabs = CustomAppTabCoordinator(initialPage: initialPage)
    try await app.start(root: tabs)
    return (app, tabs)
}

/// Runs `body`, expecting it to throw, and returns the error's rendered message (`nil` when it
/// did not throw).
@MainActor
func refusal(_ body: () async throws -> Void) async -> String? {
    do {
        try await body()
        return nil
    } catch {
        return "\(error)"
    }
}
