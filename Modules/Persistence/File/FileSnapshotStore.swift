import Foundation
import WayfinderCoordinators
import WayfinderRouting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``SnapshotStore`` that keeps one JSON file per scene: the small alternative to
/// ``SQLiteSnapshotStore``, without a journal.
///
/// Layout, under `directory`:
///
/// ```
/// <app>/<scene>.json                      the snapshot (SnapshotCoder's JSON)
/// <app>/<scene>.json.tmp-<pid>            a save in progress (or cut short by a crash)
/// <app>/<scene>.json.corrupt-<UTC time>   an unreadable snapshot, moved aside
/// <app>/<scene>.json.set-aside-<UTC time> a snapshot a restore could not bring back whole
/// ```
///
/// App and scene ids are written (letters, digits, `_` and `-`
/// as is, any other byte as `%XX`). One file per scene lets every window save on its own
/// without rewriting the others. A save writes the temporary file, flushes it, renames it over
/// the snapshot and flushes the directory, so after a crash the scene holds either the previous
/// snapshot or the new one.
public actor FileSnapshotStore: SnapshotStore {
    /// The folder the store keeps its files in.
    public nonisolated let directory: String
    let coder: SnapshotCoder
    private let quarantine: Quarantine
    /// Whether the store only reads: nothing is created or moved aside, and writes throw
    /// ``SnapshotStoreError/readOnly(path:)``.
    public nonisolated let readOnly: Bool
    /// Scene files this store has read or written, so a save need not check them again for a
    /// snapshot of a newer schema.
    private var checked: Set<String> = []
    /// Whether ``directory`` passed ``StorePath``'s check.
    private var directoryChecked = false

    /// Creates a store; nothing is read or created before the first call.
    ///
    /// - Parameters:
    ///   - directory: The folder to keep files in; created when needed.
    ///   - registry: The route types snapshots may hold.
    ///   - readOnly: Whether the store only reads (for commands that only show).
    ///   - now: The clock that dates quarantined files.
    public init(
        directory: String, registry: RouteRegistry, readOnly: Bool = false,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.directory = directory
        self.coder = SnapshotCoder(registry: registry)
        self.readOnly = readOnly
        self.quarantine = Quarantine(now: now)
    }

    /// Refuses a folder that is a FIFO, a device or a file, or that cannot be written, before
    /// anything is opened in it.
    private func checkDirectory() throws(SnapshotStoreError) {
        guard !directoryChecked else { return }
        var isFolder: ObjCBool = false
        if readOnly, FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue {
            directoryChecked = true
            return
        }
        try StorePath.check(directory, for: .folder)
        directoryChecked = true
    }

    /// The file holding the snapshot of a scene.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    /// - Returns: `<directory>/<app>/<scene>.json`.
    public nonisolated func path(appID: String, sceneID: String) -> String {
        "\(appDirectory(appID))/\(SceneFileName.encode(sceneID)).json"
    }

    private nonisolated func appDirectory(_ appID: String) -> String {
        "\(directory)/\(SceneFileName.encode(appID))"
    }

    // MARK: - SnapshotStore

    /// Saves a snapshot atomically, replacing the scene's file.
    ///
    /// - Parameter snapshot: The snapshot; its app and scene name the file.
    /// - Throws: ``SnapshotStoreError/newerSchema(found:supported:location:)`` when the file
    ///   holds a snapshot of a newer schema (left untouched),
    ///   ``SnapshotStoreError/quarantined(reason:movedTo:fresh:)`` when it holds something
    ///   unreadable (moved aside; nothing saved), and I/O errors.
    public func save(_ snapshot: NavigationSnapshot) throws(SnapshotStoreError) {
        if readOnly { throw .readOnly(path: directory) }
        try checkDirectory()
        let path = path(appID: snapshot.appID, sceneID: snapshot.sceneID)
        let data = try coder.encodeForSaving(snapshot, to: path)
        if !checked.contains(path) {
            try refuseToReplace(path)
            try createDirectory(appDirectory(snapshot.appID))
            removeAbandonedSaves(of: path)
        }
        try AtomicFile.replace(path, with: data, via: "\(path).tmp-\(getpid())")
        checked.insert(path)
    }

    /// Loads the snapshot of a scene, migrating an older schema.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    /// - Returns: The snapshot, or `nil` when the scene has no file.
    /// - Throws: ``SnapshotStoreError/newerSchema(found:supported:location:)`` (file left
    ///   untouched), ``SnapshotStoreError/quarantined(reason:movedTo:fresh:)`` for an unreadable
    ///   file (moved aside), and I/O errors.
    public func load(appID: String, sceneID: String) throws(SnapshotStoreError) -> NavigationSnapshot? {
        try SnapshotStoreError.check(appID: appID, sceneID: sceneID)
        try checkDirectory()
        let path = path(appID: appID, sceneID: sceneID)
        guard let data = try read(path) else { return nil }
        do {
            let snapshot = try coder.decode(data)
            checked.insert(path)
            return snapshot
        } catch {
            if let refusal = SnapshotStoreError.refusal(error, at: path) { throw refusal }
            if readOnly { throw .damaged(location: path, reason: error.description) }
            throw try moveAside(path, reason: error.description)
        }
    }

    /// Moves a scene's file aside as `<scene>.json.set-aside-<UTC time>`, so the next save does
    /// not overwrite it: for a snapshot that a restore could not bring back whole.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    ///   - reason: Why it is set aside (the file keeps the snapshot as it was; the reason is
    ///     for the caller's report).
    /// - Returns: The new path, or nothing when the scene has no file.
    /// - Throws: ``SnapshotStoreError/io(operation:path:reason:)`` when the move fails.
    public func setAside(appID: String, sceneID: String, reason: String) throws(SnapshotStoreError) -> [String] {
        try SnapshotStoreError.check(appID: appID, sceneID: sceneID)
        if readOnly { throw .readOnly(path: directory) }
        let path = path(appID: appID, sceneID: sceneID)
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        checked.remove(path)
        return try quarantine.moveAside(path, label: "set-aside")
    }

    /// Deletes the file of a scene; a scene without one is left as it is.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene.
    /// - Throws: ``SnapshotStoreError/io(operation:path:reason:)`` when the file cannot be removed.
    public func delete(appID: String, sceneID: String) throws(SnapshotStoreError) {
        try SnapshotStoreError.check(appID: appID, sceneID: sceneID)
        if readOnly { throw .readOnly(path: directory) }
        let path = path(appID: appID, sceneID: sceneID)
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .io(operation: "deleting", path: path, reason: String(cString: strerror(errno)))
        }
        checked.remove(path)
    }

    /// The scenes of an app that have a file.
    ///
    /// - Parameter appID: The app.
    /// - Returns: Scene ids, sorted.
    /// - Throws: ``SnapshotStoreError/io(operation:path:reason:)`` when the folder cannot be listed.
    public func scenes(appID: String) throws(SnapshotStoreError) -> [String] {
        let folder = appDirectory(appID)
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .io(operation: "listing", path: folder, reason: error.localizedDescription)
        }
        return names.compactMap { name in
            guard name.hasSuffix(".json") else { return nil }
            return SceneFileName.decode(String(name.dropLast(5)))
        }.sorted()
    }

    // MARK: - Files

    /// The file's contents, or `nil` when there is no file.
    private func read(_ path: String) throws(SnapshotStoreError) -> Data? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .io(operation: "reading", path: path, reason: error.localizedDescription)
        }
    }

    /// Refuses to replace a snapshot of a newer schema; moves an unreadable file aside.
    private func refuseToReplace(_ path: String) throws(SnapshotStoreError) {
        guard let data = try read(path) else { return }
        let version: Int
        do {
            version = try coder.schemaVersion(of: data)
        } catch {
            if case .schemaTooLarge = error, let refusal = SnapshotStoreError.refusal(error, at: path) { throw refusal }
            throw try moveAside(path, reason: error.description)
        }
        if version > NavigationSnapshot.currentSchemaVersion {
            throw .newerSchema(found: version, supported: NavigationSnapshot.currentSchemaVersion, location: path)
        }
    }

    /// Moves a file aside (as `<file>.<label>-<UTC time>`: `corrupt` for one that cannot be
    /// read, `set-aside` for one kept back) and says where it went.
    func setAside(_ path: String, label: String) throws(SnapshotStoreError) -> [String] {
        checked.remove(path)
        return try quarantine.moveAside(path, label: label)
    }

    /// Moves an unreadable scene file aside and returns the error that reports it.
    private func moveAside(_ path: String, reason: String) throws(SnapshotStoreError) -> SnapshotStoreError {
        let moved = try quarantine.moveAside(path)
        checked.remove(path)
        return .quarantined(reason: reason, movedTo: moved, fresh: path)
    }

    private func createDirectory(_ path: String) throws(SnapshotStoreError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .io(operation: "creating the directory", path: path, reason: error.localizedDescription)
        }
    }

    /// Removes temporary files of saves whose process died before renaming them.
    private func removeAbandonedSaves(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = "\((path as NSString).lastPathComponent).tmp-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                unlink("\(folder)/\(name)")
            }
        }
    }
}
