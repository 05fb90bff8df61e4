import Foundation

/// One step of the snapshot JSON shape, from schema ``version`` to the next.
///
/// Migrations rewrite the document, not Swift values, so an old snapshot is read by exactly the
/// decoder that reads current ones.
struct SnapshotMigration: Sendable {
    /// The version this step reads; it writes `version + 1`.
    let version: Int
    /// Rewrites the top-level object in place (`schemaVersion` is set by the caller).
    let migrate: @Sendable (inout [String: Any]) throws(SnapshotFormatError) -> Void

    /// Every migration, oldest first; the last one writes
    /// ``NavigationSnapshot/currentSchemaVersion``.
    static let all: [SnapshotMigration] = [.addScenes, .addStates]

    /// Schema 0 → 1: snapshots gain a `sceneID` (an app may have several windows; schema 0
    /// snapshots become the ``NavigationSnapshot/defaultSceneID`` scene), and `savedAt` turns
    /// from an ISO 8601 string into whole milliseconds since 1970.
    ///
    /// ```
    /// {"appID": "shop", "savedAt": "2024-06-01T10:00:00Z", "schemaVersion": 0, "tree": {...}}
    /// {"appID": "shop", "sceneID": "main", "savedAt": 1717236000000, "schemaVersion": 1, "tree": {...}}
    /// ```
    static let addScenes = SnapshotMigration(version: 0) { object throws(SnapshotFormatError) in
        guard let text = object["savedAt"] as? String else {
            throw .malformed("schema 0 snapshot has no savedAt date")
        }
        guard let date = ISO8601DateFormatter().date(from: text) else {
            throw .malformed("schema 0 savedAt '\(text)' is not an ISO 8601 date")
        }
        object["savedAt"] = NavigationSnapshot.milliseconds(date)
        if object["sceneID"] == nil {
            object["sceneID"] = NavigationSnapshot.defaultSceneID
        }
    }

    /// Schema 1 → 2: snapshots may hold saved state bags under `states`. A schema 1 snapshot
    /// has none, or has them in exactly the schema 2 shape (the build that introduced bags wrote
    /// them before the version went up): either way it is kept as it is, `states` included.
    ///
    /// ```
    /// {"appID": "shop", "schemaVersion": 1, "states": {"entries": [...]}, "tree": {...}}
    /// {"appID": "shop", "schemaVersion": 2, "states": {"entries": [...]}, "tree": {...}}
    /// ```
    static let addStates = SnapshotMigration(version: 1) { object throws(SnapshotFormatError) in
        if let states = object["states"], !(states is [String: Any]) {
            throw .malformed("schema 1 states must be an object of 'entries' and 'flows'")
        }
    }
}

extension SnapshotCoder {
    // MARK: - Migrating

    /// Rewrites an older snapshot to the current shape, then decodes it.
    func decode(migrating data: Data, from version: Int) throws(SnapshotFormatError) -> NavigationSnapshot {
        let steps = SnapshotMigration.all
        let oldest = steps.first?.version ?? NavigationSnapshot.currentSchemaVersion
        guard version >= oldest else { throw .unsupportedSchema(found: version, oldest: oldest) }
        var object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw SnapshotFormatError.malformed("a snapshot is a JSON object")
            }
            object = parsed
        } catch let error as SnapshotFormatError {
            throw error
        } catch {
            throw .malformed(SnapshotFormatError.describe(error))
        }
        var reached = version
        for step in steps where step.version >= version {
            try step.migrate(&object)
            reached = step.version + 1
            object["schemaVersion"] = reached
        }
        guard reached == NavigationSnapshot.currentSchemaVersion else {
            throw .unsupportedSchema(found: version, oldest: oldest)
        }
        let migrated: Data
        do {
            migrated = try JSONSerialization.data(withJSONObject: object)
        } catch {
            throw .malformed(SnapshotFormatError.describe(error))
        }
        return try decode(migrated)
    }
}
