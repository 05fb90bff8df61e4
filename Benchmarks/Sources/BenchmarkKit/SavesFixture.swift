import Foundation
import WayfinderCoordinators
import WayfinderPersistence

/// Issue 16's saves scenario: what state restoration's saving does with `saveEvery: 1` (after every
/// commit, a snapshot, the events and the navigator's changes since the last save go to SQLite),
/// `pushes` pushes one transaction at a time.
@MainActor
public enum SavesFixture {
    /// Runs `runs` times: a fresh navigator and store, `pushes` pushes each saved (or, without
    /// `saving`, the same pushes and observer with no store: what the navigation alone costs).
    ///
    /// - Returns: How many saves were made.
    public static func run(pushes: Int, runs: Int, saving: Bool = true) async throws -> Int {
        let registry = try BenchRoute.registry()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-saves-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var saves = 0
        for run in 0..<runs {
            let store = SQLiteSnapshotStore(
                path: folder.appendingPathComponent("\(run).sqlite").path, registry: registry)
            let fixture = try await RouterFixture(plugins: false)
            let journal = EventJournal()
            let navigator = fixture.navigator
            navigator.observe { event in
                journal.events.append(event)
                if let change = navigator.inFlight, change.id == event.sequence { journal.changes.record(change) }
            }
            for index in 0..<pushes {
                try await fixture.root.router.navigate(toRoute: .pushed(index))
                let events = journal.events
                let changes = journal.changes
                journal.events = []
                journal.changes = NavigationChanges()
                guard saving else { continue }
                try await store.save(navigator.snapshot(appID: "bench"), journal: events, changes: changes)
                saves += 1
            }
            try await store.close()
        }
        return saves
    }
}

extension SavesFixture {
    /// One saved push and one saved pop, `count` times, on a stack `depth` screens deep: the cost
    /// of one save at that depth (compactions included, amortised over the run).
    public static func pushPopSaved(depth: Int, count: Int) async throws -> Int {
        let registry = try BenchRoute.registry()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-save-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SQLiteSnapshotStore(path: folder.appendingPathComponent("state.sqlite").path, registry: registry)
        let fixture = try await RouterFixture.deep(depth)
        let navigator = fixture.navigator
        let journal = EventJournal()
        navigator.observe { event in
            journal.events.append(event)
            if let change = navigator.inFlight, change.id == event.sequence { journal.changes.record(change) }
        }
        func save() async throws {
            let events = journal.events
            let changes = journal.changes
            journal.events = []
            journal.changes = NavigationChanges()
            try await store.save(navigator.snapshot(appID: "bench"), journal: events, changes: changes)
        }
        try await store.save(navigator.snapshot(appID: "bench"), journal: [], changes: NavigationChanges())
        for index in 0..<count {
            try await fixture.root.router.navigate(toRoute: .pushed(index))
            try await save()
            try await fixture.root.router.pop()
            try await save()
        }
        try await store.close()
        return count * 2
    }
}

/// The events and changes committed since the last save.
@MainActor
final class EventJournal {
    var events: [NavigationEvent] = []
    var changes = NavigationChanges()
}
