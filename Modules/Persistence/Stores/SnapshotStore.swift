import WayfinderCoordinators

/// Where snapshots are kept: one per scene of an app, replaced as a whole on every save.
///
/// Stores are crash-safe: a save is either fully there or not at all, whenever the process
/// dies. A store that cannot be read (corrupt, cut short, not a store at all) is never
/// overwritten or deleted: the operation that finds it moves it aside, starts a fresh store in
/// its place, and throws ``SnapshotStoreError/quarantined(reason:movedTo:fresh:)`` naming both;
/// the next call works on the fresh store. A snapshot saved by a newer schema version is refused
/// and left untouched, and so is any save that would replace it.
///
/// ```swift
/// let store = SQLiteSnapshotStore(path: "/data/navigation.sqlite", registry: registry)
/// try await store.save(NavigationSnapshot(appID: "shop", sceneID: "main", tree: navigator.tree))
/// if let saved = try await store.load(appID: "shop", sceneID: "main") {
///     let report = try await navigator.restore(saved)
/// }
/// ```
public protocol SnapshotStore: Sendable {
    /// Saves a snapshot, replacing the one of the same app and scene.
    ///
    /// - Parameter snapshot: The snapshot.
    /// - Throws: ``SnapshotStoreError``; nothing was saved when it throws.
    func save(_ snapshot: NavigationSnapshot) async throws(SnapshotStoreError)

    /// Loads the snapshot of one scene.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    /// - Returns: The snapshot, or `nil` when none is stored.
    /// - Throws: ``SnapshotStoreError``.
    func load(appID: String, sceneID: String) async throws(SnapshotStoreError) -> NavigationSnapshot?

    /// Deletes the snapshot of one scene; deleting one that is not there does nothing.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    /// - Throws: ``SnapshotStoreError``.
    func delete(appID: String, sceneID: String) async throws(SnapshotStoreError)

    /// The scenes of an app that have a snapshot.
    ///
    /// - Parameter appID: The app.
    /// - Returns: Scene ids, sorted.
    /// - Throws: ``SnapshotStoreError``.
    func scenes(appID: String) async throws(SnapshotStoreError) -> [String]
}
