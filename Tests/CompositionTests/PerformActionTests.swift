import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderCoordinators

/// `ComposedApp.perform(action:)` for each verb, on `Fixtures/actions.yaml` (a tab bar; the
/// home tab's screen has one action per verb).
@MainActor
@Suite struct PerformActionTests {
    static func app(_ taps: [Int] = []) async throws -> ComposedApp {
        let registry = try PluginRegistry([DeepLinksDouble.self, SessionPlugin.self])
        let app = try await compose(try Fixture.manifest("actions.yaml"), registry: registry)
        for tap in taps { try await app.perform(action: tap) }
        return app
    }

    // MARK: - push and present

    @Test func push_withLiteralParameters_pushesTheRouteInOneChange() async throws {
        let app = try await Self.app()
        let before = app.navigator.changeCount
        try await app.perform(action: 1)
        #expect(shownPath(app) == "#1 home > #3 item(id: 3)")
        #expect(app.navigator.changeCount == before + 1)
        #expect(app.topScreen?.title == "Item 3")
    }

    @Test func push_copyingAParameterOfTheCurrentScreen() async throws {
        let app = try await Self.app([1, 1])
        #expect(shownPath(app) == "#1 home > #3 item(id: 3) > #4 reviews(id: 3)")
        #expect(app.topScreen?.title == "Reviews of 3")
    }

    @Test func present_usesTheRoutesOwnModalStyle() async throws {
        let app = try await Self.app([2])
        #expect(shownPath(app) == "#1 home > #3 filters [modal]")
        #expect(app.navigator.tree.topEntry?.style == .detents([.medium, .large]))
    }

    @Test func present_withStyleOverride_presentsASheet() async throws {
        let app = try await Self.app([1, 4])
        #expect(shownPath(app) == "#1 home > #3 item(id: 3) > #4 reviews(id: 3) [modal]")
        #expect(app.navigator.tree.topEntry?.style == .sheet)
    }

    // MARK: - flow and tab

    @Test func flow_child_isPushedAsABoundedScopeInOneChange() async throws {
        let app = try await Self.app()
        let before = app.navigator.changeCount
        try await app.perform(action: 3)
        #expect(app.navigator.changeCount == before + 1)
        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 main (tabs, root)
                    c1 home-flow (coordinator, tab)
                      c3 checkout (coordinator, pushed)
                    c2 cart-flow (coordinator, tab)
                stack c0.stack
                  #0 tabs tabBar=standard
                    tabs c0
                      * home "Home"
                        stack c1.stack
                          #1 home
                          #3 checkout [c3]
                        cart "Cart"
                        stack c2.stack
                          #2 cart
                """)
        let path = try #require(app.navigator.path(of: ContainerID(owner: CoordinatorID(1))))
        #expect(path.scope("c3")?.policy == .bounded)
    }

    @Test func flow_stack_isPresentedWithNavigationAndOwnsItsRegion() async throws {
        let app = try await Self.app([4])
        #expect(shownPath(app) == "#1 home > #3 settings [modal with navigation] [c3]")
        let path = try #require(app.navigator.path(of: ContainerID(owner: CoordinatorID(1))))
        #expect(path.scope("c3")?.policy == .owned)
    }

    @Test func tab_selectsThePageOfTheRootTabBar() async throws {
        let app = try await Self.app([5])
        #expect(shownPath(app) == "#2 cart")
        #expect(app.topScreen?.title == "Cart")
    }

    // MARK: - open

    @Test func open_goesThroughTheDeepLinkPlugin() async throws {
        let app = try await Self.app([2])
        try await app.perform(action: 2)
        try await app.perform(action: 6)
        #expect(shownPath(app) == "#1 home > #4 item(id: 9)")
        #expect(app.plugins.plugin(DeepLinksDouble.self)?.opened == ["demo://item/9"])
    }

    @Test func open_withoutADeepLinkPlugin_isAnError() async throws {
        let app = try await compose(yaml: StackCompositionTests.yaml)
        let message = await errorText { try await app.openDeepLink("notes://note/1") }
        #expect(message == "cannot open 'notes://note/1': no running plugin handles deep links")
    }

    // MARK: - back, dismiss, finish, popToRoot

    @Test func back_popsAPushedScreen() async throws {
        let app = try await Self.app([1, 2])
        #expect(shownPath(app) == "#1 home")
    }

    @Test func back_dismissesAPresentedScreen() async throws {
        let app = try await Self.app([2, 2])
        #expect(shownPath(app) == "#1 home")
    }

    @Test func back_onTheFirstScreenOfAFlow_finishesTheFlow() async throws {
        let app = try await Self.app([3, 3])
        #expect(shownPath(app) == "#1 home")
        #expect(app.navigator.liveCoordinators.map(\.core.name) == ["main", "home-flow", "cart-flow"])
    }

    @Test func back_onATabsFirstScreen_isRefusedAndChangesNothing() async throws {
        let app = try await Self.app([5])
        let tree = app.navigator.tree
        let message = await errorText { try await app.perform(action: 1) }
        #expect(message == "back: 'cart' is the first screen of 'cart-flow', which is not a flow that can finish")
        #expect(app.navigator.tree == tree)
    }

    @Test func dismiss_dismissesTheTopModal() async throws {
        let app = try await Self.app([2, 1])
        #expect(shownPath(app) == "#1 home")
    }

    @Test func dismiss_onAPresentedFlowsFirstScreen_finishesTheFlow() async throws {
        let app = try await Self.app([4, 1])
        #expect(shownPath(app) == "#1 home")
        #expect(app.navigator.liveCoordinators.count == 3)
    }

    @Test func dismiss_withNothingPresented_isRefused() async throws {
        let app = try await Self.app([5])
        let message = await errorText { try await app.perform(action: 3) }
        #expect(message == "dismiss: nothing is presented on 'cart'")
    }

    @Test func finish_fromTheSecondScreenOfAFlow_removesTheWholeFlow() async throws {
        let app = try await Self.app([3, 1])
        #expect(shownPath(app) == "#1 home > #3 checkout [c3] > #4 paid [c3]")
        try await app.perform(action: 1)
        #expect(shownPath(app) == "#1 home")
    }

    @Test func finish_onATabPage_isRefused() async throws {
        let app = try await Self.app([5])
        let message = await errorText { try await app.perform(action: 2) }
        #expect(message == "finish: 'cart' is the first screen of 'cart-flow', which is not a flow that can finish")
    }

    @Test func popToRoot_popsEveryPushedScreen() async throws {
        let app = try await Self.app([1, 1, 1])
        #expect(shownPath(app) == "#1 home")
    }

    // MARK: - login and logout

    @Test func loginAndLogout_goThroughTheAuthPlugin() async throws {
        let app = try await Self.app([7])
        let session = try #require(app.plugins.plugin(SessionPlugin.self))
        #expect(session.user == "ada")
        try await app.perform(action: 8)
        #expect(session.user == nil)
    }

    @Test func login_refusedByThePlugin_reportsThePlugin() async throws {
        let app = try await Self.app()
        let message = await errorText { try await app.perform(action: 9) }
        #expect(message == "plugin 'session': mallory may not log in")
    }

    @Test func contributedVerb_withoutAPluginHandlingIt_isAnError() async throws {
        let app = try await compose(yaml: StackCompositionTests.yaml)
        let message = await errorText { try await app.perform(verb: "login", argument: "ada") }
        #expect(message == "cannot login: no running plugin handles the verb 'login'")
    }

    // MARK: - Numbers

    @Test func actionNumber_outOfRange_namesTheScreensActions() async throws {
        let app = try await Self.app()
        let message = await errorText { try await app.perform(action: 12) }
        #expect(message == "screen 'home' has no action 12; it has 1...9")
    }
}
