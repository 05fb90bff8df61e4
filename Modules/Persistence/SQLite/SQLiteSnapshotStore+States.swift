import Foundation
internal import GRDB
import WayfinderCoordinators
import WayfinderStacks

// Saved state bags written since a scene's snapshot, one `state_bag` row per owner (v6):
//
//   state_bag   app_id, scene_id, owner     primary key; owner is {"entry":{...}} or {"flow":N}
//     schema_version INTEGER                the snapshot schema version that wrote the row
//     saved_at INTEGER                      milliseconds since 1970
//     data BLOB                             the bag's JSON; NULL when the bag is gone since the snapshot
//
// A save that changes a bag writes that bag's row, and nothing else of the scene when the tree
// did not change. Loading lays the rows over the snapshot's `states`. Writing the snapshot
// whole (first save, compaction, close) folds them in and deletes them; a scene moved aside
// takes them to `quarantined_state_bag`.

extension SQLiteSnapshotStore {
    /// One changed bag as stored: whose, and its JSON (`nil` when the bag is gone).
    struct BagRow {
        var owner: String
        var data: Data?
    }

    /// The owner of a bag as stored: `{"entry":{"generation":0,"serial":3}}` or `{"flow":4}`.
    private struct StoredOwner: Codable {
        var entry: EntryID?
        var flow: CoordinatorID?
    }

    /// The rows that turn `old` bags into `new` ones, ordered by owner.
    func bagRows(from old: SavedStates, to new: SavedStates, location: String) throws(SnapshotStoreError) -> [BagRow] {
        var rows: [BagRow] = []
        for id in Set(old.entries.keys).union(new.entries.keys).sorted() where old.entries[id] != new.entries[id] {
            rows.append(try bagRow(StoredOwner(entry: id), new.entries[id], location: location))
        }
        for id in Set(old.flows.keys).union(new.flows.keys).sorted() where old.flows[id] != new.flows[id] {
            rows.append(try bagRow(StoredOwner(flow: id), new.flows[id], location: location))
        }
        return rows
    }

    private func bagRow(_ owner: StoredOwner, _ bag: StateBag?, location: String) throws(SnapshotStoreError) -> BagRow {
        do {
            let data: Data? = if let bag { try coder.encodeValue(bag) } else { nil }
            return BagRow(owner: String(decoding: try coder.encodeValue(owner), as: UTF8.self), data: data)
        } catch {
            throw .unencodable(location: location, reason: error.description)
        }
    }

    /// Writes bag rows inside the caller's transaction; a row written by a newer schema is
    /// refused, never replaced.
    func writeBags(_ rows: [BagRow], of key: SceneKey, savedAt: Int64, location: String, in db: Database) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO state_bag (app_id, scene_id, owner, schema_version, saved_at, data)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (app_id, scene_id, owner) DO UPDATE SET
                    schema_version = excluded.schema_version, saved_at = excluded.saved_at, data = excluded.data
                WHERE state_bag.schema_version <= excluded.schema_version
                """)
        for row in rows {
            try statement.execute(arguments: [
                key.appID, key.sceneID, row.owner, NavigationSnapshot.currentSchemaVersion, savedAt, row.data,
            ])
            if db.changesCount == 0 { try refuseNewerBags(of: key, location: location, in: db) }
        }
    }

    /// Refuses to replace a scene whose bag rows were written by a newer schema.
    func refuseNewerBags(of key: SceneKey, location: String, in db: Database) throws {
        if let newest = try Int.fetchOne(
            db, sql: "SELECT MAX(schema_version) FROM state_bag WHERE app_id = ? AND scene_id = ?",
            arguments: [key.appID, key.sceneID]),
            newest > NavigationSnapshot.currentSchemaVersion
        {
            throw SnapshotStoreError.newerSchema(
                found: newest, supported: NavigationSnapshot.currentSchemaVersion,
                location: "\(location), a saved state bag")
        }
    }

    /// Lays a scene's bag rows over its snapshot's bags.
    ///
    /// - Returns: The bags, and the latest `saved_at` of the rows (0 without rows).
    /// - Throws: ``SnapshotStoreError/newerSchema(found:supported:location:)`` for a row of a
    ///   newer schema; ``TreeChangeFailure`` for a row that cannot be read.
    func applyBags(_ rows: [Row], to states: SavedStates, location: String) throws -> (SavedStates, Int64) {
        var states = states
        var savedAt: Int64 = 0
        for row in rows {
            let version = Int.fromDatabaseValue(row[1]) ?? 0
            if version > NavigationSnapshot.currentSchemaVersion {
                throw SnapshotStoreError.newerSchema(
                    found: version, supported: NavigationSnapshot.currentSchemaVersion,
                    location: "\(location), a saved state bag")
            }
            let ownerText = String.fromDatabaseValue(row[0]) ?? ""
            let owner: StoredOwner
            var bag: StateBag?
            do throws(SnapshotFormatError) {
                owner = try coder.decodeValue(StoredOwner.self, from: Data(ownerText.utf8))
                if let data = Data.fromDatabaseValue(row[3]) { bag = try coder.decodeValue(StateBag.self, from: data) }
            } catch {
                let reason: String
                if case .malformed(let problem) = error { reason = problem } else { reason = error.description }
                throw TreeChangeFailure("the saved state bag of \(ownerText) cannot be read: \(reason)")
            }
            if let id = owner.entry {
                states.entries[id] = bag
            } else if let id = owner.flow {
                states.flows[id] = bag
            } else {
                throw TreeChangeFailure("the saved state bag of \(ownerText) names no entry or flow")
            }
            savedAt = max(savedAt, Int64.fromDatabaseValue(row[2]) ?? 0)
        }
        return (states, savedAt)
    }
}
