import Foundation
import WayfinderCoordinators

// Shape (schema 1), keys sorted:
//   {"appID": "shop", "focusOrder": [0, 2], "focused": 2, "nextID": 4, "recentlyClosed": [3],
//    "savedAt": 1717236000000, "schemaVersion": 1, "sceneID": "main", "windows": [0, 2]}

/// Which windows an app had open when it was saved: the record a scene key's saved windows are
/// read by (see ``WindowsSnapshot``).
///
/// Each window's snapshot is an ordinary ``NavigationSnapshot`` of a one-window tree, under the
/// scene id ``sceneID(of:in:)`` gives: the scene's own id for the main window, so a store saved
/// before windows existed reads as that window, and `main#w2` for window `w2`. The set names the
/// open windows in opening order, the focused one, the focus order, the next window id, and the
/// recently closed windows whose snapshots are kept.
public struct WindowSet: Hashable, Sendable {
    /// The schema version this build writes and reads.
    public static let currentSchemaVersion = 1

    /// The schema version of this set.
    public let schemaVersion: Int
    /// The app.
    public var appID: String
    /// The scene key the windows are saved under.
    public var sceneID: String
    /// The open windows, in opening order.
    public var windows: [WindowID]
    /// The window with focus; one of ``windows``.
    public var focused: WindowID
    /// The open windows by when they last had focus, ``focused`` last.
    public var focusOrder: [WindowID]
    /// The number the next window opened gets.
    public var nextID: UInt64
    /// The recently closed windows whose snapshots are kept, the oldest first.
    public var recentlyClosed: [WindowID]
    /// When the set was saved, in milliseconds since 1970.
    var savedAtMilliseconds: Int64

    /// Creates a set of the current schema version.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene key.
    ///   - windows: The open windows, in opening order.
    ///   - focused: The window with focus.
    ///   - focusOrder: The windows by when they last had focus, `focused` last.
    ///   - nextID: The number the next window gets.
    ///   - recentlyClosed: The recently closed windows, the oldest first.
    ///   - savedAt: When it is saved.
    public init(
        appID: String, sceneID: String = NavigationSnapshot.defaultSceneID, windows: [WindowID], focused: WindowID,
        focusOrder: [WindowID], nextID: UInt64, recentlyClosed: [WindowID] = [], savedAt: Date = Date()
    ) {
        schemaVersion = Self.currentSchemaVersion
        self.appID = appID
        self.sceneID = sceneID
        self.windows = windows
        self.focused = focused
        self.focusOrder = focusOrder
        self.nextID = nextID
        self.recentlyClosed = recentlyClosed
        savedAtMilliseconds = NavigationSnapshot.milliseconds(savedAt)
    }

    /// The scene id a window's snapshot is saved under: `scene` for ``/WayfinderCoordinators/WindowID/main`` (where a
    /// one-window app's snapshot has always been), `scene#w2` for window `w2`.
    ///
    /// - Parameters:
    ///   - window: A window.
    ///   - scene: The scene key.
    public static func sceneID(of window: WindowID, in scene: String) -> String {
        window == .main ? scene : "\(scene)#\(window)"
    }

    /// Every window whose snapshot the set keeps: the open ones, then the recently closed.
    public var allWindows: [WindowID] { windows + recentlyClosed }

    /// The number users know an open window by: its place in ``windows``, counted from 1, as
    /// the window table of the app that saved the set numbers it.
    ///
    /// - Parameter window: A window id.
    /// - Returns: The window's number, or `nil` when it is not open (a recently closed window
    ///   has none).
    public func number(of window: WindowID) -> Int? {
        windows.firstIndex(of: window).map { $0 + 1 }
    }
}

extension WindowSet: Codable {
    private enum CodingKeys: String, CodingKey {
        case schemaVersion, appID, sceneID, windows, focused, focusOrder, nextID, recentlyClosed, savedAt
    }

    /// Decodes a set and checks it is one a navigator could have saved: at least one open
    /// window, no id twice, every id below `nextID`, the focused window open, and the focus
    /// order naming each open window once, the focused one last.
    ///
    /// - Throws: ``SnapshotFormatError/newerSchema(found:supported:)`` for a newer version;
    ///   `DecodingError.dataCorrupted` naming what does not hold.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        let version = try SnapshotFormatError.schemaVersion(in: keyed, forKey: .schemaVersion)
        if version > Self.currentSchemaVersion {
            throw SnapshotFormatError.newerSchema(found: version, supported: Self.currentSchemaVersion)
        }
        schemaVersion = version
        appID = try keyed.decode(String.self, forKey: .appID)
        sceneID = try keyed.decode(String.self, forKey: .sceneID)
        windows = try keyed.decode([WindowID].self, forKey: .windows)
        focused = try keyed.decode(WindowID.self, forKey: .focused)
        focusOrder = try keyed.decode([WindowID].self, forKey: .focusOrder)
        nextID = try keyed.decode(UInt64.self, forKey: .nextID)
        recentlyClosed = try keyed.decodeIfPresent([WindowID].self, forKey: .recentlyClosed) ?? []
        savedAtMilliseconds = try keyed.decode(Int64.self, forKey: .savedAt)
        func corrupt(_ key: CodingKeys, _ text: String) -> DecodingError {
            .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath + [key], debugDescription: text))
        }
        let all = windows + recentlyClosed
        guard !windows.isEmpty else { throw corrupt(.windows, "a window set holds at least one open window") }
        guard Set(all).count == all.count else { throw corrupt(.windows, "window ids repeat: \(all)") }
        guard all.allSatisfy({ $0.rawValue < nextID }) else {
            throw corrupt(.nextID, "next id \(nextID) is not above every window's id: \(all)")
        }
        guard windows.contains(focused) else { throw corrupt(.focused, "focused window \(focused) is not open") }
        guard Set(focusOrder) == Set(windows), focusOrder.count == windows.count, focusOrder.last == focused else {
            throw corrupt(
                .focusOrder, "focus order \(focusOrder) does not list the open windows \(windows), \(focused) last")
        }
    }

    /// Encodes every field; a set without closed windows has no `recentlyClosed`.
    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(schemaVersion, forKey: .schemaVersion)
        try keyed.encode(appID, forKey: .appID)
        try keyed.encode(sceneID, forKey: .sceneID)
        try keyed.encode(windows, forKey: .windows)
        try keyed.encode(focused, forKey: .focused)
        try keyed.encode(focusOrder, forKey: .focusOrder)
        try keyed.encode(nextID, forKey: .nextID)
        if !recentlyClosed.isEmpty { try keyed.encode(recentlyClosed, forKey: .recentlyClosed) }
        try keyed.encode(savedAtMilliseconds, forKey: .savedAt)
    }
}
