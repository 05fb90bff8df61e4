import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderStateRestoration

/// What one run saves, the next run of the same manifest restores.
@MainActor
@Suite struct RestoreRoundTripTests {
    nonisolated static let stores = [
        "{store: sqlite, path: \"PATH/state.sqlite\", log: none}", "{store: file, path: \"PATH/state\", log: none}",
    ]

    @Test(arguments: stores)
    func savedTree_isRestored_byANewAppFromTheSameManifest(options: String) async throws {
        let options = options.replacingOccurrences(of: "PATH", with: RestorationFixture.temporaryFolder())
        let (first, _) = try await RestorationFixture.compose(options: options)
        try await RestorationFixture.tap(1, 1, 2, 1, in: first)  // item 1, item 2, cart tab, item 5
        let saved = first.navigator.tree.rendered
        await first.stop()

        let (second, plugin) = try await RestorationFixture.compose(options: options)
        #expect(second.navigator.tree.rendered == saved)
        #expect(plugin.restoration?.isComplete == true)
        #expect(
            plugin.log == [
                "state-restoration: restored shop/main",
                "state-restoration:   restored c0.stack (1 entry)",
                "state-restoration:   restored c1.stack (3 entries)",
                "state-restoration:   restored c2.stack (2 entries)",
                "state-restoration:   restored tabs c0: selected cart, badges none",
            ])
    }

    @Test func firstRun_startsFresh_andSaysSo() async throws {
        let (app, plugin) = try await RestorationFixture.compose(
            options: "{path: \"\(RestorationFixture.temporaryFolder())/state.sqlite\", log: none}")
        #expect(plugin.log == ["state-restoration: no saved state for shop/main; starting fresh"])
        #expect(app.topScreen?.title == "Home")
    }

    /// A composed app starts a flow in progress again (its manifest coordinator, from the same
    /// parent), in the restore's one transaction, and its screens come back in its scope. (An
    /// app that registers no `Navigator.flowRestorer` leaves it out, as not live:
    /// `FlowRestorationTests.withoutARestorer_aFlowInProgressIsLeftOut`.)
    @Test func flowInProgress_isStartedAgain_andTheLogSaysSo() async throws {
        let options = "{path: \"\(RestorationFixture.temporaryFolder())/state.sqlite\", log: none}"
        let (first, _) = try await RestorationFixture.compose(options: options)
        try await RestorationFixture.tap(2, in: first)  // filters sheet
        try await first.perform(action: 1)  // close it
        try await RestorationFixture.tap(4, in: first)  // checkout flow
        let saved = first.navigator.tree.rendered
        await first.stop()

        let (second, plugin) = try await RestorationFixture.compose(options: options)
        #expect(second.topScreen?.title == "Address")
        #expect(second.navigator.tree.rendered == saved)
        #expect(plugin.restoration?.isComplete == true)
        #expect(
            plugin.log == [
                "state-restoration: restored shop/main",
                "state-restoration:   started checkout again: saved c3, now c3",
                "state-restoration:   restored c0.stack (1 entry)",
                "state-restoration:   restored c1.stack (2 entries)",
                "state-restoration:   restored c2.stack (1 entry)",
                "state-restoration:   restored tabs c0: selected home, badges none",
            ])
        #expect(plugin.setAsideAt.isEmpty)
        // The flow runs again: its back action leaves it, and the home screen is on top.
        try await second.perform(action: 1)
        #expect(second.topScreen?.title == "Home")
        #expect(second.navigator.tree.allCoordinators.allSatisfy { $0.name != "checkout" })
        await second.stop()
    }

    @Test func scenes_areSavedApart() async throws {
        let folder = RestorationFixture.temporaryFolder()
        let (main, _) = try await RestorationFixture.compose(options: "{path: \"\(folder)/state.sqlite\", log: none}")
        try await RestorationFixture.tap(1, in: main)
        await main.stop()
        let (other, plugin) = try await RestorationFixture.compose(
            options: "{path: \"\(folder)/state.sqlite\", scene: second, log: none}")
        #expect(other.topScreen?.title == "Home")
        #expect(plugin.log == ["state-restoration: no saved state for shop/second; starting fresh"])
    }
}
