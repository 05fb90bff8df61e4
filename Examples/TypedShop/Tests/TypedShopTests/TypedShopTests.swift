import Testing
import TypedShop
import WayfinderComposition
import WayfinderRouting

/// Drives the composed shop through the generated types only: no action numbers, route names
/// or URL strings.
@MainActor
@Suite struct TypedShopTests {
    @Test func navigateOpenAndSelect_throughGeneratedTypes() async throws {
        let app = try await TypedShop.compose()
        #expect(app.shopRoute == .home)

        try await app.navigate(to: .category(slug: "shoes"))
        try await app.navigate(to: .item(id: 7))
        #expect(app.shopRoute == .item(id: 7))

        try await app.open(.search(q: "red / blue?", sort: .name))
        #expect(app.shopRoute == .results(q: "red / blue?", sort: .name))

        try await app.select(tab: .cart)
        #expect(app.shopRoute == .cart)

        // The guard redirects a protected flow to the login screen.
        await #expect(throws: (any Error).self) { try await app.open(.checkout) }
        #expect(app.shopRoute == .login)
        await app.stop()
    }

    @Test func links_goBothWays() throws {
        let link = ShopLink.categoryItem(slug: "bags & shoes", id: 42)
        #expect(try link.url == "shop://category/bags%20%26%20shoes/item/42")
        #expect(ShopLink(url: try link.url) == link)
        #expect(ShopLink(url: "shop://search?q=boots&sort=name") == .search(q: "boots", sort: .name))
    }

    @Test func routes_convertToAndFromDefaultRoute() {
        let route = ShopRoute.results(q: "boots", sort: .price)
        #expect(route.defaultRoute == DefaultRoute("results", parameters: ["q": "boots", "sort": "price"]))
        #expect(ShopRoute(route.defaultRoute) == route)
        #expect(ShopRoute.login.presentationStyle == .fullScreenCover)
        #expect(ShopTab.allCases.map(\.rawValue) == ["cart", "home"])
    }
}
