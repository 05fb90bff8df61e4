import Foundation
import WayfinderCoordinators

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSnapshotStore: WindowsSnapshotStore {
    // MARK: - Windows

    /// The file holding a scene key's window set: `<directory>/<app>/<scene>.windows.json`
    /// (each window's snapshot is an ordinary scene file, ``path(appID:sceneID:)`` of
    /// ``WindowSet/sceneID(of:in:)``).
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene key.
    public nonisolated func windowSetPath(appID: String, sceneID: String) -> String {
        "\(directory)/\(SceneFileName.encode(appID))/\(SceneFileName.encode(sceneID)).windows.json"
    }

    /// Saves every window of a scene: each open window's file (atomically, as ``save(_:)``),
    /// each recently closed window's when it has none yet (a closed window does not change),
    /// then the window set, atomically, last: a set on disk never names a window whose file is
    /// not written. Then the files of windows the previous set named and this one does not are
    /// deleted.
    ///
    /// - Parameter saved: The windows.
    /// - Throws: As ``save(_:)``; a set of a newer schema is refused and left untouched, an
    ///   unreadable one moved aside first. When it throws, the previous set is still on disk
    ///   with every window it names.
    public func saveWindows(_ saved: WindowsSnapshot) throws(SnapshotStoreError) {
        let set = saved.set
        try SnapshotStoreError.check(appID: set.appID, sceneID: set.sceneID)
        if readOnly { throw .readOnly(path: directory) }
        let setPath = windowSetPath(appID: set.appID, sceneID: set.sceneID)
        if let missing = saved.missingWindows() { throw .unencodable(location: setPath, reason: missing) }
        let data: Data
        do {
            data = try coder.encodeValue(set)
        } catch {
            throw .unencodable(location: setPath, reason: error.description)
        }
        let previous = try previousSet(at: setPath)
        for window in saved.windows { try save(window) }
        for window in saved.recentlyClosed
        where !FileManager.default.fileExists(atPath: path(appID: window.appID, sceneID: window.sceneID)) {
            try save(window)
        }
        try AtomicFile.replace(setPath, with: data, via: "\(setPath).tmp-\(getpid())")
        let kept = Set(set.allWindows)
        for window in previous?.allWindows ?? [] where !kept.contains(window) {
            try delete(appID: set.appID, sceneID: WindowSet.sceneID(of: window, in: set.sceneID))
        }
    }

    /// Loads the saved windows of a scene: its window set and the snapshot of every window it
    /// names.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene key.
    /// - Returns: The windows, or `nil` when the scene has no window set.
    /// - Throws: ``SnapshotStoreError/newerSchema(found:supported:location:)`` for a set or a
    ///   window of a newer schema (left untouched);
    ///   ``SnapshotStoreError/quarantined(reason:movedTo:fresh:)`` when the set cannot be read,
    ///   names a window without a file, or a window's file cannot be read: the set and every
    ///   window file it names are moved aside, never overwritten.
    public func loadWindows(appID: String, sceneID: String) throws(SnapshotStoreError) -> WindowsSnapshot? {
        try SnapshotStoreError.check(appID: appID, sceneID: sceneID)
        let setPath = windowSetPath(appID: appID, sceneID: sceneID)
        guard FileManager.default.fileExists(atPath: setPath) else { return nil }
        let set: WindowSet
        do {
            set = try decodeSet(at: setPath)
        } catch {
            if case .refused(let refusal) = error { throw refusal }
            guard case .unreadable(let reason) = error else {
                throw .io(operation: "reading", path: setPath, reason: "\(error)")
            }
            throw try setAsideWindows(appID: appID, sceneID: sceneID, windows: [], reason: reason)
        }
        return try WindowsSnapshot.loading(set, appID: appID, sceneID: sceneID) { scene throws(SnapshotStoreError) in
            try load(appID: appID, sceneID: scene)
        } settingAside: { windows, reason throws(SnapshotStoreError) in
            try setAsideWindows(appID: appID, sceneID: sceneID, windows: windows, reason: reason)
        }
    }

    /// Moves a scene key's window set and every window it names aside (see
    /// ``WindowsSnapshotStore/setAside(_:reason:)``).
    ///
    /// - Parameters:
    ///   - set: The set loaded.
    ///   - reason: Why they are set aside.
    /// - Returns: Where they are now.
    /// - Throws: ``SnapshotStoreError``; nothing was moved when it throws.
    public func setAside(_ set: WindowSet, reason: String) throws(SnapshotStoreError) -> [String] {
        if readOnly { throw .readOnly(path: directory) }
        let moved = try setAsideWindows(
            appID: set.appID, sceneID: set.sceneID, windows: set.allWindows, reason: reason, label: "set-aside")
        guard case .quarantined(_, let places, _) = moved else { throw moved }
        return places
    }

    // MARK: - Helpers

    /// Why a set file could not be decoded.
    private enum SetProblem: Error {
        case refused(SnapshotStoreError)
        case unreadable(String)
    }

    /// Decodes a set file.
    private func decodeSet(at path: String) throws(SetProblem) -> WindowSet {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .refused(.io(operation: "reading", path: path, reason: error.localizedDescription))
        }
        do {
            let version = try coder.schemaVersion(of: data)
            if version > WindowSet.currentSchemaVersion {
                throw SetProblem.refused(
                    .newerSchema(found: version, supported: WindowSet.currentSchemaVersion, location: path))
            }
            return try coder.decodeValue(WindowSet.self, from: data)
        } catch let problem as SetProblem {
            throw problem
        } catch let error as SnapshotFormatError {
            if case .schemaTooLarge = error, let refusal = SnapshotStoreError.refusal(error, at: path) {
                throw .refused(refusal)
            }
            throw .unreadable(error.description)
        } catch {
            throw .unreadable("\(error)")
        }
    }

    /// The set a save replaces: `nil` when there is none; an unreadable one is moved aside
    /// (the windows it named are unknown, so their files stay); a newer one is refused.
    private func previousSet(at path: String) throws(SnapshotStoreError) -> WindowSet? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try decodeSet(at: path)
        } catch {
            guard case .unreadable = error else {
                if case .refused(let refusal) = error { throw refusal }
                return nil
            }
            _ = try setAside(path, label: "corrupt")
            return nil
        }
    }

    /// Moves a scene key's set file and the files of `windows` aside, and returns the error
    /// that reports it.
    private func setAsideWindows(
        appID: String, sceneID: String, windows: [WindowID], reason: String, label: String = "corrupt"
    ) throws(SnapshotStoreError) -> SnapshotStoreError {
        let setPath = windowSetPath(appID: appID, sceneID: sceneID)
        if readOnly { return .damaged(location: setPath, reason: reason) }
        var moved = try setAside(setPath, label: label)
        for window in windows {
            let path = path(appID: appID, sceneID: WindowSet.sceneID(of: window, in: sceneID))
            if FileManager.default.fileExists(atPath: path) { moved += try setAside(path, label: label) }
        }
        return .quarantined(reason: reason, movedTo: moved, fresh: setPath)
    }
}
