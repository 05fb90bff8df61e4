import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Observers get one event per committed change, with every step applied as text, its source,
/// and the coordinator that asked.
@MainActor
@Suite struct NavigationEventTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func eventsListEveryStepApplied_internalStepsIncluded(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.presentCustomTabs() }
        let tabs = try #require(home.children.first as? CustomAppTabCoordinator)
        let tabHome = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        try await app.run { try await tabHome.navigateToPushView(id: 1) }
        let pushed = try #require(tabHome.router.entries.last)
        app.navigator.handle(.backSwipe(pushed.id, completed: true))
        try app.completeAll()

        #expect(
            app.events.events.map(\.steps) == [
                ["c0.stack: setRoot(actionList)"],
                [
                    "c0.stack: beginScope('c1', owned, root: tabs)", "c2.stack: setRoot(actionList)",
                    "c3.stack: setRoot(settings)", "c1: setPages(home, settings)",
                ],
                ["c2.stack: push(push)"],
                ["backSwipe(#4)"],
            ])
        #expect(app.events.events.map(\.source) == [.program, .program, .program, .user])
        #expect(app.events.events.map(\.coordinator) == [CoordinatorID(0), CoordinatorID(0), CoordinatorID(2), nil])
    }

    @Test func eventsAreCodable_andRoundTripThroughJSON() async throws {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.presentSheet() }
        let event = try #require(app.events.events.last)
        var registry = RouteRegistry()
        try registry.register(HomeRoute.self)
        let data = try JSONEncoder().encode(event)
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = registry
        #expect(try decoder.decode(NavigationEvent.self, from: data) == event)
    }
}
