internal import GRDB

// The database, as the migrations leave it:
//
//   snapshot              one row per scene, replaced when the scene's changes are compacted
//     app_id TEXT, scene_id TEXT        primary key
//     schema_version INTEGER            the snapshot's schema version (checked before decoding)
//     saved_at INTEGER                  milliseconds since 1970
//     data BLOB                         SnapshotCoder's UTF-8 JSON
//     revision INTEGER                  the save the snapshot is of (v5; 0 before)
//   tree_change           what each save since the snapshot changed (v5), applied in order on load
//     app_id, scene_id, revision        primary key; revisions follow the snapshot's: 1 more each
//     saved_at INTEGER, data BLOB       TreeChange's UTF-8 JSON
//   journal               append-only NavigationEvents, the newest `journalLimit` per scene
//     id INTEGER PRIMARY KEY AUTOINCREMENT, app_id, scene_id, sequence, recorded_at, event (JSON)
//     index journal_by_scene (app_id, scene_id, id)
//   quarantined_snapshot  rows whose data could not be read, moved out of `snapshot`
//   quarantined_tree_change  the tree changes of a quarantined snapshot (v5), by its row id
//   state_bag             saved state bags written since the snapshot (v6), one row per owner:
//     app_id, scene_id, owner            primary key; see SQLiteSnapshotStore+States.swift
//     schema_version, saved_at, data     data NULL: the bag is gone since the snapshot
//   quarantined_state_bag the bag rows of a quarantined snapshot (v6), by its row id
//   window_set            which windows a scene key had open (v7): one row per scene key, whose
//     app_id, scene_id                  primary key; each window's snapshot is a `snapshot` row
//     schema_version, saved_at, data    under WindowSet.sceneID(of:in:) (`main`, `main#w2`)
//   quarantined_window_set  window sets that could not be read or named missing windows (v7)
//   grdb_migrations       the applied migrations (GRDB's own)
//
// The header's application id is `WFND` (v4), so a store is recognised before it is opened
// for writing: see SQLiteSnapshotStore+Integrity.swift.

extension SQLiteSnapshotStore {
    /// The migration identifiers, in order; a database with others was migrated by a newer
    /// version of the app.
    static let migrationIdentifiers = [
        "v1-snapshot", "v2-journal", "v3-quarantine", "v4-application-id", "v5-tree-changes", "v6-state-bags",
        "v7-window-sets",
    ]

    /// The schema's migrations.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-snapshot") { db in
            try db.execute(
                sql: """
                    CREATE TABLE snapshot (
                        app_id TEXT NOT NULL,
                        scene_id TEXT NOT NULL,
                        schema_version INTEGER NOT NULL,
                        saved_at INTEGER NOT NULL,
                        data BLOB NOT NULL,
                        PRIMARY KEY (app_id, scene_id)
                    ) WITHOUT ROWID
                    """)
        }
        migrator.registerMigration("v2-journal") { db in
            try db.execute(
                sql: """
                    CREATE TABLE journal (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        app_id TEXT NOT NULL,
                        scene_id TEXT NOT NULL,
                        sequence INTEGER NOT NULL,
                        recorded_at INTEGER NOT NULL,
                        event BLOB NOT NULL
                    );
                    CREATE INDEX journal_by_scene ON journal (app_id, scene_id, id);
                    """)
        }
        migrator.registerMigration("v3-quarantine") { db in
            try db.execute(
                sql: """
                    CREATE TABLE quarantined_snapshot (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        app_id TEXT NOT NULL,
                        scene_id TEXT NOT NULL,
                        schema_version INTEGER,
                        saved_at INTEGER,
                        data BLOB,
                        reason TEXT NOT NULL,
                        quarantined_at INTEGER NOT NULL
                    )
                    """)
        }
        migrator.registerMigration("v4-application-id") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        }
        // Saves append what changed to `tree_change`; the snapshot is rewritten only when they
        // outgrow it. A store of v4 has no changes: its snapshots load as they are, at revision 0.
        migrator.registerMigration("v5-tree-changes") { db in
            try db.execute(
                sql: """
                    ALTER TABLE snapshot ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
                    CREATE TABLE tree_change (
                        app_id TEXT NOT NULL,
                        scene_id TEXT NOT NULL,
                        revision INTEGER NOT NULL,
                        saved_at INTEGER NOT NULL,
                        data BLOB NOT NULL,
                        PRIMARY KEY (app_id, scene_id, revision)
                    );
                    CREATE TABLE quarantined_tree_change (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        quarantined_snapshot INTEGER NOT NULL,
                        app_id TEXT NOT NULL,
                        scene_id TEXT NOT NULL,
                        revision INTEGER,
                        saved_at INTEGER,
                        data BLOB
                    );
                    """)
        }
        // A save that changes only bags writes only their rows. A store of v5 has none: its
        // bags are in its snapshots.
        migrator.registerMigration("v6-state-bags") { db in
            try db.execute(
                sql: """
                    CREATE TABLE state_bag (
                        app_id TEXT NOT NULL,
                        scene_id TEXT NOT NULL,
                        owner TEXT NOT NULL,
                        schema_version INTEGER NOT NULL,
                        saved_at INTEGER NOT NULL,
                        data BLOB,
                        PRIMARY KEY (app_id, scene_id, owner)
                    ) WITHOUT ROWID;
                    CREATE TABLE quarantined_state_bag (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        quarantined_snapshot INTEGER NOT NULL,
                        app_id TEXT NOT NULL,
                        scene_id TEXT NOT NULL,
                        owner TEXT,
                        schema_version INTEGER,
                        saved_at INTEGER,
                        data BLOB
                    );
                    """)
        }
        // Saved windows: a scene key's set of windows. A store of v6 has none: its scenes read
        // as one window each. An older build sees an unknown migration and only reads.
        migrator.registerMigration("v7-window-sets") { db in
            try db.execute(
                sql: """
                    CREATE TABLE window_set (
                        app_id TEXT NOT NULL,
                        scene_id TEXT NOT NULL,
                        schema_version INTEGER NOT NULL,
                        saved_at INTEGER NOT NULL,
                        data BLOB NOT NULL,
                        PRIMARY KEY (app_id, scene_id)
                    ) WITHOUT ROWID;
                    CREATE TABLE quarantined_window_set (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        app_id TEXT NOT NULL,
                        scene_id TEXT NOT NULL,
                        schema_version INTEGER,
                        saved_at INTEGER,
                        data BLOB,
                        reason TEXT NOT NULL,
                        quarantined_at INTEGER NOT NULL
                    );
                    """)
        }
        return migrator
    }
}
