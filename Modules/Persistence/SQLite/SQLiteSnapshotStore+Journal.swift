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
        let span = try perform("appending to the journal of \(location)", writing: true) { pool in
            try pool.write { db in
                try appendJournal(rows, appID: appID, sceneID: sceneID, in: db)
            }
        }
        noteJournal(span, appID: appID, sceneID: sceneID)
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

    /// How many rows a scene's journal held after this store's last append, and the
    /// database's `data_version` then: while no other connection has committed since (the
    /// version is the same), the count still holds.
    struct JournalSpan {
        var dataVersion: Int64
        var count: Int
    }

    /// Inserts rows and trims the scene's journal, inside the caller's transaction.
    ///
    /// Trimming costs what it removes: the store remembers how many rows the scene's journal
    /// held after its last append and trusts that while no other connection has written to
    /// the database since. Otherwise it finds the newest ``Configuration/journalLimit`` rows by
    /// walking them, and counts them.
    ///
    /// - Returns: What the journal holds now, for ``noteJournal(_:appID:sceneID:)`` once the
    ///   transaction has committed; `nil` when there was nothing to append.
    func appendJournal(_ rows: [JournalRow], appID: String, sceneID: String, in db: Database) throws -> JournalSpan? {
        guard !rows.isEmpty else { return nil }
        let key = SceneKey(appID: appID, sceneID: sceneID)
        // Until this transaction commits, what was known no longer is.
        let span = journalSpans.removeValue(forKey: key)
        let version = try Int64.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0
        let known = span.flatMap { $0.dataVersion == version ? $0.count : nil }
        let recordedAt = NavigationSnapshot.milliseconds(configuration.now())
        let insert = try db.cachedStatement(
            sql: "INSERT INTO journal (app_id, scene_id, sequence, recorded_at, event) VALUES (?, ?, ?, ?, ?)"
        )
        for row in rows {
            try insert.execute(arguments: [
                appID, sceneID, Int64(truncatingIfNeeded: row.sequence), recordedAt, row.event,
            ])
        }
        let limit = max(0, configuration.journalLimit)
        if let known {
            let excess = known + rows.count - limit
            if excess > 0 {
                try db.cachedStatement(
                    sql: """
                        DELETE FROM journal WHERE id IN (
                            SELECT id FROM journal WHERE app_id = ? AND scene_id = ? ORDER BY id LIMIT ?
                        )
                        """
                ).execute(arguments: [appID, sceneID, excess])
            }
            return JournalSpan(dataVersion: version, count: min(known + rows.count, limit))
        }
        try db.cachedStatement(
            sql: """
                DELETE FROM journal WHERE app_id = ? AND scene_id = ? AND id <= (
                    SELECT id FROM journal WHERE app_id = ? AND scene_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?
                )
                """
        ).execute(arguments: [appID, sceneID, appID, sceneID, limit])
        let count = try Int.fetchOne(
            db.cachedStatement(sql: "SELECT COUNT(*) FROM journal WHERE app_id = ? AND scene_id = ?"),
            arguments: [appID, sceneID])
        return JournalSpan(dataVersion: version, count: count ?? 0)
    }

    /// Records what a scene's journal holds after a committed append.
    func noteJournal(_ span: JournalSpan?, appID: String, sceneID: String) {
        guard let span else { return }
        journalSpans[SceneKey(appID: appID, sceneID: sceneID)] = span
    }
}
