import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// An interactive back in two phases: begin previews (and asks checks and guards once),
/// progress follows the drag, commit carries it out, cancel changes and reports nothing; a
/// program request during it cancels it first.
@MainActor
@Suite struct InteractiveBackTests {
    private func pushedOnce() async throws -> (TestNavigator, HomeCoordinator) {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.navigateToPushView(id: 1) }
        app.events.reset()
        return (app, home)
    }

    @Test func begin_previewsTheTreeAndTheRevealedEntry_cancelChangesAndReportsNothing() async throws {
        let (app, home) = try await pushedOnce()
        let before = app.tree
        let preview = try await app.navigator.beginInteractiveBack()
        #expect(preview.action.removedEntry == home.router.entries.last?.id)
        #expect(preview.tree.rendered == HomeTree.atRoot)
        #expect(preview.revealed?.id == home.router.entries.first?.id)
        try app.navigator.updateInteractiveBack(preview.id, progress: 0.5)
        #expect(app.navigator.interactiveBackProgress == 0.5)
        try app.navigator.updateInteractiveBack(preview.id, progress: 7)
        #expect(app.navigator.interactiveBackProgress == 1)
        app.navigator.cancelInteractiveBack(preview.id)
        #expect(app.navigator.interactiveBackPreview == nil)
        #expect(app.tree == before)
        #expect(app.events.events.isEmpty)
    }

    @Test func commit_carriesTheBackOut_asOneUserEvent() async throws {
        let (app, _) = try await pushedOnce()
        let preview = try await app.navigator.beginInteractiveBack()
        try await app.navigator.commitInteractiveBack(preview.id).value()
        #expect(app.tree.rendered == HomeTree.atRoot)
        #expect(app.events.events.map(\.source) == [.user])
        // Committed once: a second commit is stale.
        #expect(app.navigator.commitInteractiveBack(preview.id).error != nil)
    }

    @Test func aProgramRequestDuringTheDrag_cancelsItFirst() async throws {
        let (app, home) = try await pushedOnce()
        let preview = try await app.navigator.beginInteractiveBack()
        try await app.run { try await home.navigateToPushView(id: 2) }
        #expect(app.navigator.interactiveBackPreview == nil)
        #expect(throws: NavigationError.self) { try app.navigator.updateInteractiveBack(preview.id, progress: 0.2) }
        let ticket = app.navigator.commitInteractiveBack(preview.id)
        #expect(ticket.error != nil)
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2)])
    }

    @Test func leaveCheck_isAskedOnceAtBegin() async throws {
        let (app, home) = try await pushedOnce()
        let top = try #require(home.router.entries.last?.id)
        let check = Check()
        app.navigator.context(for: top)?.leaveCheck = { _ in
            check.asked += 1
            return check.answer
        }
        await #expect(throws: NavigationError.leaveRefused(entry: top, route: "push", reason: "unsaved")) {
            _ = try await app.navigator.beginInteractiveBack()
        }
        #expect(app.navigator.interactiveBackPreview == nil)
        check.answer = .leave
        let preview = try await app.navigator.beginInteractiveBack()
        try await app.navigator.commitInteractiveBack(preview.id).value()
        #expect(check.asked == 2)
        #expect(home.router.routes == [.actionList])
    }

    @Test func aGuardDenying_refusesTheBegin() async throws {
        let (app, _) = try await pushedOnce()
        app.navigator.addInterceptor(DenyAll())
        await #expect(throws: NavigationError.denied(by: "DenyAll", reason: "no")) {
            _ = try await app.navigator.beginInteractiveBack()
        }
    }

    @Test func interceptors_areAskedOnce_atBegin_notAgainAtCommit() async throws {
        let (app, home) = try await pushedOnce()
        let counter = CountingInterceptor()
        app.navigator.addInterceptor(counter)
        let preview = try await app.navigator.beginInteractiveBack()
        #expect(counter.calls == 1)
        try await app.navigator.commitInteractiveBack(preview.id).value()
        #expect(counter.calls == 1)
        #expect(home.router.routes == [.actionList])
        // Any other request is still asked.
        try await app.run { try await home.navigateToPushView(id: 2) }
        #expect(counter.calls == 2)
    }

    /// A commit queued behind a change in flight, with a request queued before it that commits
    /// first, carries a stale approval: refused, and no interceptor is asked about it.
    @Test func aCommitQueuedBehindAnotherRequest_isStale_andAsksNoInterceptor() async throws {
        let (app, home) = try await startedHome(.recording)
        let counter = CountingInterceptor()
        app.navigator.addInterceptor(counter)
        let recording = try #require(app.recording)
        home.router.send(.push(.push(id: 1)))  // committed, held in flight
        let preview = try await app.navigator.beginInteractiveBack()
        home.router.send(.push(.push(id: 2)))  // queued
        let ticket = app.navigator.commitInteractiveBack(preview.id)  // queued behind it
        #expect(ticket.status == .queued)
        try recording.completeAll()
        #expect(ticket.error.map { if case .staleGesture = $0 { true } else { false } } == true)
        #expect(counter.calls == 3)  // push 1, the begin, push 2
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2)])
    }

    @Test func atTheRoot_thereIsNothingToBegin() async throws {
        let (app, _) = try await startedHome(.headless)
        await #expect(throws: NavigationError.nothingToGoBack) {
            _ = try await app.navigator.beginInteractiveBack()
        }
    }

    /// A leave check's answer, and how often it was asked.
    @MainActor private final class Check {
        var asked = 0
        var answer = LeaveDecision.stay(reason: "unsaved")
    }

    /// Allows everything and counts how often it was asked.
    @MainActor private final class CountingInterceptor: NavigationInterceptor {
        let name = "Counting"
        var calls = 0
        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            calls += 1
            return .allow
        }
    }

    private final class DenyAll: NavigationInterceptor {
        let name = "DenyAll"
        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision { .deny(reason: "no") }
    }
}
