import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderStateRestoration

@testable import WayfinderPersistence

/// With SQLite, the plugin's saves append what changed; a run that ends without stopping (a
/// crash) restores from the snapshot and its changes, and stopping leaves only a snapshot.
@MainActor
@Suite struct ChangeSavingTests {
    @Test func saves_appendChanges_aRunThatNeverStopped_restoresThemAll_andStopCompacts() async throws {
        let path = "\(RestorationFixture.temporaryFolder())/state.sqlite"
        let options = "{path: \"\(path)\", log: none}"
        let (first, plugin) = try await RestorationFixture.compose(options: options)
        await plugin.waitForSaves()
        for action in [1, 1, 1, 1, 2] {  // item 1, item 2 three times, the cart tab; each saved
            try await RestorationFixture.tap(action, in: first)
            await plugin.waitForSaves()
        }
        #expect(plugin.savesCompleted == 6)
        #expect(plugin.failedSaves == 0)
        let store = SQLiteSnapshotStore(path: path, registry: first.routes)
        #expect(try await store.treeChanges(appID: "shop", sceneID: "main").count == 5)

        // The next run, while the first never stopped: the snapshot and every change.
        let (second, _) = try await RestorationFixture.compose(options: "{path: \"\(path)\", log: none, scene: main}")
        #expect(second.navigator.tree.rendered == first.navigator.tree.rendered)
        await second.stop()

        await first.stop()
        #expect(try await store.treeChanges(appID: "shop", sceneID: "main") == [])
        #expect(try await store.load(appID: "shop", sceneID: "main")?.tree.rendered == first.navigator.tree.rendered)
        try await store.close()
    }
}
