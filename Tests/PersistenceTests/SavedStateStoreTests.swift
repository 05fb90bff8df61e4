import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

/// Saved state bags travel in snapshots through both stores, whatever the SQLite store writes
/// (a whole snapshot, tree changes after it, or the compaction on close).
@Suite struct SavedStateStoreTests {
    let folder = TemporaryDirectory()

    private func makeStore(_ kind: StoreRoundTripTests.Kind) -> any SnapshotStore {
        switch kind {
        case .sqlite:
            SQLiteSnapshotStore(
                path: folder.file("navigation.sqlite"), registry: makeRegistry(), configuration: .init(now: fixedClock))
        case .file:
            FileSnapshotStore(directory: folder.file("snapshots"), registry: makeRegistry(), now: fixedClock)
        }
    }

    /// A snapshot of `tree` with a bag for its first entry and one for a flow.
    private func snapshot(_ tree: NavigationTree, query: String) -> NavigationSnapshot {
        var snapshot = NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: tree)
        if let first = tree.root?.entries.first?.id {
            snapshot.states = SavedStates(
                entries: [first: StateBag(["query": .string(query), "quantity": .int(2)])],
                flows: [CoordinatorID(3): StateBag(["filter": .string("inStock")])])
        }
        return snapshot
    }

    @Test(arguments: StoreRoundTripTests.Kind.allCases)
    func bags_loadEqual_afterAStateWrite_aTreeChange_andReopening(_ kind: StoreRoundTripTests.Kind) async throws {
        let store = makeStore(kind)
        var generator = TreeGenerator(seed: 27)
        let tree = generator.tree()
        try await store.save(snapshot(tree, query: ""))
        try await store.save(snapshot(tree, query: "shoes"))
        // A later save with the same bags and another tree: the SQLite store appends a tree
        // change, and compacts it into the snapshot on close.
        var later = tree
        if var root = later.root, let top = root.entries.last {
            root.entries.append(Entry(id: EntryID(serial: 90_000), route: top.route))
            later.root = root
        }
        let last = snapshot(later, query: "shoes")
        try await store.save(last)
        try await (store as? SQLiteSnapshotStore)?.close()
        let reopened = makeStore(kind)
        let loaded = try #require(try await reopened.load(appID: "shop", sceneID: NavigationSnapshot.defaultSceneID))
        #expect(loaded.states == last.states)
        #expect(loaded.states.entries.values.first?["query"] == .string("shoes"))
        #expect(loaded.tree == last.tree)
    }

    @Test func snapshotWithoutBags_hasNoStatesKey() throws {
        var generator = TreeGenerator(seed: 28)
        let plain = NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: generator.tree())
        let text = String(decoding: try SnapshotCoder(registry: makeRegistry()).encode(plain), as: UTF8.self)
        #expect(!text.contains("states"))
        #expect(try SnapshotCoder(registry: makeRegistry()).decode(Data(text.utf8)) == plain)
    }
}
