import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// `navigator.transaction { }` groups everything its body does into one change.
@MainActor
@Suite struct TransactionTests {
    private struct Cancelled: Error, CustomStringConvertible {
        var description: String { "user cancelled" }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func dismissThenPush_inOneTransaction_leavesThePushedEntryShown_inOneChange(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.router.present(.sheet) }
        app.events.reset()
        let navigator = app.navigator
        try await app.run {
            try await navigator.transaction {
                try await home.router.dismiss()
                try await home.router.navigate(toRoute: .push(id: 2))
            }
        }
        expectTrace(
            app.events,
            """
            #3 replace by program; +#2 push(id: 2), -#1 sheet; top #2 push(id: 2)
            """)
        #expect(app.navigator.tree.topEntry?.route == AnyRoute(HomeRoute.push(id: 2)))
        expectTree(
            app.navigator,
            """
            coordinators
              c0 HomeCoordinator (coordinator, root)
            stack c0.stack
              #0 actionList
              #2 push(id: 2)
            """)
        #expect(app.events.events.last?.steps == ["c0.stack: dismiss(1)", "c0.stack: push(push)"])
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func bodyThatThrows_commitsNothing_andDropsChildrenItStarted(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let before = app.navigator.tree
        let leaks = LeakCheck()
        let navigator = app.navigator
        await #expect(throws: Cancelled.self) {
            try await app.run {
                try await navigator.transaction {
                    try await home.router.navigate(toRoute: .push(id: 1))
                    try await home.navigate(to: leaks.track(DetailCoordinator()), presentationStyle: .sheet)
                    throw Cancelled()
                }
            }
        }
        #expect(app.navigator.tree == before)
        #expect(app.navigator.changeCount == 1)
        #expect(home.children.isEmpty)
        leaks.expectReleased()

        try await app.run { try await home.navigateToPushView(id: 1) }
        expectTree(app.navigator, HomeTree.pushedOnce)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func failingStepInsideTheBody_throwsItsError_andCommitsNothing(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let navigator = app.navigator
        await #expect(throws: NavigationError.self) {
            try await app.run {
                try await navigator.transaction {
                    try await home.router.navigate(toRoute: .push(id: 1))
                    try await home.router.dismiss()
                }
            }
        }
        #expect(home.router.routes == [.actionList])
        #expect(app.navigator.changeCount == 1)
    }

    @Test func transactionStartedWhileAChangeIsHeld_waitsForIt_thenCommitsOnce() async throws {
        let (app, home) = try await startedHome(.recording)
        home.router.send(.push(.push(id: 1)))
        let navigator = app.navigator
        try await app.run {
            try await navigator.transaction {
                try await home.router.pop()
                try await home.router.present(.sheet)
            }
        }
        expectTrace(
            app.events,
            """
            #1 push by program; +#0 actionList; top #0 actionList
            #2 push by program; +#1 push(id: 1); top #1 push(id: 1)
            #3 replace by program; +#2 sheet, -#1 push(id: 1); top #2 sheet
            """)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func nestedTransactions_joinTheOuterOne(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let navigator = app.navigator
        try await app.run {
            try await navigator.transaction {
                try await home.router.navigate(toRoute: .push(id: 1))
                try await navigator.transaction {
                    try await home.router.navigate(toRoute: .push(id: 2))
                }
                try await home.router.navigate(toRoute: .push(id: 3))
            }
        }
        #expect(app.navigator.changeCount == 2)
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2), .push(id: 3)])
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func multiStepRequestFailingHalfwayInsideABody_leavesNoTrace_notEvenInEntryIDs(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let navigator = app.navigator
        let refused = try await app.run {
            try await navigator.transaction { () async throws -> NavigationError? in
                try await home.router.navigate(toRoute: .push(id: 1))
                let container = ContainerID(owner: home.id)
                let ticket = navigator.send(
                    NavigationRequest([
                        .path(container, scope: nil, .push(AnyRoute(HomeRoute.push(id: 9)))),
                        .path(container, scope: nil, .dismiss(1)),
                    ]))
                try await home.router.navigate(toRoute: .push(id: 2))
                return ticket.error
            }
        }
        #expect(
            refused?.description
                == "c0.stack: dismiss(1): asked to dismiss 1 modal layer but nothing is presented above the root #0")
        expectTree(
            app.navigator,
            """
            coordinators
              c0 HomeCoordinator (coordinator, root)
            stack c0.stack
              #0 actionList
              #1 push(id: 1)
              #2 push(id: 2)
            """)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func selectPageInsideATransaction_joinsIt_ratherThanWaitingForItself(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, tabs) = try await startedTabs(rendering)
        let settings = try #require(tabs.coordinator(for: .settings) as? SettingsCoordinator)
        let navigator = app.navigator
        app.events.reset()
        try await app.run {
            try await navigator.transaction(source: .deepLink) {
                try await tabs.selectPage(.settings)
                try await settings.navigateToItemDetails(id: "a")
            }
        }
        expectTrace(
            app.events,
            """
            #2 push by deepLink; +#3 itemDetails(id: "a"); top #3 itemDetails(id: "a")
            """)
        #expect(tabs.currentPage == .settings)
    }
}

@MainActor
@Suite struct TicketInsideTransactionTests {
    @Test func awaitingATicket_insideItsOwnTransaction_returnsAtOnce() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        try await navigator.transaction {
            let ticket = home.router.send(.push(.push(id: 1)))
            let change = try await ticket.value()
            #expect(change == nil)
            #expect(ticket.status == .applied)
        }
        #expect(home.router.routes == [.actionList, .push(id: 1)])
    }
}
