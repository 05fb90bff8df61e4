import Foundation
internal import GRDB

// Internal views of the database, for diagnostics and for the tests of the migrations and of
// damaged stores.

extension SQLiteSnapshotStore {
    /// The names of the database's tables, sorted.
    func tables() throws(SnapshotStoreError) -> [String] {
        try perform("listing tables", writing: false) { pool in
            try pool.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            }
        }
    }

    /// The migrations applied to the database, in order.
    func appliedMigrations() throws(SnapshotStoreError) -> [String] {
        try perform("reading migrations", writing: false) { pool in
            try pool.read { db in try Self.migrator.appliedMigrations(db) }
        }
    }

    /// A scene's row as text: `<schema_version> <data>`.
    func rawSnapshot(appID: String, sceneID: String) throws(SnapshotStoreError) -> String? {
        try perform("reading a row", writing: false) { pool in
            try pool.read { db in
                try String.fetchOne(
                    db,
                    sql:
                        "SELECT schema_version || ' ' || CAST(data AS TEXT) FROM snapshot WHERE app_id = ? AND scene_id = ?",
                    arguments: [appID, sceneID]
                )
            }
        }
    }

    /// The quarantined rows as `<id> <app> <scene> <data>`, oldest first.
    func quarantinedRows() throws(SnapshotStoreError) -> [String] {
        try perform("reading quarantined rows", writing: false) { pool in
            try pool.read { db in
                try String.fetchAll(
                    db,
                    sql:
                        "SELECT id || ' ' || app_id || ' ' || scene_id || ' ' || CAST(data AS TEXT) FROM quarantined_snapshot ORDER BY id"
                )
            }
        }
    }

    /// A scene's tree changes as `<revision> <bytes>`, in order.
    func treeChanges(appID: String, sceneID: String) throws(SnapshotStoreError) -> [String] {
        try perform("reading tree changes", writing: false) { pool in
            try pool.read { db in
                try String.fetchAll(
                    db,
                    sql:
                        "SELECT revision || ' ' || length(data) FROM tree_change WHERE app_id = ? AND scene_id = ? ORDER BY revision",
                    arguments: [appID, sceneID]
                )
            }
        }
    }

    /// The size of a scene's snapshot data in bytes, and its revision, as `<revision> <bytes>`.
    func snapshotSize(appID: String, sceneID: String) throws(SnapshotStoreError) -> String? {
        try perform("reading a row", writing: false) { pool in
            try pool.read { db in
                try String.fetchOne(
                    db, sql: "SELECT revision || ' ' || length(data) FROM snapshot WHERE app_id = ? AND scene_id = ?",
                    arguments: [appID, sceneID])
            }
        }
    }

    /// The quarantined tree changes as `<quarantined_snapshot> <revision> <data>`, in order.
    func quarantinedTreeChanges() throws(SnapshotStoreError) -> [String] {
        try perform("reading quarantined tree changes", writing: false) { pool in
            try pool.read { db in
                try String.fetchAll(
                    db,
                    sql:
                        "SELECT quarantined_snapshot || ' ' || revision || ' ' || CAST(data AS TEXT) FROM quarantined_tree_change ORDER BY id"
                )
            }
        }
    }

    /// Runs SQL statements in one transaction, whatever the migrations say; the store then
    /// reads every scene again before it writes a change to it.
    func execute(_ sql: String) throws(SnapshotStoreError) {
        sceneLogs = [:]
        journalSpans = [:]
        try perform("executing SQL", writing: false) { pool in
            try pool.write { db in try db.execute(sql: sql) }
        }
    }
}
