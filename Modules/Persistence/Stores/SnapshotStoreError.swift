/// Why a ``SnapshotStore`` could not do what was asked.
public enum SnapshotStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The store, or one scene's snapshot in it, could not be read. It was moved aside (never
    /// overwritten, never deleted) and a fresh, empty one is used from now on.
    ///
    /// - Parameters:
    ///   - reason: What was wrong with it.
    ///   - movedTo: Where it is now: files (a database with its `-wal` and `-shm` files), or a
    ///     row of the database's quarantine table.
    ///   - fresh: Where the fresh store is.
    case quarantined(reason: String, movedTo: [String], fresh: String)
    /// A snapshot was saved by a newer schema version than this build knows. It was left
    /// untouched, and saves that would replace it are refused.
    case newerSchema(found: Int, supported: Int, location: String)
    /// A snapshot's schema version is too large to read (more than any `Int`); like a newer
    /// one, it was left untouched, and saves that would replace it are refused.
    case schemaTooLarge(found: String, supported: Int, location: String)
    /// A snapshot's schema version is older than any migration knows.
    case unsupportedSchema(found: Int, oldest: Int, location: String)
    /// The database was migrated by a newer version of the app; it can be read but this build
    /// does not write to it.
    case newerDatabase(path: String, unknownMigrations: [String])
    /// An app or scene id cannot name a snapshot (it is empty).
    case invalidIdentifier(kind: String, value: String)
    /// The snapshot could not be encoded; nothing was saved.
    case unencodable(location: String, reason: String)
    /// A file operation failed.
    case io(operation: String, path: String, reason: String)
    /// A database operation failed for a reason other than a damaged database.
    case database(operation: String, path: String, reason: String)
    /// A journal row could not be decoded.
    case unreadableJournal(path: String, row: Int64, reason: String)
    /// The path cannot hold a store: a FIFO, a device, a folder where a file is needed, a URI,
    /// a file or folder that cannot be written. Nothing was opened or created.
    case unusablePath(path: String, problem: String)
    /// The file is an SQLite database that Wayfinder did not create (another application id, or
    /// tables that are not Wayfinder's). It was left byte for byte as it was.
    case foreignDatabase(path: String, reason: String)
    /// A store opened read-only cannot be read (damaged, or a row that cannot be decoded); it
    /// was left as it is, nothing moved aside.
    case damaged(location: String, reason: String)
    /// A write was asked of a store opened read-only; nothing was written.
    case readOnly(path: String)
    /// Another run of the app (another process, or another store on the same file) holds the
    /// database locked, and waiting for it timed out.
    ///
    /// - Parameters:
    ///   - path: The database.
    ///   - operation: What could not be done: `saving /data/state.sqlite (app 'shop', scene 'main')`.
    ///   - onDisk: What is on disk after it, as a sentence.
    case locked(path: String, operation: String, onDisk: String)

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .quarantined(let reason, let movedTo, let fresh):
            "unreadable store (\(reason)); moved it aside to \(movedTo.joined(separator: ", ")) and started fresh at \(fresh)"
        case .newerSchema(let found, let supported, let location):
            "\(location): snapshot schema version \(found) is newer than this build supports (\(supported)); "
                + "it was left untouched and will not be overwritten"
        case .schemaTooLarge(let found, let supported, let location):
            "\(location): snapshot schema version \(found) is too large to read (this build supports \(supported)); "
                + "it was left untouched and will not be overwritten"
        case .unsupportedSchema(let found, let oldest, let location):
            "\(location): snapshot schema version \(found) is not supported; the oldest readable version is \(oldest)"
        case .newerDatabase(let path, let unknown):
            "\(path): the database was migrated by a newer version (unknown migrations: \(unknown.joined(separator: ", "))); "
                + "it is read-only for this build"
        case .invalidIdentifier(let kind, let value):
            "invalid \(kind) '\(value)': it must not be empty"
        case .unencodable(let location, let reason):
            "\(location): \(reason); nothing was saved"
        case .io(let operation, let path, let reason):
            "\(path): \(operation) failed: \(reason)"
        case .database(let operation, let path, let reason):
            "\(path): \(operation) failed: \(reason)"
        case .unreadableJournal(let path, let row, let reason):
            "\(path): journal row \(row) cannot be read: \(reason)"
        case .unusablePath(let path, let problem):
            "'\(path)' \(problem)"
        case .foreignDatabase(let path, let reason):
            "'\(path)' is an SQLite database that Wayfinder did not create (\(reason)); it was left untouched. "
                + "Give the navigation state a file of its own"
        case .damaged(let location, let reason):
            "\(location) cannot be read (\(reason)); it was left as it is"
        case .readOnly(let path):
            "\(path): the store was opened read-only; nothing was written"
        case .locked(let path, let operation, let onDisk):
            "\(path) is locked by another run of the app: \(operation) waited for it and gave up; \(onDisk)"
        }
    }

    /// The store error for a format error found at `location`, or `nil` when the data is simply
    /// unreadable (the caller quarantines it).
    static func refusal(_ error: SnapshotFormatError, at location: String) -> SnapshotStoreError? {
        switch error {
        case .newerSchema(let found, let supported):
            .newerSchema(found: found, supported: supported, location: location)
        case .schemaTooLarge(let found, let supported):
            .schemaTooLarge(found: found, supported: supported, location: location)
        case .unsupportedSchema(let found, let oldest):
            .unsupportedSchema(found: found, oldest: oldest, location: location)
        case .unencodable(let reason):
            .unencodable(location: location, reason: reason)
        case .malformed, .needsMigration:
            nil
        }
    }

    /// Checks that an app and a scene id can name a snapshot.
    static func check(appID: String, sceneID: String) throws(SnapshotStoreError) {
        if appID.isEmpty { throw .invalidIdentifier(kind: "app id", value: appID) }
        if sceneID.isEmpty { throw .invalidIdentifier(kind: "scene id", value: sceneID) }
    }
}
