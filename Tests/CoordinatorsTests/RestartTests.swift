import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// `restart()` runs a coordinator's `start` again in one transaction: what it showed goes,
/// children it started are finished and freed, and the coordinator itself stays.
@MainActor
@Suite struct RestartTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func restartingAPresentedChild_freesItsChildren_keepsItself_inOneChange(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let child = HomeCoordinator(name: "ChildHome")
        try await app.run { try await home.navigate(to: child, presentationStyle: .sheet) }
        try await app.run { try await child.navigateToPushView(id: 1) }
        let leaks = LeakCheck()
        try await app.run {
            try await child.navigate(to: leaks.track(DetailCoordinator(first: 2)), presentationStyle: .push)
        }
        app.events.reset()

        try await app.run { try await child.restart() }
        leaks.expectReleased()
        #expect(child.lifecycle == .active)
        #expect(home.children.map(\.id) == [child.id])
        expectTree(
            app.navigator,
            """
            coordinators
              c0 HomeCoordinator (coordinator, root)
                c1 ChildHome (coordinator, presented)
            stack c0.stack
              #0 actionList
              #4 actionList (sheet, with navigation) [c1]
            """)
        #expect(app.events.events.count == 1)
        try await app.run { try await child.navigateToPushView(id: 5) }
        #expect(child.router.routes == [.actionList, .push(id: 5)])
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func restartingTheRoot_replacesEverything_withItsFirstScreen(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.navigateToPushView(id: 1) }
        try await app.run { try await home.presentSheet() }
        try await app.run { try await home.restart() }
        #expect(home.router.routes == [.actionList])
        #expect(app.navigator.tree.root?.entries.map(\.id.description) == ["#0"])
    }
}
