import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Applying steps

    ///
    /// `effects` records what the step did besides changing the state (see ``StepEffects``).
    func apply(
        _ step: EngineStep, source: NavigationSource, to state: inout NavigationState,
        containers: inout Set<ContainerID>, tabs: inout Set<CoordinatorID>, effects: inout StepEffects
    ) throws(NavigationError) {
        switch step {
        case .mutate(_, let body):
            effects.unplaces = true
            let before = state
            try body(&state, &ids)
            // Internal changes may create or drop containers and tab bars; record what moved.
            for id in Set(before.stacks.keys).symmetricDifference(state.stacks.keys) {
                containers.insert(id)
                effects.keep(0, in: id)
            }
            for (id, path) in state.stacks where before.stacks[id].map({ $0 != path }) ?? true {
                containers.insert(id)
                effects.keep(0, in: id)
            }
            for id in Set(before.tabs.keys).union(state.tabs.keys) where before.tabs[id] != state.tabs[id] {
                tabs.insert(id)
            }
            // Reconciling checks the anchors of hostings in touched containers only: a hosting
            // this step added is checked whatever its container.
            for (entry, hosting) in state.hostings where before.hostings[entry] != hosting {
                containers.insert(hosting.container)
            }
        case .step(.path(let container, let scope, let operation)):
            guard state.stacks[container] != nil else { throw .unknownContainer(container) }
            let origin: OperationSource = source == .user ? .gesture : .program
            let change = try Self.apply(
                operation, as: scope, source: origin, to: &state.stacks, container: container, ids: &ids)
            effects.record(change, in: container)
            containers.insert(container)
        case .step(.selectTab(let coordinator, let index)):
            guard var bar = state.tabs[coordinator] else { throw .unknownTabs(coordinator) }
            guard bar.pages.indices.contains(index) else {
                throw .unknownTab(coordinator: coordinator, tab: "#\(index)", pages: bar.pages.map(\.name))
            }
            if index == bar.selected {
                guard source == .user, reselectingTabPopsToRoot else { return }
                let page = bar.pages[index].container
                if let path = state.stacks[page], path.canGoBack() {
                    let change = try? state.stacks[page]?.apply(
                        .popToCurrentNavigationRoot, as: nil, source: .gesture, ids: &ids)
                    effects.record(change, in: page)
                    containers.insert(page)
                }
                return
            }
            bar.selected = index
            state.tabs[coordinator] = bar
            tabs.insert(coordinator)
        case .step(.setBadge(let coordinator, let page, let badge)):
            guard var bar = state.tabs[coordinator] else { throw .unknownTabs(coordinator) }
            guard let index = bar.pages.firstIndex(where: { $0.name == page }) else {
                throw .unknownTab(coordinator: coordinator, tab: page, pages: bar.pages.map(\.name))
            }
            bar.pages[index].badge = badge
            state.tabs[coordinator] = bar
            tabs.insert(coordinator)
        }
    }

    /// Applies a path operation to a container in place, mapping its error.
    ///
    /// - Returns: What changed, or `nil` when there is no such container.
    @discardableResult
    static func apply(
        _ operation: PathOperation<AnyRoute>, as scope: ScopeID?, source: OperationSource,
        to stacks: inout [ContainerID: ContainerPath], container: ContainerID, ids: inout EntryIDGenerator
    ) throws(NavigationError) -> PathChange<AnyRoute>? {
        do {
            return try stacks[container]?.apply(operation, as: scope, source: source, ids: &ids)
        } catch {
            throw .path(error, container: container)
        }
    }

    // MARK: - Reconciling

    /// Drops what lost its anchor: content hosted by removed entries, and the containers and
    /// tab bars that hung from it, until nothing more goes.
    ///
    /// - Returns: Whether anything was dropped.
    @discardableResult
    /// - Parameter originals: For a transaction changing the state in place, where to record
    ///   what is dropped, as it was.
    func reconcile(
        _ state: inout NavigationState, touched: inout Set<ContainerID>, tabs: inout Set<CoordinatorID>,
        originals: inout TouchedOriginals?
    )
        -> Bool
    {
        var anyDropped = false
        var changed = true
        while changed {
            changed = false
            for (entry, hosting) in state.hostings {
                // An entry can only be gone from a container the transaction changed (or dropped,
                // which marks it touched too): the others need no search.
                guard touched.contains(hosting.container) else { continue }
                if let path = state.stacks[hosting.container], path.index(of: entry) != nil { continue }
                originals?.record(hosting: entry, in: state)
                state.hostings[entry] = nil
                var dropped = hosting.ownedContainers
                if let bar = hosting.tabs, state.tabs[bar] != nil {
                    originals?.record(tabs: bar, in: state)
                    if let tabState = state.tabs.removeValue(forKey: bar) {
                        dropped += tabState.pages.map(\.container)
                    }
                    tabs.insert(bar)
                }
                for container in dropped where state.stacks[container] != nil {
                    originals?.record(stack: container, in: state)
                    state.stacks[container] = nil
                    touched.insert(container)
                }
                changed = true
                anyDropped = true
            }
        }
        return anyDropped
    }

    /// Finishes every coordinator whose placement is gone, children before parents.
    func reapCoordinators() {
        guard let root else { return }
        var dead: [any CoordinatorType] = []
        collectDead(root, parentDead: false, into: &dead)
        for coordinator in dead {
            coordinator.core.finish(navigator: self)
        }
    }

    private func collectDead(
        _ coordinator: any CoordinatorType, parentDead: Bool, into dead: inout [any CoordinatorType]
    ) {
        let isDead = parentDead || !isPlaced(coordinator.core)
        // Content hosted by a screen (embedded slots, detail columns) goes before its siblings,
        // unless a coordinator said otherwise (`BaseCoordinator.shouldBeAutomaticallyFinished`).
        let children = coordinator.core.children
        for child in children where child.core.finishesBeforeSiblings {
            collectDead(child, parentDead: isDead, into: &dead)
        }
        for child in children where !child.core.finishesBeforeSiblings {
            collectDead(child, parentDead: isDead, into: &dead)
        }
        if isDead { dead.append(coordinator) }
    }

    private func isPlaced(_ core: CoordinatorCore) -> Bool {
        switch core.placement {
        case nil:
            return core.lifecycle != .finished
        case .root(let container), .owner(let container, _):
            return state.stacks[container] != nil
        case .scope(let scope):
            return state.stacks[scope.container]?.scope(scope.id) != nil
        }
    }

    // MARK: - Building the tree

    /// Builds the whole tree of a state (by default the committed one), caching nothing.
    func buildTree(from state: NavigationState? = nil) -> NavigationTree {
        guard let root else { return .empty }
        var builder = TreeBuilder(state: state ?? self.state, cache: TreeCache(), changed: nil)
        let stack = root.core.ownContainer.flatMap { builder.stackNode($0) }
        return NavigationTree(root: stack, sharing: coordinatorTree(root))
    }

    /// Builds the tree of the state just committed, reusing the nodes of the last one whose
    /// containers and tab bars did not change.
    ///
    /// - Parameter changed: The containers and tab bars the commit touched, or `nil` when it
    ///   may have changed what hosts what (internal steps, dropped content): then every node is
    ///   built anew.
    func buildCommittedTree(changed: (containers: Set<ContainerID>, tabs: Set<CoordinatorID>)?) -> NavigationTree {
        guard let root else {
            treeCache = TreeCache()
            return .empty
        }
        // The builder takes the cache over: shared with the navigator, its first update would
        // copy every cached node's entry in the dictionary (O(containers) per commit).
        var cache = TreeCache()
        if changed != nil { swap(&cache, &treeCache) }
        var builder = TreeBuilder(state: state, cache: consume cache, changed: changed)
        let stack = root.core.ownContainer.flatMap { builder.stackNode($0) }
        treeCache = builder.cache
        return NavigationTree(root: stack, sharing: coordinatorTree(root))
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
        guard let root else {
            treeCache = TreeCache()
            return .empty
        }
        if let top = root.core.ownContainer,
            let node = treeCache.replaceEntries(of: container, with: entries, upTo: top)
        {
            // The replaced node is kept with the tree that shows it, until the renderer lets go.
            if let spare = treeCache.spare, case .awaitingTree = spare.status { spare.status = .shown(committedTree) }
            return NavigationTree(root: node, sharing: coordinatorTree(root))
        }
        var cache = TreeCache()
        swap(&cache, &treeCache)
        var builder = TreeBuilder(state: state, cache: consume cache, changed: ([container], []))
        let stack = root.core.ownContainer.flatMap { builder.stackNode($0) }
        treeCache = builder.cache
        return NavigationTree(root: stack, sharing: coordinatorTree(root))
    }

    private func coordinatorTree(_ root: any CoordinatorType) -> NavigationTree.Coordinators {
        if let cached = coordinatorNodes { return cached }
        let coordinators = NavigationTree.Coordinators(coordinatorNode(root))
        coordinatorNodes = coordinators
        return coordinators
    }

    private func coordinatorNode(_ coordinator: any CoordinatorType) -> CoordinatorNode {
        let core = coordinator.core
        return CoordinatorNode(
            id: core.id, name: core.name, kind: core.kind, placement: core.currentPlacement,
            children: core.children.map { coordinatorNode($0) }
        )
    }
}

/// What applying steps did besides changing the state.
struct StepEffects {
    /// Whether a step may have taken a coordinator's placement away: it ended a scope, or
    /// changed state directly (internal steps create and drop containers).
    var unplaces = false
    /// For each container a step changed, how many entries from the root up no step touched
    /// (what a path operation keeps below what it removes and inserts; 0 after an internal
    /// change): the container diff starts above them. Most requests change one container: its
    /// count is kept inline, and only further containers need a dictionary (and its allocation).
    private var firstKept: (container: ContainerID, count: Int)?
    private var moreKept: [ContainerID: Int] = [:]

    /// How many entries of `container` from the root up no step touched, or `nil` when no step
    /// recorded it.
    func kept(in container: ContainerID) -> Int? {
        if let firstKept, firstKept.container == container { return firstKept.count }
        return moreKept.isEmpty ? nil : moreKept[container]
    }

    /// Records that at most the first `count` entries of `container` were left untouched.
    mutating func keep(_ count: Int, in container: ContainerID) {
        guard let first = firstKept else {
            firstKept = (container, count)
            return
        }
        if first.container == container {
            firstKept = (container, min(first.count, count))
        } else {
            moreKept[container] = min(moreKept[container] ?? count, count)
        }
    }

    /// Records a path operation's change (`nil`: nothing was applied).
    mutating func record(_ change: PathChange<AnyRoute>?, in container: ContainerID) {
        guard let change else { return }
        if !change.endedScopes.isEmpty { unplaces = true }
        // Kept entries may have changed content in place (`updated`): then compare them all.
        keep(change.updated.isEmpty ? change.keptCount : 0, in: container)
    }

    /// Adds what later steps did. Records that hold nothing yet take `other`'s over whole: the
    /// first (for a request applied while idle, the only) join allocates nothing again.
    mutating func merge(_ other: StepEffects) {
        guard unplaces || firstKept != nil else {
            self = other
            return
        }
        unplaces = unplaces || other.unplaces
        if let first = other.firstKept { keep(first.count, in: first.container) }
        for (container, count) in other.moreKept { keep(count, in: container) }
    }
}

extension Set {
    /// Adds `other`'s members; an empty set takes `other`'s storage over instead of allocating
    /// its own (a transaction's first join).
    mutating func absorb(_ other: Set) {
        if isEmpty {
            self = other
        } else {
            formUnion(other)
        }
    }
}
