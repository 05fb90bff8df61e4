import WayfinderCoordinators
import WayfinderStacks

extension NavigationProjection {
    // MARK: - One window

    /// Projects one window of a tree: its stacks, tab bars and slots, as a renderer of that
    /// window binds to them (``/WayfinderCoordinators/NavigationTree/window(_:)``).
    ///
    /// A tree's own projection (``init(_:)``) is its focused window's, so a renderer that knows
    /// nothing of windows shows the window the user works in; a renderer that shows several
    /// windows projects each one with this.
    ///
    /// ```swift
    /// let second = NavigationProjection(navigator.tree, window: WindowID(1))
    /// second?.visible.last?.entry   // the screen window w1 shows on top
    /// ```
    ///
    /// - Parameters:
    ///   - tree: The navigation tree.
    ///   - window: An open window of the tree.
    /// - Returns: The window's projection, or `nil` when the tree has no such window.
    public init?(_ tree: NavigationTree, window: WindowID) {
        guard let shown = tree.window(window) else { return nil }
        self.init(shown)
    }

    /// Projects one window of a tree as it is shown in a layout, each of its stacks in its
    /// scene.
    ///
    /// - Parameters:
    ///   - tree: The navigation tree.
    ///   - window: An open window of the tree.
    ///   - layout: The layout the window's stacks are shown in.
    /// - Returns: The window's projection, or `nil` when the tree has no such window.
    public init?(_ tree: NavigationTree, window: WindowID, layout: SceneLayout) {
        guard let shown = tree.window(window) else { return nil }
        self.init(shown, layout: layout)
    }

    // MARK: - Every window

    /// The projection of every open window of a tree, in opening order: one (``/WayfinderCoordinators/WindowID/main``)
    /// for a tree of one window.
    ///
    /// - Parameter tree: The navigation tree.
    /// - Returns: Each window's state with its projection.
    public static func windows(of tree: NavigationTree) -> [WindowProjection] {
        tree.windowStates.compactMap { state in
            NavigationProjection(tree, window: state.id).map { WindowProjection(window: state, projection: $0) }
        }
    }
}

/// One window of a tree as a renderer of several windows binds to it: the window's state (its
/// id, visibility, width) and its projection.
public struct WindowProjection: Hashable, Sendable {
    /// The window's id, root coordinator, visibility and width.
    public let window: WindowState
    /// The window's stacks, tab bars and slots.
    public let projection: NavigationProjection

    /// Creates a window's projection.
    ///
    /// - Parameters:
    ///   - window: The window's state.
    ///   - projection: Its projection.
    public init(window: WindowState, projection: NavigationProjection) {
        self.window = window
        self.projection = projection
    }
}
