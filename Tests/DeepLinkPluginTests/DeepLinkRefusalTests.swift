import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderDeepLinks
import WayfinderTesting

/// URLs that cannot be opened are refused with their reason and change nothing.
@MainActor
@Suite struct DeepLinkRefusalTests {
    /// Denies every change that inserts a screen of `route`.
    final class Refuse: NavigationInterceptor {
        let name = "refuse"
        let route: String
        init(_ route: String) { self.route = route }

        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            proposal.inserted.contains { $0.route.routeName == route } ? .deny(reason: "no \(route) today") : .allow
        }
    }

    @Test func unknownURL_isRefusedWithTheMatchersReason_andChangesNothing() async throws {
        let (app, plugin) = try await ShopFixture.compose()
        try await ShopFixture.Start.sheetUp.reach(in: app)
        let before = app.navigator.tree
        let events = EventRecorder(observing: app.navigator)
        await #expect(throws: DeepLinkError.self) { try await plugin.open("shop://item/abc") }
        let text = await errorText { try await plugin.open("shop://item/abc") }
        #expect(text == "no route for 'shop://item/abc': segment 2 'abc' is not an int (pattern shop://item/:id:int)")
        #expect(
            await errorText { try await app.openDeepLink("shop://nowhere") } == """
                no route for 'shop://nowhere': unknown host 'nowhere' for scheme 'shop'; known hosts: cart, filters, item
                """)
        #expect(app.navigator.tree == before)
        #expect(events.events.isEmpty)
    }

    @Test func plan_ofAnUnknownURL_throwsTheSameReason() async throws {
        let (app, plugin) = try await ShopFixture.compose()
        let text = await errorText { _ = try plugin.plan(for: "http://item/3") }
        #expect(
            text == """
                no route for 'http://item/3': unknown scheme 'http'; known schemes: shop
                """)
        #expect(app.navigator.changeCount == 1)
    }

    @Test func planRefusedByAnInterceptor_changesNothing() async throws {
        let (app, plugin) = try await ShopFixture.compose()
        try await ShopFixture.Start.coverOverSheet.reach(in: app)
        app.navigator.addInterceptor(Refuse("item"))
        let before = app.navigator.tree
        #expect(
            await errorText { try await plugin.open("shop://item/3") }
                == "open shop://item/3: denied by refuse: no item today")
        #expect(app.navigator.tree == before)
    }

    @Test func flowThatCannotStart_changesNothing() async throws {
        let (app, plugin) = try await ShopFixture.compose()
        try await ShopFixture.Start.deepInTheSameTab.reach(in: app)
        app.navigator.addInterceptor(Refuse("checkout-address"))
        let before = app.navigator.tree
        #expect(
            await errorText { try await plugin.open("shop://cart/checkout") } == """
                open shop://cart/checkout: denied by refuse: no checkout-address today
                """)
        #expect(app.navigator.tree == before)
        #expect(app.navigator.liveCoordinators.map(\.core.name) == ["main", "home-flow", "cart-flow"])
    }
}
