import Foundation
internal import GRDB
import WayfinderCoordinators

extension SQLiteSnapshotStore {
    // MARK: - SnapshotStore

    /// Saves a snapshot, replacing the scene's row.
    ///
    /// - Parameter snapshot: The snapshot; its app and scene name the row.
    /// - Throws: ``SnapshotStoreError/newerSchema(found:supported:location:)`` when the row
    ///   holds a snapshot of a newer schema, by its column or by its data (left untouched),
    ///   ``SnapshotStoreError/newerDatabase(path:unknownMigrations:)``, and database errors.
    public func save(_ snapshot: NavigationSnapshot) throws(SnapshotStoreError) {
        try save(snapshot, journal: [])
    }

    /// Saves a snapshot and appends events to the scene's journal, in one transaction.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot of the scene's tree.
    ///   - events: Events to append, oldest first; the journal then keeps the newest
    ///     ``Configuration/journalLimit``.
    /// - Throws: As ``save(_:)``; nothing is written when it throws.
    public func save(_ snapshot: NavigationSnapshot, journal events: [NavigationEvent]) throws(SnapshotStoreError) {
        try save(snapshot, journal: events, changes: nil)
    }

    /// Deletes the snapshot, the tree changes and the journal of a scene.
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
                    sql: "DELETE FROM tree_change WHERE app_id = ? AND scene_id = ?", arguments: [appID, sceneID])
                try db.execute(
                    sql: "DELETE FROM journal WHERE app_id = ? AND scene_id = ?", arguments: [appID, sceneID])
                try db.execute(
                    sql: "DELETE FROM state_bag WHERE app_id = ? AND scene_id = ?", arguments: [appID, sceneID])
            }
        }
        sceneLogs[SceneKey(appID: appID, sceneID: sceneID)] = nil
        journalSpans[SceneKey(appID: appID, sceneID: sceneID)] = nil
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

    // MARK: - Before replacing a row

    /// Refuses to replace a row holding a snapshot of a newer schema, whether its column or its
    /// data says so (a row may say 1 in its column and 999 in its data). A row whose data has
    /// no readable schema version is moved to `quarantined_snapshot` first, in the same
    /// transaction, so nothing unreadable is ever overwritten.
    func refuseToReplace(appID: String, sceneID: String, location: String, in db: Database) throws {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT schema_version, data FROM snapshot WHERE app_id = ? AND scene_id = ?",
                arguments: [appID, sceneID])
        else { return }
        let column = Int.fromDatabaseValue(row[0]) ?? 0
        let stored: Int
        do {
            stored = max(column, try coder.schemaVersion(of: Data.fromDatabaseValue(row[1]) ?? Data()))
        } catch {
            if case .schemaTooLarge = error, let refusal = SnapshotStoreError.refusal(error, at: location) {
                throw refusal
            }
            try moveRowAside(appID: appID, sceneID: sceneID, reason: error.description, in: db)
            return
        }
        if stored > NavigationSnapshot.currentSchemaVersion {
            throw SnapshotStoreError.newerSchema(
                found: stored, supported: NavigationSnapshot.currentSchemaVersion, location: location)
        }
    }

    // MARK: - Setting aside

    /// Moves a scene's snapshot to the `quarantined_snapshot` table with a reason, so the next
    /// save does not overwrite it: for a snapshot that a restore could not bring back whole.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    ///   - reason: Why it is set aside, kept with it.
    /// - Returns: Where it is now (`PATH (quarantined_snapshot row N)`), or nothing when the
    ///   scene has no snapshot.
    /// - Throws: ``SnapshotStoreError``; nothing was moved when it throws.
    public func setAside(appID: String, sceneID: String, reason: String) throws(SnapshotStoreError) -> [String] {
        try SnapshotStoreError.check(appID: appID, sceneID: sceneID)
        let moved = try perform("setting aside \(location(appID: appID, sceneID: sceneID))", writing: true) { pool in
            try pool.write { db in try moveRowAside(appID: appID, sceneID: sceneID, reason: reason, in: db) }
        }
        sceneLogs[SceneKey(appID: appID, sceneID: sceneID)] = nil
        return moved.map { [place(of: $0)] } ?? []
    }

    /// Where a scene moved aside is: `PATH (quarantined_snapshot row N)`, with its tree
    /// changes when it had any.
    private func place(of moved: MovedScene) -> String {
        let changes =
            moved.changes == 0
            ? "" : ", with its \(moved.changes) tree change\(moved.changes == 1 ? "" : "s") in quarantined_tree_change"
        let bags =
            moved.bags == 0
            ? "" : ", with \(moved.bags) saved state bag row\(moved.bags == 1 ? "" : "s") in quarantined_state_bag"
        return "\(path) (quarantined_snapshot row \(moved.row)\(changes)\(bags))"
    }

    /// A scene moved aside: its row in `quarantined_snapshot` and how many tree changes went
    /// with it.
    struct MovedScene {
        var row: Int64
        var changes: Int
        var bags = 0
    }

    /// Moves a row to `quarantined_snapshot`, and its tree changes to
    /// `quarantined_tree_change`, inside the caller's transaction.
    ///
    /// - Returns: Where it went, or `nil` when there was no row.
    @discardableResult
    func moveRowAside(appID: String, sceneID: String, reason: String, in db: Database) throws -> MovedScene? {
        try db.execute(
            sql: """
                INSERT INTO quarantined_snapshot (app_id, scene_id, schema_version, saved_at, data, reason, quarantined_at)
                SELECT app_id, scene_id, schema_version, saved_at, data, ?, ? FROM snapshot WHERE app_id = ? AND scene_id = ?
                """,
            arguments: [reason, NavigationSnapshot.milliseconds(configuration.now()), appID, sceneID]
        )
        guard db.changesCount > 0 else { return nil }
        let id = db.lastInsertedRowID
        try db.execute(sql: "DELETE FROM snapshot WHERE app_id = ? AND scene_id = ?", arguments: [appID, sceneID])
        try db.execute(
            sql: """
                INSERT INTO quarantined_tree_change (quarantined_snapshot, app_id, scene_id, revision, saved_at, data)
                SELECT ?, app_id, scene_id, revision, saved_at, data FROM tree_change
                WHERE app_id = ? AND scene_id = ? ORDER BY revision
                """,
            arguments: [id, appID, sceneID])
        let changes = db.changesCount
        try db.execute(sql: "DELETE FROM tree_change WHERE app_id = ? AND scene_id = ?", arguments: [appID, sceneID])
        try db.execute(
            sql: """
                INSERT INTO quarantined_state_bag (quarantined_snapshot, app_id, scene_id, owner, schema_version, saved_at, data)
                SELECT ?, app_id, scene_id, owner, schema_version, saved_at, data FROM state_bag
                WHERE app_id = ? AND scene_id = ? ORDER BY owner
                """,
            arguments: [id, appID, sceneID])
        let bags = db.changesCount
        try db.execute(sql: "DELETE FROM state_bag WHERE app_id = ? AND scene_id = ?", arguments: [appID, sceneID])
        return MovedScene(row: id, changes: changes, bags: bags)
    }

    // MARK: - Quarantine

    /// Moves an unreadable row to `quarantined_snapshot` and returns the error that reports it;
    /// a read-only store leaves it where it is.
    func quarantineRow(
        appID: String, sceneID: String, reason: String
    ) throws(SnapshotStoreError) -> SnapshotStoreError {
        let location = location(appID: appID, sceneID: sceneID)
        sceneLogs[SceneKey(appID: appID, sceneID: sceneID)] = nil
        if configuration.readOnly { return .damaged(location: location, reason: reason) }
        let moved = try perform("moving aside \(location)", writing: true) { pool in
            try pool.write { db in try moveRowAside(appID: appID, sceneID: sceneID, reason: reason, in: db) }
        }
        return .quarantined(
            reason: reason, movedTo: [place(of: moved ?? MovedScene(row: 0, changes: 0))], fresh: location)
    }

    /// Where a scene's snapshot is, for messages: `/data/navigation.sqlite (app 'shop', scene 'main')`.
    func location(appID: String, sceneID: String) -> String {
        "\(path) (app '\(appID)', scene '\(sceneID)')"
    }
}
