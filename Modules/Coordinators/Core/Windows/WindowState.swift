/// One open window of an app: its id, the coordinator at its root, and whether the renderer
/// shows it. Its width is a layout input, not navigation state: ``Navigator/setWindowWidth(_:for:)``.
///
/// A window's stacks, modals and tabs are those reachable from its root coordinator's
/// container; the window itself holds only what the tree does not say.
public struct WindowState: Hashable, Sendable, Codable {
    /// The window's id.
    public let id: WindowID
    /// The coordinator at the window's root: the app's root coordinator type, or one showing
    /// the route the window was opened for.
    public let root: CoordinatorID
    /// Whether the renderer reports the window as shown. The tops of a hidden window's stacks
    /// are ``EntryPhase/background``; a shown window follows the usual rules, with focus or not.
    public var isVisible: Bool

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - id: Its id.
    ///   - root: The coordinator at its root.
    ///   - isVisible: Whether the renderer shows it.
    public init(id: WindowID, root: CoordinatorID, isVisible: Bool = true) {
        self.id = id
        self.root = root
        self.isVisible = isVisible
    }
}
