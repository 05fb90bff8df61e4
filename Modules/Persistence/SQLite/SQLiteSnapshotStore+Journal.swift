import Foundation
internal import GRDB
import WayfinderCoordinators

extension SQLiteSnapshotStore {
    // MARK: - Journal

    /// Appends events to a scene's journal, then trims it to the newest
    /// ``Configuration/journalLimit``, in one transaction.
    ///
    /// - Parameters:
    ///   - events: The events, oldest first.
    ///   - appID: The app.
    ///   - sceneID: The scene.
    /// - Throws: ``SnapshotStoreError``; nothing is written when it throws.
    public func append(_ events: [NavigationEvent], appID: String, sceneID: String) throws(SnapshotStoreError) {
        try SnapshotStoreError.check(appID: appID, sceneID: sceneID)
        let location = location(appID: appID, sceneID: sceneID)
        let rows = try journalRows(events, location: location)
        try perform("appending to the journal of \(location)", writing: true) { pool in
            try pool.write { db in
                try appendJournal(rows, appID: appID, sceneID: sceneID, in: db)
            }
        }
    }

    /// The newest events of a scene's journal.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    ///   - limit: How many events at most; all that are kept when `nil`.
    /// - Returns: The events, oldest first.
    /// - Throws: ``SnapshotStoreError/unreadableJournal(path:row:reason:)`` for an event that
    ///   cannot be decoded, and database errors.
    public func journal(
        appID: String, sceneID: String, limit: Int? = nil
    ) throws(SnapshotStoreError) -> [NavigationEvent] {
        try SnapshotStoreError.check(appID: appID, sceneID: sceneID)
        let rows = try perform("reading the journal of \(location(appID: appID, sceneID: sceneID))", writing: false) {
            pool in
            try pool.read { db in
                try Row.fetchAll(
                    db, sql: "SELECT id, event FROM journal WHERE app_id = ? AND scene_id = ? ORDER BY id DESC LIMIT ?",
                    arguments: [appID, sceneID, limit.map { max(0, $0) } ?? -1]
                )
            }
        }
        var events: [NavigationEvent] = []
        events.reserveCapacity(rows.count)
        for row in rows.reversed() {
            let id = Int64.fromDatabaseValue(row[0]) ?? 0
            do {
                events.append(
                    try coder.decodeValue(NavigationEvent.self, from: Data.fromDatabaseValue(row[1]) ?? Data()))
            } catch {
                throw .unreadableJournal(path: path, row: id, reason: error.description)
            }
        }
        return events
    }

    // MARK: - Writing rows

    /// One journal row, encoded before the transaction starts.
    struct JournalRow {
        var sequence: UInt64
        var event: Data
    }

    func journalRows(_ events: [NavigationEvent], location: String) throws(SnapshotStoreError) -> [JournalRow] {
        var rows: [JournalRow] = []
        rows.reserveCapacity(events.count)
        for event in events {
            do {
                rows.append(JournalRow(sequence: event.sequence, event: try coder.encodeValue(event)))
            } catch {
                throw .unencodable(location: "\(location) journal", reason: error.description)
            }
        }
        return rows
    }

    /// Inserts rows and trims the scene's journal, inside the caller's transaction.
    func appendJournal(_ rows: [JournalRow], appID: String, sceneID: String, in db: Database) throws {
        guard !rows.isEmpty else { return }
        let recordedAt = NavigationSnapshot.milliseconds(configuration.now())
        let insert = try db.cachedStatement(
            sql: "INSERT INTO journal (app_id, scene_id, sequence, recorded_at, event) VALUES (?, ?, ?, ?, ?)"
        )
        for row in rows {
            try insert.execute(arguments: [
                appID, sceneID, Int64(truncatingIfNeeded: row.sequence), recordedAt, row.event,
            ])
        }
        try db.execute(
            sql: """
                DELETE FROM journal WHERE app_id = ? AND scene_id = ? AND id <= (
                    SELECT id FROM journal WHERE app_id = ? AND scene_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?
                )
                """,
            arguments: [appID, sceneID, appID, sceneID, max(0, configuration.journalLimit)]
        )
    }
}
