import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

@Suite struct FileSnapshotStoreTests {
    let folder = TemporaryDirectory()
    let coder = SnapshotCoder(registry: makeRegistry())

    func makeStore() -> FileSnapshotStore {
        FileSnapshotStore(directory: folder.path, registry: makeRegistry(), now: fixedClock)
    }

    @Test func save_twice_replacesTheSceneAtomicallyLeavingNoTemporaryFile() async throws {
        let store = makeStore()
        var generator = TreeGenerator(seed: 3)
        try await store.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: generator.tree()))
        let second = NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: SnapshotCodingTests.smallTree())
        try await store.save(second)
        #expect(folder.names() == ["shop"])
        #expect(folder.names(in: "shop") == ["main.json"])
        #expect(FileManager.default.contents(atPath: folder.file("shop/main.json")) == (try coder.encode(second)))
        #expect(try await store.load(appID: "shop", sceneID: "main") == second)
    }

    @Test func path_idsWithSeparatorsAndDots_areEscapedAndListedBack() async throws {
        let store = makeStore()
        #expect(store.path(appID: "com.shop/eu", sceneID: "Window 2") == folder.file("com%2Eshop%2Feu/Window%202.json"))
        try await store.save(NavigationSnapshot(appID: "com.shop/eu", sceneID: "Window 2", tree: .empty))
        try await store.save(NavigationSnapshot(appID: "com.shop/eu", sceneID: "..", tree: .empty))
        #expect(try await store.scenes(appID: "com.shop/eu") == ["..", "Window 2"])
    }

    @Test func load_schemaZeroFile_isMigrated() async throws {
        let json =
            #"{"schemaVersion":0,"appID":"shop","savedAt":"2024-06-01T10:00:00Z","tree":"#
            + SnapshotMigrationTests.treeJSON + "}"
        try folder.write(Data(json.utf8), to: "shop/main.json")
        let snapshot = try await makeStore().load(appID: "shop", sceneID: "main")
        #expect(snapshot?.tree == SnapshotCodingTests.smallTree())
        #expect(snapshot?.sceneID == "main")
    }

    @Test func save_afterAProcessDiedMidSave_removesItsTemporaryFile() async throws {
        // No process has pid 2^22 + 1 (above Linux's pid_max), so this save was abandoned.
        try folder.write(Data("{\"half".utf8), to: "shop/main.json.tmp-4194305")
        try await makeStore().save(NavigationSnapshot(appID: "shop", tree: .empty))
        #expect(folder.names(in: "shop") == ["main.json"])
    }
}
