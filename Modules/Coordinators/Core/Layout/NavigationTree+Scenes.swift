import WayfinderRouting
import WayfinderStacks

// MARK: - Scenes and the phases they give

extension NavigationTree {
    /// The scene of every stack the user sees under `layout`, by container.
    ///
    /// A split detail collapsed into its host's stack (``SceneLayout/collapsesDetail``) has no
    /// scene of its own: its entries end its host's single pane.
    ///
    /// - Parameter layout: The width class, configurations and roles.
    /// - Returns: The scenes of the stacks shown.
    public func scenes(in layout: SceneLayout) -> [ContainerID: StackScene] {
        var scenes: [ContainerID: StackScene] = [:]
        walkScenes(in: layout) { stack, shown, visible, collapsed in
            if visible && !collapsed { scenes[stack.container] = shown.scene(of: stack, in: layout) }
        }
        return scenes
    }

    /// Every entry's phase under `layout` (see ``EntryPhase``), with the rules extended to
    /// scenes: the top of every pane is active (so a scene has several active entries), entries
    /// outside the panes and below a pane's top are covered, and a sheet or cover above the
    /// base context covers the whole scene. A split detail collapsed into its host's stack
    /// covers its host entry.
    ///
    /// - Parameter layout: The width class, configurations and roles.
    /// - Returns: The phase of every entry in the tree.
    public func phases(in layout: SceneLayout) -> [EntryID: EntryPhase] {
        var phases: [EntryID: EntryPhase] = [:]
        walkScenes(in: layout) { stack, shown, visible, _ in
            for entry in stack.entries {
                phases[entry.id] = shown.active.contains(entry.id) ? (visible ? .active : .background) : .covered
            }
        }
        return phases
    }

    /// The phase changes a change of layout makes, computed over the whole tree.
    ///
    /// - Parameters:
    ///   - old: The layout before.
    ///   - new: The layout after.
    /// - Returns: The entries whose phase differs, in report order.
    public func phaseChanges(from old: SceneLayout, to new: SceneLayout) -> [PhaseChange] {
        layoutChange(from: old, to: new, baseCount: { SceneLayout.baseCount(of: $0.entries) }).phases
    }

    /// What a change of layout changes: the scene of every stack shown after it whose scene
    /// differs (or that was not shown before), and the phase changes.
    ///
    /// Proportional to the stacks, not to their entries: each stack is read from its top (its
    /// ``SceneShape`` and the tops of its panes, in both layouts), and only an entry that tops
    /// a pane in one of them can change phase (every other entry is covered in both). Only the
    /// scenes that changed list their panes' entries.
    ///
    /// - Parameters:
    ///   - old: The layout before.
    ///   - new: The layout after.
    ///   - baseCount: How many of a stack's entries its base context holds; what keeps this
    ///     independent of depth when it is read from the paths (``RoutePath/baseContextCount``).
    /// - Returns: The stacks whose scene changed, by container order (their scenes are listed
    ///   when read, ``scene(of:in:)``), and the phase changes in report order.
    func layoutChange(
        from old: SceneLayout, to new: SceneLayout, baseCount: (StackNode) -> Int
    ) -> (scenes: [ShownStackRef], phases: [PhaseChange]) {
        var scenes: [ShownStackRef] = []
        var phases: [PhaseChange] = []
        guard let root else { return (scenes, phases) }
        var pending: [(stack: StackNode, before: ShownIn, after: ShownIn)] = [
            (root, ShownIn(visible: true, collapsed: false), ShownIn(visible: true, collapsed: false))
        ]
        while let (stack, before, after) = pending.popLast() {
            let base = baseCount(stack)
            let was = ShownStack(stack, base: base, in: old)
            let now = ShownStack(stack, base: base, in: new)
            // An entry is in one stack: only this stack's two short lists can name it twice.
            for id in was.active + now.active.filter({ !was.active.contains($0) }) {
                let from: EntryPhase = was.active.contains(id) ? (before.visible ? .active : .background) : .covered
                let to: EntryPhase = now.active.contains(id) ? (after.visible ? .active : .background) : .covered
                if from != to { phases.append(PhaseChange(entry: id, container: stack.container, from: from, to: to)) }
            }
            let ownBefore = before.visible && !before.collapsed
            if after.visible, !after.collapsed, !ownBefore || was.shape != now.shape || was.collapses != now.collapses {
                scenes.append(ShownStackRef(stack: stack, base: base))
            }
            for hosted in stack.hosted {
                let hosts = (was.hosting(hosted, visible: before.visible), now.hosting(hosted, visible: after.visible))
                if let tabs = hosted.tabs {
                    for (index, page) in tabs.pages.enumerated() {
                        let selected = index == tabs.selected
                        pending.append(
                            (
                                page.stack, ShownIn(visible: hosts.0 && selected, collapsed: false),
                                ShownIn(visible: hosts.1 && selected, collapsed: false)
                            ))
                    }
                }
                for embedded in hosted.embedded {
                    pending.append(
                        (
                            embedded.stack, ShownIn(visible: hosts.0, collapsed: false),
                            ShownIn(visible: hosts.1, collapsed: false)
                        ))
                }
                if let detail = hosted.detail {
                    pending.append(
                        (
                            detail, ShownIn(visible: hosts.0, collapsed: was.collapses && hosted.entry == was.top),
                            ShownIn(visible: hosts.1, collapsed: now.collapses && hosted.entry == now.top)
                        ))
                }
            }
        }
        phases.sortIntoReportOrder()
        scenes.sort { $0.stack.container < $1.stack.container }
        return (scenes, phases)
    }

    /// The scene of a stack a width change found changed, under the layout after it: its
    /// panes with their entries (what ``LayoutEvent/scenes`` lists when read).
    ///
    /// - Parameters:
    ///   - shown: The stack and its base context's count.
    ///   - layout: The layout after the change.
    static func scene(of shown: ShownStackRef, in layout: SceneLayout) -> StackScene {
        ShownStack(shown.stack, base: shown.base, in: layout).scene(of: shown.stack, in: layout)
    }

    /// Walks every stack with what it shows under `layout`, whether the user sees it, and
    /// whether it is a split detail collapsed into its host's stack (and so has no scene of
    /// its own).
    private func walkScenes(in layout: SceneLayout, _ visit: (StackNode, ShownStack, Bool, Bool) -> Void) {
        guard let root else { return }
        var pending: [(stack: StackNode, shown: ShownIn)] = [(root, ShownIn(visible: true, collapsed: false))]
        while let (stack, shownIn) = pending.popLast() {
            let shown = ShownStack(stack, base: SceneLayout.baseCount(of: stack.entries), in: layout)
            visit(stack, shown, shownIn.visible, shownIn.collapsed)
            for hosted in stack.hosted {
                let hostShown = shown.hosting(hosted, visible: shownIn.visible)
                if let tabs = hosted.tabs {
                    for (index, page) in tabs.pages.enumerated() {
                        pending.append(
                            (page.stack, ShownIn(visible: hostShown && index == tabs.selected, collapsed: false)))
                    }
                }
                for embedded in hosted.embedded {
                    pending.append((embedded.stack, ShownIn(visible: hostShown, collapsed: false)))
                }
                if let detail = hosted.detail {
                    pending.append(
                        (detail, ShownIn(visible: hostShown, collapsed: shown.collapses && hosted.entry == shown.top)))
                }
            }
        }
    }
}

/// Where a stack is in what the user sees: whether it is seen, and whether it is a split
/// detail collapsed into its host's stack.
private struct ShownIn {
    var visible: Bool
    var collapsed: Bool
}

/// What one stack shows under a layout, read from its top: the shape of its scene, the entries
/// that top what is shown (the panes' tops, or the top of a modal layer), and whether the split
/// detail its top hosts collapses into it.
private struct ShownStack {
    /// The shape of the stack's scene.
    var shape: SceneShape
    /// The stack's top entry.
    var top: EntryID?
    /// The entries that are active when the stack is seen (background when it is not).
    var active: [EntryID]
    /// Whether the split detail the top hosts collapses into this stack's last pane.
    var collapses: Bool

    init(_ stack: StackNode, base: Int, in layout: SceneLayout) {
        let entries = stack.entries
        shape = layout.shape(of: entries, base: base, in: stack.container)
        top = entries.last?.id
        collapses = layout.collapsesDetail && top.flatMap { stack.hosted(by: $0)?.detail } != nil
        if let top, shape.base < entries.count {
            active = [top]
        } else {
            active = shape.tops.map { entries[$0].id }
        }
        if collapses, let top { active.removeAll { $0 == top } }
    }

    /// Whether what `hosted`'s entry hosts is seen, with the stack seen or not.
    func hosting(_ hosted: HostedNode, visible: Bool) -> Bool {
        visible && (active.contains(hosted.entry) || (collapses && hosted.entry == top))
    }

    /// The stack's scene: its panes with their entries, and a collapsed detail's entries at the
    /// end of the last pane.
    func scene(of stack: StackNode, in layout: SceneLayout) -> StackScene {
        var scene = layout.scene(shape, of: stack.entries)
        if collapses, let top, let detail = stack.hosted(by: top)?.detail, !scene.panes.isEmpty {
            scene.panes[scene.panes.count - 1].entries += detail.entries.map(\.id)
        }
        return scene
    }
}
