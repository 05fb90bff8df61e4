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
        walkScenes(in: layout) { stack, scene, visible, _, ownScene in
            if visible && ownScene { scenes[stack.container] = scene }
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
        walkScenes(in: layout) { stack, _, visible, active, _ in
            for entry in stack.entries {
                phases[entry.id] = active.contains(entry.id) ? (visible ? .active : .background) : .covered
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
        let before = phases(in: old)
        var changes: [PhaseChange] = []
        var containers: [EntryID: ContainerID] = [:]
        for stack in allStacks {
            for entry in stack.entries { containers[entry.id] = stack.container }
        }
        for (id, phase) in phases(in: new) where before[id] != phase {
            if let container = containers[id] {
                changes.append(PhaseChange(entry: id, container: container, from: before[id], to: phase))
            }
        }
        changes.sortIntoReportOrder()
        return changes
    }

    /// Walks every stack with its scene, whether the user sees it, and the entries of it that
    /// are the tops of what is shown (pane tops, or the top of a modal layer), and whether the
    /// scene is the stack's own (not for a split detail collapsed into its host's).
    private func walkScenes(
        in layout: SceneLayout, _ visit: (StackNode, StackScene, Bool, Set<EntryID>, Bool) -> Void
    ) {
        guard let root else { return }
        var pending: [(stack: StackNode, visible: Bool, collapsed: Bool)] = [(root, true, false)]
        while let (stack, visible, collapsed) = pending.popLast() {
            let entries = Array(stack.entries)
            var scene = layout.scene(of: entries, in: stack.container)
            let top = entries.last?.id
            let detail = top.flatMap { stack.hosted(by: $0)?.detail }
            let collapses = detail != nil && layout.collapsesDetail
            if collapses, let detail, !scene.panes.isEmpty {
                scene.panes[scene.panes.count - 1].entries += detail.entries.map(\.id)
            }
            var active: Set<EntryID>
            if let top, entries.count > StackScene.baseContext(of: entries).count {
                active = [top]
            } else {
                active = Set(scene.shown)
            }
            if collapses, let top { active.remove(top) }
            visit(stack, scene, visible, active, !collapsed)
            for entry in entries {
                guard let hosted = stack.hosted(by: entry.id) else { continue }
                let hostShown = visible && (active.contains(entry.id) || (collapses && entry.id == top))
                if let tabs = hosted.tabs {
                    for (index, page) in tabs.pages.enumerated() {
                        pending.append((page.stack, hostShown && index == tabs.selected, false))
                    }
                }
                for embedded in hosted.embedded { pending.append((embedded.stack, hostShown, false)) }
                if let detail = hosted.detail {
                    pending.append((detail, hostShown, collapses && entry.id == top))
                }
            }
        }
    }
}
