import WayfinderCoordinators
import WayfinderPersistence

/// Saves snapshots one at a time, off the navigation path.
///
/// ``enqueue(_:journal:changes:)`` returns at once (an observer calls it on the main actor while
/// the navigator commits); one task drains the work, awaiting the store. While a save is in
/// flight, newer requests collapse into one: the latest snapshot, with every journal event
/// and every navigator change not yet saved, in order. So saves never overlap, never go out of order, and the last one is
/// always of the latest snapshot handed in. ``waitForSaves()`` returns once everything handed
/// in is saved.
@MainActor
final class SnapshotSaver {
    private let store: RestorationStore
    private let failed: @MainActor (SnapshotStoreError) -> Void
    private var pending: (snapshot: SavedState, journal: [NavigationEvent], changes: NavigationChanges?)?
    private var running: Task<Void, Never>?
    /// How many saves reached the store.
    private(set) var completed = 0

    /// Creates a saver for `store`, reporting failed saves to `failed`.
    init(store: RestorationStore, failed: @escaping @MainActor (SnapshotStoreError) -> Void) {
        self.store = store
        self.failed = failed
    }

    /// Hands in a snapshot to save, with the events and the navigator's changes since the
    /// previous one (`nil` when they are not all known).
    func enqueue(_ snapshot: SavedState, journal: [NavigationEvent], changes: NavigationChanges?) {
        if let previous = pending {
            var joined = previous.changes
            if let changes { joined?.append(changes) } else { joined = nil }
            pending = (snapshot, previous.journal + journal, joined)
        } else {
            pending = (snapshot, journal, changes)
        }
        if running == nil {
            running = Task { await self.drain() }
        }
    }

    /// Returns once every snapshot handed in so far is saved (or failed).
    func waitForSaves() async {
        while let running {
            await running.value
        }
    }

    private func drain() async {
        while let job = pending {
            pending = nil
            do {
                try await store.save(job.snapshot, journal: job.journal, changes: job.changes)
                completed += 1
            } catch {
                failed(error)
            }
        }
        running = nil
    }
}

/// What one save writes: one snapshot (an app with one window, as before windows), or every
/// window of the scene.
enum SavedState: Sendable {
    case one(NavigationSnapshot)
    case windows(WindowsSnapshot)
}
