import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Repeating a flow does not accumulate coordinators: the navigator's registry, the parent's
/// children and the flows themselves all go back to where they were after every cycle.
@MainActor
@Suite struct LiveCoordinatorCountTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func thousandLoginPresentFinishCycles_liveCoordinatorCountStaysConstant(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let leaks = LeakCheck()
        var whileShown: Set<Int> = []
        var afterFinish: Set<Int> = []
        var values: Set<String> = []
        for cycle in 0..<1_000 {
            let login = leaks.track(LoginCoordinator())
            let presenting = Task {
                try await home.present(login, presentationStyle: .fullScreenCover, expecting: String.self)
            }
            await app.events.nextEvent()
            try await app.run { try await login.router.present(.promo) }
            whileShown.insert(app.navigator.liveCoordinators.count)
            try await app.run { try await login.finishFlow(with: "user\(cycle % 2)") }
            values.insert(try await presenting.value.value ?? "cancelled")
            afterFinish.insert(app.navigator.liveCoordinators.count)
        }
        #expect(whileShown == [2])
        #expect(afterFinish == [1])
        #expect(values == ["user0", "user1"])
        #expect(home.children.isEmpty)
        leaks.expectReleased()
        expectTree(app.navigator, HomeTree.atRoot)
        #expect(app.navigator.changeCount == 1 + 3 * 1_000)
        #expect(app.finish() == .clean)
    }
}
