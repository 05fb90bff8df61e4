import Testing
import WayfinderCoordinators

@testable import WayfinderConformance

/// A conformance session's app may outlive the session: a task of the app's can hold its
/// navigator after the session reported. What the session hooked into the navigator (an
/// observer, a leave check) must then do nothing, not read a session that is gone (a full test
/// run once crashed on such a read).
@MainActor
@Suite struct SessionLifetimeTests {
    @Test(.timeLimit(.minutes(10)))
    func aNavigatorThatOutlivesItsSession_changesWithoutReadingIt() async throws {
        var session: ConformanceSession? = ConformanceSession(
            name: "outlived", renderer: UIKitLikeRenderer())
        await session?.run([.push(1), .askBeforeLeavingTop])
        let navigator = try #require(session?.navigator)
        let checked = try #require(navigator.tree.topEntry)
        session = nil
        // The leave check the session set up, asked with nobody left to answer: the screen goes.
        _ = try await navigator.handle(.back).value()
        #expect(navigator.tree.entry(checked.id) == nil)
        // A change the session's observer would have counted.
        let bar = try #require(navigator.tree.allStacks.flatMap(\.hosted).compactMap(\.tabs).first)
        _ = try await navigator.handle(.tabTapped(bar.coordinator, index: 1)).value()
        #expect(navigator.tree.allStacks.flatMap(\.hosted).compactMap(\.tabs).first?.selected == 1)
    }
}
