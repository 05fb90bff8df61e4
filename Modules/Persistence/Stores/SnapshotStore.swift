import WayfinderCoordinators

/// Where snapshots are kept: one per scene of an app; each save replaces the scene's snapshot
/// (``SQLiteSnapshotStore`` writes only what changed since the previous save, and loads the
/// snapshot with those changes applied).
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

    /// Moves the snapshot of one scene out of the way of the next save, keeping it with its
    /// reason: for a snapshot that a restore could not bring back whole (a guard refused it,
    /// parts of it no longer fit the app), which a save of the fresh state would overwrite.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    ///   - reason: Why it is set aside.
    /// - Returns: Where it is now; nothing when the scene has no snapshot.
    /// - Throws: ``SnapshotStoreError``; nothing was moved when it throws.
    func setAside(appID: String, sceneID: String, reason: String) async throws(SnapshotStoreError) -> [String]

    /// The scenes of an app that have a snapshot.
    ///
    /// - Parameter appID: The app.
    /// - Returns: Scene ids, sorted.
    /// - Throws: ``SnapshotStoreError``.
    func scenes(appID: String) async throws(SnapshotStoreError) -> [String]
}
