import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// `setPages` changes the tab set in one transaction: new pages get new coordinators, removed
/// pages' coordinators are finished and freed, kept pages keep their stacks and badges.
@MainActor
@Suite struct TabPagesTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func setPages_addingAPage_startsItsCoordinator_andKeepsTheOthers(_ rendering: TestNavigator.Rendering) async throws
    {
        let app = TestNavigator(rendering)
        let tabs = ShopTabs(pages: [.feed, .cart], initialPage: .cart)
        try await app.start(root: tabs)
        let cart = try #require(tabs.coordinator(for: .cart) as? ShopPageCoordinator)
        try await app.run { try await cart.router.navigate(toRoute: DefaultRoute("item", parameters: ["id": .int(3)])) }
        _ = try await app.run { try await tabs.setBadge("2", for: .cart).value() }
        app.events.reset()

        try await app.run { try await tabs.setPages([.profile, .feed, .cart]) }
        #expect(tabs.pages == [.feed, .cart, .profile])
        #expect(tabs.coordinator(for: .cart) === cart)
        expectTree(
            app.navigator,
            """
            coordinators
              c0 ShopTabs (tabs, root)
                c1 FeedCoordinator (coordinator, tab)
                c2 CartCoordinator (coordinator, tab)
                c3 ProfileCoordinator (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                    feed "Feed"
                    stack c1.stack
                      #1 feed
                  * cart "Cart" badge=2
                    stack c2.stack
                      #2 cart
                      #3 item id=3
                    profile "Profile"
                    stack c3.stack
                      #4 profile
            """)
        expectTrace(
            app.events,
            """
            #4 push by program; +#4 profile; top #3 item id=3
            """)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func setPages_removingPages_freesTheirCoordinators_andSelectsTheGivenPage(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let app = TestNavigator(rendering)
        let tabs = ShopTabs()
        try await app.start(root: tabs)
        let leaks = LeakCheck()
        for page in [ShopPage.cart, .profile] {
            leaks.track(coordinator: try #require(tabs.coordinator(for: page)), as: page.rawValue)
        }
        try await app.run { try await tabs.setPages([.feed, .cart], currentPage: .cart) }
        #expect(leaks.alive == ["cart"])
        try await app.run { try await tabs.setPages([.feed]) }
        leaks.expectReleased()
        #expect(tabs.children.map(\.id) == [CoordinatorID(1)])
        #expect(app.navigator.liveCoordinators.count == 2)
        #expect(tabs.currentPage == .feed)
        #expect(tabs.coordinator(for: .cart) == nil)
        expectTree(
            app.navigator,
            """
            coordinators
              c0 ShopTabs (tabs, root)
                c1 FeedCoordinator (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                  * feed "Feed"
                    stack c1.stack
                      #1 feed
            """)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func setPages_removingTheSelectedPage_withoutACurrentPage_selectsTheFirst(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let app = TestNavigator(rendering)
        let tabs = ShopTabs(initialPage: .profile)
        try await app.start(root: tabs)
        try await app.run { try await tabs.setPages([.cart, .feed]) }
        #expect(tabs.currentPage == .feed)
        #expect(try tabs.getCoordinatorSelected() === tabs.coordinator(for: .feed))
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func setPages_isOneChange_evenWhenItAddsAndRemoves(_ rendering: TestNavigator.Rendering) async throws {
        let app = TestNavigator(rendering)
        let tabs = ShopTabs(pages: [.feed, .cart])
        try await app.start(root: tabs)
        app.events.reset()
        try await app.run { try await tabs.setPages([.feed, .profile]) }
        expectTrace(
            app.events,
            """
            #2 replace by program; +#3 profile, -#2 cart; top #1 feed
            """)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func badgeForARemovedPage_isRefused(_ rendering: TestNavigator.Rendering) async throws {
        let app = TestNavigator(rendering)
        let tabs = ShopTabs()
        try await app.start(root: tabs)
        try await app.run { try await tabs.setPages([.feed]) }
        let ticket = tabs.setBadge("1", for: .cart)
        try app.completeAll()
        #expect(ticket.error?.description == "tab bar c0 has no tab cart; pages: feed")
    }
}
