import WayfinderRouting
import WayfinderStacks

extension CoordinatorCore {
    // MARK: - Showing the first screen

    /// Shows `route` as this coordinator's first screen: places the coordinator as its pending
    /// placement says, or, when it is already placed, replaces everything it shows with `route`.
    ///
    /// - Parameters:
    ///   - route: The root screen.
    ///   - style: How to show it when the placement leaves that open.
    ///   - withNavigation: For a modal root, whether screens can be pushed inside it.
    ///   - attributes: Renderer attributes for the root entry; for a coordinator placed as a
    ///     scope they become the scope's, so every entry it creates inherits them.
    /// - Returns: The coordinator's root entry once shown (committed, or joined to the open
    ///   transaction), `nil` when it has none.
    @discardableResult
    func showRoot(
        _ route: AnyRoute, style: PresentationStyle?, withNavigation: Bool = true, attributes: [String: String] = [:]
    ) async throws(NavigationError) -> EntryID? {
        guard let navigator else { throw missingNavigator }
        guard stage != .finished else { throw .notAttached(id) }
        let (steps, newPlacement) = try rootSteps(
            route, style: style, withNavigation: withNavigation, attributes: attributes)
        try await navigator.perform(steps, coordinator: id)
        placement = newPlacement
        pending = nil
        stage = .active
        navigator.coordinatorNodes = nil
        return rootEntry(in: navigator.currentState)
    }

    private func rootSteps(
        _ route: AnyRoute, style: PresentationStyle?, withNavigation: Bool, attributes: [String: String]
    ) throws(NavigationError) -> ([EngineStep], Placement) {
        switch placement ?? pending?.asOwned {
        case .root(let container), .owner(let container, _):
            let placement = self.placement ?? pending?.asOwned ?? .root(container)
            let root = EntrySpec(route, style: .push, withNavigation: true, attributes: attributes)
            return ([.change(.setRoot(container, root))], placement)
        case .scope(let scope):
            let spec = EntrySpec(
                route, style: scope.style, withNavigation: scope.presented ? withNavigation : nil,
                attributes: attributes)
            return (
                [
                    .step(.path(scope.container, scope: scope.id, .endScope(scope.id))),
                    .step(
                        .path(
                            scope.container, scope: scope.parentScope, .beginScope(scope.id, scope.policy, root: spec))),
                ], .scope(scope)
            )
        case nil:
            guard
                case .child(
                    let container, let parentScope, let pendingStyle, let pendingPolicy, let pendingNavigation) =
                    pending
            else {
                throw .notAttached(id)
            }
            let effective = pendingStyle ?? style ?? route.presentationStyle
            let policy = pendingPolicy ?? (effective.isModal ? .owned : .shared)
            let spec = EntrySpec(
                route, style: effective, withNavigation: effective.isModal ? pendingNavigation ?? withNavigation : nil,
                attributes: attributes
            )
            let scope = ScopePlacement(
                container: container, id: id.scope, parentScope: parentScope, policy: policy, style: effective
            )
            return (
                [.step(.path(container, scope: parentScope, .beginScope(id.scope, policy, root: spec)))], .scope(scope)
            )
        }
    }

    // MARK: - Requests

    /// Applies one path operation to this coordinator's container, acting as its scope.
    ///
    /// - Parameters:
    ///   - source: Who causes the change.
    ///   - animated: The call's `animated:` argument; `nil` for the source's default intent.
    @inline(__always) func perform(
        _ operation: consuming PathOperation<AnyRoute>, source: NavigationSource = .program, animated: Bool? = nil
    ) async throws(NavigationError) {
        var inserted: EntryID?
        if let ticket = try submit(operation, source: source, animated: animated, inserted: &inserted) {
            try await wait(for: ticket)
        }
    }

    /// Submits one path operation to this coordinator's container, acting as its scope, and says
    /// what is left to wait for.
    ///
    /// Synchronous, so that a router's call awaits only when a ticket is left: an async helper
    /// inlined into the call still hops to the main actor at its start and back at its end (two
    /// executor switches per request, ~300 instructions, measured in issue 43).
    ///
    /// - Parameters:
    ///   - source: Who causes the change.
    ///   - animated: The call's `animated:` argument; `nil` for the source's default intent.
    ///   - inserted: Receives the top-most entry the operation inserted when the request is done
    ///     at once (see ``Navigator/submit(path:in:scope:source:coordinator:animated:ticket:inserted:)``).
    /// - Returns: `nil` when the request is done; otherwise the ticket to pass to ``wait(for:)``
    ///   or ``entry(shownBy:request:)``.
    @inline(__always) func submit(
        _ operation: consuming PathOperation<AnyRoute>, source: NavigationSource = .program, animated: Bool?,
        inserted: inout EntryID?
    ) throws(NavigationError) -> NavigationTicket? {
        guard let navigator, let target else { throw missingPlacement }
        // One data step asks nothing of the task-local intent but its value: pass it, rather
        // than bind it around the call. The synchronous submit is called here, not through an
        // async wrapper of the navigator's: one async call fewer per request (~340
        // instructions, measured again in issue 39).
        return try navigator.submit(
            path: navigator.selectingDetail(operation, in: target.container), in: target.container, scope: target.scope,
            source: source, coordinator: id,
            animated: animated.map { AnimationIntent.resolve($0) } ?? AnimationIntent.resolve(source),
            inserted: &inserted)
    }

    /// Waits for a request ``submit(_:source:animated:inserted:)`` left a ticket for.
    @inline(__always) func wait(for ticket: NavigationTicket) async throws(NavigationError) {
        guard let navigator else { throw missingNavigator }
        try await navigator.wait(for: ticket)
    }

    /// Waits for a push or a presentation ``submit(_:source:animated:inserted:)`` left a ticket
    /// for, and returns the entry it showed.
    ///
    /// - Parameters:
    ///   - ticket: The request's ticket.
    ///   - request: The call, for the error, as the app wrote it.
    func entry(shownBy ticket: NavigationTicket, request: String) async throws(NavigationError) -> EntryID {
        try await wait(for: ticket)
        return try shown(ticket.insertedEntry, request: request)
    }

    /// The entry a push or a presentation showed, or the error for one that showed none.
    ///
    /// A push or a presentation that is not refused always inserts its entry (the path's
    /// planner has no other outcome for them), so the error is for an operation that inserts
    /// nothing, passed to a call that shows a screen by mistake.
    ///
    /// - Parameters:
    ///   - entry: The entry the request inserted, if any.
    ///   - request: The call, for the error, as the app wrote it.
    func shown(_ entry: EntryID?, request: String) throws(NavigationError) -> EntryID {
        guard let entry else { throw .transactionFailed(TransactionFailure(NothingShown(request: request))) }
        return entry
    }

    /// Sends one path operation without waiting (see ``Navigator/send(_:askingLeaveChecks:)``).
    func send(_ operation: PathOperation<AnyRoute>) -> NavigationTicket {
        guard let navigator, let target else {
            let ticket = NavigationTicket()
            ticket.fail(missingPlacement)
            return ticket
        }
        return navigator.submit(
            [
                .step(
                    .path(
                        target.container, scope: target.scope,
                        navigator.selectingDetail(operation, in: target.container)))
            ],
            source: .program, coordinator: id)
    }

    /// Runs `body` in one navigator transaction, turning any error into a ``NavigationError``.
    func transaction(source: NavigationSource = .program, _ body: () async throws -> Void) async throws(NavigationError)
    {
        guard let navigator else { throw missingNavigator }
        do {
            try await navigator.transaction(source: source, coordinator: id, body)
        } catch let error as NavigationError {
            throw error
        } catch {
            throw .transactionFailed(TransactionFailure(error))
        }
    }

    /// Attaches `child`, starts it, and drops it again if its start showed nothing — all in one
    /// transaction.
    func start(child: any CoordinatorType, pending: PendingPlacement, animated: Bool) async throws(NavigationError) {
        try await AnimationIntent.run(animated) { () throws(NavigationError) in
            try await adopt(child, pending: pending) {
                try await child.start(animated: animated)
            }
        }
    }

    // MARK: - Reading

    /// The entries of this coordinator's region: from its root entry to the top of its
    /// container (for a coordinator owning its container, the whole path).
    var regionEntries: [Entry<AnyRoute>] {
        guard let navigator else { return [] }
        _ = navigator.changeCount  // registers observation of every commit
        let state = navigator.currentState
        guard let target, let path = state.stacks[target.container] else { return [] }
        guard let root = rootEntry(in: state), let index = path.index(of: root) else { return Array(path.entries) }
        return Array(path.entries[index...])
    }
}
