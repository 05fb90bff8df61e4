import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Committing

    /// Reconciles, intercepts and commits an open transaction, then hands the change to the
    /// renderer.
    func commit(_ transaction: OpenTransaction) {
        if reconcile(
            &transaction.working, touched: &transaction.touchedContainers, tabs: &transaction.touchedTabs,
            before: &transaction.before)
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
            switch verdict(on: proposal) {
            case .denied(let error):
                abort(transaction, with: error)
                return
            case .redirected(let request, let interceptor, let reason):
                redirect(transaction, to: request, by: interceptor, reason: reason)
                return
            case .allowed:
                break
            }
        }
        // New screens with loaders load now; the transaction commits when they are done.
        if holdsForLoaders(transaction, containers) { return }

        state = transaction.working
        if transaction.before.changesInPlace {
            // The navigator holds the state alone again: the next change needs no copy either.
            transaction.working = NavigationState()
            transaction.before.settle()
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
            if structural { forgetTreeNodes() }
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
}
