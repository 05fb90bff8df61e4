import Foundation
import WayfinderCoordinators

/// A saved copy of every window of one scene of an app: the ``WindowSet`` and one
/// ``NavigationSnapshot`` per window (a one-window tree with its saved state bags), for the
/// open windows and for the recently closed ones.
///
/// Stores write it atomically (``WindowsSnapshotStore/saveWindows(_:)``): SQLite in one
/// transaction, the file store each window's file first and the set last, so a set never names
/// a window whose snapshot is not written. An app that never opened a second window saves a
/// plain ``NavigationSnapshot`` as before; its snapshot is the main window's.
///
/// ```swift
/// try await store.saveWindows(navigator.windowsSnapshot(appID: "shop"))
/// if let saved = try await store.loadWindows(appID: "shop", sceneID: "main") {
///     let report = try await navigator.restore(saved)
/// }
/// ```
public struct WindowsSnapshot: Hashable, Sendable {
    /// Which windows are open, which has focus, which were closed recently.
    public var set: WindowSet
    /// The snapshot of each open window, in opening order.
    public var windows: [NavigationSnapshot]
    /// The snapshot of each recently closed window, the oldest first.
    public var recentlyClosed: [NavigationSnapshot]

    /// Creates saved windows.
    ///
    /// - Parameters:
    ///   - set: The window set.
    ///   - windows: One snapshot per open window, under ``WindowSet/sceneID(of:in:)``.
    ///   - recentlyClosed: One snapshot per recently closed window.
    public init(set: WindowSet, windows: [NavigationSnapshot], recentlyClosed: [NavigationSnapshot] = []) {
        self.set = set
        self.windows = windows
        self.recentlyClosed = recentlyClosed
    }

    /// The saved windows of a one-window snapshot (saved before windows, or by an app that
    /// opened no second one): its tree is the main window's, focused.
    ///
    /// - Parameter snapshot: The snapshot.
    public init(single snapshot: NavigationSnapshot) {
        set = WindowSet(
            appID: snapshot.appID, sceneID: snapshot.sceneID, windows: [.main], focused: .main, focusOrder: [.main],
            nextID: WindowID.main.rawValue + 1, savedAt: snapshot.savedAt)
        windows = [snapshot]
        recentlyClosed = []
    }

    /// Whether this is what an app with one window saves: the main window alone, nothing
    /// closed (``NavigationSnapshot`` restores it as well).
    public var isOneWindow: Bool { self.set.windows == [.main] && self.set.recentlyClosed.isEmpty }

    /// The snapshot of a window, open or recently closed.
    ///
    /// - Parameter id: A window.
    public func snapshot(of id: WindowID) -> NavigationSnapshot? {
        let scene = WindowSet.sceneID(of: id, in: set.sceneID)
        return (windows + recentlyClosed).first { $0.sceneID == scene }
    }

    /// The window one of the set's snapshots belongs to, open or recently closed: the inverse
    /// of ``snapshot(of:)``.
    ///
    /// - Parameter snapshot: A snapshot of the set.
    /// - Returns: Its window, or `nil` when the set names no window saved under its scene id.
    public func window(of snapshot: NavigationSnapshot) -> WindowID? {
        set.allWindows.first { WindowSet.sceneID(of: $0, in: set.sceneID) == snapshot.sceneID }
    }
}
