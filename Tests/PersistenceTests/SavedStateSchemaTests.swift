import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

/// Schema 2 (saved state bags): stores written by schema 1 restore as they were, bags
/// included; a corrupt bag, a newer snapshot with bags, and a schema version too large to read
/// each get a clear error and lose nothing.
@Suite struct SavedStateSchemaTests {
    let folder = TemporaryDirectory()
    let coder = SnapshotCoder(registry: makeRegistry())

    /// What the schema 1 fixtures hold (written by the build before schema 2, from
    /// SnapshotCodingTests.smallTree()): the file store's snapshot, and the SQLite store's
    /// last save (a snapshot of the home entry, then a tree change pushing the item).
    static func fixtureSnapshot(greeting: Bool) -> NavigationSnapshot {
        var snapshot = NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: SnapshotCodingTests.smallTree())
        snapshot.states = SavedStates(
            entries: greeting
                ? [EntryID(serial: 0): StateBag(["greeting": .string("hello")])]
                : [EntryID(serial: 1): StateBag(["quantity": .int(2), "note": .string("gift")])],
            flows: [CoordinatorID(0): StateBag(["filter": .string("inStock")])])
        return snapshot
    }

    private func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    }

    // MARK: - Schema 1 stores

    @Test func aSchemaOneFileStore_restoresUnchanged_bagsIncluded_andIsSavedAsSchemaTwo() async throws {
        let original = try Data(contentsOf: fixture("v1-files/shop/main.json"))
        #expect(try coder.schemaVersion(of: original) == 1)
        try folder.write(original, to: "files/shop/main.json")
        let store = FileSnapshotStore(directory: folder.file("files"), registry: makeRegistry(), now: fixedClock)
        let loaded = try #require(try await store.load(appID: "shop", sceneID: "main"))
        #expect(loaded == Self.fixtureSnapshot(greeting: false))
        #expect(loaded.schemaVersion == 2)

        try await store.save(loaded)
        let saved = try #require(FileManager.default.contents(atPath: folder.file("files/shop/main.json")))
        #expect(try coder.schemaVersion(of: saved) == 2)
        #expect(try coder.decode(saved) == loaded)
    }

    @Test func aSchemaOneSQLiteStore_withATreeChange_restoresUnchanged_bagsIncluded() async throws {
        let path = folder.file("v1.sqlite")
        try FileManager.default.copyItem(atPath: try fixture("v1-store.sqlite").path, toPath: path)
        let store = SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: .init(now: fixedClock))
        #expect(try await store.rawSnapshot(appID: "shop", sceneID: "main")?.hasPrefix("1 ") == true)
        #expect(try await store.treeChanges(appID: "shop", sceneID: "main").count == 1)
        let loaded = try #require(try await store.load(appID: "shop", sceneID: "main"))
        #expect(loaded == Self.fixtureSnapshot(greeting: true))

        // A save after it writes schema 2; the reopened store reads the same snapshot.
        var next = loaded
        next.states.entries[EntryID(serial: 1)] = StateBag(["quantity": .int(5)])
        try await store.save(next)
        try await store.close()
        #expect(try await store.rawSnapshot(appID: "shop", sceneID: "main")?.hasPrefix("2 ") == true)
        let reopened = SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: .init(now: fixedClock))
        #expect(try await reopened.load(appID: "shop", sceneID: "main") == next)
    }

    // MARK: - A schema version too large to read

    static let hugeVersion = "12345678901234567890123"

    @Test func aVersionTooLargeForAnInt_isSaidToBeTooLarge_notInvalidJSON() {
        let json = #"{"schemaVersion":\#(Self.hugeVersion),"appID":"shop","sceneID":"main","savedAt":0,"tree":{}}"#
        let error = #expect(throws: SnapshotFormatError.self) { try coder.decode(Data(json.utf8)) }
        #expect(
            error?.description
                == "snapshot schema version \(Self.hugeVersion) is too large to read (this build supports 2); "
                + "it was left untouched")
        #expect(throws: SnapshotFormatError.schemaTooLarge(found: Self.hugeVersion, supported: 2)) {
            try coder.schemaVersion(of: Data(json.utf8))
        }
        #expect(throws: SnapshotFormatError.malformed("schemaVersion 1.5 is not a whole number")) {
            try coder.schemaVersion(of: Data(#"{"schemaVersion":1.5}"#.utf8))
        }
    }

    @Test func aFileWithAVersionTooLarge_isRefusedOnLoadAndSave_andLeftByteForByte() async throws {
        let text = #"{"schemaVersion":\#(Self.hugeVersion),"appID":"shop","sceneID":"main","savedAt":0,"tree":{}}"#
        try folder.write(Data(text.utf8), to: "files/shop/main.json")
        let store = FileSnapshotStore(directory: folder.file("files"), registry: makeRegistry(), now: fixedClock)
        let file = folder.file("files/shop/main.json")
        let message =
            "\(file): snapshot schema version \(Self.hugeVersion) is too large to read (this build supports 2); "
            + "it was left untouched and will not be overwritten"
        let loading = await #expect(throws: SnapshotStoreError.self) {
            try await store.load(appID: "shop", sceneID: "main")
        }
        #expect(loading?.description == message)
        let saving = await #expect(throws: SnapshotStoreError.self) {
            try await store.save(NavigationSnapshot(appID: "shop", tree: .empty))
        }
        #expect(saving?.description == message)
        #expect(FileManager.default.contents(atPath: file) == Data(text.utf8))
        #expect(folder.names(in: "files/shop") == ["main.json"])
    }

    @Test func aRowWithAVersionTooLarge_isRefusedOnLoadAndSave_andLeftUntouched() async throws {
        let store = SQLiteSnapshotStore(
            path: folder.file("s.sqlite"), registry: makeRegistry(), configuration: .init(now: fixedClock))
        try await store.save(NavigationSnapshot(appID: "shop", tree: .empty))
        let data = #"{"schemaVersion":\#(Self.hugeVersion)}"#
        try await store.execute("UPDATE snapshot SET schema_version = 1, data = CAST('\(data)' AS BLOB)")
        let loading = await #expect(throws: SnapshotStoreError.self) {
            try await store.load(appID: "shop", sceneID: "main")
        }
        #expect(loading?.description.contains("schema version \(Self.hugeVersion) is too large to read") == true)
        let saving = await #expect(throws: SnapshotStoreError.self) {
            try await store.save(NavigationSnapshot(appID: "shop", tree: SnapshotCodingTests.smallTree()))
        }
        #expect(saving?.description.contains("is too large to read") == true)
        #expect(try await store.rawSnapshot(appID: "shop", sceneID: "main") == "1 \(data)")
        #expect(try await store.quarantinedRows().isEmpty)
    }

    // MARK: - A corrupt bag

    /// A schema 2 snapshot whose bag holds a list, which no state value is.
    private func snapshotWithACorruptBag() throws -> String {
        let text = String(decoding: try coder.encode(Self.fixtureSnapshot(greeting: false)), as: UTF8.self)
        let corrupt = text.replacingOccurrences(of: #""note":"gift""#, with: #""note":["gift"]"#)
        try #require(corrupt != text)
        return corrupt
    }

    @Test func aFileWithACorruptBag_isMovedAsideByteForByte_sayingWhichBag_andTheStoreStartsFresh() async throws {
        let corrupt = try snapshotWithACorruptBag()
        try folder.write(Data(corrupt.utf8), to: "files/shop/main.json")
        let store = FileSnapshotStore(directory: folder.file("files"), registry: makeRegistry(), now: fixedClock)
        let file = folder.file("files/shop/main.json")
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await store.load(appID: "shop", sceneID: "main")
        }
        #expect(
            error?.description == """
                unreadable store (not a readable snapshot: at states.entries[0].state.note: expected String); \
                moved it aside to \(file).corrupt-20240601-100000-250 and started fresh at \(file)
                """)
        #expect(FileManager.default.contents(atPath: "\(file).corrupt-20240601-100000-250") == Data(corrupt.utf8))
        #expect(try await store.load(appID: "shop", sceneID: "main") == nil)
    }

    @Test func aRowWithACorruptBag_isMovedToTheQuarantineTable_andTheSceneStartsFresh() async throws {
        let path = folder.file("s.sqlite")
        let store = SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: .init(now: fixedClock))
        try await store.save(Self.fixtureSnapshot(greeting: false))
        let corrupt = try snapshotWithACorruptBag()
        try await store.execute("UPDATE snapshot SET data = CAST('\(corrupt)' AS BLOB)")
        let reopened = SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: .init(now: fixedClock))
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await reopened.load(appID: "shop", sceneID: "main")
        }
        #expect(
            error?.description == """
                unreadable store (not a readable snapshot: at states.entries[0].state.note: expected String); \
                moved it aside to \(path) (quarantined_snapshot row 1) and started fresh at \(path) (app 'shop', scene 'main')
                """)
        #expect(try await reopened.quarantinedRows() == ["1 shop main \(corrupt)"])
        #expect(try await reopened.load(appID: "shop", sceneID: "main") == nil)
    }

    // MARK: - A newer snapshot with bags

    @Test func aNewerSnapshotWithBags_isLeftByteForByte_byBothStores() async throws {
        let text = String(decoding: try coder.encode(Self.fixtureSnapshot(greeting: false)), as: UTF8.self)
            .replacingOccurrences(of: #""schemaVersion":2"#, with: #""schemaVersion":3"#)
        try folder.write(Data(text.utf8), to: "files/shop/main.json")
        let files = FileSnapshotStore(directory: folder.file("files"), registry: makeRegistry(), now: fixedClock)
        await #expect(throws: SnapshotStoreError.self) { try await files.load(appID: "shop", sceneID: "main") }
        await #expect(throws: SnapshotStoreError.self) { try await files.save(Self.fixtureSnapshot(greeting: true)) }
        #expect(FileManager.default.contents(atPath: folder.file("files/shop/main.json")) == Data(text.utf8))

        let database = SQLiteSnapshotStore(
            path: folder.file("s.sqlite"), registry: makeRegistry(), configuration: .init(now: fixedClock))
        try await database.save(NavigationSnapshot(appID: "shop", tree: .empty))
        try await database.execute("UPDATE snapshot SET schema_version = 3, data = CAST('\(text)' AS BLOB)")
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await database.load(appID: "shop", sceneID: "main")
        }
        #expect(error?.description.contains("snapshot schema version 3 is newer than this build supports (2)") == true)
        await #expect(throws: SnapshotStoreError.self) { try await database.save(Self.fixtureSnapshot(greeting: true)) }
        #expect(try await database.rawSnapshot(appID: "shop", sceneID: "main") == "3 \(text)")
    }
}
