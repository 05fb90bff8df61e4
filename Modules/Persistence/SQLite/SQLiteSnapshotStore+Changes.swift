import Foundation
internal import GRDB
import WayfinderCoordinators

extension SQLiteSnapshotStore {
    /// A scene of an app.
    struct SceneKey: Hashable {
        var appID: String
        var sceneID: String
    }

    /// What a scene has on disk, as this store last wrote or read it.
    struct SceneLog {
        /// The tree: the snapshot with every change after it applied.
        var tree: FlatTree
        /// The revision of the last save: the snapshot's, or its last change's.
        var revision: Int64
        /// The size of the snapshot's data.
        var snapshotBytes: Int
        /// The size of the changes after it.
        var changeBytes: Int
        /// When the last save was made, in milliseconds since 1970.
        var savedAt: Int64
        /// The navigator's last change the tree includes, when the saves said.
        var lastChange: UInt64?
        /// The saved state bags as on disk (the snapshot's, with the bag rows after it laid
        /// over them): what the next save's changed bags are found against.
        var states = SavedStates()
    }

    // MARK: - Saving

    /// Saves a snapshot, writing only what changed since the scene's previous save, and
    /// appends events to the scene's journal, in one transaction.
    ///
    /// A save appends a tree change to the scene: per stack that changed, how many entries
    /// stay and the entries above them, with what they host; and it writes the row of each
    /// saved state bag that changed (a save that changed only bags writes only their rows).
    /// The whole snapshot is written instead when the scene's changes would outgrow it (and
    /// ``Configuration/compactionFloor``), when this store has not saved or loaded the scene
    /// since it opened the database, and when the scene on disk is not what this store last
    /// left there.
    ///
    /// `changes` makes a save cost what changed, whatever the depth of the stacks: given the
    /// navigator's changes since the previous save, a stack they do not name is not compared
    /// at all, and the others only above the bottom entries no change touched. Without them
    /// (or when they do not follow on from the previous save's), every stack's entries are
    /// compared from the bottom. See ``NavigationChanges`` for how to record them.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot of the scene's tree.
    ///   - events: Events to append, oldest first; the journal then keeps the newest
    ///     ``Configuration/journalLimit``.
    ///   - changes: Every change the navigator committed since the previous save of this scene,
    ///     the last one being the change the snapshot's tree is the result of; `nil` when not
    ///     known.
    /// - Throws: As ``save(_:)``; nothing is written when it throws.
    public func save(
        _ snapshot: NavigationSnapshot, journal events: [NavigationEvent], changes: NavigationChanges?
    ) throws(SnapshotStoreError) {
        try SnapshotStoreError.check(appID: snapshot.appID, sceneID: snapshot.sceneID)
        let key = SceneKey(appID: snapshot.appID, sceneID: snapshot.sceneID)
        let location = location(appID: snapshot.appID, sceneID: snapshot.sceneID)
        let journal = try journalRows(events, location: location)
        let flat = try? FlatTree(snapshot.tree)
        let previous = sceneLogs[key]
        let lastChange = changes.map { $0.last ?? previous?.lastChange } ?? nil
        if let flat, var log = previous {
            let change = TreeChange(from: log.tree, to: flat, hint: ChangedEntries(changes, after: log.lastChange))
            let bags = try bagRows(from: log.states, to: snapshot.states, location: location)
            // A save that changed bags and not the tree writes only the bags' rows.
            let data: Data?
            do {
                data = change.isEmpty && !bags.isEmpty ? nil : try coder.encodeValue(change)
            } catch {
                throw .unencodable(location: location, reason: error.description)
            }
            let bytes = (data?.count ?? 0) + bags.reduce(0) { $0 + $1.owner.utf8.count + ($1.data?.count ?? 0) }
            if log.changeBytes + bytes <= max(log.snapshotBytes, configuration.compactionFloor) {
                let revision = data == nil ? log.revision : log.revision + 1
                var span: JournalSpan?
                let appended = try perform("saving \(location)", writing: true) { pool in
                    try pool.write { db in
                        guard try head(of: key, in: db) == log.revision else { return false }
                        if let data {
                            try db.cachedStatement(
                                sql: """
                                    INSERT INTO tree_change (app_id, scene_id, revision, saved_at, data)
                                    VALUES (?, ?, ?, ?, ?)
                                    """
                            ).execute(arguments: [key.appID, key.sceneID, revision, snapshot.savedAtMilliseconds, data])
                        }
                        try writeBags(bags, of: key, savedAt: snapshot.savedAtMilliseconds, location: location, in: db)
                        span = try appendJournal(journal, appID: key.appID, sceneID: key.sceneID, in: db)
                        return true
                    }
                }
                if appended {
                    noteJournal(span, appID: key.appID, sceneID: key.sceneID)
                    log.tree = flat
                    log.revision = revision
                    log.states = snapshot.states
                    log.changeBytes += bytes
                    log.savedAt = snapshot.savedAtMilliseconds
                    log.lastChange = lastChange
                    sceneLogs[key] = log
                    return
                }
            }
        }
        try writeSnapshot(snapshot, flat: flat, journal: journal, lastChange: lastChange)
    }

    /// Writes a scene's whole snapshot and drops its tree changes, in one transaction.
    ///
    /// - Parameter compacting: For a compaction (not a save), the revision the scene must still
    ///   be at: a scene another store saved since is left to it.
    private func writeSnapshot(
        _ snapshot: NavigationSnapshot, flat: FlatTree?, journal: [JournalRow], lastChange: UInt64?,
        compacting: Int64? = nil
    ) throws(SnapshotStoreError) {
        let key = SceneKey(appID: snapshot.appID, sceneID: snapshot.sceneID)
        let location = location(appID: snapshot.appID, sceneID: snapshot.sceneID)
        let data = try coder.encodeForSaving(snapshot, to: location)
        var span: JournalSpan?
        let revision = try perform("saving \(location)", writing: true) { pool in
            try pool.write { db -> Int64? in
                if let compacting, try head(of: key, in: db) != compacting { return nil }
                let revision = try replaceSnapshotRow(snapshot, data: data, location: location, in: db)
                span = try appendJournal(journal, appID: key.appID, sceneID: key.sceneID, in: db)
                return revision
            }
        }
        noteJournal(span, appID: key.appID, sceneID: key.sceneID)
        guard let revision else {
            sceneLogs[key] = nil
            return
        }
        noteWritten(snapshot, flat: flat, revision: revision, bytes: data.count, lastChange: lastChange)
    }

    /// Remembers what a scene has on disk after its whole snapshot was written.
    func noteWritten(
        _ snapshot: NavigationSnapshot, flat: FlatTree?, revision: Int64, bytes: Int, lastChange: UInt64?
    ) {
        sceneLogs[SceneKey(appID: snapshot.appID, sceneID: snapshot.sceneID)] = flat.map {
            SceneLog(
                tree: $0, revision: revision, snapshotBytes: bytes, changeBytes: 0,
                savedAt: snapshot.savedAtMilliseconds, lastChange: lastChange, states: snapshot.states)
        }
    }

    /// Replaces a scene's snapshot row and drops its tree changes and bag rows, inside the
    /// caller's transaction, after refusing to replace a newer schema's snapshot or bags.
    ///
    /// - Returns: The revision written.
    func replaceSnapshotRow(
        _ snapshot: NavigationSnapshot, data: Data, location: String, in db: Database
    ) throws -> Int64 {
        let key = SceneKey(appID: snapshot.appID, sceneID: snapshot.sceneID)
        let head = try head(of: key, in: db)
        try refuseToReplace(appID: key.appID, sceneID: key.sceneID, location: location, in: db)
        try refuseNewerBags(of: key, location: location, in: db)
        let revision = (head ?? 0) + 1
        try db.execute(
            sql: """
                INSERT INTO snapshot (app_id, scene_id, schema_version, saved_at, data, revision)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (app_id, scene_id) DO UPDATE SET
                    schema_version = excluded.schema_version, saved_at = excluded.saved_at,
                    data = excluded.data, revision = excluded.revision
                """,
            arguments: [
                key.appID, key.sceneID, snapshot.schemaVersion, snapshot.savedAtMilliseconds, data, revision,
            ]
        )
        try db.execute(
            sql: "DELETE FROM tree_change WHERE app_id = ? AND scene_id = ?",
            arguments: [key.appID, key.sceneID])
        try db.execute(
            sql: "DELETE FROM state_bag WHERE app_id = ? AND scene_id = ?", arguments: [key.appID, key.sceneID])
        return revision
    }

    /// The revision of a scene's last save on disk, or `nil` when it has no snapshot.
    ///
    /// The last change's when there is one: the snapshot's revision column comes after its
    /// data, so reading it reads the whole snapshot, which only the first change after a
    /// snapshot pays for. (Changes never outlive their snapshot: every write that replaces,
    /// moves or deletes a snapshot drops its changes in the same transaction.)
    private func head(of key: SceneKey, in db: Database) throws -> Int64? {
        if let last = try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT MAX(revision) FROM tree_change WHERE app_id = ? AND scene_id = ?"),
            arguments: [key.appID, key.sceneID])
        {
            return last
        }
        return try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT revision FROM snapshot WHERE app_id = ? AND scene_id = ?"),
            arguments: [key.appID, key.sceneID])
    }

    /// Writes the snapshot of every scene with changes after its own, so the database holds
    /// only snapshots; a scene another store saved since this one's last save is left as it is.
    func compactAll() throws(SnapshotStoreError) {
        guard isWritable else { return }
        for (key, log) in sceneLogs.sorted(by: { ($0.key.appID, $0.key.sceneID) < ($1.key.appID, $1.key.sceneID) })
        where log.changeBytes > 0 {
            guard let tree = try? log.tree.tree() else { continue }
            var snapshot = NavigationSnapshot(
                schemaVersion: NavigationSnapshot.currentSchemaVersion, appID: key.appID, sceneID: key.sceneID,
                savedAtMilliseconds: log.savedAt, tree: tree, unreadable: [])
            snapshot.states = log.states
            try writeSnapshot(
                snapshot, flat: log.tree, journal: [], lastChange: log.lastChange, compacting: log.revision)
        }
    }

    // MARK: - Loading

    /// Loads the snapshot of a scene, migrating an older schema, with the tree changes saved
    /// after it applied.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    /// - Returns: The snapshot as of the scene's last save, or `nil` when the scene has no row.
    /// - Throws: ``SnapshotStoreError/newerSchema(found:supported:location:)`` (row left
    ///   untouched), ``SnapshotStoreError/quarantined(reason:movedTo:fresh:)`` for a damaged
    ///   database, an unreadable row, or tree changes that are unreadable, missing or do not
    ///   apply (the scene is moved aside whole), and database errors.
    public func load(appID: String, sceneID: String) throws(SnapshotStoreError) -> NavigationSnapshot? {
        try SnapshotStoreError.check(appID: appID, sceneID: sceneID)
        let key = SceneKey(appID: appID, sceneID: sceneID)
        let location = location(appID: appID, sceneID: sceneID)
        let stored = try perform("loading \(location)", writing: false) { pool in
            try pool.read { db -> (Row, [Row], [Row])? in
                guard
                    let row = try Row.fetchOne(
                        db,
                        sql: "SELECT schema_version, data, revision FROM snapshot WHERE app_id = ? AND scene_id = ?",
                        arguments: [appID, sceneID])
                else { return nil }
                let changes = try Row.fetchAll(
                    db,
                    sql:
                        "SELECT revision, saved_at, data FROM tree_change WHERE app_id = ? AND scene_id = ? ORDER BY revision",
                    arguments: [appID, sceneID])
                let bags = try Row.fetchAll(
                    db,
                    sql:
                        "SELECT owner, schema_version, saved_at, data FROM state_bag WHERE app_id = ? AND scene_id = ? ORDER BY owner",
                    arguments: [appID, sceneID])
                return (row, changes, bags)
            }
        }
        guard let stored else {
            sceneLogs[key] = nil
            return nil
        }
        let (row, changes, bags) = stored
        if let version = Int.fromDatabaseValue(row[0]), version > NavigationSnapshot.currentSchemaVersion {
            throw .newerSchema(found: version, supported: NavigationSnapshot.currentSchemaVersion, location: location)
        }
        let data = Data.fromDatabaseValue(row[1]) ?? Data()
        let snapshot: NavigationSnapshot
        // Under changes, entries whose route cannot be read keep their place until the changes
        // are applied; they are left out afterwards, as from a snapshot alone.
        var decoding = coder
        decoding.keepsUnreadableEntries = !changes.isEmpty
        do {
            snapshot = try decoding.decode(data)
        } catch {
            if let refusal = SnapshotStoreError.refusal(error, at: location) { throw refusal }
            throw try quarantineRow(appID: appID, sceneID: sceneID, reason: error.description)
        }
        let base = SceneLog(
            tree: FlatTree.empty, revision: Int64.fromDatabaseValue(row[2]) ?? 0, snapshotBytes: data.count,
            changeBytes: 0, savedAt: snapshot.savedAtMilliseconds, lastChange: nil, states: snapshot.states)
        do {
            var (log, result) = try replay(changes, on: snapshot, from: base)
            if !bags.isEmpty {
                let (states, savedAt) = try applyBags(bags, to: result.states, location: location)
                result.states = states
                result.savedAtMilliseconds = max(result.savedAtMilliseconds, savedAt)
                log?.states = states
                log?.savedAt = result.savedAtMilliseconds
            }
            // A tree that lost unreadable entries is not the one on disk: the next save writes
            // it whole.
            sceneLogs[key] = result.unreadable.isEmpty ? log : nil
            return result
        } catch let error as SnapshotStoreError {
            throw error
        } catch {
            throw try quarantineRow(appID: appID, sceneID: sceneID, reason: "\(error)")
        }
    }

    /// Applies a scene's tree changes, in revision order, to its snapshot.
    private func replay(
        _ rows: [Row], on snapshot: NavigationSnapshot, from base: SceneLog
    ) throws(TreeChangeFailure) -> (SceneLog?, NavigationSnapshot) {
        guard !rows.isEmpty else {
            var log = base
            guard let tree = try? FlatTree(snapshot.tree) else { return (nil, snapshot) }
            log.tree = tree
            return (log, snapshot)
        }
        var log = base
        do {
            log.tree = try FlatTree(snapshot.tree)
        } catch {
            throw TreeChangeFailure("the snapshot has tree changes but cannot take them: \(error)")
        }
        var unreadable = UnreadableEntries()
        unreadable.record(snapshot.unreadable)
        var decoding = coder
        decoding.keepsUnreadableEntries = true
        for row in rows {
            let revision = Int64.fromDatabaseValue(row[0])
            guard revision == log.revision + 1 else {
                throw TreeChangeFailure(
                    "tree change \(log.revision + 1) is missing (the next one is \(revision.map(String.init) ?? "unnumbered"))"
                )
            }
            let data = Data.fromDatabaseValue(row[2]) ?? Data()
            let change: TreeChange
            do {
                change = try decoding.decodeValue(TreeChange.self, from: data)
            } catch {
                let reason: String
                if case .malformed(let problem) = error { reason = problem } else { reason = error.description }
                throw TreeChangeFailure("tree change \(log.revision + 1) cannot be read: \(reason)")
            }
            do {
                try change.apply(to: &log.tree)
            } catch {
                throw TreeChangeFailure("tree change \(log.revision + 1) does not apply: \(error)")
            }
            unreadable.record(change.unreadable)
            log.revision += 1
            log.changeBytes += data.count
            log.savedAt = Int64.fromDatabaseValue(row[1]) ?? log.savedAt
        }
        let tree: NavigationTree
        do {
            tree = try log.tree.tree()
        } catch {
            throw TreeChangeFailure("the tree changes up to \(log.revision) do not make a tree: \(error)")
        }
        let readable = unreadable.leaveOut(from: tree)
        var result = NavigationSnapshot(
            schemaVersion: NavigationSnapshot.currentSchemaVersion, appID: snapshot.appID, sceneID: snapshot.sceneID,
            savedAtMilliseconds: log.savedAt, tree: readable.tree, unreadable: readable.dropped)
        result.states = snapshot.states
        return (log, result)
    }
}
