import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Building the tree

    /// Builds the whole tree of a state (by default the committed one), caching nothing.
    func buildTree(from state: NavigationState? = nil) -> NavigationTree {
        guard let root else { return .empty }
        var builder = TreeBuilder(state: state ?? self.state, cache: TreeCache(), changed: nil)
        return tree(from: &builder, root: root)
    }

    /// Builds the tree of the state just committed, reusing the nodes of the last one whose
    /// containers and tab bars did not change.
    ///
    /// - Parameter changed: The containers and tab bars the commit touched, or `nil` when it
    ///   may have changed what hosts what (internal steps, dropped content): then every node is
    ///   built anew.
    func buildCommittedTree(changed: (containers: Set<ContainerID>, tabs: Set<CoordinatorID>)?) -> NavigationTree {
        buildCommittedTree(reusingAllBut: fastPaths.reusableNodes(changed))
    }

    /// Builds the tree of a commit that changed one container's entries and nothing else.
    ///
    /// What hosts what is as it was, so the cached nodes on the way from the container up to the
    /// root are replaced in place, each keeping its other children; a builder runs only when the
    /// cache does not know that way.
    ///
    /// - Parameters:
    ///   - container: The container changed.
    ///   - entries: Its entries as committed.
    func buildCommittedTree(changedContainer container: ContainerID, entries: EntryList<AnyRoute>) -> NavigationTree {
        guard let root, fastPaths.enabled.contains(.treeCache) else { return buildCommittedTree(changed: nil) }
        if let top = root.core.ownContainer,
            let node = fastPaths.treeCache.replaceEntries(
                of: container, with: entries, upTo: top, keepingSpare: fastPaths.enabled.contains(.spareHostNode))
        {
            // The replaced node is kept with the tree that shows it, until the renderer lets go.
            if let spare = fastPaths.treeCache.spare, case .awaitingTree = spare.status {
                spare.status = .shown(committedTree)
            }
            // Only the focused window changed: the other windows' node is shared as it was.
            // (Nothing to read, retain or release for an app with one window.)
            return NavigationTree(
                root: node, sharing: coordinatorTree(root),
                windows: windowRoots.isEmpty ? nil : committedTree.sharedWindows)
        }
        // The one climb above stopped at another window's root stack, having replaced the nodes
        // up to it: that window's node is its new node. (Climbing again to find the window, and
        // a third time to replace its nodes, cost a push and pop in a window without focus 1,455
        // instructions of 36,330; docs/performance.md.)
        if let top = fastPaths.treeCache.stoppedAt {
            fastPaths.treeCache.stoppedAt = nil
            return buildCommittedTree(changedContainer: container, inWindowRootedAt: top)
        }
        return buildCommittedTree(reusingAllBut: ([container], []))
    }

    /// Builds the tree of a commit that changed one container's entries in a window without
    /// focus: that window's node gets the root stack's new node, and the focused window's
    /// stacks, the coordinators and every other window's node are shared as they were. Without
    /// it, a push in one of 50 windows rebuilt the 49 other windows' nodes (15.5x a push in
    /// one window, measured; see docs/performance.md).
    ///
    /// When `top` roots no window without focus, or a coordinator changed since the last tree
    /// (that window's node would be stale), the tree is built anew but for the nodes the
    /// container's change left alone.
    ///
    /// - Parameters:
    ///   - container: The container changed.
    ///   - top: The root stack the container's way up reached, not the focused window's; its
    ///     cached node is the new one.
    private func buildCommittedTree(
        changedContainer container: ContainerID, inWindowRootedAt top: ContainerID
    ) -> NavigationTree {
        guard let root, !windowRoots.isEmpty, coordinatorNodes != nil, let table = state.windows,
            let windows = committedTree.sharedWindows?.node,
            let index = windows.others.firstIndex(where: { windowRoots[$0.window.root]?.core.ownContainer == top }),
            let node = fastPaths.treeCache.stacks[top]
        else { return buildCommittedTree(reusingAllBut: ([container], [])) }
        var others = windows.others
        others[index].root = node
        return NavigationTree(
            root: committedTree.root, sharing: coordinatorTree(root),
            windows: NavigationTree.Windows(WindowsNode(focused: table.focusedWindow, others: others)))
    }

    /// Lets the tree builder settle once a change is published: the renderer has let go of the
    /// tree before it, or keeps it, and the spare node of that tree is emptied or dropped.
    @inline(__always) func settleTreeNodes() {
        fastPaths.treeCache.settleSpare()
    }

    /// Forgets the nodes kept for the next commit: what hosts what may have changed.
    func forgetTreeNodes() {
        fastPaths.treeCache = TreeCache()
    }

    /// Builds the committed state's tree, reusing the cached nodes of every container and tab
    /// bar but `changed` (`nil`: reusing none), and keeps the new nodes for the next commit.
    private func buildCommittedTree(
        reusingAllBut changed: (containers: Set<ContainerID>, tabs: Set<CoordinatorID>)?
    ) -> NavigationTree {
        guard let root else {
            forgetTreeNodes()
            return .empty
        }
        // The builder takes the cache over: shared with the navigator, its first update would
        // copy every cached node's entry in the dictionary (O(containers) per commit).
        var cache = TreeCache()
        if changed != nil { swap(&cache, &fastPaths.treeCache) }
        var builder = TreeBuilder(state: state, cache: consume cache, changed: changed)
        let tree = tree(from: &builder, root: root)
        fastPaths.treeCache = builder.cache
        return tree
    }

    /// The tree `builder` builds from the root coordinator's container down, with the other
    /// windows' nodes when there are windows.
    private func tree(from builder: inout TreeBuilder, root: any CoordinatorType) -> NavigationTree {
        let stack = root.core.ownContainer.flatMap { builder.stackNode($0) }
        return NavigationTree(root: stack, sharing: coordinatorTree(root), windows: windowsNode(from: &builder))
    }

    private func coordinatorTree(_ root: any CoordinatorType) -> NavigationTree.Coordinators {
        if let cached = coordinatorNodes { return cached }
        let coordinators = NavigationTree.Coordinators(coordinatorNode(root))
        coordinatorNodes = coordinators
        return coordinators
    }

    func coordinatorNode(_ coordinator: any CoordinatorType) -> CoordinatorNode {
        let core = coordinator.core
        return CoordinatorNode(
            id: core.id, name: core.name, kind: core.kind, placement: core.currentPlacement,
            children: core.children.map { coordinatorNode($0) }
        )
    }
}
