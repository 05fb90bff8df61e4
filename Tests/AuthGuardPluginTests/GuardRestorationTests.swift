import PluginTestSupport
import Testing
import WayfinderAuthGuard
import WayfinderComposition
import WayfinderStateRestoration

/// A saved protected screen is not restored around the guard.
@MainActor
@Suite struct GuardRestorationTests {
    @Test func restoringAProtectedScreen_whileLoggedOut_isRefused_andTheAppStartsFresh() async throws {
        let folder = temporaryFolder("guard")
        let restoration = "{path: \"\(folder)/state.sqlite\", log: none}"
        let (first, auth) = try await GuardFixture.compose(restoration: restoration)
        try await auth.logIn(user: "ann")
        try await first.perform(action: 1)  // orders
        #expect(GuardFixture.shown(first) == "#1 home > #3 orders")
        await first.stop()

        let (second, secondAuth) = try await GuardFixture.compose(restoration: restoration)
        let restorer = try #require(second.plugins.plugin(StateRestorationPlugin.self))
        #expect(
            restorer.log == [
                "state-restoration: restoring shop/main was refused: denied by auth-guard: log in to see 'orders'; starting fresh"
            ])
        #expect(GuardFixture.shown(second) == "#1 home")
        #expect(secondAuth.pending == nil)
    }

    @Test func restoringUnprotectedScreens_whileLoggedOut_passes() async throws {
        let folder = temporaryFolder("guard")
        let restoration = "{path: \"\(folder)/state.sqlite\", log: none}"
        let (first, _) = try await GuardFixture.compose(restoration: restoration)
        try await first.perform(action: 3)  // item 1
        await first.stop()
        let (second, _) = try await GuardFixture.compose(restoration: restoration)
        #expect(GuardFixture.shown(second) == "#1 home > #3 item(id: 1)")
    }
}
