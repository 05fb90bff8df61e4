import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The app's own error in a `start` the engine calls.
private struct OutOfStock: Error, Equatable {}

/// A Stinsen-style coordinator whose route makes a child that refuses to start.
private final class StockroomCoordinator: NavigationCoordinatable {
    let stack = CoordinatorStack<StockroomCoordinator>(initial: \.home)
    @Root var home = makeHome
    @Route(.push) var restock = makeRestock
    func makeHome() -> Screen { .home }
    func makeRestock() -> RefillCoordinator { RefillCoordinator() }
}

private final class RefillCoordinator: Coordinator<DefaultRoute> {
    override func start(animated: Bool = true) async throws { throw OutOfStock() }
}

@MainActor
@Suite struct RouteAppErrorTests {
    @Test func routeToAChildWhoseStartThrows_reachesTheCaller_asTheAppsOwnError_andNothingChanges() async throws {
        let shelf = StockroomCoordinator()
        let navigator = try await started(shelf)
        let before = navigator.tree
        await #expect(throws: OutOfStock.self) { try await shelf.route(to: \.restock) }
        #expect(navigator.tree == before)
        #expect(shelf.children.isEmpty)
    }
}
