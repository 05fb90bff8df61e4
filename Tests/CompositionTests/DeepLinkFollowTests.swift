import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting

/// The manifest's own deep-link resolver: `resolveDeepLink` and `follow`, one transaction each.
@MainActor
@Suite struct DeepLinkFollowTests {
    static func app() async throws -> ComposedApp {
        try await compose(try Fixture.manifest("links.yaml"))
    }

    @Test func resolve_splitsTheURLParametersOverTheScreensDeclaringThem() async throws {
        let app = try await Self.app()
        let target = try app.resolveDeepLink("shop://category/shoes/item/42")
        #expect(target.tab == "home")
        #expect(target.via == [DefaultRoute("category", parameters: ["slug": "shoes"])])
        #expect(target.route == DefaultRoute("item", parameters: ["id": 42]))
        #expect(target.flow == nil)
        #expect(app.deepLinks.entries.map(\.routeName) == ["item", "item", "checkout", "filters"])
    }

    @Test func follow_selectsTheTab_resetsItsStack_andPushes_inOneChange() async throws {
        let app = try await Self.app()
        try await app.perform(action: 1)
        let before = app.navigator.changeCount
        var sources: [NavigationSource] = []
        app.navigator.observe { sources.append($0.source) }
        try await app.follow(app.resolveDeepLink("shop://category/boots/item/7"))
        #expect(app.navigator.changeCount == before + 1)
        #expect(sources == [.deepLink])
        #expect(shownPath(app) == "#1 home > #4 category(slug: boots) > #5 item(id: 7)")
    }

    @Test func follow_aFlowLink_startsTheFlowOnTheTabsStack() async throws {
        let app = try await Self.app()
        try await app.follow(app.resolveDeepLink("shop://cart/checkout"))
        #expect(
            app.navigator.tree.rendered == """
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
                          #3 checkout [c3]
                """)
    }

    @Test func follow_withoutATab_presentsOnTheSelectedTab() async throws {
        let app = try await Self.app()
        try await app.follow(app.resolveDeepLink("shop://filters"))
        #expect(shownPath(app) == "#1 home > #3 filters [modal]")
    }

    @Test func unmatchedURL_isRejectedWithTheMatchersReason_andChangesNothing() async throws {
        let app = try await Self.app()
        let tree = app.navigator.tree
        let message = await errorText { try await app.follow(app.resolveDeepLink("shop://item/abc")) }
        #expect(
            message == "no route for 'shop://item/abc': segment 2 'abc' is not an int (pattern shop://item/:id:int)")
        #expect(app.navigator.tree == tree)
    }
}
