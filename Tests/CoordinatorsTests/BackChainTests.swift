import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A system back (`handle(.back)`) goes through one chain: the handlers of what the user sees,
/// the top modal layer's pushed screens, its dismissal, the selected tab's pushed screens (a
/// flow's first screen finishing its flow), the tab bar's policy, then "nothing to go back to".
@MainActor
@Suite struct BackChainTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func back_popsThePushedScreen_inOneEvent(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let pushed = try #require(home.router.entries.last?.id)
        #expect(app.navigator.backAction == .pop(pushed, container: ContainerID(owner: home.id)))
        app.events.reset()
        let ticket = app.navigator.handle(.back)
        try app.completeAll()
        #expect(ticket.isSettled && ticket.error == nil)
        #expect(app.events.events.count == 1)
        #expect(app.events.events.first?.kind == .pop)
        #expect(app.events.events.first?.source == .user)
        #expect(app.tree.rendered == HomeTree.atRoot)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func back_popsInsideTheSheetFirst_thenDismissesIt_thenPopsBelow(
        _ rendering: TestNavigator.Rendering
    )
        async throws
    {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.navigateToPushView(id: 1) }
        try await app.run { try await home.router.present(.sheet, withNavigation: true) }
        try await app.run { try await home.navigateToPushView(id: 2) }
        let entries = home.router.entries.map(\.id)
        let container = ContainerID(owner: home.id)
        #expect(app.navigator.backAction == .pop(entries[3], container: container))
        app.navigator.handle(.back)
        try app.completeAll()
        #expect(home.router.routes == [.actionList, .push(id: 1), .sheet])
        #expect(app.navigator.backAction == .dismiss(entries[2], container: container))
        app.navigator.handle(.back)
        try app.completeAll()
        #expect(home.router.routes == [.actionList, .push(id: 1)])
        app.navigator.handle(.back)
        try app.completeAll()
        #expect(app.tree.rendered == HomeTree.atRoot)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func back_atTheRoot_isNothingToGoBackTo_andChangesNothing(_ rendering: TestNavigator.Rendering) async throws {
        let (app, _) = try await startedHome(rendering)
        app.events.reset()
        let before = app.tree
        #expect(app.navigator.backAction == nil)
        let ticket = app.navigator.handle(.back)
        #expect(ticket.error == .nothingToGoBack)
        #expect(app.tree == before)
        #expect(app.events.events.isEmpty)
        #expect(app.finish() == .clean)
    }

    @Test func back_atAFlowsFirstScreen_finishesTheFlow() async throws {
        let (app, home) = try await startedHome(.headless)
        let detail = DetailCoordinator(first: 5)
        try await app.run { try await home.navigate(to: detail) }
        let first = try #require(app.tree.topEntry?.id)
        #expect(
            app.navigator.backAction == .finishFlow(detail.id, entry: first, container: ContainerID(owner: home.id)))
        try await app.navigator.handle(.back).value()
        #expect(detail.core.lifecycle == .finished)
        #expect(app.tree.rendered == HomeTree.atRoot)
    }

    @Test func tabs_byDefault_backAtAPageRootHasNothingToGoBackTo() async throws {
        let (app, tabs) = try await startedTabs(.headless, initialPage: .settings)
        #expect(tabs.backPolicy == .none)
        #expect(app.navigator.backAction == nil)
        #expect(app.navigator.handle(.back).error == .nothingToGoBack)
        #expect(tabs.currentPage == .settings)
    }

    @Test func tabs_firstTabPolicy_selectsTheFirstTab_thenNothingToGoBackTo() async throws {
        let (app, tabs) = try await startedTabs(.headless, initialPage: .settings)
        tabs.backPolicy = .firstTab
        let settings = try #require(tabs.coordinator(for: .settings) as? SettingsCoordinator)
        try await app.run { try await settings.navigateToItemDetails(id: "a") }
        // The tab's pushed screens go first.
        try await app.navigator.handle(.back).value()
        #expect(settings.router.routes == [.settings])
        #expect(app.navigator.backAction == .selectFirstTab(tabs.id))
        try await app.navigator.handle(.back).value()
        #expect(tabs.currentPage == .home)
        #expect(app.navigator.handle(.back).error == .nothingToGoBack)
    }

    @Test func back_queuedBehindATransition_isResolvedWhenItRuns() async throws {
        let (app, home) = try await startedHome(.recording)
        let ticket = home.router.send(.push(.push(id: 1)))
        #expect(app.navigator.inFlight != nil)
        // Resolved later, against the state with push(id: 1): it pops that screen.
        let back = app.navigator.handle(.back)
        #expect(back.status == .queued)
        try app.completeAll()
        #expect(ticket.error == nil && back.error == nil)
        #expect(app.tree.rendered == HomeTree.atRoot)
    }

    // MARK: - Handlers

    @Test func enabledHandler_takesTheBack_andNothingChanges() async throws {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let top = try #require(app.tree.topEntry?.id)
        var taken = 0
        let handler = try #require(app.navigator.context(for: top)).onBack { taken += 1 }
        let before = app.tree
        let ticket = app.navigator.handle(.back)
        #expect(ticket.status == .completed(nil))
        #expect(taken == 1)
        #expect(app.tree == before)
        handler.isEnabled = false
        try await app.navigator.handle(.back).value()
        #expect(taken == 1)
        #expect(app.tree.rendered == HomeTree.atRoot)
    }

    @Test func handlers_higherPriorityFirst_thenInnermost_thenLatest() async throws {
        let (app, home) = try await startedHome(.headless)
        let detail = DetailCoordinator(first: 5)
        try await app.run { try await home.navigate(to: detail) }
        let top = try #require(app.tree.topEntry?.id)
        let screen = try #require(app.navigator.context(for: top))
        let flow = try #require(app.navigator.flowContext(for: detail.id))
        var order: [String] = []
        let a = screen.onBack { order.append("screen a") }
        let b = screen.onBack { order.append("screen b") }
        let f = flow.onBack { order.append("flow") }
        let urgent = flow.onBack(priority: 1) { order.append("flow urgent") }
        #expect(
            app.navigator.backHandlers.map { ObjectIdentifier($0) } == [urgent, b, a, f].map { ObjectIdentifier($0) })
        app.navigator.handle(.back)
        urgent.remove()
        app.navigator.handle(.back)
        #expect(order == ["flow urgent", "screen b"])
    }

    @Test func handlersOfCoveredScreens_areNotAsked() async throws {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let covered = try #require(app.tree.topEntry?.id)
        var asked = false
        app.navigator.context(for: covered)?.onBack { asked = true }
        try await app.run { try await home.navigateToPushView(id: 2) }
        try await app.navigator.handle(.back).value()
        #expect(!asked)
        #expect(home.router.routes == [.actionList, .push(id: 1)])
    }
}
