import Foundation
internal import GRDB

extension SQLiteSnapshotStore {
    // MARK: - Checking before writing

    /// A database file that is not one, or that failed its integrity check.
    struct Damage: Error {
        var reason: String
    }

    /// An SQLite database of another application, refused before anything is written to it.
    struct Foreign: Error {
        var reason: String
    }

    /// `WFND`: the application id in the header of every database this store creates
    /// (`PRAGMA application_id`), so a database of another application is recognised before
    /// anything is written to it.
    static let applicationID: Int32 = 0x5746_4E44

    /// The tables of a Wayfinder store (SQLite's own `sqlite_sequence` included).
    static let ownTables: Set<String> = [
        "snapshot", "journal", "quarantined_snapshot", "grdb_migrations", "sqlite_sequence", "tree_change",
        "quarantined_tree_change", "state_bag", "quarantined_state_bag", "window_set", "quarantined_window_set",
    ]

    /// Checks an existing database file without writing to it or its `-wal` and `-shm` files:
    /// that it is a database, that Wayfinder created it, and that it is intact.
    ///
    /// The header is read by hand first: SQLite, opening a file that is not a database in WAL
    /// mode, deletes the `-wal` file next to it, which a quarantine must keep. A database is
    /// Wayfinder's when its header carries ``applicationID``, or, for stores created before the
    /// id was set, when its application id is 0 and it has no table but Wayfinder's and the
    /// first Wayfinder migration. Everything else is ``Foreign`` and is never opened for
    /// writing. The integrity check then runs on a read-only connection, which can neither
    /// checkpoint the log into a damaged file nor delete it.
    ///
    /// - Throws: ``Foreign``, ``Damage``, or the `DatabaseError` SQLite reports.
    static func checkExisting(_ path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        let header = try handle.read(upToCount: 100) ?? Data()
        try handle.close()
        if header.isEmpty { return }
        guard header.count == 100, header.prefix(16) == Data("SQLite format 3\0".utf8) else {
            throw Damage(reason: "file is not a database")
        }
        let id = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        if id != 0, Int32(bitPattern: id) != applicationID {
            throw Foreign(reason: "its application id is 0x\(String(id, radix: 16, uppercase: true)), not Wayfinder's")
        }
        // Reading a database in WAL mode makes SQLite create `-shm` (and `-wal`) beside it, even
        // read-only. A database found foreign gets back to as it was: without those it had not.
        let sidecars = ["-wal", "-shm"].map { path + $0 }.filter { !FileManager.default.fileExists(atPath: $0) }
        do {
            try checkOpened(path, id: id)
        } catch let foreign as Foreign {
            for sidecar in sidecars where isEmptyOrSharedMemory(sidecar) {
                try? FileManager.default.removeItem(atPath: sidecar)
            }
            throw foreign
        }
    }

    /// The part of ``checkExisting(_:)`` that reads through SQLite, on a connection closed
    /// before it returns.
    private static func checkOpened(_ path: String, id: UInt32) throws {
        var configuration = GRDB.Configuration()
        configuration.readonly = true
        let reader = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? reader.close() }
        if id == 0 { try checkOwnTables(reader) }
        let problems = try reader.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
        guard problems == ["ok"] else {
            throw Damage(reason: "integrity check failed: " + problems.joined(separator: "; "))
        }
    }

    /// Whether `sidecar` is what a read-only connection leaves: a `-shm` index, or an empty
    /// `-wal` (one holding pages would be data, and is never removed).
    private static func isEmptyOrSharedMemory(_ sidecar: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: sidecar) else { return false }
        return sidecar.hasSuffix("-shm") || (attributes[.size] as? NSNumber)?.intValue == 0
    }

    /// Refuses a database without an application id unless it looks like a Wayfinder store of
    /// before the id: nothing but Wayfinder's tables, and Wayfinder's migrations. A database
    /// without any table is empty and may become a store.
    private static func checkOwnTables(_ reader: DatabaseQueue) throws {
        let tables = try reader.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        if tables.isEmpty { return }
        let others = tables.filter { !ownTables.contains($0) }
        if !others.isEmpty {
            throw Foreign(reason: "it has tables Wayfinder does not use: \(others.prefix(5).joined(separator: ", "))")
        }
        let migrations =
            tables.contains("grdb_migrations")
            ? try reader.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") } : []
        guard migrations.contains(migrationIdentifiers[0]) else {
            throw Foreign(reason: "its tables were not made by Wayfinder's migrations")
        }
    }
}
