import Foundation
import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators

/// `Configs/shop.yaml` validates cleanly and composes, with the four plugins it names
/// registered as the test doubles of `Support/ShopPlugins.swift`.
@MainActor
@Suite struct ShopManifestTests {
    static let root =
        URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/"
    static let path = root + "Configs/shop.yaml"

    static func app() async throws -> ComposedApp {
        try await AppComposer(registry: try .shopDoubles(), environment: [:]).compose(path: path)
    }

    static func findings(registry: PluginRegistry) throws -> String {
        let manifest = try AppManifest.load(path: path, environment: [:])
        let findings = ManifestValidator(registry: registry, environment: [:]).findings(in: manifest)
        return ConfigDiagnostic.render(findings).replacingOccurrences(of: root, with: "")
    }

    @Test func shop_validatesCleanly_withItsPluginsRegistered() throws {
        #expect(try Self.findings(registry: .shopDoubles()) == "")
    }

    @Test func shop_withoutItsPlugins_namesEachOneAndWhatNeedsThem() throws {
        #expect(
            try Self.findings(registry: PluginRegistry()) == """
                Configs/shop.yaml:61:9: error: plugins[0].id: unknown plugin 'analytics' (registered: none)
                      - id: analytics
                            ^
                Configs/shop.yaml:64:9: error: plugins[1].id: unknown plugin 'deep-links' (registered: none)
                      - id: deep-links
                            ^
                Configs/shop.yaml:65:9: error: plugins[2].id: unknown plugin 'auth-guard' (registered: none)
                      - id: auth-guard
                            ^
                Configs/shop.yaml:67:9: error: plugins[3].id: unknown plugin 'state-restoration' (registered: none)
                      - id: state-restoration
                            ^
                Configs/shop/routes.yaml:30:9: error: routes[0].category.load: route 'category' loads with 'category', which neither the app nor a plugin provides (none provides a loader)
                      load: category
                            ^
                Configs/shop/routes.yaml:43:9: error: routes[0].item.load: route 'item' loads with 'item', which neither the app nor a plugin provides (none provides a loader)
                      load: item
                            ^
                Configs/shop/routes.yaml:47:28: error: routes[0].item.actions[1].open: open needs an enabled plugin that handles deep links; none does
                        - {title: Share, open: "shop://item/{id}"}
                                               ^
                Configs/shop/routes.yaml:69:32: error: routes[0].profile.actions[3].logout: unknown verb 'logout' (no enabled plugin contributes it)
                        - {title: Log out, logout: }
                                                   ^
                Configs/shop/routes.yaml:80:37: error: routes[0].login.actions[0].login: unknown verb 'login' (no enabled plugin contributes it)
                        - {title: Log in as Ada, login: ada}
                                                        ^
                """)
    }

    @Test func shop_composes_fourTabsWithTheRecommendationsPanelOnHome() async throws {
        let app = try await Self.app()
        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 main (tabs, root)
                    c1 home-flow (coordinator, tab)
                      c2 recommendations (base, embedded)
                    c3 search-flow (coordinator, tab)
                    c4 cart-flow (coordinator, tab)
                    c5 profile-flow (coordinator, tab)
                stack c0.stack
                  #0 tabs tabBar=standard
                    tabs c0
                      * home "Home" icon=house
                        stack c1.stack
                          #1 home
                            embed recommendations
                              stack c2.stack
                                #2 recommendations-panel
                        search "Search" icon=magnifyingglass
                        stack c3.stack
                          #3 search
                        cart "Cart" icon=cart badge=2
                        stack c4.stack
                          #4 cart
                        profile "Profile" icon=person
                        stack c5.stack
                          #5 profile
                """)
        #expect(
            app.topScreen?.description == """
                Home
                  Today's picks.
                  1. Item 1 (push item)
                  2. Shoes (push category)
                  3. Filters (present filters)
                  4. Take the tour (flow onboarding)
                """)
        #expect(app.plugins.startOrder == ["analytics", "deep-links", "auth-guard", "state-restoration"])
    }

    @Test func shop_checkoutIsGuarded_untilTheUserLogsIn() async throws {
        let app = try await Self.app()
        try await app.perform(action: 1)
        try await app.perform(action: 2)
        #expect(shownPath(app) == "#1 home > #7 item(id: 1)")
        try await app.perform(action: 1)
        let refused = await errorText { try await app.perform(action: 1) }
        #expect(refused == "flow checkout: denied by auth-guard: log in to see 'checkout'")
        #expect(shownPath(app) == "#4 cart")

        try await app.openDeepLink("shop://settings")
        #expect(shownPath(app) == "#5 profile > #8 settings [modal with navigation] [c7]")
        try await app.perform(action: 2)
        try await app.perform(action: 3)
        #expect(app.topScreen?.title == "Log in")
        try await app.perform(action: 1)
        #expect(shownPath(app) == "#5 profile")

        try await app.openDeepLink("shop://cart/checkout")
        try await app.perform(action: 1)
        try await app.perform(action: 1)
        #expect(shownPath(app) == "#4 cart > #10 checkout [c8] > #11 checkout-payment [c8] > #12 checkout-done [c8]")
        try await app.perform(action: 1)
        #expect(shownPath(app) == "#4 cart")

        let analytics = try #require(app.plugins.plugin(AnalyticsDouble.self))
        #expect(
            analytics.lines.suffix(4) == [
                "#9 push by deepLink; +#10 checkout; top #10 checkout",
                "#10 push by program; +#11 checkout-payment; top #11 checkout-payment",
                "#11 push by program; +#12 checkout-done; top #12 checkout-done",
                "#12 pop by program; -#10 checkout, -#11 checkout-payment, -#12 checkout-done; top #4 cart",
            ])
        #expect(app.plugins.plugin(StateRestorationDouble.self)?.snapshots.count == 12)
    }
}
