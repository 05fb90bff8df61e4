import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Sending requests

    /// Sends a request: applied at once when nothing is in flight, queued otherwise; inside a
    /// ``transaction(source:animated:askingLeaveChecks:_:)`` (on its task) it joins that transaction.
    ///
    /// A request from the user (``NavigationSource/user``) or a deep link
    /// (``NavigationSource/deepLink``) first asks the leave checks of the screens it would remove
    /// (see ``LeaveCheck``); one from the program does not, unless `askingLeaveChecks` is `true`.
    /// A request sent inside a transaction joins it and asks nothing: the transaction cannot
    /// wait for an answer.
    ///
    /// - Parameters:
    ///   - request: The steps to apply as one transaction.
    ///   - askingLeaveChecks: Whether to ask the leave checks of the screens the request would
    ///     remove; by default, for user and deep-link requests only.
    /// - Returns: A ticket that tells whether the request was applied, refused, and shown.
    @discardableResult
    public func send(_ request: NavigationRequest, askingLeaveChecks: Bool? = nil) -> NavigationTicket {
        let steps = request.steps.map { EngineStep.step($0) }
        let animated = request.animated && AnimationIntent.requested != false
        guard askingLeaveChecks ?? (request.source == .user || request.source == .deepLink), currentTransaction == nil
        else {
            return submit(steps, source: request.source, coordinator: nil, animated: animated)
        }
        return submitAskingLeaveChecks(
            .steps(steps), source: request.source, cause: request.source == .deepLink ? .deepLink : .request,
            animated: animated)
    }

    /// Applies `steps` as described in ``send(_:)``: a request of steps with no precondition.
    ///
    /// `animated` defaults to the intent of the enclosing call (see ``AnimationIntent``).
    @discardableResult
    func submit(
        _ steps: [EngineStep], source: NavigationSource, coordinator: CoordinatorID?, redirects: Int = 0,
        animated: Bool? = nil, ticket given: NavigationTicket? = nil
    ) -> NavigationTicket {
        submit(
            EngineRequest(steps), source: source, coordinator: coordinator, redirects: redirects, animated: animated,
            ticket: given)
    }

    /// Applies `request` as described in ``send(_:)``: every request enters here. It joins the
    /// transaction open on its task, runs at once while nothing is in flight, or queues.
    ///
    /// `animated` defaults to the intent of the enclosing call (see ``AnimationIntent``).
    @discardableResult
    func submit(
        _ request: EngineRequest, source: NavigationSource, coordinator: CoordinatorID?, redirects: Int = 0,
        animated: Bool? = nil, ticket given: NavigationTicket? = nil
    ) -> NavigationTicket {
        let ticket = given ?? NavigationTicket()
        ticket.navigator = self
        let animated = animated ?? AnimationIntent.resolve(source)
        if let transaction = currentTransaction {
            join(transaction, request: request, ticket: ticket, animated: animated)
            return ticket
        }
        // A user's request takes the place of one waiting for its loaders.
        let supersedes = supersedesLoad(source)
        if case .idle = phase, queue.isEmpty || supersedes {
            run(
                request, source: source, coordinator: coordinator, ticket: ticket, redirects: redirects,
                animated: animated)
        } else {
            queue.append(.request(request, source, coordinator, ticket, redirects: redirects, animated: animated))
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
        try await wait(for: submit(steps, source: source, coordinator: coordinator, animated: animated))
    }

    /// Sends one path operation, the request coordinators make most, as ``submit(_:source:coordinator:redirects:animated:ticket:)``
    /// does, and says what is left to wait for.
    ///
    /// The working-state seam chooses how `run` changes the state (``workingState(forPathIn:)``):
    /// made while the navigator is idle, the request runs at once on a copy of the one path it
    /// changes, with no ticket unless the renderer completes the change later; otherwise it is
    /// submitted as a request of one step, and its ticket is what is left.
    ///
    /// Synchronous so that coordinators call it from their own async function: through an async
    /// wrapper, every request paid an executor switch (~340 to ~690 instructions, measured in
    /// issue 39).
    ///
    /// - Parameters:
    ///   - operation: The path operation.
    ///   - container: The container it applies to.
    ///   - scope: The scope asking, `nil` for the base scope.
    ///   - source: Who causes the change.
    ///   - coordinator: The coordinator that made the request, for the event.
    ///   - animated: The intent of the request (see ``AnimationIntent``).
    ///   - given: The ticket of a request that has one already (a system back).
    ///   - inserted: Receives the top-most entry the operation inserted when the request is done
    ///     at once; a request that returns a ticket says it in ``NavigationTicket/insertedEntry``.
    /// - Returns: `nil` when the request is done; otherwise the ticket to pass to ``wait(for:)``.
    @inline(__always)
    func submit(
        path operation: consuming PathOperation<AnyRoute>, in container: ContainerID, scope: ScopeID?,
        source: NavigationSource, coordinator: CoordinatorID?, animated: Bool, ticket given: NavigationTicket? = nil,
        inserted: inout EntryID?
    ) throws(NavigationError) -> NavigationTicket? {
        if workingState(forPathIn: container) == .onePath, let position = state.stacks.index(forKey: container) {
            return try run(
                path: operation, in: container, at: position, scope: scope, source: source, coordinator: coordinator,
                animated: animated, ticket: given, inserted: &inserted)
        }
        return submit(
            [.step(.path(container, scope: scope, operation))], source: source, coordinator: coordinator,
            animated: animated, ticket: given)
    }

    /// Waits for a submitted request: throws its refusal, returns once it joined when called
    /// inside a transaction, and otherwise once the renderer has shown it.
    func wait(for ticket: NavigationTicket) async throws(NavigationError) {
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
    /// A transaction from the user or a deep link asks the leave checks of the screens it would
    /// remove before it commits (see ``LeaveCheck``): `body` runs once to learn what it removes;
    /// when that includes a screen with a check, nothing is committed, the checks are asked while
    /// nothing waits, and `body` runs again against the tree as it is then, committing only if
    /// it removes no other checked screen. A program transaction asks nothing unless
    /// `askingLeaveChecks` is true.
    ///
    /// - Parameters:
    ///   - source: Who causes the change.
    ///   - animated: Whether the renderer should animate the change; by default the source's
    ///     ``NavigationSource/animatesByDefault``.
    ///   - askingLeaveChecks: Whether to ask the leave checks of the screens `body` removes; by
    ///     default, when `source` is ``NavigationSource/user`` or ``NavigationSource/deepLink``.
    ///   - body: The navigation work. It may run twice when it removes a screen with a leave
    ///     check, so it should only navigate.
    /// - Returns: What `body` returned, once the change is shown.
    /// - Throws: What `body` threw, ``NavigationError/leaveRefused(entry:route:reason:)`` when a
    ///   leave check said no, or ``NavigationError`` when an interceptor refused the change.
    @discardableResult
    public func transaction<T>(
        source: NavigationSource = .program,
        animated: Bool? = nil,
        askingLeaveChecks: Bool? = nil,
        _ body: () async throws -> T
    ) async throws -> T {
        try await AnimationIntent.run(animated ?? source.animatesByDefault) {
            if askingLeaveChecks ?? source.asksLeaveChecksByDefault {
                return try await transactionAskingLeaveChecks(source: source, body)
            }
            return try await transaction(source: source, coordinator: nil, body)
        }
    }

    /// Runs `body` as one transaction, as ``transaction(source:animated:askingLeaveChecks:_:)`` does, after the
    /// leave checks of the screens it removes were asked (``askLeaveChecks(before:cause:)``):
    /// when it commits, a screen with a check it removes must be among `confirmedLeaves`,
    /// otherwise (the tree changed since they were asked) nothing is committed and it throws
    /// ``NavigationError/staleGesture(_:)``.
    ///
    /// - Parameters:
    ///   - source: Who causes the change.
    ///   - animated: Whether the renderer should animate the change.
    ///   - confirmedLeaves: The screens whose checks said yes.
    ///   - body: The navigation work.
    /// - Returns: What `body` returned, once the change is shown.
    /// - Throws: What `body` threw, or ``NavigationError``.
    @discardableResult
    public func transaction<T>(
        source: NavigationSource = .program,
        animated: Bool? = nil,
        confirmedLeaves: ConfirmedLeaves,
        _ body: () async throws -> T
    ) async throws -> T {
        try await AnimationIntent.run(animated ?? source.animatesByDefault) {
            try await transaction(source: source, coordinator: nil, confirmedLeaves: confirmedLeaves.entries, body)
        }
    }

    func transaction<T>(
        source: NavigationSource,
        coordinator: CoordinatorID?,
        confirmedLeaves: Set<EntryID>? = nil,
        _ body: () async throws -> T
    ) async throws -> T {
        if isInsideOpenTransaction {
            return try await body()
        }
        var mustWait: Bool
        switch phase {
        case .idle: mustWait = !queue.isEmpty
        case .reserved, .open, .rendering: mustWait = true
        }
        // A user's transaction takes the place of a request waiting for its loaders.
        if mustWait, supersedesLoad(source) { mustWait = false }
        if mustWait {
            await withCheckedContinuation { queue.append(.body($0)) }
        }
        let transaction = open(source: source, coordinator: coordinator, redirects: 0)
        transaction.animated = AnimationIntent.requested ?? source.animatesByDefault
        transaction.confirmedLeaves = confirmedLeaves
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
        run(transaction)
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
        enter(.idle)
        journal?.completed(id)
        for ticket in tickets {
            ticket.complete(change)
        }
        drain()
    }

    /// Runs queued work while nothing is in flight.
    func drain() {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        while case .idle = phase, !queue.isEmpty {
            switch queue.removeFirst() {
            case .request(let request, let source, let coordinator, let ticket, let redirects, let animated):
                run(
                    request, source: source, coordinator: coordinator, ticket: ticket, redirects: redirects,
                    animated: animated)
            case .body(let continuation):
                enter(.reserved)
                continuation.resume()
            }
        }
    }
}
