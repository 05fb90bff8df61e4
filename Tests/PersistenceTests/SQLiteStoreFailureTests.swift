import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

@Suite struct SQLiteStoreFailureTests {
    let folder = TemporaryDirectory()
    var path: String { folder.file("navigation.sqlite") }
    var aside: String { "\(path).corrupt-20240601-100000-250" }

    func makeStore() -> SQLiteSnapshotStore {
        SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: .init(now: fixedClock))
    }

    @Test func garbageFile_isMovedAsideWithItsWALAndAFreshDatabaseStarts() async throws {
        try folder.write(Data(String(repeating: "this is not a database. ", count: 200).utf8), to: "navigation.sqlite")
        try folder.write(Data("stale log".utf8), to: "navigation.sqlite-wal")
        let store = makeStore()
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await store.load(appID: "shop", sceneID: "main")
        }
        #expect(
            error?.description == """
                unreadable store (file is not a database); moved it aside to \(aside), \(aside)-wal and started fresh at \(path)
                """)
        #expect(FileManager.default.contents(atPath: "\(aside)-wal") == Data("stale log".utf8))
        #expect(try await store.load(appID: "shop", sceneID: "main") == nil)
        let snapshot = NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: SnapshotCodingTests.smallTree())
        try await store.save(snapshot)
        #expect(try await store.load(appID: "shop", sceneID: "main") == snapshot)
        #expect(
            folder.names().filter { $0.contains("corrupt") } == [
                "navigation.sqlite.corrupt-20240601-100000-250", "navigation.sqlite.corrupt-20240601-100000-250-wal",
            ])
    }

    @Test func truncatedFile_isMovedAsideAndAFreshDatabaseStarts() async throws {
        let store = makeStore()
        for seed in UInt64(1)...40 {
            var generator = TreeGenerator(seed: seed)
            try await store.save(NavigationSnapshot(appID: "shop", sceneID: "scene-\(seed)", tree: generator.tree()))
        }
        try await store.close()
        #expect(folder.names() == ["navigation.sqlite", "navigation.sqlite-shm", "navigation.sqlite-wal"])
        #expect(FileManager.default.contents(atPath: "\(path)-wal") == Data())
        let original = try #require(FileManager.default.contents(atPath: path))
        try original.prefix(original.count / 2).write(to: URL(fileURLWithPath: path))

        let reopened = makeStore()
        let error = await #expect(throws: SnapshotStoreError.self) { try await reopened.scenes(appID: "shop") }
        #expect(
            error?.description == """
                unreadable store (database disk image is malformed); moved it aside to \(aside), \(aside)-wal, \(aside)-shm \
                and started fresh at \(path)
                """)
        #expect(FileManager.default.contents(atPath: aside) == original.prefix(original.count / 2))
        #expect(try await reopened.scenes(appID: "shop") == [])
    }

    @Test func unreadableRow_isMovedToTheQuarantineTable() async throws {
        let store = makeStore()
        try await store.save(NavigationSnapshot(appID: "shop", tree: SnapshotCodingTests.smallTree()))
        try await store.execute(#"UPDATE snapshot SET data = CAST('{"schemaVersion":1,"appID":' AS BLOB)"#)
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await store.load(appID: "shop", sceneID: "main")
        }
        #expect(
            error?.description == """
                unreadable store (not a readable snapshot: The given data was not valid JSON.); moved it aside to \
                \(path) (quarantined_snapshot row 1) and started fresh at \(path) (app 'shop', scene 'main')
                """)
        #expect(try await store.load(appID: "shop", sceneID: "main") == nil)
        #expect(try await store.quarantinedRows() == [#"1 shop main {"schemaVersion":1,"appID":"#])
    }

    @Test func emptyFile_isAnEmptyDatabase() async throws {
        try folder.write(Data(), to: "navigation.sqlite")
        let store = makeStore()
        #expect(try await store.scenes(appID: "shop") == [])
        #expect(folder.names().filter { $0.contains("corrupt") } == [])
    }
}
