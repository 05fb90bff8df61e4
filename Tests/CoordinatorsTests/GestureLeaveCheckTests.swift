import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Gestures the UI already carried out (a completed back swipe, a sheet swiped down) ask the
/// leave checks of the screens they removed; a refusal keeps the tree and puts the screens back
/// on screen with a change of its own.
@MainActor
@Suite struct GestureLeaveCheckTests {
    typealias Question = LeaveCheckTests.Question

    /// Home at `actionList > push(id: 1)` on a renderer that completes every change at once
    /// and records it, with a check on push(id: 1).
    private func homeWithCheck() async throws -> (TestNavigator, HomeCoordinator, EntryID, Question) {
        let (app, home) = try await startedHome(.recording)
        app.recording?.autoComplete = true
        try await app.run { try await home.navigateToPushView(id: 1) }
        let top = try #require(app.tree.topEntry?.id)
        let question = Question()
        try #require(app.navigator.context(for: top)).leaveCheck = question.check
        return (app, home, top, question)
    }

    private func rendered(_ app: TestNavigator) -> [NavigationChange] {
        app.recording?.rendered ?? []
    }

    @Test func aCompletedBackSwipe_asks_andARefusalPutsTheScreenBack() async throws {
        let (app, home, top, question) = try await homeWithCheck()
        let before = app.tree
        let changes = rendered(app).count
        let events = app.events.events.count
        let ticket = app.navigator.handle(.backSwipe(top, completed: true))
        await question.untilAsked()
        #expect(ticket.status == .queued)
        #expect(question.asked == [LeaveRequest(entry: top, cause: .swipedAway)])
        question.answer(.stay(reason: "draft not saved"))
        await #expect(throws: NavigationError.leaveRefused(entry: top, route: "push", reason: "draft not saved")) {
            try await ticket.value()
        }
        #expect(app.tree == before)
        #expect(home.router.routes == [.actionList, .push(id: 1)])
        // The engine answers with one change that leads from what the swipe left on screen back
        // to the tree: a renderer plans it as a push of the screen.
        try await waitUntil { rendered(app).count == changes + 1 }
        let putBack = try #require(rendered(app).last)
        #expect(putBack.putsBack)
        #expect(putBack.steps.isEmpty)
        #expect(putBack.tree == before)
        let shown = try #require(before.stack(containing: top)).entries.map(\.id)
        #expect(putBack.containers.map { $0.before.map(\.id) } == [Array(shown.dropLast())])
        #expect(putBack.containers.map { $0.after.map(\.id) } == [shown])
        #expect(putBack.phaseChanges.isEmpty)
        // Observers hear nothing: the tree did not change.
        #expect(app.events.events.count == events)
    }

    @Test func aCompletedBackSwipe_confirmed_commitsOnce_withoutAnimation() async throws {
        let (app, _, top, question) = try await homeWithCheck()
        let changes = rendered(app).count
        let ticket = app.navigator.handle(.backSwipe(top, completed: true))
        await question.untilAsked()
        question.answer(.leave)
        try await ticket.value()
        #expect(app.tree.rendered == HomeTree.atRoot)
        #expect(rendered(app).count == changes + 1)
        let change = try #require(rendered(app).last)
        // The UI already removed the screen: the change does not animate it a second time.
        #expect(!change.putsBack && !change.animated && change.source == .user)
    }

    @Test func aSheetSwipedDown_asks_andARefusalPresentsItAgain() async throws {
        let (app, home) = try await startedHome(.recording)
        app.recording?.autoComplete = true
        try await app.run { try await home.presentSheet() }
        let sheet = try #require(app.tree.topEntry)
        #expect(sheet.style.isModal)
        let question = Question()
        try #require(app.navigator.context(for: sheet.id)).leaveCheck = question.check
        let before = app.tree
        let ticket = app.navigator.handle(.sheetSwipedDown(sheet.id))
        await question.untilAsked()
        #expect(question.asked == [LeaveRequest(entry: sheet.id, cause: .swipedAway)])
        question.answer(.stay(reason: "unsent message"))
        await #expect(throws: NavigationError.leaveRefused(entry: sheet.id, route: "sheet", reason: "unsent message")) {
            try await ticket.value()
        }
        #expect(app.tree == before)
        try await waitUntil { rendered(app).last?.putsBack == true }
        let putBack = try #require(rendered(app).last)
        #expect(putBack.containers.flatMap(\.inserted).map(\.id) == [sheet.id])
        #expect(putBack.containers.allSatisfy { $0.removed.isEmpty })
    }

    @Test func aRefusalAfterTheTreeMovedOn_putsNothingBack() async throws {
        let (app, home, top, question) = try await homeWithCheck()
        let ticket = app.navigator.handle(.backSwipe(top, completed: true))
        await question.untilAsked()
        // A program push lands while the question waits; its change put the UI in line.
        try await app.run { try await home.navigateToPushView(id: 2) }
        let changes = rendered(app).count
        question.answer(.stay(reason: "no"))
        _ = try? await ticket.value()
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2)])
        // The put-back request ran and found nothing to put back: no change.
        try await app.run {}
        #expect(rendered(app).count == changes)
        #expect(app.navigator.queuedCount == 0)
    }

    @Test func aCompletedBackSwipe_confirmedAfterTheTreeChanged_isStale() async throws {
        let (app, home, top, question) = try await homeWithCheck()
        let ticket = app.navigator.handle(.backSwipe(top, completed: true))
        await question.untilAsked()
        try await app.run { try await home.navigateToPushView(id: 2) }
        question.answer(.leave)
        await expectStale(ticket)
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2)])
    }

    /// A swipe queued behind a change, sent without a question (its screen had no check then),
    /// whose screen gets a check before it runs: refused as stale, and put back all the same.
    @Test func aCheckRegisteredWhileTheSwipeWaits_refusesIt_andPutsTheScreenBack() async throws {
        let (app, home) = try await startedHome(.recording)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let first = try #require(app.tree.topEntry?.id)
        // A check on another screen: the swipe is sent with the checks it was asked (none).
        try #require(app.navigator.context(for: first)).leaveCheck = { _ in .leave }
        let recording = try #require(app.recording)
        home.router.send(.push(.push(id: 2)))  // shown, held in flight
        let top = try #require(app.tree.topEntry?.id)
        let ticket = app.navigator.handle(.backSwipe(top, completed: true))
        #expect(ticket.status == .queued)
        try #require(app.navigator.context(for: top)).leaveCheck = { _ in .stay(reason: "new draft") }
        try recording.completeNext()
        #expect(ticket.error.map { if case .staleGesture = $0 { true } else { false } } == true)
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2)])
        let putBack = try #require(recording.pending.first)
        #expect(putBack.putsBack)
        #expect(putBack.containers.flatMap(\.inserted).map(\.id) == [top])
        try recording.completeAll()
    }

    @Test func aBackSwipeWithNoCheckAnywhere_commitsAtOnce() async throws {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let top = try #require(app.tree.topEntry?.id)
        let ticket = app.navigator.handle(.backSwipe(top, completed: true))
        #expect(ticket.status != .queued)
        try await ticket.value()
        #expect(app.tree.rendered == HomeTree.atRoot)
    }

    /// Yields until `condition` holds (the answer's task runs on the main actor after the test
    /// resumes it); a bounded number of times, so a missing change fails instead of hanging.
    private func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<1_000 where !condition() { await Task.yield() }
        #expect(condition())
    }
}

/// Expects `ticket` to fail with ``NavigationError/staleGesture(_:)``.
@MainActor
func expectStale(_ ticket: NavigationTicket, sourceLocation: SourceLocation = #_sourceLocation) async {
    await #expect(sourceLocation: sourceLocation) {
        try await ticket.value()
    } throws: { error in
        if case .staleGesture = error as? NavigationError { true } else { false }
    }
}
