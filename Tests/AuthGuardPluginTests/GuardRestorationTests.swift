import PluginTestSupport
import Testing
import WayfinderAuthGuard
import WayfinderComposition
import WayfinderStateRestoration

/// A saved protected screen is not restored around the guard.
@MainActor
@Suite struct GuardRestorationTests {
    @Test func restoringAProtectedScreen_whileLoggedOut_restoresTheRest_andKeepsTheSnapshotAside() async throws {
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
                "state-restoration: restoring all of shop/main was refused: denied by auth-guard: log in to see 'orders'",
                "state-restoration: kept the saved state at \(folder)/state.sqlite (quarantined_snapshot row 1) "
                    + "(restoring it was refused: denied by auth-guard: log in to see 'orders')",
                "state-restoration: restored what is allowed of shop/main; left out 'orders'",
                "state-restoration:   restored c0.stack (1 entry)",
                "state-restoration:   restored c1.stack (1 entry)",
                "state-restoration:   restored c2.stack (1 entry)",
                "state-restoration:   restored tabs c0: selected home, badges none",
            ])
        #expect(GuardFixture.shown(second) == "#1 home")
        // Logged in, the snapshot kept aside is still there to look at; the fresh saves did not
        // overwrite it.
        try await secondAuth.logIn(user: "ann")
        await second.stop()
        let (third, _) = try await GuardFixture.compose(restoration: restoration)
        #expect(GuardFixture.shown(third) == "#1 home")
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
