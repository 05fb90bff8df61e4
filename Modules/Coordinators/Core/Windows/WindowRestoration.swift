import WayfinderStacks

// What a restore of several windows, and a reopen of a closed one, take and give back. The
// engine cannot make a coordinator of the app's types, so a window that is not open comes back
// rooted at a coordinator the app's ``WindowRestorer`` makes; its saved tree's coordinator ids
// are then read as the live ones (its root and their children by name and family).

/// A saved window that is not open, as a ``WindowRestorer`` is asked to root it.
public struct SavedWindow: Hashable, Sendable, CustomStringConvertible {
    /// The window's id, which it gets back.
    public var id: WindowID
    /// The saved id of its root coordinator.
    public var root: CoordinatorID
    /// The name of its root coordinator, such as a manifest coordinator's `shop`.
    public var name: String
    /// The family of its root coordinator.
    public var kind: CoordinatorFamily

    /// Creates a record.
    public init(id: WindowID, root: CoordinatorID, name: String, kind: CoordinatorFamily) {
        self.id = id
        self.root = root
        self.name = name
        self.kind = kind
    }

    /// `w2 (shop, tabs)`.
    public var description: String { "\(id) (\(name), \(kind))" }
}

/// Makes a new, unstarted root coordinator for a saved window (usually a new instance of the
/// coordinator type the saved root's name stands for); the engine opens the window with it and
/// restores the saved tree into it, in the restore's transaction. Returns `nil` when the app
/// does not know the root: the window is then left out, and the report says so.
public typealias WindowRestorer = @MainActor (SavedWindow) throws -> (any CoordinatorType)?

/// One saved window, as ``Navigator/restoreWindows(_:source:)`` takes it.
public struct WindowTree: Hashable, Sendable {
    /// The window's id.
    public var id: WindowID
    /// Its tree: one window, its root stack and coordinators (see ``NavigationTree/window(_:)``).
    public var tree: NavigationTree
    /// Further entry ids the window's saved state used (entries a decoder could not read back).
    public var reserved: [EntryID]

    /// Creates a saved window.
    public init(id: WindowID, tree: NavigationTree, reserved: [EntryID] = []) {
        self.id = id
        self.tree = tree
        self.reserved = reserved
    }
}

/// The saved windows of an app, as ``Navigator/restoreWindows(_:source:)`` takes them.
public struct SavedWindows: Hashable, Sendable {
    /// The open windows, in opening order.
    public var windows: [WindowTree]
    /// The windows by when they last had focus, the focused one last (see
    /// ``WindowTable/focusOrder``).
    public var focusOrder: [WindowID]
    /// The number the next window opened got (ids below it are never issued again).
    public var nextID: UInt64

    /// Creates saved windows.
    public init(windows: [WindowTree], focusOrder: [WindowID], nextID: UInt64) {
        self.windows = windows
        self.focusOrder = focusOrder
        self.nextID = nextID
    }
}

/// What a restore did with one saved window.
public struct WindowRestoration: Hashable, Sendable {
    /// The window.
    public var id: WindowID
    /// What was restored, skipped and dropped in it.
    public var report: RestorationReport
    /// The saved id of each coordinator of the window that is live after the restore, mapped
    /// to its live id (its root and their children, flows started again, and the others as
    /// they were): what saved flow state bags are restored under.
    public var coordinators: [CoordinatorID: CoordinatorID]

    /// Creates a record.
    public init(id: WindowID, report: RestorationReport, coordinators: [CoordinatorID: CoordinatorID]) {
        self.id = id
        self.report = report
        self.coordinators = coordinators
    }
}

/// A saved window a restore could not bring back.
public struct WindowLeftOut: Hashable, Sendable, CustomStringConvertible {
    /// The window.
    public var id: WindowID
    /// Why, in words.
    public var reason: String

    /// Creates a record.
    public init(id: WindowID, reason: String) {
        self.id = id
        self.reason = reason
    }

    /// `window w2 left out: ...`.
    public var description: String { "window \(id) left out: \(reason)" }
}

/// What ``Navigator/restoreWindows(_:source:)`` did: each window restored, those left out, and
/// which window has focus.
public struct WindowsRestorationReport: Hashable, Sendable, CustomStringConvertible {
    /// The windows restored, in opening order.
    public var windows: [WindowRestoration] = []
    /// The saved windows that could not come back.
    public var leftOut: [WindowLeftOut] = []
    /// The window with focus after the restore.
    public var focused: WindowID = .main

    /// Creates an empty report.
    public init() {}

    /// Whether every window came back whole.
    public var isComplete: Bool { leftOut.isEmpty && windows.allSatisfy(\.report.isComplete) }

    /// One paragraph per window, then the windows left out.
    public var description: String {
        var lines: [String] = []
        for window in windows {
            lines.append("window \(window.id)\(window.id == focused ? " (focused)" : ""):")
            lines += window.report.description.split(separator: "\n").map { "  \($0)" }
        }
        lines += leftOut.map(\.description)
        return lines.joined(separator: "\n")
    }
}

/// A window as it was when it closed: its tree and saved state bags, kept in
/// ``Navigator/recentlyClosedWindows`` for ``Navigator/reopenWindow(_:root:source:animated:)``.
public struct ClosedWindow: Hashable, Sendable {
    /// The window's id, which a reopen gives back.
    public var id: WindowID
    /// Its tree as it closed (one window).
    public var tree: NavigationTree
    /// The saved state bags of its screens.
    public var entryStates: [EntryID: StateBag]
    /// The saved state bags of its flows.
    public var flowStates: [CoordinatorID: StateBag]

    /// Creates a record.
    public init(
        id: WindowID, tree: NavigationTree, entryStates: [EntryID: StateBag] = [:],
        flowStates: [CoordinatorID: StateBag] = [:]
    ) {
        self.id = id
        self.tree = tree
        self.entryStates = entryStates
        self.flowStates = flowStates
    }
}

/// A window ``Navigator/reopenWindow(_:root:source:animated:)`` brought back.
public struct ReopenedWindow: Hashable, Sendable {
    /// Its id (the one it had).
    public var id: WindowID
    /// What was restored into it.
    public var report: RestorationReport
}
