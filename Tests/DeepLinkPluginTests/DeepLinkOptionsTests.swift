import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderDeepLinks
import WayfinderTesting

/// The plugin's options: strict decoding, `reset`, extra `links`.
@MainActor
@Suite struct DeepLinkOptionsTests {
    @Test func unknownOptionKey_pointsIntoTheManifest() async throws {
        let text = await errorText { _ = try await ShopFixture.compose(options: "{reset: all, rest: target}") }
        #expect(
            text == """
                shop.yaml:58:27: error: plugins[0].options.rest: unknown key 'rest'; did you mean 'reset'?
                        options: {reset: all, rest: target}
                                              ^
                """)
    }

    @Test func wrongResetValue_listsTheValidOnes() async throws {
        let text = await errorText { _ = try await ShopFixture.compose(options: "{reset: tab}") }
        #expect(
            text == """
                shop.yaml:58:22: error: plugins[0].options.reset: expected one of all, target, found the string "tab"
                        options: {reset: tab}
                                         ^
                """)
    }

    @Test func schemes_limitWhichURLsThePluginTakes() async throws {
        let (app, plugin) = try await ShopFixture.compose(options: "{schemes: [SHOP]}")
        #expect(plugin.handles("shop://item/3"))
        #expect(!plugin.handles("https://example.com/item/3"))
        let text = await errorText { try await app.openDeepLink("https://example.com/item/3") }
        #expect(text == "cannot open 'https://example.com/item/3': no running plugin handles deep links")
        try await app.openDeepLink("shop://item/3")
        #expect(app.topScreen?.title == "Item 3")
    }

    @Test func resetTarget_keepsTheOtherTabsScreens() async throws {
        let (app, plugin) = try await ShopFixture.compose(options: "{reset: target}")
        try await ShopFixture.Start.deepInAnotherTab.reach(in: app)
        try await plugin.open("shop://item/3")
        #expect(
            TreeText.subtree(of: app.navigator.tree.rendered, at: "stack c2.stack") == """
                stack c2.stack
                  #2 cart
                  #3 catalog
                  #4 item id=1
                """)
        #expect(app.topScreen?.title == "Item 3")
    }

    @Test func extraLinks_areAddedToTheManifestsAndOpen() async throws {
        let (app, plugin) = try await ShopFixture.compose(
            options: """
                {links: [{pattern: "shop://promo", tab: home, via: [filters], route: promo}]}
                """)
        #expect(app.manifest.deepLinks.map(\.pattern.value).last == "shop://promo")
        try await plugin.open("shop://promo")
        #expect(app.topScreen?.title == "Promo")
        #expect(
            TreeText.subtree(of: app.navigator.tree.rendered, at: "stack c1.stack") == """
                stack c1.stack
                  #1 home
                  #3 filters (sheet, with navigation)
                  #4 promo (fullScreenCover)
                """)
    }

    @Test func extraLinks_areValidatedLikeTheManifestsOwn() async throws {
        let text = await errorText {
            _ = try await ShopFixture.compose(
                options: """
                    {links: [{pattern: "shop://promo", route: prmo}]}
                    """)
        }
        // Contributed links are marked at the contributing plugin's entry.
        #expect(
            text == """
                shop.yaml:57:9: error: plugins[0].contributes: undefined route 'prmo'; did you mean 'promo'?
                      - id: deep-links
                            ^
                """)
    }

    @Test func openAction_goesThroughThePlugin() async throws {
        let (app, _) = try await ShopFixture.compose()
        try await app.openDeepLink("shop://item/7")
        #expect(app.topScreen?.title == "Item 7")
    }
}
