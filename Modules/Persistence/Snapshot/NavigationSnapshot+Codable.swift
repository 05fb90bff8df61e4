import Foundation
import WayfinderCoordinators
import WayfinderRouting

// Shape (schema 1), keys sorted:
//   {"appID": "shop", "sceneID": "main", "savedAt": 1717236000000, "schemaVersion": 1,
//    "tree": {"coordinators": {...}, "root": {"container": ..., "entries": [...], "hosted": [...]}}}
// With saved state bags, "states": {"entries": [{"entry": ..., "state": {...}}], "flows": [...]}
// is added; a snapshot without any has no "states" key.
// The tree is NavigationTree's own Codable form; routes are {"type": <registered name>, "value": ...}.

extension NavigationSnapshot: Codable {
    enum CodingKeys: String, CodingKey {
        case schemaVersion, appID, sceneID, savedAt, tree, states
    }

    /// Decodes a snapshot of the current schema version; routes decode through the
    /// `RouteRegistry` in `decoder.userInfo[.routeRegistry]`.
    ///
    /// Entries whose route cannot be read back are left out (with every entry above them in
    /// their stack) and listed in ``unreadable``.
    ///
    /// - Parameter decoder: A decoder whose `userInfo` holds a `RouteRegistry`.
    /// - Throws: `RouteRegistryError.missingRegistry` without a registry;
    ///   ``SnapshotFormatError/newerSchema(found:supported:)`` for a newer version (or
    ///   ``SnapshotFormatError/schemaTooLarge(found:supported:)`` for one too large to read),
    ///   ``SnapshotFormatError/needsMigration(from:)`` for an older one (``SnapshotCoder``
    ///   migrates those); decoding errors for anything else that is not a snapshot.
    public init(from decoder: any Decoder) throws {
        guard decoder.userInfo[.routeRegistry] is RouteRegistry else { throw RouteRegistryError.missingRegistry }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try SnapshotFormatError.schemaVersion(in: container, forKey: .schemaVersion)
        if version > Self.currentSchemaVersion {
            throw SnapshotFormatError.newerSchema(found: version, supported: Self.currentSchemaVersion)
        }
        if version < Self.currentSchemaVersion {
            throw SnapshotFormatError.needsMigration(from: version)
        }
        let tree = try container.decode(SavedTree.self, forKey: .tree)
        self.init(
            schemaVersion: version,
            appID: try container.decode(String.self, forKey: .appID),
            sceneID: try container.decode(String.self, forKey: .sceneID),
            savedAtMilliseconds: try container.decode(Int64.self, forKey: .savedAt),
            tree: tree.tree,
            unreadable: tree.unreadable
        )
        states = try container.decodeIfPresent(SavedStates.self, forKey: .states) ?? SavedStates()
    }

    /// Encodes the snapshot; ``SnapshotCoder`` sorts the keys.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoding errors of the routes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(appID, forKey: .appID)
        try container.encode(sceneID, forKey: .sceneID)
        try container.encode(savedAtMilliseconds, forKey: .savedAt)
        try container.encode(tree, forKey: .tree)
        if !states.isEmpty { try container.encode(states, forKey: .states) }
    }
}
