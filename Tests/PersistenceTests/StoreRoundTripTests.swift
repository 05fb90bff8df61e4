import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

/// What every ``SnapshotStore`` does the same way, run against both stores.
@Suite struct StoreRoundTripTests {
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case sqlite, file
        var description: String { rawValue }
    }

    let folder = TemporaryDirectory()

    func makeStore(_ kind: Kind) -> any SnapshotStore {
        switch kind {
        case .sqlite:
            SQLiteSnapshotStore(
                path: folder.file("navigation.sqlite"), registry: makeRegistry(), configuration: .init(now: fixedClock))
        case .file:
            FileSnapshotStore(directory: folder.file("snapshots"), registry: makeRegistry(), now: fixedClock)
        }
    }

    @Test(arguments: Kind.allCases)
    func roundTrip_randomTreesInSeveralScenes_loadEqualAfterReopening(_ kind: Kind) async throws {
        let store = makeStore(kind)
        var saved: [NavigationSnapshot] = []
        for seed in UInt64(100)..<125 {
            var generator = TreeGenerator(seed: seed)
            let snapshot = NavigationSnapshot(
                appID: "shop", sceneID: "window-\(seed)", savedAt: fixedClock(), tree: generator.tree())
            try await store.save(snapshot)
            saved.append(snapshot)
        }
        try await (store as? SQLiteSnapshotStore)?.close()
        let reopened = makeStore(kind)
        for snapshot in saved {
            #expect(try await reopened.load(appID: "shop", sceneID: snapshot.sceneID) == snapshot)
        }
        #expect(try await reopened.scenes(appID: "shop") == saved.map(\.sceneID).sorted())
    }

    @Test(arguments: Kind.allCases)
    func save_sameSceneTwice_keepsOnlyTheLatest(_ kind: Kind) async throws {
        let store = makeStore(kind)
        var generator = TreeGenerator(seed: 3)
        try await store.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: generator.tree()))
        let latest = NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: SnapshotCodingTests.smallTree())
        try await store.save(latest)
        try await store.save(NavigationSnapshot(appID: "other", tree: .empty))
        #expect(try await store.scenes(appID: "shop") == ["main"])
        #expect(try await store.load(appID: "shop", sceneID: "main") == latest)
        #expect(try await store.load(appID: "shop", sceneID: "absent") == nil)
    }

    @Test(arguments: Kind.allCases)
    func delete_removesOnlyThatScene(_ kind: Kind) async throws {
        let store = makeStore(kind)
        try await store.save(NavigationSnapshot(appID: "shop", sceneID: "a", tree: .empty))
        try await store.save(NavigationSnapshot(appID: "shop", sceneID: "b", tree: .empty))
        try await store.delete(appID: "shop", sceneID: "a")
        try await store.delete(appID: "shop", sceneID: "never-saved")
        #expect(try await store.scenes(appID: "shop") == ["b"])
        #expect(try await store.load(appID: "shop", sceneID: "a") == nil)
        #expect(try await store.scenes(appID: "other") == [])
    }

    @Test(arguments: Kind.allCases)
    func save_emptyIDs_areRefused(_ kind: Kind) async {
        let store = makeStore(kind)
        let scene = await #expect(throws: SnapshotStoreError.self) {
            try await store.save(NavigationSnapshot(appID: "shop", sceneID: "", tree: .empty))
        }
        #expect(scene?.description == "invalid scene id '': it must not be empty")
        let app = await #expect(throws: SnapshotStoreError.self) { try await store.load(appID: "", sceneID: "main") }
        #expect(app?.description == "invalid app id '': it must not be empty")
    }
}
