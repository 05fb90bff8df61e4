/// The open windows of one navigator, in the order they were opened, and which one has focus.
///
/// A value with pure operations: opening focuses the new window; focusing makes a window the
/// one requests without a window of their own go to; closing the window with focus gives it to
/// the window focused before it. Every operation either succeeds or throws a ``WindowError``
/// and leaves the table as it was. Ids are issued in order and never reused, closed windows'
/// included.
///
/// The table is one reference wide (its fields live in one immutable box, replaced by each
/// change), so the navigator's state, a proposal and a change carry one word for it, and an app
/// with one window, which has no table, carries an empty one.
///
/// ```swift
/// var windows = WindowTable(main: rootCoordinator)   // w0, focused
/// let second = try windows.open(root: otherRoot)     // w1, focused
/// try windows.focus(.main)
/// try windows.close(second)                          // focus stays on w0
/// ```
public struct WindowTable: Hashable, Sendable {
    /// The open windows, in the order they were opened.
    public var windows: [WindowState] { storage.fields.windows }
    /// The window with focus; always one of ``windows``.
    public var focused: WindowID { storage.fields.focused }
    /// The open windows by when they last had focus, the longest ago first and ``focused``
    /// last: who gets focus when the focused window closes.
    public var focusOrder: [WindowID] { storage.fields.focusOrder }
    /// The number the next window opened gets.
    public var nextID: UInt64 { storage.fields.nextID }
    /// The most windows open at once, or `nil` for no limit (a manifest's `windows: max:`).
    public var limit: Int? { storage.fields.limit }

    private var storage: Storage

    /// Creates a table with one window, ``WindowID/main``, focused and shown.
    ///
    /// - Parameters:
    ///   - root: The coordinator at the main window's root.
    ///   - limit: The most windows open at once (at least 1), or `nil` for no limit.
    public init(main root: CoordinatorID, limit: Int? = nil) {
        storage = Storage(
            Fields(
                windows: [WindowState(id: .main, root: root)], focused: .main, focusOrder: [.main],
                nextID: WindowID.main.rawValue + 1, limit: limit.map { max(1, $0) }))
    }

    /// A table from fields already checked (see `init(from:)`).
    init(checked windows: [WindowState], focused: WindowID, focusOrder: [WindowID], nextID: UInt64, limit: Int?) {
        storage = Storage(
            Fields(windows: windows, focused: focused, focusOrder: focusOrder, nextID: nextID, limit: limit))
    }

    /// Whether both tables hold the same windows, focus, focus order, next id and limit.
    public static func == (lhs: WindowTable, rhs: WindowTable) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    // MARK: - Reading

    /// The open window with this id, or `nil`.
    ///
    /// - Parameter id: A window id.
    public func window(_ id: WindowID) -> WindowState? {
        windows.first { $0.id == id }
    }

    /// The window with focus.
    public var focusedWindow: WindowState {
        // `focused` names an open window (every operation keeps it so); the main window's state
        // stands in should a decoded table break that.
        window(focused) ?? windows.first ?? WindowState(id: focused, root: .unattached)
    }

    /// The open window whose root is `coordinator`, or `nil`.
    ///
    /// - Parameter coordinator: A coordinator id.
    public func window(rootedAt coordinator: CoordinatorID) -> WindowID? {
        windows.first { $0.root == coordinator }?.id
    }

    /// The ids of the open windows, in opening order.
    public var ids: [WindowID] { windows.map(\.id) }

    /// The number users know a window by: its place in opening order, counted from 1 (the
    /// first window open is window 1). Scripts, `serve`'s pages and messages name windows by
    /// it, not by id; it changes when a window opened before this one closes.
    ///
    /// - Parameter id: A window id.
    /// - Returns: The window's number, or `nil` when it is not open.
    public func number(of id: WindowID) -> Int? {
        windows.firstIndex { $0.id == id }.map { $0 + 1 }
    }

    // MARK: - Changing

    /// Opens a window rooted at `root` and gives it focus.
    ///
    /// - Parameters:
    ///   - root: The coordinator at the new window's root.
    ///   - isVisible: Whether the renderer shows it at once (by default it does).
    /// - Returns: The new window's id.
    /// - Throws: ``WindowError/limitReached(limit:)`` when ``limit`` windows are open;
    ///   ``WindowError/rootInUse(_:window:)`` when `root` roots an open window.
    @discardableResult
    public mutating func open(
        root: CoordinatorID, isVisible: Bool = true
    ) throws(WindowError)
        -> WindowID
    {
        if let limit, windows.count >= limit { throw .limitReached(limit: limit) }
        if let owner = window(rootedAt: root) { throw .rootInUse(root, window: owner) }
        var fields = storage.fields
        let id = WindowID(fields.nextID)
        fields.nextID += 1
        fields.windows.append(WindowState(id: id, root: root, isVisible: isVisible))
        fields.giveFocus(to: id)
        storage = Storage(fields)
        return id
    }

    /// Opens a window under an id issued before, and gives it focus: a saved window brought
    /// back by a restore, or a recently closed one reopened. The window keeps its place in id
    /// order, and ids issued later stay above it.
    ///
    /// - Parameters:
    ///   - id: The window's id; no open window may have it.
    ///   - root: The coordinator at its root.
    /// - Throws: ``WindowError/alreadyOpen(_:)``, ``WindowError/limitReached(limit:)``,
    ///   ``WindowError/rootInUse(_:window:)``.
    public mutating func reopen(_ id: WindowID, root: CoordinatorID) throws(WindowError) {
        if window(id) != nil { throw .alreadyOpen(id) }
        if let limit, windows.count >= limit { throw .limitReached(limit: limit) }
        if let owner = window(rootedAt: root) { throw .rootInUse(root, window: owner) }
        var fields = storage.fields
        fields.nextID = max(fields.nextID, id.rawValue + 1)
        let index = fields.windows.firstIndex { $0.id > id } ?? fields.windows.count
        fields.windows.insert(WindowState(id: id, root: root), at: index)
        fields.giveFocus(to: id)
        storage = Storage(fields)
    }

    /// Makes the next window opened get at least `nextID`: a restore keeps the ids a saved app
    /// issued (its closed windows' too) from being handed out again.
    ///
    /// - Parameter nextID: The lowest number the next window may get.
    public mutating func reserveIDs(below nextID: UInt64) {
        guard nextID > self.nextID else { return }
        var fields = storage.fields
        fields.nextID = nextID
        storage = Storage(fields)
    }

    /// Gives a window focus, and shows it (a window the user works in is on screen).
    ///
    /// - Parameter id: An open window.
    /// - Returns: Whether anything changed (focusing the focused, shown window changes nothing).
    /// - Throws: ``WindowError/unknownWindow(_:open:)``.
    @discardableResult
    public mutating func focus(_ id: WindowID) throws(WindowError) -> Bool {
        let index = try index(of: id)
        guard focused != id || !windows[index].isVisible else { return false }
        var fields = storage.fields
        fields.windows[index].isVisible = true
        fields.giveFocus(to: id)
        storage = Storage(fields)
        return true
    }

    /// Closes a window; when it had focus, the window focused before it gets focus.
    ///
    /// - Parameter id: An open window.
    /// - Returns: The closed window's state.
    /// - Throws: ``WindowError/unknownWindow(_:open:)``, or ``WindowError/lastWindow(_:)`` when
    ///   it is the only window open.
    @discardableResult
    public mutating func close(_ id: WindowID) throws(WindowError) -> WindowState {
        let index = try index(of: id)
        guard windows.count > 1 else { throw .lastWindow(id) }
        var fields = storage.fields
        let closed = fields.windows.remove(at: index)
        fields.focusOrder.removeAll { $0 == id }
        if fields.focused == id, let previous = fields.focusOrder.last { fields.focused = previous }
        storage = Storage(fields)
        return closed
    }

    /// Records whether the renderer shows a window. Focus does not move: an app whose windows
    /// are all hidden (sent to the background) keeps its focused window.
    ///
    /// - Parameters:
    ///   - isVisible: Whether the window is shown.
    ///   - id: An open window.
    /// - Returns: Whether it changed.
    /// - Throws: ``WindowError/unknownWindow(_:open:)``.
    @discardableResult
    public mutating func setVisible(_ isVisible: Bool, of id: WindowID) throws(WindowError) -> Bool {
        try set(\.isVisible, to: isVisible, of: id)
    }

    /// The table with another limit, every other field kept. A limit below the windows open
    /// closes none; the next open is refused.
    ///
    /// - Parameter limit: The most windows open at once (at least 1), or `nil` for no limit.
    func limited(to limit: Int?) -> WindowTable {
        var fields = storage.fields
        fields.limit = limit.map { max(1, $0) }
        var table = self
        table.storage = Storage(fields)
        return table
    }

    // MARK: - Helpers

    private func index(of id: WindowID) throws(WindowError) -> Int {
        guard let index = windows.firstIndex(where: { $0.id == id }) else { throw .unknownWindow(id, open: ids) }
        return index
    }

    /// Sets one field of an open window; returns whether it changed.
    private mutating func set<Value: Equatable>(
        _ field: WritableKeyPath<WindowState, Value>, to value: Value, of id: WindowID
    ) throws(WindowError) -> Bool {
        let index = try index(of: id)
        guard windows[index][keyPath: field] != value else { return false }
        var fields = storage.fields
        fields.windows[index][keyPath: field] = value
        storage = Storage(fields)
        return true
    }

    /// The table's fields.
    private struct Fields: Hashable, Sendable {
        var windows: [WindowState]
        var focused: WindowID
        var focusOrder: [WindowID]
        var nextID: UInt64
        var limit: Int?

        mutating func giveFocus(to id: WindowID) {
            focusOrder.removeAll { $0 == id }
            focusOrder.append(id)
            focused = id
        }
    }

    /// The fields in one immutable object: copying a table retains it, changing one makes a
    /// new one (window changes are rare; requests only carry the table).
    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}
