import Foundation
internal import GRDB

extension SQLiteSnapshotStore {
    // MARK: - Checking before writing

    /// A database file that is not one, or that failed its integrity check.
    struct Damage: Error {
        var reason: String
    }

    /// Checks an existing database file without writing to it or its `-wal` and `-shm` files.
    ///
    /// The header is read by hand first: SQLite, opening a file that is not a database in WAL
    /// mode, deletes the `-wal` file next to it, which a quarantine must keep. The integrity
    /// check then runs on a read-only connection, which can neither checkpoint the log into a
    /// damaged file nor delete it.
    ///
    /// - Throws: ``Damage``, or the `DatabaseError` SQLite reports.
    static func checkIntegrity(of path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        let header = try handle.read(upToCount: 100) ?? Data()
        try handle.close()
        if header.isEmpty { return }
        guard header.count == 100, header.prefix(16) == Data("SQLite format 3\0".utf8) else {
            throw Damage(reason: "file is not a database")
        }
        var configuration = GRDB.Configuration()
        configuration.readonly = true
        let reader = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? reader.close() }
        let problems = try reader.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
        guard problems == ["ok"] else {
            throw Damage(reason: "integrity check failed: " + problems.joined(separator: "; "))
        }
    }
}
