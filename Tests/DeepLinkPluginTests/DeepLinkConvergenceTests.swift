import Testing
import WayfinderComposition
import WayfinderDeepLinks
import WayfinderTesting

/// The same URL reaches the same tree from any starting state.
@MainActor
@Suite struct DeepLinkConvergenceTests {
    /// The tree a URL leads to from the first screen, ids renumbered.
    private func treeFromRoot(_ url: String) async throws -> String {
        let (app, plugin) = try await ShopFixture.compose()
        try await plugin.open(url)
        return TreeText.renumberingIDs(app.navigator.tree.rendered)
    }

    @Test(arguments: ["shop://item/3", "shop://cart/checkout", "shop://filters"], ShopFixture.Start.allCases)
    func link_fromAnyStart_reachesTheTreeItReachesFromRoot(url: String, start: ShopFixture.Start) async throws {
        let expected = try await treeFromRoot(url)
        let (app, plugin) = try await ShopFixture.compose()
        try await start.reach(in: app)
        try await plugin.open(url)
        #expect(TreeText.renumberingIDs(app.navigator.tree.rendered) == expected)
    }

    /// The app's own `follow` (no plugin involved) and the plugin's `open` are one algorithm:
    /// from each of the six starting states both reach the tree the plugin reaches from the root.
    @Test(arguments: ["shop://item/3", "shop://cart/checkout", "shop://filters"], ShopFixture.Start.allCases)
    func appFollow_fromAnyStart_reachesTheTreeThePluginReachesFromRoot(
        url: String, start: ShopFixture.Start
    ) async throws {
        let expected = try await treeFromRoot(url)
        let (app, _) = try await ShopFixture.compose()
        try await start.reach(in: app)
        let plan = try await app.follow(app.resolveDeepLink(url))
        #expect(TreeText.renumberingIDs(app.navigator.tree.rendered) == expected)
        #expect(plan.url == url)
    }

    @Test(arguments: ShopFixture.Start.allCases)
    func sameLinkTwice_endsOnTheSameTree(start: ShopFixture.Start) async throws {
        let (app, plugin) = try await ShopFixture.compose()
        try await start.reach(in: app)
        try await plugin.open("shop://item/3")
        let first = TreeText.renumberingIDs(app.navigator.tree.rendered)
        try await plugin.open("shop://item/3")
        #expect(TreeText.renumberingIDs(app.navigator.tree.rendered) == first)
    }

    @Test func itemLink_fromRoot_showsCatalogThenItemInTheHomeTab() async throws {
        let tree = try await treeFromRoot("shop://item/3")
        #expect(
            tree == """
                coordinators
                  c0 main (tabs, root)
                    c1 home-flow (coordinator, tab)
                    c2 cart-flow (coordinator, tab)
                stack c0.stack
                  #0 tabs tabBar=standard
                    tabs c0
                      * home "Home"
                        stack c1.stack
                          #1 home
                          #2 catalog
                          #3 item id=3
                        cart "Cart"
                        stack c2.stack
                          #4 cart
                """)
    }

    @Test func flowLink_fromRoot_startsTheFlowOnTheCartTab() async throws {
        let tree = try await treeFromRoot("shop://cart/checkout")
        #expect(
            tree == """
                coordinators
                  c0 main (tabs, root)
                    c1 home-flow (coordinator, tab)
                    c2 cart-flow (coordinator, tab)
                      c3 checkout (coordinator, pushed)
                stack c0.stack
                  #0 tabs tabBar=standard
                    tabs c0
                        home "Home"
                        stack c1.stack
                          #1 home
                      * cart "Cart"
                        stack c2.stack
                          #2 cart
                          #3 checkout-address [c3]
                """)
    }

    @Test(arguments: ShopFixture.Start.allCases)
    func anyLink_isOneChangeFromTheDeepLinkSource(start: ShopFixture.Start) async throws {
        let (app, plugin) = try await ShopFixture.compose()
        try await start.reach(in: app)
        let events = EventRecorder(observing: app.navigator)
        try await plugin.open("shop://item/3")
        #expect(events.events.map(\.source) == [.deepLink])
    }
}
