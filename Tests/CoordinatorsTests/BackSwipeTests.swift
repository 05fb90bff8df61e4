import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Gestures the renderer reports are applied exactly once: a cancelled swipe changes nothing,
/// a completed one removes the top entry, and a repeated report is refused as stale.
@MainActor
@Suite struct BackSwipeTests {
    /// Home at `actionList > push(id: 1) > push(id: 2)`, with the event log cleared.
    private func deepHome(_ rendering: TestNavigator.Rendering) async throws -> (TestNavigator, HomeCoordinator) {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.navigateToPushView(id: 1) }
        try await app.run { try await home.navigateToPushView(id: 2) }
        app.events.reset()
        return (app, home)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func cancelledBackSwipe_changesNothing_andEmitsNothing(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await deepHome(rendering)
        let before = app.navigator.tree
        let top = try #require(home.router.entries.last)
        let ticket = app.navigator.handle(.backSwipe(top.id, completed: false))
        #expect(ticket.status == .completed(nil))
        #expect(app.navigator.tree == before)
        #expect(app.navigator.changeCount == 3)
        #expect(app.events.events.isEmpty)
        #expect(app.recording?.pending.isEmpty ?? true)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func completedBackSwipe_removesExactlyTheTopEntry_once(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await deepHome(rendering)
        let top = try #require(home.router.entries.last)
        let ticket = app.navigator.handle(.backSwipe(top.id, completed: true))
        try app.completeAll()
        #expect(ticket.isSettled && ticket.error == nil)
        expectTrace(
            app.events,
            """
            #4 pop by user; -#2 push(id: 2); top #1 push(id: 1)
            """)
        #expect(home.router.routes == [.actionList, .push(id: 1)])
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func sameBackSwipeReportedTwice_secondIsRefusedAsStale(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await deepHome(rendering)
        let top = try #require(home.router.entries.last)
        let first = app.navigator.handle(.backSwipe(top.id, completed: true))
        let second = app.navigator.handle(.backSwipe(top.id, completed: true))
        try app.completeAll()
        #expect(first.error == nil)
        #expect(second.error == .staleGesture("#2 is not on screen"))
        #expect(second.error?.description == "gesture ignored: #2 is not on screen")
        #expect(app.events.events.count == 1)
        #expect(home.router.routes == [.actionList, .push(id: 1)])
    }

    @Test func sameBackSwipeTwice_whileItsEntrysPushIsHeld_bothQueue_firstAppliesSecondIsStale() async throws {
        let (app, home) = try await deepHome(.recording)
        home.router.send(.push(.push(id: 3)))
        let top = try #require(home.router.entries.last)
        let first = app.navigator.handle(.backSwipe(top.id, completed: true))
        let second = app.navigator.handle(.backSwipe(top.id, completed: true))
        #expect(app.navigator.queuedCount == 2)
        try app.completeAll()
        #expect(first.error == nil)
        #expect(second.error == .staleGesture("#3 is not on screen"))
        expectTrace(
            app.events,
            """
            #4 push by program; +#3 push(id: 3); top #3 push(id: 3)
            #5 pop by user; -#3 push(id: 3); top #2 push(id: 2)
            """)
    }

    @Test func backSwipeQueuedBehindAPresentationOverItsEntry_isStaleWhenApplied() async throws {
        let (app, home) = try await deepHome(.recording)
        let top = try #require(home.router.entries.last)
        home.router.send(.present(.sheet, style: .sheet, withNavigation: false))
        let swipe = app.navigator.handle(.backSwipe(top.id, completed: true))
        try app.completeAll()
        #expect(swipe.error?.description == "gesture ignored: #2 is not the top pushed entry of c0.stack")
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2), .sheet])
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func backSwipeOnAnEntryBelowTheTop_isRefusedAsStale(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await deepHome(rendering)
        let below = home.router.entries[1]
        let ticket = app.navigator.handle(.backSwipe(below.id, completed: true))
        try app.completeAll()
        #expect(ticket.error?.description == "gesture ignored: #1 is not the top pushed entry of c0.stack")
        #expect(app.events.events.isEmpty)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func backSwipeOnAPushedChildsRootEntry_finishesAndReleasesTheChild(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let leaks = LeakCheck()
        try await app.run {
            try await home.navigate(
                to: leaks.track(DetailCoordinator(first: 4)), presentationStyle: .push, policy: .owned)
        }
        let childRoot = try #require(app.navigator.tree.topEntry)
        app.navigator.handle(.backSwipe(childRoot.id, completed: true))
        try app.completeAll()
        leaks.expectReleased()
        #expect(home.children.isEmpty)
        #expect(home.router.routes == [.actionList])
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func sheetSwipedDownTwice_dismissesOnce_secondIsStale(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await deepHome(rendering)
        try await app.run { try await home.presentSheet() }
        let sheet = try #require(home.router.modals.last)
        let first = app.navigator.handle(.sheetSwipedDown(sheet.id))
        let second = app.navigator.handle(.sheetSwipedDown(sheet.id))
        try app.completeAll()
        #expect(first.error == nil)
        #expect(second.error?.description == "gesture ignored: #3 is not on screen")
        expectTrace(
            app.events,
            """
            #4 present by program; +#3 sheet; top #3 sheet
            #5 dismiss by user; -#3 sheet; top #2 push(id: 2)
            """)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func sheetSwipedDown_onAPushedEntry_isRefusedAsStale(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await deepHome(rendering)
        let top = try #require(home.router.entries.last)
        let ticket = app.navigator.handle(.sheetSwipedDown(top.id))
        try app.completeAll()
        #expect(ticket.error?.description == "gesture ignored: #2 is not the top modal layer of c0.stack")
        #expect(app.events.events.isEmpty)
    }
}
