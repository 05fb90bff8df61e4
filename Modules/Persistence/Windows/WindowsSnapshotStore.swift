import WayfinderCoordinators

/// A ``SnapshotStore`` that also keeps every window of a scene (see ``WindowsSnapshot``).
///
/// Corrupt or partial saved windows (a set that cannot be read, a window it names whose
/// snapshot is missing or unreadable) are treated as a snapshot that cannot be read: the set
/// and every window snapshot it names are moved aside, never overwritten, and loading throws
/// ``SnapshotStoreError/quarantined(reason:movedTo:fresh:)``; the next save starts fresh.
public protocol WindowsSnapshotStore: SnapshotStore {
    /// Saves every window of a scene atomically, replacing its saved windows; the snapshots of
    /// windows the set no longer names (neither open nor recently closed) are deleted.
    ///
    /// - Parameter snapshot: The windows.
    /// - Throws: ``SnapshotStoreError``; nothing was saved when it throws.
    func saveWindows(_ snapshot: WindowsSnapshot) async throws(SnapshotStoreError)

    /// Loads the saved windows of a scene.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene key.
    /// - Returns: The windows, or `nil` when the scene has no window set (it was saved as one
    ///   window, or not at all: ``SnapshotStore/load(appID:sceneID:)`` reads it).
    /// - Throws: ``SnapshotStoreError``.
    func loadWindows(appID: String, sceneID: String) async throws(SnapshotStoreError) -> WindowsSnapshot?

    /// Moves a scene key's saved windows (its set and every window the set names) out of the
    /// next save's way, keeping them with their reason: for windows a restore could not bring
    /// back whole.
    ///
    /// - Parameters:
    ///   - set: The set loaded (``WindowsSnapshot/set``).
    ///   - reason: Why they are set aside.
    /// - Returns: Where they are now.
    /// - Throws: ``SnapshotStoreError``.
    func setAside(_ set: WindowSet, reason: String) async throws(SnapshotStoreError) -> [String]
}

extension WindowsSnapshotStore {
    /// Loads whatever a scene has saved: its windows, or its one snapshot as the main window.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene key.
    /// - Returns: The windows, or `nil` when nothing is saved.
    /// - Throws: ``SnapshotStoreError``.
    public func loadAnyWindows(appID: String, sceneID: String) async throws(SnapshotStoreError) -> WindowsSnapshot? {
        if let windows = try await loadWindows(appID: appID, sceneID: sceneID) { return windows }
        return try await load(appID: appID, sceneID: sceneID).map { WindowsSnapshot(single: $0) }
    }
}

extension WindowsSnapshot {
    /// The windows `set` names, each read with `load`, for a store's
    /// ``WindowsSnapshotStore/loadWindows(appID:sceneID:)``: a set saved under another scene, a
    /// window that cannot be read (its own snapshot moved aside by `load`) or is missing sets
    /// the set and the other windows aside with `settingAside`, and throws the quarantine that
    /// names everything moved.
    ///
    /// - Parameters:
    ///   - set: The set read.
    ///   - appID: The app it was read for.
    ///   - sceneID: The scene key it was read for.
    ///   - load: Reads the snapshot of a scene id.
    ///   - settingAside: Moves the set and these windows aside for a reason, and returns the
    ///     quarantine error saying where.
    static func loading(
        _ set: WindowSet, appID: String, sceneID: String,
        load: (String) throws(SnapshotStoreError) -> NavigationSnapshot?,
        settingAside: ([WindowID], String) throws(SnapshotStoreError) -> SnapshotStoreError
    ) throws(SnapshotStoreError) -> WindowsSnapshot {
        guard set.appID == appID, set.sceneID == sceneID else {
            throw try settingAside([], "the window set is saved as app '\(set.appID)', scene '\(set.sceneID)'")
        }
        var snapshots: [WindowID: NavigationSnapshot] = [:]
        for window in set.allWindows {
            do {
                snapshots[window] = try load(WindowSet.sceneID(of: window, in: sceneID))
            } catch {
                guard case .quarantined(let reason, let movedTo, _) = error else { throw error }
                let rest = try settingAside(
                    set.allWindows.filter { $0 != window }, "window \(window) could not be read: \(reason)")
                guard case .quarantined(let why, let others, let fresh) = rest else { throw rest }
                throw .quarantined(reason: why, movedTo: movedTo + others, fresh: fresh)
            }
        }
        let saved = WindowsSnapshot(
            set: set, windows: set.windows.compactMap { snapshots[$0] },
            recentlyClosed: set.recentlyClosed.compactMap { snapshots[$0] })
        if let missing = saved.missingWindows() { throw try settingAside(set.allWindows, missing) }
        return saved
    }

    /// Checks that every window the set names has its snapshot, under the right scene id.
    ///
    /// - Returns: What is missing, or `nil` when nothing is.
    func missingWindows() -> String? {
        let missing = set.allWindows.filter { snapshot(of: $0) == nil }
        guard !missing.isEmpty else { return nil }
        return "the window set names \(missing.map(\.description).joined(separator: ", ")) but "
            + "\(missing.count == 1 ? "its snapshot is" : "their snapshots are") missing"
    }
}
