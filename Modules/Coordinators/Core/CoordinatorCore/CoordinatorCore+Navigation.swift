import WayfinderRouting
import WayfinderStacks

extension CoordinatorCore {
    /// Places `coordinator` as a child of this one (see ``CoordinatorType/navigate(to:presentationStyle:withNavigation:policy:animated:)``).
    func navigate(
        to coordinator: any CoordinatorType, presentationStyle: PresentationStyle?, withNavigation: Bool = true,
        policy: ScopePolicy?, animated: Bool
    ) async throws(NavigationError) {
        guard let target else { throw missingPlacement }
        if let style = presentationStyle {
            do { try style.validate() } catch {
                throw .path(
                    .invalidStyle(request: "navigate(to: \(coordinator.core.name))", error), container: target.container
                )
            }
        }
        try await start(
            child: coordinator,
            pending: .child(
                container: target.container, parentScope: target.scope, style: presentationStyle, policy: policy,
                withNavigation: withNavigation),
            animated: animated
        )
    }

    /// Presents this (unattached) coordinator from the top-most coordinator.
    func forcePresentation(
        presentationStyle: PresentationStyle?, animated: Bool, mainCoordinator: (any CoordinatorType)?
    ) async throws(NavigationError) {
        guard let navigator = mainCoordinator?.navigator ?? self.navigator else {
            throw mainCoordinator?.core.missingNavigator ?? missingNavigator
        }
        guard let owner else { throw .notAttached(id) }
        try await CoordinatorCore.transaction(on: navigator, coordinator: id) {
            let from = mainCoordinator.flatMap { navigator.topCoordinator(from: $0) } ?? navigator.topCoordinator
            guard let presenter = from else { throw NavigationError.notStarted(CoordinatorID.unattached) }
            // `nil` leaves the style to the coordinator: the style its start asks for, else its
            // root route's own (the seed's contract).
            try await presenter.core.navigate(
                to: owner, presentationStyle: presentationStyle, policy: nil, animated: animated)
        }
    }

    /// Ends this coordinator's scope, which removes its screens; the engine then finishes it
    /// and everything under it.
    func finishFlow(animated: Bool) async throws(NavigationError) {
        try await AnimationIntent.run(animated) { () throws(NavigationError) in try await finishFlow() }
    }

    /// Ends this coordinator's scope with the intent of the enclosing call.
    func finishFlow() async throws(NavigationError) {
        switch placement {
        case .scope(let scope):
            guard let navigator else { throw missingNavigator }
            try await navigator.perform(
                [.step(.path(scope.container, scope: scope.id, .endScope(scope.id)))], coordinator: id
            )
        case .root:
            throw .rootCannotFinish(id)
        case .owner(_, let label):
            throw .ownedCannotFinish(id, placement: label)
        case nil:
            throw missingPlacement
        }
    }

    static func transaction(
        on navigator: Navigator, coordinator: CoordinatorID, _ body: () async throws -> Void
    ) async throws(NavigationError) {
        do {
            try await navigator.transaction(source: .program, coordinator: coordinator, body)
        } catch let error as NavigationError {
            throw error
        } catch {
            throw .transactionFailed(TransactionFailure(error))
        }
    }
}

extension Navigator {
    // MARK: - Starting

    /// Makes `coordinator` the root of this navigator and starts it, in one transaction.
    ///
    /// - Throws: ``NavigationError/alreadyStarted(_:)`` when the navigator has a root already;
    ///   whatever the coordinator's start threw otherwise, as it threw it (the navigator then has
    ///   no root).
    public func start(root coordinator: any CoordinatorType, animated: Bool = true) async throws {
        try await passingAppErrors { () throws(NavigationError) in try await startRoot(coordinator, animated: animated)
        }
    }

    private func startRoot(_ coordinator: any CoordinatorType, animated: Bool) async throws(NavigationError) {
        guard root == nil else { throw .alreadyStarted(root?.id ?? .unattached) }
        let core = coordinator.core
        guard core.lifecycle == .idle, core.navigator == nil else { throw .alreadyStarted(core.id) }
        core.id = register(coordinator)
        core.navigator = self
        core.owner = coordinator
        core.pending = .root(ContainerID(owner: core.id))
        root = coordinator
        do {
            try await AnimationIntent.run(animated) { () throws(NavigationError) in
                try await CoordinatorCore.transaction(on: self, coordinator: core.id) {
                    try await coordinator.start(animated: animated)
                    guard core.placement != nil else { throw NavigationError.childDidNotStart(core.id) }
                }
            }
        } catch {
            root = nil
            core.finish(navigator: self)
            throw error
        }
    }

    // MARK: - Finding coordinators

    /// The coordinator that owns the entry on top of everything the user sees (inside a
    /// transaction, as the transaction has it so far).
    public var topCoordinator: (any CoordinatorType)? {
        guard let entry = buildTree(from: currentState).topEntry else { return root }
        return owner(of: entry) ?? root
    }

    /// The top-most coordinator if it is `coordinator` or one of its descendants, else
    /// `coordinator` itself.
    func topCoordinator(from coordinator: any CoordinatorType) -> (any CoordinatorType)? {
        var candidate = topCoordinator
        let top = candidate
        while let current = candidate {
            if current === coordinator { return top }
            candidate = current.parent
        }
        return coordinator
    }

    /// The coordinator that created an entry.
    public func owner(of entry: Entry<AnyRoute>) -> (any CoordinatorType)? {
        if let scope = entry.scope, let id = CoordinatorID(scope: scope) {
            return coordinator(id)
        }
        guard let (container, _) = Self.locate(entry.id, in: currentState) else { return nil }
        return coordinator(container.owner)
    }
}
