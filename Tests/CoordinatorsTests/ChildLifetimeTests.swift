import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A child started and presented in the same turn is held by its parent from the moment it is
/// attached: nobody else needs to keep a reference for it to stay alive while it is shown.
@MainActor
@Suite struct ChildLifetimeTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func childCreatedStartedAndPresentedInOneTransaction_staysAliveWhileShown(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let leaks = LeakCheck()
        let navigator = app.navigator
        try await app.run {
            try await navigator.transaction {
                let child = leaks.track(DetailCoordinator(first: 5))
                try await home.navigate(to: child, presentationStyle: .sheet)
                try await child.router.navigate(toRoute: .push(id: 6))
            }
        }
        #expect(leaks.alive == ["DetailCoordinator"])
        #expect(app.navigator.changeCount == 2)
        expectTree(
            app.navigator,
            """
            coordinators
              c0 HomeCoordinator (coordinator, root)
                c1 DetailCoordinator (coordinator, presented)
            stack c0.stack
              #0 actionList
              #1 push(id: 5) (sheet, with navigation) [c1]
              #2 push(id: 6) [c1]
            """)
        let child = try #require(home.children.first as? DetailCoordinator)
        #expect(child.router.routes == [.push(id: 5), .push(id: 6)])

        app.navigator.handle(.sheetSwipedDown(try #require(child.router.entries.first).id))
        try app.completeAll()
        #expect(child.lifecycle == .finished)
        #expect(home.children.isEmpty)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func childWhoseStartShowsAScreenAndPresentsASheet_isOneChange_andStaysAlive(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let leaks = LeakCheck()
        try await app.run {
            try await home.navigate(to: leaks.track(OnboardingCoordinator()), presentationStyle: .fullScreenCover)
        }
        #expect(leaks.alive == ["OnboardingCoordinator"])
        expectTrace(
            app.events,
            """
            #1 push by program; +#0 actionList; top #0 actionList
            #2 present by program; +#1 actionList, +#2 sheet; top #2 sheet
            """)
        expectTree(
            app.navigator,
            """
            coordinators
              c0 HomeCoordinator (coordinator, root)
                c1 OnboardingCoordinator (coordinator, presented)
            stack c0.stack
              #0 actionList
              #1 actionList (fullScreenCover, with navigation) [c1]
              #2 sheet (sheet, with navigation) [c1]
            """)
        try await app.run { try await home.router.restart() }
        #expect(home.children.isEmpty)
        leaks.expectReleased()
    }

    @Test func childNavigatedToFromATaskWhileATransitionIsInFlight_isKeptByItsParentOnceItStarts() async throws {
        let (app, home) = try await startedHome(.recording)
        let renderer = try #require(app.recording)
        let leaks = LeakCheck()
        home.router.send(.push(.push(id: 1)))
        #expect(renderer.pending.count == 1)

        let navigating = Task {
            try await home.navigate(to: leaks.track(DetailCoordinator(first: 2)), presentationStyle: .sheet)
        }
        await Task.yield()
        #expect(app.navigator.queuedCount == 1)
        #expect(home.children.isEmpty)

        try renderer.completeNext()
        await app.events.nextEvent()
        #expect(leaks.alive == ["DetailCoordinator"])
        try renderer.completeAll()
        try await navigating.value
        #expect(leaks.alive == ["DetailCoordinator"])
        #expect(home.children.map(\.id) == [CoordinatorID(1)])
        expectTree(
            app.navigator,
            """
            coordinators
              c0 HomeCoordinator (coordinator, root)
                c1 DetailCoordinator (coordinator, presented)
            stack c0.stack
              #0 actionList
              #1 push(id: 1)
              #2 push(id: 2) (sheet, with navigation) [c1]
            """)
        #expect(app.finish() == .clean)
    }
}
