import Foundation
import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderPlugins
import WayfinderTesting

/// `Configs/shop.yaml` composes with the four bundled plugins, and they work together.
@MainActor
@Suite struct ShopCompositionTests {
    static let manifest = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Configs/shop.yaml").path

    /// The shop, its analytics and state kept in `folder`.
    private func shop(in folder: String) async throws -> ComposedApp {
        let environment = [
            "SHOP_ANALYTICS_OUTPUT": "\(folder)/events.jsonl", "SHOP_STATE_PATH": "\(folder)/shop.sqlite",
        ]
        return try await AppComposer(registry: .shop(), environment: environment).compose(path: Self.manifest)
    }

    @Test func shop_composesWithTheFourBundledPlugins() async throws {
        let app = try await shop(in: temporaryFolder("shop"))
        #expect(app.plugins.failures.isEmpty)
        #expect(
            app.plugins.running.map { type(of: $0).id } == [
                "analytics", "deep-links", "auth-guard", "state-restoration",
            ])
        #expect(app.topScreen?.title == "Home")
        await app.stop()
    }

    @Test func shop_guardedDeepLink_login_restoreRefusedNextRun() async throws {
        let folder = temporaryFolder("shop")
        let app = try await shop(in: folder)
        let refusal = await errorText { try await app.openDeepLink("shop://orders") }
        #expect(refusal == "open shop://orders: redirected by auth-guard: log in to see 'orders'")
        #expect(app.topScreen?.title == "Log in")
        try await app.perform(action: 1)  // log in as Ada
        #expect(app.topScreen?.title == "Orders")
        try await app.openDeepLink("shop://cart/checkout")
        #expect(app.topScreen?.title == "Checkout")
        try await app.openDeepLink("shop://orders")  // ends the checkout flow on the way
        #expect(app.topScreen?.title == "Orders")
        let analytics = try #require(app.plugins.plugin(AnalyticsPlugin.self))
        let events = analytics.linesWritten
        await app.stop()
        let lines = try String(contentsOfFile: "\(folder)/events.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == events)
        #expect(analytics.summary.screen("orders")?.views == 2)

        let next = try await shop(in: folder)
        let restorer = try #require(next.plugins.plugin(StateRestorationPlugin.self))
        let reason = "restoring it was refused: denied by auth-guard: log in to see 'orders'"
        #expect(
            Array(restorer.log.prefix(3)) == [
                "state-restoration: restoring all of shop/main was refused: denied by auth-guard: log in to see 'orders'",
                "state-restoration: kept the saved state at \(folder)/shop.sqlite (quarantined_snapshot row 1) (\(reason))",
                "state-restoration: restored what is allowed of shop/main; left out 'orders'",
            ])
        #expect(restorer.refusedEntries == ["'orders'"])
        // The profile tab the user was on, without the orders screen the guard refused.
        #expect(next.topScreen?.title == "Profile")
        await next.stop()
    }

    @Test func shop_restoresUnguardedScreens_onTheNextRun() async throws {
        let folder = temporaryFolder("shop")
        let app = try await shop(in: folder)
        try await app.openDeepLink("shop://category/bags/item/42")
        let tree = app.navigator.tree.rendered
        await app.stop()
        let next = try await shop(in: folder)
        #expect(next.navigator.tree.rendered == tree)
        #expect(next.topScreen?.title == "Item 42")
        await next.stop()
    }

    @Test func shop_deepLinkPlan_isReadable() async throws {
        let app = try await shop(in: temporaryFolder("shop"))
        try await app.perform(action: 3)  // filters
        let links = try #require(app.plugins.plugin(DeepLinkPlugin.self))
        let plan = try links.plan(for: "shop://category/bags/item/42")
        #expect(
            plan.description == """
                open shop://category/bags/item/42 (pattern shop://category/:slug/item/:id:int)
                  1. select tab 'search' of c0
                  2. dismiss in c1.stack: #6 filters
                  3. push category(slug: bags) onto c3.stack
                  4. push item(id: 42) onto c3.stack
                """)
        await app.stop()
    }

    @Test func shop_deepLink_loadsBothScreensWithTheShopsLoaders() async throws {
        let app = try await shop(in: temporaryFolder("shop"))
        try await app.openDeepLink("shop://category/running-shoes/item/42")
        let stack = try #require(app.navigator.tree.topEntry.flatMap { app.navigator.tree.stack(containing: $0.id) })
        let loaded = stack.entries.suffix(2).map { app.navigator.context(for: $0.id)?.loaded?.description ?? "none" }
        #expect(loaded == ["category running-shoes: Running Shoes", "item 42: Item 42"])
        let item = try #require(app.navigator.tree.topEntry)
        #expect(app.navigator.context(for: item.id)?.loaded?.value(as: ShopItem.self) == ShopItem(id: 42))
        await app.stop()
    }
}
