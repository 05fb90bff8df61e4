import WayfinderRouting
import WayfinderStacks

// MARK: - Each window's width: a layout input per window

extension Navigator {
    /// The layout a window's scenes are computed in: the navigator's ``layout`` (its scene
    /// configurations, pane roles and whether the renderer draws panes) with that window's width.
    ///
    /// The focused window's layout is ``layout``. A window whose width was never reported is
    /// compact.
    ///
    /// - Parameter window: An open window.
    public func layout(of window: WindowID) -> SceneLayout {
        var layout = layoutState.layout
        if window != layoutState.widthWindow { layout.width = layoutState.widths[window] }
        return layout
    }

    /// A window's width class (compact until its width was reported).
    ///
    /// - Parameter window: An open window.
    public func widthClass(of window: WindowID) -> WidthClass { layout(of: window).widthClass }

    /// The scene of every stack a window shows now, by container, in that window's width.
    ///
    /// - Parameter window: An open window; a window that is not open shows nothing.
    public func scenes(inWindow window: WindowID) -> [ContainerID: StackScene] {
        tree.window(window)?.scenes(in: layout(of: window)) ?? [:]
    }

    /// Tells the navigator one window's width in points, as ``setWindowWidth(_:)`` tells it the
    /// focused window's: not a transaction, nothing saved; the renderer, the layout observers
    /// and the journal hear the event when the window's scenes or phases changed.
    ///
    /// Each window keeps its width: focusing a window makes its width the one ``layout`` and
    /// ``widthClass`` report, and the width it had before comes back with it.
    ///
    /// - Parameters:
    ///   - width: The window's width in points; a width that is not a number counts as compact.
    ///   - window: An open window.
    /// - Returns: The layout event (naming the window when it is not the focused one), or `nil`
    ///   when nothing shown changed.
    /// - Throws: ``WindowError/unknownWindow(_:open:)`` for a window that is not open.
    @discardableResult
    public func setWindowWidth(_ width: Double, for window: WindowID) throws(WindowError) -> LayoutEvent? {
        let table = windows
        guard let state = table.window(window) else { throw .unknownWindow(window, open: table.ids) }
        guard window != layoutState.widthWindow else { return setWindowWidth(width) }
        let old = layout(of: window)
        layoutState.widths[window] = width
        let new = layout(of: window)
        guard old != new, let tree = committedTree.window(window) else { return nil }
        // A hidden window's tops stay in the background whatever its width.
        return announceLayoutChange(of: tree, from: old, to: new, window: window, phasesShown: state.isVisible)
    }

    /// Gives the layout the focused window's width after a commit that moved focus: the width
    /// of the window that had it is kept for when it has focus again; a closed window's is
    /// forgotten. No event: no window's own width changed, and the change the commit publishes
    /// shows the newly focused window in its width.
    func adoptFocusedWidth(_ table: WindowTable) {
        let focused = table.focused
        if layoutState.widthWindow != focused {
            var widths = layoutState.widths
            if table.window(layoutState.widthWindow) != nil {
                widths[layoutState.widthWindow] = layoutState.layout.width
            }
            var layout = layoutState.layout
            layout.width = widths.removeValue(forKey: focused)
            layoutState.widths = widths
            layoutState.widthWindow = focused
            layoutState.layout = layout
        }
        // A closed window's width goes once, when the count of windows drops: a commit that
        // closed none compares two counts instead of looking every width up in the table.
        let open = table.windows.count
        if open < layoutState.windowsOpen {
            for id in layoutState.widths.keys where table.window(id) == nil { layoutState.widths[id] = nil }
        }
        layoutState.windowsOpen = open
    }
}
