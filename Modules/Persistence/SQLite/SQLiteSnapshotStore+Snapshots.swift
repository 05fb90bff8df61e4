import Foundation
internal import GRDB
import WayfinderCoordinators

extension SQLiteSnapshotStore {
    // MARK: - SnapshotStore

    /// Saves a snapshot, replacing the scene's row.
    ///
    /// - Parameter snapshot: The snapshot; its app and scene name the row.
    /// - Throws: ``SnapshotStoreError/newerSchema(found:supported:location:)`` when the row
    ///   holds a snapshot of a newer schema (left untouched),
    ///   ``SnapshotStoreError/newerDatabase(path:unknownMigrations:)``, and database errors.
    public func save(_ snapshot: NavigationSnapshot) throws(SnapshotStoreError) {
        try save(snapshot, journal: [])
    }

    /// Saves a snapshot and appends events to the scene's journal, in one transaction.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot; it replaces the scene's row.
    ///   - events: Events to append, oldest first; the journal then keeps the newest
    ///     ``Configuration/journalLimit``.
    /// - Throws: As ``save(_:)``; nothing is written when it throws.
    public func save(_ snapshot: NavigationSnapshot, journal events: [NavigationEvent]) throws(SnapshotStoreError) {
        let location = location(appID: snapshot.appID, sceneID: snapshot.sceneID)
        let data = try coder.encodeForSaving(snapshot, to: location)
        let journal = try journalRows(events, location: location)
        try perform("saving \(location)", writing: true) { pool in
            try pool.write { db in
                let key: StatementArguments = [snapshot.appID, snapshot.sceneID]
                let stored = try Int.fetchOne(
                    db, sql: "SELECT schema_version FROM snapshot WHERE app_id = ? AND scene_id = ?", arguments: key)
                if let stored, stored > NavigationSnapshot.currentSchemaVersion {
                    throw SnapshotStoreError.newerSchema(
                        found: stored, supported: NavigationSnapshot.currentSchemaVersion, location: location)
                }
                try db.execute(
                    sql: """
                        INSERT INTO snapshot (app_id, scene_id, schema_version, saved_at, data) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT (app_id, scene_id) DO UPDATE SET
                            schema_version = excluded.schema_version, saved_at = excluded.saved_at, data = excluded.data
                        """,
                    arguments: [
                        snapshot.appID, snapshot.sceneID, snapshot.schemaVersion, snapshot.savedAtMilliseconds, data,
                    ]
                )
                try appendJournal(journal, appID: snapshot.appID, sceneID: snapshot.sceneID, in: db)
            }
        }
    }

    /// Loads the snapshot of a scene, migrating an older schema.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    /// - Returns: The snapshot, or `nil` when the scene has no row.
    /// - Throws: ``SnapshotStoreError/newerSchema(found:supported:location:)`` (row left
    ///   untouched), ``SnapshotStoreError/quarantined(reason:movedTo:fresh:)`` for a damaged
    ///   database or an unreadable row (moved aside), and database errors.
    public func load(appID: String, sceneID: String) throws(SnapshotStoreError) -> NavigationSnapshot? {
        try SnapshotStoreError.check(appID: appID, sceneID: sceneID)
        let location = location(appID: appID, sceneID: sceneID)
        let row = try perform("loading \(location)", writing: false) { pool in
            try pool.read { db in
                try Row.fetchOne(
                    db, sql: "SELECT schema_version, data FROM snapshot WHERE app_id = ? AND scene_id = ?",
                    arguments: [appID, sceneID])
            }
        }
        guard let row else { return nil }
        if let version = Int.fromDatabaseValue(row[0]), version > NavigationSnapshot.currentSchemaVersion {
            throw .newerSchema(found: version, supported: NavigationSnapshot.currentSchemaVersion, location: location)
        }
        do {
            return try coder.decode(Data.fromDatabaseValue(row[1]) ?? Data())
        } catch {
            if let refusal = SnapshotStoreError.refusal(error, at: location) { throw refusal }
            throw try quarantineRow(appID: appID, sceneID: sceneID, reason: error.description)
        }
    }

    /// Deletes the snapshot and the journal of a scene.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    /// - Throws: ``SnapshotStoreError/newerDatabase(path:unknownMigrations:)`` and database errors.
    public func delete(appID: String, sceneID: String) throws(SnapshotStoreError) {
        try SnapshotStoreError.check(appID: appID, sceneID: sceneID)
        try perform("deleting \(location(appID: appID, sceneID: sceneID))", writing: true) { pool in
            try pool.write { db in
                try db.execute(
                    sql: "DELETE FROM snapshot WHERE app_id = ? AND scene_id = ?", arguments: [appID, sceneID])
                try db.execute(
                    sql: "DELETE FROM journal WHERE app_id = ? AND scene_id = ?", arguments: [appID, sceneID])
            }
        }
    }

    /// The scenes of an app that have a snapshot.
    ///
    /// - Parameter appID: The app.
    /// - Returns: Scene ids, sorted.
    /// - Throws: Database errors, or a quarantine of a damaged database.
    public func scenes(appID: String) throws(SnapshotStoreError) -> [String] {
        try perform("listing the scenes of app '\(appID)'", writing: false) { pool in
            try pool.read { db in
                try String.fetchAll(
                    db, sql: "SELECT scene_id FROM snapshot WHERE app_id = ? ORDER BY scene_id", arguments: [appID])
            }
        }
    }

    // MARK: - Quarantine

    /// Moves an unreadable row to `quarantined_snapshot` and returns the error that reports it.
    private func quarantineRow(
        appID: String, sceneID: String, reason: String
    ) throws(SnapshotStoreError) -> SnapshotStoreError {
        let now = NavigationSnapshot.milliseconds(configuration.now())
        let id = try perform("moving aside \(location(appID: appID, sceneID: sceneID))", writing: true) { pool in
            try pool.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO quarantined_snapshot (app_id, scene_id, schema_version, saved_at, data, reason, quarantined_at)
                        SELECT app_id, scene_id, schema_version, saved_at, data, ?, ? FROM snapshot WHERE app_id = ? AND scene_id = ?
                        """,
                    arguments: [reason, now, appID, sceneID]
                )
                let id = db.lastInsertedRowID
                try db.execute(
                    sql: "DELETE FROM snapshot WHERE app_id = ? AND scene_id = ?", arguments: [appID, sceneID])
                return id
            }
        }
        return .quarantined(
            reason: reason, movedTo: ["\(path) (quarantined_snapshot row \(id))"],
            fresh: location(appID: appID, sceneID: sceneID)
        )
    }

    /// Where a scene's snapshot is, for messages: `/data/navigation.sqlite (app 'shop', scene 'main')`.
    func location(appID: String, sceneID: String) -> String {
        "\(path) (app '\(appID)', scene '\(sceneID)')"
    }
}
