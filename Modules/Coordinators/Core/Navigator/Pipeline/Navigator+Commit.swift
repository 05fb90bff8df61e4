import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Committing

    /// Reconciles, intercepts and commits an open transaction, then hands the change to the
    /// renderer.
    func commit(_ transaction: OpenTransaction) {
        if reconcile(
            &transaction.working, touched: &transaction.touchedContainers, tabs: &transaction.touchedTabs,
            undo: &transaction.undo)
        {
            transaction.effects.unplaces = true
        }
        // A transaction that asked leave checks before it opened may remove only those screens.
        if let confirmed = transaction.confirmedLeaves {
            do throws(NavigationError) {
                try checkLeaves(from: transaction.committed, to: transaction.working, confirmed: confirmed)
            } catch {
                abort(transaction, with: error)
                return
            }
        }
        let containers = transaction.containerChanges
        let tabs = transaction.touchedTabs.filter { transaction.tabsBefore($0) != transaction.working.tabs[$0] }
            .sorted()
        let previousSelections = tabs.isEmpty ? [:] : transaction.previousSelections(of: tabs)

        let request = NavigationRequest(transaction.steps, source: transaction.source, animated: transaction.animated)
        // Putting back what a refused gesture removed changes nothing: there is nothing to ask.
        // Nor for steps the interceptors approved already (an interactive back's begin).
        let putsBack = transaction.shownBefore != nil
        let approved = transaction.approvedSteps.map { $0 == transaction.steps } ?? false
        if !putsBack, !approved, !containers.isEmpty || !tabs.isEmpty {
            let proposal = NavigationProposal(request: request, containers: containers, tabs: tabs)
            switch objection(to: proposal) {
            case (let interceptor, .deny(let reason))?:
                abort(transaction, with: .denied(by: interceptor, reason: reason))
                return
            case (let interceptor, .redirect(let request, let reason))?:
                redirect(transaction, to: request, by: interceptor, reason: reason)
                return
            case (_, .allow)?, nil:
                break
            }
        }

        state = transaction.working
        if transaction.undo != nil {
            // The navigator holds the state alone again: the next change needs no copy either.
            transaction.working = NavigationState()
            transaction.undo = nil
        }
        // Only a lost container or scope leaves a coordinator unplaced (its own finish unplaces
        // it too, but reaping it is that finish). A dropped transaction may have placed
        // coordinators the committed state never had: the next commit after a redirect reaps.
        if transaction.effects.unplaces || reapOnNextCommit {
            reapOnNextCommit = false
            reapCoordinators()
        }
        // Internal steps and dropped content may change what hosts what: build every node anew.
        let structural = transaction.effects.unplaces
        guard !containers.isEmpty || !tabs.isEmpty else {
            if structural { fastPaths.treeCache = TreeCache() }
            phase = .idle
            for ticket in transaction.tickets {
                ticket.complete(nil)
            }
            drain()
            return
        }
        committedChanges += 1
        let newTree = buildCommittedTree(
            changed: structural ? nil : (transaction.touchedContainers, transaction.touchedTabs))
        tree = newTree
        let change = NavigationChange(
            id: committedChanges, source: transaction.source, steps: transaction.steps, containers: containers,
            tabs: tabs, tree: newTree, animated: transaction.animated, animatedSteps: transaction.animatedSteps,
            previousSelections: previousSelections, putsBack: putsBack)
        publish(
            change, tickets: transaction.tickets, coordinator: transaction.coordinator,
            internalSteps: transaction.internalSteps, notifiesObservers: !putsBack)
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
            fastPaths.treeCache = TreeCache()
            return .empty
        }
        // The builder takes the cache over: shared with the navigator, its first update would
        // copy every cached node's entry in the dictionary (O(containers) per commit).
        let changed = fastPaths.reusableNodes(changed)
        var cache = TreeCache()
        if changed != nil { swap(&cache, &fastPaths.treeCache) }
        var builder = TreeBuilder(state: state, cache: consume cache, changed: changed)
        let stack = root.core.ownContainer.flatMap { builder.stackNode($0) }
        fastPaths.treeCache = builder.cache
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
            fastPaths.treeCache = TreeCache()
            return .empty
        }
        guard fastPaths.enabled.contains(.treeCache) else { return buildCommittedTree(changed: nil) }
        if let top = root.core.ownContainer,
            let node = fastPaths.treeCache.replaceEntries(
                of: container, with: entries, upTo: top, keepingSpare: fastPaths.enabled.contains(.spareHostNode))
        {
            // The replaced node is kept with the tree that shows it, until the renderer lets go.
            if let spare = fastPaths.treeCache.spare, case .awaitingTree = spare.status {
                spare.status = .shown(committedTree)
            }
            return NavigationTree(root: node, sharing: coordinatorTree(root))
        }
        var cache = TreeCache()
        swap(&cache, &fastPaths.treeCache)
        var builder = TreeBuilder(state: state, cache: consume cache, changed: ([container], []))
        let stack = root.core.ownContainer.flatMap { builder.stackNode($0) }
        fastPaths.treeCache = builder.cache
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
