import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// The SUICoordinator and FlowStacks calls a seed user types, where they type them.
@MainActor
@Suite struct SeedConveniencesTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func presentSheet_route_presentsWithTheRoutesOwnModalStyle_andASheetForAPushedRoute(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.presentSheet(route: .sheet) }
        try await app.run { try await home.presentSheet(route: .push(id: 2)) }
        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 HomeCoordinator (coordinator, root)
                stack c0.stack
                  #0 actionList
                  #1 sheet (sheet, with navigation)
                  #2 push(id: 2) (sheet, with navigation)
                """)
    }

    @Test func goBackToRoot_fromASharedChild_reachesTheParentsRoot_andEndsTheChild() async throws {
        let (app, home) = try await startedHome(.headless)
        let detail = DetailCoordinator(first: 1)
        try await app.run { try await home.navigate(to: detail) }
        try await app.run { try await detail.router.navigate(toRoute: .push(id: 2)) }
        try await app.run { try await detail.router.present(.sheet) }

        try await app.run { try await detail.router.goBackToRoot() }

        #expect(app.navigator.tree.rendered == HomeTree.atRoot)
        #expect(detail.lifecycle == .finished)
    }

    @Test func goBackToRoot_fromAnOwnedChild_reachesTheChildsOwnRoot() async throws {
        let (app, home) = try await startedHome(.headless)
        let detail = DetailCoordinator(first: 1)
        try await app.run { try await home.navigate(to: detail, policy: .owned) }
        try await app.run { try await detail.router.navigate(toRoute: .push(id: 2)) }

        try await app.run { try await detail.router.goBackToRoot() }

        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 HomeCoordinator (coordinator, root)
                    c1 DetailCoordinator (coordinator, pushed)
                stack c0.stack
                  #0 actionList
                  #1 push(id: 1) [c1]
                """)
        #expect(detail.lifecycle == .active)
    }

    @Test func navigateToCoordinator_presentedAsASheet_letsTheChildPush_unlessWithNavigationIsFalse() async throws {
        let (app, home) = try await startedHome(.headless)
        let withStack = DetailCoordinator(first: 1)
        try await app.run { try await home.navigate(to: withStack, presentationStyle: .sheet) }
        try await app.run { try await withStack.router.navigate(toRoute: .push(id: 2)) }
        #expect(withStack.router.routes == [.push(id: 1), .push(id: 2)])
        try await app.run { try await withStack.finishFlow() }

        let bare = DetailCoordinator(first: 3)
        try await app.run { try await home.navigate(to: bare, presentationStyle: .sheet, withNavigation: false) }
        let message = await refusal { try await app.run { _ = try await bare.router.navigate(toRoute: .push(id: 4)) } }
        #expect(message?.contains("push(push) as scope 'c2'") == true)
        #expect(bare.router.routes == [.push(id: 3)])
    }

    @Test func everyCallThatOpensAModalLayer_allowsPushesInsideItByDefault() async throws {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.router.present(.sheet) }
        try await app.run { try await home.router.navigate(toRoute: .push(id: 2)) }
        try await app.run { try await home.router.navigate(toRoute: .sheet) }
        #expect(app.navigator.tree.root?.entries.map(\.withNavigation) == [true, true, false, true])
        #expect(RoutePresentation.modal.withNavigation)
        #expect(CoordinatorModePresentConfiguration().withNavigation)
        #expect(EntrySpec<HomeRoute>.sheet(.sheet).withNavigation == true)
        #expect(EntrySpec<HomeRoute>.cover(.sheet).withNavigation == true)
        var ids = EntryIDGenerator()
        var path = RoutePath<HomeRoute>(root: .actionList, ids: &ids)
        try path.present(.sheet, ids: &ids)
        try path.apply(
            .replace([EntrySpec(.actionList), EntrySpec(.sheet), EntrySpec(.sheet, style: .sheet)]), ids: &ids)
        #expect(path.entries.map(\.withNavigation) == [true, true, true])
    }

    @Test func badgeUpdate_canBeMadeByTheApp_andEqualsWhatTheTabCoordinatorSends() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        let updates = tabs.badgeUpdates()
        let first = Task { () -> BadgeUpdate<AppTabPage>? in
            for await update in updates { return update }
            return nil
        }
        tabs.setBadge("2", for: .settings)
        try app.completeAll()
        #expect(await first.value == BadgeUpdate(page: .settings, badge: "2"))
    }
}
