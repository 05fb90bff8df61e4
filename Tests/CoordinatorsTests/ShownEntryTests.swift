import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// `navigate(toRoute:)`, `present`, `presentSheet` and `startFlow` hand back the id of the screen
/// they showed, so its context, state and leave check are one call away — whether the request
/// ran at once, waited for the renderer, queued behind another, or joined a transaction.
@MainActor
@Suite struct ShownEntryTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func navigate_returnsThePushedEntry(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let id = try await app.run { try await home.router.navigate(toRoute: .push(id: 7)) }
        #expect(home.router.entries.last?.id == id)
        #expect(home.router.entries.last?.route.base(as: HomeRoute.self) == .push(id: 7))
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func present_returnsThePresentedEntry_andItsContextTakesALeaveCheck(
        _ rendering: TestNavigator.Rendering
    )
        async throws
    {
        let (app, home) = try await startedHome(rendering)
        let id = try await app.run { try await home.router.present(.sheet) }
        let top = try #require(home.router.modals.last)
        #expect(top.id == id)
        let context = try #require(app.navigator.context(for: id))
        context.leaveCheck = { _ in .leave }
        #expect(app.navigator.leaveCheck(for: id) != nil)
        #expect(app.finish() == .clean)
    }

    @Test func presentSheet_returnsThePresentedEntry() async throws {
        let (app, settings) = try await startedSettings()
        let id = try await app.run { try await settings.presentSheet(route: .helpSheet) }
        #expect(settings.router.modals.last?.id == id)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func startFlow_returnsTheRootEntry(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.router.navigate(toRoute: .push(id: 1)) }
        let root = try await app.run { try await home.startFlow(route: .push(id: 2)) }
        #expect(home.router.entries.map(\.id) == [root])
        #expect(app.finish() == .clean)
    }

    @Test func aRequestQueuedBehindAChangeInFlight_returnsItsOwnEntry() async throws {
        let (app, home) = try await startedHome(.recording)
        // The first push stays in flight until the driver completes it, so the second call
        // queues and learns its entry only once applied.
        let (first, second) = try await app.run {
            let first = home.router.send(.push(.push(id: 1)))
            let second = try await home.router.navigate(toRoute: .push(id: 2))
            return (first.insertedEntry, second)
        }
        #expect(home.router.entries.suffix(2).map(\.id) == [try #require(first), second])
        #expect(home.router.routes.suffix(2) == [.push(id: 1), .push(id: 2)])
        #expect(app.finish() == .clean)
    }

    @Test func insideATransaction_theIdIsTheEntryTheTransactionCommits() async throws {
        let (app, home) = try await startedHome(.headless)
        let navigator = app.navigator
        let ids = try await app.run {
            var ids: [EntryID] = []
            try await navigator.transaction {
                ids.append(try await home.router.navigate(toRoute: .push(id: 1)))
                ids.append(try await home.router.present(.sheet))
            }
            return ids
        }
        #expect(home.router.entries.suffix(2).map(\.id) == ids)
        #expect(app.navigator.changeCount == 2)
        #expect(app.finish() == .clean)
    }

    @Test func aTicketOfARequestThatInsertsNothing_saysSo() async throws {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.router.navigate(toRoute: .push(id: 1)) }
        let pop = home.router.send(.pop(1))
        #expect(pop.error == nil)
        #expect(pop.insertedEntry == nil)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func aRefusedRequest_throws_andIssuesNoId(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        app.navigator.addInterceptor(NoSheets())
        let first = try await app.run { try await home.router.navigate(toRoute: .push(id: 1)) }
        let before = home.router.entries.map(\.id)
        await #expect(throws: NavigationError.self) { try await app.run { try await home.router.present(.sheet) } }
        #expect(home.router.entries.map(\.id) == before)
        // The refused entry's id was given back: the next screen gets the one after `first`.
        let next = try await app.run { try await home.router.navigate(toRoute: .push(id: 2)) }
        #expect(next == EntryID(generation: first.generation, serial: first.serial + 1))
        #expect(app.finish() == .clean)
    }

    @Test func aFailedTransaction_commitsNothing_andItsTicketsNameNoEntry() async throws {
        struct Abandon: Error {}
        let (app, home) = try await startedHome(.headless)
        let navigator = app.navigator
        let before = home.router.entries.map(\.id)
        let ids = IDBox()
        await #expect(throws: Abandon.self) {
            try await app.run {
                try await navigator.transaction {
                    ids.pushed = try await home.router.navigate(toRoute: .push(id: 1))
                    ids.ticket = home.router.send(.push(.push(id: 2)))
                    ids.joined = ids.ticket?.insertedEntry
                    throw Abandon()
                }
            }
        }
        // Inside the body both ids named entries of the transaction's working state.
        let pushed = try #require(ids.pushed)
        #expect(ids.joined != nil)
        #expect(home.router.entries.map(\.id) == before)
        #expect(!home.router.entries.contains { $0.id == pushed })
        #expect(ids.ticket?.error != nil)
        #expect(ids.ticket?.insertedEntry == nil)
        #expect(app.finish() == .clean)
    }

    /// What the failed transaction's body saw, kept past the transaction.
    @MainActor final class IDBox {
        var pushed: EntryID?
        var ticket: NavigationTicket?
        var joined: EntryID?
    }

    private func startedSettings() async throws -> (TestNavigator, SettingsCoordinator) {
        let app = TestNavigator(.headless)
        let settings = SettingsCoordinator()
        try await app.start(root: settings)
        return (app, settings)
    }
}
