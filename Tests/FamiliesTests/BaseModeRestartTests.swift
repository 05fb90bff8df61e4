import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// A started `BaseCoordinator` started again: in the same mode it replaces its screen; in a new
/// mode it is refused with a typed error and nothing changes, never silently shown as before.
@MainActor
@Suite struct BaseModeRestartTests {
    @Test func restartingAPushedCoordinatorAsPresented_isRefused_andNothingChanges() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let detail = try await home.push(.product(id: 3), name: "Detail")
        let before = navigator.tree
        await #expect(
            throws: NavigationError.family(
                .notAllowed(
                    coordinator: "c1 Detail", request: "start(coordinatorMode: .present)",
                    reason:
                        "it was started in .push and a placed coordinator cannot move; finish it and start a new one"
                ))
        ) {
            try await detail.start(coordinatorMode: .present())
        }
        #expect(navigator.tree == before)
        guard case .push? = detail.coordinatorMode else {
            Issue.record("the mode changed to \(String(describing: detail.coordinatorMode))")
            return
        }
    }

    @Test func restartingAPresentedCoordinatorWithAnotherStyle_isRefused() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let settings = try await home.present(.settings, name: "Settings")
        let before = navigator.tree
        await #expect(throws: NavigationError.self) {
            try await settings.start(
                coordinatorMode: .present(configuration: .init(modalPresentationStyle: .fullScreenCover)))
        }
        await #expect(throws: NavigationError.self) { try await settings.start(coordinatorMode: .push) }
        #expect(navigator.tree == before)
    }

    @Test func restartingInTheSameMode_replacesTheScreen() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let settings = try await home.present(.settings, name: "Settings")
        try await settings.push(.profile, name: "Profile")
        try await settings.start(coordinatorMode: .present())
        #expect(navigator.tree.topEntry?.route == AnyRoute(Screen.settings))
        #expect(log.finished == ["Profile"])
    }
}
