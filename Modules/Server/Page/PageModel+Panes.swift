import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension PageModel {
    /// One pane of the top stack's scene, as the page draws it: the leading panes left of the
    /// focused one, which is the page's main screen.
    struct Pane: Encodable {
        /// `list`, `detail`, `extra`, or `nil` for a screen with no pane role.
        let role: String?
        /// The shown screen's route name: what a click on one of its actions names, as a
        /// slot's name does for a slot's screen.
        let route: String
        /// Whether the pane holds a screen below the one it shows, so that it draws a back
        /// button (``/WayfinderStacks/ScenePane/showsBackButton``).
        let back: Bool
        /// Whether it is the focused pane: the one showing the stack's top.
        let focused: Bool
        /// The screen it shows.
        let screen: Panel
    }

    // MARK: - Building

    /// The page for `tree` in `layout`: its scenes and phases are those of the layout (every
    /// pane's top is active).
    ///
    /// - Parameters:
    ///   - layout: The navigator's layout: the page's width class, the stacks' strategies.
    ///   - tree: The tree drawn.
    ///   - projection: Its projection in `layout` (``/WayfinderBindings/NavigationProjection/init(_:layout:)``).
    ///   - app: The app whose screens the entries show.
    init(layout: SceneLayout, tree: NavigationTree, projection: NavigationProjection, app: ComposedApp?) {
        self.init(
            projection: projection, phases: tree.phases(in: layout), scenes: projection.scenes,
            widthClass: layout.effectiveWidthClass, app: app)
    }

    /// The panes of the scene of the stack of `container`, leading first; empty when the stack
    /// has no scene (nothing shown, or a split detail drawn in its host's).
    static func panes(
        of container: ContainerID?, in projection: NavigationProjection, scenes: [ContainerID: StackScene],
        top: EntryID?, _ app: ComposedApp?
    ) -> [Pane] {
        guard let container, let scene = scenes[container], let stack = projection.stack(container) else { return [] }
        var entries: [EntryID: (Entry<AnyRoute>, ContainerID)] = [:]
        for entry in stack.entries { entries[entry.id] = (entry, container) }
        // A split detail collapsed into the stack ends its last pane with its own entries.
        for hosted in stack.hosted.values {
            guard let detail = hosted.detail else { continue }
            for entry in detail.entries { entries[entry.id] = (entry, detail.container) }
        }
        return scene.panes.enumerated().compactMap { index, pane in
            guard let id = pane.top, let (entry, home) = entries[id] else { return nil }
            return Pane(
                role: pane.role?.rawValue, route: entry.route.routeName, back: pane.showsBackButton,
                focused: index == scene.focusedPane, screen: panel(entry, in: home, top: top, app))
        }
    }
}
