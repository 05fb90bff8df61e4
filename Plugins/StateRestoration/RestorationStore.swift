import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting

/// The store the plugin saves to: SQLite (with its journal) or files.
enum RestorationStore: Sendable {
    case sqlite(SQLiteSnapshotStore)
    case file(FileSnapshotStore)

    /// Creates the store the options name, for the routes of `registry`.
    init(_ options: StateRestorationPlugin.Options, registry: RouteRegistry) {
        switch options.store {
        case .sqlite: self = .sqlite(SQLiteSnapshotStore(path: options.path, registry: registry))
        case .file: self = .file(FileSnapshotStore(directory: options.path, registry: registry))
        }
    }

    /// Saves a snapshot, with journal events and the navigator's changes since the previous
    /// save for SQLite (which then writes only what changed); the file store writes it whole.
    func save(
        _ saved: SavedState, journal: [NavigationEvent], changes: NavigationChanges?
    ) async throws(SnapshotStoreError) {
        switch (self, saved) {
        case (.sqlite(let store), .one(let snapshot)):
            try await store.save(snapshot, journal: journal, changes: changes)
        case (.file(let store), .one(let snapshot)): try await store.save(snapshot)
        case (.sqlite(let store), .windows(let windows)): try await store.saveWindows(windows, journal: journal)
        case (.file(let store), .windows(let windows)): try await store.saveWindows(windows)
        }
    }

    /// Loads a scene's saved windows, or its one snapshot as the main window.
    func loadWindows(appID: String, sceneID: String) async throws(SnapshotStoreError) -> WindowsSnapshot? {
        switch self {
        case .sqlite(let store): try await store.loadAnyWindows(appID: appID, sceneID: sceneID)
        case .file(let store): try await store.loadAnyWindows(appID: appID, sceneID: sceneID)
        }
    }

    /// Moves a scene's saved windows (its set and every window it names) out of the next
    /// save's way, keeping them with their reason.
    func setAside(_ set: WindowSet, reason: String) async throws(SnapshotStoreError) -> [String] {
        switch self {
        case .sqlite(let store): try await store.setAside(set, reason: reason)
        case .file(let store): try await store.setAside(set, reason: reason)
        }
    }

    /// Loads a scene's snapshot.
    func load(appID: String, sceneID: String) async throws(SnapshotStoreError) -> NavigationSnapshot? {
        switch self {
        case .sqlite(let store): try await store.load(appID: appID, sceneID: sceneID)
        case .file(let store): try await store.load(appID: appID, sceneID: sceneID)
        }
    }

    /// Moves a scene's snapshot out of the next save's way, keeping it with its reason.
    func setAside(appID: String, sceneID: String, reason: String) async throws(SnapshotStoreError) -> [String] {
        switch self {
        case .sqlite(let store): try await store.setAside(appID: appID, sceneID: sceneID, reason: reason)
        case .file(let store): try await store.setAside(appID: appID, sceneID: sceneID, reason: reason)
        }
    }

    /// Leaves the store as one self-contained file (SQLite); nothing for files.
    func close() async throws(SnapshotStoreError) {
        if case .sqlite(let store) = self { try await store.close() }
    }
}
