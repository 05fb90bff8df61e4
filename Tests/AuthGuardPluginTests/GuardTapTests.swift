import PluginTestSupport
import Testing
import WayfinderAuthGuard
import WayfinderComposition
import WayfinderCoordinators
import WayfinderTesting

/// Taps into protected screens, logging in through the login screen's action, logging out.
@MainActor
@Suite struct GuardTapTests {
    @Test func tapOnAProtectedScreen_presentsLogin_andLoginActionResumesIt() async throws {
        let (app, auth) = try await GuardFixture.compose()
        let refusal = await errorText { try await app.perform(action: 1) }  // orders
        #expect(refusal == "push orders: redirected by auth-guard: log in to see 'orders'")
        #expect(GuardFixture.shown(app) == "#1 home > #3 login")
        try await app.perform(action: 1)  // log in as ann
        #expect(auth.user == "ann")
        #expect(GuardFixture.shown(app) == "#1 home > #4 orders")
    }

    @Test func cancellingLogin_leavesTheRequestKept_untilTheNextLogin() async throws {
        let (app, auth) = try await GuardFixture.compose()
        _ = await errorText { try await app.perform(action: 1) }  // orders
        try await app.perform(action: 2)  // cancel: dismiss the login screen
        #expect(GuardFixture.shown(app) == "#1 home")
        #expect(auth.pending != nil)
        try await auth.logIn(user: "bob")
        #expect(GuardFixture.shown(app) == "#1 home > #4 orders")
    }

    @Test func loggedIn_protectedScreensOpenAtOnce() async throws {
        let (app, auth) = try await GuardFixture.compose()
        try await auth.logIn(user: "ann")
        try await app.perform(action: 1)
        #expect(GuardFixture.shown(app) == "#1 home > #3 orders")
        #expect(auth.pending == nil)
    }

    @Test func logIn_withNothingKept_changesNothing() async throws {
        let (app, auth) = try await GuardFixture.compose()
        let before = app.navigator.tree
        try await auth.logIn(user: "ann")
        #expect(app.navigator.tree == before)
    }

    @Test func logOut_closesEveryProtectedScreen_inOneTransaction() async throws {
        let (app, auth) = try await GuardFixture.compose()
        try await auth.logIn(user: "ann")
        try await app.perform(action: 3)  // item 1
        try await app.perform(action: 1)  // orders above it
        try await app.perform(action: 1)  // item 2 above orders
        try await app.openDeepLink("shop://item/9")  // reset = all; now home > item 9
        try await app.perform(action: 1)  // orders
        try await app.perform(action: 1)  // item 2
        let events = EventRecorder(observing: app.navigator)
        try await app.perform(verb: "logout", argument: nil)
        #expect(auth.user == nil)
        #expect(GuardFixture.shown(app) == "#1 home > #6 item(id: 9)")
        #expect(events.trace == "#8 pop by program; -#7 orders, -#8 item id=2; top #6 item id=9")
    }

    @Test func logOut_endsAProtectedFlow_andClosesProtectedScreensInOtherTabs() async throws {
        let (app, auth) = try await GuardFixture.compose()
        try await auth.logIn(user: "ann")
        try await app.perform(action: 4)  // account tab
        try await app.perform(action: 1)  // orders in the account tab
        try await app.perform(action: 2)  // back to the home tab
        try await app.perform(action: 2)  // checkout flow
        try await app.perform(action: 1)  // pay
        let events = EventRecorder(observing: app.navigator)
        try await app.perform(verb: "logout", argument: nil)
        #expect(
            events.trace == """
                #7 pop by program; -#4 checkout-address, -#5 checkout-pay, -#3 orders; top #1 home
                """)
        #expect(app.navigator.liveCoordinators.map(\.core.name) == ["main", "home-flow", "account-flow"])
    }

    @Test func logOutAction_closesProtectedScreens() async throws {
        let (app, auth) = try await GuardFixture.compose()
        try await auth.logIn(user: "ann")
        try await app.perform(action: 1)  // orders in the home tab
        try await app.perform(action: 3)  // account tab
        try await app.perform(action: 2)  // log out
        #expect(auth.user == nil)
        #expect(GuardFixture.shown(app) == "#2 account")
        #expect(
            TreeText.subtree(of: app.navigator.tree.rendered, at: "stack c1.stack") == """
                stack c1.stack
                  #1 home
                """)
    }
}

/// A devtools jump (issue 30) is checked like a restore: a protected screen is denied, never
/// redirected to the login screen, and never trusted because it was shown before.
@MainActor
@Suite struct GuardDevtoolsTests {
    @Test func aDevtoolsJumpToAProtectedScreen_isDenied_afterLogOut() async throws {
        let (app, auth) = try await GuardFixture.compose()
        try await auth.logIn(user: "ann")
        try await app.perform(action: 1)  // orders
        let withOrders = app.navigator.tree
        try await app.perform(verb: "logout", argument: nil)
        let loggedOut = app.navigator.tree
        let refusal = await errorText { try await app.navigator.restore(withOrders, source: .devtools) }
        #expect(refusal == "denied by auth-guard: log in to see 'orders'")
        #expect(app.navigator.tree == loggedOut)
        #expect(auth.pending == nil)
    }

    @Test func aDevtoolsJump_isAllowed_whileLoggedIn() async throws {
        let (app, auth) = try await GuardFixture.compose()
        try await auth.logIn(user: "ann")
        let home = app.navigator.tree
        try await app.perform(action: 1)  // orders
        try await app.navigator.restore(home, source: .devtools)
        #expect(GuardFixture.shown(app) == "#1 home")
    }
}
