import PluginTestSupport
import Testing
import WayfinderAuthGuard
import WayfinderComposition
import WayfinderCoordinators
import WayfinderTesting

/// A deep link to a protected screen while logged out lands on login; logging in carries the
/// link out.
@MainActor
@Suite struct GuardDeepLinkTests {
    @Test func deepLinkToProtectedScreen_landsOnLogin_thenAfterLoginOnTheScreen() async throws {
        let (app, auth) = try await GuardFixture.compose()
        try await app.perform(action: 3)  // item 1, so the link has something to pop
        let events = EventRecorder(observing: app.navigator)

        let refusal = await errorText { try await app.openDeepLink("shop://orders") }
        #expect(refusal == "open shop://orders: redirected by auth-guard: log in to see 'orders'")
        #expect(app.topScreen?.title == "Log in")
        #expect(auth.pending?.description == "deepLink: c1.stack: popToRoot; c1.stack: push(orders) (for 'orders')")

        try await app.perform(action: 1)  // log in as ann: one transaction dismisses login and resumes
        #expect(auth.user == "ann")
        #expect(auth.pending == nil)
        #expect(GuardFixture.shown(app) == "#1 home > #5 orders")
        #expect(
            events.trace == """
                #3 present by deepLink; +#4 login; top #4 login
                #4 replace by program; +#5 orders, -#3 item id=1, -#4 login; top #5 orders
                """)
    }

    @Test func deepLinkToProtectedFlow_landsOnLogin_thenAfterLoginStartsTheFlow() async throws {
        let (app, auth) = try await GuardFixture.compose()
        let refusal = await errorText { try await app.openDeepLink("shop://checkout") }
        #expect(
            refusal
                == "open shop://checkout: redirected by auth-guard: log in to see 'checkout-address' (flow 'checkout')")
        #expect(app.topScreen?.title == "Log in")
        #expect(app.navigator.liveCoordinators.map(\.core.name) == ["main", "home-flow", "account-flow"])

        try await auth.logIn(user: "ann")
        #expect(app.topScreen?.title == "Address")
        #expect(
            TreeText.renumberingIDs(app.navigator.tree.rendered) == """
                coordinators
                  c0 main (tabs, root)
                    c1 home-flow (coordinator, tab)
                      c2 checkout (coordinator, pushed)
                    c3 account-flow (coordinator, tab)
                stack c0.stack
                  #0 tabs tabBar=standard
                    tabs c0
                      * home "Home"
                        stack c1.stack
                          #1 home
                          #2 checkout-address [c2]
                        account "Account"
                        stack c3.stack
                          #3 account
                """)
        try await app.perform(action: 1)  // the restarted flow works: pay
        #expect(app.topScreen?.title == "Pay")
    }

    @Test func unprotectedLink_whileLoggedOut_passes() async throws {
        let (app, _) = try await GuardFixture.compose()
        try await app.openDeepLink("shop://item/4")
        #expect(GuardFixture.shown(app) == "#1 home > #3 item(id: 4)")
    }

    @Test func linkWhileTheLoginScreenIsShown_isDenied_andKeptInstead() async throws {
        let (app, auth) = try await GuardFixture.compose()
        _ = await errorText { try await app.openDeepLink("shop://orders") }
        let refusal = await errorText { try await app.openDeepLink("shop://checkout") }
        #expect(
            refusal == """
                open shop://checkout: denied by auth-guard: log in to see 'checkout-address' (flow 'checkout'); the login screen is shown
                """)
        #expect(auth.pending?.protected == "'checkout-address' (flow 'checkout')")
        try await auth.logIn(user: "ann")
        #expect(app.topScreen?.title == "Address")
    }
}
