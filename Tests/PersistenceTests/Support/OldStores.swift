import Foundation
import WayfinderCoordinators

@testable import WayfinderPersistence

extension SQLiteSnapshotStore {
    /// Saves a snapshot as stores before tree changes (migration v5) did: one row per scene,
    /// replaced whole. For databases migrated only part of the way, in the migration tests.
    func saveAsBeforeTreeChanges(_ snapshot: NavigationSnapshot) throws {
        let json = String(decoding: try SnapshotCoder(registry: makeRegistry()).encode(snapshot), as: UTF8.self)
        try execute(
            """
            INSERT OR REPLACE INTO snapshot (app_id, scene_id, schema_version, saved_at, data)
            VALUES ('\(snapshot.appID)', '\(snapshot.sceneID)', \(snapshot.schemaVersion),
                    \(NavigationSnapshot.milliseconds(snapshot.savedAt)),
                    CAST('\(json.replacingOccurrences(of: "'", with: "''"))' AS BLOB))
            """)
    }
}
