import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Badges are navigation state: set in transactions, shown in the tree, and followed as an
/// `AsyncSequence` of committed changes.
@MainActor
@Suite struct TabBadgeTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func setBadge_showsInTheTree_andNilRemovesIt(_ rendering: TestNavigator.Rendering) async throws {
        let (app, tabs) = try await startedTabs(rendering)
        tabs.setBadge("3", for: .settings)
        try app.completeAll()
        #expect(tabs.badge(for: .settings) == "3")
        #expect(
            TreeText.subtree(of: app.navigator.tree.rendered, at: "settings") == """
                settings "Settings" icon=gearshape.fill badge=3
                """)
        tabs.setBadge(nil, for: .settings)
        try app.completeAll()
        #expect(tabs.badge(for: .settings) == nil)
        #expect(app.events.kinds == [.push, .badge, .badge])
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func badgeUpdates_yieldsEachCommittedBadgeChange_inOrder_andEndsWhenTheTabBarFinishes(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let tabs = CustomAppTabCoordinator()
        try await app.run { try await home.navigate(to: tabs) }
        let updates = tabs.badgeUpdates()
        let collecting = Task {
            var seen: [String] = []
            for await update in updates {
                seen.append("\(update.page.name)=\(update.badge ?? "nil")")
            }
            return seen
        }
        tabs.setBadge("1", for: .home)
        tabs.setBadge("5", for: .settings)
        tabs.setBadge("1", for: .home)
        tabs.setBadge(nil, for: .home)
        try app.completeAll()
        try await app.run { try await tabs.finishFlow() }

        #expect(await collecting.value == ["home=1", "settings=5", "home=nil"])
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func badgeUpdates_afterTheTabBarFinished_endsAtOnce(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let tabs = CustomAppTabCoordinator()
        try await app.run { try await home.navigate(to: tabs) }
        try await app.run { try await tabs.finishFlow() }
        var iterator = tabs.badgeUpdates().makeAsyncIterator()
        #expect(await iterator.next() == nil)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func badges_surviveSetPages_forPagesThatStay(_ rendering: TestNavigator.Rendering) async throws {
        let app = TestNavigator(rendering)
        let tabs = ShopTabs()
        try await app.start(root: tabs)
        tabs.setBadge("9", for: .cart)
        try app.completeAll()
        try await app.run { try await tabs.setPages([.cart, .profile]) }
        #expect(tabs.badge(for: .cart) == "9")
    }
}
