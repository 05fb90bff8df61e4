import Foundation
import WayfinderCoordinators

/// A saved copy of everything one scene of an app showed: the whole ``/WayfinderCoordinators/NavigationTree`` with a
/// schema version, the app and scene it belongs to, and when it was saved.
///
/// Routes are stored by their registered name with their `Codable` parameters, so encoding and
/// decoding need a `RouteRegistry` in the coder's `userInfo`; ``SnapshotCoder`` puts it there,
/// writes keys in sorted order (the same snapshot always gives the same bytes), and migrates
/// snapshots saved by older schema versions.
///
/// Decoding is lenient about routes only: an entry whose route cannot be read back (its type is
/// no longer registered, or its data no longer decodes) is left out with every entry above it
/// in its stack, and listed in ``unreadable``; restoring the snapshot reports them.
///
/// ```swift
/// let snapshot = NavigationSnapshot(appID: "shop", sceneID: "main", tree: navigator.tree)
/// try await store.save(snapshot)
/// ```
public struct NavigationSnapshot: Hashable, Sendable {
    // MARK: - Schema

    /// The schema version this build writes and reads.
    ///
    /// - 0: the first shape: one scene per app, `savedAt` as an ISO 8601 string.
    /// - 1: adds `sceneID`; `savedAt` in whole milliseconds since 1970.
    /// - 2: adds the saved state bags (`states`), so that a build that cannot restore them
    ///   refuses the snapshot as newer (and leaves it untouched) instead of dropping them.
    public static let currentSchemaVersion = 2

    /// The scene id given to snapshots saved before scenes existed (schema 0).
    public static let defaultSceneID = "main"

    // MARK: - Contents

    /// The schema version of this snapshot: ``currentSchemaVersion`` once decoded, since older
    /// ones are migrated.
    public let schemaVersion: Int
    /// The app the snapshot belongs to.
    public var appID: String
    /// The scene (window) of the app the snapshot belongs to.
    public var sceneID: String
    /// The whole navigation tree.
    public var tree: NavigationTree
    /// The saved state bags of the tree's entries and flows; empty when there is none.
    public var states = SavedStates()
    /// Entries left out while decoding because their route could not be read back, with every
    /// entry above them (and the content they hosted). Empty for a snapshot made in memory;
    /// never encoded.
    public internal(set) var unreadable: [DroppedEntry]

    /// When the snapshot was saved, to the millisecond (what is stored).
    public var savedAt: Date {
        get { Date(timeIntervalSince1970: Double(savedAtMilliseconds) / 1_000) }
        set { savedAtMilliseconds = Self.milliseconds(newValue) }
    }

    /// ``savedAt`` as whole milliseconds since 1970.
    var savedAtMilliseconds: Int64

    // MARK: - Creating

    /// Creates a snapshot of the current schema version.
    ///
    /// - Parameters:
    ///   - appID: The app the snapshot belongs to.
    ///   - sceneID: The scene it belongs to.
    ///   - savedAt: When it is saved; kept to the millisecond.
    ///   - tree: The navigation tree.
    public init(
        appID: String, sceneID: String = NavigationSnapshot.defaultSceneID, savedAt: Date = Date(), tree: NavigationTree
    ) {
        self.init(
            schemaVersion: Self.currentSchemaVersion, appID: appID, sceneID: sceneID,
            savedAtMilliseconds: Self.milliseconds(savedAt), tree: tree, unreadable: []
        )
    }

    init(
        schemaVersion: Int, appID: String, sceneID: String, savedAtMilliseconds: Int64, tree: NavigationTree,
        unreadable: [DroppedEntry]
    ) {
        self.schemaVersion = schemaVersion
        self.appID = appID
        self.sceneID = sceneID
        self.savedAtMilliseconds = savedAtMilliseconds
        self.tree = tree
        self.unreadable = unreadable
    }

    /// Whole milliseconds since 1970, clamped to what `Int64` holds (a NaN date counts as 1970).
    static func milliseconds(_ date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1_000).rounded()
        if value.isNaN { return 0 }
        if value >= 9.2e18 { return .max }
        if value <= -9.2e18 { return .min }
        return Int64(value)
    }
}
