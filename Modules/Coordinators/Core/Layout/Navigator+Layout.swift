import WayfinderRouting
import WayfinderStacks

/// The navigator's layout: what it was last told of the window, and who listens.
struct LayoutState {
    /// The layout scenes are computed in.
    var layout = SceneLayout() {
        didSet {
            collapsesDetail = layout.collapsesDetail
            shapesChanges = collapsesDetail || !layout.configurations.isEmpty
        }
    }
    /// Whether a split detail collapses into its host's stack (``SceneLayout/collapsesDetail``),
    /// kept with the layout: the commit path reads one flag, not the width and its class.
    private(set) var collapsesDetail = false
    /// Whether a change's phases depend on the layout: some stack has a scene configuration, or
    /// a split detail collapses. `false` for most apps, whose changes then carry no layout.
    private(set) var shapesChanges = false
    /// The window whose width ``layout`` holds: the focused one, as of the last commit.
    var widthWindow = WindowID.main
    /// The widths reported for the other open windows (``Navigator/setWindowWidth(_:for:)``).
    var widths: [WindowID: Double] = [:]
    /// How many windows were open at the last commit that had windows (when it drops, the
    /// widths of closed windows are forgotten).
    var windowsOpen = 1
    /// How many layout changes were made.
    var sequence: UInt64 = 0
    /// The layout observers, by token.
    var observers: [(token: UInt64, handler: @MainActor (LayoutEvent) -> Void)] = []
}

// MARK: - The window's width: an input, not navigation state

extension Navigator {
    /// The layout scenes are computed in: the window's width, each stack's scene configuration,
    /// pane roles by route name, and whether the renderer draws panes.
    public var layout: SceneLayout { layoutState.layout }

    /// The window's width class (compact until a width was reported).
    public var widthClass: WidthClass { layoutState.layout.widthClass }

    /// Tells the navigator the window's width in points, from the renderer or the app.
    ///
    /// This is not a transaction: it changes no stack, asks no interceptor, is not in snapshots
    /// and does not wait for a change being shown. When it changes the scene of a stack shown,
    /// or any phase, the navigator tells the renderer once (``NavigationRenderer/render(layout:for:)``),
    /// the layout observers (``observeLayout(_:)``) and the journal, and returns the event.
    ///
    /// - Parameter width: The window's width in points; a width that is not a number counts
    ///   as compact.
    /// - Returns: The layout event, or `nil` when nothing shown changed.
    @discardableResult
    public func setWindowWidth(_ width: Double) -> LayoutEvent? {
        var new = layoutState.layout
        new.width = width
        return changeLayout(to: new)
    }

    /// Sets how a coordinator's stack may be shown as panes.
    ///
    /// Like a width change this is not a transaction; it returns the layout event when it
    /// changed what is shown.
    ///
    /// - Parameters:
    ///   - configuration: Its strategies, back policy and detail selection.
    ///   - coordinator: The coordinator whose stack it applies to.
    /// - Returns: The layout event, or `nil` when nothing shown changed.
    @discardableResult
    public func setSceneConfiguration(
        _ configuration: SceneConfiguration, for coordinator: CoordinatorID
    )
        -> LayoutEvent?
    {
        var new = layoutState.layout
        new.configurations[coordinator] = configuration
        return changeLayout(to: new)
    }

    /// Names the pane roles of routes whose type states none, by route name (what a manifest's
    /// `pane:` keys say).
    ///
    /// - Parameter roles: Pane roles by route name; replaces those named before.
    /// - Returns: The layout event, or `nil` when nothing shown changed.
    @discardableResult
    public func setPaneRoles(_ roles: [String: PaneRole]) -> LayoutEvent? {
        var new = layoutState.layout
        new.paneRoles = roles
        return changeLayout(to: new)
    }

    /// The scene of a container's stack as shown now, or `nil` when the container is not shown
    /// (or is a split detail collapsed into its host's stack).
    ///
    /// - Parameter container: A container.
    public func scene(of container: ContainerID) -> StackScene? {
        tree.scenes(in: layoutState.layout)[container]
    }

    /// The scene of every stack shown now, by container.
    public var scenes: [ContainerID: StackScene] { tree.scenes(in: layoutState.layout) }

    /// Calls `handler` with every layout event (see ``setWindowWidth(_:)``).
    ///
    /// - Returns: A token for ``removeLayoutObserver(_:)``.
    @discardableResult
    public func observeLayout(_ handler: @escaping @MainActor (LayoutEvent) -> Void) -> UInt64 {
        nextToken += 1
        layoutState.observers.append((nextToken, handler))
        return nextToken
    }

    /// Stops calling a layout observer.
    ///
    /// - Parameter token: The token ``observeLayout(_:)`` returned.
    public func removeLayoutObserver(_ token: UInt64) {
        layoutState.observers.removeAll { $0.token == token }
    }

    /// Moves to `new`, and tells the renderer, the observers and the journal what it changed.
    private func changeLayout(to new: SceneLayout) -> LayoutEvent? {
        var new = new
        new.drawsPanes = renderer.drawsPanes
        let old = layoutState.layout
        guard new != old else { return nil }
        layoutState.layout = new
        return announceLayoutChange(of: committedTree, from: old, to: new)
    }

    /// Compares what `tree` shows in `old` and in `new` and, when a scene, a phase or the width
    /// class changed, numbers the event and tells the renderer, the journal and the layout
    /// observers: one path for the focused window's width and any other window's.
    ///
    /// - Parameters:
    ///   - tree: The tree of the window whose layout changed (the focused window's is the whole
    ///     committed tree).
    ///   - window: The window, when it is not the focused one.
    ///   - phasesShown: `false` for a hidden window, whose tops stay in the background.
    func announceLayoutChange(
        of tree: NavigationTree, from old: SceneLayout, to new: SceneLayout, window: WindowID? = nil,
        phasesShown: Bool = true
    ) -> LayoutEvent? {
        // Proportional to the stacks, not their entries (issue 37's cost target): each base
        // context's end is read from the committed path, which keeps its modal entries' indices
        // (walked only for a stack whose path differs from the tree's, which none should).
        let stacks = state.stacks
        var (changed, phases) = tree.layoutChange(from: old, to: new) { stack in
            if let path = stacks[stack.container], path.count == stack.entries.count,
                path.top?.id == stack.entries.last?.id
            {
                return path.baseContextCount
            }
            return SceneLayout.baseCount(of: stack.entries)
        }
        if !phasesShown { phases = [] }
        guard !changed.isEmpty || !phases.isEmpty || old.widthClass != new.widthClass else { return nil }
        layoutState.sequence += 1
        var event = LayoutEvent(
            sequence: layoutState.sequence, widthBefore: old.width, width: new.width ?? 0,
            classBefore: old.widthClass, widthClass: new.widthClass, scenesOf: changed, in: new, phases: phases)
        event.window = window
        renderer.render(layout: event, for: self)
        journal?.layoutChanged(event, tree: committedTree)
        for (_, handler) in layoutState.observers { handler(event) }
        return event
    }
}

// MARK: - Renderers and panes

extension NavigationRenderer {
    /// `false`: a renderer draws one pane unless it says otherwise.
    public var drawsPanes: Bool { false }

    /// Does nothing: a renderer that draws no panes has nothing to redraw.
    ///
    /// - Parameters:
    ///   - layout: What changed.
    ///   - navigator: The navigator.
    public func render(layout: LayoutEvent, for navigator: Navigator) {}
}
