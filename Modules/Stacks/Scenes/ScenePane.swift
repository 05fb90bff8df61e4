import WayfinderRouting

/// One pane of a ``StackScene``: a run of consecutive entries of a stack, its last entry shown.
///
/// The pane's top (``top``) is `active` while nothing modal covers the stack; the entries below
/// it in the pane are covered.
public struct ScenePane: Hashable, Sendable, Codable {
    /// The role the pane plays, or `nil` for the single pane of a stack whose top has no role.
    public var role: PaneRole?
    /// The pane's entries, bottom to top; never empty in a scene.
    public var entries: [EntryID]

    /// Creates a pane.
    ///
    /// - Parameters:
    ///   - role: The role it plays.
    ///   - entries: Its entries, bottom to top.
    public init(role: PaneRole?, entries: [EntryID]) {
        self.role = role
        self.entries = entries
    }

    /// The entry the pane shows.
    public var top: EntryID? { entries.last }

    /// Whether the pane shows a back button: it holds an entry below the one it shows, so back
    /// within it shows another screen in the same pane.
    public var showsBackButton: Bool { entries.count > 1 }
}
