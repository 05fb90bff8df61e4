import Observation
import Testing
import WayfinderRouting

@testable import WayfinderCoordinators

/// `Navigator.tree` is an `@Observable` property whose setter is written by hand (issue 16: the
/// generated one compared the old and new trees on every commit): it must still tell SwiftUI-style
/// observers of every commit, and of nothing else.
@MainActor
@Suite struct TreeObservationTests {
    /// Whether reading `navigator.tree` in a tracking scope hears of the next change.
    // Unchecked Sendable: the tracking callback and the test read the flag on the main actor only; saves an actor in a test.
    private final class Heard: @unchecked Sendable {
        var count = 0
    }

    private func track(_ navigator: Navigator, into heard: Heard) {
        withObservationTracking {
            _ = navigator.tree
        } onChange: {
            heard.count += 1
        }
    }

    @Test func aPush_aPopAndASheet_eachTellTheTreesObservers() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        let heard = Heard()

        track(navigator, into: heard)
        try await home.navigateToPushView(id: 1)
        #expect(heard.count == 1)
        #expect(navigator.tree.allStacks.first?.entries.count == 2)

        track(navigator, into: heard)
        try await home.presentSheet()
        #expect(heard.count == 2)

        track(navigator, into: heard)
        try await home.closeTopViewOrSheet()
        #expect(heard.count == 3)
        #expect(navigator.tree == navigator.buildTree())
    }

    @Test func aRefusedRequest_tellsNoObserver() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        let heard = Heard()
        let before = navigator.tree

        track(navigator, into: heard)
        // Popping the root is illegal: a typed error, no commit, no notification.
        await #expect(throws: NavigationError.self) {
            try await home.router.pop()
        }
        #expect(heard.count == 0)
        #expect(navigator.tree == before)
    }
}
