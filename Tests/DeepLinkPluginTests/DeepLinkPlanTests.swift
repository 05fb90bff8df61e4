import Testing
import WayfinderComposition
import WayfinderDeepLinks
import WayfinderTesting

/// Plans are data: printed step by step, made without changing anything.
@MainActor
@Suite struct DeepLinkPlanTests {
    @Test func plan_fromAnotherTab_selectsTabPopsAndPushes() async throws {
        let (app, plugin) = try await ShopFixture.compose()
        try await ShopFixture.Start.deepInAnotherTab.reach(in: app)
        try await app.perform(action: 1)  // back from item 1 to the cart's catalog
        let plan = try plugin.plan(for: "shop://item/3")
        #expect(
            plan.description == """
                open shop://item/3 (pattern shop://item/:id:int)
                  1. select tab 'home' of c0
                  2. pop c2.stack to its first screen: #3 catalog
                  3. push catalog onto c1.stack
                  4. push item(id: 3) onto c1.stack
                """)
    }

    @Test func plan_withModalsAndAFlow_dismissesThenPops() async throws {
        let (app, plugin) = try await ShopFixture.compose()
        try await ShopFixture.Start.flowInProgress.reach(in: app)
        let flowPlan = try plugin.plan(for: "shop://filters")
        #expect(
            flowPlan.description == """
                open shop://filters (pattern shop://filters)
                  1. pop c1.stack to its first screen: #3 checkout-address, #4 checkout-pay
                  2. present filters (sheet, with navigation) in c1.stack
                """)
        let (covered, coveredPlugin) = try await ShopFixture.compose()
        try await ShopFixture.Start.coverOverSheet.reach(in: covered)
        #expect(
            try coveredPlugin.plan(for: "shop://cart/checkout").description == """
                open shop://cart/checkout (pattern shop://cart/checkout)
                  1. select tab 'cart' of c0
                  2. dismiss in c1.stack: #3 filters, #4 promo
                  3. start flow 'checkout' from c2 in c2.stack
                """)
    }

    @Test func plan_changesNothing() async throws {
        let (app, plugin) = try await ShopFixture.compose()
        try await ShopFixture.Start.coverOverSheet.reach(in: app)
        let before = app.navigator.tree
        let changes = app.navigator.changeCount
        _ = try plugin.plan(for: "shop://cart/checkout")
        #expect(app.navigator.tree == before)
        #expect(app.navigator.changeCount == changes)
    }

    @Test func open_returnsThePlanItCarriedOut() async throws {
        let (app, plugin) = try await ShopFixture.compose()
        try await ShopFixture.Start.sheetUp.reach(in: app)
        let planned = try plugin.plan(for: "shop://item/3")
        let carriedOut = try await plugin.open("shop://item/3")
        #expect(carriedOut == planned)
    }
}
