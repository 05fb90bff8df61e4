import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStateRestoration
import WayfinderTesting

/// Saves: coalesced by count, off the navigation path, flushed on stop.
@MainActor
@Suite struct SavingTests {
    /// The tree saved in the SQLite store at `path`, as text.
    private func savedTree(_ path: String, registry: RouteRegistry) async throws -> String? {
        let store = SQLiteSnapshotStore(path: path, registry: registry)
        let tree = try await store.load(appID: "shop", sceneID: "main")?.tree.rendered
        try await store.close()
        return tree
    }

    @Test func saveEvery3_savesOnEveryThirdCommit() async throws {
        let path = "\(RestorationFixture.temporaryFolder())/state.sqlite"
        let (app, plugin) = try await RestorationFixture.compose(
            options: "{path: \"\(path)\", saveEvery: 3, log: none}")
        // The root's start was commit 1.
        try await RestorationFixture.tap(1, 1, in: app)  // commits 2, 3: saved
        let third = app.navigator.tree.rendered
        try await RestorationFixture.tap(2, in: app)  // commit 4: not saved
        await plugin.waitForSaves()
        #expect(plugin.savesRequested == 1)
        #expect(plugin.savesCompleted == 1)
        #expect(try await savedTree(path, registry: app.routes) == third)
        try await RestorationFixture.tap(1, 1, in: app)  // commits 5, 6: saved
        await plugin.waitForSaves()
        #expect(plugin.savesRequested == 2)
        #expect(try await savedTree(path, registry: app.routes) == app.navigator.tree.rendered)
    }

    @Test func stop_savesTheLastCommittedState_evenBelowTheCount() async throws {
        let options = "{path: \"\(RestorationFixture.temporaryFolder())/state.sqlite\", saveEvery: 100, log: none}"
        let (first, plugin) = try await RestorationFixture.compose(options: options)
        try await RestorationFixture.tap(1, 1, 2, in: first)
        let last = first.navigator.tree.rendered
        #expect(plugin.savesRequested == 0)
        await first.stop()
        #expect(plugin.savesCompleted == 1)
        let (second, _) = try await RestorationFixture.compose(options: options)
        #expect(second.navigator.tree.rendered == last)
    }

    @Test func navigation_neverWaitsForSaves_andTheLatestSnapshotWins() async throws {
        let path = "\(RestorationFixture.temporaryFolder())/state.sqlite"
        let (app, plugin) = try await RestorationFixture.compose(options: "{path: \"\(path)\", log: none}")
        let events = EventRecorder(observing: app.navigator)
        for _ in 0..<6 {
            try await app.perform(action: 1)  // item 1, then item 2 five times
        }
        #expect(events.events.count == 6)
        #expect(plugin.savesRequested == 7)
        await plugin.waitForSaves()
        #expect(plugin.savesCompleted >= 1)
        #expect(plugin.savesCompleted <= 7)
        #expect(try await savedTree(path, registry: app.routes) == app.navigator.tree.rendered)
    }

    @Test func journal_keepsEveryEvent_inTheSQLiteStore() async throws {
        let path = "\(RestorationFixture.temporaryFolder())/state.sqlite"
        let (app, _) = try await RestorationFixture.compose(
            options: "{path: \"\(path)\", journal: true, saveEvery: 2, log: none}")
        let events = EventRecorder(observing: app.navigator)
        try await RestorationFixture.tap(1, 1, 2, in: app)
        await app.stop()
        let store = SQLiteSnapshotStore(path: path, registry: app.routes)
        let journal = try await store.journal(appID: "shop", sceneID: "main")
        try await store.close()
        #expect(journal.count == 4)
        #expect(Array(journal.dropFirst()) == events.events)
        #expect(journal.map(\.sequence) == [1, 2, 3, 4])
    }
}
