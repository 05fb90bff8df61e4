import Foundation
import GRDB
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

/// The SQLite store writes only the saved state bag that changed (a row of `state_bag`) when a
/// save changed only bags, lays those rows over the snapshot on load, folds them in when it
/// writes the snapshot whole, and sets them aside with their scene.
@Suite struct BagDeltaTests {
    let folder = TemporaryDirectory()
    var path: String { folder.file("state.sqlite") }

    private func makeStore() -> SQLiteSnapshotStore {
        SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: .init(now: fixedClock))
    }

    private func snapshot(
        _ entries: [EntryID: StateBag], flows: [CoordinatorID: StateBag] = [:], tree: NavigationTree? = nil
    ) -> NavigationSnapshot {
        var snapshot = NavigationSnapshot(
            appID: "shop", savedAt: fixedClock(), tree: tree ?? SnapshotCodingTests.smallTree())
        snapshot.states = SavedStates(entries: entries, flows: flows)
        return snapshot
    }

    /// Every row of the scene's tables, read with GRDB beside the store.
    private func rows() throws -> [String: [String]] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        let queries = [
            "snapshot": "SELECT schema_version || ' ' || saved_at || ' ' || revision || ' ' || hex(data) FROM snapshot",
            "tree_change": "SELECT revision || ' ' || hex(data) FROM tree_change ORDER BY revision",
            "state_bag":
                "SELECT owner || ' ' || schema_version || ' ' || COALESCE(CAST(data AS TEXT), 'NULL') FROM state_bag ORDER BY owner",
        ]
        return try queue.read { db in try queries.mapValues { try String.fetchAll(db, sql: $0) } }
    }

    static let home = EntryID(serial: 0)
    static let item = EntryID(serial: 1)
    static let itemOwner = #"{"entry":{"generation":0,"serial":1}}"#
    static let homeOwner = #"{"entry":{"generation":0,"serial":0}}"#

    @Test func aSaveThatChangedOneBag_writesOnlyThatBagsRow() async throws {
        let store = makeStore()
        let first = snapshot(
            [Self.home: StateBag(["query": .string("shoes")]), Self.item: StateBag(["quantity": .int(1)])],
            flows: [CoordinatorID(0): StateBag(["filter": .string("all")])])
        try await store.save(first)
        let before = try rows()
        #expect(before["snapshot"]?.count == 1)
        #expect(before["state_bag"] == [])

        var second = first
        second.states.entries[Self.item] = StateBag(["quantity": .int(3)])
        try await store.save(second)
        let after = try rows()
        #expect(after["snapshot"] == before["snapshot"])
        #expect(after["tree_change"] == before["tree_change"])
        #expect(after["state_bag"] == [#"\#(Self.itemOwner) 2 {"quantity":3}"#])

        // A bag that is gone is a row saying so; a flow's bag is a row of its own.
        var third = second
        third.states.entries[Self.home] = nil
        third.states.flows[CoordinatorID(0)] = StateBag(["filter": .string("inStock")])
        try await store.save(third)
        #expect(
            try rows()["state_bag"] == [
                #"\#(Self.homeOwner) 2 NULL"#, #"\#(Self.itemOwner) 2 {"quantity":3}"#,
                #"{"flow":0} 2 {"filter":"inStock"}"#,
            ])
        #expect(try rows()["snapshot"] == before["snapshot"])
        #expect(try await makeStore().load(appID: "shop", sceneID: "main") == third)

        // Closing folds the rows into the snapshot.
        try await store.close()
        let closed = try rows()
        #expect(closed["state_bag"] == [])
        #expect(closed["snapshot"] != before["snapshot"])
        #expect(try await makeStore().load(appID: "shop", sceneID: "main") == third)
    }

    @Test func aSaveThatChangedTheTreeAndABag_writesOneTreeChangeAndTheBagsRow() async throws {
        let store = makeStore()
        var tree = SnapshotCodingTests.smallTree()
        tree.root?.entries.removeLast(1)
        try await store.save(snapshot([Self.home: StateBag(["query": .string("a")])], tree: tree))
        let next = snapshot([Self.home: StateBag(["query": .string("a")]), Self.item: StateBag(["quantity": .int(2)])])
        try await store.save(next)
        let after = try rows()
        #expect(after["tree_change"]?.count == 1)
        #expect(after["state_bag"] == [#"\#(Self.itemOwner) 2 {"quantity":2}"#])
        #expect(try await makeStore().load(appID: "shop", sceneID: "main") == next)
    }

    /// A store whose scene has a snapshot and one bag row after it; returns the snapshot saved first.
    @discardableResult
    private func storeWithABagRow(_ store: SQLiteSnapshotStore) async throws -> NavigationSnapshot {
        let first = snapshot([Self.item: StateBag(["quantity": .int(1)])])
        try await store.save(first)
        var second = first
        second.states.entries[Self.item] = StateBag(["quantity": .int(2)])
        try await store.save(second)
        return first
    }

    @Test func aBagRowThatCannotBeRead_setsTheSceneAsideWithIt_andTheSceneStartsFresh() async throws {
        let store = makeStore()
        try await storeWithABagRow(store)
        try await store.execute("UPDATE state_bag SET data = CAST('{\"quantity\":[' AS BLOB)")

        let reopened = makeStore()
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await reopened.load(appID: "shop", sceneID: "main")
        }
        #expect(
            error?.description.hasPrefix("unreadable store (the saved state bag of \(Self.itemOwner) cannot be read: ")
                == true)
        #expect(
            error?.description.hasSuffix(
                "moved it aside to \(path) (quarantined_snapshot row 1, with 1 saved state bag row in quarantined_state_bag) "
                    + "and started fresh at \(path) (app 'shop', scene 'main')") == true)
        #expect(try rows()["state_bag"] == [])
        let queue = try DatabaseQueue(path: path)
        let aside = try await queue.read { db in
            try String.fetchAll(db, sql: "SELECT owner || ' ' || CAST(data AS TEXT) FROM quarantined_state_bag")
        }
        try queue.close()
        #expect(aside == [#"\#(Self.itemOwner) {"quantity":["#])
        #expect(try await reopened.load(appID: "shop", sceneID: "main") == nil)
    }

    @Test func aBagRowOfANewerSchema_isRefusedOnLoadAndSave_andLeftUntouched() async throws {
        let store = makeStore()
        let first = try await storeWithABagRow(store)
        try await store.execute("UPDATE state_bag SET schema_version = 3")
        let before = try rows()

        let reopened = makeStore()
        let message =
            "\(path) (app 'shop', scene 'main'), a saved state bag: snapshot schema version 3 is newer than this build "
            + "supports (2); it was left untouched and will not be overwritten"
        let loading = await #expect(throws: SnapshotStoreError.self) {
            try await reopened.load(appID: "shop", sceneID: "main")
        }
        #expect(loading?.description == message)
        let saving = await #expect(throws: SnapshotStoreError.self) { try await reopened.save(first) }
        #expect(saving?.description == message)
        #expect(try rows() == before)
    }
}
