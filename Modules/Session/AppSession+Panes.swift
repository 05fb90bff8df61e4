import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension AppSession {
    // MARK: - The window's width and its panes

    /// Carries out `resize WIDTH`: tells the navigator the window's width. No stack changes.
    ///
    /// - Parameter width: The width in points.
    /// - Returns: The note: the width, its class and the panes of the top stack.
    func resize(to width: Double) -> String {
        let navigator = app.navigator
        navigator.setWindowWidth(width)
        let text = LayoutEvent.points(width)
        let panes = navigator.tree.visiblePath.last.flatMap { navigator.scene(of: $0.stack.container) }?.panes.count ?? 1
        return "resize \(text): \(navigator.widthClass), \(panes) pane\(panes == 1 ? "" : "s")"
    }

    /// The entry shown by the pane of the top stack whose screen is route `name`, when that
    /// stack shows several panes (`tap category 2` taps the list pane's action 2).
    ///
    /// - Parameter name: A route name.
    /// - Returns: The pane's entry, or `nil` when no pane shows that route.
    func paneEntry(named name: String) -> EntryID? {
        let navigator = app.navigator
        guard let top = navigator.tree.visiblePath.last, let scene = navigator.scene(of: top.stack.container),
            scene.isMultiPane
        else { return nil }
        for id in scene.shown.reversed() {
            if let entry = top.stack.entries.last(where: { $0.id == id }), entry.route.routeName == name {
                return entry.id
            }
        }
        return nil
    }
}
