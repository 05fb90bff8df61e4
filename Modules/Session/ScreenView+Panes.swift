import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ScreenView {
    // MARK: - Panes

    /// The `panes:` line and every pane but the focused one, with its actions, when the stack of
    /// the top screen shows several panes:
    ///
    /// ```
    /// panes: Category shoes | Item 42
    /// ```
    /// and, under the top screen, `  pane category: Category shoes` with its numbered actions
    /// (`tap category N` performs one).
    ///
    /// - Parameter top: The entry the user sees, with its stack.
    /// - Returns: The `panes:` line (empty for one pane) and the other panes' lines.
    func paneLines(of top: VisibleEntry) -> (line: String?, panes: [String]) {
        guard let scene = app.navigator.scene(of: top.stack.container), scene.isMultiPane,
            scene.shown.last == top.entry.id
        else { return (nil, []) }
        let entries = scene.shown.compactMap { id in top.stack.entries.last { $0.id == id } }
        let titles = entries.map { app.screen(for: $0)?.title ?? "(\($0.route.routeName))" }
        var lines: [String] = []
        for (entry, title) in zip(entries, titles).dropLast() {
            lines.append("  pane \(entry.route.routeName): \(title)")
            for action in app.screen(for: entry)?.actions ?? [] {
                lines.append("    \(action.number). \(action.title) (\(action.verb))")
            }
        }
        return ("panes: " + titles.joined(separator: " | "), lines)
    }
}
