import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// `Navigator.windowLimit`: the most windows open at once, as a manifest's `windows: max:` sets
/// it; a window opened beyond it is refused with nothing changed.
@MainActor
@Suite struct WindowLimitTests {
    @Test func openWindow_beyondTheLimit_isRefused_andChangesNothing() async throws {
        let navigator = Navigator()
        try await navigator.start(root: HomeCoordinator())
        navigator.windowLimit = 2
        let second = try await navigator.openWindow(root: HomeCoordinator())
        let before = navigator.tree
        let third = HomeCoordinator()
        await #expect(throws: NavigationError.window(.limitReached(limit: 2))) {
            try await navigator.openWindow(root: third)
        }
        #expect(navigator.tree == before)
        #expect(navigator.windows.ids == [.main, second])
        #expect(navigator.windows.limit == 2)
        #expect(third.lifecycle == .finished)
        #expect(navigator.liveCoordinators.count == 2)
    }

    @Test func aLimitOfOne_refusesTheSecondWindow_andAnAppWithoutALimitOpensMany() async throws {
        let limited = Navigator()
        try await limited.start(root: HomeCoordinator())
        limited.windowLimit = 1
        await #expect(throws: NavigationError.window(.limitReached(limit: 1))) {
            try await limited.openWindow(root: HomeCoordinator())
        }
        #expect(limited.tree.windows == nil)

        let open = Navigator()
        try await open.start(root: HomeCoordinator())
        for _ in 0..<5 { try await open.openWindow(root: HomeCoordinator()) }
        #expect(open.windows.ids.count == 6)
        #expect(open.windows.limit == nil)
    }

    @Test func aLimitBelowOne_meansOne() {
        let navigator = Navigator()
        navigator.windowLimit = 0
        #expect(navigator.windowLimit == 1)
        navigator.windowLimit = nil
        #expect(navigator.windowLimit == nil)
    }
}
