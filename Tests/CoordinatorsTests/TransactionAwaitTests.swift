import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Everything a transaction's body can await: what can only arrive after the transaction
/// commits fails at once with a typed error instead of hanging the navigator for ever; what
/// joins the transaction returns at once.
@MainActor
@Suite struct TransactionAwaitTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func presentExpectingInsideATransaction_failsAtOnce_andLaterRequestsStillRun(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let navigator = app.navigator
        let before = navigator.tree
        let login = LoginCoordinator()
        await #expect(throws: NavigationError.awaitedInsideTransaction("present(LoginCoordinator, expecting: String)"))
        {
            try await app.run {
                try await navigator.transaction {
                    _ = try await home.present(login, expecting: String.self)
                }
            }
        }
        #expect(navigator.tree == before)
        #expect(login.lifecycle == .idle)
        #expect(navigator.queuedCount == 0 && navigator.inFlight == nil)
        try await app.run { try await home.router.navigate(toRoute: .push(id: 1)) }
        expectTree(navigator, HomeTree.pushedOnce)
        #expect(app.finish() == .clean)
    }

    @Test func presentExpectingInsideATransaction_explainsWhatToDoInstead() {
        let error = NavigationError.awaitedInsideTransaction("present(LoginCoordinator, expecting: String)")
        #expect(
            error.description
                == "present(LoginCoordinator, expecting: String) was awaited inside the transaction that must "
                + "commit first, so it could never arrive; await it after the transaction returns")
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func awaitingARunningFlowsResultInsideATransaction_failsAtOnce_andTheFlowGoesOn(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let navigator = app.navigator
        let login = LoginCoordinator()
        try await app.run { try await home.navigate(to: login, presentationStyle: .fullScreenCover) }
        await #expect(throws: NavigationError.awaitedInsideTransaction("result(as: String) of LoginCoordinator")) {
            try await app.run {
                try await navigator.transaction {
                    _ = try await login.result(as: String.self)
                }
            }
        }
        #expect(login.lifecycle == .active)
        #expect(navigator.queuedCount == 0 && navigator.inFlight == nil)
        let waiting = Task { try await login.result(as: String.self) }
        await Task.yield()
        try await app.run { try await login.finishFlow(with: "ann") }
        #expect(try await waiting.value == .finished("ann"))
        #expect(app.finish() == .clean)
    }

    @Test func awaitingAnEndedFlowsResultInsideATransaction_returnsAtOnce() async throws {
        let (app, home) = try await startedHome(.headless)
        let login = LoginCoordinator()
        try await home.navigate(to: login, presentationStyle: .fullScreenCover)
        try await login.finishFlow()
        let outcome = try await app.navigator.transaction { try await login.result(as: String.self) }
        #expect(outcome == .cancelled)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func awaitingATicketQueuedBehindTheTransaction_failsAtOnce_andTheRequestStillApplies(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let navigator = app.navigator
        let sent = TicketBox()
        await #expect(throws: NavigationError.awaitedInsideTransaction("a queued request's ticket")) {
            try await app.run {
                try await navigator.transaction {
                    // Another task's request, sent while the transaction is open, queues behind it.
                    let ticket = await Task.detached { @MainActor in home.router.send(.push(.push(id: 1))) }.value
                    sent.ticket = ticket
                    #expect(ticket.status == .queued)
                    try await ticket.value()
                }
            }
        }
        try await app.run { _ = try await sent.ticket?.value() }
        #expect(sent.ticket?.isSettled == true && sent.ticket?.error == nil)
        expectTree(navigator, HomeTree.pushedOnce)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func awaitingATicketThatJoinedTheTransaction_returnsAtOnce_andTheChangeCommits(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let navigator = app.navigator
        try await app.run {
            try await navigator.transaction {
                let ticket = home.router.send(.push(.push(id: 1)))
                let change = try await ticket.value()
                #expect(change == nil)
            }
        }
        expectTree(navigator, HomeTree.pushedOnce)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func awaitingNavigationCallsInsideATransaction_joinsThem_andCommitsOnce(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let navigator = app.navigator
        let detail = DetailCoordinator()
        try await app.run {
            try await navigator.transaction {
                try await home.router.navigate(toRoute: .push(id: 1))
                try await home.navigate(to: detail)
                try await navigator.transaction { try await detail.router.navigate(toRoute: .push(id: 2)) }
                try await detail.finishFlow()
            }
        }
        #expect(navigator.changeCount == 2)
        expectTree(navigator, HomeTree.pushedOnce)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func awaitingTabCallsInsideATransaction_joinsThem_andCommitsOnce(_ rendering: TestNavigator.Rendering) async throws
    {
        let (app, tabs) = try await startedTabs(rendering)
        let navigator = app.navigator
        let before = navigator.changeCount
        try await app.run {
            try await navigator.transaction {
                try await tabs.selectPage(.settings)
                let badge = tabs.setBadge("5", for: .home)
                let change = try await badge.value()
                #expect(change == nil)
                try await tabs.setPages(AppTabPage.allCases)
            }
        }
        #expect(navigator.changeCount == before + 1)
        #expect(tabs.currentPage == .settings && tabs.badge(for: .home) == "5")
        #expect(app.finish() == .clean)
    }
}

/// Carries a ticket out of a transaction's body.
@MainActor
private final class TicketBox {
    var ticket: NavigationTicket?
}

/// Holds a transaction's body open until the test lets it go.
@MainActor
private final class Gate {
    private var waiter: CheckedContinuation<Void, Never>?
    private var opened = false
    func wait() async {
        if opened { return }
        await withCheckedContinuation { waiter = $0 }
    }
    func open() {
        opened = true
        waiter?.resume()
        waiter = nil
    }
}

/// Two navigators each with a transaction open on its own task: one's body never acts inside
/// the other's transaction (their serials once matched, so a request could join the wrong one).
@MainActor
@Suite struct TransactionsOfTwoNavigatorsTests {
    @Test func requestToAnotherNavigator_insideATransaction_queuesBehindThatNavigatorsOwnTransaction() async throws {
        let first = Navigator()
        let second = Navigator()
        let firstHome = HomeCoordinator()
        let secondHome = HomeCoordinator()
        try await first.start(root: firstHome)
        try await second.start(root: secondHome)
        let gate = Gate()
        let held = Task { try await second.transaction { await gate.wait() } }
        await Task.yield()
        let ticket = try await first.transaction { secondHome.router.send(.push(.push(id: 1))) }
        #expect(ticket.status == .queued)
        #expect(second.queuedCount == 1)
        gate.open()
        try await held.value
        try await ticket.value()
        #expect(secondHome.router.routes == [.actionList, .push(id: 1)])
        #expect(first.changeCount == 1)
    }
}
