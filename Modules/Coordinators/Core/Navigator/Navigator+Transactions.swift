import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Sending requests

    /// Sends a request: applied at once when nothing is in flight, queued otherwise; inside a
    /// ``transaction(source:animated:_:)`` (on its task) it joins that transaction.
    ///
    /// - Parameter request: The steps to apply as one transaction.
    /// - Returns: A ticket that tells whether the request was applied, refused, and shown.
    @discardableResult
    public func send(_ request: NavigationRequest) -> NavigationTicket {
        submit(
            request.steps.map { .step($0) }, source: request.source, coordinator: nil,
            animated: request.animated && AnimationIntent.requested != false)
    }

    /// Applies `steps` as described in ``send(_:)``.
    @discardableResult
    ///
    /// `animated` defaults to the intent of the enclosing call (see ``AnimationIntent``).
    func submit(
        _ steps: [EngineStep], source: NavigationSource, coordinator: CoordinatorID?, redirects: Int = 0,
        animated: Bool? = nil, ticket given: NavigationTicket? = nil
    )
        -> NavigationTicket
    {
        let ticket = given ?? NavigationTicket()
        ticket.navigator = self
        let animated = animated ?? AnimationIntent.resolve(source)
        if let transaction = currentTransaction {
            join(transaction, steps: steps, ticket: ticket, animated: animated)
            return ticket
        }
        if case .idle = phase, queue.isEmpty {
            run(
                steps, source: source, coordinator: coordinator, ticket: ticket, redirects: redirects,
                animated: animated)
        } else {
            queue.append(.request(steps, source, coordinator, ticket, redirects: redirects, animated: animated))
        }
        return ticket
    }

    /// Sends steps and waits until they are shown, or only until they joined the transaction
    /// when called inside one.
    ///
    /// `animated` defaults to the intent of the enclosing call (see ``AnimationIntent``).
    func perform(
        _ steps: [EngineStep], source: NavigationSource = .program, coordinator: CoordinatorID?, animated: Bool? = nil
    )
        async throws(NavigationError)
    {
        let ticket = submit(steps, source: source, coordinator: coordinator, animated: animated)
        if let error = ticket.error { throw error }
        if isInsideOpenTransaction { return }
        try await ticket.value()
    }

    // MARK: - Transactions

    /// Runs `body` as one transaction: every request made by its task, including inside
    /// coordinators' `start`, is applied to the same working state, and the renderer receives
    /// one change at the end. If `body` throws, nothing is committed.
    ///
    /// A transaction started while another is open or in flight waits its turn. Nested calls
    /// on the same task join the outer transaction.
    ///
    /// The change animates only when `animated` is true and so is every request `body` makes
    /// (see ``NavigationChange/animated``).
    ///
    /// - Parameters:
    ///   - source: Who causes the change.
    ///   - animated: Whether the renderer should animate the change; by default the source's
    ///     ``NavigationSource/animatesByDefault``.
    ///   - body: The navigation work.
    /// - Returns: What `body` returned, once the change is shown.
    /// - Throws: What `body` threw, or ``NavigationError`` when an interceptor refused the change.
    public func transaction<T>(
        source: NavigationSource = .program,
        animated: Bool? = nil,
        _ body: () async throws -> T
    ) async throws -> T {
        try await AnimationIntent.run(animated ?? source.animatesByDefault) {
            try await transaction(source: source, coordinator: nil, body)
        }
    }

    func transaction<T>(
        source: NavigationSource,
        coordinator: CoordinatorID?,
        _ body: () async throws -> T
    ) async throws -> T {
        if isInsideOpenTransaction {
            return try await body()
        }
        let mustWait: Bool
        switch phase {
        case .idle: mustWait = !queue.isEmpty
        case .reserved, .open, .rendering: mustWait = true
        }
        if mustWait {
            await withCheckedContinuation { queue.append(.body($0)) }
        }
        let transaction = open(source: source, coordinator: coordinator, redirects: 0)
        transaction.animated = AnimationIntent.requested ?? source.animatesByDefault
        let result: T
        do {
            result = try await TransactionContext.$current.withValue(transaction.serial) {
                try await body()
            }
        } catch {
            abort(transaction, with: .transactionFailed(TransactionFailure(error)))
            throw error
        }
        let ticket = NavigationTicket(status: .applied)
        transaction.tickets.append(ticket)
        finish(transaction)
        try await ticket.value()
        return result
    }

    /// Reports that the renderer has shown the change `id`.
    ///
    /// - Throws: ``NavigationError/noSuchTransition(_:)`` when `id` is not the change in flight.
    public func completeTransition(_ id: UInt64) throws(NavigationError) {
        guard case .rendering(let change, let tickets) = phase, change.id == id else {
            throw .noSuchTransition(id)
        }
        phase = .idle
        for ticket in tickets {
            ticket.complete(change)
        }
        drain()
    }

    // MARK: - Engine

    /// Opens a transaction. One `inPlace` takes the state over and changes it without a copy; only
    /// a transaction that runs to its end without suspending may (see ``OpenTransaction``).
    private func open(
        source: NavigationSource, coordinator: CoordinatorID?, redirects: Int, inPlace: Bool = false
    ) -> OpenTransaction {
        Navigator.lastTransaction += 1
        let transaction = OpenTransaction(
            serial: Navigator.lastTransaction, source: source, state: state, ids: ids, coordinator: coordinator,
            redirects: redirects, inPlace: inPlace
        )
        // Let go of the state, so that changing the transaction's copies nothing.
        if inPlace { state = NavigationState() }
        phase = .open(transaction)
        return transaction
    }

    /// Gives an in-place transaction's state back to the navigator as it was when the
    /// transaction opened: the transaction is dropped.
    private func giveBack(_ transaction: OpenTransaction) {
        guard let originals = transaction.originals else { return }
        originals.restore(into: &transaction.working)
        state = transaction.working
        transaction.working = NavigationState()
        transaction.originals = nil
    }

    /// Applies a request while nothing is in flight, from open to commit without suspending.
    ///
    /// Data steps (what apps and gestures send) change the state in place; internal steps,
    /// which may change any part of it, change a copy.
    private func run(
        _ steps: [EngineStep], source: NavigationSource, coordinator: CoordinatorID?, ticket: NavigationTicket,
        redirects: Int, animated: Bool
    ) {
        let inPlace = steps.allSatisfy { if case .step = $0 { true } else { false } }
        let transaction = open(source: source, coordinator: coordinator, redirects: redirects, inPlace: inPlace)
        join(transaction, steps: steps, ticket: ticket, animated: animated)
        if let error = ticket.error {
            abort(transaction, with: error)
        } else {
            finish(transaction)
        }
    }

    /// Applies steps to the transaction's working state, all or nothing.
    private func join(_ transaction: OpenTransaction, steps: [EngineStep], ticket: NavigationTicket, animated: Bool) {
        var working = transaction.working
        // A single data step either applies whole or throws before changing anything, so the
        // working state can be changed in place (moved out, not copied): each request of a long
        // transaction then costs what it changes, not the size of what earlier ones built.
        let inPlace = steps.count == 1 && steps.allSatisfy { if case .step = $0 { true } else { false } }
        if inPlace { transaction.working = NavigationState() }
        var touchedContainers: Set<ContainerID> = []
        var touchedTabs: Set<CoordinatorID> = []
        var effects = StepEffects()
        let idsBefore = ids
        do {
            for step in steps {
                if case .step(let data) = step { transaction.originals?.record(data, in: working) }
                try apply(
                    step, source: transaction.source, to: &working, containers: &touchedContainers, tabs: &touchedTabs,
                    effects: &effects)
            }
        } catch {
            if inPlace { transaction.working = working }
            ids = idsBefore
            ticket.fail(error)
            return
        }
        transaction.working = working
        transaction.effects.merge(effects)
        transaction.touchedContainers.absorb(touchedContainers)
        transaction.touchedTabs.absorb(touchedTabs)
        transaction.animated = transaction.animated && animated
        for step in steps {
            switch step {
            case .step(let step):
                transaction.steps.append(step)
                transaction.animatedSteps.append(animated)
                transaction.internalSteps?.append(.step(step))
            case .mutate(let description, _):
                if transaction.internalSteps == nil {
                    transaction.internalSteps = transaction.steps.map { .step($0) }
                }
                transaction.internalSteps?.append(.text(description))
            }
        }
        transaction.tickets.append(ticket)
        ticket.joinedTransaction = transaction.serial
        ticket.markApplied()
    }

    /// Drops an open transaction: nothing is committed.
    private func abort(_ transaction: OpenTransaction, with error: NavigationError) {
        giveBack(transaction)
        phase = .idle
        ids = transaction.idsBefore
        for ticket in transaction.tickets {
            ticket.fail(error)
        }
        endRefusal()
    }

    /// Reconciles, intercepts and commits an open transaction, then hands the change to the
    /// renderer.
    private func finish(_ transaction: OpenTransaction) {
        if reconcile(
            &transaction.working, touched: &transaction.touchedContainers, tabs: &transaction.touchedTabs,
            originals: &transaction.originals)
        {
            transaction.effects.unplaces = true
        }
        let containers = transaction.containerChanges
        let tabs = transaction.touchedTabs.filter { transaction.tabsBefore($0) != transaction.working.tabs[$0] }
            .sorted()
        let previousSelections = tabs.isEmpty ? [:] : transaction.previousSelections(of: tabs)

        let request = NavigationRequest(transaction.steps, source: transaction.source, animated: transaction.animated)
        if !containers.isEmpty || !tabs.isEmpty {
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
        if transaction.originals != nil {
            // The navigator holds the state alone again: the next change needs no copy either.
            transaction.working = NavigationState()
            transaction.originals = nil
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
            if structural { treeCache = TreeCache() }
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
            previousSelections: previousSelections)
        publish(
            change, tickets: transaction.tickets, coordinator: transaction.coordinator,
            internalSteps: transaction.internalSteps)
    }

    /// Drops a transaction an interceptor redirected and carries out the redirect in its place,
    /// before anything queued.
    ///
    /// The redirect runs at once, so the refused request's callers learn how the chain they
    /// started ended: ``NavigationError/redirected(by:reason:)``, or
    /// ``NavigationError/redirectLoop(limit:)`` when interceptors kept redirecting past
    /// ``redirectLimit`` and nothing was shown at all.
    private func redirect(
        _ transaction: OpenTransaction, to request: NavigationRequest, by interceptor: String, reason: String
    ) {
        let redirects = transaction.redirects + 1
        guard redirects <= redirectLimit else {
            abort(transaction, with: .redirectLoop(limit: redirectLimit))
            return
        }
        giveBack(transaction)
        phase = .idle
        ids = transaction.idsBefore
        let error = follow(request, redirects: redirects, by: interceptor, reason: reason)
        for ticket in transaction.tickets {
            ticket.fail(error)
        }
    }

    /// Carries out a redirect in place of a dropped request, at once.
    ///
    /// - Parameter redirects: How many redirects in a row led here.
    /// - Returns: What the dropped request's callers learn.
    func follow(_ request: NavigationRequest, redirects: Int, by interceptor: String, reason: String) -> NavigationError
    {
        reapOnNextCommit = true
        let followUp = NavigationTicket()
        run(
            request.steps.map { .step($0) }, source: request.source, coordinator: nil, ticket: followUp,
            redirects: redirects, animated: request.animated)
        if case .redirectLoop = followUp.error {
            return .redirectLoop(limit: redirectLimit)
        }
        return .redirected(by: interceptor, reason: reason)
    }

    /// Runs queued work while nothing is in flight.
    func drain() {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        while case .idle = phase, !queue.isEmpty {
            switch queue.removeFirst() {
            case .request(let steps, let source, let coordinator, let ticket, let redirects, let animated):
                run(
                    steps, source: source, coordinator: coordinator, ticket: ticket, redirects: redirects,
                    animated: animated)
            case .body(let continuation):
                phase = .reserved
                continuation.resume()
            }
        }
    }
}
