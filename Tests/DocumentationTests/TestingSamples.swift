import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderTesting

// The code of the article "Testing with WayfinderTesting" (Modules/Testing/WayfinderTesting.docc),
// run as printed: free test functions, each on the main actor. It tests the `HomeCoordinator`
// of LandingPageSamples.swift.

@MainActor
@Test(arguments: TestNavigator.Rendering.allCases)
func openItemThenFilters_wholeTreeAndTrace(_ rendering: TestNavigator.Rendering) async throws {
    let app = TestNavigator(rendering)
    let home = HomeCoordinator()
    try await app.start(root: home)
    try await app.run { try await home.router.navigate(toRoute: .item(id: 3)) }
    try await app.run { try await home.router.present(.filters) }

    expectTree(
        app.navigator,
        """
        coordinators
          c0 HomeCoordinator (coordinator, root)
        stack c0.stack
          #0 list
          #1 item(id: 3)
          #2 filters (detents medium,large, with navigation)
        """)
    expectTrace(
        app.events,
        """
        #1 push by program; +#0 list; top #0 list
        #2 push by program; +#1 item(id: 3); top #1 item(id: 3)
        #3 present by program; +#2 filters; top #2 filters
        """)
    #expect(app.finish() == .clean)
}

@MainActor
@Test func requestsWhileAChangeIsInFlight_waitInOrder() async throws {
    let renderer = RecordingRenderer()
    let navigator = Navigator(renderer: renderer)
    let home = HomeCoordinator()
    try await renderer.drive { try await navigator.start(root: home) }

    let first = home.router.send(.push(.item(id: 1)))
    let second = home.router.send(.push(.item(id: 2)))
    #expect(renderer.pending.count == 1)
    #expect(navigator.queuedCount == 1)

    try renderer.completeAll()
    try await first.value()
    try await second.value()
    #expect(home.router.routes == [.list, .item(id: 1), .item(id: 2)])
    #expect(renderer.finish() == .clean)
}

@MainActor
@Test func backSwipe_removesTheTopScreenOnce() async throws {
    let app = TestNavigator(.headless)
    let home = HomeCoordinator()
    try await app.start(root: home)
    let item = try await app.run { try await home.router.navigate(toRoute: .item(id: 3)) }

    try await app.navigator.handle(.backSwipe(item, completed: true)).value()
    #expect(home.router.routes == [.list])
    await #expect(throws: NavigationError.self) {
        try await app.navigator.handle(.backSwipe(item, completed: true)).value()
    }
}

@MainActor
@Test func finishedChildFlow_isReleased() async throws {
    let app = TestNavigator(.headless)
    let home = HomeCoordinator()
    try await app.start(root: home)
    let leaks = LeakCheck()
    do {
        let child = leaks.track(HomeCoordinator(name: "Child"))
        try await app.run { try await home.navigate(to: child, presentationStyle: .sheet) }
        try await app.run { try await child.finishFlow() }
    }
    leaks.expectReleased()
}
