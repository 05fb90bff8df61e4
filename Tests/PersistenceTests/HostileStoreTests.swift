import Foundation
import GRDB
import Testing
import WayfinderCoordinators
import WayfinderRouting

@testable import WayfinderPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths and files that are not a Wayfinder store: refused with the real problem, left as they
/// were, byte for byte.
@Suite struct HostileStoreTests {
    let folder = TemporaryDirectory()

    func makeStore(_ path: String, readOnly: Bool = false) -> SQLiteSnapshotStore {
        SQLiteSnapshotStore(
            path: path, registry: makeRegistry(), configuration: .init(readOnly: readOnly, now: fixedClock))
    }

    func snapshot(scene: String = "main") -> NavigationSnapshot {
        NavigationSnapshot(appID: "shop", sceneID: scene, savedAt: fixedClock(), tree: SnapshotCodingTests.smallTree())
    }

    // MARK: - Paths

    @Test func aFIFO_isRefusedWithoutOpeningIt() async throws {
        let fifo = folder.file("state.sqlite")
        #expect(mkfifo(fifo, 0o600) == 0)
        let error = await #expect(throws: SnapshotStoreError.self) { try await makeStore(fifo).save(snapshot()) }
        #expect(
            error?.description
                == "'\(fifo)' is a named pipe (FIFO), not a database file; opening it would wait for a writer")
        #expect(folder.names() == ["state.sqlite"])
    }

    @Test func aDevice_isRefused_andNoJournalIsCreatedNextToIt() async throws {
        let error = await #expect(throws: SnapshotStoreError.self) { try await makeStore("/dev/null").save(snapshot()) }
        #expect(error?.description == "'/dev/null' is a device, not a database file")
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-wal"))
    }

    @Test func aFolder_isRefusedWithAFileToNameInstead() async throws {
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await makeStore(folder.path).load(appID: "shop", sceneID: "main")
        }
        #expect(
            error?.description
                == "'\(folder.path)' is a folder, not a database file; name a file inside it, such as '\(folder.path)/state.sqlite'"
        )
    }

    @Test func anSQLiteURI_isRefused_andCreatesNoFolder() async throws {
        let uri = "file:\(folder.file("state.db"))?mode=memory"
        let error = await #expect(throws: SnapshotStoreError.self) { try await makeStore(uri).save(snapshot()) }
        #expect(
            error?.description == "'\(uri)' is an SQLite URI or special name, not a file path; give the path of a file "
                + "(URI options such as ?mode=memory are not supported)")
        #expect(folder.names() == [])
        #expect(!FileManager.default.fileExists(atPath: "file:\(folder.path)"))
    }

    @Test func aPathUnderAFile_namesTheFile() async throws {
        try folder.write(Data("x".utf8), to: "plain")
        let path = folder.file("plain/state.sqlite")
        let error = await #expect(throws: SnapshotStoreError.self) { try await makeStore(path).save(snapshot()) }
        #expect(error?.description == "'\(path)' cannot be created: '\(folder.file("plain"))' is not a folder")
    }

    @Test func missingFolders_underAWritableFolder_areCreated() async throws {
        let path = folder.file("a/b/state.sqlite")
        try await makeStore(path).save(snapshot())
        #expect(folder.names(in: "a/b").contains("state.sqlite"))
    }

    @Test(.enabled(if: getuid() != 0, "root may write anywhere"))
    func anUnwritableFolder_isNamed() async throws {
        let locked = folder.file("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        #expect(chmod(locked, 0o500) == 0)
        defer { chmod(locked, 0o700) }
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await makeStore(locked + "/state.sqlite").save(snapshot())
        }
        #expect(
            error?.description
                == "'\(locked)/state.sqlite' cannot be created: the folder '\(locked)' is not writable (permission denied)"
        )
    }

    @Test func theFileStore_refusesAFIFOAsItsFolder() async throws {
        let fifo = folder.file("state")
        #expect(mkfifo(fifo, 0o600) == 0)
        let store = FileSnapshotStore(directory: fifo, registry: makeRegistry(), now: fixedClock)
        let error = await #expect(throws: SnapshotStoreError.self) { try await store.save(snapshot()) }
        #expect(
            error?.description == "'\(fifo)' is a named pipe (FIFO), not a folder; opening it would wait for a writer")
    }

    // MARK: - Databases Wayfinder did not create

    /// A user's own database, in WAL mode or not, with a `snapshot` table of its own.
    func makeForeignDatabase(_ name: String, applicationID: Int32 = 0, wal: Bool = false) throws -> (String, Data) {
        let path = folder.file(name)
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            if wal { try db.execute(sql: "PRAGMA journal_mode = WAL") }
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(sql: "CREATE TABLE snapshot (id INTEGER PRIMARY KEY, photo BLOB)")
            try db.execute(sql: "INSERT INTO snapshot (photo) VALUES (x'0102')")
        }
        try queue.close()
        return (path, try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func aForeignDatabase_isRefused_andLeftByteIdentical() async throws {
        let (path, before) = try makeForeignDatabase("other.db")
        let store = makeStore(path)
        let error = await #expect(throws: SnapshotStoreError.self) { try await store.save(snapshot()) }
        #expect(
            error?.description
                == "'\(path)' is an SQLite database that Wayfinder did not create (its tables were not made by Wayfinder's "
                + "migrations); it was left untouched. Give the navigation state a file of its own")
        await #expect(throws: SnapshotStoreError.self) { try await store.load(appID: "shop", sceneID: "main") }
        await #expect(throws: SnapshotStoreError.self) { try await store.scenes(appID: "shop") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(folder.names() == ["other.db"])
    }

    @Test func aForeignDatabaseWithOtherTables_inWALMode_isLeftByteIdentical() async throws {
        let (path, before) = try makeForeignDatabase("other.db", wal: true)
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
        try queue.close()
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written != before)
        let error = await #expect(throws: SnapshotStoreError.self) { try await makeStore(path).save(snapshot()) }
        #expect(error?.description.contains("it has tables Wayfinder does not use: notes)") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == written)
        // Hostile review 2, finding 12: nothing is added beside it either.
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    @Test func aDatabaseWithAnotherApplicationID_isRefusedFromItsHeader() async throws {
        let (path, before) = try makeForeignDatabase("app.db", applicationID: 0x1234_5678)
        let error = await #expect(throws: SnapshotStoreError.self) { try await makeStore(path).save(snapshot()) }
        #expect(error?.description.contains("(its application id is 0x12345678, not Wayfinder's)") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aStoreOfBeforeTheApplicationID_isRecognisedAndGetsIt() async throws {
        let path = folder.file("old.sqlite")
        let old = SQLiteSnapshotStore(
            path: path, registry: makeRegistry(), configuration: .init(now: fixedClock),
            migratingUpTo: "v3-quarantine")
        try await old.saveAsBeforeTreeChanges(snapshot())
        try await old.close()
        let store = makeStore(path)
        #expect(try await store.load(appID: "shop", sceneID: "main") == snapshot())
        try await store.close()
        let header = try #require(FileHandle(forReadingAtPath: path)).readData(ofLength: 72)
        #expect(Array(header[68..<72]) == Array("WFND".utf8))
    }

    // MARK: - Schema version in the data

    @Test func aNewerSchemaInTheData_underAnOldColumn_isNotOverwritten() async throws {
        let path = folder.file("state.sqlite")
        let store = makeStore(path)
        try await store.save(snapshot())
        try await store.execute(
            #"UPDATE snapshot SET schema_version = 1, data = CAST('{"schemaVersion":999}' AS BLOB)"#)
        let reopened = makeStore(path)
        let loading = await #expect(throws: SnapshotStoreError.self) {
            try await reopened.load(appID: "shop", sceneID: "main")
        }
        #expect(loading?.description.contains("snapshot schema version 999 is newer than this build supports") == true)
        let saving = await #expect(throws: SnapshotStoreError.self) { try await reopened.save(snapshot()) }
        #expect(saving?.description.contains("left untouched and will not be overwritten") == true)
        #expect(try await reopened.rawSnapshot(appID: "shop", sceneID: "main") == #"1 {"schemaVersion":999}"#)
    }

    @Test func anUnreadableRow_isMovedAsideBeforeASaveReplacesIt() async throws {
        let path = folder.file("state.sqlite")
        let store = makeStore(path)
        try await store.save(snapshot())
        try await store.execute(#"UPDATE snapshot SET data = CAST('not json' AS BLOB)"#)
        try await makeStore(path).save(snapshot())
        let rows = try await store.quarantinedRows()
        #expect(rows == ["1 shop main not json"])
    }

    // MARK: - Read-only

    @Test func readOnly_leavesADamagedStoreWhereItIs() async throws {
        let path = folder.file("state.sqlite")
        let garbage = Data(String(repeating: "not a database ", count: 100).utf8)
        try garbage.write(to: URL(fileURLWithPath: path))
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await makeStore(path, readOnly: true).scenes(appID: "shop")
        }
        #expect(error?.description == "\(path) cannot be read (file is not a database); it was left as it is")
        #expect(folder.names() == ["state.sqlite"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func readOnly_leavesAnUnreadableRow_andRefusesWrites() async throws {
        let path = folder.file("state.sqlite")
        let store = makeStore(path)
        try await store.save(snapshot())
        try await store.execute(#"UPDATE snapshot SET data = CAST('not json' AS BLOB)"#)
        try await store.close()
        let reader = makeStore(path, readOnly: true)
        await #expect(throws: SnapshotStoreError.self) { try await reader.load(appID: "shop", sceneID: "main") }
        await #expect(throws: SnapshotStoreError.readOnly(path: path)) { try await reader.save(snapshot()) }
        try await reader.close()
        #expect(try await makeStore(path).quarantinedRows() == [])
    }

    // MARK: - Setting aside

    @Test func setAside_keepsTheSnapshotWithItsReason_outOfTheNextSavesWay() async throws {
        let store = makeStore(folder.file("state.sqlite"))
        try await store.save(snapshot())
        let moved = try await store.setAside(appID: "shop", sceneID: "main", reason: "denied by auth-guard")
        #expect(moved == ["\(folder.file("state.sqlite")) (quarantined_snapshot row 1)"])
        #expect(try await store.load(appID: "shop", sceneID: "main") == nil)
        #expect(try await store.setAside(appID: "shop", sceneID: "main", reason: "again") == [])

        let files = FileSnapshotStore(directory: folder.file("files"), registry: makeRegistry(), now: fixedClock)
        try await files.save(snapshot())
        let kept = try await files.setAside(appID: "shop", sceneID: "main", reason: "denied")
        #expect(kept == [files.path(appID: "shop", sceneID: "main") + ".set-aside-20240601-100000-250"])
        #expect(try await files.load(appID: "shop", sceneID: "main") == nil)
    }
}
