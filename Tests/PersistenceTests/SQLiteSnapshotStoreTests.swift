import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

@Suite struct SQLiteSnapshotStoreTests {
    let folder = TemporaryDirectory()
    var path: String { folder.file("navigation.sqlite") }

    func makeStore(journalLimit: Int = 1_000) -> SQLiteSnapshotStore {
        SQLiteSnapshotStore(
            path: path, registry: makeRegistry(), configuration: .init(journalLimit: journalLimit, now: fixedClock))
    }

    /// An event whose sequence number tells events apart.
    static func event(_ sequence: UInt64) -> NavigationEvent {
        let entry = Entry(id: EntryID(serial: sequence), route: AnyRoute(ShopRoute.item(id: Int(sequence))))
        return NavigationEvent(
            sequence: sequence, kind: .push, source: .program, coordinator: CoordinatorID(0),
            inserted: [entry], removed: [], top: entry, steps: ["c0.stack: push(item)"]
        )
    }

    @Test func journal_beyondItsLimit_keepsTheNewestInOrderPerScene() async throws {
        let store = makeStore(journalLimit: 5)
        try await store.save(NavigationSnapshot(appID: "shop", tree: .empty), journal: (1...3).map(Self.event))
        try await store.append((4...8).map(Self.event), appID: "shop", sceneID: "main")
        try await store.append([Self.event(99)], appID: "shop", sceneID: "other")
        #expect(try await store.journal(appID: "shop", sceneID: "main").map(\.sequence) == [4, 5, 6, 7, 8])
        #expect(try await store.journal(appID: "shop", sceneID: "main", limit: 2).map(\.sequence) == [7, 8])
        #expect(try await store.journal(appID: "shop", sceneID: "other") == [Self.event(99)])
        #expect(try await store.journal(appID: "shop", sceneID: "main").first == Self.event(4))
    }

    @Test func delete_removesTheSceneAndItsJournal() async throws {
        let store = makeStore()
        try await store.save(NavigationSnapshot(appID: "shop", tree: .empty), journal: [Self.event(1)])
        try await store.save(
            NavigationSnapshot(appID: "shop", sceneID: "second", tree: .empty), journal: [Self.event(2)])
        try await store.delete(appID: "shop", sceneID: "main")
        #expect(try await store.load(appID: "shop", sceneID: "main") == nil)
        #expect(try await store.journal(appID: "shop", sceneID: "main") == [])
        #expect(try await store.journal(appID: "shop", sceneID: "second").map(\.sequence) == [2])
        #expect(try await store.scenes(appID: "shop") == ["second"])
    }

    @Test func open_databaseOfTheFirstSchema_isMigratedKeepingItsSnapshots() async throws {
        let old = SQLiteSnapshotStore(
            path: path, registry: makeRegistry(), configuration: .init(now: fixedClock), migratingUpTo: "v1-snapshot")
        let snapshot = NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: SnapshotCodingTests.smallTree())
        try await old.saveAsBeforeTreeChanges(snapshot)
        #expect(try await old.tables() == ["grdb_migrations", "snapshot"])
        try await old.close()

        let store = makeStore()
        #expect(try await store.load(appID: "shop", sceneID: "main") == snapshot)
        #expect(
            try await store.tables() == [
                "grdb_migrations", "journal", "quarantined_snapshot", "quarantined_state_bag",
                "quarantined_tree_change", "quarantined_window_set",
                "snapshot", "sqlite_sequence", "state_bag", "tree_change", "window_set",
            ])
        #expect(
            try await store.appliedMigrations() == [
                "v1-snapshot", "v2-journal", "v3-quarantine", "v4-application-id", "v5-tree-changes", "v6-state-bags",
                "v7-window-sets",
            ])
        try await store.append([Self.event(1)], appID: "shop", sceneID: "main")
        #expect(try await store.journal(appID: "shop", sceneID: "main").map(\.sequence) == [1])
    }

    @Test func newerSchemaRow_isRefusedOnLoadAndSaveAndLeftUntouched() async throws {
        let store = makeStore()
        try await store.save(NavigationSnapshot(appID: "shop", tree: .empty))
        try await store.execute("UPDATE snapshot SET schema_version = 3, data = CAST('{\"schemaVersion\":3}' AS BLOB)")
        let message =
            "\(path) (app 'shop', scene 'main'): snapshot schema version 3 is newer than this build supports (2); "
            + "it was left untouched and will not be overwritten"
        let loadError = await #expect(throws: SnapshotStoreError.self) {
            try await store.load(appID: "shop", sceneID: "main")
        }
        #expect(loadError?.description == message)
        let saveError = await #expect(throws: SnapshotStoreError.self) {
            try await store.save(NavigationSnapshot(appID: "shop", tree: SnapshotCodingTests.smallTree()))
        }
        #expect(saveError?.description == message)
        #expect(try await store.rawSnapshot(appID: "shop", sceneID: "main") == #"3 {"schemaVersion":3}"#)
    }

    @Test func databaseMigratedByANewerVersion_canBeReadButNotWritten() async throws {
        let store = makeStore()
        let snapshot = NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: SnapshotCodingTests.smallTree())
        try await store.save(snapshot)
        try await store.execute("INSERT INTO grdb_migrations (identifier) VALUES ('v4-layouts')")
        try await store.close()
        let reopened = makeStore()
        #expect(try await reopened.load(appID: "shop", sceneID: "main") == snapshot)
        let error = await #expect(throws: SnapshotStoreError.self) { try await reopened.save(snapshot) }
        #expect(
            error?.description
                == "\(path): the database was migrated by a newer version (unknown migrations: v4-layouts); it is read-only for this build"
        )
    }

    @Test func load_unknownRouteType_loadsThePrefixAndReportsTheRest() async throws {
        let tree = NavigationTree(
            root: StackNode(
                container: ContainerID(owner: CoordinatorID(0)),
                entries: [
                    Entry(id: EntryID(serial: 0), route: AnyRoute(ShopRoute.home), withNavigation: true),
                    Entry(id: EntryID(serial: 1), route: AnyRoute(RetiredRoute.promo(code: "SUMMER")), style: .sheet),
                    Entry(id: EntryID(serial: 2), route: AnyRoute(ShopRoute.filters), style: .sheet),
                ]))
        let old = SQLiteSnapshotStore(path: path, registry: makeRegistryWithRetired())
        try await old.save(NavigationSnapshot(appID: "shop", tree: tree))
        try await old.close()
        let snapshot = try #require(try await makeStore().load(appID: "shop", sceneID: "main"))
        #expect(snapshot.tree.root?.entries.map(\.id) == [EntryID(serial: 0)])
        #expect(
            snapshot.unreadable.map(\.description) == [
                "dropped c0.stack #1 retired: unreadable route: unknown route type 'retired'; registered: shop, wayfinder.route",
                "dropped c0.stack #2 shop: filters: above dropped entry #1",
            ])
    }
}
