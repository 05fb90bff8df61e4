import Foundation
import GRDB
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

/// Another run holding the database: the store names the lock, says what is on disk, and
/// loses nothing. The other run is a second connection to the same file that keeps a
/// transaction open; the store gives up after its lock timeout (short here).
@Suite struct LockedStoreTests {
    let folder = TemporaryDirectory()

    private func makeStore(_ path: String) -> SQLiteSnapshotStore {
        var configuration = SQLiteSnapshotStore.Configuration(now: fixedClock)
        configuration.lockTimeout = 0.05
        return SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: configuration)
    }

    /// A connection of "another run" that begins `transaction` and keeps it open.
    private func otherRun(_ path: String, holding transaction: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: configuration)
        try other.inDatabase { db in
            try db.execute(sql: transaction)
            // A read transaction holds the log only once it has read.
            _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM snapshot")
        }
        return other
    }

    private func snapshot(_ query: String) -> NavigationSnapshot {
        var snapshot = NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: SnapshotCodingTests.smallTree())
        snapshot.states = SavedStates(entries: [EntryID(serial: 1): StateBag(["query": .string(query)])])
        return snapshot
    }

    @Test func aSaveWhileAnotherRunWrites_isNamedLocked_andTheStoreKeepsThePreviousSaveWhole() async throws {
        let path = folder.file("state.sqlite")
        let store = makeStore(path)
        try await store.save(snapshot("shoes"))
        let other = try otherRun(path, holding: "BEGIN IMMEDIATE")
        let error = await #expect(throws: SnapshotStoreError.self) { try await store.save(snapshot("bags")) }
        #expect(
            error?.description
                == "\(path) is locked by another run of the app: saving \(path) (app 'shop', scene 'main') waited for it "
                + "and gave up; nothing of it was written; the store holds the previous save, whole")
        try other.inDatabase { db in try db.execute(sql: "ROLLBACK") }
        try other.close()
        #expect(try await makeStore(path).load(appID: "shop", sceneID: "main") == snapshot("shoes"))
        // The lock gone, the same store saves again.
        try await store.save(snapshot("bags"))
        #expect(try await makeStore(path).load(appID: "shop", sceneID: "main") == snapshot("bags"))
    }

    @Test func closingWhileAnotherRunReads_isNamedLocked_andEverySaveIsOnDisk() async throws {
        let path = folder.file("state.sqlite")
        let store = makeStore(path)
        try await store.save(snapshot("shoes"))
        try await store.save(snapshot("bags"))
        let other = try otherRun(path, holding: "BEGIN")
        let error = await #expect(throws: SnapshotStoreError.self) { try await store.close() }
        #expect(
            error?.description
                == "\(path) is locked by another run of the app: closing the store waited for it and gave up; every save "
                + "is on disk and whole (in the write-ahead log \(path)-wal, which the next run folds in); nothing was lost"
        )
        try other.inDatabase { db in try db.execute(sql: "ROLLBACK") }
        try other.close()
        let next = makeStore(path)
        #expect(try await next.load(appID: "shop", sceneID: "main") == snapshot("bags"))
        try await next.close()
        #expect(!FileManager.default.fileExists(atPath: "\(path)-wal") || fileSize("\(path)-wal") == 0)
    }

    private func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? -1
    }
}
