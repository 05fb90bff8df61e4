import WayfinderCoordinators
import WayfinderStacks

extension RenderStep {
    // MARK: - The window a step draws in

    /// The window whose stack this step updates: the one whose stacks hold ``container`` after
    /// the change, or the focused window for a step without a container (tab bars) and in an
    /// app with one window. `nil` when no open window holds the container any more (a closed
    /// window's stacks, a stack whose screens moved out with its host).
    ///
    /// A renderer that shows several windows animates the step in this window and redraws the
    /// others from ``tree(of:)``; one that knows nothing of windows can ignore it: ``tree``'s
    /// root is the focused window's.
    public var window: WindowID? {
        guard tree.windows != nil, let container else { return tree.focusedWindow }
        return tree.window(holding: container)
    }

    /// The open windows after the change, in opening order, with which has focus
    /// (``/WayfinderCoordinators/NavigationTree/focusedWindow``) and which are shown.
    public var windows: [WindowState] { tree.windowStates }

    /// One window's tree after the change: its root stack and coordinators, as
    /// ``/WayfinderCoordinators/NavigationTree/window(_:)`` gives it.
    ///
    /// - Parameter window: An open window.
    /// - Returns: The window's tree, or `nil` when the change left no such window.
    public func tree(of window: WindowID) -> NavigationTree? {
        tree.window(window)
    }

    /// One window's projection after the change (see ``projection`` for the focused one's).
    ///
    /// - Parameter window: An open window.
    /// - Returns: The window's projection, or `nil` when the change left no such window.
    public func projection(of window: WindowID) -> NavigationProjection? {
        NavigationProjection(tree, window: window)
    }
}
