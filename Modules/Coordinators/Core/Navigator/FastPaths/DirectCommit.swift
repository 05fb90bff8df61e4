import WayfinderRouting
import WayfinderStacks

/// The direct commit: a router's path operation made while the navigator is idle goes from the
/// operation to the renderer in one synchronous call (see
/// ``Navigator/performDirectly(path:in:scope:source:coordinator:animated:)``), skipping the open
/// transaction of the general path. One of the ``FastPaths``.
enum DirectCommit {
    /// Whether a request can be committed directly: the strategy is on, and nothing is open, in
    /// flight, queued or being drained (a request behind any of them keeps its turn on the
    /// general path).
    @MainActor @inline(__always) static func canTake(on navigator: Navigator) -> Bool {
        guard navigator.fastPaths.enabled.contains(.directCommit), case .idle = navigator.phase else { return false }
        return navigator.queue.isEmpty && !navigator.draining
    }
}

extension Navigator {
    // MARK: - The direct commit

    /// Applies one path operation and returns once the renderer has shown it.
    ///
    /// The request most apps make most often (a router's push, pop, present or dismiss) made
    /// while the navigator is idle goes straight from the operation to the renderer: it changes
    /// a copy of the one path it touches, builds the container change from what the path
    /// reports, and needs no open transaction, ticket, touched sets or undo records. The state
    /// stays as committed until interceptors have allowed the change, so a refusal has nothing
    /// to undo. A ticket is made only when the renderer does not complete the change at once.
    ///
    /// Everything else takes the general path of ``perform(_:source:coordinator:animated:)``,
    /// with the same result: a request inside a transaction, behind a queue or a transition in
    /// flight, or one that ends a scope or removes an entry that hosts content (which may
    /// finish coordinators and drop containers).
    ///
    /// - Parameters:
    ///   - operation: The path operation.
    ///   - container: The container it applies to.
    ///   - scope: The scope asking, `nil` for the base scope.
    ///   - source: Who causes the change.
    ///   - coordinator: The coordinator that made the request, for the event.
    ///   - animated: The intent of the request (see ``AnimationIntent``).
    func perform(
        path operation: PathOperation<AnyRoute>, in container: ContainerID, scope: ScopeID?,
        source: NavigationSource, coordinator: CoordinatorID?, animated: Bool
    ) async throws(NavigationError) {
        if let rest = try performDirectly(
            path: operation, in: container, scope: scope, source: source, coordinator: coordinator, animated: animated)
        {
            try await rest.finish()
        }
    }

    /// What ``performDirectly(path:in:scope:source:coordinator:animated:)`` left to wait for.
    @MainActor struct DirectRemainder {
        /// What is left.
        enum Work {
            /// The renderer completes the change later.
            case ticket(NavigationTicket)
            /// The request takes the general path (see ``Navigator/perform(path:in:scope:source:coordinator:animated:)``).
            case general([EngineStep], NavigationSource, CoordinatorID?, Bool)
        }

        let navigator: Navigator
        let work: Work

        /// Waits for what is left.
        func finish() async throws(NavigationError) {
            switch work {
            case .ticket(let ticket):
                try await ticket.value()
            case .general(let steps, let source, let coordinator, let animated):
                try await navigator.perform(steps, source: source, coordinator: coordinator, animated: animated)
            }
        }
    }

    /// The synchronous part of ``perform(path:in:scope:source:coordinator:animated:)``: applies
    /// and publishes the request when it can, without an async call of its own, and says what is
    /// left to wait for.
    ///
    /// - Parameter given: The ticket of a request that has one already (a system back): the
    ///   change completes it; a request without one gets a ticket only when the renderer
    ///   completes the change later.
    /// - Returns: `nil` when the request is done (applied, refused by a thrown error, or
    ///   changing nothing); otherwise what the caller must wait for.
    func performDirectly(
        path operation: PathOperation<AnyRoute>, in container: ContainerID, scope: ScopeID?,
        source: NavigationSource, coordinator: CoordinatorID?, animated: Bool, ticket given: NavigationTicket? = nil
    ) throws(NavigationError) -> DirectRemainder? {
        // The last request's change, when nothing else kept it: its storage and lists are
        // refilled instead of allocated again.
        var spare = fastPaths.changes.take()
        var (steps, containers) = spare?.takeLists() ?? ([], [])
        // One list, shared by the request interceptors see, the change and its event.
        steps.append(NavigationStep.path(container, scope: scope, operation))
        guard DirectCommit.canTake(on: self),
            let position = state.stacks.index(forKey: container)
        else {
            return DirectRemainder(
                navigator: self, work: .general(steps.map { .step($0) }, source, coordinator, animated))
        }
        let idsBefore = ids
        // The entries before are kept for the change; the path itself changes as a copy.
        let before = state.stacks.values[position].entries
        var path = state.stacks.values[position]
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
        guard let applied else {
            // Nothing changed: nothing to intercept, commit or show.
            reapIfAsked()
            drain()
            return nil
        }
        guard applied.endedScopes.isEmpty, !hostsContent(applied.removed), !loadsAny(applied.inserted) else {
            // Coordinators may lose their placement and content its anchor, or new screens
            // load first: the general path reconciles, reaps and loads. Nothing was committed,
            // so it starts from the same state.
            ids = idsBefore
            return DirectRemainder(
                navigator: self, work: .general(steps.map { .step($0) }, source, coordinator, animated))
        }
        // A push or a pop reports the whole difference; entries whose content changed in place
        // are compared whole, as the general path does.
        let change =
            ContainerChange(container: container, before: before, after: path.entries, change: applied)
            ?? ContainerChange(
                container: container, before: before, after: path.entries,
                unchanged: applied.updated.isEmpty ? applied.keptCount : 0)
        if change.isEmpty {
            state.stacks.values[position] = path
            reapIfAsked()
            drain()
            return nil
        }
        containers.append(consume change)
        if !interceptors.isEmpty {
            phase = .reserved
            let proposal = NavigationProposal(
                request: NavigationRequest(steps, source: source, animated: animated), containers: containers, tabs: [])
            switch verdict(on: proposal) {
            case .denied(let error):
                ids = idsBefore
                refused()
                throw error
            case .redirected(let request, let interceptor, let reason):
                ids = idsBefore
                phase = .idle
                guard redirectLimit >= 1 else {
                    refused()
                    throw .redirectLoop(limit: redirectLimit)
                }
                throw follow(request, redirects: 1, by: interceptor, reason: reason)
            case .allowed:
                break
            }
        }
        // The position is still the container's: interceptors ran while the phase was
        // reserved, so any request they made waits in the queue, and nothing else changes the
        // state synchronously. (A keyed write costs ~220 instructions per request, measured.)
        assert(state.stacks.keys[position] == container)
        state.stacks.values[position] = path
        reapIfAsked()
        committedChanges += 1
        let newTree = buildCommittedTree(changedContainer: container, entries: path.entries)
        tree = newTree
        // The lists are handed over, not copied: the change holds them alone, so that it can be
        // emptied for reuse once published.
        var committed = NavigationChange(
            reusing: spare.take(), id: committedChanges, source: source, steps: consume steps,
            containers: consume containers, tree: newTree, animated: animated)
        publish(committed, tickets: given.map { [$0] } ?? [], coordinator: coordinator, internalSteps: nil)
        // The renderer has let go of the tree before this one, or keeps it: the spare node
        // of that tree is emptied or dropped.
        fastPaths.treeCache.settleSpare()
        // A renderer that completes later: wait for it like any request.
        guard case .rendering(let shown, var tickets) = phase, shown.id == committed.id else {
            if fastPaths.enabled.contains(.changePool) { fastPaths.changes.keep(&committed) }
            return nil
        }
        if let given { return DirectRemainder(navigator: self, work: .ticket(given)) }
        let ticket = NavigationTicket(status: .applied)
        ticket.navigator = self
        tickets.append(ticket)
        phase = .rendering(shown, tickets)
        return DirectRemainder(navigator: self, work: .ticket(ticket))
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

    /// Reaps coordinators when a dropped transaction asked the next commit to.
    private func reapIfAsked() {
        guard reapOnNextCommit else { return }
        reapOnNextCommit = false
        reapCoordinators()
    }

    /// Ends a refused request as ``abort(_:with:)`` ends a refused transaction.
    private func refused() {
        phase = .idle
        endRefusal()
    }
}
