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

    /// Runs SQL statements in one transaction, whatever the migrations say.
    func execute(_ sql: String) throws(SnapshotStoreError) {
        try perform("executing SQL", writing: false) { pool in
            try pool.write { db in try db.execute(sql: sql) }
        }
    }
}
