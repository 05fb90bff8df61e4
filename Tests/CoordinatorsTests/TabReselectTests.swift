import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Tapping the selected tab again pops its stack to the root, as tab bars do, unless turned off;
/// selecting the current tab from code changes nothing.
@MainActor
@Suite struct TabReselectTests {
    /// A root tab bar whose home tab is three screens deep.
    private func deepHomeTab(
        _ rendering: TestNavigator.Rendering
    ) async throws -> (TestNavigator, CustomAppTabCoordinator, HomeCoordinator) {
        let (app, tabs) = try await startedTabs(rendering)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        for id in 1...3 {
            try await app.run { try await home.navigateToPushView(id: id) }
        }
        app.events.reset()
        return (app, tabs, home)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func reselectingTheCurrentTabByATap_popsItToRoot(_ rendering: TestNavigator.Rendering) async throws {
        let (app, tabs, home) = try await deepHomeTab(rendering)
        app.navigator.handle(.tabTapped(tabs.id, index: 0))
        try app.completeAll()
        #expect(home.router.routes == [.actionList])
        expectTrace(
            app.events,
            """
            #5 pop by user; -#3 push(id: 1), -#4 push(id: 2), -#5 push(id: 3); top #1 actionList
            """)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func reselectingTheCurrentTabByATap_withPopToRootTurnedOff_changesNothing(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, tabs, home) = try await deepHomeTab(rendering)
        app.navigator.reselectingTabPopsToRoot = false
        let ticket = app.navigator.handle(.tabTapped(tabs.id, index: 0))
        try app.completeAll()
        #expect(ticket.status == .completed(nil))
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2), .push(id: 3)])
        #expect(app.events.events.isEmpty)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func selectingTheCurrentTabFromCode_doesNotPop(_ rendering: TestNavigator.Rendering) async throws {
        let (app, tabs, home) = try await deepHomeTab(rendering)
        try await app.run { try await tabs.selectPage(.home) }
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2), .push(id: 3)])
        #expect(app.events.events.isEmpty)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func reselectingATabAtItsRoot_changesNothing(_ rendering: TestNavigator.Rendering) async throws {
        let (app, tabs) = try await startedTabs(rendering)
        let ticket = app.navigator.handle(.tabTapped(tabs.id, index: 0))
        try app.completeAll()
        #expect(ticket.status == .completed(nil))
        #expect(app.navigator.changeCount == 1)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func reselectingATab_releasesAChildFlowPushedInIt(_ rendering: TestNavigator.Rendering) async throws {
        let (app, tabs) = try await startedTabs(rendering)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        let leaks = LeakCheck()
        try await app.run { try await home.navigate(to: leaks.track(DetailCoordinator()), presentationStyle: .push) }
        app.navigator.handle(.tabTapped(tabs.id, index: 0))
        try app.completeAll()
        leaks.expectReleased()
        #expect(home.children.isEmpty)
        #expect(home.router.routes == [.actionList])
    }
}
