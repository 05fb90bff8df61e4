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

    @Test func aDamagedChange_isReported_theSceneSetAside_andTheAppStartsFreshAndSaves() async throws {
        let path = "\(RestorationFixture.temporaryFolder())/state.sqlite"
        let options = "{path: \"\(path)\", log: none}"
        let (first, plugin) = try await RestorationFixture.compose(options: options)
        await plugin.waitForSaves()
        for action in [1, 1] {
            try await RestorationFixture.tap(action, in: first)
            await plugin.waitForSaves()
        }
        let store = SQLiteSnapshotStore(path: path, registry: first.routes)
        // A crash before stop, then a damaged page: the last change is cut short.
        try await store.execute("UPDATE tree_change SET data = substr(data, 1, 20) WHERE revision = 3")

        let (second, restarted) = try await RestorationFixture.compose(options: options)
        #expect(second.topScreen?.title == "Home")
        #expect(restarted.log.count == 1)
        #expect(
            restarted.log.first?.hasPrefix("state-restoration: unreadable store (tree change 3 cannot be read: ")
                == true, "\(restarted.log)")
        #expect(
            restarted.log.first?.hasSuffix(
                "moved it aside to \(path) (quarantined_snapshot row 1, with its 2 tree changes in "
                    + "quarantined_tree_change) and started fresh at \(path) (app 'shop', scene 'main'); starting fresh"
            )
                == true, "\(restarted.log)")
        try await RestorationFixture.tap(1, in: second)
        await second.stop()
        await first.stop()
        #expect(try await store.quarantinedTreeChanges().count == 2)
        let (third, _) = try await RestorationFixture.compose(options: options)
        #expect(third.topScreen?.title == "Item 1")
        try await store.close()
    }
}
