import Foundation
internal import GRDB
import WayfinderCoordinators

extension SQLiteSnapshotStore: WindowsSnapshotStore {
    // MARK: - Saving windows

    /// Saves every window of a scene in one transaction: each open window's snapshot whole,
    /// each recently closed window's when it is not stored yet (a closed window does not
    /// change), the window set, and the journal events; the rows of windows the previous set
    /// named and this one does not are deleted in the same transaction.
    ///
    /// - Parameter snapshot: The windows.
    /// - Throws: As ``save(_:)``, for the set and for every window; nothing is written when
    ///   it throws.
    public func saveWindows(_ snapshot: WindowsSnapshot) throws(SnapshotStoreError) {
        try saveWindows(snapshot, journal: [])
    }

    /// Saves every window of a scene and appends events to the scene key's journal, in one
    /// transaction (see ``saveWindows(_:)``).
    ///
    /// - Parameters:
    ///   - saved: The windows.
    ///   - events: Events to append, oldest first.
    /// - Throws: As ``saveWindows(_:)``.
    public func saveWindows(_ saved: WindowsSnapshot, journal events: [NavigationEvent]) throws(SnapshotStoreError) {
        let set = saved.set
        try SnapshotStoreError.check(appID: set.appID, sceneID: set.sceneID)
        let location = location(appID: set.appID, sceneID: set.sceneID)
        if let missing = saved.missingWindows() { throw .unencodable(location: location, reason: missing) }
        let setData: Data
        do {
            setData = try coder.encodeValue(set)
        } catch {
            throw .unencodable(location: location, reason: error.description)
        }
        var open: [(snapshot: NavigationSnapshot, data: Data)] = []
        for snapshot in saved.windows {
            open.append((snapshot, try coder.encodeForSaving(snapshot, to: self.location(of: snapshot))))
        }
        var closed: [(snapshot: NavigationSnapshot, data: Data)] = []
        for snapshot in saved.recentlyClosed {
            closed.append((snapshot, try coder.encodeForSaving(snapshot, to: self.location(of: snapshot))))
        }
        let journal = try journalRows(events, location: location)
        var span: JournalSpan?
        let (revisions, dropped) = try perform("saving the windows of \(location)", writing: true) { pool in
            try pool.write { db -> ([Int64], [String]) in
                let previous = try refuseToReplaceSet(
                    appID: set.appID, sceneID: set.sceneID, location: location, in: db)
                var revisions: [Int64] = []
                for window in open {
                    revisions.append(
                        try replaceSnapshotRow(window.snapshot, data: window.data, location: location, in: db))
                }
                for window in closed where try !hasSnapshotRow(window.snapshot, in: db) {
                    _ = try replaceSnapshotRow(window.snapshot, data: window.data, location: location, in: db)
                }
                let kept = Set(set.allWindows.map { WindowSet.sceneID(of: $0, in: set.sceneID) })
                let dropped = (previous?.allWindows ?? []).map { WindowSet.sceneID(of: $0, in: set.sceneID) }.filter {
                    !kept.contains($0)
                }
                for scene in dropped { try deleteSceneRows(appID: set.appID, sceneID: scene, in: db) }
                try db.execute(
                    sql: """
                        INSERT INTO window_set (app_id, scene_id, schema_version, saved_at, data) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT (app_id, scene_id) DO UPDATE SET
                            schema_version = excluded.schema_version, saved_at = excluded.saved_at, data = excluded.data
                        """,
                    arguments: [set.appID, set.sceneID, set.schemaVersion, set.savedAtMilliseconds, setData])
                span = try appendJournal(journal, appID: set.appID, sceneID: set.sceneID, in: db)
                return (revisions, dropped)
            }
        }
        noteJournal(span, appID: set.appID, sceneID: set.sceneID)
        for (window, revision) in zip(open, revisions) {
            noteWritten(
                window.snapshot, flat: try? FlatTree(window.snapshot.tree), revision: revision,
                bytes: window.data.count,
                lastChange: nil)
        }
        for scene in dropped { sceneLogs[SceneKey(appID: set.appID, sceneID: scene)] = nil }
    }

    // MARK: - Loading windows

    /// Loads the saved windows of a scene: its window set and the snapshot of every window it
    /// names (each with its tree changes and bag rows applied, as ``load(appID:sceneID:)``
    /// loads it).
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene key.
    /// - Returns: The windows, or `nil` when the scene has no window set.
    /// - Throws: ``SnapshotStoreError/newerSchema(found:supported:location:)`` for a set or a
    ///   window of a newer schema (left untouched);
    ///   ``SnapshotStoreError/quarantined(reason:movedTo:fresh:)`` when the set cannot be read,
    ///   names a window without a snapshot, or a window's snapshot cannot be read: the set and
    ///   every window it names are moved to the quarantine tables, never overwritten.
    public func loadWindows(appID: String, sceneID: String) throws(SnapshotStoreError) -> WindowsSnapshot? {
        try SnapshotStoreError.check(appID: appID, sceneID: sceneID)
        let location = location(appID: appID, sceneID: sceneID)
        let row = try perform("loading the windows of \(location)", writing: false) { pool in
            try pool.read { db in
                try Row.fetchOne(
                    db, sql: "SELECT schema_version, data FROM window_set WHERE app_id = ? AND scene_id = ?",
                    arguments: [appID, sceneID])
            }
        }
        guard let row else { return nil }
        if let version = Int.fromDatabaseValue(row[0]), version > WindowSet.currentSchemaVersion {
            throw .newerSchema(found: version, supported: WindowSet.currentSchemaVersion, location: location)
        }
        let set: WindowSet
        do {
            set = try coder.decodeValue(WindowSet.self, from: Data.fromDatabaseValue(row[1]) ?? Data())
        } catch {
            if let refusal = SnapshotStoreError.refusal(error, at: location) { throw refusal }
            throw try setAsideWindows(appID: appID, sceneID: sceneID, windows: [], reason: error.description)
        }
        return try WindowsSnapshot.loading(set, appID: appID, sceneID: sceneID) { scene throws(SnapshotStoreError) in
            try load(appID: appID, sceneID: scene)
        } settingAside: { windows, reason throws(SnapshotStoreError) in
            try setAsideWindows(appID: appID, sceneID: sceneID, windows: windows, reason: reason)
        }
    }

    /// Moves a scene key's window set and every window it names aside (see
    /// ``WindowsSnapshotStore/setAside(_:reason:)``).
    ///
    /// - Parameters:
    ///   - set: The set loaded.
    ///   - reason: Why they are set aside.
    /// - Returns: Where they are now.
    /// - Throws: ``SnapshotStoreError``; nothing was moved when it throws.
    public func setAside(_ set: WindowSet, reason: String) throws(SnapshotStoreError) -> [String] {
        if configuration.readOnly { throw .readOnly(path: path) }
        let moved = try setAsideWindows(
            appID: set.appID, sceneID: set.sceneID, windows: set.allWindows, reason: reason)
        guard case .quarantined(_, let places, _) = moved else { throw moved }
        return places
    }

    // MARK: - Helpers

    /// Moves a scene key's window set and the snapshots of `windows` to the quarantine tables,
    /// in one transaction, and returns the error that reports it.
    private func setAsideWindows(
        appID: String, sceneID: String, windows: [WindowID], reason: String
    ) throws(SnapshotStoreError) -> SnapshotStoreError {
        let location = location(appID: appID, sceneID: sceneID)
        if configuration.readOnly { return .damaged(location: location, reason: reason) }
        let scenes = windows.map { WindowSet.sceneID(of: $0, in: sceneID) }
        let moved = try perform("moving aside the windows of \(location)", writing: true) { pool in
            try pool.write { db -> [String] in
                var places: [String] = []
                if let row = try moveSetAside(appID: appID, sceneID: sceneID, reason: reason, in: db) {
                    places.append("\(path) (quarantined_window_set row \(row))")
                }
                for scene in scenes {
                    if let scene = try moveRowAside(appID: appID, sceneID: scene, reason: reason, in: db) {
                        places.append("\(path) (quarantined_snapshot row \(scene.row))")
                    }
                }
                return places
            }
        }
        for scene in scenes { sceneLogs[SceneKey(appID: appID, sceneID: scene)] = nil }
        return .quarantined(reason: reason, movedTo: moved, fresh: location)
    }

    /// Moves a window set row to `quarantined_window_set`; returns its row there, or `nil`.
    private func moveSetAside(appID: String, sceneID: String, reason: String, in db: Database) throws -> Int64? {
        try db.execute(
            sql: """
                INSERT INTO quarantined_window_set (app_id, scene_id, schema_version, saved_at, data, reason, quarantined_at)
                SELECT app_id, scene_id, schema_version, saved_at, data, ?, ? FROM window_set WHERE app_id = ? AND scene_id = ?
                """,
            arguments: [reason, NavigationSnapshot.milliseconds(configuration.now()), appID, sceneID])
        guard db.changesCount > 0 else { return nil }
        let row = db.lastInsertedRowID
        try db.execute(sql: "DELETE FROM window_set WHERE app_id = ? AND scene_id = ?", arguments: [appID, sceneID])
        return row
    }

    /// Refuses to replace a window set of a newer schema; moves an unreadable one aside (with
    /// nothing else: the windows it named are unknown). Returns the set it replaces.
    private func refuseToReplaceSet(
        appID: String, sceneID: String, location: String, in db: Database
    ) throws -> WindowSet? {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT schema_version, data FROM window_set WHERE app_id = ? AND scene_id = ?",
                arguments: [appID, sceneID])
        else { return nil }
        if let version = Int.fromDatabaseValue(row[0]), version > WindowSet.currentSchemaVersion {
            throw SnapshotStoreError.newerSchema(
                found: version, supported: WindowSet.currentSchemaVersion, location: location)
        }
        do {
            return try coder.decodeValue(WindowSet.self, from: Data.fromDatabaseValue(row[1]) ?? Data())
        } catch {
            if let refusal = SnapshotStoreError.refusal(error, at: location) { throw refusal }
            _ = try moveSetAside(appID: appID, sceneID: sceneID, reason: error.description, in: db)
            return nil
        }
    }

    /// Whether a scene has a snapshot row.
    private func hasSnapshotRow(_ snapshot: NavigationSnapshot, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT 1 FROM snapshot WHERE app_id = ? AND scene_id = ?",
            arguments: [snapshot.appID, snapshot.sceneID]) ?? false
    }

    /// Deletes a scene's snapshot, tree changes, bag rows and journal, inside the caller's
    /// transaction.
    private func deleteSceneRows(appID: String, sceneID: String, in db: Database) throws {
        for table in ["snapshot", "tree_change", "state_bag", "journal"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE app_id = ? AND scene_id = ?", arguments: [appID, sceneID])
        }
    }

    /// Where a snapshot goes, for messages.
    private func location(of snapshot: NavigationSnapshot) -> String {
        location(appID: snapshot.appID, sceneID: snapshot.sceneID)
    }
}
