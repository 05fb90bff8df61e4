import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Illegal requests are answered, not trapped: each gives a typed error whose whole message
/// says what was asked, what was found and where; the tree, the change count and the event
/// log stay as they were.
@MainActor
@Suite struct IllegalRequestTests {
    /// Runs `request` and expects it to be refused with `message`, changing nothing.
    private func expectRefused(
        _ app: TestNavigator, _ message: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ request: @escaping @MainActor () async throws -> Void
    ) async {
        let tree = app.navigator.tree
        let changes = app.navigator.changeCount
        let events = app.events.events.count
        do {
            try await app.run(request)
            Issue.record("the request was carried out", sourceLocation: sourceLocation)
        } catch let error as NavigationError {
            #expect(error.description == message, sourceLocation: sourceLocation)
        } catch {
            Issue.record("untyped error: \(error)", sourceLocation: sourceLocation)
        }
        #expect(app.navigator.tree == tree, sourceLocation: sourceLocation)
        #expect(app.navigator.changeCount == changes, sourceLocation: sourceLocation)
        #expect(app.events.events.count == events, sourceLocation: sourceLocation)
        #expect(app.finish() == .clean, sourceLocation: sourceLocation)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func popAtRoot(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        await expectRefused(
            app,
            "c0.stack: pop(1): asked to pop 1 entry but nothing is pushed above #0, the root of the current navigation context"
        ) {
            try await home.router.pop()
        }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func dismissWithNothingPresented(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.navigateToPushView() }
        await expectRefused(
            app, "c0.stack: dismiss(1): asked to dismiss 1 modal layer but nothing is presented above the root #0"
        ) {
            try await home.router.dismiss()
        }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func pushInsideASheetPresentedWithoutNavigation(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.router.present(.sheet, withNavigation: false) }
        await expectRefused(
            app,
            "c0.stack: push(push): #1 sheet, the root of the current navigation context, was shown without navigation, "
                + "so nothing can be pushed inside it"
        ) {
            try await home.navigateToPushView()
        }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func finishFlowOnTheRoot(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        await expectRefused(app, "coordinator c0 is the navigator's root; it cannot finish its flow") {
            try await home.endThisCoordinator()
        }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func finishFlowOnATabPage(_ rendering: TestNavigator.Rendering) async throws {
        let (app, tabs) = try await startedTabs(rendering)
        let settings = try #require(tabs.coordinator(for: .settings) as? SettingsCoordinator)
        await expectRefused(app, "coordinator c2 is a tab page; its owner decides when it ends") {
            try await settings.finishFlow()
        }
        await expectRefused(app, "coordinator c0 is the navigator's root; it cannot finish its flow") {
            try await tabs.finishFlow()
        }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func parentPushingOverAPresentedChild(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.navigate(to: DetailCoordinator(), presentationStyle: .sheet) }
        await expectRefused(
            app,
            "c0.stack: push(push): owned scope 'c1' (rooted at #1) is on top; only it and the scopes it begins may add entries until it ends"
        ) {
            try await home.navigateToPushView()
        }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func presentedChildDismissingBelowItsRoot(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let child = DetailCoordinator()
        try await app.run { try await home.navigate(to: child, presentationStyle: .sheet) }
        await expectRefused(
            app,
            "c0.stack: dismiss(1) as scope 'c1': asked to dismiss 1 modal layer but nothing is presented above #1, the root of scope 'c1'"
        ) {
            try await child.router.dismiss()
        }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func childWhoseStartShowsNothing(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        await expectRefused(app, "child coordinator c1 did not start a flow in start(animated:)") {
            try await home.navigate(to: IdleCoordinator())
        }
        #expect(home.children.isEmpty)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func startingACoordinatorTwice(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let child = DetailCoordinator()
        try await app.run { try await home.navigate(to: child, presentationStyle: .push) }
        let navigator = app.navigator
        await expectRefused(app, "coordinator c1 is already started") {
            try await home.navigate(to: child)
        }
        await expectRefused(app, "coordinator c0 is already started") {
            try await navigator.start(root: HomeCoordinator())
        }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func routerOfACoordinatorNeverStarted_orAlreadyFinished(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        await expectRefused(app, "coordinator (unattached) has not started its flow yet") {
            try await DetailCoordinator().router.pop()
        }
        let child = DetailCoordinator()
        try await app.run { try await home.navigate(to: child, presentationStyle: .push) }
        try await app.run { try await child.finishFlow() }
        await expectRefused(app, "coordinator c1 is not attached to a navigator") {
            try await child.router.navigate(toRoute: .push(id: 2))
        }
        await expectRefused(app, "coordinator c1 is not attached to a navigator") {
            try await child.finishFlow()
        }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func routerKeptAfterItsCoordinatorWasReleased(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let keptRouter: Router<HomeRoute>
        do {
            let child = DetailCoordinator()
            keptRouter = child.router
            try await app.run { try await home.navigate(to: child, presentationStyle: .push) }
            try await app.run { try await child.finishFlow() }
        }
        await expectRefused(app, "coordinator c1 is not attached to a navigator") {
            try await keptRouter.pop()
        }
        #expect(keptRouter.entries.isEmpty)
        let neverStarted = DetailCoordinator().router
        await expectRefused(app, "coordinator (unattached) has not started its flow yet") {
            try await neverStarted.navigate(toRoute: .push(id: 1))
        }
    }

    /// Not refused: it waits for the tab bar's start (see `NothingDroppedTests`).
    @Test func selectingAPageOfATabBarNotStarted_waitsForItsStart() {
        let tabs = CustomAppTabCoordinator()
        #expect(tabs.select(.settings).status == .queued)
        #expect(tabs.setBadge("1", for: .settings).status == .queued)
        #expect(tabs.currentPage == .settings && tabs.badge(for: .settings) == "1")
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func invalidPresentationStyles(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        await expectRefused(
            app,
            "c0.stack: present(sheet, detents, withNavigation: true): invalid presentation style: detents must name at least one height"
        ) {
            try await home.router.present(.sheet, presentationStyle: .detents([]))
        }
        await expectRefused(
            app,
            "c0.stack: navigate(to: DetailCoordinator): invalid presentation style: detent fraction 2.0 is outside 0...1 "
                + "(it must be greater than 0 and at most 1)"
        ) {
            try await home.navigate(to: DetailCoordinator(), presentationStyle: .detents([.fraction(2)]))
        }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func popToATargetThatIsNotThere(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.navigateToPushView() }
        await expectRefused(
            app, "c0.stack: popTo(name 'nothing'): no entry named 'nothing' in path [#0 actionList, #1 push]"
        ) {
            try await home.router.popTo(name: "nothing")
        }
        await expectRefused(
            app, "c0.stack: popTo(where:): no entry matching the predicate in path [#0 actionList, #1 push]"
        ) {
            try await home.router.popTo { $0.route.routeName == "sheet" }
        }
        await expectRefused(
            app, "c0.stack: popTo(type 'settings'): no entry of type 'settings' in path [#0 home, #1 home]"
        ) {
            try await home.router.popTo(SettingsRoute.self)
        }
    }

    @Test func completingATransitionThatIsNotInFlight() async throws {
        let (app, _) = try await startedHome(.recording)
        #expect(throws: NavigationError.noSuchTransition(99)) { try app.navigator.completeTransition(99) }
        #expect(NavigationError.noSuchTransition(99).description == "no transition #99 is in flight")
        #expect(app.navigator.changeCount == 1)
    }
}
