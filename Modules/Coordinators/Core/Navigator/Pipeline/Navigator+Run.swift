import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Running a request while idle

    /// Applies a request while nothing is in flight, from open to publish without suspending.
    ///
    /// The working-state seam says what the request changes (``workingState(for:)``): data
    /// steps (what apps and gestures send) change the state in place; internal steps, which may
    /// change any part of it, change a copy.
    func run(
        _ request: EngineRequest, source: NavigationSource, coordinator: CoordinatorID?, ticket: NavigationTicket,
        redirects: Int, animated: Bool
    ) {
        if let back = backStepNow(for: request) {
            run(back, source: source, ticket: ticket, animated: animated)
            return
        }
        let transaction = open(
            source: source, coordinator: coordinator, redirects: redirects, working: workingState(for: request))
        join(transaction, request: request, ticket: ticket, animated: animated)
        if let error = ticket.error {
            abort(transaction, with: error)
        } else {
            run(transaction)
        }
    }

    /// Runs the steps after apply of an open transaction, in the order the map shows, each
    /// taking what the one before it returned: reconcile, the leave checks, the proposal, the
    /// interceptors' decision, commit, reaping, the tree, publish.
    func run(_ transaction: OpenTransaction) {
        let reconciled = reconcile(transaction)
        if let error = checkConfirmedLeaves(of: transaction) {
            abort(transaction, with: error)
            return
        }
        let proposal = propose(transaction)
        switch decide(proposal) {
        case .denied(let error):
            abort(transaction, with: error)
            return
        case .redirected(let request, let interceptor, let reason):
            redirect(transaction, to: request, by: interceptor, reason: reason)
            return
        case .allowed:
            break
        }
        // Load: new screens with loaders load now, the proposal allowed and nothing committed
        // yet; the transaction runs again, and commits, when they are done.
        if holdsForLoaders(transaction, proposal.containers) { return }
        let committed = commit(transaction, proposal, reconciled)
        reap(unplaced: committed.unplaces)
        guard committed.changesTree else {
            if committed.unplaces { forgetTreeNodes() }
            settle(transaction.tickets)
            return
        }
        // A window change's phases are compared over both whole trees (Windows/).
        let treeBefore = committed.windows ? committedTree : nil
        let tree = buildTree(
            committed.unplaces ? .structural : .touched(transaction.touchedContainers, transaction.touchedTabs))
        let change = NavigationChange(
            id: committedChanges, source: transaction.source, steps: transaction.steps,
            containers: committed.containers, tabs: committed.tabs, tree: tree, animated: transaction.animated,
            animatedSteps: transaction.animatedSteps, previousSelections: committed.previousSelections,
            removedDetailHosts: committed.removedDetailHosts, putsBack: proposal.putsBack)
        if let treeBefore {
            change.storage.fields.rare = NavigationChange.Rare(
                removedDetailHosts: committed.removedDetailHosts, treeBefore: treeBefore)
        }
        publish(
            change, tickets: transaction.tickets, coordinator: transaction.coordinator,
            internalSteps: transaction.internalSteps, notifiesObservers: !proposal.putsBack)
    }

    /// Runs one path operation while idle on the one-path working state (see
    /// ``workingState(forPathIn:)``): the same steps as ``run(_:)`` (apply, propose, decide,
    /// commit, reap, the tree, publish) on a copy of the one path it changes, with no open
    /// transaction, touched sets or ticket. A request that ends a scope or removes an entry
    /// that hosts content needs reconciling, and one that adds screens with loaders needs the
    /// load step: it runs again on a copy of the whole state, from the same state, since
    /// nothing was committed.
    ///
    /// - Parameter given: The ticket of a request that has one already (a system back): the
    ///   change completes it; a request without one gets a ticket only when the renderer
    ///   completes the change later.
    /// - Parameter inserted: Receives the top-most entry the operation inserted, once it is
    ///   committed (see ``NavigationTicket/insertedEntry``).
    /// - Returns: `nil` when the request is done (applied, refused by a thrown error, or
    ///   changing nothing); otherwise the ticket to wait for (``wait(for:)``).
    func run(
        path operation: consuming PathOperation<AnyRoute>, in container: ContainerID,
        at position: Dictionary<ContainerID, ContainerPath>.Index, scope: ScopeID?, source: NavigationSource,
        coordinator: CoordinatorID?, animated: Bool, ticket given: NavigationTicket?, inserted: inout EntryID?
    ) throws(NavigationError) -> NavigationTicket? {
        // The change pool's last change, when nothing else kept it: its storage and lists are
        // refilled instead of allocated again.
        var spare = fastPaths.takeChange()
        var (steps, containers) = spare?.takeLists() ?? ([], [])
        let idsBefore = ids

        // Apply: the entries before are kept for the change; the path itself changes as a copy.
        var path = state.stacks.values[position]
        let before = path.entries
        let applied: PathChange<AnyRoute>?
        do {
            // The step keeps the operation: the path's change need not list it.
            // The last published tree holds the path's entries too.
            applied = try path.applyUnlisted(
                operation, as: scope, source: source == .user ? .gesture : .program, ids: &ids,
                sharedEntries: true)
        } catch {
            ids = idsBefore
            refused()
            throw .path(error, container: container)
        }
        // One list, shared by the request interceptors see, the change and its event. The step
        // takes the operation once apply is done with it (a copy: ~230 instructions, measured).
        steps.append(NavigationStep.path(container, scope: scope, consume operation))
        guard let applied else {
            // Nothing changed: nothing to intercept, commit or show.
            reap(unplaced: false)
            drain()
            return nil
        }
        guard applied.endedScopes.isEmpty, !hostsContent(applied.removed), !loadsAny(applied.inserted) else {
            // Reconcile would have work: coordinators may lose their placement and content its
            // anchor; or new screens load before the commit. Nothing was committed, so the
            // whole-state run starts from the same state.
            ids = idsBefore
            let ticket = given ?? NavigationTicket()
            ticket.navigator = self
            run(
                EngineRequest(steps.map { .step($0) }), source: source, coordinator: coordinator, ticket: ticket,
                redirects: 0, animated: animated)
            return ticket
        }

        // Propose: a push or a pop reports the whole difference; entries whose content changed
        // in place are compared whole, as the whole-state run does.
        let change =
            ContainerChange(container: container, before: before, after: path.entries, change: applied)
            ?? ContainerChange(
                container: container, before: before, after: path.entries,
                unchanged: applied.updated.isEmpty ? applied.keptCount : 0)
        if change.isEmpty {
            state.stacks.values[position] = path
            reap(unplaced: false)
            drain()
            return nil
        }
        containers.append(consume change)

        // Decide.
        if !interceptors.isEmpty {
            enter(.reserved)
            let proposal = NavigationProposal(
                request: NavigationRequest(steps, source: source, animated: animated), containers: containers, tabs: [])
            switch verdict(on: proposal) {
            case .denied(let error):
                ids = idsBefore
                refused()
                throw error
            case .redirected(let request, let interceptor, let reason):
                ids = idsBefore
                enter(.idle)
                guard redirectLimit >= 1 else {
                    refused()
                    throw .redirectLoop(limit: redirectLimit)
                }
                throw follow(request, redirects: 1, by: interceptor, reason: reason)
            case .allowed:
                break
            }
        }

        // Commit. The position is still the container's: interceptors ran while the phase was
        // reserved, so any request they made waits in the queue, and nothing else changes the
        // state synchronously. (A keyed write costs ~220 instructions per request, measured.)
        assert(state.stacks.keys[position] == container)
        state.stacks.values[position] = path
        inserted = applied.inserted.last?.id
        given?.insertedEntry = inserted
        reap(unplaced: false)
        let tree = buildTree(.container(container, path.entries))
        // The lists are handed over, not copied: the change holds them alone, so that the pool
        // can empty it for reuse once published.
        var committed = NavigationChange(
            reusing: spare.take(), id: committedChanges, source: source, steps: consume steps,
            containers: consume containers, tree: tree, animated: animated)
        publish(committed, tickets: given.map { [$0] } ?? [], coordinator: coordinator, internalSteps: nil)
        settleTreeNodes()
        // A renderer that completes later: wait for it like any request.
        guard case .rendering(let shown, var tickets) = phase, shown.id == committed.id else {
            fastPaths.keep(&committed)
            return nil
        }
        if let given { return given }
        let ticket = NavigationTicket(status: .applied)
        ticket.navigator = self
        ticket.insertedEntry = inserted
        tickets.append(ticket)
        enter(.rendering(shown, tickets))
        return ticket
    }

    /// Runs a system back the working-state seam resolved before opening (``backStepNow(for:)``)
    /// as the data step it resolved to: a path operation on one path when it can, any other step
    /// as a request of that step.
    private func run(
        _ back: Result<NavigationStep, NavigationError>, source: NavigationSource, ticket: NavigationTicket,
        animated: Bool
    ) {
        switch back {
        case .failure(let error):
            ticket.fail(error)
        case .success(.path(let container, let scope, let operation)):
            do throws(NavigationError) {
                var inserted: EntryID?
                _ = try submit(
                    path: operation, in: container, scope: scope, source: source, coordinator: nil, animated: animated,
                    ticket: ticket, inserted: &inserted)
            } catch {
                ticket.fail(error)
            }
            // A back that changed nothing: done, as a request that changes nothing completes.
            if ticket.status == .queued { ticket.complete(nil) }
        case .success(let step):
            run(
                EngineRequest([.step(step)]), source: source, coordinator: nil, ticket: ticket, redirects: 0,
                animated: animated)
        }
    }

    // MARK: - The steps

    /// Reconcile: drops what lost its anchor in the transaction's working state, and says
    /// whether coordinators may have lost their placement (by this step or by apply's).
    private func reconcile(_ transaction: OpenTransaction) -> Reconciled {
        if reconcile(
            &transaction.working, touched: &transaction.touchedContainers, tabs: &transaction.touchedTabs,
            before: &transaction.before)
        {
            // Recorded on the transaction too: a run resumed after its loaders reconciles the
            // same working state again, and finds nothing left to drop.
            transaction.effects.unplaces = true
        }
        return Reconciled(unplaces: transaction.effects.unplaces)
    }

    /// The leave checks of a transaction that asked them before it opened: it may remove only
    /// the screens whose checks said yes. Returns the refusal, or `nil`.
    private func checkConfirmedLeaves(of transaction: OpenTransaction) -> NavigationError? {
        guard let confirmed = transaction.confirmedLeaves else { return nil }
        do throws(NavigationError) {
            try checkLeaves(from: transaction.committed, to: transaction.working, confirmed: confirmed)
            return nil
        } catch {
            return error
        }
    }

    /// Propose: what the transaction changes, as the interceptors and the change see it.
    private func propose(_ transaction: OpenTransaction) -> Proposal {
        let containers = transaction.containerChanges
        let tabs = transaction.touchedTabs.filter { transaction.tabsBefore($0) != transaction.working.tabs[$0] }
            .sorted()
        // Putting back what a refused gesture removed changes nothing: there is nothing to ask.
        // Nor for steps the interceptors approved already (an interactive back's begin).
        let putsBack = transaction.shownBefore != nil
        let approved = transaction.approvedSteps.map { $0 == transaction.steps } ?? false
        return Proposal(
            request: NavigationRequest(transaction.steps, source: transaction.source, animated: transaction.animated),
            containers: containers, tabs: tabs,
            windows: transaction.effects.windows
                ? transaction.working.windows.map { WindowChange(table: $0, moves: transaction.windowMoves) } : nil,
            putsBack: putsBack, asks: !putsBack && !approved)
    }

    /// Decide: what the interceptors say about a proposal that changes anything and asks them.
    private func decide(_ proposal: Proposal) -> Verdict {
        guard proposal.asks, !proposal.containers.isEmpty || !proposal.tabs.isEmpty || proposal.windows != nil else {
            return .allowed
        }
        return verdict(
            on: NavigationProposal(
                request: proposal.request, containers: proposal.containers, tabs: proposal.tabs,
                windowChange: proposal.windows))
    }

    /// Commit: the transaction's working state becomes the navigator's, and nothing else.
    private func commit(_ transaction: OpenTransaction, _ proposal: Proposal, _ reconciled: Reconciled) -> Committed {
        let previousSelections =
            proposal.tabs.isEmpty ? [:] : transaction.previousSelections(of: proposal.tabs)
        // Only a collapsed detail column needs to know which entry hosted a removed one.
        let detailHosts =
            layoutState.collapsesDetail
            ? transaction.removedDetailHosts(in: proposal.containers) : [:]
        state = transaction.working
        if !windowRoots.isEmpty {
            adoptFocusedRoot()
            keepClosingWindows(committing: transaction.serial)
        }
        if transaction.before.changesInPlace {
            // The navigator holds the state alone again: the next change needs no copy either.
            transaction.working = NavigationState()
            transaction.before.settle()
        }
        return Committed(
            containers: proposal.containers, tabs: proposal.tabs, previousSelections: previousSelections,
            removedDetailHosts: detailHosts, unplaces: reconciled.unplaces,
            windows: proposal.windows != nil)
    }

    /// Reap: coordinators whose placement went finish. Only a lost container or scope leaves a
    /// coordinator unplaced (its own finish unplaces it too, but reaping it is that finish). A
    /// dropped request may have placed coordinators the committed state never had: the next
    /// commit after a redirect or refusal reaps.
    @inline(__always) private func reap(unplaced: Bool) {
        guard unplaced || reapOnNextCommit else { return }
        reapOnNextCommit = false
        reapCoordinators()
    }

    /// Build the tree: the one home of the tree of a committed change. Counts the change and
    /// publishes its tree on the navigator.
    @inline(__always) private func buildTree(_ change: TreeChange) -> NavigationTree {
        committedChanges += 1
        let newTree: NavigationTree
        switch change {
        case .container(let container, let entries):
            newTree = buildCommittedTree(changedContainer: container, entries: entries)
        case .touched(let containers, let tabs):
            newTree = buildCommittedTree(changed: (containers, tabs))
        case .structural:
            newTree = buildCommittedTree(changed: nil)
        }
        tree = newTree
        return newTree
    }

    /// Ends a committed transaction that changed nothing shown: its tickets complete at once.
    private func settle(_ tickets: [NavigationTicket]) {
        enter(.idle)
        for ticket in tickets {
            ticket.complete(nil)
        }
        drain()
    }

    /// Whether any of `entries` hosts content (a tab bar, embedded slots, a detail column).
    private func hostsContent(_ entries: [Entry<AnyRoute>]) -> Bool {
        guard !entries.isEmpty, !state.hostings.isEmpty else { return false }
        // An app hosts content from a handful of entries: their ids are compared with the
        // removed ones (a pop removes one), with no lookup and no copy of what they host.
        // (Loops: `contains(where:)` here costs ~130 instructions more per pop, measured.)
        if state.hostings.count <= 8 {
            for id in state.hostings.keys {
                for entry in entries where entry.id == id {
                    return true
                }
            }
            return false
        }
        return entries.contains { state.hostings[$0.id] != nil }
    }

    /// Ends a refused one-path request as ``abort(_:with:)`` ends a refused transaction.
    private func refused() {
        enter(.idle)
        endRefusal()
    }
}
