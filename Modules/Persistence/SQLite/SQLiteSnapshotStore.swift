import Foundation
internal import GRDB
import WayfinderRouting

/// The default ``SnapshotStore``: one SQLite database (through GRDB) holding a row per scene
/// and an append-only journal of navigation events.
///
/// The database runs in WAL mode behind a `DatabasePool` and is created and upgraded by
/// migrations (see `SQLiteSnapshotStore+Schema.swift` for the tables). A save costs what
/// changed, not the size of the tree: it appends to the scene's `tree_change` rows the stacks
/// it changed (entries kept, entries added) and writes the `state_bag` row of each saved state
/// bag that changed (only those rows when the tree did not), and the whole snapshot is written again only when
/// those changes outgrow it (``Configuration/compactionFloor``), on the first save of a scene
/// by this store, and on ``close()``. Loading reads the snapshot and applies the changes and
/// bag rows after it. Journal events are appended in the same transaction, trimming the oldest ones beyond
/// ``Configuration/journalLimit``. A committed save survives a crash of the process; with
/// ``Configuration/synchronousCommits`` it also survives a power loss.
///
/// Nothing touches the disk before the first call, which checks the path first (a FIFO, a
/// device, a folder or a URI is refused with ``SnapshotStoreError/unusablePath(path:problem:)``)
/// and refuses a database Wayfinder did not create, leaving it byte for byte as it was
/// (``SnapshotStoreError/foreignDatabase(path:reason:)``). The call that finds the database damaged
/// (not a database, cut short, failing its integrity check) moves it aside with its `-wal` and
/// `-shm` files, creates a fresh one, and throws
/// ``SnapshotStoreError/quarantined(reason:movedTo:fresh:)``; a scene whose snapshot or tree
/// changes cannot be read, or whose changes do not apply to its snapshot, is moved to the
/// `quarantined_snapshot` and `quarantined_tree_change` tables the same way.
///
/// ```swift
/// let store = SQLiteSnapshotStore(path: "/data/navigation.sqlite", registry: registry)
/// try await store.save(snapshot, journal: [event])
/// let recent = try await store.journal(appID: "shop", sceneID: "main", limit: 20)
/// ```
public actor SQLiteSnapshotStore: SnapshotStore {
    /// How the store behaves.
    public struct Configuration: Sendable {
        /// How many journal events are kept per scene; appending beyond it trims the oldest.
        public var journalLimit: Int
        /// Whether each commit is flushed to the disk before it returns (`synchronous = FULL`).
        /// Off, a crash of the process still loses nothing committed, and a power loss leaves
        /// the database consistent but may lose the last commits.
        public var synchronousCommits: Bool
        /// The clock that dates journal rows and quarantined files.
        public var now: @Sendable () -> Date
        /// Whether the store only reads: the file must exist, nothing is created, migrated or
        /// moved aside (a damaged store or row is reported and left as it is), and every write
        /// throws ``SnapshotStoreError/readOnly(path:)``. For commands that only show.
        public var readOnly: Bool
        /// How many bytes of tree changes a scene may gather after its snapshot before the
        /// snapshot is written again, when the snapshot itself is smaller: the changes are
        /// compacted once they outgrow both. Each save so costs what it changed plus, amortised,
        /// a constant share of a snapshot, and loading reads at most twice the snapshot's size.
        public var compactionFloor: Int
        /// How long an operation waits for a lock another run of the app holds on the database
        /// before it fails with ``SnapshotStoreError/locked(path:operation:onDisk:)``; 10 seconds.
        public var lockTimeout: TimeInterval = 10

        /// Creates a configuration whose ``compactionFloor`` is 16 KiB.
        ///
        /// - Parameters:
        ///   - journalLimit: Journal events kept per scene.
        ///   - synchronousCommits: Whether each commit is flushed to the disk.
        ///   - readOnly: Whether the store only reads.
        ///   - now: The clock.
        public init(
            journalLimit: Int = 1_000, synchronousCommits: Bool = false, readOnly: Bool = false,
            now: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.init(
                journalLimit: journalLimit, synchronousCommits: synchronousCommits, readOnly: readOnly,
                compactionFloor: 16_384, now: now)
        }

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - journalLimit: Journal events kept per scene.
        ///   - synchronousCommits: Whether each commit is flushed to the disk.
        ///   - readOnly: Whether the store only reads.
        ///   - compactionFloor: Bytes of tree changes kept after a smaller snapshot.
        ///   - now: The clock.
        public init(
            journalLimit: Int = 1_000, synchronousCommits: Bool = false, readOnly: Bool = false,
            compactionFloor: Int, now: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.journalLimit = journalLimit
            self.synchronousCommits = synchronousCommits
            self.readOnly = readOnly
            self.compactionFloor = compactionFloor
            self.now = now
        }
    }

    /// The database file.
    public nonisolated let path: String
    /// How the store behaves.
    public nonisolated let configuration: Configuration
    let coder: SnapshotCoder
    /// The last migration to apply; all of them except in tests of the migrations.
    private let migrationTarget: String?
    private var pool: DatabasePool?
    /// Migrations the database has that this build does not know; non-empty means read-only.
    private var unknownMigrations: [String] = []
    /// The tree each scene has on disk (snapshot and changes), for the scenes this store saved
    /// or loaded since it opened the database: what the next save's change is computed against.
    var sceneLogs: [SceneKey: SceneLog] = [:]
    /// What each scene's journal held after this store last appended to it, so that trimming it
    /// costs what is removed, not the journal's length (checked against the database first).
    var journalSpans: [SceneKey: JournalSpan] = [:]

    /// Creates a store; the database is opened (created, migrated) by the first call.
    ///
    /// - Parameters:
    ///   - path: The database file; its directory is created when needed.
    ///   - registry: The route types snapshots and events may hold.
    ///   - configuration: Journal size, durability and clock.
    public init(path: String, registry: RouteRegistry, configuration: Configuration = Configuration()) {
        self.init(path: path, registry: registry, configuration: configuration, migratingUpTo: nil)
    }

    init(path: String, registry: RouteRegistry, configuration: Configuration, migratingUpTo target: String?) {
        self.path = path
        self.configuration = configuration
        self.coder = SnapshotCoder(registry: registry)
        self.migrationTarget = target
    }

    /// Writes the snapshot of every scene that has tree changes after its own, copies the
    /// write-ahead log into the database file and closes it, leaving one self-contained file
    /// of snapshots; the next call opens it again.
    ///
    /// - Throws: ``SnapshotStoreError/locked(path:operation:onDisk:)`` when another run holds
    ///   the database (every save is whole on disk then; only folding in the log is left for
    ///   the next run); ``SnapshotStoreError/database(operation:path:reason:)`` when SQLite
    ///   refuses; the errors of a save when a snapshot cannot be written (the database stays
    ///   open then).
    public func close() throws(SnapshotStoreError) {
        guard let pool else { return }
        try compactAll()
        sceneLogs = [:]
        journalSpans = [:]
        self.pool = nil
        do {
            if isWritable {
                _ = try pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            }
            try pool.close()
        } catch {
            try? pool.close()
            if let error = error as? DatabaseError, Self.isLock(error) {
                throw .locked(
                    path: path, operation: "closing the store",
                    onDisk: "every save is on disk and whole (in the write-ahead log \(path)-wal, which the next run "
                        + "folds in); nothing was lost")
            }
            throw .database(operation: "closing", path: path, reason: Self.describe(error))
        }
    }

    // MARK: - Running operations

    /// Runs `body` on the open database, quarantining it when SQLite finds it damaged.
    func perform<T>(
        _ operation: String, writing: Bool, _ body: (DatabasePool) throws -> T
    ) throws(SnapshotStoreError) -> T {
        let pool = try database()
        if writing, configuration.readOnly { throw .readOnly(path: path) }
        if writing, !unknownMigrations.isEmpty {
            throw .newerDatabase(path: path, unknownMigrations: unknownMigrations)
        }
        do {
            return try body(pool)
        } catch let error as SnapshotStoreError {
            throw error
        } catch let error as DatabaseError where Self.isDamage(error) {
            throw quarantine(reason: Self.describe(error))
        } catch let error as DatabaseError where Self.isLock(error) {
            throw .locked(
                path: path, operation: operation,
                onDisk: writing
                    ? "nothing of it was written; the store holds the previous save, whole"
                    : "nothing was read; the store is as the other run leaves it")
        } catch {
            throw .database(operation: operation, path: path, reason: Self.describe(error))
        }
    }

    /// Whether the store may write to its database (not read-only, not migrated by a newer
    /// version).
    var isWritable: Bool { !configuration.readOnly && unknownMigrations.isEmpty }

    /// The open database, opening it first if needed.
    private func database() throws(SnapshotStoreError) -> DatabasePool {
        if let pool { return pool }
        try StorePath.check(path, for: configuration.readOnly ? .readDatabase : .database)
        do {
            let pool = try open()
            self.pool = pool
            return pool
        } catch let foreign as Foreign {
            throw .foreignDatabase(path: path, reason: foreign.reason)
        } catch let damage as Damage {
            throw quarantine(reason: damage.reason)
        } catch let error as DatabaseError where Self.isDamage(error) {
            throw quarantine(reason: Self.describe(error))
        } catch let error as DatabaseError where Self.isLock(error) {
            throw .locked(
                path: path, operation: "opening the store",
                onDisk: "nothing was read or written; the store is as the other run leaves it")
        } catch {
            throw .database(operation: "opening", path: path, reason: Self.describe(error))
        }
    }

    /// Opens the database, checks its integrity and migrates it (unless a newer version did).
    private func open() throws -> DatabasePool {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !configuration.readOnly {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try Self.checkExisting(path)
        var grdb = GRDB.Configuration()
        grdb.label = "WayfinderPersistence"
        grdb.busyMode = .timeout(configuration.lockTimeout)
        grdb.readonly = configuration.readOnly
        if configuration.synchronousCommits, !configuration.readOnly {
            grdb.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        }
        let pool = try DatabasePool(path: path, configuration: grdb)
        do {
            let migrator = Self.migrator
            let applied = try pool.read { db in try migrator.appliedIdentifiers(db) }
            unknownMigrations = applied.filter { !Self.migrationIdentifiers.contains($0) }.sorted()
            if unknownMigrations.isEmpty, !configuration.readOnly {
                try migrator.migrate(
                    pool, upTo: migrationTarget ?? Self.migrationIdentifiers[Self.migrationIdentifiers.count - 1])
            }
        } catch {
            try? pool.close()
            throw error
        }
        return pool
    }

    /// Moves the damaged database aside with its `-wal` and `-shm` files, opens a fresh one,
    /// and returns the error that reports it.
    private func quarantine(reason: String) -> SnapshotStoreError {
        if configuration.readOnly {
            if let pool {
                try? pool.close()
                self.pool = nil
            }
            return .damaged(location: path, reason: reason)
        }
        if let pool {
            try? pool.close()
            self.pool = nil
        }
        sceneLogs = [:]
        journalSpans = [:]
        let moved: [String]
        do {
            moved = try Quarantine(now: configuration.now).moveAside(path, suffixes: ["-wal", "-shm"])
        } catch {
            return error
        }
        do {
            pool = try open()
        } catch {
            return .database(
                operation: "starting a fresh database after moving the damaged one aside", path: path,
                reason: Self.describe(error))
        }
        return .quarantined(reason: reason, movedTo: moved, fresh: path)
    }

    // MARK: - Errors

    /// Whether SQLite says the file is damaged or not a database at all.
    static func isDamage(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    /// Whether SQLite says another connection holds the database locked.
    static func isLock(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? error.description }
        if let error = error as? SnapshotStoreError { return error.description }
        return error.localizedDescription
    }
}
