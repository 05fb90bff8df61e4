import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct NavigationCoordinatableRoutingTests {
    @Test func start_showsTheInitialRootUnderItsPropertyName() async throws {
        let main = MainCoordinator()
        let navigator = try await started(main)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 MainCoordinator (navigation, root)
                stack c0.stack
                  #0 home
                """)
        #expect(main.stack.routes.map(\.name) == ["home"])
    }

    @Test func routeToScreens_pushesAndPresentsWithNamesAndInputs() async throws {
        let main = MainCoordinator()
        let navigator = try await started(main)
        try await main.route(to: \.product, 3)
        try await main.route(to: \.list)
        try await main.route(to: \.about)
        try await main.route(to: \.intro)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 MainCoordinator (navigation, root)
                stack c0.stack
                  #0 home
                  #1 product(3) → product(id: 3)
                  #2 list
                  #3 about (sheet, with navigation)
                  #4 onboarding → intro (fullScreenCover, with navigation)
                """)
        #expect(main.stack.routes.map(\.name) == ["home", "product", "list", "about", "onboarding"])
        #expect(main.stack.routes[1].input == .int(3))
        #expect(navigator.changeCount == 5)
    }
}
