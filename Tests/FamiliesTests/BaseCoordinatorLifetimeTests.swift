import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// A started base coordinator keeps its mode, but not the coordinators the mode names: an
/// embedded or presented child must not keep its parent alive.
@MainActor
@Suite struct BaseCoordinatorLifetimeTests {
    @Test func embeddedChild_andItsParent_areReleasedWithTheNavigator() async throws {
        weak var weakHome: ScreenCoordinator?
        weak var weakMap: ScreenCoordinator?
        func run() async throws {
            let home = ScreenCoordinator(.home, log: FinishLog(), name: "Home")
            let navigator = try await started(home)
            let map = try await home.embed(.map, name: "Map", in: "map")
            weakHome = home
            weakMap = map
            guard case .embed(let parent, let slot)? = map.coordinatorMode else {
                Issue.record("mode is \(String(describing: map.coordinatorMode))")
                return
            }
            #expect(parent === home && slot == "map")
            withExtendedLifetime(navigator) {}
        }
        try await run()
        #expect(weakMap == nil)
        #expect(weakHome == nil)
    }

    @Test func presentedChild_andItsPresenter_areReleasedWithTheNavigator() async throws {
        weak var weakHome: ScreenCoordinator?
        weak var weakSettings: ScreenCoordinator?
        func run() async throws {
            let home = ScreenCoordinator(.home, log: FinishLog(), name: "Home")
            let navigator = try await started(home)
            let settings = ScreenCoordinator(.settings, log: FinishLog(), name: "Settings")
            try await settings.start(coordinatorMode: .present(presenting: home))
            weakHome = home
            weakSettings = settings
            guard case .present(let presenting, _)? = settings.coordinatorMode else {
                Issue.record("mode is \(String(describing: settings.coordinatorMode))")
                return
            }
            #expect(presenting === home)
            withExtendedLifetime(navigator) {}
        }
        try await run()
        #expect(weakSettings == nil)
        #expect(weakHome == nil)
    }
}
