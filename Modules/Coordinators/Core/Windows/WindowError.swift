import WayfinderStacks

/// Why a window could not be opened, focused, closed or changed. The window table is unchanged.
public enum WindowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No open window has this id (it was never opened, or was closed).
    ///
    /// - Parameters:
    ///   - window: The id asked for.
    ///   - open: The ids of the windows open, in opening order.
    case unknownWindow(WindowID, open: [WindowID])
    /// The app's last open window cannot be closed: only the app ends it (as only the app ends
    /// its root coordinator's flow).
    case lastWindow(WindowID)
    /// The app allows no more windows than this many, and that many are open.
    case limitReached(limit: Int)
    /// The navigator has no root coordinator yet: start it before opening or changing windows.
    case notStarted
    /// A window's root coordinator already roots another window.
    case rootInUse(CoordinatorID, window: WindowID)
    /// A screen cannot move to another window: it is not on screen, is the first of its stack,
    /// is in that window already, or it or a screen above it shows other stacks or belongs to
    /// a child flow.
    ///
    /// - Parameters:
    ///   - entry: The screen asked to move.
    ///   - route: Its route's name.
    ///   - reason: Why it stays.
    case cannotMove(entry: EntryID, route: String, reason: String)
    /// A window with this id is open already (a restore or a reopen asked for it again).
    case alreadyOpen(WindowID)
    /// No recently closed window has this id (`nil`: none was closed, or all were reopened).
    case notRecentlyClosed(WindowID?)
    /// Nothing makes a root coordinator for a saved window: the navigator has no
    /// ``Navigator/windowRestorer``, or it made none for a root of this name.
    ///
    /// - Parameters:
    ///   - window: The saved window.
    ///   - root: The name of its saved root coordinator.
    case noRoot(WindowID, root: String)

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .unknownWindow(let window, let open):
            "no window \(window); open windows: \(open.map(\.description).joined(separator: ", "))"
        case .lastWindow(let window):
            "window \(window) is the last one open; only the app closes it"
        case .limitReached(let limit):
            "the app allows at most \(limit) window\(limit == 1 ? "" : "s"), and all are open"
        case .notStarted:
            "the navigator has not started; start its root before opening windows"
        case .rootInUse(let coordinator, let window):
            "coordinator \(coordinator) is already the root of window \(window)"
        case .cannotMove(let entry, let route, let reason):
            "'\(route)' (\(entry)) cannot move to another window: \(reason)"
        case .alreadyOpen(let window):
            "window \(window) is open already"
        case .notRecentlyClosed(let window):
            window.map { "window \($0) is not among the recently closed windows" } ?? "no window was closed recently"
        case .noRoot(let window, let root):
            "window \(window) cannot come back: nothing makes its root '\(root)' (set the navigator's windowRestorer)"
        }
    }
}
